/** /brandCenter — all brands (brand/list), with a name filter (?name=). */
import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { BrandCard } from '@/components/brand/BrandCard';
import { getBrandListCached } from '@/lib/pages/catalog';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: '品牌中心',
  description: '品牌中心：国内外标准物质、对照品与药物杂质品牌一览，按品牌浏览全部产品。',
  ...phoneTwin('/brandCenter'),
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function BrandCenterPage({ searchParams }: Props) {
  const sp = await searchParams;
  const raw = Array.isArray(sp.name) ? sp.name[0] : sp.name;
  const q = (raw ?? '').trim().slice(0, 100).toLowerCase();
  const all = await getBrandListCached();
  const brands = q ? all.filter((b) => [b.name, b.nameEn ?? '', b.code].some((s) => s.toLowerCase().includes(q))) : all;
  const total = all.reduce((n, b) => n + b.productCount, 0);
  return (
    <div className="page-width pb-12">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '品牌中心' }]} />
      <div className="mb-5 flex items-center justify-between rounded-md bg-white px-6 py-5 shadow-card">
        <div>
          <h1 className="text-[22px] font-semibold text-ink-900">品牌中心</h1>
          <p className="mt-0.5 text-[13px] text-ink-500">
            {all.length} 个品牌 · {total.toLocaleString('en-US')} 种产品
          </p>
        </div>
        <form method="get" className="flex w-[360px] gap-2" role="search">
          <input
            name="name"
            defaultValue={raw ?? ''}
            placeholder="输入品牌名称或代码"
            aria-label="品牌名称"
            className="input"
          />
          <button type="submit" className="btn btn-primary h-9">
            搜索
          </button>
        </form>
      </div>
      {brands.length ? (
        <div className="grid grid-cols-3 gap-4" data-testid="brand-grid">
          {brands.map((b) => (
            <BrandCard key={b.id} brand={b} />
          ))}
        </div>
      ) : (
        <EmptyState />
      )}
    </div>
  );
}
