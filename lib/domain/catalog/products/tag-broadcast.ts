/**
 * Cache invalidation on every instance (issue 14 §10, issue 32 item 6). Every write that changes what a cached page
 * shows — price, stock, catalogue — calls publishChange(tx, tags) inside its own transaction: the `cache_tag_events`
 * row commits with the change (or not at all), wherever the write is made (storefront, console, `npm run staff`,
 * import, order placement and cancellation, the job queue). Every instance polls that table about once a second
 * (instrumentation.ts → startTagPoller) and drops the tagged entries of its cache, so a change shows everywhere
 * within ~1 s plus one render — never after waiting for an entry's lifetime.
 *
 * Locally, publishChange also calls the hook the page layer registers (lib/pages/revalidation.ts:
 * revalidateTag inside a request, Next applies it when the request ends; outside a request — the job queue, a
 * background import — the cache is marked at once). A hook call happens before the commit, so on PostgreSQL the
 * poller applies this process's own events too, once they have committed: a page rendered between the hook and the
 * commit (from the old rows) does not outlive the change by more than a poll.
 *
 * Identity values are taken at INSERT, rows become visible at COMMIT: a transaction that took id 100 can commit after
 * the one that took 101. The poller therefore keeps the ids it has not seen below the newest one it has ("gaps") and
 * asks for them again until they show up or GAP_WAIT_MS has passed (a rolled-back transaction never fills its id).
 */
import crypto from 'node:crypto';
import { and, desc, gt, inArray, lt, or } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { cacheTagEvents } from '@/lib/db/schema';
import { log } from '@/lib/platform/observability';

/** 'max': stale now, refreshed in the background; { expire: 0 }: gone now (prices and stock). */
export type ChangeProfile = 'max' | { expire: number };

/**
 * The Next layer's part of a change on this instance. `inRequest` returns false outside a Next request (no request
 * scope to hand revalidateTag to); `now` marks this process's cache at once (memory manifest or Redis).
 */
export type LocalRevalidation = {
  inRequest: (tags: readonly string[], profile: ChangeProfile) => boolean;
  now: (tags: string[], expireSec: number | null) => unknown;
};

type Globals = {
  __mallInstanceId?: string;
  __mallTagPoller?: NodeJS.Timeout;
  __mallLocalRevalidation?: LocalRevalidation;
  /** Ids of events this process published that its poller still has to apply here (after their commit). */
  __mallOwnPending?: Set<number>;
};
const g = globalThis as unknown as Globals;

/** How long an id below the newest seen may stay missing before it is taken for a rolled-back transaction. */
export const GAP_WAIT_MS = 30_000;
/** At most this many missing ids are waited for (ids are never skipped in bulk by PostgreSQL; a restore might). */
const GAP_MAX = 10_000;

