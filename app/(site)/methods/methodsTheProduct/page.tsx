/** /methods/methodsTheProduct — products used by pharmacopoeia methods, with the methods that use each. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { PAGE_SIZE } from '@/lib/config/constants';
import { productsUsedByMethods } from '@/lib/domain/content/methods';
import { displayName, goodsHref, structureImageSrc } from '@/lib/domain/catalog/products';
import { qInt, qs, type SP } from '@/lib/domain/content/site';
import { MethodsTabs } from '@/components/methods/MethodsTabs';
import { methodHref } from '@/components/methods/MethodList';
import { PriceCell, RoleBadge } from '@/components/methods/RequiredProductsTable';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { StaticImage } from '@/components/ui/StaticImage';
import { Pager } from '@/components/ui/Pager';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '方法相关产品', ...phoneTwin('/methods/methodsTheProduct') };

export default async function MethodsTheProductPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const keyword = qs(sp, 'keyword');
  const pageNo = qInt(sp, 'pageNo', 1);
  const r = await productsUsedByMethods(await getDb(), { keyword, pageNo, pageSize: PAGE_SIZE.pagerDefault });
  return (
    <>
      <MethodsTabs active="/methods/methodsTheProduct" />
      <div className="page-width pb-8">
        <Breadcrumb
          items={[{ label: '首页', href: '/' }, { label: '药典方法', href: '/methods' }, { label: '方法相关产品' }]}
        />
        <section className="card p-5">
          <h1 className="section-title mb-4">方法相关产品</h1>
          <form method="get" className="mb-4 flex max-w-[560px] gap-2" role="search">
            <input
              name="keyword"
              defaultValue={keyword}
              maxLength={200}
              className="input"
              placeholder="按方法 API 名称或用途（如 杂质A）筛选"
              aria-label="关键词"
            />
            <button className="btn btn-primary" type="submit">
              筛选
            </button>
          </form>
          <p className="mb-3 text-[13px] text-ink-500">共 {r.total} 种产品被药典方法使用</p>
          {r.list.length ? (
            <table className="table-dense">
              <thead>
                <tr>
                  <th className="w-[84px]">结构</th>
                  <th>产品</th>
                  <th className="w-[110px]">CAS号</th>
                  <th className="w-[150px]">首个规格</th>
                  <th>使用该产品的方法</th>
                </tr>
              </thead>
              <tbody>
                {r.list.map((p) => (
                  <tr key={p.id}>
                    <td>
                      <StaticImage
                        src={p.hasStructure ? structureImageSrc(p.id) : p.imageUrl}
                        alt={`${displayName(p)} 结构式`}
                        width={64}
                        height={64}
                        className="h-16 w-16 object-contain"
                      />
                    </td>
                    <td>
                      <Link href={goodsHref(p.id)} className="font-medium text-ink-900 hover:text-brand-600">
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
                        {p.methods.slice(0, 5).map((m) => (
                          <li key={`${m.id}-${m.role}`} className="flex items-center gap-2">
                            <RoleBadge role={m.role} />
                            <Link
                              href={methodHref(m.id)}
                              className="truncate text-[13px] text-brand-600 hover:underline"
                            >
                              {m.title}
                            </Link>
                          </li>
                        ))}
                        {p.methods.length > 5 && (
                          <li className="text-[12px] text-ink-500">等 {p.methods.length} 个方法</li>
                        )}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : (
            <EmptyState />
          )}
        </section>
        <Pager total={r.total} pageNo={pageNo} pathname="/methods/methodsTheProduct" searchParams={sp} />
      </div>
    </>
  );
}
