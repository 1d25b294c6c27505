/** 商品: search by 货号, CAS, name or formula; category, brand and shelf filters; newest first, paged. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listConsoleProducts } from '@/lib/domain/catalog/staff';
import { catalogOptions } from '@/lib/domain/catalog/staff';
import { Badge, LinkPager, PageHeader, Table, fmtTime, pageOf } from '@/components/console/parts';
import { inputCls } from '@/components/console/content/fields';

export const metadata = { title: '商品管理' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;
type SP = Promise<Record<string, string | string[] | undefined>>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? '';

export default async function CatalogPage({ searchParams }: { searchParams: SP }) {
  await requireStaff('catalog');
  const sp = await searchParams;
  const q = one(sp.q).trim().slice(0, 100);
  const categoryId = Number(one(sp.categoryId)) || undefined;
  const brandId = Number(one(sp.brandId)) || undefined;
  const status = one(sp.status) === '1' ? 1 : one(sp.status) === '0' ? 0 : undefined;
  const page = pageOf(sp.page, 500);
  const db = await getDb();
  const [r, opts] = await Promise.all([
    listConsoleProducts(db, { q, categoryId, brandId, status, offset: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }),
    catalogOptions(db),
  ]);
  return (
    <>
      <PageHeader title="商品">
        <Link
          href="/console/catalog/import"
          className="rounded border border-line bg-white px-3 py-1.5 text-sm hover:border-brand-400"
        >
          批量导入
        </Link>
        <Link
          href="/console/catalog/new"
          className="rounded bg-brand-600 px-3 py-1.5 text-sm text-white hover:bg-brand-700"
        >
          新增商品
        </Link>
      </PageHeader>
      <form className="mb-3 flex flex-wrap items-center gap-2" method="get" role="search">
        <input
          name="q"
          defaultValue={q}
          placeholder="货号 / CAS / 名称 / 分子式"
          aria-label="搜索商品"
          className={`${inputCls} w-64`}
          maxLength={100}
        />
        <select name="categoryId" defaultValue={categoryId ?? ''} aria-label="类别" className={`${inputCls} w-44`}>
          <option value="">全部类别</option>
          {opts.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.label}
            </option>
          ))}
        </select>
        <select name="brandId" defaultValue={brandId ?? ''} aria-label="品牌" className={`${inputCls} w-36`}>
          <option value="">全部品牌</option>
          {opts.brands.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </select>
        <select name="status" defaultValue={status ?? ''} aria-label="状态" className={`${inputCls} w-28`}>
          <option value="">全部状态</option>
          <option value="1">在售</option>
          <option value="0">已下架</option>
        </select>
        <button
          type="submit"
          className="rounded border border-line bg-white px-3 py-1.5 text-sm hover:border-brand-400"
        >
          搜索
        </button>
      </form>
      <Table
        head={['货号', '名称', 'CAS', '类别', '品牌', '规格', '最低价', '库存', '状态', '更新时间']}
        empty={r.list.length === 0}
      >
        {r.list.map((p) => (
          <tr key={p.id} data-testid="product-row">
            <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">
              <Link href={`/console/catalog/${p.id}`} className="text-brand-600 hover:underline">
                {p.code}
              </Link>
            </td>
            <td className="max-w-[320px] px-3 py-2">
              <Link href={`/console/catalog/${p.id}`} className="hover:text-brand-600">
                {p.nameZh || p.nameEn}
              </Link>
              {p.nameZh && <div className="truncate text-xs text-ink-500">{p.nameEn}</div>}
            </td>
            <td className="whitespace-nowrap px-3 py-2">{p.cas ?? '-'}</td>
            <td className="px-3 py-2">{p.categoryName ?? '-'}</td>
            <td className="px-3 py-2">{p.brandName ?? '-'}</td>
            <td className="px-3 py-2">{p.skuCount}</td>
            <td className="whitespace-nowrap px-3 py-2">{p.minPrice ? `¥${p.minPrice}` : '询价'}</td>
            <td className="px-3 py-2">{p.stock}</td>
            <td className="px-3 py-2">{p.status === 1 ? <Badge tone="green">在售</Badge> : <Badge>已下架</Badge>}</td>
            <td className="whitespace-nowrap px-3 py-2 text-xs">{fmtTime(p.updatedAt)}</td>
          </tr>
        ))}
      </Table>
      <LinkPager
        basePath="/console/catalog"
        params={{
          q,
          categoryId: categoryId ? String(categoryId) : undefined,
          brandId: brandId ? String(brandId) : undefined,
          status: status === undefined ? undefined : String(status),
        }}
        page={page}
        pageSize={PAGE_SIZE}
        total={r.total}
      />
      {r.capped && <p className="mt-1 text-right text-xs text-ink-500">结果超过 {r.total} 条，请缩小搜索范围。</p>}
    </>
  );
}
