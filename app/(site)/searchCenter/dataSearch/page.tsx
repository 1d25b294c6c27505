/**
 * /searchCenter/dataSearch?keyword= — data search landing: search standards data by number, title or product;
 * with a keyword it shows the standards and the products found, without one the standard categories.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import {
  HotSearches,
  ProductSection,
  SearchPageForm,
  SearchTabs,
  StandardSection,
  withKeyword,
} from '@/components/search/SearchSections';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { standardCategories } from '@/lib/domain/content/standards';
import { listProducts } from '@/lib/domain/catalog/search';
import { keywordOf, type SP } from '@/lib/domain/catalog/search';
import { searchStandards } from '@/lib/domain/catalog/search';

export const dynamic = 'force-dynamic';

const PATH = '/searchCenter/dataSearch';

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const keyword = keywordOf(await searchParams);
  return {
    title: keyword ? `“${keyword}”的数据检索` : '数据检索',
    robots: keyword ? { index: false, follow: true } : undefined,
  };
}

export default async function DataSearchPage({ searchParams }: { searchParams: Promise<SP> }) {
  const keyword = keywordOf(await searchParams);
  const db = await getDb();
  const [cats, standards, products] = await Promise.all([
    standardCategories(db),
    keyword ? searchStandards(db, { keyword, pageNo: 1, pageSize: PAGE_SIZE.pagerDefault }) : Promise.resolve(null),
    keyword ? listProducts(db, { keyword, pageNo: 1, pageSize: 5 }) : Promise.resolve(null),
  ]);
  return (
    <div className="page-width pb-12" data-testid="data-search">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '搜索中心', href: '/searchCenter' }, { label: '数据检索' }]}
      />
      <div className="card mb-4 p-5">
        <h1 className="mb-3 text-[18px] font-semibold text-ink-900">数据检索</h1>
        <SearchPageForm action={PATH} keyword={keyword} placeholder="请输入标准号、标准名称、产品名称或CAS号" />
        <HotSearches path={PATH} />
      </div>
      <SearchTabs active="standard" keyword={keyword} />
      {standards && products ? (
        <>
          <StandardSection
            items={standards.list}
            total={standards.total}
            more={withKeyword('/searchCenter/dataSearchofStandard', keyword)}
          />
          <ProductSection
            items={products.list}
            total={products.total}
            capped={products.totalCapped}
            more={withKeyword('/productCenter/productClassifyList/0', keyword)}
          />
        </>
      ) : (
        <section className="card p-5">
          <h2 className="section-title mb-3">标准类别</h2>
          <ul className="grid grid-cols-4 gap-3">
            {cats.map((c) => (
              <li key={c.category}>
                <Link
                  href={`/searchCenter/dataSearchofStandard?category=${encodeURIComponent(c.category)}`}
                  className="flex items-center justify-between rounded border border-line px-4 py-3 text-[14px] text-ink-700 hover:border-brand-500 hover:text-brand-600"
                >
                  {c.category}
                  <span className="text-[12px] text-ink-500">{c.count} 项</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
