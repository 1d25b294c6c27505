/** Help centre: a help page (/helpCenter/loginProblem?id=, /helpCenter/memberProblem?id=) and the list of help topics. */
import Link from 'next/link';
import { helpView, pagesUnder } from '@/components/help/help-view';
import { getDb } from '@/lib/db/client';
import { firstPage, getHelpPage, helpTreeList, type HelpNode } from '@/lib/domain/content/site';
import { plainText } from '@/lib/platform/html/sanitize';
import { PhoneRichText, PhoneTitle, phoneHref } from './shared';
import { defineView } from './types';

const PATHS: Record<string, RegExp> = {
  '/helpCenter/loginProblem': /新手/,
  '/helpCenter/memberProblem': /会员/,
};

async function pageFor(base: string, id: number) {
  const db = await getDb();
  const tree = await helpTreeList(db);
  const first = id ? null : (firstPage(tree, PATHS[base]) ?? firstPage(tree));
  const page = id ? await getHelpPage(db, id) : first ? await getHelpPage(db, first.id) : null;
  return { tree, page };
}

/** The help topics as nested links (internal pages open as phone pages; external links open as they are). */
function Topics({ nodes }: { nodes: readonly HelpNode[] }) {
  return (
    <ul className="divide-y divide-line">
      {nodes.map((n) => (
        <li key={n.id}>
          {n.href ? (
            <Link
              prefetch={false}
              href={n.external ? n.href : phoneHref(n.href)}
              className="flex min-h-11 items-center px-4 text-sm text-ink-700 active:bg-surface"
            >
              {n.name}
            </Link>
          ) : (
            <p className="flex min-h-11 items-center px-4 text-sm font-medium text-ink-900">{n.name}</p>
          )}
          {n.children.length > 0 && (
            <div className="pl-4">
              <Topics nodes={n.children} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

export const helpCentreView = defineView<{ base: string; id: number }>({
  kind: 'help',
  ownHeading: true,
  match(pathname, search) {
    if (!(pathname in PATHS)) return null;
    const id = Number.parseInt(search.get('id') ?? '', 10);
    return {
      base: pathname,
      id: Number.isInteger(id) && id > 0 && id < 2 ** 31 ? id : 0,
    };
  },
  canonical: ({ base, id }) => (id ? `${base}?id=${id}` : base),
  async metadata({ base, id }) {
    const { page } = await pageFor(base, id);
    return {
      title: page ? `${page.name} - 帮助中心` : '帮助中心',
      description: page
        ? plainText(page.content, 150)
        : '标准物质商城帮助中心：注册登录、购物流程、支付与发票、会员与积分。',
    };
  },
  async render({ base, id }) {
    const { tree, page } = await pageFor(base, id);
    const view = helpView(page);
    const sub = page && view === 'empty' ? pagesUnder(tree, page.id) : [];
    return (
      <>
        <PhoneTitle sub={page?.parentName ?? '帮助中心'}>{page?.name ?? '帮助中心'}</PhoneTitle>
        {page && view === 'content' ? (
          <PhoneRichText html={page.content} testId="help-content" />
        ) : sub.length ? (
          <ul className="divide-y divide-line bg-white">
            {sub.map((s) => (
              <li key={s.id}>
                <Link
                  prefetch={false}
                  href={s.external ? s.href : phoneHref(s.href)}
                  className="flex min-h-11 items-center px-4 text-sm text-brand-600"
                >
                  {s.name}
                </Link>
              </li>
            ))}
          </ul>
        ) : (
          <p className="bg-white px-4 py-6 text-center text-sm text-ink-500">
            {page ? '本页暂无内容' : '帮助页面不存在'}
          </p>
        )}
        <section className="mt-2 bg-white" aria-label="帮助主题">
          <h2 className="px-4 pt-3 text-[15px] font-medium text-ink-900">帮助主题</h2>
          <Topics nodes={tree} />
        </section>
      </>
    );
  },
});
