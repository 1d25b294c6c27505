/**
 * Reads of one ledger (always scoped by its owner key, lib/domain/accounts/ledger/scope.ts): the filtered page of entries in
 * SQL (indexes ledger_owner_*; the text filter on the trigram index of search_text), the counts of the page's
 * header, one entry with its usage records and its history, and the rows of the printable page and the export.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { ledgerEntries, ledgerEvents, ledgerUsages, orders, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { LEDGER } from '@/lib/config/constants';
import { LEDGER_MSG } from '@/lib/config/messages';
import { escapeLike } from '@/lib/domain/catalog/products';
import { todayInChina } from '@/lib/kernel/time';
import { formatAmount } from './amount';
import { addDays, daysBetween } from './fields';
import { LEDGER_EVENT_LABELS, LEDGER_STATUS_LABELS, ledgerMachine } from './machine';
import type { LedgerDetail, LedgerFilter, LedgerRow, LedgerScope, LedgerStatus, LedgerSummary } from './types';

const e = ledgerEntries;
const ACTIVE: LedgerStatus[] = ['unopened', 'opened'];

/** SQL: the entry's remaining amount is at or below its low threshold (its own, else 20 % of the initial amount). */
export const lowSql = sql<boolean>`(${e.remainingAmount} is not null and ${e.status} in ('unopened', 'opened') and ${e.remainingAmount} <= coalesce(${e.lowThreshold}, floor(${e.initialAmount} * ${sql.raw(String(LEDGER.lowShareDefault))})))`;

export const rowColumns = {
  id: e.id,
  source: e.source,
  name: e.name,
  code: e.code,
  cas: e.cas,
  packageValue: e.packageValue,
  supplier: e.supplier,
  lotNo: e.lotNo,
  coaUrl: e.coaUrl,
  productId: e.productId,
  skuId: e.skuId,
  orderNo: orders.orderNo,
  unitNo: e.unitNo,
  receivedOn: e.receivedOn,
  expiresOn: e.expiresOn,
  openedOn: e.openedOn,
  openedBy: e.openedBy,
  inUseExpiresOn: e.inUseExpiresOn,
  dueOn: e.dueOn,
  storage: e.storage,
  location: e.location,
  unit: e.unit,
  initialAmount: e.initialAmount,
  remainingAmount: e.remainingAmount,
  low: lowSql,
  status: e.status,
  endedOn: e.endedOn,
  endReason: e.endReason,
  note: e.note,
  holder: sql<string | null>`coalesce(${users.realName}, ${users.userName}, ${users.nickName})`,
  updatedAt: e.updatedAt,
};

type RawRow = { [K in keyof typeof rowColumns]: unknown } & Record<string, unknown>;

export function toRow(r: RawRow, today: string): LedgerRow {
  const status = r.status as LedgerStatus;
  const dueOn = (r.dueOn as string | null) ?? null;
  const unit = (r.unit as LedgerRow['unit']) ?? null;
  const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: r.id as number,
    source: r.source as LedgerRow['source'],
    name: r.name as string,
    code: r.code as string | null,
    cas: r.cas as string | null,
    packageValue: r.packageValue as string | null,
    supplier: r.supplier as string | null,
    lotNo: r.lotNo as string | null,
    coaUrl: r.coaUrl as string | null,
    productId: r.productId as number | null,
    skuId: r.skuId as number | null,
    orderNo: (r.orderNo as string | null) ?? null,
    unitNo: r.unitNo as number | null,
    receivedOn: r.receivedOn as string | null,
    expiresOn: r.expiresOn as string | null,
    openedOn: r.openedOn as string | null,
    openedBy: r.openedBy as string | null,
    inUseExpiresOn: r.inUseExpiresOn as string | null,
    dueOn,
    daysLeft: dueOn ? daysBetween(today, dueOn) : null,
    storage: r.storage as string | null,
    location: r.location as string | null,
    unit,
    initialAmount: num(r.initialAmount),
    remainingAmount: num(r.remainingAmount),
    initialLabel: formatAmount(num(r.initialAmount), unit),
    remainingLabel: formatAmount(num(r.remainingAmount), unit),
    low: Boolean(r.low),
    status,
    statusLabel: LEDGER_STATUS_LABELS[status],
    endedOn: r.endedOn as string | null,
    endReason: r.endReason as string | null,
    note: r.note as string | null,
    holder: (r.holder as string | null) ?? null,
    actions: ledgerMachine.allowedEvents(status, 'member'),
    updatedAt: (r.updatedAt as Date).toISOString(),
  };
}

