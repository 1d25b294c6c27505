/**
 * The mobile view's <head> for search engines and shared links.
 *
 * The mobile view is indexable (robots.txt allows it) with rel=canonical to its desktop equivalent — Google's pattern
 * for separate mobile URLs — so the desktop pages keep the ranking and a crawler that follows a phone link finds the
 * real page. Each view (./views/registry.ts) gives its title/robots and its desktop twin (`canonical`); a target no
 * view serves gets the shell's canonical, /mobileView itself, so ?target= variants fold into one page.
 * Crawlers are never redirected here (lib/proxy/decide.ts); this is for links to the mobile view they find.
 */
import type { Metadata } from 'next';
import { parseProductId } from '@/lib/domain/catalog/products';
import { categoryListHref } from '@/lib/domain/catalog/products';
import { MOBILE_VIEW_PATH, safeTarget } from '@/lib/config/routes';
import { phonePageMeta } from '@/lib/platform/seo/phone-twin';
import { resolveIn } from './views/resolve';
import type { MobileView } from './views/types';

export type SP = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The desktop target of a /mobileView request. `target` is the normal form; the older `?keyword=` (the search box's
 * GET form) and `?category=` forms map to the search and category list they stand for.
 */
export function targetOf(sp: SP): string {
  const pageNo = one(sp.pageNo);
  const page = pageNo && pageNo !== '1' ? `pageNo=${encodeURIComponent(pageNo)}` : '';
  const keyword = one(sp.keyword);
  if (keyword && keyword.trim()) return `/searchCenter?keyword=${encodeURIComponent(keyword)}${page ? `&${page}` : ''}`;
  const categoryId = parseProductId(one(sp.category));
  if (categoryId) return `${categoryListHref(categoryId)}${page ? `?${page}` : ''}`;
  return withFormFields(safeTarget(one(sp.target)), sp);
}

/** Phone forms (GET to /mobileView with a hidden target) name their fields `q.<param>`: they go into the target's query. */
function withFormFields(target: string, sp: SP): string {
  const fields = Object.entries(sp).filter(([k]) => k.startsWith('q.') && k.length > 2);
  if (fields.length === 0) return target;
  const u = new URL(target, 'http://local.invalid');
  for (const [k, v] of fields) {
    const value = (one(v) ?? '').trim();
    if (value) u.searchParams.set(k.slice(2), value);
    else u.searchParams.delete(k.slice(2));
  }
  u.searchParams.delete('pageNo');
  return safeTarget(`${u.pathname}${u.search}`);
}

/** The generateMetadata of the route serving `views` (lib/proxy/phone-groups.ts). */
export const phoneMetadata =
  (views: readonly MobileView[]) =>
  async ({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> => {
    const target = targetOf(await searchParams);
    const r = resolveIn(views, target);
    if (!r) return { title: '移动版', alternates: { canonical: MOBILE_VIEW_PATH } };
    const ctx = { target, pathname: r.pathname, search: r.search };
    const meta = (await r.view.metadata?.(r.params, ctx)) ?? {};
    // The desktop page's own canonical when the view reuses its metadata, else the view's desktop twin.
    const canonical = meta.alternates?.canonical;
    return { ...meta, ...phonePageMeta(typeof canonical === 'string' ? canonical : r.view.canonical(r.params)) };
  };
