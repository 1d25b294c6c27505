/**
 * /login and /register until the accounts work lands: says plainly that accounts are not open yet,
 * what a guest can already do, and how to reach sales. Never a fake login form.
 */
import Link from 'next/link';
import { COMPANY, SERVICE_HOURS } from '@/lib/config/constants';

/** Only same-site relative paths are followed (no open redirect). */
export function safeReturnPath(raw: string | string[] | undefined): string {
  const s = Array.isArray(raw) ? raw[0] : raw;
  return s && s.startsWith('/') && !s.startsWith('//') && !s.startsWith('/\\') ? s : '/';
}

export function AccountsPending({ title, returnTo }: { title: string; returnTo: string }) {
  return (
    <div className="page-width flex flex-col items-center py-16 text-center">
      <h1 className="text-[26px] font-semibold text-ink-900">{title}</h1>
      <p className="mt-3 max-w-[560px] text-ink-700">
        会员登录与注册功能正在上线准备中，暂未开放。您现在即可浏览与检索全部产品、药典方法和法规标准，
        并将商品加入本地购物车、询价篮和需求清单；开放登录后，本地清单会自动同步到您的账户。
      </p>
      <div className="mt-6 rounded-md border border-brand-100 bg-brand-50 px-6 py-4 text-left">
        <p className="text-[13px] text-ink-500">如需立即下单或询价，请联系客服</p>
        <p className="text-xl font-semibold tracking-wide text-brand-700">{COMPANY.supportPhone}</p>
        <p className="text-xs text-ink-500">
          服务时间：{SERVICE_HOURS} · {COMPANY.email}
        </p>
      </div>
      <div className="mt-8 flex gap-3">
        <Link href={returnTo} prefetch={false} className="btn btn-primary">
          返回继续浏览
        </Link>
        <Link href="/" prefetch={false} className="btn btn-outline">
          返回首页
        </Link>
      </div>
    </div>
  );
}
