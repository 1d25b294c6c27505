/**
 * Publishing an edit whose rows are already committed (content pages, console catalogue forms): the tags go to this
 * instance's page cache through the hook the page layer registers (lib/pages/revalidation.ts; tag-broadcast.ts
 * localRevalidation) and to the other instances through the event row (tag-broadcast.ts publishChange). The domain
 * only publishes; who revalidates Next's cache is the layer above. Writers with a transaction call
 * publishChange(tx, …) inside it instead.
 */
import 'server-only';
import { getDb } from '@/lib/db/client';
import { BRAND_LIST_TAG, CATEGORY_TREE_TAG, HOME_TAG, brandTag, categoryTag, productTag } from './cache-tags';
import { localRevalidation, publishChange, type ChangeProfile } from './tag-broadcast';
import { log } from '@/lib/platform/observability';

/**
 * Revalidated here at once (when this process registered a hook) and the event row written on its own
 * (fire-and-forget: the edit stands). Returns false when this process has no page cache (tests, scripts).
 */
export function invalidateTags(tags: readonly string[], profile: ChangeProfile): boolean {
  if (tags.length === 0) return true;
  const local = localRevalidation();
  const here = local ? local.inRequest(tags, profile) : false;
  void getDb()
    .then((db) => publishChange(db, tags, profile, { revalidatedHere: here }))
    .catch((err) => log.error({ err }, '[cache] publishing invalidation failed'));
  return here || local !== undefined;
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
