/** 内容管理 overview: what is on the storefront per kind of content, each linking to its list. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { contentOverview } from '@/lib/domain/content/staff';
import { PageHeader } from '@/components/console/parts';

export const metadata = { title: '内容管理' };
export const dynamic = 'force-dynamic';

export default async function ContentHome() {
  await requireStaff('content');
  const o = await contentOverview(await getDb());
  const cards: { href: string; title: string; lines: [string, number][]; action: string }[] = [
    {
      href: '/console/content/news',
      title: '资讯',
      lines: [
        ['已发布', o.news.published],
        ['定时发布', o.news.scheduled],
        ['草稿', o.news.drafts],
      ],
      action: '/console/content/news/new',
    },
    {
      href: '/console/content/help',
      title: '帮助中心',
      lines: [
        ['目录', o.help.folders],
        ['文章', o.help.articles],
        ['外部链接', o.help.links],
      ],
      action: '/console/content/help',
    },
    {
      href: '/console/content/banners',
      title: '首页轮播图',
      lines: [
        ['显示', o.banners.visible],
        ['隐藏', o.banners.hidden],
      ],
      action: '/console/content/banners',
    },
    {
      href: '/console/content/methods',
      title: '药典方法',
      lines: [
        ['方法', o.methods.total],
        ['未关联标准品', o.methods.withoutProducts],
      ],
      action: '/console/content/methods/new',
    },
    {
      href: '/console/content/standards',
      title: '标准',
      lines: [
        ['现行', o.standards.current],
        ['即将实施', o.standards.upcoming],
        ['废止', o.standards.withdrawn],
      ],
      action: '/console/content/standards/new',
    },
  ];
  return (
    <>
      <PageHeader title="内容管理" />
      <ul className="grid grid-cols-3 gap-4" aria-label="内容概览">
        {cards.map((c) => (
          <li key={c.href} className="rounded-md border border-line bg-white p-4">
            <div className="flex items-center justify-between">
              <Link href={c.href} className="text-base font-medium text-ink-900 hover:text-brand-600">
                {c.title}
              </Link>
              <Link href={c.action} className="text-sm text-brand-600 hover:underline">
                {c.action === c.href ? '管理' : '新建'}
              </Link>
            </div>
            <dl className="mt-3 flex gap-6">
              {c.lines.map(([label, value]) => (
                <div key={label}>
                  <dt className="text-xs text-ink-500">{label}</dt>
                  <dd className="mt-1 text-2xl font-semibold text-ink-900">{value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-500">
        保存后商城页面即时更新：资讯、帮助、方法和标准页面每次访问实时读取；首页和商品页的缓存按内容标签立即失效。
      </p>
    </>
  );
}
