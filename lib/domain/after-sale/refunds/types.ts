/** The refunds module's data types (what endpoints, pages and other modules may read). Amounts are integer fen. */
import type { RefundChannel, RefundSource, RefundStatus } from '@/lib/db/schema';

export type { RefundChannel, RefundSource, RefundStatus };

export type RefundEvent = 'request' | 'submit' | 'succeed' | 'record_transfer' | 'fail' | 'retry' | 'resend';
export type RefundActor = 'system' | 'staff';

/** One step of a refund's timeline. */
export type RefundTimelineItem = {
  event: string;
  label: string;
  status: string;
  statusLabel: string;
  actor: string;
  note: string | null;
  at: string;
};

/** What the buyer (order detail, after-sales detail, refund list) sees of one refund. */
export type RefundSummary = {
  id: number;
  refundNo: string;
  orderNo: string;
  afterSaleNo: string | null;
  source: RefundSource;
  sourceLabel: string;
  channel: RefundChannel;
  /** How the money goes back, in words (退回账期额度 / 原路退回支付宝 / 银行转账退回). */
  channelLabel: string;
  amountFen: number;
  status: RefundStatus;
  statusLabel: string;
  /** Alipay's trade number or the bank transfer's reference (流水号), once known. */
  channelRef: string | null;
  /** The day the bank transfer was made (YYYY-MM-DD). */
  transferDate: string | null;
  /** Why the last attempt failed, in words the buyer can read (null unless 退款失败). */
  failReason: string | null;
  createdAt: string;
  succeededAt: string | null;
};

export type RefundDetail = RefundSummary & { timeline: RefundTimelineItem[] };

/** Staff's row: the buyer's view plus who bought and how many channel calls were made. */
export type StaffRefundRow = RefundSummary & {
  buyerMobile: string | null;
  buyerName: string | null;
  orgName: string | null;
  attempts: number;
  updatedAt: string;
};

export type StaffRefundDetail = StaffRefundRow & {
  /** The order's paid amount and everything refunded on it (fen). */
  orderPayFen: number;
  orderRefundedFen: number;
  payMethod: string | null;
  /** What staff may do now (record_transfer, fail, retry, resend) — the machine and the channel decide. */
  actions: RefundEvent[];
  timeline: RefundTimelineItem[];
  /** Red-letter invoices this refund caused (红字发票). */
  redInvoices: { id: number; invoiceNo: string; status: string; statusLabel: string; amountFen: number }[];
  /** The points taken back (a negative delta; 0 when nothing was owed or the balance was empty). */
  pointsTakenBack: { delta: number; reason: string } | null;
};

export type StaffRefundFilter = 'open' | 'processing' | 'failed' | 'succeeded' | 'all';

export type RefundListQuery = {
  filter?: StaffRefundFilter;
  channel?: RefundChannel;
  kw?: string;
  limit: number;
  offset: number;
};
