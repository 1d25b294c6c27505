/**
 * A help page body (sanitised content), the empty state 暂无内容 for a node without a page of its own (a group
 * such as 新手指南: with links to the pages under it), or a clear message when the entry does not exist.
 */
import Link from 'next/link';
import type { HelpPage } from '@/lib/domain/content/site';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { UI } from '@/lib/config/messages';
import { helpView, type HelpLink } from './help-view';

export function HelpArticle({
  page,
  base,
  subPages = [],
}: {
  page: HelpPage | null;
  base: { label: string; href: string };
  subPages?: HelpLink[];
}) {
  const view = helpView(page);
  if (!page || view === 'missing') {
    return (
      <section className="card p-8 text-center" role="status">
        <h1 className="text-[18px] font-semibold text-ink-900">帮助中心</h1>
        <p className="mt-2 text-[15px] text-ink-700">该帮助内容不存在或已下线。</p>
        <Link href="/helpCenter/loginProblem" className="btn btn-outline mt-4">
          返回帮助中心
        </Link>
      </section>
    );
  }
  return (
    <article className="card p-8" data-testid="help-article">
      <Breadcrumb
        className="pt-0"
        items={[
          { label: '帮助中心', href: '/helpCenter/loginProblem' },
          ...(page.parentName ? [{ label: page.parentName }] : []),
          { label: page.name },
        ]}
      />
      <h1 className="mb-4 text-[22px] font-semibold text-ink-900">{page.name}</h1>
      {view === 'content' ? (
        <div className="prose-zh" dangerouslySetInnerHTML={{ __html: page.content }} />
      ) : (
        <div data-testid="help-empty">
          <EmptyState text={UI.emptyContent}>
            {subPages.length > 0 && (
              <ul
                className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-[14px]"
                aria-label={`${page.name}下的帮助内容`}
              >
                {subPages.map((n) => (
                  <li key={n.id}>
                    {n.external ? (
                      <a
                        href={n.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="text-brand-600 hover:underline"
                      >
                        {n.name}
                        <span className="sr-only">（在新窗口打开）</span>
                      </a>
                    ) : (
                      <Link href={n.href} className="text-brand-600 hover:underline">
                        {n.name}
                      </Link>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </EmptyState>
        </div>
      )}
      <p className="mt-8 border-t border-line pt-4 text-[13px] text-ink-500">
        仍有疑问？请联系客服（工作日 9:00-18:00），或查看{' '}
        <Link className="text-brand-600" href={base.href}>
          {base.label}
        </Link>
        。
      </p>
    </article>
  );
}
