/**
 * What a lab does to its entries: 开封, usage records, 用完, 报废 (with a reason), 盘点 (remaining corrected), edits,
 * and entries added by hand. Every change goes through change(): one transaction that locks the entry (scoped by
 * the ledger's owner key), asks the machine (machine.ts), writes the entry and one ledger_events row with who, when
 * and the changed fields before/after. A usage takes its amount with a conditional update
 * (`remaining_amount = remaining_amount - n WHERE remaining_amount >= n`) and the table's check keeps every amount
 * between 0 and the initial amount; a usage that empties the unit marks it 用完 in the same transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { ledgerEntries, ledgerEvents, ledgerUsages, products } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { LEDGER } from '@/lib/config/constants';
import { LEDGER_MSG } from '@/lib/config/messages';
import { todayInChina } from '@/lib/kernel/time';
import { formatAmount, parseAmount, parsePackage } from './amount';
import { addDays, coaHref, day, dueOf, searchTextOf, text } from './fields';
import { LEDGER_EVENT_LABELS, LEDGER_STATUS_LABELS, ledgerMachine } from './machine';
import { matchCatalogue } from './match';
import type {
  LedgerActionResult,
  LedgerAddInput,
  LedgerEditInput,
  LedgerEvent,
  LedgerScope,
  LedgerUnit,
} from './types';
import { withTransaction } from '@/lib/db/tx';

type Entry = typeof ledgerEntries.$inferSelect;
type Patch = Partial<typeof ledgerEntries.$inferInsert>;

/** The fields the history shows before/after (every column a member may change). */
const TRACKED = [
  'status',
  'openedOn',
  'openedBy',
  'inUseExpiresOn',
  'dueOn',
  'remainingAmount',
  'initialAmount',
  'unit',
  'lowThreshold',
  'endedOn',
  'endReason',
  'location',
  'note',
  'storage',
  'receivedOn',
  'expiresOn',
  'lotNo',
  'packageValue',
] as const;

function diff(before: Entry, patch: Patch): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const k of TRACKED) {
    if (!(k in patch)) continue;
    const was = before[k] === undefined ? null : before[k];
    const now = patch[k] === undefined ? null : patch[k];
    if (String(was) === String(now)) continue;
    b[k] = was;
    a[k] = now;
  }
  return { before: b, after: a };
}

/** Amounts in the history are shown with their unit ("12.5 mg"), not as thousandths. */
function labelled(rec: Record<string, unknown>, unit: LedgerUnit | null): Record<string, unknown> {
  const out: Record<string, unknown> = { ...rec };
  for (const k of ['remainingAmount', 'initialAmount', 'lowThreshold'])
    if (typeof out[k] === 'number') out[k] = formatAmount(out[k] as number, unit);
  if (typeof out.status === 'string')
    out.status = LEDGER_STATUS_LABELS[out.status as keyof typeof LEDGER_STATUS_LABELS] ?? out.status;
  return out;
}

type Step = {
  patch: Patch;
  note?: string | null;
  message: string;
  after?: (tx: Db, entry: Entry) => Promise<Patch | void>;
};

/** One change of one entry (see the file header). */
async function change(
  db: Db,
  scope: LedgerScope,
  id: number,
  event: LedgerEvent,
  plan: (entry: Entry, tx: Db) => Step | Promise<Step>,
): Promise<LedgerActionResult> {
  return withTransaction(db, async (tx) => {
    const [entry] = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.id, id), eq(ledgerEntries.owner, scope.owner)))
      .for('update');
    if (!entry) throw new AppError(LEDGER_MSG.notFound, 'NOT_FOUND');
    const to = ledgerMachine.nextStatus(entry.status, event, 'member');
    if (!to && event === 'use' && entry.status === 'unopened') throw new AppError(LEDGER_MSG.notOpened, 'NOT_OPENED');
    if (!to)
      throw new AppError(
        LEDGER_MSG.illegal(LEDGER_STATUS_LABELS[entry.status], LEDGER_EVENT_LABELS[event]),
        'ILLEGAL_TRANSITION',
      );
    const step = await plan(entry, tx);
    let patch: Patch = { ...step.patch, status: to };
    if (step.after) patch = { ...patch, ...((await step.after(tx, entry)) ?? {}) };
    const final = patch.status ?? to;
    const d = diff(entry, patch);
    const [row] = await tx
      .update(ledgerEntries)
      .set({ ...patch, updatedAt: new Date() })
      .where(eq(ledgerEntries.id, entry.id))
      .returning();
    await tx.insert(ledgerEvents).values({
      entryId: entry.id,
      event,
      fromStatus: entry.status,
      toStatus: final,
      userId: scope.userId,
      userName: scope.userName,
      before: labelled(d.before, entry.unit),
      after: labelled(d.after, row!.unit),
      note: step.note?.slice(0, 200) ?? null,
    });
    return {
      id: entry.id,
      status: row!.status,
      statusLabel: LEDGER_STATUS_LABELS[row!.status],
      remainingLabel: formatAmount(row!.remainingAmount, row!.unit),
      message: step.message,
    };
  });
}

