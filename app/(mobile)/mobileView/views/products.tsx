/** Product results: the keyword search (/searchCenter?keyword=) and the category list (/productCenter/productClassifyList/<id>). */
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { cache } from 'react';
import { StructureKeywordNotice } from '@/components/search/StructureKeywordNotice';
import { EmptyState } from '@/components/ui/EmptyState';
import { StaticImage } from '@/components/ui/StaticImage';
import { getDb } from '@/lib/db/client';
import { priceLabel } from '@/lib/domain/catalog/products';
import { displayName, goodsHref, productImageSrc } from '@/lib/domain/catalog/products';
import { productSearchEntry } from '@/lib/domain/operations/insights';
import { recordPageSearch } from '@/lib/pages/search-record';
import { listProducts } from '@/lib/domain/catalog/search';
import { exactProductMatch } from '@/lib/domain/catalog/search';
import { structureKeywordMatch } from '@/lib/domain/catalog/search';
import { keywordOf, searchCenterHref, searchRobots } from '@/lib/domain/catalog/search';
import { UI } from '@/lib/config/messages';
import { pageNoOf, phoneHref, withQuery } from './shared';
import { defineView } from './types';
import type { ProductSummary } from '@/lib/domain/catalog/products';

const MOBILE_PAGE_SIZE = 20;

type ProductRow = ProductSummary & {
  imageUrl: string | null;
  hasStructure?: boolean;
  minPrice: number | null;
};

/** Rows above the fold on a 390 × 844 phone: their images load at once (the first is the page's LCP element). */
const ROWS_ABOVE_FOLD = 4;

/** Product rows linking to their phone goods pages. */
export function ProductRows({ list }: { list: readonly ProductRow[] }) {
  return (
    <ul className="divide-y divide-line bg-white" data-testid="mobile-product-rows">
      {list.map((p, i) => (
        <li key={p.id}>
          <Link prefetch={false} href={phoneHref(goodsHref(p.id))} className="flex gap-3 px-4 py-3 active:bg-surface">
            {productImageSrc(p) ? (
              <StaticImage
                src={productImageSrc(p)}
                alt={displayName(p)}
                width={72}
                height={72}
                priority={i < ROWS_ABOVE_FOLD}
                className="h-[72px] w-[72px] shrink-0 rounded border border-line object-contain"
              />
            ) : (
              // No picture: a box in place of the placeholder image (one request less a row; the name is beside it).
              <span
                aria-hidden="true"
                className="flex h-[72px] w-[72px] shrink-0 items-center justify-center rounded border border-line bg-surface text-[11px] text-ink-500"
              >
                暂无图片
              </span>
            )}
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-[15px] leading-snug text-ink-900 [overflow-wrap:anywhere]">
                {displayName(p)}
              </p>
              <p className="mt-1 truncate text-xs text-ink-500">
                {p.code}
                {p.cas ? ` · CAS号 ${p.cas}` : ''}
              </p>
              <p className="price mt-1 text-sm">{priceLabel(p.minPrice)}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** One page of product results, read once per request (the head's robots and the list share it). */
const productPage = cache(async (keyword: string | undefined, categoryId: number | undefined, pageNo: number) =>
  listProducts(await getDb(), { keyword, categoryId, pageNo, pageSize: MOBILE_PAGE_SIZE }),
);

async function ProductResults({
  keyword,
  categoryId,
  pageNo,
  nextHref,
}: {
  keyword?: string;
  categoryId?: number;
  pageNo: number;
  nextHref: string;
}) {
  const res = await productPage(keyword, categoryId, pageNo);
  recordPageSearch(await getDb(), productSearchEntry({ keyword, categoryId, pageNo }), res.total);
  if (res.list.length === 0) return <EmptyState text={keyword ? UI.emptySearch : UI.emptyGoods} />;
  const more = pageNo * MOBILE_PAGE_SIZE < res.total;
  return (
    <section className="bg-white" data-testid="mobile-results">
      <p className="border-b border-line px-4 py-2 text-xs text-ink-500">
        共 {res.totalCapped ? `${res.total}+` : res.total} 条{res.hint ? ` · ${res.hint}` : ''}
      </p>
      <ProductRows list={res.list} />
      {more && (
        <Link
          prefetch={false}
          href={phoneHref(nextHref)}
          className="block border-t border-line py-3 text-center text-sm text-brand-600"
        >
          下一页
        </Link>
      )}
    </section>
  );
}

export const searchView = defineView<{
  keyword: string;
  raw: string;
  pageNo: number;
  search: URLSearchParams;
}>({
  kind: 'search',
  match(pathname, search) {
    if (pathname !== '/searchCenter') return null;
    const raw = search.get('keyword') ?? '';
    return {
      // The desktop page's reading of the keyword, so the canonical is the desktop URL of the same query.
      keyword: keywordOf({ keyword: raw }),
      raw,
      pageNo: pageNoOf(search),
      search,
    };
  },
  canonical: ({ keyword }) => searchCenterHref(keyword),
  async metadata({ keyword, pageNo }) {
    // Indexable when it lists products (first page; later pages have no desktop twin), like the desktop search page;
    // an empty result stays noindex (no soft 404s). docs/decisions/0021-phone-pages.md.
    const total = keyword && pageNo === 1 ? (await productPage(keyword, undefined, 1)).total : 0;
    return {
      title: keyword ? `“${keyword.slice(0, 60)}”的搜索结果` : '搜索中心',
      robots: searchRobots(total),
    };
  },
  async render({ keyword, raw, pageNo, search }) {
    // Issue 16: a SMILES or molfile keyword → the product's essentials, the structure results, or the notice below.
    const structure = keyword ? await structureKeywordMatch(await getDb(), raw) : null;
    if (structure?.redirect) redirect(phoneHref(structure.redirect));
    // As on desktop: an exact catalogue number / CAS / InChIKey of exactly one product opens that product.
    const exact = keyword && !structure ? await exactProductMatch(await getDb(), keyword) : null;
    if (exact) redirect(phoneHref(goodsHref(exact)));
    return (
      <>
        <h1 className="sr-only">
          {keyword ? `“${keyword}”的搜索结果 - 标准物质商城移动版` : '搜索中心 - 标准物质商城移动版'}
        </h1>
        {structure && (
          <div className="bg-white px-3">
            <StructureKeywordNotice match={structure} />
          </div>
        )}
        {keyword ? (
          <ProductResults
            keyword={keyword}
            pageNo={pageNo}
            nextHref={withQuery('/searchCenter', search, {
              pageNo: pageNo + 1,
            })}
          />
        ) : (
          <EmptyState text="请输入关键词搜索" />
        )}
      </>
    );
  },
});
