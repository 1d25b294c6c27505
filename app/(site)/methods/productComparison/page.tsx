/**
 * /methods/productComparison — products side by side: structure, CAS, formula, MW, purity, storage, packages, price.
 * Which products: ?ids=<product ids>, ?codes=<货号,…>, or ?methodId=<method> (the products that method needs).
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { featuredMethods, getMethod, methodRequiredProducts } from '@/lib/domain/content/methods';
import { productBriefs, productIdsByCodes } from '@/lib/domain/content/methods';
import type { ProductBrief } from '@/lib/domain/content/methods';
import { displayName, goodsHref, structureImageSrc } from '@/lib/domain/catalog/products';
import { qIds, qInt, qs, type SP } from '@/lib/domain/content/site';
import { MethodsTabs } from '@/components/methods/MethodsTabs';
import { methodHref } from '@/components/methods/MethodList';
import { AddAllButtons } from '@/components/methods/AddAllButtons';
import { addAllItems, PriceCell, RoleBadge } from '@/components/methods/RequiredProductsTable';
import { Formula } from '@/components/product/Formula';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { StaticImage } from '@/components/ui/StaticImage';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '产品对比', robots: { index: false } };

const MAX_COLUMNS = 8;

export default async function ProductComparisonPage({ searchParams }: { searchParams: Promise<SP> }) {
  const sp = await searchParams;
  const db = await getDb();
  const methodId = qInt(sp, 'methodId', 0);
  const codes = qs(sp, 'codes', 1000);
  let products: (ProductBrief & { role?: string })[] = [];
  let title = '产品对比';
  if (methodId) {
    const m = await getMethod(db, methodId);
    if (m) {
      products = (await methodRequiredProducts(db, methodId)).slice(0, MAX_COLUMNS);
      title = `产品对比：${m.title}`;
    }
  } else {
    const ids = [
      ...qIds(sp, 'ids', MAX_COLUMNS),
      ...(codes ? await productIdsByCodes(db, codes.split(/[,，\s]+/)) : []),
    ].slice(0, MAX_COLUMNS);
    products = await productBriefs(db, ids);
  }
  const featured = products.length ? [] : await featuredMethods(db, 8);
  const rows: { label: string; cell: (p: (typeof products)[number]) => React.ReactNode }[] = [
    {
      label: '结构式',
      cell: (p) => (
        <StaticImage
          src={p.hasStructure ? structureImageSrc(p.id) : p.imageUrl}
          alt={`${displayName(p)} 结构式`}
          width={120}
          height={120}
          className="mx-auto h-[120px] w-[120px] object-contain"
        />
      ),
    },
    { label: '用途', cell: (p) => (p.role ? <RoleBadge role={p.role} /> : '—') },
    { label: '货号', cell: (p) => <span className="font-mono">{p.code}</span> },
    { label: 'CAS号', cell: (p) => <span className="font-mono">{p.cas ?? '—'}</span> },
    { label: '分子式', cell: (p) => <Formula value={p.formula} /> },
    { label: '分子量', cell: (p) => (p.molecularWeight != null ? p.molecularWeight.toFixed(2) : '—') },
    { label: '纯度', cell: (p) => p.purity ?? '—' },
    { label: '储存条件', cell: (p) => p.storage ?? '—' },
    { label: '品牌', cell: (p) => p.brandName ?? '—' },
    {
      label: '规格 / 价格',
      cell: (p) =>
        p.packages.length ? (
          <ul className="space-y-0.5">
            {p.packages.map((k) => (
              <li key={k.skuId} className="flex justify-between gap-2">
                <span>{k.packageValue}</span>
                <PriceCell price={k.price} />
              </li>
            ))}
          </ul>
        ) : (
          <PriceCell price={null} />
        ),
    },
    { label: '最低价', cell: (p) => <PriceCell price={p.minPrice} /> },
  ];
  return (
    <>
      <MethodsTabs active="/methods/productComparison" />
      <div className="page-width pb-8">
        <Breadcrumb
          items={[{ label: '首页', href: '/' }, { label: '药典方法', href: '/methods' }, { label: '产品对比' }]}
        />
        {products.length ? (
          <section className="card overflow-x-auto p-5" data-testid="product-comparison">
            <div className="mb-3 flex items-center justify-between gap-3">
              <h1 className="section-title">{title}</h1>
              <AddAllButtons items={addAllItems(products)} size="sm" />
            </div>
            <table className="table-dense table-fixed">
              <thead>
                <tr>
                  <th className="w-[100px]">对比项</th>
                  {products.map((p) => (
                    <th key={p.id}>
                      <Link href={goodsHref(p.id)} className="text-brand-600 hover:underline">
                        {displayName(p)}
                      </Link>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.label}>
                    <th scope="row">{r.label}</th>
                    {products.map((p) => (
                      <td key={p.id} className="align-top">
                        {r.cell(p)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ) : (
          <section className="card space-y-4 p-5">
            <h1 className="section-title">产品对比</h1>
            <form method="get" className="flex max-w-[640px] gap-2">
              <input
                name="codes"
                defaultValue={codes}
                className="input"
                placeholder="输入要对比的货号，用逗号分隔（最多 8 个）"
                aria-label="货号"
              />
              <button className="btn btn-primary" type="submit">
                对比
              </button>
            </form>
            <p className="text-[13px] text-ink-500">或选择一个方法，对比该方法所需的全部标准品：</p>
            {featured.length ? (
              <ul className="grid grid-cols-2 gap-2">
                {featured.map((m) => (
                  <li
                    key={m.id}
                    className="flex items-center justify-between rounded border border-line px-3 py-2 text-[13px]"
                  >
                    <Link href={methodHref(m.id)} className="truncate hover:text-brand-600">
                      {m.title}
                    </Link>
                    <Link href={`/methods/productComparison?methodId=${m.id}`} className="btn btn-sm btn-outline">
                      对比产品
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState />
            )}
          </section>
        )}
      </div>
    </>
  );
}
