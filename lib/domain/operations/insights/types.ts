/**
 * The insights module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */
import type { SEARCH_GROUPS, SEARCH_LOG_KINDS } from './kinds';

/** What a recorded search was (search_log.kind); the values and their labels live in ./kinds.ts. */
export type SearchLogKind = (typeof SEARCH_LOG_KINDS)[number];

/** One search as the log keeps it: its kind and the query in canonical form. */
export type SearchLogEntry = { kind: SearchLogKind; query: string };

/** A tab of the zero-result report, grouping one or more kinds. */
export type SearchGroup = keyof typeof SEARCH_GROUPS;

export type DayRange = { from: string; to: string; days: number; preset: number | null };

export type RangeInput = { from?: string | null; to?: string | null; days?: number | string | null };

export type DayPoint = {
  day: string;
  orders: number;
  amountFen: number;
  amount: number;
  paidFen: number;
  paid: number;
};

export type CategoryPoint = {
  categoryId: number | null;
  name: string;
  orders: number;
  units: number;
  amountFen: number;
  amount: number;
};

export type SalesOverview = {
  range: DayRange;
  perDay: DayPoint[];
  byCategory: CategoryPoint[];
  totals: {
    orders: number;
    amountFen: number;
    amount: number;
    paidFen: number;
    paid: number;
    cancelled: number;
    buyers: number;
    avgOrder: number | null;
  };
};

export type SearchRow = { kind: SearchLogKind; query: string; count: number; zeroCount: number; lastAt: string };

export type SearchSummary = {
  range: DayRange;
  total: number;
  zero: number;
  byGroup: { group: SearchGroup; label: string; short: string; count: number; zero: number }[];
  top: SearchRow[];
};

export type ZeroRow = {
  kind: SearchLogKind;
  query: string;
  count: number;
  /** Distinct signed-in buyers among the searches (guests are not counted). */
  buyers: number;
  lastAt: string;
  /** CAS rows: a product on sale has this CAS now (added since the search). Null for other kinds. */
  inCatalog: boolean | null;
};

export type ConversionRow = {
  productId: number;
  code: string;
  name: string;
  cas: string | null;
  views: number;
  carts: number;
  orders: number;
  cartRate: number | null;
  orderRate: number | null;
};

export type Conversion = {
  range: DayRange;
  totals: { views: number; carts: number; orders: number; cartRate: number | null; orderRate: number | null };
  products: ConversionRow[];
};
