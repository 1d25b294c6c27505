/** /methods/methodsContrast?ids=1,2 — methods side by side (source, type, test item, required products, content). */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { compareMethods, MAX_COMPARE_METHODS, searchMethods } from '@/lib/domain/content/methods';
import { displayName, goodsHref } from '@/lib/domain/catalog/products';
import { qIds, qs, type SP } from '@/lib/domain/content/site';
import { MethodsTabs } from '@/components/methods/MethodsTabs';
import { methodHref } from '@/components/methods/MethodList';
import { MethodPicker } from '@/components/methods/MethodPicker';
import { AddAllButtons } from '@/components/methods/AddAllButtons';
import { addAllItems, RoleBadge } from '@/components/methods/RequiredProductsTable';
import { Breadcrumb } from '@/components/ui/Breadcrumb';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '方法对比', robots: { index: false } };

export default async function MethodsContrastPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const ids = qIds(sp, 'ids', MAX_COMPARE_METHODS);
  const db = await getDb();
  const cols = ids.length ? await compareMethods(db, ids) : [];
  const keyword = qs(sp, 'keyword');
  const picker = cols.length < 2 ? await searchMethods(db, { keyword, pageNo: 1, pageSize: 20 }) : null;
  const allProducts = new Map(cols.flatMap((c) => c.products.map((p) => [p.id, p] as const)));
  const rows: { label: string; cell: (c: (typeof cols)[number]) => React.ReactNode }[] = [
    { label: 'API 名称', cell: (c) => `${c.api}${c.apiEn ? `（${c.apiEn}）` : ''}` },
    { label: '方法分类', cell: (c) => c.typeName ?? '—' },
    { label: '方法来源', cell: (c) => c.source ?? '—' },
    { label: '检测项目', cell: (c) => c.testItem ?? '—' },
    { label: '所需标准品数', cell: (c) => `${c.products.length} 种` },
    {
      label: '所需标准品',
      cell: (c) => (
        <ul className="space-y-1">
          {c.products.map((p) => (
            <li key={p.id} className="flex items-center gap-1.5">
              <RoleBadge role={p.role} />
              <Link href={goodsHref(p.id)} className="truncate hover:text-brand-600">
                {displayName(p)}
              </Link>
            </li>
          ))}
        </ul>
      ),
    },
    {
      label: '方法内容',
      cell: (c) => (
        <div
          className="prose-zh max-h-[360px] overflow-auto text-[13px]"
          dangerouslySetInnerHTML={{ __html: c.content || '<p>暂无</p>' }}
        />
      ),
    },
  ];
  return (
    <>
      <MethodsTabs active="/methods/methodsContrast" />
      <div className="page-width pb-8">
        <Breadcrumb
          items={[{ label: '首页', href: '/' }, { label: '药典方法', href: '/methods' }, { label: '方法对比' }]}
        />
        {cols.length > 0 && (
          <section className="card overflow-x-auto p-5" data-testid="methods-contrast">
            <div className="mb-3 flex items-center justify-between">
              <h1 className="section-title">方法对比（{cols.length}）</h1>
              <AddAllButtons items={addAllItems([...allProducts.values()])} size="sm" />
            </div>
            <table className="table-dense table-fixed">
              <thead>
                <tr>
                  <th className="w-[120px]">对比项</th>
                  {cols.map((c) => (
                    <th key={c.id}>
                      <Link href={methodHref(c.id)} className="text-brand-600 hover:underline">
                        {c.title}
                      </Link>
                      <Link
                        href={`/methods/methodsContrast?ids=${cols
                          .filter((x) => x.id !== c.id)
                          .map((x) => x.id)
                          .join(',')}`}
                        className="ml-2 text-[12px] text-ink-500 hover:text-danger"
                      >
                        移除
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label}>
                    <th scope="row" className="align-top">
                      {r.label}
                    </th>
                    {cols.map((c) => (
                      <td key={c.id} className="align-top">
                        {r.cell(c)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        {picker && (
          <section className="mt-5">
            {cols.length ? (
              <h2 className="section-title mb-3">再选择一个方法进行对比</h2>
            ) : (
              <h1 className="section-title mb-3">方法对比：选择要对比的方法</h1>
            )}
            <MethodPicker
              action="/methods/methodsContrast"
              methods={picker.list.filter((m) => !ids.includes(m.id))}
              keyword={keyword}
              submitLabel="开始对比"
              hint={`勾选 2-${MAX_COMPARE_METHODS} 个方法后点击“开始对比”。`}
              keepIds={cols.map((c) => c.id)}
            />
          </section>
        )}
      </div>
    </>
  );
}
