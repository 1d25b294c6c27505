/**
 * The payments module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { OrderStatus } from '@/lib/db/schema';
import type { PAY_RULES } from '@/lib/config/constants';

export type PayStatus = {
  orderNo: string;
  status: OrderStatus;
  statusLabel: string;
  paid: boolean;
  payAmount: number;
  payMethod: string | null;
  payDeadline: string | null;
};

export type CreditAmount = {
  hasAccount: boolean;
  status: number | null;
  quota: number;
  used: number;
  available: number;
  periodDays: number | null;
};

export type CreditMessage = {
  orderNo: string;
  payAmount: number;
  available: number;
  enough: boolean;
  active: boolean;
  message: string;
};

export type TransferInfo = typeof PAY_RULES.bank & {
  orderNo: string;
  reference: string;
  payAmount: number;
  voucherUrl: string | null;
  status: string;
};
