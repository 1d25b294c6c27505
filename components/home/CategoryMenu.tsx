/** Home: the vertical category entry list (top-level categories with stored counts, first children as links). */
import { SiteLink } from '@/components/ui/SiteLink';
import type { BrandDTO, CategoryNode } from '@/lib/api/endpoints/catalog';
import { brandHref, categoryListHref } from '@/lib/domain/catalog/products/client';
import { Icon } from '@/components/ui/Icon';

export function CategoryMenu({ categories, brands = [] }: { categories: CategoryNode[]; brands?: BrandDTO[] }) {
  return (
    <aside
      className="flex h-full flex-col overflow-hidden rounded-md bg-white shadow-card"
      aria-label="产品分类"
      data-testid="home-categories"
    >
      <SiteLink
        prefetch={false}
        href="/productCenter/allClassify"
        className="flex items-center justify-between bg-brand-700 px-4 py-2.5 text-[14px] font-medium text-white"
      >
        <span className="flex items-center gap-2">
          <Icon name="grid" size={16} />
          全部产品分类
        </span>
        <Icon name="chevronRight" size={14} />
      </SiteLink>
      <ul className="flex-1 divide-y divide-line/70 overflow-hidden" data-testid="home-category-list">
        {categories.slice(0, 8).map((c) => (
          <li key={c.id} className="px-4 py-2 hover:bg-brand-50/60">
            {/* min-h-6: a 24 px tall tap target (WCAG 2.5.8), same row height as before (py-2.5 → py-2). */}
            <SiteLink
              prefetch={false}
              href={categoryListHref(c.id, c.name)}
              className="flex min-h-6 items-center justify-between text-[14px] font-medium text-ink-900 hover:text-brand-600"
            >
              <span className="truncate">{c.name}</span>
              <span className="ml-2 shrink-0 text-[11px] font-normal text-ink-500">
                {c.count.toLocaleString('en-US')}
              </span>
            </SiteLink>
            {c.children.length > 0 && (
              <p className="mt-0.5 truncate text-xs text-ink-500">
                {c.children.slice(0, 3).map((s, i) => (
                  <span key={s.id}>
                    {i > 0 && <span className="mx-1 text-ink-300">/</span>}
                    <SiteLink prefetch={false} href={categoryListHref(s.id, s.name)} className="hover:text-brand-600">
                      {s.name}
                    </SiteLink>
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
      {brands.length > 0 && (
        <div className="border-t border-line px-4 py-2.5">
          <SiteLink
            prefetch={false}
            href="/brandCenter"
            className="flex items-center justify-between text-[13px] font-medium text-ink-900 hover:text-brand-600"
          >
            品牌中心
            <Icon name="chevronRight" size={12} className="text-ink-500" />
          </SiteLink>
          <ul className="mt-1.5 flex flex-wrap gap-1.5 text-[11px]">
            {brands.slice(0, 6).map((b) => (
              <li key={b.id}>
                <SiteLink
                  prefetch={false}
                  href={brandHref(b.id, b.name)}
                  className="inline-block rounded border border-line px-1.5 py-px text-ink-700 hover:border-brand-500 hover:text-brand-600"
                >
                  {b.name}
                </SiteLink>
              </li>
            ))}
          </ul>
        </div>
      )}
    </aside>
  );
}

export default CategoryMenu;
