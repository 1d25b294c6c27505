/** /personalCenter/accountManagement — 账户管理 (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { AccountManagement } from '@/components/account/center/AccountManagement';

export const metadata: Metadata = { title: '账户管理', robots: { index: false } };

export default function Page() {
  return <AccountManagement />;
}
