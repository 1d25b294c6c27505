/**
 * The pieces of the required-products table (./RequiredProductsTable.tsx) that pages also use on their own: the items
 * 一键加入 adds, the price cell and the role badge. Kept apart from the table, which imports the buttons (a client
 * module): a page that imports only these pieces does not take the buttons' client code into its route (the phone
 * views load the buttons lazily: app/(mobile)/mobileView/views/LazyAddAll.tsx).
 */
import { UI } from '@/lib/config/messages';
import { formatPrice, hasPrice } from '@/lib/domain/catalog/products';
import { displayName, structureImageSrc } from '@/lib/domain/catalog/products';
import type { AddAllItem } from './add-all-plan';

export function addAllItems(
  products: readonly {
    id: number;
    nameZh: string | null;
    nameEn: string;
    hasStructure: boolean;
    imageUrl: string | null;
    packages: { skuId: number; packageValue: string; price: number | null }[];
  }[],
): AddAllItem[] {
  return products.map((p) => {
    const pk = p.packages[0] ?? null;
    return {
      productId: p.id,
      skuId: pk?.skuId ?? null,
      name: displayName(p),
      price: pk && hasPrice(pk.price) ? pk.price : null,
      src: p.hasStructure ? structureImageSrc(p.id) : p.imageUrl,
      packageValue: pk?.packageValue ?? null,
    };
  });
}

export function PriceCell({ price }: { price: number | null }) {
  return hasPrice(price) ? (
    <span className="price">{formatPrice(price)}</span>
  ) : (
    <span className="font-medium text-accent-600">{UI.inquiry}</span>
  );
}

function roleClass(role: string): string {
  if (/杂质/.test(role)) return 'bg-amber-50 text-amber-800 border-amber-200';
  if (/系统适用/.test(role)) return 'bg-violet-50 text-violet-800 border-violet-200';
  return 'bg-brand-50 text-brand-700 border-brand-200';
}

export function RoleBadge({ role }: { role: string }) {
  return (
    <span
      className={`inline-flex whitespace-nowrap rounded border px-1.5 py-0.5 text-[12px] font-medium ${roleClass(role)}`}
    >
      {role}
    </span>
  );
}
