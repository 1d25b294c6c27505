/** The console home's work queues: how many records wait for staff, per queue, in one round trip. */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db/client';
import type { Area } from '@/lib/domain/operations/staff/areas';

export type QueueKey =
  | 'inquiries'
  | 'payments'
  | 'shipping'
  | 'afterSales'
  | 'refunds'
  | 'invoices'
  | 'verifications'
  | 'licences'
  | 'custom'
  | 'feedback';

/** Each queue: its label, the page that works it, the area whose roles see it. */
export const QUEUES: Record<QueueKey, { label: string; href: string; area: Area }> = {
  inquiries: { label: '待报价询价单', href: '/console/inquiries?status=submitted', area: 'inquiries' },
  payments: { label: '待确认转账', href: '/console/orders?status=pending_confirm', area: 'payments' },
  shipping: { label: '待发货订单', href: '/console/orders?status=paid', area: 'shipping' },
  afterSales: { label: '待处理售后', href: '/console/after-sales?status=open', area: 'afterSales' },
  refunds: { label: '待处理退款', href: '/console/refunds?status=open', area: 'refunds' },
  invoices: { label: '待开发票', href: '/console/invoices?status=applying', area: 'invoices' },
  verifications: { label: '待审核认证', href: '/console/verifications?status=pending', area: 'verifications' },
  licences: { label: '待审核资质', href: '/console/licences?status=pending', area: 'licences' },
  custom: { label: '待报价定制需求', href: '/console/custom?status=submitted', area: 'custom' },
  feedback: { label: '未读意见反馈', href: '/console/feedback?status=new', area: 'feedback' },
};

export async function queueCounts(db: Db): Promise<Record<QueueKey, number>> {
  const res = await db.execute(sql`
    select
      (select count(*) from inquiries where status = 'submitted')::int as inquiries,
      (select count(*) from orders where status = 'pending_confirm')::int as payments,
      (select count(*) from orders where status = 'paid')::int as shipping,
      (select count(*) from after_sales where status in ('pending', 'returning'))::int as "afterSales",
      (select count(*) from refunds where (channel = 'transfer' and status = 'processing') or status = 'failed')::int as refunds,
      (select count(*) from invoices where status = 'applying')::int as invoices,
      (select count(*) from verification_requests where status = 'pending')::int as verifications,
      (select count(*) from buyer_licences where status = 'pending')::int as licences,
      (select count(*) from custom_requests where status = 'submitted')::int as custom,
      (select count(*) from feedback where status = 'new' and read_at is null)::int as feedback
  `);
  const row = rowsOf<Record<string, number>>(res)[0] ?? {};
  const out = {} as Record<QueueKey, number>;
  for (const k of Object.keys(QUEUES) as QueueKey[]) out[k] = Number(row[k] ?? 0);
  return out;
}
