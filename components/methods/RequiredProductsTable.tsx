/**
 * Every standard and impurity a method (or regulatory standard) needs: role, structure, name, 货号, CAS,
 * packages with prices (询价 when none), plus one action adding them all (first package each).
 */
import { GoodsLink } from '@/components/product/GoodsLink';
import { StaticImage } from '@/components/ui/StaticImage';
import { EmptyState } from '@/components/ui/EmptyState';
import { UI } from '@/lib/config/messages';
import { displayName, goodsHref, structureImageSrc } from '@/lib/domain/catalog/products';
import type { RequiredProduct } from '@/lib/domain/content/methods';
import { AddAllButtons } from './AddAllButtons';
import { addAllItems, PriceCell, RoleBadge } from './required-parts';

export { addAllItems, PriceCell, RoleBadge };

export function RequiredProductsTable({
  products,
  title = '所需标准品及杂质',
}: {
  products: RequiredProduct[];
  title?: string;
}) {
  if (!products.length) return <EmptyState text="暂无关联的标准品数据" />;
  const impurities = products.filter((p) => /杂质/.test(p.role)).length;
  return (
    <div data-testid="required-products">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
        <p className="text-[13px] text-ink-500">
          {title}共 <strong className="text-ink-900">{products.length}</strong> 种（其中杂质 {impurities}{' '}
          种），一键加入时每种取第一个（最小）包装。
        </p>
        <AddAllButtons items={addAllItems(products)} />
      </div>
      <div className="overflow-x-auto">
        <table className="table-dense">
          <thead>
            <tr>
              <th className="w-[90px]">用途</th>
              <th className="w-[96px]">结构</th>
              <th>名称</th>
              <th className="w-[110px]">货号</th>
              <th className="w-[110px]">CAS号</th>
              <th className="w-[240px]">规格 / 价格</th>
            </tr>
          </thead>
          <tbody>
            {products.map((p) => {
              const name = displayName(p);
              return (
                <tr key={`${p.id}-${p.role}`} data-testid="required-product-row">
                  <td>
                    <RoleBadge role={p.role} />
                  </td>
                  <td>
                    <GoodsLink
                      href={goodsHref(p.id)}
                      className="block h-[72px] w-[72px] rounded border border-line bg-white p-1"
                    >
                      <StaticImage
                        src={p.hasStructure ? structureImageSrc(p.id) : p.imageUrl}
                        alt={`${name} 结构式`}
                        width={64}
                        height={64}
                        className="h-full w-full object-contain"
                      />
                    </GoodsLink>
                  </td>
                  <td>
                    <GoodsLink href={goodsHref(p.id)} className="font-medium text-ink-900 hover:text-brand-600">
                      {name}
                    </GoodsLink>
                    {p.nameEn && p.nameEn !== name && <div className="text-[12px] text-ink-500">{p.nameEn}</div>}
                    {(p.purity || p.brandName) && (
                      <div className="text-[12px] text-ink-500">
                        {p.purity && <>纯度 {p.purity}</>} {p.brandName && <>· {p.brandName}</>}
                      </div>
                    )}
                  </td>
                  <td className="font-mono text-[12px]">{p.code}</td>
                  <td className="font-mono text-[12px]">{p.cas ?? '—'}</td>
                  <td>
                    {p.packages.length ? (
                      <ul className="space-y-0.5">
                        {p.packages.slice(0, 4).map((k) => (
                          <li key={k.skuId} className="flex justify-between gap-3">
                            <span>{k.packageValue}</span>
                            <PriceCell price={k.price} />
                          </li>
                        ))}
                        {p.packages.length > 4 && (
                          <li>
                            <GoodsLink href={goodsHref(p.id)} className="text-[12px] text-brand-600">
                              更多 {p.packages.length - 4} 个包装 ›
                            </GoodsLink>
                          </li>
                        )}
                      </ul>
                    ) : (
                      <span className="font-medium text-accent-600">{UI.inquiry}</span>
                    )}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