/** The WHERE of a filtered ledger (owner first: every index starts with it). */
export function filterWhere(scope: LedgerScope, f: LedgerFilter, today = todayInChina()): SQL {
  const parts: SQL[] = [eq(e.owner, scope.owner)];
  if (f.status === 'active') parts.push(inArray(e.status, ACTIVE));
  else if (f.status) parts.push(eq(e.status, f.status));
  if (f.due) {
    if (!f.status) parts.push(inArray(e.status, ACTIVE));
    if (f.due === 'expired') parts.push(lt(e.dueOn, today));
    else parts.push(gte(e.dueOn, today), lte(e.dueOn, addDays(today, Number(f.due))));
  }
  const kw = f.keyword?.trim().toLowerCase();
  if (kw) parts.push(ilike(e.searchText, `%${escapeLike(kw)}%`));
  if (f.location?.trim()) parts.push(eq(e.location, f.location.trim()));
  if (f.productId) parts.push(eq(e.productId, f.productId));
  return and(...parts)!;
}

const orderOf = (f: LedgerFilter) =>
  f.sort === 'received'
    ? [sql`${e.receivedOn} desc nulls last`, desc(e.id)]
    : [sql`${e.dueOn} asc nulls last`, asc(e.id)];

/** One page of the filtered ledger and the filter's total. */
export async function listEntries(
  db: Db,
  scope: LedgerScope,
  f: LedgerFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: LedgerRow[]; total: number }> {
  const today = todayInChina();
  const where = filterWhere(scope, f, today);
  const rows = await db
    .select(rowColumns)
    .from(e)
    .leftJoin(orders, eq(orders.id, e.orderId))
    .leftJoin(users, eq(users.id, e.userId))
    .where(where)
    .orderBy(...orderOf(f))
    .limit(page.limit)
    .offset(page.offset);
  // A first page that is not full is the whole filter: no count needed.
  const total =
    page.offset === 0 && rows.length < page.limit
      ? rows.length
      : Number(
          (
            await db
              .select({ n: sql<number>`count(*)::int` })
              .from(e)
              .where(where)
          )[0]?.n ?? 0,
        );
  return { rows: rows.map((r) => toRow(r as RawRow, today)), total };
}

/** Up to `max` rows of the filtered ledger in its order, read in keyset pages (print and export). */
export async function* filteredRows(
  db: Db,
  scope: LedgerScope,
  f: LedgerFilter,
  max: number,
  chunk = 1000,
): AsyncGenerator<LedgerRow[]> {
  let offset = 0;
  while (offset < max) {
    const { rows } = await listEntries(db, scope, f, { limit: Math.min(chunk, max - offset), offset });
    if (rows.length === 0) return;
    yield rows;
    offset += rows.length;
    if (rows.length < chunk) return;
  }
}

/** The count of the filtered ledger (the export checks its bound first). */
export async function countEntries(db: Db, scope: LedgerScope, f: LedgerFilter): Promise<number> {
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(e)
    .where(filterWhere(scope, f));
  return Number(c?.n ?? 0);
}

