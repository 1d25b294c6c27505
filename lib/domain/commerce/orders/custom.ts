/** The buyer's customisation (custom synthesis) requests for /orderCenter/myCustom, newest first (read-only here). */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { customRequests } from '@/lib/db/schema';

export const CUSTOM_STATUS_LABELS: Record<string, string> = {
  submitted: '已提交',
  evaluating: '评估中',
  quoted: '已报价',
  ordered: '已下单',
  rejected: '无法承接',
  cancelled: '已取消',
};

export type CustomRequestRow = {
  id: number;
  requestNo: string;
  productName: string;
  cas: string | null;
  quantity: string | null;
  purity: string | null;
  status: string;
  statusLabel: string;
  quotedAmount: number | null;
  createdAt: string;
};

export async function listCustomRequests(db: Db, userId: number): Promise<CustomRequestRow[]> {
  const rows = await db
    .select()
    .from(customRequests)
    .where(eq(customRequests.userId, userId))
    .orderBy(desc(customRequests.createdAt))
    .limit(200);
  return rows.map((r) => ({
    id: r.id,
    requestNo: r.requestNo,
    productName: r.productName,
    cas: r.cas,
    quantity: r.quantity,
    purity: r.purity,
    status: r.status,
    statusLabel: CUSTOM_STATUS_LABELS[r.status] ?? r.status,
    quotedAmount: r.quotedAmount,
    createdAt: r.createdAt.toISOString(),
  }));
}
