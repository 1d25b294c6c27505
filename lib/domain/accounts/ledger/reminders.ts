/**
 * Reminders of the standards ledger: an entry still in use whose due date is within 30 or 7 days (or past), or whose
 * remaining amount is low.
 *
 *  - The ledger page lists what is due or low now (reminderRows), each with 一键复购.
 *  - scanReminders() — the daily pg-boss job `ledger-reminders` (lib/domain/operations/jobs/queue.ts), the console's 立即扫描 and
 *    `npm run staff -- ledger-reminders` — claims one row per (entry, threshold) in ledger_reminders with
 *    INSERT … ON CONFLICT DO NOTHING: the unique index makes "once each" hold across instances and retries. An entry
 *    already within 7 days gets the 7-day message only (its 30-day row is claimed as superseded).
 *  - It then sends the unsent ones: each is leased (lease_until, FOR UPDATE SKIP LOCKED, attempts + 1) so two scans
 *    never send the same one; sent_at is stamped after the send. A failed send is retried by the next scans up to
 *    LEDGER.reminderMaxAttempts; only a sender that dies between sending and stamping can repeat a message, after
 *    its lease (LEDGER.reminderLeaseMinutes) lapses. An entry finished or discarded meanwhile gets no message.
 *  One message per reminder goes to the entry's buyer (SMS, else e-mail) through the adapters (notify.ts of the
 *  stock alerts), with the 一键复购 link of the entry.
 */
import 'server-only';
import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/client';
import { ledgerEntries, ledgerReminders, products, skus, users } from '@/lib/db/schema';
import { LEDGER } from '@/lib/config/constants';
import { LEDGER_MSG } from '@/lib/config/messages';
import { hasPrice } from '@/lib/domain/catalog/products';
import { todayInChina } from '@/lib/kernel/time';
import { goodsHref } from '@/lib/domain/catalog/products';
import { absoluteUrl } from '@/lib/platform/seo/site';
import { sendBuyerMessage, type Channel } from '@/lib/platform/adapters/notice';
import { formatAmount } from './amount';
import { addDays, daysBetween } from './fields';
import { lowSql } from './queries';
import type { LedgerReminderKind, LedgerReminderRow, LedgerScanResult, LedgerScope, LedgerUnit } from './types';

const e = ledgerEntries;
const ACTIVE = sql`${e.status} in ('unopened', 'opened')`;

/** The link of a reminder: the ledger page, which offers 一键复购 of this entry. */
export const reorderUrl = (entryId: number) => absoluteUrl(`/personalCenter/standardsLedger?reorder=${entryId}`);

/** What 一键复购 can do for a package/product (on sale with a price: the cart; on sale: the goods page). */
export function reorderMode(x: {
  skuId: number | null;
  productId: number | null;
  skuOnSale: boolean;
  skuPrice: number | null;
  productOnSale: boolean;
}): 'cart' | 'goods' | null {
  if (x.skuId && x.skuOnSale && x.productOnSale && hasPrice(x.skuPrice)) return 'cart';
  if (x.productId && x.productOnSale) return 'goods';
  return null;
}

/** The ledger page's reminder list: due within 30 days or past, or low; soonest first. */
export async function reminderRows(db: Db, scope: LedgerScope, limit = 100): Promise<LedgerReminderRow[]> {
  const today = todayInChina();
  const due30 = sql`${e.dueOn} <= ${addDays(today, LEDGER.expiryReminderDays[0])}`;
  const rows = await db
    .select({
      id: e.id,
      name: e.name,
      code: e.code,
      lotNo: e.lotNo,
      packageValue: e.packageValue,
      dueOn: e.dueOn,
      unit: e.unit,
      remaining: e.remainingAmount,
      low: lowSql,
      productId: e.productId,
      skuId: e.skuId,
      skuStatus: skus.status,
      skuPrice: skus.price,
      productStatus: products.status,
      sent: sql<
        { kind: string; at: string }[] | null
      >`(select json_agg(json_build_object('kind', r.kind, 'at', r.sent_at)) from ${ledgerReminders} r where r.entry_id = ${e.id} and r.sent_at is not null and r.channel <> 'none')`,
    })
    .from(e)
    .leftJoin(skus, eq(skus.id, e.skuId))
    .leftJoin(products, eq(products.id, e.productId))
    .where(and(eq(e.owner, scope.owner), ACTIVE, or(due30, lowSql)))
    .orderBy(sql`${e.dueOn} asc nulls last`, asc(e.id))
    .limit(limit);
  const out: LedgerReminderRow[] = [];
  for (const r of rows) {
    const daysLeft = r.dueOn ? daysBetween(today, r.dueOn) : null;
    const reorder = reorderMode({
      skuId: r.skuId,
      productId: r.productId,
      skuOnSale: r.skuStatus === 1,
      skuPrice: r.skuPrice,
      productOnSale: r.productStatus === 1,
    });
    const sentOf = (kind: string) => (Array.isArray(r.sent) ? (r.sent.find((s) => s.kind === kind)?.at ?? null) : null);
    const base = {
      entryId: r.id,
      name: r.name,
      code: r.code,
      lotNo: r.lotNo,
      packageValue: r.packageValue,
      dueOn: r.dueOn,
      daysLeft,
      remainingLabel: formatAmount(r.remaining === null ? null : Number(r.remaining), r.unit as LedgerUnit | null),
      reorder,
      goodsHref: r.productId ? goodsHref(r.productId, r.skuId) : null,
    };
    if (daysLeft !== null && daysLeft <= LEDGER.expiryReminderDays[0]) {
      const kind = daysLeft < 0 ? 'expired' : daysLeft <= LEDGER.expiryReminderDays[1] ? 'expiry7' : 'expiry30';
      out.push({ ...base, kind, sentAt: sentOf(kind === 'expired' ? 'expiry7' : kind) });
    }
    if (r.low) out.push({ ...base, kind: 'low', sentAt: sentOf('low') });
  }
  return out;
}