/** The header of the ledger page: whose ledger, counts per status, past due, due within 30 days, low; locations. */
export async function ledgerSummary(db: Db, scope: LedgerScope): Promise<LedgerSummary & { locations: string[] }> {
  const today = todayInChina();
  const active = sql`${e.status} in ('unopened', 'opened')`;
  const [c] = await db
    .select({
      all: sql<number>`count(*)::int`,
      unopened: sql<number>`count(*) filter (where ${e.status} = 'unopened')::int`,
      opened: sql<number>`count(*) filter (where ${e.status} = 'opened')::int`,
      used_up: sql<number>`count(*) filter (where ${e.status} = 'used_up')::int`,
      discarded: sql<number>`count(*) filter (where ${e.status} = 'discarded')::int`,
      expired: sql<number>`count(*) filter (where ${active} and ${e.dueOn} < ${today})::int`,
      due30: sql<number>`count(*) filter (where ${active} and ${e.dueOn} >= ${today} and ${e.dueOn} <= ${addDays(today, 30)})::int`,
      low: sql<number>`count(*) filter (where ${lowSql})::int`,
    })
    .from(e)
    .where(eq(e.owner, scope.owner));
  const locs = await db
    .selectDistinct({ l: e.location })
    .from(e)
    .where(and(eq(e.owner, scope.owner), sql`${e.location} is not null`))
    .orderBy(asc(e.location))
    .limit(200);
  const counts = Object.fromEntries(
    Object.entries(c ?? {}).map(([k, v]) => [k, Number(v ?? 0)]),
  ) as LedgerSummary['counts'];
  return {
    scope: scope.orgId ? { kind: 'org', name: scope.orgName ?? '' } : { kind: 'personal', name: scope.userName },
    counts,
    locations: locs.map((x) => x.l!).filter(Boolean),
  };
}

/** One entry of this ledger with its usage records and its history (newest last), or 台账记录不存在. */
export async function entryDetail(db: Db, scope: LedgerScope, id: number): Promise<LedgerDetail> {
  const today = todayInChina();
  const [r] = await db
    .select({ ...rowColumns, lowThreshold: e.lowThreshold })
    .from(e)
    .leftJoin(orders, eq(orders.id, e.orderId))
    .leftJoin(users, eq(users.id, e.userId))
    .where(and(eq(e.id, id), eq(e.owner, scope.owner)))
    .limit(1);
  if (!r) throw new AppError(LEDGER_MSG.notFound, 'NOT_FOUND');
  const row = toRow(r as RawRow, today);
  const [usages, history] = await Promise.all([
    db
      .select()
      .from(ledgerUsages)
      .where(eq(ledgerUsages.entryId, id))
      .orderBy(asc(ledgerUsages.usedOn), asc(ledgerUsages.id))
      .limit(LEDGER.detailRowsMax),
    db
      .select()
      .from(ledgerEvents)
      .where(eq(ledgerEvents.entryId, id))
      .orderBy(asc(ledgerEvents.id))
      .limit(LEDGER.detailRowsMax),
  ]);
  const lowThreshold = r.lowThreshold === null ? null : Number(r.lowThreshold);
  return {
    ...row,
    lowThreshold,
    lowThresholdLabel:
      lowThreshold === null
        ? row.initialAmount
          ? `${formatAmount(Math.floor(row.initialAmount * LEDGER.lowShareDefault), row.unit)}（默认 20%）`
          : ''
        : formatAmount(lowThreshold, row.unit),
    usages: usages.map((u) => ({
      id: u.id,
      usedOn: u.usedOn,
      amount: Number(u.amount),
      amountLabel: formatAmount(Number(u.amount), row.unit),
      purpose: u.purpose,
      byName: u.byName,
      createdAt: u.createdAt.toISOString(),
    })),
    history: history.map((h) => ({
      id: h.id,
      event: h.event,
      label: LEDGER_EVENT_LABELS[h.event as keyof typeof LEDGER_EVENT_LABELS] ?? h.event,
      fromStatus: h.fromStatus,
      toStatus: h.toStatus,
      userName: h.userName,
      before: h.before ?? null,
      after: h.after ?? null,
      note: h.note,
      at: h.createdAt.toISOString(),
    })),
  };
}