/** This process's id (events it published are not applied twice). */
export function instanceId(): string {
  g.__mallInstanceId ??= `${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  return g.__mallInstanceId;
}

/** Registered once per server process by the Next layer; scripts and tests have no page cache and register none. */
export function setLocalRevalidation(hook: LocalRevalidation): void {
  g.__mallLocalRevalidation = hook;
}

/** The registered hook, if this process has a page cache. */
export function localRevalidation(): LocalRevalidation | undefined {
  return g.__mallLocalRevalidation;
}

const expireOf = (profile: ChangeProfile): number | null => (profile === 'max' ? null : profile.expire);

/**
 * Publish a change: the event row in `tx` (the writer's own transaction, so it commits with the change) and this
 * instance's cache. Call it inside the transaction that writes the rows the tags' pages show. With a plain handle
 * (no transaction) the row is written on its own — only for changes already committed.
 */
export async function publishChange(
  tx: Db,
  tags: readonly string[],
  profile: ChangeProfile = { expire: 0 },
  opts: { revalidatedHere?: boolean } = {},
): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  const expireSec = expireOf(profile);
  const [row] = await tx
    .insert(cacheTagEvents)
    .values({ tags: unique, expireSec, origin: instanceId() })
    .returning({ id: cacheTagEvents.id });
  const local = g.__mallLocalRevalidation;
  if (!local || opts.revalidatedHere) return;
  // The poller runs (PostgreSQL): it applies this event here after the commit, whatever the hook does now.
  if (g.__mallTagPoller && row) (g.__mallOwnPending ??= new Set()).add(row.id);
  try {
    if (!local.inRequest(unique, profile)) await local.now(unique, expireSec);
  } catch (err) {
    // The change is (about to be) committed: a failed local expiry is caught up by the poller, or by the lifetime.
    console.error('[cache] local revalidation failed:', err instanceof Error ? err.message : err);
  }
}

/** Applies one event here (in memory: synchronous; with the shared Redis cache: a Redis round trip). */
export type TagApply = (tags: string[], expireSec: number | null) => unknown;

/**
 * What the poller knows: every id ≤ floor is done; above it, the ids seen (up to top, the newest) and the ids still
 * missing below top, with when they were first missed.
 */
export type PollState = { floor: number; top: number; seen: Set<number>; gaps: Map<number, number> };

export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: cacheTagEvents.id })
    .from(cacheTagEvents)
    .orderBy(desc(cacheTagEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/** A poll state that starts after every event committed so far. */
export async function pollStart(db: Db): Promise<PollState> {
  const floor = await latestEventId(db);
  return { floor, top: floor, seen: new Set(), gaps: new Map() };
}

/**
 * One polling step: apply the events committed since the last step — other processes' events, and this process's
 * own ones published outside a request scope or before their commit (see the file comment) — oldest first.
 * Returns how many were applied.
 */
export async function pollOnce(
  db: Db,
  state: PollState,
  apply: TagApply,
  now = Date.now(),
  gapWaitMs = GAP_WAIT_MS,
): Promise<number> {
  const top = Math.max(state.floor, state.top);
  const gapIds = [...state.gaps.keys()];
  const rows = await db
    .select({
      id: cacheTagEvents.id,
      tags: cacheTagEvents.tags,
      expireSec: cacheTagEvents.expireSec,
      origin: cacheTagEvents.origin,
    })
    .from(cacheTagEvents)
    .where(
      and(
        gt(cacheTagEvents.id, state.floor),
        gapIds.length ? or(gt(cacheTagEvents.id, top), inArray(cacheTagEvents.id, gapIds)) : gt(cacheTagEvents.id, top),
      ),
    )
    .orderBy(cacheTagEvents.id)
    .limit(500);
  const me = instanceId();
  let applied = 0;
  let newest = top;
  for (const r of rows) {
    if (state.seen.has(r.id)) continue;
    const own = r.origin === me;
    if (!own || g.__mallOwnPending?.delete(r.id)) {
      await apply(r.tags, r.expireSec);
      applied++;
    }
    state.seen.add(r.id);
    state.gaps.delete(r.id);
    newest = Math.max(newest, r.id);
  }
  // Ids below the newest that are not there yet: a transaction still open, or one rolled back.
  for (let id = Math.max(top + 1, newest - GAP_MAX); id < newest; id++)
    if (!state.seen.has(id) && !state.gaps.has(id)) state.gaps.set(id, now);
  for (;;) {
    const next = state.floor + 1;
    if (state.seen.delete(next)) state.floor = next;
    else if (state.gaps.has(next) && now - state.gaps.get(next)! >= gapWaitMs) {
      state.gaps.delete(next);
      state.floor = next;
    } else if (next < newest - GAP_MAX) state.floor = next;
    else break;
  }
  state.top = Math.max(newest, state.floor);
  return applied;
}

/** Start polling (once per process). */
export async function startTagPoller(db: Db, apply: TagApply, everyMs = 1000): Promise<void> {
  if (g.__mallTagPoller) return;
  const state = await pollStart(db);
  let busy = false;
  let ticks = 0;
  g.__mallTagPoller = setInterval(() => {
    if (busy) return;
    busy = true;
    void (async () => {
      try {
        await pollOnce(db, state, apply);
        // Housekeeping about once an hour per instance: events older than a day are of no use to anyone.
        if (++ticks % 3600 === 0)
          await db.delete(cacheTagEvents).where(lt(cacheTagEvents.createdAt, new Date(Date.now() - 86_400_000)));
      } catch (err) {
        log.error({ err }, '[cache] tag poll failed');
      } finally {
        busy = false;
      }
    })();
  }, everyMs);
  g.__mallTagPoller.unref?.();
}

/** Stop polling (graceful shutdown: before the database pool closes). */
export function stopTagPoller(): void {
  if (g.__mallTagPoller) clearInterval(g.__mallTagPoller);
  g.__mallTagPoller = undefined;
}

/** For tests: forget what this process still owes its poller. */
export function ownPendingCount(): number {
  return g.__mallOwnPending?.size ?? 0;
}
