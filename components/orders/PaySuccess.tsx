'use client';
/**
 * /successAliPage?orderNo= (支付完成): what the shop's own database says about the payment — never the return URL's
 * parameters. While Alipay's notification is still on its way the page checks again for a short while.
 */
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import { useSession } from '@/lib/client/session';
import { ORDER_KEYS, yuan } from '@/lib/client/orders';
import { PAY_RULES } from '@/lib/config/constants';
import { loginHref, mobileViewHref } from '@/lib/config/routes';
import { PAY_MSG } from '@/lib/config/messages';
import { Loading } from '@/components/account/center/ui';

/** `phone`: the phone view (/mobileView), whose links stay on phone pages; `orderNo` given there (not in the URL). */
export function PaySuccess({ orderNo: given, phone = false }: { orderNo?: string; phone?: boolean } = {}) {
  const { isLogin } = useSession();
  const fromUrl = useSearchParams()?.get('orderNo') ?? '';
  const orderNo = given ?? fromUrl;
  const to = (path: string) => (phone ? mobileViewHref(path) : path);
  const [polls, setPolls] = useState(0);
  const q = useQuery({
    queryKey: ORDER_KEYS.payStatus(orderNo),
    queryFn: async () => {
      setPolls((n) => n + 1);
      return api('pay.status', { orderNo });
    },
    enabled: isLogin && !!orderNo,
    retry: false,
    refetchInterval: (query) =>
      query.state.data?.paid || query.state.data?.status !== 'pending_payment' || polls >= PAY_RULES.statusPollTimes
        ? false
        : PAY_RULES.statusPollMs,
  });
  if (!isLogin)
    return (
      <div className="card my-4 p-8 text-center text-ink-500" data-testid="pay-success-login">
        请先
        <Link
          href={to(loginHref(to(`/successAliPage?orderNo=${encodeURIComponent(orderNo)}`)))}
          className="mx-1 text-brand-600 hover:underline"
        >
          登录
        </Link>
        后查看支付结果
      </div>
    );
  if (!orderNo || q.isError)
    return <div className="card my-4 p-8 text-center text-ink-500">{PAY_MSG.orderNotFound}</div>;
  if (q.isPending)
    return (
      <div className="card my-4">
        <Loading />
      </div>
    );
  const s = q.data;
  const detail = to(`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(s.orderNo)}`);
  return (
    <div className="card my-6 flex flex-col items-center gap-3 p-12 text-center" data-testid="pay-success">
      {s.paid ? (
        <>
          <p className="text-[22px] font-medium text-success">支付完成</p>
          <p className="text-ink-500">
            订单号 {s.orderNo} · 实付 <b className="price">{yuan(s.payAmount)}</b> · 订单状态{' '}
            <span data-testid="pay-success-status">{s.statusLabel}</span>
          </p>
          <p className="text-[13px] text-ink-500">我们会尽快安排发货，发货后可在订单详情中查看物流单号。</p>
        </>
      ) : (
        <>
          <p className="text-[20px] font-medium">正在确认支付结果…</p>
          <p className="text-ink-500">
            订单号 {s.orderNo} · 当前状态 <span data-testid="pay-success-status">{s.statusLabel}</span>
          </p>
          <p className="text-[13px] text-ink-500">如已付款，支付结果通常在几秒内到达；也可稍后在订单详情中查看。</p>
        </>
      )}
      <div className="mt-3 flex gap-3">
        <Link href={detail} className="btn btn-primary">
          查看订单
        </Link>
        <Link href={to('/')} className="btn btn-outline">
          继续购物
        </Link>
      </div>
    </div>
  );
}
