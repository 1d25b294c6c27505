/**
 * The Next side of publishing a change (tag-broadcast.ts publishChange): the hook every server process registers, and
 * invalidateTags for edits whose rows are already committed.
 *
 * Inside a Next request the hook hands the tags to revalidateTag (Next applies them to this instance's cache — memory
 * or Redis — when the request ends, after the writer's transaction has committed). Outside one (the job queue, a
 * background import) revalidateTag throws "static generation store missing"; the hook then marks this process's
 * cache at once through lib/platform/next/apply-tags.ts (the poller's own path). Only servers register it
 * (instrumentation.ts): scripts and tests have no page cache and only write the event row.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { applyTags } from '@/lib/platform/next/apply-tags';
import { BRAND_LIST_TAG, CATEGORY_TREE_TAG, HOME_TAG, brandTag, categoryTag, productTag } from './cache-tags';
import { localRevalidation, publishChange, setLocalRevalidation, type ChangeProfile } from './tag-broadcast';
import { log } from '@/lib/platform/observability';

function outsideRequest(e: unknown): boolean {
  return e instanceof Error && /static generation store missing|outside a request scope/i.test(e.message);
}

/** revalidateTag for each tag; false when there is no request scope to hand them to. */
function revalidateInRequest(tags: readonly string[], profile: ChangeProfile): boolean {
  try {
    for (const t of tags) revalidateTag(t, profile);
    return true;
  } catch (e) {
    if (outsideRequest(e)) return false;
    throw e;
  }
}

/** Registers this server process's local revalidation (instrumentation.ts, when a server starts). */
export function registerLocalRevalidation(): void {
  if (!localRevalidation()) setLocalRevalidation({ inRequest: revalidateInRequest, now: applyTags });
}

/**
 * Publish an edit whose rows are already committed (content pages, console catalogue forms): revalidated here at once
 * and the event row written on its own (fire-and-forget: the edit stands). Writers with a transaction call
 * publishChange(tx, …) inside it instead. Returns false when this process has no page cache (tests, scripts).
 */
export function invalidateTags(tags: readonly string[], profile: ChangeProfile): boolean {
  if (tags.length === 0) return true;
  const here = localRevalidation() ? revalidateInRequest(tags, profile) : false;
  void getDb()
    .then((db) => publishChange(db, tags, profile, { revalidatedHere: here }))
    .catch((err) => log.error({ err }, '[cache] publishing invalidation failed'));
  return here || localRevalidation() !== undefined;
}

export function invalidateProduct(id: number, profile: ChangeProfile = { expire: 0 }): void {
  invalidateTags([productTag(id)], profile);
}

export function invalidateCategory(id: number, profile: ChangeProfile = 'max'): void {
  invalidateTags([categoryTag(id), CATEGORY_TREE_TAG], profile);
}

export function invalidateBrand(id: number, profile: ChangeProfile = 'max'): void {
  invalidateTags([brandTag(id), BRAND_LIST_TAG], profile);
}

export function invalidateHome(profile: ChangeProfile = 'max'): void {
  invalidateTags([HOME_TAG], profile);
}