/** Claims the reminders due on `today` (see the file header); returns how many were claimed for sending. */
async function claim(db: Db, today: string): Promise<number> {
  const [d30, d7] = LEDGER.expiryReminderDays;
  const batch = LEDGER.reminderBatch;
  const insert = (kind: LedgerReminderKind, cond: ReturnType<typeof sql>, superseded = sql`false`) =>
    db.execute(sql`
      insert into ${ledgerReminders} (entry_id, kind, user_id, due_on, sent_at, channel, error)
      select e.id, ${kind}, e.user_id, e.due_on,
             case when ${superseded} then now() end, case when ${superseded} then 'none' end, case when ${superseded} then '已由 7 天提醒代替' end
      from ${ledgerEntries} e
      where e.status in ('unopened', 'opened') and ${cond}
        and not exists (select 1 from ${ledgerReminders} x where x.entry_id = e.id and x.kind = ${kind})
      order by e.id
      limit ${batch}
      on conflict (entry_id, kind) do nothing
      returning id, sent_at`);
  const due = (days: number) => sql`e.due_on is not null and e.due_on <= ${addDays(today, days)}::date`;
  const r7 = rowsOf<{ sent_at: unknown }>(await insert('expiry7', due(d7)));
  const r30 = rowsOf<{ sent_at: unknown }>(
    await insert(
      'expiry30',
      due(d30),
      sql`exists (select 1 from ${ledgerReminders} y where y.entry_id = e.id and y.kind = 'expiry7')`,
    ),
  );
  const low = sql`e.remaining_amount is not null and e.remaining_amount <= coalesce(e.low_threshold, floor(e.initial_amount * ${sql.raw(String(LEDGER.lowShareDefault))}))`;
  const rl = rowsOf<{ sent_at: unknown }>(await insert('low', low));
  return [...r7, ...r30, ...rl].filter((r) => r.sent_at === null).length;
}

type Leased = { id: number; entry_id: number; kind: LedgerReminderKind; user_id: number | null };

/** Leases up to `n` unsent reminders for this sender (two scans never hold the same one). */
async function lease(db: Db, n: number): Promise<Leased[]> {
  const res = await db.execute(sql`
    update ${ledgerReminders} set lease_until = now() + ${`${LEDGER.reminderLeaseMinutes} minutes`}::interval, attempts = attempts + 1
    where id in (
      select id from ${ledgerReminders}
      where sent_at is null and attempts < ${LEDGER.reminderMaxAttempts} and (lease_until is null or lease_until < now())
      order by id limit ${n} for update skip locked)
    returning id, entry_id, kind, user_id`);
  return rowsOf<Leased>(res).map((r) => ({
    ...r,
    id: Number(r.id),
    entry_id: Number(r.entry_id),
    user_id: r.user_id === null ? null : Number(r.user_id),
  }));
}

export type ReminderMessage = {
  mobile: string | null;
  email: string | null;
  kind: LedgerReminderKind;
  name: string;
  code: string;
  lotNo: string;
  fact: string;
  url: string;
};
export type ReminderSender = (db: Db, m: ReminderMessage) => Promise<Channel>;

export const sendReminder: ReminderSender = (db, m) =>
  sendBuyerMessage(db, m, {
    label: `台账提醒 ${m.kind} ${m.code}`,
    smsText: LEDGER_MSG.smsText(m.name, m.lotNo, m.fact, m.url),
    smsTemplateEnv: 'SMS_LEDGER_TEMPLATE_CODE',
    smsParam: m.code,
    emailSubject: LEDGER_MSG.emailSubject(m.name, m.kind),
    emailText: LEDGER_MSG.emailText(m.name, m.code, m.lotNo, m.fact, m.url),
  });

