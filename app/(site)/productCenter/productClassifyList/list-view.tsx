/**
 * The product list page's content (spec §2.3), shared by its two routes:
 *  - ./[[...categoryId]]/page.tsx — rendered per request: keyword searches and filtered views (unbounded variety);
 *  - app/(site)/listCache/… — the plain views of a category (no keyword, no filter: what menus, crawlers and most
 *    visitors open), ISR: rendered on the first request and served from the route cache for CACHE_TTL.listing
 *    seconds, tagged category:<id>. The proxy rewrites plain list URLs there (lib/proxy/decide.ts#plainListRewrite).
 */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { ProductCard } from '@/components/product/ProductCard';
import { cardImagePriority } from '@/components/product/product-card-rows';
import { FilterRows } from '@/components/search/FilterRows';
import { ViewToggle } from '@/components/search/ViewToggle';
import { SearchNotice } from '@/components/search/SearchNotice';
import { NoResultHelp } from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { SEARCH_COUNT_CAP } from '@/lib/config/constants';
import { UI } from '@/lib/config/messages';
import { getCategoryProductsCached, getCategoryTreeCached } from '@/lib/pages/catalog';
import { chainInTree } from '@/lib/domain/catalog/products';
import { listProducts, type ProductSearchResult } from '@/lib/domain/catalog/search';
import { facetLabels, productFacets, type FacetOption } from '@/lib/domain/catalog/search';
import {
  FILTER_ROWS,
  LIST_PAGE_SIZE,
  sortOptions,
  effectiveSort,
  listHref,
  parseCategorySegment,
  parseListState,
  type ListState,
  toListQuery,
  type FilterKey,
  type ViewMode,
} from '@/lib/domain/catalog/search';
import { productSearchEntry } from '@/lib/domain/operations/insights';
import { recordPageSearch } from '@/lib/pages/search-record';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

type SP = Record<string, string | string[] | undefined>;
/** What the page shows of a result (cached plain views have no keyword reading). */
type ListView = Pick<ProductSearchResult, 'list' | 'total' | 'totalCapped'> &
  Partial<Pick<ProductSearchResult, 'kind' | 'hint' | 'suggestion' | 'fuzzy'>>;
export type ListRoute = { cid: number; chain: ReturnType<typeof chainInTree>; state: ListState };

/** The category (0 = all products) and its chain, and the list state from the query; null: no such category. */
export async function loadListRoute(seg: string[] | undefined, sp: SP): Promise<ListRoute | null> {
  const cid = parseCategorySegment(seg);
  if (cid === null) return null;
  const chain = cid > 0 ? chainInTree(await getCategoryTreeCached(), cid) : [];
  if (cid > 0 && !chain.length) return null;
  return { cid, chain, state: parseListState(cid, sp) };
}

export function listMetadata(r: ListRoute | null): Metadata {
  if (!r) return { title: '分类不存在', robots: { index: false } };
  const name = r.chain.at(-1)?.name ?? (r.state.categoryName || '全部产品');
  if (r.state.keyword) return { title: `“${r.state.keyword}”的产品搜索结果`, robots: { index: false, follow: true } };
  const path = `/productCenter/productClassifyList/${r.cid}`;
  return {
    title: `${name}${r.state.pageNo > 1 ? ` 第${r.state.pageNo}页` : ''}`,
    description: `${name}：标准物质、对照品与药物杂质，含货号、CAS号、分子式、分子量、规格与价格。`,
    ...phoneTwin(r.state.pageNo > 1 ? `${path}?pageNo=${r.state.pageNo}` : path),
  };
}

/** Is this a plain view (no keyword, no filter)? Those come from the data cache and may be served from the route cache. */
export function isPlainList(state: ListState): boolean {
  return !state.keyword && FILTER_ROWS.every((r) => !state[r.key].length);
}

