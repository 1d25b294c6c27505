/** The standards ledger's data types (browser-safe): what the endpoints answer and the forms send. */
import type { LedgerStatus, LedgerUnit } from '@/lib/db/schema';

export type { LedgerStatus, LedgerUnit };

/** Whose ledger: an organisation's (shared by its confirmed members) or a personal buyer's. */
export type LedgerScope = {
  owner: string;
  orgId: number | null;
  userId: number;
  orgName: string | null;
  userName: string;
};

/** Due-date filter: past due, due within 7 or 30 days. */
export type LedgerDue = 'expired' | '7' | '30';

export type LedgerFilter = {
  /** A status, or 'active' (未开封 and 已开封). */
  status?: LedgerStatus | 'active';
  due?: LedgerDue;
  /** Name, 货号, CAS, lot or location (substring). */
  keyword?: string;
  location?: string;
  productId?: number;
  /** Default: due date (soonest first); 'received': newest receipt first. */
  sort?: 'due' | 'received';
};

export type LedgerRow = {
  id: number;
  source: 'order' | 'manual' | 'import';
  name: string;
  code: string | null;
  cas: string | null;
  packageValue: string | null;
  supplier: string | null;
  lotNo: string | null;
  coaUrl: string | null;
  productId: number | null;
  skuId: number | null;
  orderNo: string | null;
  unitNo: number | null;
  receivedOn: string | null;
  expiresOn: string | null;
  openedOn: string | null;
  openedBy: string | null;
  inUseExpiresOn: string | null;
  dueOn: string | null;
  /** Days from today (China) to dueOn; negative when past due; null without a date. */
  daysLeft: number | null;
  storage: string | null;
  location: string | null;
  unit: LedgerUnit | null;
  /** Thousandths of the unit (exact integers); the labels are formatted ("12.5 mg"). */
  initialAmount: number | null;
  remainingAmount: number | null;
  initialLabel: string;
  remainingLabel: string;
  low: boolean;
  status: LedgerStatus;
  statusLabel: string;
  endedOn: string | null;
  endReason: string | null;
  note: string | null;
  holder: string | null;
  /** What the member may do now (the ledger machine's events). */
  actions: LedgerEvent[];
  updatedAt: string;
};

export type LedgerUsage = {
  id: number;
  usedOn: string;
  amount: number;
  amountLabel: string;
  purpose: string | null;
  byName: string | null;
  createdAt: string;
};

export type LedgerHistory = {
  id: number;
  event: string;
  label: string;
  fromStatus: string | null;
  toStatus: string;
  userName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  note: string | null;
  at: string;
};

export type LedgerDetail = LedgerRow & {
  usages: LedgerUsage[];
  history: LedgerHistory[];
  lowThreshold: number | null;
  lowThresholdLabel: string;
};

export type LedgerEvent = 'open' | 'use' | 'finish' | 'discard' | 'adjust' | 'edit';

export type LedgerSummary = {
  scope: { kind: 'org' | 'personal'; name: string };
  counts: Record<LedgerStatus | 'all' | 'expired' | 'due30' | 'low', number>;
};

export type LedgerReminderKind = 'expiry30' | 'expiry7' | 'low';

/** One line of the reminder list on the ledger page (live: what is due or low now). */
export type LedgerReminderRow = {
  entryId: number;
  kind: LedgerReminderKind | 'expired';
  name: string;
  code: string | null;
  lotNo: string | null;
  packageValue: string | null;
  dueOn: string | null;
  daysLeft: number | null;
  remainingLabel: string;
  /** What 一键复购 does: 'cart' (the same package into the cart), 'goods' (the goods page of the current lot), none. */
  reorder: 'cart' | 'goods' | null;
  goodsHref: string | null;
  /** When the message about it went out (null: not yet, or no message for this kind). */
  sentAt: string | null;
};

export type LedgerReorderResult = { mode: 'cart' | 'goods'; href: string; message: string };

export type LedgerImportRowError = { row: number; reasons: string[] };

export type LedgerImportResult = {
  dryRun: boolean;
  /** Rows that are (or would be) imported. */
  imported: number;
  /** Of them, matched to the catalogue by 货号 or CAS. */
  matched: number;
  errors: LedgerImportRowError[];
  preview: {
    row: number;
    name: string;
    code: string | null;
    lotNo: string | null;
    expiresOn: string | null;
    matched: boolean;
  }[];
  message: string;
};

export type LedgerActionResult = {
  id: number;
  status: LedgerStatus;
  statusLabel: string;
  remainingLabel: string;
  message: string;
};

export type LedgerScanResult = {
  claimed: number;
  sent: { sms: number; email: number };
  skipped: number;
  failed: number;
  message: string;
};

/** Fields a member may change on an entry (edit event); every change is recorded with before/after. */
export type LedgerEditInput = {
  location?: string | null;
  note?: string | null;
  storage?: string | null;
  receivedOn?: string | null;
  expiresOn?: string | null;
  lotNo?: string | null;
  packageValue?: string | null;
  lowThreshold?: string | number | null;
  byName?: string | null;
};

export type LedgerAddInput = {
  name: string;
  code?: string | null;
  cas?: string | null;
  supplier?: string | null;
  packageValue?: string | null;
  lotNo?: string | null;
  receivedOn?: string | null;
  expiresOn?: string | null;
  storage?: string | null;
  location?: string | null;
  note?: string | null;
  /** Units of the same lot received at once (one entry each). */
  count?: number;
};
