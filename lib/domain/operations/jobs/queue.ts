/**
 * The job queue: pg-boss on the app's own database, so jobs survive restarts and any instance may run them (pg-boss
 * locks each job with SKIP LOCKED; its tables live in the `pgboss` schema, which it creates and migrates itself).
 * On PostgreSQL it uses its own small pool; on embedded PGlite it goes through the app's PGlite instance with an
 * adapter (`executeSql`), so the same queue runs on both.
 *
 * Jobs:
 *   - order-expire {orderId}: sent at placement with startAfter = the order's pay deadline; cancels the order if it
 *     is still unpaid then (lib/domain/commerce/orders/expire.ts);
 *   - order-sweep: every minute, cancels any unpaid order past its deadline that a lost job would have missed
 *     (both are idempotent: an order already paid or cancelled is left alone);
 *   - log-prune: daily at 03:30 (Asia/Shanghai), deletes search_log and access_log rows past their retention
 *     (lib/domain/operations/insights/retention.ts);
 *   - licence-expiry: daily at 09:00 (Asia/Shanghai), tells buyers whose approved licence document ends within 30
 *     days (lib/domain/commerce/licences/reminders.ts; once per document, safe on several instances).
 *   - refund-sweep: every minute, sends again the Alipay refunds that wait without an answer (a process that died
 *     between the refund's commit and its call, Alipay unreachable); idempotent by out_request_no
 *     (lib/domain/after-sale/refunds/alipay.ts).
 *   - ledger-reminders: daily at 08:00 (Asia/Shanghai), claims and sends the standards ledger's reminders (expiry
 *     within 30/7 days, low remaining), once per (entry, threshold) (lib/domain/accounts/ledger/reminders.ts).
 *
 * startJobs() runs once per server instance (instrumentation.ts); JOBS=0 turns it off. Domain code calls
 * scheduleOrderExpiry(), which does nothing when no queue runs in this process (scripts, tests): the sweeper of a
 * running server catches those orders.
 */
import PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/client';
import { expireOrder, expireOverdueOrders } from '@/lib/domain/commerce/orders';
import { pruneEventLogs } from '@/lib/domain/operations/insights';
import { remindExpiringLicences } from '@/lib/domain/commerce/licences';
import { sweepRefunds } from '@/lib/domain/after-sale/refunds';
import { scanReminders } from '@/lib/domain/accounts/ledger';
import { LEDGER, LICENCE_RULES } from '@/lib/config/constants';
import { CHINA_TIME_ZONE } from '@/lib/kernel/time';
import { log } from '@/lib/platform/observability';
import type { PgliteLike, JobsTarget } from './types';

export const QUEUES = {
  orderExpire: 'order-expire',
  orderSweep: 'order-sweep',
  logPrune: 'log-prune',
  licenceExpiry: 'licence-expiry',
  refundSweep: 'refund-sweep',
  ledgerReminders: 'ledger-reminders',
} as const;

/** pg-boss's database adapter over a PGlite instance (multi-statement scripts without parameters go through exec). */
export function pgliteAdapter(pg: PgliteLike) {
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pg.exec(text);
        const last = results[results.length - 1];
        return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? 0 };
      }
      const r = await pg.query(text, values);
      return { rows: r.rows, rowCount: r.affectedRows ?? r.rows.length };
    },
  };
}

const g = globalThis as unknown as { __mallJobs?: Promise<PgBoss | null> };

/**
 * Creates and starts a queue with the mall's workers and schedule. `database`: the db, or how to get the current
 * one for each job (the server's: a database thread that stopped is replaced, lib/db/client.ts getHandle).
 */
