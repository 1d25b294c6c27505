/**
 * Invalidate cached catalogue pages after an edit (call from a Route Handler or Server Action on the instance that
 * made the edit; other instances catch up within CACHE_TTL — docs/decisions/0001-page-caching.md).
 * Prices/stock edits should use { expire: 0 } so the next goods request re-reads them.
 */
import 'server-only';
import { revalidateTag } from 'next/cache';
import { BRAND_LIST_TAG, CATEGORY_TREE_TAG, HOME_TAG, brandTag, categoryTag, productTag } from './cache-tags';

type Profile = 'max' | { expire: number };

export function invalidateProduct(id: number, profile: Profile = { expire: 0 }): void {
  revalidateTag(productTag(id), profile);
}

export function invalidateCategory(id: number, profile: Profile = 'max'): void {
  revalidateTag(categoryTag(id), profile);
  revalidateTag(CATEGORY_TREE_TAG, profile);
}

export function invalidateBrand(id: number, profile: Profile = 'max'): void {
  revalidateTag(brandTag(id), profile);
  revalidateTag(BRAND_LIST_TAG, profile);
}

export function invalidateHome(profile: Profile = 'max'): void {
  revalidateTag(HOME_TAG, profile);
}
