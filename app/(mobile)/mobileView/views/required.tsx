/** The standards and impurities a method or a regulatory standard needs, with 一键加入 (the desktop's AddAllButtons). */
import Link from 'next/link';
import { addAllMessage, addAllPlan } from '@/components/methods/add-all-plan';
import { addAllItems, RoleBadge } from '@/components/methods/required-parts';
import { EmptyState } from '@/components/ui/EmptyState';
import { priceLabel } from '@/lib/domain/catalog/products';
import { displayName, goodsHref } from '@/lib/domain/catalog/products';
import type { RequiredProduct } from '@/lib/domain/content/methods';
import { LazyAddAllButtons } from './LazyAddAll';
import { phoneHref } from './shared';

/** What 一键加入 adds, for the script-free phone page's vanilla buttons (public/phone-lite.js). */
function addAllData(products: RequiredProduct[]): string {
  const plan = addAllPlan(addAllItems(products));
  return JSON.stringify({
    basket: plan.basket,
    cart: plan.cart,
    basketMessage: addAllMessage('basket', plan),
    cartMessage: addAllMessage('cart', plan),
  });
}

export function RequiredProducts({ products }: { products: RequiredProduct[] }) {
  return (
    <section className="mt-2 bg-white px-4 py-3" data-testid="required-products">
      <h2 className="text-[15px] font-medium text-ink-900">所需标准品及杂质（{products.length}）</h2>
      {products.length === 0 ? (
        <EmptyState text="暂无关联的标准品数据" />
      ) : (
        <>
          <p className="mt-1 text-xs text-ink-500">一键加入时每种取第一个（最小）包装。</p>
          <div className="mt-2 [&_button]:min-h-11" data-add-all-plan={addAllData(products)}>
            <LazyAddAllButtons items={addAllItems(products)} />
          </div>
          <ul className="mt-2 divide-y divide-line">
            {products.map((p) => (
              <li key={`${p.id}-${p.role}`} data-testid="required-product-row">
                <Link
                  prefetch={false}
                  href={phoneHref(goodsHref(p.id))}
                  className="flex min-h-11 items-start gap-2 py-3 active:bg-surface"
                >
                  <RoleBadge role={p.role} />
                  <div className="min-w-0 flex-1">
                    <p className="text-sm text-ink-900 [overflow-wrap:anywhere]">{displayName(p)}</p>
                    <p className="mt-0.5 text-xs text-ink-500">
                      {p.code}
                      {p.cas ? ` · CAS号 ${p.cas}` : ''}
                      {p.packages[0] ? ` · ${p.packages[0].packageValue}` : ''}
                    </p>
                  </div>
                  <span className="price shrink-0 text-sm">{priceLabel(p.minPrice)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
