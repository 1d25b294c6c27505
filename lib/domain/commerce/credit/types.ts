/**
 * The credit module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { CREDIT_APP_STATUSES } from './applications';
import type { STAFF_CREDIT_APP_FILTERS } from './staff/accounts';

export type CreditAppStatus = (typeof CREDIT_APP_STATUSES)[number];

export type CreditApplicationRow = {
  id: number;
  quota: number;
  periodDays: number;
  reason: string | null;
  status: CreditAppStatus;
  statusLabel: string;
  approvedQuota: number | null;
  rejectReason: string | null;
  canCancel: boolean;
  createdAt: string;
};

/** amount: what the bill asks for (paid on credit − refunded through the bill); paidAmount and refundedAmount beside it. */
export type CreditBill = {
  orderNo: string;
  amount: number;
  paidAmount: number;
  refundedAmount: number;
  paidAt: string;
  dueAt: string;
  state: 'open' | 'due_soon' | 'overdue' | 'repaid' | 'refunded';
  stateLabel: string;
  repaidAt: string | null;
};

export type CreditOverview = {
  account: { quota: number; used: number; available: number; periodDays: number; status: number } | null;
  bills: CreditBill[];
  dueSoonAmount: number;
  overdueAmount: number;
};

export type StaffCreditAppFilter = keyof typeof STAFF_CREDIT_APP_FILTERS;

export type StaffCreditAppRow = {
  id: number;
  orgId: number | null;
  orgName: string | null;
  applicantMobile: string | null;
  quota: number;
  periodDays: number;
  reason: string | null;
  contactName: string | null;
  contactPhone: string | null;
  status: CreditAppStatus;
  statusLabel: string;
  approvedQuota: number | null;
  rejectReason: string | null;
  /** The organisation's current account (quota / used), when it has one. */
  currentQuota: number | null;
  currentUsed: number | null;
  createdAt: string;
};

export type StaffCreditAccountRow = {
  orgId: number;
  orgName: string;
  certStatus: number;
  quota: number | null;
  used: number | null;
  available: number | null;
  periodDays: number | null;
  status: number | null;
};

export type StaffCreditAccountDetail = {
  org: {
    id: number;
    name: string;
    creditCode: string | null;
    certStatus: number;
    contactName: string | null;
    contactPhone: string | null;
  };
  /** The administrator whose view of the bills this is (null: the organisation has none). */
  ownerMobile: string | null;
  overview: CreditOverview;
};

export type CreditAccountChange = {
  before: { quota: number; used: number; periodDays: number; status: number } | null;
  after: { quota: number; used: number; periodDays: number; status: number };
};