/** The page for a category and list state; `view` is the view shown (the URL's, else the cookie's). */
export async function ProductListView({ route, view }: { route: ListRoute; view: ViewMode }) {
  const { state, chain, cid } = route;
  const db = await getDb();

  // The plain views of a category (no keyword, no filter: what menus, crawlers and most visitors open) come from the
  // data cache (CACHE_TTL.listing, tag category:<id>); searches and filtered views are read live.
  const plain = isPlainList(state);
  const listing: Promise<ListView> = plain
    ? getCategoryProductsCached(cid || null, state.pageNo, LIST_PAGE_SIZE, effectiveSort(state))
    : listProducts(db, toListQuery(state));
  const [result, facets, labels] = await Promise.all([
    listing,
    productFacets(db, { categoryId: cid || undefined, keyword: state.keyword }),
    facetLabels(db, state),
  ]);
  // Insights: a buyer's search (first page, no filters) and what it found (buffered, never awaited).
  if (!plain) recordPageSearch(db, productSearchEntry({ ...toListQuery(state), categoryId: cid }), result.total);
  // A page number past the end (an old link, a hand-edited URL): show the last page instead of an empty list.
  const lastPage = Math.max(1, Math.ceil(result.total / LIST_PAGE_SIZE));
  if (result.list.length === 0 && result.total > 0 && state.pageNo > lastPage)
    redirect(listHref(state, { pageNo: lastPage }));
  const merge = (opts: FacetOption[], extra: { id: number; name: string }[]) => {
    const out = [...opts];
    for (const e of extra)
      if (!out.some((o) => o.value === String(e.id))) out.push({ value: String(e.id), label: e.name, count: 0 });
    return out;
  };
  const rows: Record<FilterKey, FacetOption[]> = {
    brandIds: merge(facets.brands, labels.brands),
    categoryIds: merge(facets.categories, labels.categories),
    deliverys: facets.deliverys,
    packageValues: facets.packageValues,
  };

  const current = chain.at(-1);
  const title = current?.name ?? (state.categoryName || '全部产品');
  const sort = effectiveSort(state);
  const pathname = `/productCenter/productClassifyList/${cid}`;
  const totalText = result.totalCapped
    ? `${SEARCH_COUNT_CAP.toLocaleString('en-US')}+`
    : result.total.toLocaleString('en-US');
  // Pager query: everything but pageNo (the pager adds it).
  const pagerParams: Record<string, string> = {};
  const full = new URL(listHref(state, {}), 'http://x');
  full.searchParams.forEach((v, k) => {
    if (k !== 'pageNo') pagerParams[k] = v;
  });

  return (
    <div className="page-width pb-12" data-testid="product-list-page">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '产品中心', href: '/productCenter' },
          ...chain.slice(0, -1).map((c) => ({
            label: c.name,
            href: `/productCenter/productClassifyList/${c.id}?categoryName=${encodeURIComponent(c.name)}`,
          })),
          ...(state.keyword
            ? [
                { label: title, href: current ? `${pathname}?categoryName=${encodeURIComponent(title)}` : pathname },
                { label: `搜索“${state.keyword}”` },
              ]
            : [{ label: title }]),
        ]}
      />

      <div className="mb-3 flex items-baseline gap-3">
        <h1 className="text-[18px] font-semibold text-ink-900">
          {state.keyword ? `“${state.keyword}”的搜索结果` : title}
        </h1>
        <span className="text-[13px] text-ink-500" data-testid="result-total">
          共 <span className="text-brand-600">{totalText}</span> 种产品
        </span>
        {chain.some((c) => c.name.includes('亚硝胺')) && (
          <Link
            href="/nitrosamineRisk"
            className="text-[13px] text-brand-600 hover:underline"
            data-testid="category-nitrosamine-link"
          >
            亚硝胺风险评估
          </Link>
        )}
        {current && current.children.length > 0 && (
          <div className="ml-auto flex flex-wrap gap-3 text-[13px]">
            {current.children.slice(0, 8).map((c) => (
              <Link
                key={c.id}
                href={`/productCenter/productClassifyList/${c.id}?categoryName=${encodeURIComponent(c.name)}`}
                className="text-ink-700 hover:text-brand-600"
              >
                {c.name}
              </Link>
            ))}
          </div>
        )}
      </div>

      <SearchNotice
        keyword={state.keyword}
        kind={result.kind}
        hint={result.hint}
        suggestion={result.suggestion}
        fuzzy={result.fuzzy}
        hrefFor={(k) => listHref(state, { keyword: k })}
      />

      {/* The filter rows (a client component with many buttons): their own hydration unit too. */}
      <Suspense>
        <FilterRows state={state} facets={rows} />
      </Suspense>

      <div
        className="mb-3 flex items-center justify-between rounded-md border border-line bg-white px-3 py-1.5"
        data-testid="sort-bar"
      >
        <div className="flex items-center gap-1 text-[13px]">
          <span className="mr-1 text-ink-500">排序：</span>
          {sortOptions(state.keyword).map((o) => (
            <Link
              key={o.value}
              href={listHref(state, { sort: o.value })}
              scroll={false}
              aria-current={o.value === sort ? 'true' : undefined}
              data-testid={`sort-${o.value}`}
              className={`rounded px-2.5 py-1 ${o.value === sort ? 'bg-brand-500 text-white' : 'text-ink-700 hover:text-brand-600'}`}
            >
              {o.label}
            </Link>
          ))}
        </div>
        <ViewToggle state={state} view={view} />
      </div>

      {result.list.length > 0 && <h2 className="sr-only">{UI.productListHeading}</h2>}
      {result.list.length === 0 ? (
        <div className="rounded-md border border-line bg-white">
          <EmptyState text={state.keyword ? UI.emptySearch : UI.emptyGoods}>
            {state.keyword && <NoResultHelp />}
          </EmptyState>
        </div>
      ) : view === 'list' ? (
        // The cards are a separate hydration unit (a shorter main-thread task); the boundary never suspends.
        <Suspense>
          <div
            className="overflow-hidden rounded-md border border-line bg-white"
            data-testid="product-results"
            data-view="list"
          >
            {result.list.map((p, i) => (
              <ProductCard key={p.id} item={p} view="list" priority={cardImagePriority(i)} />
            ))}
          </div>
        </Suspense>
      ) : (
        <Suspense>
          <div className="grid grid-cols-5 gap-3" data-testid="product-results" data-view="grid">
            {result.list.map((p, i) => (
              <ProductCard key={p.id} item={p} view="grid" priority={cardImagePriority(i)} />
            ))}
          </div>
        </Suspense>
      )}

      {result.total > LIST_PAGE_SIZE && (
        <Suspense>
          <Pager
            total={result.total}
            pageNo={state.pageNo}
            pageSize={LIST_PAGE_SIZE}
            pathname={pathname}
            searchParams={pagerParams}
          />
        </Suspense>
      )}
    </div>
  );
}
