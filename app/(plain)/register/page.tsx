import type { Metadata } from 'next';
import { LoginFrame } from '@/components/account/LoginPageView';
import { RegisterForm } from '@/components/account/RegisterForm';

export const metadata: Metadata = { title: '免费注册', robots: { index: false, follow: true } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export default async function Page({ searchParams }: Props) {
  const sp = await searchParams;
  return (
    <LoginFrame title="免费注册" wide>
      <RegisterForm token={first(sp.token)} redirect={first(sp.redirect)} />
    </LoginFrame>
  );
}
