/** News: the list by category (/newsInformation?categoryId=&pageNo=) and one article (/newsInformation/advisoryDetails/<id>). */
import Link from 'next/link';
import { DemoNotice } from '@/components/content/Blocks';
import { newsCategoryHref, newsHref } from '@/components/content/NewsRight';
import { EmptyState } from '@/components/ui/EmptyState';
import { PAGE_SIZE } from '@/lib/config/constants';
import { getDb } from '@/lib/db/client';
import { dateCn } from '@/lib/domain/content/site';
import { countNewsView, getNewsArticle, listNews, listNewsCategories } from '@/lib/domain/content/site';
import { metaDescription } from '@/lib/platform/seo/site';
import {
  NOINDEX,
  PhoneChips,
  PhoneList,
  PhonePager,
  PhoneRichText,
  PhoneTitle,
  idOf,
  pageNoOf,
  phoneHref,
} from './shared';
import { defineView } from './types';

const LIST = '/newsInformation';
const ARTICLE = '/newsInformation/advisoryDetails';

export const newsListView = defineView<{ categoryId: number; pageNo: number; search: URLSearchParams }>({
  kind: 'news-list',
  match(pathname, search) {
    if (pathname !== LIST && pathname !== '/newsInformation/informationClassification') return null;
    const c = Number.parseInt(search.get('categoryId') ?? '', 10);
    return { categoryId: Number.isFinite(c) && c > 0 ? c : 0, pageNo: pageNoOf(search), search };
  },
  canonical: ({ categoryId }) => (categoryId ? newsCategoryHref(categoryId) : LIST),
  async metadata({ categoryId }) {
    const cat = categoryId ? (await listNewsCategories(await getDb())).find((c) => c.id === categoryId) : undefined;
    return {
      title: cat ? `${cat.name} - 行业资讯` : '行业资讯',
      description: '标准物质行业资讯：药典动态、法规标准更新、检测技术与企业新闻。',
    };
  },
  async render({ categoryId, pageNo, search }) {
    const db = await getDb();
    const size = PAGE_SIZE.pagerDefault;
    const [cats, r] = await Promise.all([
      listNewsCategories(db),
      listNews(db, { categoryId: categoryId || undefined, pageNo, pageSize: size }),
    ]);
    const cat = cats.find((c) => c.id === categoryId);
    return (
      <>
        <PhoneTitle>{cat?.name ?? '行业资讯'}</PhoneTitle>
        <PhoneChips
          label="资讯分类"
          items={[
            { key: 0, label: '全部', href: LIST, active: !cat },
            ...cats.map((c) => ({
              key: c.id,
              label: c.name,
              href: newsCategoryHref(c.id),
              active: c.id === categoryId,
            })),
          ]}
        />
        <PhoneList
          testId="mobile-news-list"
          empty="暂无资讯"
          items={r.list.map((n) => ({
            key: n.id,
            href: newsHref(n.id),
            title: n.title,
            sub: `${dateCn(n.publishedAt)}${n.categoryName ? ` · ${n.categoryName}` : ''}`,
          }))}
        />
        <PhonePager pathname={LIST} search={search} total={r.total} pageNo={pageNo} pageSize={size} />
      </>
    );
  },
});

export const newsArticleView = defineView<{ id: number }>({
  kind: 'news-article',
  ownHeading: true,
  match(pathname, search) {
    const id = idOf(pathname, ARTICLE, search);
    return id ? { id } : null;
  },
  canonical: ({ id }) => newsHref(id),
  async metadata({ id }) {
    const n = await getNewsArticle(await getDb(), id);
    if (!n) return { title: '资讯不存在', robots: NOINDEX };
    return { title: n.title, description: metaDescription(n.summary) };
  },
  async render({ id }) {
    const db = await getDb();
    const n = await getNewsArticle(db, id);
    if (!n)
      return (
        <>
          <h1 className="sr-only">资讯不存在</h1>
          <EmptyState text="资讯不存在或已下线" />
        </>
      );
    await countNewsView(db, n.id);
    return (
      <article data-testid="mobile-news-article">
        <PhoneTitle
          sub={[`发布时间：${dateCn(n.publishedAt)}`, n.source && `来源：${n.source}`, n.author && `作者：${n.author}`]
            .filter(Boolean)
            .join('　')}
        >
          {n.title}
        </PhoneTitle>
        {n.isDemo && <DemoNotice className="mx-4" text="本文为演示资讯，内容仅用于展示商城功能。" />}
        <PhoneRichText html={n.content} testId="news-content" />
        <nav className="mt-2 space-y-1 bg-white px-4 py-2 text-[13px]" aria-label="上一篇 / 下一篇">
          {(
            [
              ['上一篇', n.prev],
              ['下一篇', n.next],
            ] as const
          ).map(([label, x]) => (
            <p key={label} className="flex min-h-11 items-center gap-1">
              <span className="shrink-0 text-ink-500">{label}：</span>
              {x ? (
                <Link prefetch={false} href={phoneHref(newsHref(x.id))} className="line-clamp-2 text-brand-600">
                  {x.title}
                </Link>
              ) : (
                <span className="text-ink-500">没有了</span>
              )}
            </p>
          ))}
        </nav>
      </article>
    );
  },
});
