/** /productCenter — landing: category tiles (stored counts) and hot products. Request-time render, cached data. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { CategoryTiles } from '@/components/product/CategoryBlocks';
import { ProductCard } from '@/components/product/ProductCard';
import { getCategoryTreeCached, getHotProductsCached } from '@/lib/pages/catalog';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: '产品中心',
  description:
    '产品中心：对照品/标准物质、药物杂质、质控样品、中间体、制备分离与定制合成，按类别浏览，支持货号、CAS号、分子式检索。',
  ...phoneTwin('/productCenter'),
};

export default async function ProductCenterPage() {
  const [tree, hot] = await Promise.all([getCategoryTreeCached(), getHotProductsCached(10)]);
  const total = tree.reduce((n, c) => n + c.count, 0);
  return (
    <div className="page-width pb-12">
      <Breadcrumb items={[{ label: '首页', href: '/' }, { label: '产品中心' }]} />
      <div className="mb-5 flex items-end justify-between rounded-md bg-gradient-to-r from-brand-700 to-brand-500 px-8 py-6 text-white">
        <div>
          <h1 className="text-[24px] font-semibold">产品中心</h1>
          <p className="mt-1 text-[13px] text-white/85">
            {tree.length} 个产品大类，共 {total.toLocaleString('en-US')} 种产品 · 每批次附 COA 分析证书
          </p>
        </div>
        <div className="flex gap-2">
          <Link href="/productCenter/allClassify" className="btn bg-white text-brand-700 hover:bg-brand-50">
            全部分类
          </Link>
          <Link href="/searchStructureFormula" className="btn border border-white/60 text-white hover:bg-white/10">
            结构式搜索
          </Link>
        </div>
      </div>
      {tree.length ? <CategoryTiles categories={tree} /> : <EmptyState />}
      {hot.length > 0 && (
        <section className="mt-8">
          <div className="mb-3 flex items-end justify-between">
            <h2 className="section-title">热门产品</h2>
            <Link href="/productCenter/productClassifyList/0" className="text-[13px] text-ink-500 hover:text-brand-600">
              全部产品 ›
            </Link>
          </div>
          <div className="grid grid-cols-5 gap-3">
            {hot.map((p) => (
              <ProductCard key={p.id} item={p} />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
