'use client';
/** Left navigation of the personal centre (spec §2.4): 会员中心 / 订单中心 / 资产中心 / 客户服务. */
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useHydrated } from '@/lib/client/use-hydrated';
import { openFeedback } from '@/lib/client/profile-feedback';
import { CENTER_NAV, isActive, verifyTabOf } from './nav';

const itemCls = 'block rounded px-3 py-1.5 text-[13px] transition-colors';

export function CenterNav() {
  const pathname = usePathname() ?? '';
  const search = useSearchParams();
  const tab = verifyTabOf(search);
  // Before hydration the button has no handler: disabled and busy rather than a click that does nothing.
  const hydrated = useHydrated();
  return (
    <nav aria-label="个人中心导航" className="card w-[190px] shrink-0 self-start py-3" data-testid="center-nav">
      {CENTER_NAV.map((g) => (
        <section key={g.title} className="px-3 pb-2">
          <h2 className="flex items-center gap-2 px-3 pb-1 pt-2 text-[14px] font-semibold text-ink-900">
            <span aria-hidden="true" className="h-3.5 w-1 rounded bg-brand-500" />
            {g.title}
          </h2>
          <ul>
            {g.items.map((item) => {
              if (item.action === 'feedback') {
                return (
                  <li key={item.label}>
                    <button
                      type="button"
                      onClick={openFeedback}
                      disabled={!hydrated}
                      aria-busy={!hydrated}
                      className={`${itemCls} w-full text-left text-ink-700 hover:bg-brand-50 hover:text-brand-600`}
                      data-testid={item.testId}
                    >
                      {item.label}
                    </button>
                  </li>
                );
              }
              const active = isActive(item, pathname, tab);
              return (
                <li key={item.label}>
                  <Link
                    prefetch={false}
                    href={item.href!}
                    aria-current={active ? 'page' : undefined}
                    className={`${itemCls} ${active ? 'bg-brand-50 font-medium text-brand-600' : 'text-ink-700 hover:bg-brand-50 hover:text-brand-600'}`}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </nav>
  );
}