function factOf(
  kind: LedgerReminderKind,
  x: { dueOn: string | null; remaining: number | null; unit: LedgerUnit | null },
  today: string,
): string {
  if (kind === 'low') return LEDGER_MSG.factLow(formatAmount(x.remaining, x.unit));
  const days = x.dueOn ? daysBetween(today, x.dueOn) : 0;
  return days < 0 ? LEDGER_MSG.factExpired(x.dueOn ?? '') : LEDGER_MSG.factExpiring(x.dueOn ?? '', days);
}

/** Claims and sends the reminders due on `today` (default: today in China). */
export async function scanReminders(
  db: Db,
  opts: { today?: string; send?: ReminderSender; log?: (line: string) => void } = {},
): Promise<LedgerScanResult> {
  const today = opts.today ?? todayInChina();
  const send = opts.send ?? sendReminder;
  const log = opts.log ?? console.log;
  const claimed = await claim(db, today);
  const result: LedgerScanResult = { claimed, sent: { sms: 0, email: 0 }, skipped: 0, failed: 0, message: '' };
  const leased = await lease(db, LEDGER.reminderBatch);
  const entries = leased.length
    ? await db
        .select({
          id: e.id,
          name: e.name,
          code: e.code,
          lotNo: e.lotNo,
          status: e.status,
          dueOn: e.dueOn,
          remaining: e.remainingAmount,
          unit: e.unit,
          mobile: users.mobile,
          email: users.email,
          userStatus: users.status,
        })
        .from(e)
        .innerJoin(users, eq(users.id, e.userId))
        .where(
          inArray(
            e.id,
            leased.map((l) => l.entry_id),
          ),
        )
    : [];
  for (const r of leased) {
    const x = entries.find((y) => y.id === r.entry_id);
    const done = (set: Partial<typeof ledgerReminders.$inferInsert>) =>
      db.update(ledgerReminders).set(set).where(eq(ledgerReminders.id, r.id));
    if (!x || (x.status !== 'unopened' && x.status !== 'opened') || x.userStatus !== 1) {
      result.skipped++;
      await done({
        leaseUntil: null,
        sentAt: new Date(),
        channel: 'none',
        error: !x || x.userStatus !== 1 ? '买家账号不可用' : '已用完或报废',
      });
      continue;
    }
    const msg: ReminderMessage = {
      mobile: x.mobile,
      email: x.email,
      kind: r.kind,
      name: x.name,
      code: x.code ?? '-',
      lotNo: x.lotNo ?? '-',
      fact: factOf(
        r.kind,
        { dueOn: x.dueOn, remaining: x.remaining === null ? null : Number(x.remaining), unit: x.unit },
        today,
      ),
      url: reorderUrl(x.id),
    };
    try {
      const ch = await send(db, msg);
      result.sent[ch]++;
      await done({ leaseUntil: null, sentAt: new Date(), channel: ch, error: null });
    } catch (err) {
      result.failed++;
      const why = err instanceof Error ? err.message : String(err);
      log(`[ledger] reminder ${r.id} (${r.kind}, entry ${r.entry_id}) not sent: ${why}`);
      // The lease stays: a later scan retries it once the lease has lapsed.
      await done({ error: why.slice(0, 300) });
    }
  }
  const sent = result.sent.sms + result.sent.email;
  result.message = LEDGER_MSG.scanDone(sent, claimed);
  if (claimed || leased.length)
    log(
      `[ledger] reminders on ${today}: ${claimed} claimed, ${sent} sent (sms ${result.sent.sms}, e-mail ${result.sent.email}), ${result.skipped} skipped, ${result.failed} failed`,
    );
  return result;
}

/** The latest reminders of every ledger (the console's list). */
export async function recentReminders(db: Db, limit = 100) {
  return db
    .select({
      id: ledgerReminders.id,
      kind: ledgerReminders.kind,
      entryId: ledgerReminders.entryId,
      name: e.name,
      lotNo: e.lotNo,
      dueOn: ledgerReminders.dueOn,
      channel: ledgerReminders.channel,
      sentAt: ledgerReminders.sentAt,
      attempts: ledgerReminders.attempts,
      error: ledgerReminders.error,
      createdAt: ledgerReminders.createdAt,
    })
    .from(ledgerReminders)
    .innerJoin(e, eq(e.id, ledgerReminders.entryId))
    .orderBy(desc(ledgerReminders.id))
    .limit(limit);
}
