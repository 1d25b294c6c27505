/**
 * /searchCenter/SearchStandardNumber?keyword= — search by standard number (GB 5009.3, GB5009.3-2016, HJ 84…):
 * the matching standards, and the products of the best match.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { ProductCard } from '@/components/product/ProductCard';
import { cardImagePriority } from '@/components/product/product-card-rows';
import {
  SearchPageForm,
  SearchTabs,
  StandardTable,
  standardLibraryHref,
  SearchHeading,
} from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { listStandards } from '@/lib/domain/content/standards';
import { listProducts } from '@/lib/domain/catalog/search';
import { looksLikeStandard } from '@/lib/domain/catalog/search';
import { keywordOf, pageNoOf, type SP } from '@/lib/domain/catalog/search';

export const dynamic = 'force-dynamic';

const PATH = '/searchCenter/SearchStandardNumber';
const EXAMPLES = ['GB 5009.3', 'GB 2762-2022', 'HJ 535', 'GB 5749'];

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const keyword = keywordOf(await searchParams);
  return { title: keyword ? `标准号“${keyword}”` : '按标准号搜索', robots: { index: false, follow: true } };
}

export default async function SearchStandardNumberPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = keywordOf(sp);
  const pageNo = pageNoOf(sp);
  const db = await getDb();
  const standards = keyword ? await listStandards(db, { keyword, pageNo, pageSize: PAGE_SIZE.pagerDefault }) : null;
  // The products of the standard number (every standard that matches it), via the chemistry-aware search.
  const products =
    keyword && looksLikeStandard(keyword) ? await listProducts(db, { keyword, pageNo: 1, pageSize: 10 }) : null;

  return (
    <div className="page-width pb-12" data-testid="standard-number-search">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '搜索中心', href: '/searchCenter' }, { label: '按标准号搜索' }]}
      />
      <SearchHeading keyword={keyword} scope="标准号" title="按标准号搜索" />
      <div className="card mb-4 p-5">
        <SearchPageForm
          action={PATH}
          keyword={keyword}
          placeholder="请输入标准号，如 GB 5009.3 或 GB5009.3-2016"
          button="查询标准"
        />
        <div className="mt-2 flex flex-wrap gap-3 text-[13px]">
          <span className="text-ink-500">示例：</span>
          {EXAMPLES.map((e) => (
            <Link
              key={e}
              href={`${PATH}?keyword=${encodeURIComponent(e)}`}
              className="text-ink-700 hover:text-brand-600"
            >
              {e}
            </Link>
          ))}
        </div>
      </div>
      <SearchTabs active="number" keyword={keyword} />
      {standards ? (
        <>
          <section className="card mb-4 p-5">
            <p className="mb-3 text-[13px] text-ink-500">
              共 <strong className="text-ink-900">{standards.total}</strong> 项标准
            </p>
            {standards.list.length ? <StandardTable items={standards.list} /> : <EmptyState />}
          </section>
          {standards.total > PAGE_SIZE.pagerDefault && (
            <Pager total={standards.total} pageNo={pageNo} pathname={PATH} searchParams={{ keyword }} />
          )}
          {products && products.list.length > 0 && (
            <section className="card p-5" data-testid="standard-number-products">
              <div className="mb-3 flex items-center justify-between">
                <h2 className="section-title">标准所需产品（{products.total}）</h2>
                {standards.list[0] && (
                  <Link
                    href={standardLibraryHref(standards.list[0].id)}
                    className="text-[13px] text-brand-600 hover:underline"
                  >
                    查看全部 &gt;
                  </Link>
                )}
              </div>
              <div className="overflow-hidden rounded-md border border-line">
                {products.list.map((p, i) => (
                  <ProductCard key={p.id} item={p} view="list" priority={cardImagePriority(i)} />
                ))}
              </div>
            </section>
          )}
        </>
      ) : (
        <p className="py-10 text-center text-ink-500">输入标准号即可查看标准状态、标准数据及所需标准物质。</p>
      )}
    </div>
  );
}
