/**
 * Recording storefront events for the console's insights — searches (search_log) and goods views, cart additions and
 * orders per product and day (product_daily_stats) — without ever slowing or failing a buyer's request:
 *
 *   recordSearch(db, { kind, query }, resultCount, { userId, token, ip })   // a storefront search, once per buyer search
 *   countProduct(db, productId, 'carts')                                    // +1 for today's row
 *
 * Both only put the event into an in-memory buffer (lib/domain/operations/insights/buffer.ts) and return at once: no await, no
 * database round trip, nothing that can throw into the caller. A timer writes each buffer every INSIGHTS.flushMs (or
 * at once when INSIGHTS.batchMax events wait) in ONE insert for the searches and ONE upsert for the counters, so a
 * burst of events costs the database a couple of statements a second. A failed write is logged and dropped.
 *
 * The state lives on globalThis: Next bundles pages and route handlers into separate chunks, and a search seen by the
 * page and by the API must meet the same de-duplication. Events are written through the app-wide connection (lib/db/client
 * getDb's): those recorded on another handle (a script's own, such as the seed's demo orders) are left out, and a
 * transaction's events (its handle is dead after the commit) wait for the app-wide connection.
 * Under `NODE_ENV=test` there is no timer (a test's database is gone when it would fire): tests and the console's
 * report call flushInsights(), and full buffers still write at once.
 */
