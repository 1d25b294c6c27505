/**
 * Field rules of ledger entries, shared by the forms' endpoints, the import and the deliveries: bounded single-line
 * texts without control characters, China calendar days, the due date and the text the filter searches.
 */
import { AppError } from '@/lib/kernel/errors';
import { LEDGER_MSG } from '@/lib/config/messages';
import { todayInChina } from '@/lib/kernel/time';
import { hasUnsafeText } from '@/lib/platform/security/input';

/** Column lengths of ledger_entries / ledger_usages (lib/db/schema). */
export const LEDGER_FIELD_MAX = {
  name: 200,
  code: 60,
  cas: 20,
  packageValue: 30,
  supplier: 100,
  lotNo: 60,
  storage: 120,
  location: 120,
  note: 500,
  reason: 200,
  purpose: 120,
  byName: 60,
} as const;

export type LedgerField = keyof typeof LEDGER_FIELD_MAX;

export const FIELD_LABELS: Record<LedgerField, string> = {
  name: '名称',
  code: '货号',
  cas: 'CAS号',
  packageValue: '包装规格',
  supplier: '生产商/供应商',
  lotNo: '批号',
  storage: '储存条件',
  location: '存放位置',
  note: '备注',
  reason: '原因',
  purpose: '用途/分析批号',
  byName: '操作人',
};

/** A single-line text of a field: trimmed, '' → null, refused when too long or holding control characters. */
export function text(value: unknown, field: LedgerField): string | null {
  if (value === undefined || value === null) return null;
  const t = String(value).trim();
  if (!t) return null;
  const label = FIELD_LABELS[field];
  if (hasUnsafeText(t)) throw new AppError(LEDGER_MSG.textInvalid(label), 'PARAM_INVALID');
  if (t.length > LEDGER_FIELD_MAX[field])
    throw new AppError(LEDGER_MSG.textTooLong(label, LEDGER_FIELD_MAX[field]), 'PARAM_INVALID');
  return t;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar day YYYY-MM-DD (a real date), '' → null; `notAfterToday` refuses a future day. */
export function day(
  value: unknown,
  label: string,
  opts: { notAfterToday?: boolean; today?: string } = {},
): string | null {
  if (value === undefined || value === null || value === '') return null;
  const parts = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?$/.exec(String(value).trim());
  const t = parts ? `${parts[1]}-${parts[2]!.padStart(2, '0')}-${parts[3]!.padStart(2, '0')}` : String(value).trim();
  const m = DAY.exec(t);
  const d = m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
  if (!m || !d || d.toISOString().slice(0, 10) !== t || Number(m[1]) < 1900 || Number(m[1]) > 2200)
    throw new AppError(LEDGER_MSG.dateInvalid(label), 'DATE_INVALID');
  if (opts.notAfterToday && t > (opts.today ?? todayInChina()))
    throw new AppError(LEDGER_MSG.dateFuture(label), 'DATE_INVALID');
  return t;
}

/** A day plus n days (YYYY-MM-DD). */
export function addDays(d: string, n: number): string {
  return new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date that stops an analysis: the earlier of the lot's expiry and the in-use expiry after opening. */
export function dueOf(expiresOn: string | null, inUseExpiresOn: string | null): string | null {
  if (expiresOn && inUseExpiresOn) return expiresOn < inUseExpiresOn ? expiresOn : inUseExpiresOn;
  return expiresOn ?? inUseExpiresOn;
}

/** The storefront's COA page of a lot (the certificate and its file). */
export function coaHref(code: string | null, lotNo: string): string {
  return `/downloadCenter/downloadSecond/coa?${code ? `code=${encodeURIComponent(code)}&` : ''}batch=${encodeURIComponent(lotNo)}`;
}

/** What the text filter searches (lower case): name, 货号, CAS, lot, location, supplier. */
export function searchTextOf(e: {
  name: string;
  code: string | null;
  cas: string | null;
  lotNo: string | null;
  location: string | null;
  supplier?: string | null;
}): string {
  return [e.name, e.code, e.cas, e.lotNo, e.location, e.supplier].filter(Boolean).join(' ').toLowerCase();
}
