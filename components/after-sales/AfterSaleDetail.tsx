'use client';
/**
 * /afterSalesCenter/afterASingle?id= (售后详情): the claim, its files and its timeline (申请 → 审核 → 退回/补发 → 完成,
 * or 驳回 with the reason), and once completed its refund with the refund's own timeline; the buyer may withdraw the
 * claim while it waits, or enter the return parcel once approved.
 */
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { yuan } from '@/lib/client/orders';
import { AFTER_SALE_MSG } from '@/lib/config/messages';
import { ConfirmDialog } from '@/components/ui/Modal';
import { formatTime, LoadError, Loading, Panel } from '@/components/account/center/ui';
import { RefundCard } from '@/components/refunds/RefundList';

export function AfterSaleDetailView() {
  const { isLogin } = useSession();
  const sp = useSearchParams();
  const qc = useQueryClient();
  const id = Number(sp?.get('id')) || undefined;
  const q = useQuery({
    queryKey: ['afterSale', 'detail', id],
    queryFn: () => api('afterSale.detail', { id }),
    enabled: isLogin && !!id,
    retry: false,
  });
  const [ask, setAsk] = useState(false);
  const [busy, setBusy] = useState(false);
  const [carrier, setCarrier] = useState('');
  const [trackingNo, setTrackingNo] = useState('');

  if (!id)
    return (
      <Panel title="售后详情">
        <p className="p-6 text-center text-ink-500">{AFTER_SALE_MSG.notFound}</p>
      </Panel>
    );
  if (q.isPending)
    return (
      <Panel title="售后详情">
        <Loading />
      </Panel>
    );
  if (q.isError)
    return (
      <Panel title="售后详情">
        <LoadError onRetry={() => void q.refetch()} />
      </Panel>
    );
  const a = q.data;

  async function run(fn: () => Promise<{ message: string }>) {
    setBusy(true);
    try {
      toast.success((await fn()).message);
      await qc.invalidateQueries({ queryKey: ['afterSale'] });
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
      setAsk(false);
    }
  }

  return (
    <Panel
      title="售后详情"
      testId="after-sale-detail"
      extra={
        <Link href="/afterSalesCenter" className="text-[13px] text-brand-600 hover:underline">
          返回售后列表
        </Link>
      }
    >
      <div className="flex items-start justify-between rounded bg-surface px-4 py-3 text-[13px]">
        <div>
          <p>
            售后单号 <span className="font-mono">{a.afterSaleNo}</span> · 订单{' '}
            <Link
              href={`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(a.orderNo)}`}
              className="font-mono text-brand-600 hover:underline"
            >
              {a.orderNo}
            </Link>
          </p>
          <p className="mt-1 text-[16px] font-medium" data-testid="after-sale-detail-status">
            {a.statusLabel}
          </p>
          {a.rejectReason && <p className="text-danger">驳回原因：{a.rejectReason}</p>}
          {a.resolution && <p className="text-ink-700">处理结果：{a.resolution}</p>}
        </div>
        {a.actions.includes('cancel') && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => setAsk(true)}
            data-testid="after-sale-cancel"
          >
            撤销申请
          </button>
        )}
      </div>

      <ol
        className="relative my-4 ml-2 border-l border-line pl-5 text-[13px]"
        aria-label="售后进度"
        data-testid="after-sale-timeline"
      >
        {a.timeline.map((t, i) => (
          <li key={i} className="mb-3">
            <span
              className={`absolute -left-[5px] mt-1.5 h-2.5 w-2.5 rounded-full ${i === a.timeline.length - 1 ? 'bg-brand-600' : 'bg-ink-300'}`}
              aria-hidden
            />
            <p className="font-medium text-ink-900">
              {t.label} <span className="ml-2 text-xs font-normal text-ink-500">{t.statusLabel}</span>
            </p>
            <p className="text-xs text-ink-500">{formatTime(t.at)}</p>
            {t.note && <p className="text-xs text-ink-700">{t.note}</p>}
          </li>
        ))}
      </ol>

      <dl className="grid grid-cols-[6rem_1fr] gap-x-3 gap-y-1.5 text-[13px]">
        <dt className="text-ink-500">商品</dt>
        <dd>
          {a.productName}{' '}
          <span className="text-ink-500">
            {a.code ?? ''} · {a.packageValue ?? '—'}
          </span>
        </dd>
        <dt className="text-ink-500">售后类型</dt>
        <dd>{a.typeLabel}</dd>
        <dt className="text-ink-500">数量</dt>
        <dd>{a.quantity}</dd>
        {a.amount !== null && (
          <>
            <dt className="text-ink-500">退款金额</dt>
            <dd className="price">{yuan(a.amount)}</dd>
          </>
        )}
        <dt className="text-ink-500">原因</dt>
        <dd>{a.reason}</dd>
        {a.description && (
          <>
            <dt className="text-ink-500">问题描述</dt>
            <dd className="whitespace-pre-wrap">{a.description}</dd>
          </>
        )}
        {a.files.length > 0 && (
          <>
            <dt className="text-ink-500">附件</dt>
            <dd className="flex gap-2">
              {a.files.map((f, i) => (
                <a
                  key={i}
                  href={f.url}
                  target="_blank"
                  rel="noreferrer"
                  className="text-brand-600 hover:underline"
                  data-testid="after-sale-attachment"
                >
                  附件 {i + 1}
                </a>
              ))}
            </dd>
          </>
        )}
        {a.returnTrackingNo && (
          <>
            <dt className="text-ink-500">退回物流</dt>
            <dd>
              {a.returnCarrier} {a.returnTrackingNo}
            </dd>
          </>
        )}
      </dl>

      {a.refund && <RefundCard refund={a.refund} />}

      {a.actions.includes('return_goods') && (
        <form
          className="mt-4 flex flex-wrap items-end gap-2 rounded border border-line p-3 text-[13px]"
          onSubmit={(e) => {
            e.preventDefault();
            if (!carrier.trim() || !trackingNo.trim()) return toast.error(AFTER_SALE_MSG.returnRequired);
            void run(() =>
              api('afterSale.returnGoods', { id: a.id, carrier: carrier.trim(), trackingNo: trackingNo.trim() }),
            );
          }}
          data-testid="after-sale-return"
        >
          <p className="w-full text-ink-700">审核已通过，请将商品寄回后填写物流信息：</p>
          <input
            className="input w-40"
            placeholder="快递公司"
            aria-label="快递公司"
            value={carrier}
            onChange={(e) => setCarrier(e.target.value)}
          />
          <input
            className="input w-56"
            placeholder="运单号"
            aria-label="运单号"
            value={trackingNo}
            onChange={(e) => setTrackingNo(e.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={busy}>
            提交物流信息
          </button>
        </form>
      )}
      <ConfirmDialog
        open={ask}
        busy={busy}
        message="确定撤销该售后申请吗？"
        onCancel={() => setAsk(false)}
        onConfirm={() => void run(() => api('afterSale.cancel', { id: a.id }))}
      />
    </Panel>
  );
}
