/** /personalCenter/receivingAddress — 收货地址 (data loaded on the client with the token). */
import type { Metadata } from 'next';
import { AddressBook } from '@/components/account/center/AddressBook';

export const metadata: Metadata = { title: '收货地址', robots: { index: false } };

export default function Page() {
  return <AddressBook kind="receiving" />;
}
