/** /downloadCenter/downloadSecond/productCatalog — download the product catalogue per category (CSV, generated on the fly). */
import type { Metadata } from 'next';
import { getDb } from '@/lib/db/client';
import { catalogCategories, CATALOG_ROWS_PER_FILE } from '@/lib/domain/content/site';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = {
  title: '产品目录下载',
  ...phoneTwin('/downloadCenter/downloadSecond/productCatalog'),
};

export default async function ProductCatalogPage() {
  const cats = await catalogCategories(await getDb());
  return (
    <div className="page-width space-y-5 pb-10">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '下载中心', href: '/downloadCenter' },
          { label: '产品目录下载' },
        ]}
      />
      <section className="card p-6">
        <h1 className="section-title">产品目录下载</h1>
        <p className="mt-2 text-[13px] text-ink-500">
          目录为 CSV 格式（UTF-8，可用 Excel 打开），含货号、中英文名称、CAS
          号、分子式、分子量、纯度、品牌、储存条件、包装及价格（无价格显示“询价”）。每个文件最多{' '}
          {CATALOG_ROWS_PER_FILE.toLocaleString('en-US')} 条，超出部分分卷下载。
        </p>
        {cats.length ? (
          <table className="table-dense mt-4" data-testid="catalog-table">
            <thead>
              <tr>
                <th>产品分类</th>
                <th className="w-[140px]">产品数</th>
                <th className="w-[360px]">下载</th>
              </tr>
            </thead>
            <tbody>
              {cats.map((c) => (
                <tr key={c.id}>
                  <td className="font-medium text-ink-900">{c.name}</td>
                  <td>{c.productCount.toLocaleString('en-US')}</td>
                  <td className="flex flex-wrap gap-2">
                    {Array.from({ length: Math.min(c.parts, 50) }, (_, i) => i + 1).map((part) => (
                      <a
                        key={part}
                        className="btn btn-sm btn-outline"
                        href={`/downloadCenter/downloadSecond/productCatalog/download?categoryId=${c.id}${part > 1 ? `&part=${part}` : ''}`}
                        download
                      >
                        {c.parts > 1 ? `第 ${part} 卷` : '下载 CSV'}
                      </a>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <EmptyState text="暂无产品分类" />
        )}
      </section>
    </div>
  );
}
