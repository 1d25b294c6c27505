/** /newsInformation/advisoryDetails/:id — an article: sanitised rich text, JSON-LD Article, prev/next, right column. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { getDb } from '@/lib/db/client';
import { countNewsView, getNewsArticle } from '@/lib/domain/content/site';
import { dateCn, routeId } from '@/lib/domain/content/site';
import { absoluteUrl, metaDescription, SITE_NAME } from '@/lib/platform/seo/site';
import { JsonLd } from '@/lib/platform/seo/jsonld';
import { DemoNotice } from '@/components/content/Blocks';
import { NewsRight, newsCategoryHref, newsHref } from '@/components/content/NewsRight';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ id?: string[] }> };

/** One DB read per request for metadata and page. */
const byId = cache(async (id: number) => getNewsArticle(await getDb(), id));

async function load(params: Props['params']) {
  const id = routeId((await params).id);
  return id ? byId(id) : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const n = await load(params);
  if (!n) return { title: '资讯不存在', robots: { index: false } };
  const description = metaDescription(n.summary);
  return {
    title: n.title,
    description,
    ...phoneTwin(newsHref(n.id)),
    openGraph: {
      type: 'article',
      title: n.title,
      description,
      url: newsHref(n.id),
      publishedTime: n.publishedAt,
      images: n.coverUrl ? [n.coverUrl] : undefined,
    },
  };
}

export default async function AdvisoryDetailsPage({ params }: Props) {
  const n = await load(params);
  if (!n) notFound();
  await countNewsView(await getDb(), n.id);
  return (
    <div className="page-width pb-10">
      <Breadcrumb
        items={[
          { label: '首页', href: '/' },
          { label: '行业资讯', href: '/newsInformation' },
          ...(n.categoryId && n.categoryName ? [{ label: n.categoryName, href: newsCategoryHref(n.categoryId) }] : []),
          { label: n.title },
        ]}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Article',
          headline: n.title.slice(0, 110),
          description: n.summary,
          datePublished: n.publishedAt,
          image: n.coverUrl ? [absoluteUrl(n.coverUrl)] : undefined,
          author: n.author ? { '@type': 'Person', name: n.author } : { '@type': 'Organization', name: SITE_NAME },
          publisher: { '@type': 'Organization', name: SITE_NAME },
          mainEntityOfPage: absoluteUrl(newsHref(n.id)),
          articleSection: n.categoryName ?? undefined,
        }}
      />
      <div className="grid grid-cols-[1fr_300px] gap-5">
        <article className="card min-w-0 p-8">
          <h1 className="text-[24px] font-semibold leading-snug text-ink-900">{n.title}</h1>
          <p className="mt-3 flex flex-wrap gap-4 border-b border-line pb-4 text-[13px] text-ink-500">
            <span>发布时间：{dateCn(n.publishedAt)}</span>
            {n.source && <span>来源：{n.source}</span>}
            {n.author && <span>作者：{n.author}</span>}
            <span>阅读：{n.views + 1}</span>
          </p>
          {n.isDemo && <DemoNotice className="mt-4" text="本文为演示资讯，内容仅用于展示商城功能。" />}
          <div className="prose-zh mt-5" data-testid="news-content" dangerouslySetInnerHTML={{ __html: n.content }} />
          <nav className="mt-8 space-y-2 border-t border-line pt-4 text-[13px]" aria-label="上一篇 / 下一篇">
            <p>
              上一篇：
              {n.prev ? (
                <Link href={newsHref(n.prev.id)} className="text-brand-600 hover:underline">
                  {n.prev.title}
                </Link>
              ) : (
                <span className="text-ink-500">没有了</span>
              )}
            </p>
            <p>
              下一篇：
              {n.next ? (
                <Link href={newsHref(n.next.id)} className="text-brand-600 hover:underline">
                  {n.next.title}
                </Link>
              ) : (
                <span className="text-ink-500">没有了</span>
              )}
            </p>
          </nav>
        </article>
        <NewsRight activeCategoryId={n.categoryId ?? undefined} />
      </div>
    </div>
  );
}
