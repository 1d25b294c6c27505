/**
 * /productCenter/productDetailList/:id? — a category's products as a detail list: one dense row per product with
 * its packages and prices (the grid/list browsing page with filters is /productCenter/productClassifyList).
 * Without an id (or 0): all products. Paged in SQL; rendered per request from run-time cached data.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { ProductCard } from '@/components/product/ProductCard';
import { cardImagePriority } from '@/components/product/product-card-rows';
import { getCategoryProductsCached, getCategoryTreeCached } from '@/lib/pages/catalog';
import { chainInTree } from '@/lib/domain/catalog/products';
import { categoryListHref } from '@/lib/domain/catalog/products';
import { UI } from '@/lib/config/messages';
import { PAGE_SIZE } from '@/lib/config/constants';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

const DETAIL_LIST_PAGE_SIZE = PAGE_SIZE.productList;

type SP = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ id?: string[] }>; searchParams: Promise<SP> };

async function resolve(params: Props['params']) {
  const { id } = await params;
  if (!id || id.length === 0) return { categoryId: null, chain: [] };
  if (id.length > 1 || !/^\d{1,9}$/.test(id[0]!)) return null;
  const cid = Number(id[0]);
  if (cid === 0) return { categoryId: null, chain: [] };
  const chain = chainInTree(await getCategoryTreeCached(), cid);
  return chain.length ? { categoryId: cid, chain } : null;
}

const pageNoOf = (sp: SP) => {
  const s = Array.isArray(sp.pageNo) ? sp.pageNo[0] : sp.pageNo;
  return s && /^\d{1,6}$/.test(s) && Number(s) >= 1 ? Number(s) : 1;
};

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const r = await resolve(params);
  if (!r) return { title: '分类不存在', robots: { index: false } };
  const name = r.chain.at(-1)?.name ?? '全部产品';
  const pageNo = pageNoOf(await searchParams);
  const path = `/productCenter/productDetailList${r.categoryId ? `/${r.categoryId}` : ''}`;
  return {
    title: `${name} 产品明细${pageNo > 1 ? ` 第${pageNo}页` : ''}`,
    description: `${name}：规格、价格、库存与货期一览，含货号、CAS号、分子式。`,
    ...phoneTwin(pageNo > 1 ? `${path}?pageNo=${pageNo}` : path),
  };
}

export default async function ProductDetailListPage({ params, searchParams }: Props) {
  const r = await resolve(params);
  if (!r) notFound();
  const sp = await searchParams;
  const pageNo = pageNoOf(sp);
  const page = await getCategoryProductsCached(r.categoryId, pageNo, DETAIL_LIST_PAGE_SIZE);
  const current = r.chain.at(-1);
  const name = current?.name ?? '全部产品';
  const pathname = `/productCenter/productDetailList${r.categoryId ? `/${r.categoryId}` : ''}`;

  return (
    <div className="page-width pb-12">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '产品中心', href: '/productCenter' },
          ...r.chain.slice(0, -1).map((c) => ({ label: c.name, href: `/productCenter/productDetailList/${c.id}` })),
          { label: `${name} 产品明细` },
        ]}
      />
      <div className="mb-3 flex items-center justify-between rounded-md bg-white px-5 py-3 shadow-card">
        <h1 className="text-[18px] font-semibold text-ink-900">
          {name}
          <span className="ml-2 text-[13px] font-normal text-ink-500">
            共 {page.total.toLocaleString('zh-CN')} 种产品
          </span>
        </h1>
        <div className="flex gap-4 text-[13px]">
          {current?.children.slice(0, 6).map((c) => (
            <Link
              key={c.id}
              href={`/productCenter/productDetailList/${c.id}`}
              className="text-ink-700 hover:text-brand-600"
            >
              {c.name}
            </Link>
          ))}
          <Link
            href={r.categoryId ? categoryListHref(r.categoryId, name) : '/productCenter/productClassifyList/0'}
            className="text-brand-600 hover:underline"
          >
            筛选浏览 ›
          </Link>
        </div>
      </div>
      {page.list.length > 0 && <h2 className="sr-only">{UI.productListHeading}</h2>}
      {page.list.length ? (
        <div className="card overflow-hidden" data-testid="detail-list">
          {page.list.map((p, i) => (
            <ProductCard key={p.id} item={p} view="list" priority={cardImagePriority(i)} />
          ))}
        </div>
      ) : (
        <div className="card">
          <EmptyState text={UI.emptyGoods} />
        </div>
      )}
      <Pager
        total={page.total}
        pageNo={pageNo}
        pageSize={DETAIL_LIST_PAGE_SIZE}
        pathname={pathname}
        searchParams={{}}
      />
    </div>
  );
}
