/** /orderCenter/orgOrders — 单位订单: the organisation administrator's view of members' orders and their approval. */
import type { Metadata } from 'next';
import { OrgOrders } from '@/components/orders/OrgOrders';

export const metadata: Metadata = { title: '单位订单', robots: { index: false } };

export default function Page() {
  return <OrgOrders />;
}
