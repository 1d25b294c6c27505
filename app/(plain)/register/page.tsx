import type { Metadata } from 'next';
import { AccountsPending, safeReturnPath } from '@/components/account/AccountsPending';

export const metadata: Metadata = { title: '免费注册', robots: { index: false, follow: true } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const sp = await searchParams;
  return <AccountsPending title="免费注册" returnTo={safeReturnPath(sp.redirect)} />;
}
