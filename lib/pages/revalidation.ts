/**
 * The Next side of publishing a change (lib/domain/catalog/products/tag-broadcast.ts publishChange, and invalidateTags
 * for committed edits): the hook every server process registers. The domain publishes; this layer turns the tags
 * into Next cache invalidations.
 *
 * Inside a Next request the hook hands the tags to revalidateTag (Next applies them to this instance's cache — memory
 * or Redis — when the request ends, after the writer's transaction has committed). Outside one (the job queue, a
 * background import) revalidateTag throws "static generation store missing"; the hook then marks this process's
 * cache at once through lib/platform/next/apply-tags.ts (the poller's own path). Only servers register it
 * (instrumentation.ts): scripts and tests have no page cache and only write the event row.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import { localRevalidation, setLocalRevalidation, type ChangeProfile } from '@/lib/domain/catalog/products';
import { applyTags } from '@/lib/platform/next/apply-tags';

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
