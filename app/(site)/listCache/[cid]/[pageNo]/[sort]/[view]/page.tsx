/**
 * The plain views of a category list, from the route cache (issue 16): /productCenter/productClassifyList/<id> with
 * nothing but categoryName, pageNo, sort and view in its query is rewritten here by the proxy
 * (lib/proxy/decide.ts#plainListRewrite) as /listCache/<id>/<pageNo>/<sort>/<view>, where <view> is `grid`/`list`
 * when the URL chose it, else `cookie-grid`/`cookie-list` (the visitor's remembered view, which the URL leaves out).
 *
 * Rendered on the first request of each variant (never at build), then served from the route cache for
 * CACHE_TTL.listing seconds — the lifetime of the cached list data it shows, so a page never shows a price older than
 * the catalogue's listing lifetime — and tagged like that data (category:<id>), so a catalogue edit refreshes it.
 * Same content as the per-request route (app/(site)/productCenter/productClassifyList/list-view.tsx); the canonical
 * URL is the public one. Opened directly, an invalid variant is a 404.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listCacheState, type ListCacheParams } from '@/lib/domain/catalog/search';
import { listMetadata, loadListRoute, ProductListView } from '@/app/(site)/productCenter/productClassifyList/list-view';

/** CACHE_TTL.listing (a literal: Next reads segment config statically). */
export const revalidate = 120;
export const dynamicParams = true;
export function generateStaticParams(): ListCacheParams[] {
  return [];
}

type Props = { params: Promise<ListCacheParams> };

async function load(props: Props) {
  const p = listCacheState(await props.params);
  if (!p) return null;
  const route = await loadListRoute([String(p.cid)], p.query);
  if (!route) return null;
  // Links keep the category's own name (the public URL's categoryName may be anything).
  route.state.categoryName = route.chain.at(-1)?.name ?? route.state.categoryName;
  return { route, view: p.view };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  return listMetadata((await load(props))?.route ?? null);
}

export default async function ListCachePage(props: Props) {
  const r = await load(props);
  if (!r) notFound();
  return <ProductListView route={r.route} view={r.view} />;
}
