/** /productCenter/allClassify — the full category tree; each entry links to its product list. */
import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { CategoryTree } from '@/components/product/CategoryBlocks';
import { getCategoryTreeCached } from '@/lib/pages/catalog';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

export const metadata: Metadata = {
  title: '全部产品分类',
  description: '全部产品分类：对照品、标准物质、药物杂质、质控样品、中间体等各级分类及产品数量。',
  ...phoneTwin('/productCenter/allClassify'),
};

export default async function AllClassifyPage() {
  const tree = await getCategoryTreeCached();
  return (
    <div className="page-width pb-12">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '产品中心', href: '/productCenter' }, { label: '全部分类' }]}
      />
      <div className="mb-4 flex items-center gap-6 rounded-md bg-white px-5 py-3 shadow-card">
        <h1 className="text-[18px] font-semibold text-ink-900">全部产品分类</h1>
        <nav aria-label="大类导航" className="flex flex-wrap gap-x-4 gap-y-1 text-[13px]">
          {tree.map((c) => (
            <a key={c.id} href={`#c${c.id}`} className="text-ink-700 hover:text-brand-600">
              {c.name}
            </a>
          ))}
        </nav>
      </div>
      {tree.length ? <CategoryTree categories={tree} /> : <EmptyState />}
    </div>
  );
}