import 'server-only';
import { inArray, is, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/client';
import { searchLog, sessions } from '@/lib/db/schema';
import { INSIGHTS } from '@/lib/config/constants';
import { hashToken } from '@/lib/domain/accounts/auth';
import { InsightsBuffer, SeenKeys, searchKey, viewKey, type Counter, type Drained } from './buffer';
import type { SearchLogEntry } from './types';
import { log } from '@/lib/platform/observability';
import { replaceUnsafeText } from '@/lib/platform/security/input';

type Target = Db | 'app';

type State = {
  buffers: Map<Target, InsightsBuffer<Target>>;
  seen: SeenKeys;
  timer: ReturnType<typeof setTimeout> | null;
  writing: Promise<unknown>;
  droppedLogged: number;
};

const g = globalThis as unknown as { __insights?: State; __mallDb?: Promise<{ db: Db }> };
const state: State = (g.__insights ??= {
  buffers: new Map(),
  seen: new SeenKeys(INSIGHTS.dedupeMaxKeys, () => Date.now()),
  timer: null,
  writing: Promise.resolve(),
  droppedLogged: 0,
});

const AUTO_FLUSH = process.env.NODE_ENV !== 'test';

/** Who did it, for de-duplication: the session token, else the client IP. */
export type Who = { userId?: number | null; token?: string | null; ip?: string | null };

function whoKey(w: Who): string | null {
  return w.token || (w.userId ? `u${w.userId}` : null) || w.ip || null;
}

/** The buffer of the database the event belongs to; a transaction's events wait for the app-wide connection. */
function bufferFor(db: Db): InsightsBuffer<Target> {
  const target: Target = is(db, PgTransaction) ? 'app' : db;
  let b = state.buffers.get(target);
  if (!b) {
    b = new InsightsBuffer<Target>(target);
    state.buffers.set(target, b);
  }
  return b;
}

function schedule(buf: InsightsBuffer<Target>) {
  if (buf.dropped > state.droppedLogged) {
    state.droppedLogged = buf.dropped;
    log.warn(`[insights] buffer full: ${buf.dropped} events dropped`);
  }
  if (buf.size >= INSIGHTS.batchMax) {
    void flushInsights();
    return;
  }
  if (AUTO_FLUSH && !state.timer) {
    state.timer = setTimeout(() => {
      state.timer = null;
      void flushInsights();
    }, INSIGHTS.flushMs);
    state.timer.unref?.();
  }
}

/**
 * A storefront search (once per buyer search: repeats by the same session or IP within INSIGHTS.searchDedupeMs are
 * left out). Never throws, never waits.
 */
export function recordSearch(db: Db, entry: SearchLogEntry | null, resultCount: number, who: Who = {}): void {
  try {
    // Text that PostgreSQL's jsonb refuses (NUL, lone surrogates) must not sink the batch it is written with.
    const query = entry && replaceUnsafeText(entry.query, '').toWellFormed().trim().slice(0, INSIGHTS.queryMax);
    if (!entry || !query) return;
    if (!state.seen.firstTime(searchKey(entry.kind, query, whoKey(who)), INSIGHTS.searchDedupeMs)) return;
    const buf = bufferFor(db);
    buf.addSearch({
      kind: entry.kind,
      query,
      resultCount: Math.max(0, Math.trunc(resultCount) || 0),
      userId: who.userId ?? null,
      token: who.userId ? null : (who.token ?? null),
      at: new Date(),
    });
    schedule(buf);
  } catch (err) {
    log.warn({ err }, '[insights] search not recorded');
  }
}

/** +n to today's views, carts or orders of a product (views: once per viewer within INSIGHTS.viewDedupeMs). Never throws, never waits. */
export function countProduct(db: Db, productId: number | null | undefined, counter: Counter, n = 1, who?: Who): void {
  try {
    if (!productId || !Number.isSafeInteger(productId) || productId <= 0 || productId > 2_147_483_647 || n <= 0) return;
    if (counter === 'views' && who && !state.seen.firstTime(viewKey(productId, whoKey(who)), INSIGHTS.viewDedupeMs))
      return;
    const buf = bufferFor(db);
    buf.addCount(productId, counter, n, new Date());
    schedule(buf);
  } catch (err) {
    log.warn({ err }, '[insights] product event not recorded');
  }
}

/** User ids of the sessions behind page searches (one query per batch). */
async function userIdsOf(db: Db, tokens: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  const valid = [...new Set(tokens)].filter((t) => t.length >= 20 && t.length <= 200);
  if (!valid.length) return out;
  const byHash = new Map(valid.map((t) => [hashToken(t), t]));
  const rows = await db
    .select({ h: sessions.tokenHash, u: sessions.userId })
    .from(sessions)
    .where(inArray(sessions.tokenHash, [...byHash.keys()]));
  for (const r of rows) out.set(byHash.get(r.h)!, r.u);
  return out;
}

async function write(d: Drained<Target>): Promise<void> {
  // Statistics go through the app-wide connection only (the server's; a test's). Events of another handle — a
  // script's own (the seed's demo orders), or one that is gone (a finished test) — are not written.
  const app = g.__mallDb ? ((await g.__mallDb.catch(() => null))?.db ?? null) : null;
  if (!app || (d.target !== 'app' && d.target !== app)) return;
  const db = app;
  // One parameter per statement (a JSON array read by jsonb_to_recordset): building a drizzle insert of hundreds of
  // rows costs the event loop ~0.5 ms a row; this costs microseconds.
  if (d.searches.length) {
    const users = await userIdsOf(
      db,
      d.searches.flatMap((s) => (s.token ? [s.token] : [])),
    );
    const rows = d.searches.map((s) => ({
      kind: s.kind,
      query: s.query,
      result_count: s.resultCount,
      user_id: s.userId ?? (s.token ? (users.get(s.token) ?? null) : null),
      created_at: s.at.toISOString(),
    }));
    await db.execute(sql`
      INSERT INTO ${searchLog} (kind, query, result_count, user_id, created_at)
      SELECT x.kind, x.query, x.result_count, x.user_id, x.created_at
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(kind text, query text, result_count int, user_id int, created_at timestamptz)`);
  }
  if (d.counters.length) {
    // Products deleted meanwhile (or ids that never existed) are left out by the join instead of failing the batch;
    // rows go in (product, day) order, so concurrent instances lock them in the same order.
    const rows = d.counters.map((c) => ({
      product_id: c.productId,
      day: c.day,
      views: c.views,
      carts: c.carts,
      orders: c.orders,
    }));
    await db.execute(sql`
      INSERT INTO product_daily_stats (product_id, day, views, carts, orders)
      SELECT x.product_id, x.day, x.views, x.carts, x.orders
      FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(product_id int, day date, views int, carts int, orders int)
      JOIN products p ON p.id = x.product_id
      ORDER BY x.product_id, x.day
      ON CONFLICT (product_id, day) DO UPDATE SET
        views = product_daily_stats.views + excluded.views,
        carts = product_daily_stats.carts + excluded.carts,
        orders = product_daily_stats.orders + excluded.orders`);
  }
}

/**
 * Write everything pending now (the timer does this every INSIGHTS.flushMs; the console's report calls it so that
 * this instance's last second is in; tests call it). Resolves when written; a failed batch is logged and dropped.
 */
export function flushInsights(): Promise<void> {
  const batches = [...state.buffers.values()]
    .map((b) => b.drain())
    .filter((d) => d.searches.length || d.counters.length);
  // Events arriving while these are written go to fresh buffers (and handles that are gone, in tests, do not pile up).
  state.buffers.clear();
  const run = state.writing.then(async () => {
    for (const d of batches) {
      try {
        await write(d);
      } catch (err) {
        const e = err as Error & { cause?: Error };
        if (AUTO_FLUSH)
          log.warn(
            `[insights] ${d.searches.length} searches / ${d.counters.length} counters not written: ${(e.cause ?? e).message.split('\n')[0]}`,
          );
      }
    }
  });
  state.writing = run;
  return run;
}

/** Tests: forget the de-duplication memory (a fresh "who"). */
export function resetInsightsDedupe(): void {
  state.seen = new SeenKeys(INSIGHTS.dedupeMaxKeys, () => Date.now());
}