const whoOf = (scope: LedgerScope, byName: unknown) => text(byName, 'byName') ?? scope.userName;

/** 开封: the day, by whom, and the in-use expiry after opening (the product's days, or the lab's own). */
export async function openEntry(
  db: Db,
  scope: LedgerScope,
  id: number,
  input: { openedOn?: string | null; byName?: string | null; inUseDays?: number | null },
): Promise<LedgerActionResult> {
  const openedOn = day(input.openedOn, '开封日期', { notAfterToday: true }) ?? todayInChina();
  const byName = whoOf(scope, input.byName);
  if (
    input.inUseDays !== undefined &&
    input.inUseDays !== null &&
    !(Number.isInteger(input.inUseDays) && input.inUseDays >= 1 && input.inUseDays <= 3650)
  ) {
    throw new AppError(LEDGER_MSG.inUseDaysInvalid, 'PARAM_INVALID');
  }
  return change(db, scope, id, 'open', async (entry, tx) => {
    if (entry.receivedOn && openedOn < entry.receivedOn)
      throw new AppError(LEDGER_MSG.openedBeforeReceived, 'DATE_INVALID');
    let days = input.inUseDays ?? null;
    if (days === null && entry.productId) {
      const [p] = await tx
        .select({ d: products.inUseDays })
        .from(products)
        .where(eq(products.id, entry.productId))
        .limit(1);
      days = p?.d ?? null;
    }
    const inUseExpiresOn = days ? addDays(openedOn, days) : null;
    return {
      patch: { openedOn, openedBy: byName, inUseExpiresOn, dueOn: dueOf(entry.expiresOn, inUseExpiresOn) },
      note: inUseExpiresOn ? `开封后使用期限 ${days} 天` : null,
      message: LEDGER_MSG.opened,
    };
  });
}

/** A usage record; the amount never exceeds what remains, and a usage that empties the unit marks it 用完. */
export async function recordUsage(
  db: Db,
  scope: LedgerScope,
  id: number,
  input: { usedOn?: string | null; amount: string | number; purpose?: string | null; byName?: string | null },
): Promise<LedgerActionResult> {
  const today = todayInChina();
  const usedOn = day(input.usedOn, '使用日期', { notAfterToday: true, today }) ?? today;
  const purpose = text(input.purpose, 'purpose');
  const byName = whoOf(scope, input.byName);
  return change(db, scope, id, 'use', (entry) => {
    if (!entry.unit || entry.remainingAmount === null) throw new AppError(LEDGER_MSG.noAmount, 'NO_AMOUNT');
    const amount = parseAmount(input.amount, entry.unit);
    if (amount === 'unit') throw new AppError(LEDGER_MSG.amountUnitInvalid(entry.unit), 'PARAM_INVALID');
    if (amount === 'invalid' || amount > LEDGER.amountMax)
      throw new AppError(LEDGER_MSG.amountInvalid, 'PARAM_INVALID');
    if (entry.openedOn && usedOn < entry.openedOn) throw new AppError(LEDGER_MSG.usedBeforeOpened, 'DATE_INVALID');
    if (entry.dueOn && usedOn > entry.dueOn) throw new AppError(LEDGER_MSG.expired, 'EXPIRED');
    if (amount > entry.remainingAmount)
      throw new AppError(
        LEDGER_MSG.exceedsRemaining(formatAmount(entry.remainingAmount, entry.unit)),
        'EXCEEDS_REMAINING',
      );
    return {
      patch: {},
      note: `${usedOn} 使用 ${formatAmount(amount, entry.unit)}${purpose ? `（${purpose}）` : ''}，${byName}`,
      message: LEDGER_MSG.used,
      after: async (tx) => {
        // The conditional update: the amount is taken only if it is still there (the row is locked too).
        const [taken] = await tx
          .update(ledgerEntries)
          .set({ remainingAmount: sql`${ledgerEntries.remainingAmount} - ${amount}` })
          .where(and(eq(ledgerEntries.id, entry.id), sql`${ledgerEntries.remainingAmount} >= ${amount}`))
          .returning({ left: ledgerEntries.remainingAmount });
        if (!taken)
          throw new AppError(
            LEDGER_MSG.exceedsRemaining(formatAmount(entry.remainingAmount, entry.unit)),
            'EXCEEDS_REMAINING',
          );
        await tx
          .insert(ledgerUsages)
          .values({ entryId: entry.id, usedOn, amount, purpose, byName, userId: scope.userId });
        const left = Number(taken.left);
        return left === 0
          ? { remainingAmount: 0, status: 'used_up', endedOn: usedOn, endReason: LEDGER_MSG.autoUsedUp }
          : { remainingAmount: left };
      },
    };
  });
}

