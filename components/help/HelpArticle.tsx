/** A help page body (sanitised content) or a clear message when the entry has no page. */
import Link from 'next/link';
import type { HelpPage } from '@/lib/domain/content/help';
import { Breadcrumb } from '@/components/ui/Breadcrumb';

export function HelpArticle({ page, base }: { page: HelpPage | null; base: { label: string; href: string } }) {
  if (!page) {
    return (
      <section className="card p-8 text-center" role="status">
        <h1 className="text-[18px] font-semibold text-ink-900">帮助中心</h1>
        <p className="mt-2 text-[15px] text-ink-700">该帮助内容不存在或已下线。</p>
        <Link href="/helpCenter/loginProblem" className="btn btn-outline mt-4">返回帮助中心</Link>
      </section>
    );
  }
  return (
    <article className="card p-8" data-testid="help-article">
      <Breadcrumb className="pt-0" items={[{ label: '帮助中心', href: '/helpCenter/loginProblem' }, ...(page.parentName ? [{ label: page.parentName }] : []), { label: page.name }]} />
      <h1 className="mb-4 text-[22px] font-semibold text-ink-900">{page.name}</h1>
      {page.content ? <div className="prose-zh" dangerouslySetInnerHTML={{ __html: page.content }} /> : <p className="text-ink-500">暂无内容。</p>}
      <p className="mt-8 border-t border-line pt-4 text-[13px] text-ink-500">
        仍有疑问？请联系客服（工作日 9:00-18:00），或查看 <Link className="text-brand-600" href={base.href}>{base.label}</Link>。
      </p>
    </article>
  );
}
