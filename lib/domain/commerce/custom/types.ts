/**
 * The custom module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { CUSTOM_STATUSES, CustomEvent } from './requests';

export type CustomStatus = (typeof CUSTOM_STATUSES)[number];

export type CustomDetail = {
  id: number;
  requestNo: string;
  productName: string;
  cas: string | null;
  smiles: string | null;
  quantity: string | null;
  purity: string | null;
  analyses: string[];
  deliveryDate: string | null;
  notes: string | null;
  fileUrl: string | null;
  status: CustomStatus;
  statusLabel: string;
  quotedAmount: number | null;
  leadTime: string | null;
  quoteValidUntil: string | null;
  quoteExpired: boolean;
  quoteNote: string | null;
  rejectReason: string | null;
  orderNo: string | null;
  canAccept: boolean;
  canCancel: boolean;
  createdAt: string;
};

export type StaffCustomRow = {
  id: number;
  requestNo: string;
  status: CustomStatus;
  statusLabel: string;
  productName: string;
  cas: string | null;
  quantity: string | null;
  purity: string | null;
  buyerMobile: string | null;
  buyerName: string | null;
  orgName: string | null;
  quotedAmount: number | null;
  createdAt: string;
};

export type StaffCustomDetail = CustomDetail & {
  buyer: { id: number; mobile: string | null; name: string | null; orgName: string | null };
  /** The attached file's type (its bytes are served to staff by the console), or null. */
  fileMime: string | null;
  staffActions: CustomEvent[];
};
