/**
 * Freshness of the storefront after a content edit (docs/decisions/0001-page-caching.md): the tags of the one
 * manifest (lib/domain/catalog/products/cache-tags.ts) whose cached entries show the edited content, expired at once.
 *
 * - home page (HOME_TAG): banners, the latest news and the latest methods;
 * - goods pages (product:<id>): the methods and standards a product is used by (titles, codes, status, role labels).
 *
 * The news, help, method and standard pages themselves render per request (`dynamic = 'force-dynamic'`) from the
 * database, so they show an edit on the next request without any tag. One call per edit: one broadcast row.
 */
import 'server-only';
import { HOME_TAG, productTag } from '@/lib/domain/catalog/products';
import { invalidateTags } from '@/lib/domain/catalog/products';
import { log } from '@/lib/platform/observability';

/** What an edit touched. */
export type Touched = { home?: boolean; productIds?: readonly number[] };

/** Expires the tags here and broadcasts them to the other instances (lib/domain/catalog/products/tag-broadcast.ts). */
export function refreshStorefront(t: Touched): void {
  const tags = [...(t.home ? [HOME_TAG] : []), ...[...new Set(t.productIds ?? [])].map(productTag)];
  if (!tags.length) return;
  try {
    invalidateTags(tags, { expire: 0 });
  } catch (e) {
    // The edit is committed; a failed expiry only delays it until the entry's lifetime (CACHE_TTL).
    log.error({ err: e }, '[content] cache invalidation failed');
  }
}
