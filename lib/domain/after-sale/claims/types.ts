/**
 * The claims module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { AfterSaleType, AfterSaleStatus } from '@/lib/db/schema';
import type { AfterSaleEvent } from './machine';
import type { RefundDetail } from '@/lib/domain/after-sale/refunds';
import type { AFTER_SALE_TABS } from './queries';
import type { STAFF_AFTER_SALE_FILTERS } from './staff/queries';

export type ClaimableLine = {
  lineId: number;
  productId: number | null;
  name: string;
  code: string | null;
  packageValue: string | null;
  price: number;
  num: number;
  claimed: number;
  left: number;
};

export type ClaimableOrder = {
  orderNo: string;
  status: string;
  /** Last day a claim can be made (ISO), null when the order has not been shipped. */
  deadline: string | null;
  open: boolean;
  reason: string | null;
  lines: ClaimableLine[];
};

export type AfterSaleRow = {
  id: number;
  afterSaleNo: string;
  orderNo: string;
  type: AfterSaleType;
  typeLabel: string;
  status: AfterSaleStatus;
  statusLabel: string;
  productName: string;
  code: string | null;
  packageValue: string | null;
  quantity: number;
  amount: number | null;
  createdAt: string;
};

export type AfterSaleDetail = AfterSaleRow & {
  reason: string;
  description: string | null;
  rejectReason: string | null;
  returnCarrier: string | null;
  returnTrackingNo: string | null;
  resolution: string | null;
  files: { url: string }[];
  /** What the buyer may do now (cancel, return_goods). */
  actions: AfterSaleEvent[];
  timeline: {
    event: string;
    label: string;
    status: string;
    statusLabel: string;
    actor: string;
    note: string | null;
    at: string;
  }[];
  /** The refund a completed 退货退款 / 仅退款 made, with its own timeline (null before completion and for other types). */
  refund: RefundDetail | null;
};

export type AfterSaleTab = keyof typeof AFTER_SALE_TABS;

export type StaffAfterSaleFilter = keyof typeof STAFF_AFTER_SALE_FILTERS;

/** The buyer's row (./queries.ts) plus who filed it and why. */
export type StaffAfterSaleRow = AfterSaleRow & { buyerMobile: string | null; reason: string };

export type StaffAfterSaleDetail = StaffAfterSaleRow & {
  userId: number;
  buyerName: string | null;
  description: string | null;
  price: number | null;
  lineNum: number | null;
  rejectReason: string | null;
  returnCarrier: string | null;
  returnTrackingNo: string | null;
  resolution: string | null;
  files: { fid: number; url: string; mime: string }[];
  /** What staff may do now: approve, reject, complete. */
  actions: AfterSaleEvent[];
  /** The refund the completed claim made (the console links to it), with the channel's own words. */
  refund: RefundDetail | null;
  timeline: { event: string; label: string; statusLabel: string; actor: string; note: string | null; at: string }[];
};
