/**
 * Invalidate cached catalogue pages after an edit, on every instance: revalidateTag here (call from a Route Handler
 * or Server Action of the instance that made the edit) and a broadcast to the others through the database
 * (tag-broadcast.ts; they apply it within about a second). Outside a Next request (tests, command-line scripts)
 * revalidateTag throws "static generation store missing" — the broadcast has gone out before it, so running servers
 * still see the edit. Prices/stock edits should use { expire: 0 } so the next goods request re-reads them.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import { getDb } from '@/lib/db/client';
import { BRAND_LIST_TAG, CATEGORY_TREE_TAG, HOME_TAG, brandTag, categoryTag, productTag } from './cache-tags';
import { publishTags } from './tag-broadcast';
import { log } from '@/lib/platform/observability';

type Profile = 'max' | { expire: number };

/** Revalidate `tags` here and publish them to the other instances (fire-and-forget: the edit is committed). */
export function invalidateTags(tags: readonly string[], profile: Profile): void {
  const expireSec = profile === 'max' ? null : profile.expire;
  void getDb()
    .then((db) => publishTags(db, tags, expireSec))
    .catch((err) => log.error({ err }, '[cache] publishing invalidation failed'));
  for (const t of tags) revalidateTag(t, profile);
}

export function invalidateProduct(id: number, profile: Profile = { expire: 0 }): void {
  invalidateTags([productTag(id)], profile);
}

export function invalidateCategory(id: number, profile: Profile = 'max'): void {
  invalidateTags([categoryTag(id), CATEGORY_TREE_TAG], profile);
}

export function invalidateBrand(id: number, profile: Profile = 'max'): void {
  invalidateTags([brandTag(id), BRAND_LIST_TAG], profile);
}

export function invalidateHome(profile: Profile = 'max'): void {
  invalidateTags([HOME_TAG], profile);
}
