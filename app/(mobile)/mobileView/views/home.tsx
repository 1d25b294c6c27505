/** `/`: the phone home — top-level categories and the main sections. */
import Link from 'next/link';
import { getCategoryTreeCached } from '@/lib/pages/catalog';
import { categoryListHref } from '@/lib/domain/catalog/products';
import { newsHref } from '@/components/content/NewsRight';
import { methodHref } from '@/components/methods/MethodList';
import { getDb } from '@/lib/db/client';
import { dateCn } from '@/lib/domain/content/site';
import { latestNews } from '@/lib/domain/content/site';
import { featuredMethods } from '@/lib/domain/content/methods';
import { PhoneList, phoneHref } from './shared';
import { defineView } from './types';

const MOBILE_CATEGORY_LINKS = 12;

/** The main sections, as phone pages. */
const SECTIONS: [label: string, href: string][] = [
  ['药典方法', '/methods'],
  ['法规标准', '/standard'],
  ['品牌中心', '/brandCenter'],
  ['行业资讯', '/newsInformation'],
  ['结构式搜索', '/searchStructureFormula'],
  ['证书下载', '/downloadCenter/downloadSecond/coa'],
  ['帮助中心', '/helpCenter/loginProblem'],
  ['联系我们', '/enterpriseIntroduction?type=1'],
];

async function CategoryLinks() {
  let tree: Awaited<ReturnType<typeof getCategoryTreeCached>> = [];
  try {
    tree = await getCategoryTreeCached();
  } catch {
    tree = [];
  }
  if (tree.length === 0) return null;
  return (
    <section className="mt-2 bg-white px-4 py-3" data-testid="mobile-categories">
      <h2 className="mb-2 text-[15px] font-medium text-ink-900">产品分类</h2>
      <ul className="grid grid-cols-3 gap-2 text-center text-[13px]">
        {tree.slice(0, MOBILE_CATEGORY_LINKS).map((c) => (
          <li key={c.id}>
            <Link
              prefetch={false}
              href={phoneHref(categoryListHref(c.id))}
              className="flex min-h-11 items-center justify-center truncate rounded bg-surface px-2 text-ink-700 active:bg-brand-50"
            >
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 热门方法 and 行业资讯: the two lists shared links most often come from. */
async function HomeLists() {
  const db = await getDb();
  const [methods, news] = await Promise.all([
    featuredMethods(db, 5).catch(() => []),
    latestNews(db, 5).catch(() => []),
  ]);
  return (
    <>
      {methods.length > 0 && (
        <section className="mt-2" aria-label="热门方法">
          <h2 className="bg-white px-4 pt-3 text-[15px] font-medium text-ink-900">热门方法</h2>
          <PhoneList
            items={methods.map((m) => ({
              key: m.id,
              href: methodHref(m.id),
              title: m.title,
              sub: [m.api, m.source].filter(Boolean).join(' · '),
            }))}
          />
        </section>
      )}
      {news.length > 0 && (
        <section className="mt-2" aria-label="行业资讯">
          <h2 className="bg-white px-4 pt-3 text-[15px] font-medium text-ink-900">行业资讯</h2>
          <PhoneList
            items={news.map((n) => ({ key: n.id, href: newsHref(n.id), title: n.title, sub: dateCn(n.publishedAt) }))}
          />
        </section>
      )}
    </>
  );
}

export const homeView = defineView<Record<string, never>>({
  kind: 'home',
  match: (pathname) => (pathname === '/' ? {} : null),
  canonical: () => '/',
  async metadata() {
    return { title: '移动版' };
  },
  async render() {
    return (
      <>
        <h1 className="sr-only">标准物质商城移动版</h1>
        <CategoryLinks />
        <nav
          aria-label="栏目"
          className="mt-2 grid grid-cols-4 gap-1 bg-white px-2 py-2 text-center text-xs text-ink-700"
        >
          {SECTIONS.map(([label, href]) => (
            <Link
              key={href}
              prefetch={false}
              href={phoneHref(href)}
              className="flex min-h-11 items-center justify-center rounded active:bg-surface"
            >
              {label}
            </Link>
          ))}
        </nav>
        <HomeLists />
      </>
    );
  },
});
