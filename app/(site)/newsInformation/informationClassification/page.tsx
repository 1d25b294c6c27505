/** /newsInformation/informationClassification — the category view: every category with its latest articles. */
import type { Metadata } from 'next';
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { listNews, listNewsCategories } from '@/lib/domain/content/site';
import { dateCn } from '@/lib/domain/content/site';
import { NewsRight, newsCategoryHref, newsHref } from '@/components/content/NewsRight';
import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { phoneTwin } from '@/lib/platform/seo/phone-twin';

export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '资讯分类', ...phoneTwin('/newsInformation/informationClassification') };

export default async function InformationClassificationPage() {
  const db = await getDb();
  const cats = await listNewsCategories(db);
  const blocks = await Promise.all(
    cats.map(async (c) => ({ c, list: (await listNews(db, { categoryId: c.id, pageNo: 1, pageSize: 5 })).list })),
  );
  return (
    <div className="page-width pb-10">
      <Breadcrumb
        items={[{ label: '首页', href: '/' }, { label: '行业资讯', href: '/newsInformation' }, { label: '资讯分类' }]}
      />
      <div className="grid grid-cols-[1fr_300px] gap-5">
        <div className="min-w-0">
          <h1 className="sr-only">资讯分类</h1>
          {blocks.length ? (
            <div className="grid grid-cols-2 gap-5">
              {blocks.map(({ c, list }) => (
                <section key={c.id} className="card p-5">
                  <div className="mb-3 flex items-center justify-between">
                    <h2 className="section-title text-[16px]">{c.name}</h2>
                    <Link href={newsCategoryHref(c.id)} className="text-[13px] text-brand-600">
                      更多（{c.count}）›
                    </Link>
                  </div>
                  {list.length ? (
                    <ul className="space-y-2 text-[13px]">
                      {list.map((n) => (
                        <li key={n.id} className="flex justify-between gap-3">
                          <Link href={newsHref(n.id)} className="truncate text-ink-700 hover:text-brand-600">
                            {n.title}
                          </Link>
                          <span className="shrink-0 text-ink-500">{dateCn(n.publishedAt)}</span>
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className="text-[13px] text-ink-500">暂无资讯</p>
                  )}
                </section>
              ))}
            </div>
          ) : (
            <EmptyState text="暂无资讯" />
          )}
        </div>
        <NewsRight />
      </div>
    </div>
  );
}
