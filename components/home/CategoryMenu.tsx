/** Home: the vertical category entry list (top-level categories with stored counts, first children as links). */
import Link from 'next/link';
import type { CategoryNode } from '@/lib/api/endpoints/catalog';
import { categoryListHref } from '@/lib/domain/catalog/urls';
import { Icon } from '@/components/ui/Icon';

export function CategoryMenu({ categories }: { categories: CategoryNode[] }) {
  return (
    <aside className="flex h-full flex-col overflow-hidden rounded-md bg-white shadow-card" aria-label="产品分类" data-testid="home-categories">
      <Link href="/productCenter/allClassify" className="flex items-center justify-between bg-brand-700 px-4 py-2.5 text-[14px] font-medium text-white">
        <span className="flex items-center gap-2">
          <Icon name="grid" size={16} />
          全部产品分类
        </span>
        <Icon name="chevronRight" size={14} />
      </Link>
      <ul className="flex-1 divide-y divide-line/70 overflow-hidden">
        {categories.slice(0, 8).map((c) => (
          <li key={c.id} className="px-4 py-2 hover:bg-brand-50/60">
            <Link href={categoryListHref(c.id, c.name)} className="flex items-baseline justify-between text-[14px] font-medium text-ink-900 hover:text-brand-600">
              <span className="truncate">{c.name}</span>
              <span className="ml-2 shrink-0 text-[11px] font-normal text-ink-500">{c.count.toLocaleString('en-US')}</span>
            </Link>
            {c.children.length > 0 && (
              <p className="mt-0.5 truncate text-xs text-ink-500">
                {c.children.slice(0, 3).map((s, i) => (
                  <span key={s.id}>
                    {i > 0 && <span className="mx-1 text-ink-300">/</span>}
                    <Link href={categoryListHref(s.id, s.name)} className="hover:text-brand-600">
                      {s.name}
                    </Link>
                  </span>
                ))}
              </p>
            )}
          </li>
        ))}
      </ul>
    </aside>
  );
}

export default CategoryMenu;
