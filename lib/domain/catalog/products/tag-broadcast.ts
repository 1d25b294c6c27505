/**
 * Cache invalidation on every instance (issue 14 §10). The instance that edits calls revalidateTag itself
 * (lib/domain/catalog/products/invalidate.ts) and also publishes the tags in `cache_tag_events`; every other instance polls
 * that table about once a second (instrumentation.ts → startTagPoller) and marks the same tags in its own cache, so
 * an edit shows everywhere within ~1 s plus one render — never after waiting for an entry's lifetime.
 * A command-line script (npm run staff -- restock …) publishes too, so running servers see its edits.
 */
import crypto from 'node:crypto';
import { and, desc, gt, lt, ne } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { cacheTagEvents } from '@/lib/db/schema';
import { log } from '@/lib/platform/observability';

const g = globalThis as unknown as { __mallInstanceId?: string; __mallTagPoller?: NodeJS.Timeout };

/** This process's id (events it published are not applied twice). */
export function instanceId(): string {
  g.__mallInstanceId ??= `${process.pid}-${crypto.randomBytes(6).toString('hex')}`;
  return g.__mallInstanceId;
}

/** expireSec: 0 expires now; null marks stale (refreshed in the background, Next's 'max' profile). */
export async function publishTags(db: Db, tags: readonly string[], expireSec: number | null): Promise<void> {
  if (tags.length === 0) return;
  await db.insert(cacheTagEvents).values({ tags: [...new Set(tags)], expireSec, origin: instanceId() });
}

/** Applies one event here (in memory: synchronous; with the shared Redis cache: a Redis round trip). */
export type TagApply = (tags: string[], expireSec: number | null) => unknown;

/** Events after `afterId` published by other processes, oldest first. */
export async function eventsAfter(db: Db, afterId: number, limit = 500) {
  return db
    .select({ id: cacheTagEvents.id, tags: cacheTagEvents.tags, expireSec: cacheTagEvents.expireSec })
    .from(cacheTagEvents)
    .where(and(gt(cacheTagEvents.id, afterId), ne(cacheTagEvents.origin, instanceId())))
    .orderBy(cacheTagEvents.id)
    .limit(limit);
}

export async function latestEventId(db: Db): Promise<number> {
  const [row] = await db
    .select({ id: cacheTagEvents.id })
    .from(cacheTagEvents)
    .orderBy(desc(cacheTagEvents.id))
    .limit(1);
  return row?.id ?? 0;
}

/** One polling step: apply what others published since `afterId`; returns the new high-water mark. */
export async function pollOnce(db: Db, afterId: number, apply: TagApply): Promise<number> {
  let last = afterId;
  const rows = await eventsAfter(db, afterId);
  for (const r of rows) {
    await apply(r.tags, r.expireSec);
    last = r.id;
  }
  // Events published by this instance advance the mark too (they are skipped above but must not be re-read).
  if (rows.length === 0) last = Math.max(last, await latestEventId(db));
  return last;
}

/** Start polling (once per process). */
export async function startTagPoller(db: Db, apply: TagApply, everyMs = 1000): Promise<void> {
  if (g.__mallTagPoller) return;
  let last = await latestEventId(db);
  let busy = false;
  let ticks = 0;
  g.__mallTagPoller = setInterval(() => {
    if (busy) return;
    busy = true;
    void (async () => {
      try {
        last = await pollOnce(db, last, apply);
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
