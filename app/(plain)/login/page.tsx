import type { Metadata } from 'next';
import { LoginPageView } from '@/components/account/LoginPageView';
import { parseTab } from '@/lib/client/login-validation';

export const metadata: Metadata = { title: '会员登录', robots: { index: false, follow: true } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export default async function Page({ searchParams }: Props) {
  const sp = await searchParams;
  return <LoginPageView redirect={first(sp.redirect)} tab={parseTab(sp.tab)} />;
}
