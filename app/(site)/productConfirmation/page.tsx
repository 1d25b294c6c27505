/**
 * /productConfirmation?skuIds=1,2&nums=1,3 — confirm a product choice before ordering: the chosen packages with
 * live prices, stock and delivery, quantities and the total; then to the cart (settlement) or the inquiry basket.
 * Live data (no cache): this is the step before an order. Not indexed.
 */
import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { StaticImage } from '@/components/ui/StaticImage';
import { ConfirmActions } from '@/components/product/ConfirmActions';
import { getDb } from '@/lib/db/client';
import { skusByIds } from '@/lib/domain/catalog/products';
import { formatPrice, hasPrice } from '@/lib/domain/catalog/products';
import { stockLabel } from '@/lib/domain/catalog/products';
import { displayName, goodsHref, productImageSrc } from '@/lib/domain/catalog/products';
import { UI } from '@/lib/config/messages';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '确认商品', robots: { index: false, follow: false } };

type SP = Record<string, string | string[] | undefined>;
const MAX_LINES = 100;
const MAX_QTY = 9999;

/** Parse ?skuIds=1,2&nums=3,1 (or ?skuId=1&num=2) into unique sku → quantity pairs. */
function parseSelection(sp: SP): Map<number, number> {
  const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v.join(',') : (v ?? ''));
  const ids = one(sp.skuIds ?? sp.skuId)
    .split(/[,，\s]+/)
    .filter(Boolean);
  const nums = one(sp.nums ?? sp.num)
    .split(/[,，\s]+/)
    .filter(Boolean);
  const out = new Map<number, number>();
  ids.slice(0, MAX_LINES).forEach((raw, i) => {
    if (!/^\d{1,9}$/.test(raw)) return;
    const n = Number(nums[i] ?? 1);
    const qty = Number.isInteger(n) && n >= 1 ? Math.min(n, MAX_QTY) : 1;
    out.set(Number(raw), (out.get(Number(raw)) ?? 0) + qty);
  });
  return out;
}

export default async function ProductConfirmationPage({ searchParams }: { searchParams: Promise<SP> }) {
  const selection = parseSelection(await searchParams);
  const rows = selection.size ? await skusByIds(await getDb(), [...selection.keys()]) : [];
  const lines = rows
    .filter((r) => r.productStatus === 1 && r.skuStatus === 1)
    .map((r) => {
      const price = r.price !== null && Number(r.price) > 0 ? Number(r.price) : null;
      const name = displayName(r);
      return {
        ...r,
        price,
        name,
        qty: selection.get(r.id) ?? 1,
        src: productImageSrc({ id: r.productId, hasStructure: r.hasStructure, imageUrl: r.imageUrl }),
      };
    });
  const total = lines.reduce((n, l) => n + (hasPrice(l.price) ? l.price * l.qty : 0), 0);
  const unavailable = selection.size - lines.length;
  const items = lines.map((l) => ({
    productId: l.productId,
    skuId: l.id,
    prodDetailId: l.productId,
    number: l.qty,
    name: l.name,
    price: l.price,
    src: l.src,
    specification:
      Array.isArray(l.specification) && l.specification.length
        ? l.specification
        : [{ name: '规格', value: l.packageValue }],
  }));

  return (
    <div className="page-width pb-12">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '产品中心', href: '/productCenter' }, { label: '确认商品' }]}
      />
      <div className="card p-6">
        <h1 className="section-title mb-4">确认商品信息</h1>
        {lines.length === 0 ? (
          <EmptyState text={UI.emptyGoods}>
            <Link href="/productCenter" className="btn btn-primary">
              去选购
            </Link>
          </EmptyState>
        ) : (
          <>
            <table className="table-dense" data-testid="confirm-table">
              <thead>
                <tr>
                  <th className="w-[84px]">结构</th>
                  <th>商品</th>
                  <th>规格</th>
                  <th>库存/货期</th>
                  <th className="text-right">单价</th>
                  <th className="text-right">数量</th>
                  <th className="text-right">小计</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.id}>
                    <td>
                      <StaticImage
                        src={l.src}
                        alt={`${l.name} 结构式`}
                        width={72}
                        height={56}
                        className="h-14 w-[72px] rounded border border-line bg-white object-contain"
                      />
                    </td>
                    <td>
                      <Link
                        href={goodsHref(l.productId, l.id)}
                        className="font-medium text-ink-900 hover:text-brand-600"
                      >
                        {l.name}
                      </Link>
                      <p className="text-xs text-ink-500">
                        货号 {l.code}
                        {l.cas ? ` · CAS号 ${l.cas}` : ''}
                      </p>
                    </td>
                    <td>{l.packageValue}</td>
                    <td>
                      <span className={l.stock > 0 ? 'text-success' : 'text-ink-500'}>{stockLabel(l)}</span>
                    </td>
                    <td className="text-right">
                      {hasPrice(l.price) ? (
                        <span className="price">{formatPrice(l.price)}</span>
                      ) : (
                        <span className="text-accent-600">{UI.inquiry}</span>
                      )}
                    </td>
                    <td className="text-right">{l.qty}</td>
                    <td className="text-right">
                      {hasPrice(l.price) ? <span className="price">{formatPrice(l.price * l.qty)}</span> : '—'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {unavailable > 0 && (
              <p className="mt-3 text-xs text-ink-500">有 {unavailable} 个规格已下架或不存在，已从清单中移除。</p>
            )}
            <div className="mt-5 flex items-center justify-between border-t border-line pt-4">
              <p className="text-[14px] text-ink-700">
                共 {lines.length} 种商品，合计（不含询价商品）：
                <span className="price text-xl">{formatPrice(total)}</span>
              </p>
              <ConfirmActions items={items} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}