/** 用完: the unit is finished (its remaining amount becomes 0). */
export async function finishEntry(
  db: Db,
  scope: LedgerScope,
  id: number,
  input: { endedOn?: string | null; reason?: string | null },
): Promise<LedgerActionResult> {
  const endedOn = day(input.endedOn, '用完日期', { notAfterToday: true }) ?? todayInChina();
  const reason = text(input.reason, 'reason');
  return change(db, scope, id, 'finish', (entry) => ({
    patch: { endedOn, endReason: reason, ...(entry.remainingAmount !== null ? { remainingAmount: 0 } : {}) },
    note: reason,
    message: LEDGER_MSG.usedUp,
  }));
}

/** 报废 with a reason (expired, contaminated, spilled…); what remained stays on record. */
export async function discardEntry(
  db: Db,
  scope: LedgerScope,
  id: number,
  input: { endedOn?: string | null; reason?: string | null },
): Promise<LedgerActionResult> {
  const endedOn = day(input.endedOn, '报废日期', { notAfterToday: true }) ?? todayInChina();
  const reason = text(input.reason, 'reason');
  if (!reason) throw new AppError(LEDGER_MSG.reasonRequired, 'PARAM_INVALID');
  return change(db, scope, id, 'discard', () => ({
    patch: { endedOn, endReason: reason },
    note: reason,
    message: LEDGER_MSG.discarded,
  }));
}

/** 盘点: the remaining amount as weighed (0 … the package amount), with a reason; 0 marks the unit 用完. */
export async function adjustRemaining(
  db: Db,
  scope: LedgerScope,
  id: number,
  input: { remaining: string | number; reason?: string | null },
): Promise<LedgerActionResult> {
  const reason = text(input.reason, 'reason');
  if (!reason) throw new AppError(LEDGER_MSG.reasonRequired, 'PARAM_INVALID');
  return change(db, scope, id, 'adjust', (entry) => {
    if (!entry.unit || entry.initialAmount === null) throw new AppError(LEDGER_MSG.noAmount, 'NO_AMOUNT');
    const zero = /^\s*0+(\.0+)?\s*[a-zA-Zµμ\u4e00-\u9fff]*\s*$/.test(String(input.remaining));
    const v = zero ? 0 : parseAmount(input.remaining, entry.unit);
    if (v === 'unit') throw new AppError(LEDGER_MSG.amountUnitInvalid(entry.unit), 'PARAM_INVALID');
    if (v === 'invalid' || v > entry.initialAmount) throw new AppError(LEDGER_MSG.remainingInvalid, 'PARAM_INVALID');
    return {
      patch:
        v === 0
          ? { remainingAmount: 0, status: 'used_up', endedOn: todayInChina(), endReason: reason }
          : { remainingAmount: v },
      note: reason,
      message: v === 0 ? LEDGER_MSG.usedUp : LEDGER_MSG.adjusted,
    };
  });
}

/** Edits of the entry's facts (location, note, storage, dates, lot, package, low threshold); each change recorded. */
export async function editEntry(
  db: Db,
  scope: LedgerScope,
  id: number,
  input: LedgerEditInput,
): Promise<LedgerActionResult> {
  return change(db, scope, id, 'edit', (entry) => {
    const patch: Patch = {};
    const has = (k: keyof LedgerEditInput) => k in input && input[k] !== undefined;
    if (has('location')) patch.location = text(input.location, 'location');
    if (has('note')) patch.note = text(input.note, 'note');
    if (has('storage')) patch.storage = text(input.storage, 'storage');
    if (has('lotNo')) patch.lotNo = text(input.lotNo, 'lotNo');
    if (has('receivedOn')) patch.receivedOn = day(input.receivedOn, '接收日期', { notAfterToday: true });
    if (has('expiresOn')) {
      patch.expiresOn = day(input.expiresOn, '有效期');
      patch.dueOn = dueOf(patch.expiresOn, entry.inUseExpiresOn);
    }
    if (has('packageValue')) {
      patch.packageValue = text(input.packageValue, 'packageValue');
      // The amounts follow a new package only while nothing has been taken from it.
      const pkg = parsePackage(patch.packageValue);
      if (
        pkg &&
        (entry.remainingAmount === null || entry.remainingAmount === entry.initialAmount) &&
        entry.status === 'unopened'
      ) {
        Object.assign(patch, { unit: pkg.unit, initialAmount: pkg.amount, remainingAmount: pkg.amount });
      }
    }
    if (has('lowThreshold')) {
      const raw = input.lowThreshold;
      if (raw === null || raw === '') patch.lowThreshold = null;
      else {
        const unit = (patch.unit ?? entry.unit) as LedgerUnit | null;
        if (!unit) throw new AppError(LEDGER_MSG.noAmount, 'NO_AMOUNT');
        const v = parseAmount(raw!, unit);
        if (v === 'unit') throw new AppError(LEDGER_MSG.amountUnitInvalid(unit), 'PARAM_INVALID');
        if (v === 'invalid' || v > LEDGER.amountMax) throw new AppError(LEDGER_MSG.amountInvalid, 'PARAM_INVALID');
        patch.lowThreshold = v;
      }
    }
    const next = { ...entry, ...patch };
    patch.searchText = searchTextOf(next);
    return { patch, message: LEDGER_MSG.updated };
  });
}

