/** /goodsDetail/<id>: the product's essentials, packages and prices, and 加入购物车 / 加入询价篮 (phone twin of the goods page). */
import { Formula } from '@/components/product/Formula';
import { EmptyState } from '@/components/ui/EmptyState';
import { StaticImage } from '@/components/ui/StaticImage';
import { getGoodsPageData } from '@/lib/pages/catalog';
import { listSkus, parseProductId } from '@/lib/domain/catalog/products';
import { getDb } from '@/lib/db/client';
import { priceLabel } from '@/lib/domain/catalog/products';
import { stockLabel } from '@/lib/domain/catalog/products';
import { displayName, goodsHref, productImageSrc, structureImageSrc } from '@/lib/domain/catalog/products';
import { UI } from '@/lib/config/messages';
import { goodsDescription, goodsTitle } from '@/lib/domain/catalog/products/product-jsonld';
import { metaDescription } from '@/lib/platform/seo/site';
import { PhoneBuyBar } from './buyer/PhoneBuyBar';
import { defineView } from './types';
import { NOINDEX } from './shared';

/** The product id when the target is a goods link (/goodsDetail/<id>[?skuId=…]). */
export function goodsIdOfPath(pathname: string): number | null {
  const m = /^\/goodsDetail\/([^/?#]+)\/?$/.exec(pathname);
  return m ? parseProductId(m[1]) : null;
}

export const goodsView = defineView<{ id: number }>({
  kind: 'goods',
  ownHeading: true,
  match(pathname) {
    const id = goodsIdOfPath(pathname);
    return id ? { id } : null;
  },
  canonical: ({ id }) => goodsHref(id),
  async metadata({ id }) {
    const d = await getGoodsPageData(id);
    if (!d) return { title: '商品不存在', robots: NOINDEX };
    return {
      title: goodsTitle(d),
      description: metaDescription(goodsDescription(d)),
      robots: d.product.status === 1 ? undefined : NOINDEX,
    };
  },
  async render({ id }, { search }) {
    // The page text comes from the cache; prices and stock are read live (one indexed query), as the desktop box
    // refreshes them on mount: a phone has no script doing that, and the buyer must see stock within 5 s of a change.
    const [data, liveSkus] = await Promise.all([getGoodsPageData(id), getDb().then((db) => listSkus(db, id))]);
    if (!data)
      return (
        <>
          <h1 className="sr-only">标准物质商城移动版</h1>
          <EmptyState text="商品不存在或已下架" />
        </>
      );
    const p = data.product;
    const name = displayName(p);
    const img = p.structureInput
      ? structureImageSrc(p.id, null, p.updatedAt)
      : productImageSrc({ id: p.id, imageUrl: p.imageUrl });
    const rows: [string, React.ReactNode][] = [
      ['货号', p.code],
      ['CAS号', p.cas ?? '—'],
      ['分子式', <Formula key="f" value={p.formula} />],
      ['分子量', p.molecularWeight != null ? p.molecularWeight.toFixed(2) : '—'],
      ['纯度', p.purity ?? '—'],
      ['储存条件', p.storage ?? '—'],
      ['品牌', data.brand?.name ?? '—'],
    ];
    return (
      <article className="bg-white" data-testid="mobile-goods">
        <div className="flex justify-center border-b border-line bg-white p-4">
          <StaticImage
            src={img}
            alt={name}
            width={240}
            height={190}
            className="h-[190px] w-[240px] object-contain"
            priority
          />
        </div>
        <div className="px-4 py-3">
          <h1 className="text-lg font-semibold leading-snug text-ink-900">{name}</h1>
          {p.nameEn && p.nameEn !== name && <p className="mt-0.5 text-[13px] text-ink-500">{p.nameEn}</p>}
          <p className="mt-2 text-[13px] text-ink-500">
            参考价 <span className="price text-lg">{priceLabel(data.minPrice)}</span>
            {data.minPrice != null && <span className="ml-0.5">起</span>}
          </p>
        </div>
        <dl className="grid grid-cols-[5.5em_1fr] gap-x-3 gap-y-2 border-t border-line px-4 py-3 text-sm">
          {rows.map(([k, v]) => (
            <div key={k} className="contents">
              <dt className="text-ink-500">{k}</dt>
              <dd className="min-w-0 break-words text-ink-900">{v}</dd>
            </div>
          ))}
        </dl>
        <section className="border-t-8 border-surface px-4 py-3">
          <h2 className="mb-2 text-[15px] font-medium text-ink-900">包装规格</h2>
          {liveSkus.length === 0 ? (
            <p className="py-4 text-center text-sm text-ink-500">{UI.emptyGoods}</p>
          ) : (
            <table className="w-full text-sm" data-testid="mobile-packages">
              <thead>
                <tr className="bg-surface text-left text-ink-500">
                  <th className="px-2 py-1.5 font-normal">规格</th>
                  <th className="px-2 py-1.5 font-normal">价格</th>
                  <th className="px-2 py-1.5 font-normal">货期</th>
                </tr>
              </thead>
              <tbody>
                {liveSkus.map((s) => (
                  <tr key={s.id} className="border-b border-line">
                    <td className="px-2 py-2 text-ink-900">{s.packageValue}</td>
                    <td className="price px-2 py-2">{priceLabel(s.price)}</td>
                    <td className="px-2 py-2 text-ink-500">{stockLabel(s)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </section>
        <PhoneBuyBar
          product={{ id: p.id, name, src: p.imageUrl ? productImageSrc({ id: p.id, imageUrl: p.imageUrl }) : null }}
          skus={liveSkus}
          onSale={p.status === 1}
          skuId={search.get('skuId')}
        />
      </article>
    );
  },
});
