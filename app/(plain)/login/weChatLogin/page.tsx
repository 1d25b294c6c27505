import type { Metadata } from 'next';
import { WeChatLoginPageView } from '@/components/account/LoginPageView';

export const metadata: Metadata = { title: '微信扫码登录', robots: { index: false, follow: true } };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ searchParams }: Props) {
  const sp = await searchParams;
  const redirect = Array.isArray(sp.redirect) ? sp.redirect[0] : sp.redirect;
  return <WeChatLoginPageView redirect={redirect ?? null} />;
}
