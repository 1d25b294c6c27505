/**
 * /brandCenter/branParticulars/:id?brandName=&pageNo=&categoryId= — a brand's header and its products
 * (listProducts with brandIds, paged in SQL), with the brand's categories as a filter. Rendered per request
 * from run-time cached data (tag brand:<id>).
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { BrandLogo } from '@/components/brand/BrandCard';
import { ProductCard } from '@/components/product/ProductCard';
import { cardImagePriority } from '@/components/product/product-card-rows';
import { getBrandCached, getBrandCategoriesCached, getBrandProductsCached } from '@/lib/pages/catalog';
import { BRAND_PRODUCTS_PAGE_SIZE, findBrandByName } from '@/lib/domain/catalog/products';
import { parseProductId } from '@/lib/domain/catalog/products';
import { brandHref } from '@/lib/domain/catalog/products';
import { getDb } from '@/lib/db/client';
import { UI } from '@/lib/config/messages';
import { metaDescription } from '@/lib/platform/seo/site';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

type SP = Record<string, string | string[] | undefined>;
type Props = { params: Promise<{ id?: string[] }>; searchParams: Promise<SP> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

async function resolveBrand(params: Props['params'], sp: SP) {
  const { id } = await params;
  if (id && id.length > 1) return null;
  const bid = id?.length ? parseProductId(id[0]) : null;
  if (id?.length && !bid) return null;
  if (bid) return getBrandCached(bid);
  const name = first(sp.brandName)?.slice(0, 120);
  return name ? findBrandByName(await getDb(), name) : null;
}

function pageNoOf(sp: SP): number {
  const s = first(sp.pageNo);
  const n = s && /^\d{1,6}$/.test(s) ? Number(s) : 1;
  return n >= 1 ? n : 1;
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const sp = await searchParams;
  const b = await resolveBrand(params, sp);
  if (!b) return { title: '品牌不存在', robots: { index: false } };
  const pageNo = pageNoOf(sp);
  const canonical = `/brandCenter/branParticulars/${b.id}${pageNo > 1 ? `?pageNo=${pageNo}` : ''}`;
  const title = `${b.name}${b.nameEn && b.nameEn !== b.name ? ` ${b.nameEn}` : ''} 品牌产品${pageNo > 1 ? ` 第${pageNo}页` : ''}`;
  const description = metaDescription(
    `${b.name}品牌标准物质、对照品与药物杂质，共 ${b.productCount} 种产品。${b.description ?? ''}`,
  );
  return {
    title,
    description,
    ...phoneTwin(canonical),
    openGraph: { title, description, url: canonical, type: 'website' },
  };
}

export default async function BrandParticularsPage({ params, searchParams }: Props) {
  const sp = await searchParams;
  const brand = await resolveBrand(params, sp);
  if (!brand) notFound();
  const pageNo = pageNoOf(sp);
  const catRaw = first(sp.categoryId);
  const categoryId = catRaw && /^\d{1,9}$/.test(catRaw) ? Number(catRaw) : null;
  const [cats, page] = await Promise.all([
    getBrandCategoriesCached(brand.id),
    getBrandProductsCached(brand.id, categoryId, pageNo, BRAND_PRODUCTS_PAGE_SIZE),
  ]);
  const pathname = `/brandCenter/branParticulars/${brand.id}`;
  const pagerParams: Record<string, string> = { brandName: brand.name };
  if (categoryId) pagerParams.categoryId = String(categoryId);
  const catHref = (cid: number | null) => `${brandHref(brand.id, brand.name)}${cid ? `&categoryId=${cid}` : ''}`;
  const activeCat = cats.find((c) => c.id === categoryId) ?? null;

  return (
    <div className="page-width pb-12">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '品牌中心', href: '/brandCenter' }, { label: brand.name }]}
      />

      <section className="card flex items-center gap-6 p-6" data-testid="brand-header">
        <BrandLogo brand={brand} size={88} />
        <div className="min-w-0 flex-1">
          <h1 className="text-[22px] font-semibold text-ink-900" data-testid="brand-name">
            {brand.name}
            {brand.nameEn && brand.nameEn !== brand.name && (
              <span className="ml-2 text-[15px] font-normal text-ink-500">{brand.nameEn}</span>
            )}
          </h1>
          <p className="mt-1 text-[13px] text-ink-500">
            品牌代码 {brand.code}
            {brand.country ? ` · ${brand.country}` : ''} · 共 {brand.productCount.toLocaleString('en-US')} 种产品
          </p>
          {brand.description && (
            <p className="mt-2 line-clamp-3 max-w-[860px] text-[13px] leading-6 text-ink-700">{brand.description}</p>
          )}
        </div>
      </section>

      <div className="mt-4 grid grid-cols-[220px_1fr] gap-4">
        <aside className="card h-fit overflow-hidden" aria-label="品牌产品分类">
          <h2 className="border-b border-line bg-surface px-4 py-2.5 text-[14px] font-medium text-ink-900">产品分类</h2>
          <ul className="py-1 text-[13px]">
            <li>
              <Link
                href={catHref(null)}
                className={`flex justify-between px-4 py-1.5 hover:bg-brand-50 ${!categoryId ? 'font-medium text-brand-600' : 'text-ink-700'}`}
              >
                全部 <span className="text-xs text-ink-500">{cats.reduce((n, c) => n + c.count, 0)}</span>
              </Link>
            </li>
            {cats.map((c) => (
              <li key={c.id}>
                <Link
                  href={catHref(c.id)}
                  className={`flex justify-between gap-2 px-4 py-1.5 hover:bg-brand-50 ${c.id === categoryId ? 'font-medium text-brand-600' : 'text-ink-700'}`}
                >
                  <span className="truncate">{c.name}</span>
                  <span className="text-xs text-ink-500">{c.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </aside>

        <section aria-label="品牌产品">
          <div className="mb-3 flex items-center justify-between rounded-md bg-white px-4 py-2.5 text-[13px] shadow-card">
            <span className="text-ink-700">
              {activeCat ? `${activeCat.name} · ` : ''}共 <span className="font-medium text-ink-900">{page.total}</span>{' '}
              种产品
            </span>
            <Link
              href={`/productCenter/productClassifyList/0?brandIds=${brand.id}`}
              className="text-brand-600 hover:underline"
            >
              在产品列表中筛选 ›
            </Link>
          </div>
          {page.list.length ? (
            <>
              <div className="grid grid-cols-4 gap-3" data-testid="brand-products">
                {page.list.map((p, i) => (
                  <ProductCard key={p.id} item={p} priority={cardImagePriority(i)} />
                ))}
              </div>
              <Pager
                total={page.total}
                pageNo={pageNo}
                pageSize={BRAND_PRODUCTS_PAGE_SIZE}
                pathname={pathname}
                searchParams={pagerParams}
              />
            </>
          ) : (
            <div className="card">
              <EmptyState text={UI.emptyGoods} />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
