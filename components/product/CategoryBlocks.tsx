/** Category tiles (product-centre landing) and the full category tree (allClassify). Server components. */
import Link from 'next/link';
import type { CategoryNode } from '@/lib/api/endpoints/catalog';
import { categoryListHref } from '@/lib/domain/catalog/products';
import { UI } from '@/lib/config/messages';
import { Icon } from '@/components/ui/Icon';

const TILE_ICONS = ['molecule', 'flask', 'shield', 'certificate', 'grid', 'lightning'] as const;
const fmt = (n: number) => n.toLocaleString('en-US');

export function CategoryTiles({ categories }: { categories: CategoryNode[] }) {
  return (
    <div className="grid grid-cols-3 gap-4" data-testid="category-tiles">
      {categories.map((c, i) => (
        <section key={c.id} className="card flex flex-col p-5 transition-shadow hover:shadow-pop">
          <div className="flex items-start gap-3">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-md bg-brand-50 text-brand-600">
              <Icon name={TILE_ICONS[i % TILE_ICONS.length]!} size={22} />
            </span>
            <div className="min-w-0 flex-1">
              <h2 className="text-[16px] font-semibold text-ink-900">
                <Link prefetch={false} href={categoryListHref(c.id, c.name)} className="hover:text-brand-600">
                  {c.name}
                </Link>
              </h2>
              <p className="text-xs text-ink-500">共 {fmt(c.count)} 种产品</p>
            </div>
          </div>
          <ul className="mt-3 flex flex-1 flex-wrap content-start gap-1.5 text-xs">
            {c.children.length === 0 && <li className="text-ink-500">{UI.noSubCategories}</li>}
            {c.children.slice(0, 8).map((s) => (
              <li key={s.id}>
                <Link
                  prefetch={false}
                  href={categoryListHref(s.id, s.name)}
                  className="inline-block rounded border border-line px-2 py-0.5 text-ink-700 hover:border-brand-500 hover:text-brand-600"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
          <Link
            prefetch={false}
            href={categoryListHref(c.id, c.name)}
            className="mt-3 self-end text-[13px] text-brand-600 hover:underline"
          >
            查看全部 ›
          </Link>
        </section>
      ))}
    </div>
  );
}

/** The full tree: every top-level category as a block; level-2 rows with their level-3 children inline. */
export function CategoryTree({ categories }: { categories: CategoryNode[] }) {
  return (
    <div className="space-y-4" data-testid="category-tree">
      {categories.map((c) => (
        <section key={c.id} id={`c${c.id}`} className="card overflow-hidden">
          <header className="flex items-center justify-between border-b border-line bg-gradient-to-r from-brand-50 to-white px-5 py-3">
            <h2 className="section-title text-[16px]">
              <Link
                prefetch={false}
                href={categoryListHref(c.id, c.name)}
                className="hover:text-brand-600"
                data-testid="category-link"
              >
                {c.name}
              </Link>
              <span className="text-xs font-normal text-ink-500">（{fmt(c.count)}）</span>
            </h2>
            <Link
              prefetch={false}
              href={categoryListHref(c.id, c.name)}
              className="text-[13px] text-brand-600 hover:underline"
            >
              查看全部产品 ›
            </Link>
          </header>
          {c.children.length === 0 ? (
            <p className="px-5 py-4 text-[13px] text-ink-500">{UI.noSubCategories}</p>
          ) : (
            <dl className="divide-y divide-line">
              {c.children.map((s) => (
                <div key={s.id} className="flex gap-4 px-5 py-2.5 text-[13px]">
                  <dt className="w-[180px] shrink-0">
                    <Link
                      prefetch={false}
                      href={categoryListHref(s.id, s.name)}
                      className="font-medium text-ink-900 hover:text-brand-600"
                      data-testid="category-link"
                    >
                      {s.name}
                    </Link>
                    <span className="ml-1 text-xs text-ink-500">({fmt(s.count)})</span>
                  </dt>
                  <dd className="flex min-w-0 flex-1 flex-wrap gap-x-4 gap-y-1 text-ink-700">
                    {s.children.length === 0 ? (
                      <span className="text-ink-500">{UI.noSubCategories}</span>
                    ) : (
                      s.children.map((t) => (
                        <Link
                          prefetch={false}
                          key={t.id}
                          href={categoryListHref(t.id, t.name)}
                          className="hover:text-brand-600"
                          data-testid="category-link"
                        >
                          {t.name}
                          <span className="ml-0.5 text-xs text-ink-500">({fmt(t.count)})</span>
                        </Link>
                      ))
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </section>
      ))}
    </div>
  );
}
