import type { Metadata } from 'next';
import { LoginFrame } from '@/components/account/LoginPageView';
import { WeChatCallback } from '@/components/account/WeChatCallback';

export const metadata: Metadata = { title: '微信登录', robots: { index: false, follow: false } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export default async function Page({ searchParams }: Props) {
  const sp = await searchParams;
  return (
    <LoginFrame title="微信登录">
      <WeChatCallback code={first(sp.code)} state={first(sp.state)} mp={first(sp.via) === 'mp'} />
    </LoginFrame>
  );
}
