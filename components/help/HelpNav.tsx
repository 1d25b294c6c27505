/**
 * Help centre left navigation: the four groups 新手指南, 购物指南, 关于我们, 合作 (spec §2.4) filled from the
 * help tree. type 1 entries open their page here; type 2 entries are external links (new tab, rel noopener);
 * entries without content or URL are shown without a link.
 */
import { Suspense } from 'react';
import type { HelpNode } from '@/lib/domain/content/site';
import { UI } from '@/lib/config/messages';
import { HelpNavLink } from './HelpNavLink';

export const HELP_GROUPS = ['新手指南', '购物指南', '关于我们', '合作'] as const;

function Entry({ n }: { n: HelpNode }) {
  if (n.type === 2) {
    return n.href ? (
      <a
        href={n.href}
        target="_blank"
        rel="noopener noreferrer"
        className="flex items-center gap-1 rounded px-3 py-1.5 text-[13px] text-ink-700 hover:text-brand-600"
        data-testid="help-external"
      >
        {n.name}
        <span aria-hidden="true" className="text-[11px] text-ink-300">
          ↗
        </span>
        <span className="sr-only">（在新窗口打开）</span>
      </a>
    ) : (
      <span className="block px-3 py-1.5 text-[13px] text-ink-500">{n.name}</span>
    );
  }
  return n.href ? (
    <Suspense
      fallback={
        <a href={n.href} className="block px-3 py-1.5 text-[13px] text-ink-700">
          {n.name}
        </a>
      }
    >
      <HelpNavLink href={n.href}>{n.name}</HelpNavLink>
    </Suspense>
  ) : (
    <span className="block px-3 py-1.5 text-[13px] text-ink-500">{n.name}</span>
  );
}

function flatten(list: HelpNode[]): HelpNode[] {
  return list.flatMap((n) => (n.children.length ? [...(n.href ? [n] : []), ...flatten(n.children)] : [n]));
}

export function HelpNav({ tree }: { tree: HelpNode[] }) {
  const byName = new Map(tree.map((n) => [n.name, n]));
  const groups: { name: string; entries: HelpNode[] }[] = HELP_GROUPS.map((g) => ({
    name: g,
    entries: flatten(byName.get(g)?.children ?? []),
  }));
  for (const n of tree)
    if (!(HELP_GROUPS as readonly string[]).includes(n.name))
      groups.push({ name: n.name, entries: n.children.length ? flatten(n.children) : [n] });
  return (
    <nav aria-label="帮助中心" className="card w-[220px] shrink-0 self-start p-3" data-testid="help-nav">
      <h2 className="mb-2 px-3 text-[16px] font-semibold text-ink-900">帮助中心</h2>
      {groups.map((g) => (
        <section key={g.name} className="border-t border-line py-2 first-of-type:border-t-0">
          <h3 className="px-3 py-1 text-[14px] font-medium text-ink-900">{g.name}</h3>
          {g.entries.length ? (
            <ul>
              {g.entries.map((n) => (
                <li key={n.id}>
                  <Entry n={n} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="px-3 py-1 text-[12px] text-ink-500">{UI.emptyContent}</p>
          )}
        </section>
      ))}
    </nav>
  );
}
