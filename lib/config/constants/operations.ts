/**
 * Operations: console sessions, insights, upload content checks.
 * One area of lib/config/constants; index.ts re-exports every area (import from @/lib/config/constants).
 */

/** Operations console sessions (issue 14): the cookie, the step between password and TOTP code, the working day. */
export const CONSOLE_SESSION = {
  cookie: 'console_token',
  /** Minutes to enter the TOTP code after the password. */
  mfaMinutes: 5,
  /** Minutes a full console session lasts (one working day). */
  ttlMinutes: 10 * 60,
  /** TOTP parameters (RFC 6238 defaults every authenticator app reads). */
  totpIssuer: '标准物质商城运营后台',
  totpPeriodSec: 30,
  totpDigits: 6,
  /** Codes one step before or after the current one are accepted (clock drift). */
  totpWindow: 1,
} as const;

/** Insights (issue 14): how storefront searches and product events are recorded, and what the console reports. */
export const INSIGHTS = {
  /** Buffered search-log rows and product counters are written this often (ms), never on a buyer's request path. */
  flushMs: 1000,
  /** A buffer holding this many events is written at once. */
  batchMax: 200,
  /** Beyond this many buffered events new ones are dropped (and counted in the log) instead of growing memory. */
  bufferMax: 20_000,
  /** The same search (kind and query) by the same session or IP within this time counts once (page + API, reloads, sort and filter changes). */
  searchDedupeMs: 30_000,
  /** A goods-page view of the same product by the same session or IP within this time counts once (reloads). */
  viewDedupeMs: 30_000,
  /** Keys the de-duplication remembers at most. */
  dedupeMaxKeys: 50_000,
  /** Longest query kept in search_log. */
  queryMax: 200,
  /** Date range presets of the insights page (days, ending today) and the default; the longest custom range. */
  rangePresets: [7, 30, 90] as readonly number[],
  defaultDays: 30,
  maxDays: 366,
  /**
   * Days search_log rows are kept (longer than the longest insights range, so every range the console offers stays
   * whole); access_log rows (page, IP, user agent: personal data kept only as long as it serves) are kept 180 days.
   * Pruned daily by the job queue (lib/domain/operations/insights/retention.ts), in batches of `pruneBatch` rows.
   */
  searchLogRetentionDays: 400,
  accessLogRetentionDays: 180,
  pruneBatch: 5_000,
  /** Rows of the top-searches and conversion tables; page size of the zero-result report. */
  topSearches: 20,
  conversionRows: 20,
  zeroPageSize: 20,
  /** Order statuses whose amounts are not revenue. */
  nonRevenueStatuses: ['cancelled', 'refunded'] as readonly string[],
} as const;

/** Content checks of every accepted upload (lib/domain/operations/uploads/sanitise.ts). */
export const UPLOAD_CHECKS = {
  /** Images with more pixels than this are refused before they are decoded (about 8,000 × 6,000). */
  imageMaxPixels: 50_000_000,
} as const;
