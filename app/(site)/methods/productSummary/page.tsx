/** /methods/productSummary?ids=1,2 — the products several methods need, de-duplicated, with totals and add-all. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { getMethods, MAX_COMPARE_METHODS, searchMethods, summariseMethods } from '@/lib/domain/content/methods';
import { formatPrice } from '@/lib/domain/catalog/products';
import { displayName, goodsHref } from '@/lib/domain/catalog/products';
import { qIds, qs, type SP } from '@/lib/domain/content/site';
import { MethodsTabs } from '@/components/methods/MethodsTabs';
import { methodHref } from '@/components/methods/MethodList';
import { MethodPicker } from '@/components/methods/MethodPicker';
import { AddAllButtons } from '@/components/methods/AddAllButtons';
import { addAllItems, PriceCell, RoleBadge } from '@/components/methods/RequiredProductsTable';
import { Breadcrumb } from '@/components/ui/Breadcrumb';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '方法产品汇总', robots: { index: false } };

export default async function ProductSummaryPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const ids = qIds(sp, 'ids', MAX_COMPARE_METHODS * 2);
  const keyword = qs(sp, 'keyword');
  const db = await getDb();
  const [chosen, summary] = ids.length
    ? await Promise.all([getMethods(db, ids), summariseMethods(db, ids)])
    : [[], null];
  const picker = await searchMethods(db, { keyword, pageNo: 1, pageSize: 20 });
  return (
    <>
      <MethodsTabs active="/methods/productSummary" />
      <div className="page-width space-y-5 pb-8">
        <Breadcrumb
          items={[{ label: '首页', href: '/' }, { label: '药典方法', href: '/methods' }, { label: '产品汇总' }]}
        />
        {summary && chosen.length > 0 && (
          <section className="card p-5" data-testid="product-summary">
            <h1 className="section-title mb-3">产品汇总</h1>
            <p className="mb-2 text-[13px] text-ink-500">
              已选方法：
              {chosen.map((m, i) => (
                <span key={m.id}>
                  {i > 0 && '、'}
                  <Link className="text-brand-600" href={methodHref(m.id)}>
                    {m.title}
                  </Link>
                </span>
              ))}
            </p>
            <dl className="mb-4 grid grid-cols-5 gap-3 text-center">
              {[
                ['方法数', summary.methodCount],
                ['所需产品（去重）', summary.productCount],
                ['多个方法共用', summary.sharedCount],
                ['有价格 / 需询价', `${summary.pricedCount} / ${summary.inquiryCount}`],
                ['首个包装合计', formatPrice(summary.firstPackageTotal)],
              ].map(([k, v]) => (
                <div key={String(k)} className="rounded bg-surface px-3 py-3">
                  <dt className="text-[12px] text-ink-500">{k}</dt>
                  <dd className="mt-1 text-[18px] font-semibold text-ink-900">{v}</dd>
                </div>
              ))}
            </dl>
            <div className="mb-3 flex justify-end">
              <AddAllButtons items={addAllItems(summary.products)} />
            </div>
            <table className="table-dense">
              <thead>
                <tr>
                  <th>产品</th>
                  <th className="w-[110px]">CAS号</th>
                  <th className="w-[160px]">首个规格</th>
                  <th>用于</th>
                </tr>
              </thead>
              <tbody>
                {summary.products.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <Link href={goodsHref(p.id)} className="font-medium hover:text-brand-600">
                        {displayName(p)}
                      </Link>
                      <div className="text-[12px] text-ink-500">货号 {p.code}</div>
                    </td>
                    <td className="font-mono text-[12px]">{p.cas ?? '—'}</td>
                    <td>
                      {p.packages[0] ? (
                        <span className="flex justify-between gap-2">
                          {p.packages[0].packageValue} <PriceCell price={p.packages[0].price} />
                        </span>
                      ) : (
                        <PriceCell price={null} />
                      )}
                    </td>
                    <td>
                      <ul className="space-y-1">
                        {p.methods.map((m) => (
                          <li key={`${m.id}-${m.role}`} className="flex items-center gap-1.5 text-[13px]">
                            <RoleBadge role={m.role} /> {m.title}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
        <section>
          {chosen.length ? (
            <h2 className="section-title mb-3">调整所选方法</h2>
          ) : (
            <h1 className="section-title mb-3">产品汇总：选择方法</h1>
          )}
          <MethodPicker
            action="/methods/productSummary"
            methods={picker.list.filter((m) => !ids.includes(m.id))}
            keyword={keyword}
            submitLabel="汇总所需产品"
            hint="勾选方法后点击“汇总所需产品”，已选方法会保留。"
            keepIds={chosen.map((m) => m.id)}
          />
        </section>
      </div>
    </>
  );
}
