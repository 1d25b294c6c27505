/** /helpCenter/loginProblem?id=<node> — a help page; without id, the first page of 新手指南. */
import type { Metadata } from 'next';
import { getDb } from '@/lib/db/client';
import { firstPage, getHelpPage, helpTreeList } from '@/lib/domain/content/site';
import { qInt, type SP } from '@/lib/domain/content/site';
import { plainText } from '@/lib/platform/html/sanitize';
import { HelpArticle } from '@/components/help/HelpArticle';
import { helpView, pagesUnder } from '@/components/help/help-view';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

async function pageFor(sp: SP) {
  const db = await getDb();
  const id = qInt(sp, 'id', 0);
  if (id) return getHelpPage(db, id);
  const first = firstPage(await helpTreeList(db), /新手/);
  return first ? getHelpPage(db, first.id) : null;
}

export async function generateMetadata({ searchParams }: { searchParams: Promise<SP> }): Promise<Metadata> {
  const p = await pageFor(await searchParams);
  return {
    title: p ? `${p.name} - 帮助中心` : '帮助中心',
    description: p ? plainText(p.content, 150) : '标准物质商城帮助中心：注册登录、购物流程、支付与发票、会员与积分。',
    ...phoneTwin(p ? `/helpCenter/loginProblem?id=${p.id}` : '/helpCenter/loginProblem'),
  };
}

export default async function LoginProblemPage({ searchParams }: { searchParams: Promise<SP> }) {
  const page = await pageFor(await searchParams);
  // A group node (no page of its own): the empty state links to the pages under it.
  const subPages = page && helpView(page) === 'empty' ? pagesUnder(await helpTreeList(await getDb()), page.id) : [];
  return (
    <HelpArticle page={page} base={{ label: '会员常见问题', href: '/helpCenter/memberProblem' }} subPages={subPages} />
  );
}
