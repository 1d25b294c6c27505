/** Brands: all brands (/brandCenter?name=) and one brand's products (/brandCenter/branParticulars/<id>?categoryId=&pageNo=). */
import { EmptyState } from '@/components/ui/EmptyState';
import { getDb } from '@/lib/db/client';
import { BRAND_PRODUCTS_PAGE_SIZE, findBrandByName } from '@/lib/domain/catalog/products';
import {
  getBrandCached,
  getBrandCategoriesCached,
  getBrandListCached,
  getBrandProductsCached,
} from '@/lib/pages/catalog';
import { brandHref } from '@/lib/domain/catalog/products';
import { ProductRows } from './products';
import { NOINDEX, PhoneChips, PhoneList, PhonePager, PhoneTitle, idOf, pageNoOf, withQuery } from './shared';
import { defineView } from './types';

const LIST = '/brandCenter';
const DETAIL = '/brandCenter/branParticulars';

export const brandListView = defineView<{ name: string }>({
  kind: 'brand-list',
  match: (pathname, search) => (pathname === LIST ? { name: (search.get('name') ?? '').trim().slice(0, 100) } : null),
  canonical: () => LIST,
  async metadata() {
    return {
      title: '品牌中心',
      description: '品牌中心：国内外标准物质、对照品与药物杂质品牌一览，按品牌浏览全部产品。',
    };
  },
  async render({ name }) {
    const all = await getBrandListCached();
    const q = name.toLowerCase();
    const brands = q
      ? all.filter((b) => [b.name, b.nameEn ?? '', b.code].some((s) => s.toLowerCase().includes(q)))
      : all;
    return (
      <>
        <PhoneTitle sub={`${all.length} 个品牌`}>品牌中心</PhoneTitle>
        <form action="/mobileView" method="get" role="search" className="flex gap-2 bg-white px-3 pb-3">
          <input type="hidden" name="target" value={LIST} />
          <input
            name="q.name"
            defaultValue={name}
            placeholder="输入品牌名称或代码"
            aria-label="品牌名称"
            className="h-11 min-w-0 flex-1 rounded-full border border-line bg-surface px-4 text-[15px]"
          />
          <button type="submit" className="h-11 shrink-0 rounded-full bg-brand-500 px-5 text-white">
            搜索
          </button>
        </form>
        <PhoneList
          testId="mobile-brand-list"
          empty="没有找到相关品牌"
          items={brands.map((b) => ({
            key: b.id,
            href: brandHref(b.id),
            title: b.name,
            sub: b.nameEn && b.nameEn !== b.name ? b.nameEn : undefined,
            aside: `${b.productCount} 种`,
          }))}
        />
      </>
    );
  },
});

type BrandParams = {
  id: number | null;
  brandName: string;
  categoryId: number | null;
  pageNo: number;
  search: URLSearchParams;
};

async function brandOf(p: BrandParams) {
  if (p.id) return getBrandCached(p.id);
  return p.brandName ? findBrandByName(await getDb(), p.brandName) : null;
}

export const brandView = defineView<BrandParams>({
  kind: 'brand',
  match(pathname, search) {
    if (pathname !== DETAIL && !pathname.startsWith(`${DETAIL}/`)) return null;
    const id = idOf(pathname, DETAIL, search);
    const brandName = (search.get('brandName') ?? '').slice(0, 120);
    if (!id && !brandName) return null;
    const c = search.get('categoryId');
    return {
      id,
      brandName,
      categoryId: c && /^\d{1,9}$/.test(c) ? Number(c) : null,
      pageNo: pageNoOf(search),
      search,
    };
  },
  canonical: ({ id, brandName, pageNo }) =>
    id
      ? `${DETAIL}/${id}${pageNo > 1 ? `?pageNo=${pageNo}` : ''}`
      : `${DETAIL}?brandName=${encodeURIComponent(brandName)}`,
  async metadata(p) {
    const b = await brandOf(p);
    if (!b) return { title: '品牌不存在', robots: NOINDEX };
    return {
      title: `${b.name} 品牌产品`,
      description: `${b.name}品牌的标准物质、对照品与杂质。`,
    };
  },
  async render(p) {
    const brand = await brandOf(p);
    if (!brand)
      return (
        <>
          <h1 className="sr-only">品牌不存在</h1>
          <EmptyState text="品牌不存在" />
        </>
      );
    const [cats, page] = await Promise.all([
      getBrandCategoriesCached(brand.id),
      getBrandProductsCached(brand.id, p.categoryId, p.pageNo, BRAND_PRODUCTS_PAGE_SIZE),
    ]);
    const base = `${DETAIL}/${brand.id}`;
    return (
      <>
        <PhoneTitle sub={`${page.total} 种产品`}>{brand.name}</PhoneTitle>
        <PhoneChips
          label="产品分类"
          items={[
            { key: 0, label: '全部', href: base, active: !p.categoryId },
            ...cats.map((c) => ({
              key: c.id,
              label: c.name,
              href: `${base}?categoryId=${c.id}`,
              active: c.id === p.categoryId,
            })),
          ]}
        />
        {page.list.length ? <ProductRows list={page.list} /> : <EmptyState text="暂无产品" />}
        <PhonePager
          pathname={base}
          search={new URLSearchParams(withQuery(base, p.search, { brandName: null }).split('?')[1] ?? '')}
          total={page.total}
          pageNo={p.pageNo}
          pageSize={BRAND_PRODUCTS_PAGE_SIZE}
        />
      </>
    );
  },
});
