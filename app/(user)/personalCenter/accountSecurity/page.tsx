/** /personalCenter/accountSecurity — 账户安全 (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { AccountSecurity } from '@/components/account/center/AccountSecurity';

export const metadata: Metadata = { title: '账户安全', robots: { index: false } };

export default function Page() {
  return <AccountSecurity />;
}
