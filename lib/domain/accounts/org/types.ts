/**
 * The org module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { OrderStatus } from '@/lib/db/schema';

export type OrgSettings = { orgName: string; approvalThreshold: number | null; members: number; waiting: number };

export type OrgOrderRow = {
  id: number;
  orderNo: string;
  member: string;
  status: OrderStatus;
  statusLabel: string;
  payAmount: number;
  lineCount: number;
  firstLine: string | null;
  createdAt: string;
  cancelReason: string | null;
};