export async function createJobs(
  database: Db | (() => Promise<Db>),
  target: JobsTarget,
  opts: { pollingIntervalSeconds?: number; schedule?: boolean } = {},
): Promise<PgBoss> {
  const dbNow = typeof database === 'function' ? database : async () => database;
  const boss =
    target.kind === 'postgres'
      ? new PgBoss({ connectionString: target.url, max: 2, schema: 'pgboss' })
      : new PgBoss({ db: pgliteAdapter(target.raw), schema: 'pgboss' });
  boss.on('error', (err) => log.error(`[jobs] ${err.message}`));
  await boss.start();
  await boss.createQueue(QUEUES.orderExpire);
  await boss.createQueue(QUEUES.orderSweep);
  await boss.createQueue(QUEUES.logPrune);
  await boss.createQueue(QUEUES.licenceExpiry);
  await boss.createQueue(QUEUES.refundSweep);
  await boss.createQueue(QUEUES.ledgerReminders);
  const polling = { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 5 };
  await boss.work<{ orderId: number }>(QUEUES.orderExpire, polling, async (jobs) => {
    const db = await dbNow();
    for (const j of jobs) await expireOrder(db, Number(j.data.orderId));
  });
  await boss.work(QUEUES.orderSweep, polling, async () => {
    const n = await expireOverdueOrders(await dbNow());
    if (n) log.info(`[jobs] ${n} unpaid orders expired`);
  });
  await boss.work(QUEUES.logPrune, polling, async () => {
    const n = await pruneEventLogs(await dbNow());
    if (n.search_log || n.access_log)
      log.info(`[jobs] event logs pruned: ${n.search_log} searches, ${n.access_log} page views`);
  });
  await boss.work(QUEUES.licenceExpiry, polling, async () => {
    const r = await remindExpiringLicences(await dbNow());
    if (r.sent || r.failed) log.info(`[jobs] licence expiry notices: ${r.sent} sent, ${r.failed} failed`);
  });
  await boss.work(QUEUES.refundSweep, polling, async () => {
    const n = await sweepRefunds(await dbNow());
    if (n) log.info(`[jobs] ${n} waiting Alipay refunds sent again`);
  });
  await boss.work(QUEUES.ledgerReminders, polling, async () => {
    await scanReminders(await dbNow());
  });
  if (opts.schedule !== false) {
    await boss.schedule(QUEUES.orderSweep, '* * * * *');
    await boss.schedule(QUEUES.refundSweep, '* * * * *');
    await boss.schedule(QUEUES.logPrune, '30 3 * * *', undefined, { tz: CHINA_TIME_ZONE });
    await boss.schedule(QUEUES.licenceExpiry, `0 ${LICENCE_RULES.noticeHour} * * *`, undefined, {
      tz: CHINA_TIME_ZONE,
    });
    await boss.schedule(QUEUES.ledgerReminders, LEDGER.reminderCron, undefined, { tz: CHINA_TIME_ZONE });
  }
  return boss;
}

/** Starts the queue of this server instance once (instrumentation.ts). */
export function startJobs(): Promise<PgBoss | null> {
  if (process.env.JOBS === '0') return Promise.resolve(null);
  g.__mallJobs ??= (async () => {
    try {
      const { getDb, getHandle } = await import('@/lib/db/client');
      const h = await getHandle();
      // On PGlite the queue asks the app's connection of the moment (a stopped database thread is replaced).
      const current: PgliteLike = {
        exec: async (text) => ((await getHandle()).raw as PgliteLike).exec(text),
        query: async (text, values) => ((await getHandle()).raw as PgliteLike).query(text, values),
      };
      const target: JobsTarget =
        h.target.kind === 'postgres' ? { kind: 'postgres', url: h.target.url } : { kind: 'pglite', raw: current };
      const boss = await createJobs(getDb, target);
      log.info(
        `[jobs] queue started (${h.target.kind}): order expiry, the minute sweepers (orders, refunds), the daily event-log prune, licence expiry notices, the daily ledger reminders`,
      );
      return boss;
    } catch (err) {
      log.error({ err }, '[jobs] queue not started');
      return null;
    }
  })();
  return g.__mallJobs;
}

/**
 * Jobs waiting (created or retrying, including those scheduled for later) and running, by queue, read from pg-boss's
 * table in this database (shared by every instance, so every instance reports the same figures). Empty when the
 * queue has never started on this database.
 */
export async function queueCounts(db: Db): Promise<{ queue: string; state: 'waiting' | 'active'; count: number }[]> {
  const exists = rowsOf<{ t: string | null }>(await db.execute(sql`SELECT to_regclass('pgboss.job')::text AS t`));
  if (!exists[0]?.t) return [];
  const rows = rowsOf<{ name: string; active: boolean; n: number | string }>(
    await db.execute(
      sql`SELECT name, state = 'active' AS active, count(*) AS n FROM pgboss.job
          WHERE state IN ('created', 'retry', 'active') GROUP BY 1, 2`,
    ),
  );
  const out = new Map<string, number>();
  for (const name of Object.values(QUEUES)) {
    out.set(`${name}|waiting`, 0);
    out.set(`${name}|active`, 0);
  }
  for (const r of rows) {
    const key = `${r.name}|${r.active ? 'active' : 'waiting'}`;
    out.set(key, (out.get(key) ?? 0) + Number(r.n));
  }
  return [...out].map(([key, count]) => {
    const [queue, state] = key.split('|') as [string, 'waiting' | 'active'];
    return { queue, state, count };
  });
}

/** Schedules the expiry of one order at its pay deadline (no-op without a running queue in this process). */
export async function scheduleOrderExpiry(orderId: number, payDeadline: Date): Promise<void> {
  const boss = await (g.__mallJobs ?? Promise.resolve(null));
  if (!boss) return;
  try {
    await boss.send(QUEUES.orderExpire, { orderId }, { startAfter: payDeadline, singletonKey: `order-${orderId}` });
  } catch (err) {
    // The sweeper catches this order within a minute of its deadline.
    log.error({ err }, `[jobs] expiry of order ${orderId} not scheduled`);
  }
}
