'use client';
/**
 * /login (spec §2.1, §2.4): a brand panel on the left and the login panel (tabs 0 微信登录, 1 免密登录,
 * 2 密码登录) on the right. After a login: the ?redirect path, else the path saved before the session was
 * lost, else home (spec §4). Also the frame of /login/weChatLogin, /login/forgetThePassword and /register.
 */
import { takeReturnPath } from '@/lib/client/session';
import { safeTarget } from '@/lib/config/routes';
import type { LoginTab } from '@/lib/client/login-validation';
import { LoginPanel } from './LoginPanel';
import { useLoginFinisher } from './LoginFinish';
import { WeChatLogin } from './WeChatLogin';

export function LoginFrame({
  title,
  children,
  wide = false,
}: {
  title: string;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <div className="flex min-h-[calc(100vh-187px)] items-center bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500">
      <div className="page-width flex min-h-[620px] items-center justify-between gap-10 px-4 py-12">
        <div className="hidden max-w-[520px] text-white md:block">
          <p className="text-[30px] font-semibold leading-tight">标准物质一站式采购平台</p>
          <p className="mt-4 text-[15px] leading-7 text-white/85">
            对照品 · 标准物质 · 药物杂质 · 药典方法 · 法规标准
            <br />
            按名称、CAS 号、货号、分子式或结构式快速找到所需标准品，在线询价与下单，COA 证书随时下载。
          </p>
          <ul className="mt-6 grid grid-cols-2 gap-3 text-[13px] text-white/90">
            <li className="rounded border border-white/25 bg-white/10 px-3 py-2">登录后查看价格与库存</li>
            <li className="rounded border border-white/25 bg-white/10 px-3 py-2">购物车与询价篮云端保存</li>
            <li className="rounded border border-white/25 bg-white/10 px-3 py-2">订单、发票与售后一站管理</li>
            <li className="rounded border border-white/25 bg-white/10 px-3 py-2">企业认证享信用账期</li>
          </ul>
        </div>
        <section
          className={`rounded-md bg-white px-8 pb-7 pt-6 shadow-xl ${wide ? 'w-[440px]' : 'w-[400px]'} max-w-full`}
          aria-labelledby="login-frame-title"
        >
          <h1 id="login-frame-title" className="mb-4 text-center text-xl font-medium text-ink-900">
            {title}
          </h1>
          {children}
        </section>
      </div>
    </div>
  );
}

/** The page mode's return target: ?redirect, else the saved path, else home (resolved by completeLogin). */
function pageReturnTo(redirect: string | null): string {
  return redirect ? safeTarget(redirect) : (takeReturnPath(false) ?? '/');
}

export function LoginPageView({ redirect, tab }: { redirect: string | null; tab: LoginTab }) {
  const finish = useLoginFinisher({ popup: false, returnTo: null, resolveReturnTo: () => pageReturnTo(redirect) });
  return (
    <LoginFrame title="欢迎登录">
      <LoginPanel variant="full" initialTab={tab} onLoggedIn={finish} />
    </LoginFrame>
  );
}

export function WeChatLoginPageView({ redirect }: { redirect: string | null }) {
  const finish = useLoginFinisher({ popup: false, returnTo: null, resolveReturnTo: () => pageReturnTo(redirect) });
  return (
    <LoginFrame title="微信扫码登录">
      <WeChatLogin onLoggedIn={finish} />
    </LoginFrame>
  );
}