/** Checks and normalises a standard bought elsewhere (the form and every import row); throws on the first fault. */
export function checkNew(f: LedgerAddInput): Omit<typeof ledgerEntries.$inferInsert, 'owner' | 'userId' | 'source'> {
  const name = text(f.name, 'name');
  if (!name) throw new AppError(LEDGER_MSG.nameRequired, 'PARAM_INVALID');
  const packageValue = text(f.packageValue, 'packageValue');
  const pkg = parsePackage(packageValue);
  const expiresOn = day(f.expiresOn, '有效期');
  const lotNo = text(f.lotNo, 'lotNo');
  const row = {
    name,
    code: text(f.code, 'code'),
    cas: text(f.cas, 'cas'),
    supplier: text(f.supplier, 'supplier'),
    packageValue,
    lotNo,
    receivedOn: day(f.receivedOn, '接收日期', { notAfterToday: true }),
    expiresOn,
    dueOn: expiresOn,
    storage: text(f.storage, 'storage'),
    location: text(f.location, 'location'),
    note: text(f.note, 'note'),
    unit: pkg?.unit ?? null,
    initialAmount: pkg?.amount ?? null,
    remainingAmount: pkg?.amount ?? null,
  };
  return { ...row, searchText: searchTextOf(row) };
}

/**
 * Inserts checked entries into this ledger (count units each), matched to the catalogue by 货号 or CAS where
 * possible, with their 'created'/'imported' history rows; one transaction. Returns the new ids.
 */
export async function insertEntries(
  db: Db,
  scope: LedgerScope,
  rows: { row: ReturnType<typeof checkNew>; count: number }[],
  source: 'manual' | 'import',
): Promise<{ ids: number[]; matched: number }> {
  const matches = await matchCatalogue(
    db,
    rows.map((r) => ({ code: r.row.code ?? null, cas: r.row.cas ?? null, packageValue: r.row.packageValue ?? null })),
  );
  let matched = 0;
  const values = rows.flatMap((r, i) => {
    const m = matches[i];
    if (m) matched += r.count;
    const base = {
      ...r.row,
      owner: scope.owner,
      orgId: scope.orgId,
      userId: scope.userId,
      source,
      productId: m?.productId ?? null,
      skuId: m?.skuId ?? null,
      storage: r.row.storage ?? m?.storage ?? null,
      coaUrl: m && r.row.lotNo ? coaHref(m.productCode, r.row.lotNo) : null,
    };
    return Array.from({ length: r.count }, () => base);
  });
  if (values.length === 0) return { ids: [], matched: 0 };
  return withTransaction(db, async (tx) => {
    const ids: number[] = [];
    for (let i = 0; i < values.length; i += 500) {
      const made = await tx
        .insert(ledgerEntries)
        .values(values.slice(i, i + 500))
        .returning({ id: ledgerEntries.id, lotNo: ledgerEntries.lotNo, expiresOn: ledgerEntries.expiresOn });
      ids.push(...made.map((m) => m.id));
      await tx.insert(ledgerEvents).values(
        made.map((m) => ({
          entryId: m.id,
          event: source === 'import' ? 'imported' : 'created',
          fromStatus: null,
          toStatus: 'unopened',
          userId: scope.userId,
          userName: scope.userName,
          after: { lotNo: m.lotNo, expiresOn: m.expiresOn },
        })),
      );
    }
    return { ids, matched };
  });
}

/** A standard bought elsewhere, added by hand (count units of one lot). */
export async function addEntry(
  db: Db,
  scope: LedgerScope,
  input: LedgerAddInput,
): Promise<{ ids: number[]; matched: boolean; message: string }> {
  const count = input.count ?? 1;
  if (!Number.isInteger(count) || count < 1 || count > 100)
    throw new AppError(LEDGER_MSG.countInvalid, 'PARAM_INVALID');
  const r = await insertEntries(db, scope, [{ row: checkNew(input), count }], 'manual');
  return { ids: r.ids, matched: r.matched > 0, message: LEDGER_MSG.added };
}
