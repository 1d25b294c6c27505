/** The news right column: categories, hot news (most read), latest news. Server component. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { hotNews, latestNews, listNewsCategories } from '@/lib/domain/content/site';
import { dateCn } from '@/lib/domain/content/site';
import { HotBadge } from '@/components/ui/HotBadge';

export const newsHref = (id: number) => `/newsInformation/advisoryDetails/${id}`;
export const newsCategoryHref = (id: number) => `/newsInformation?categoryId=${id}`;

export async function NewsRight({ activeCategoryId }: { activeCategoryId?: number }) {
  const db = await getDb();
  const [cats, hot, latest] = await Promise.all([listNewsCategories(db), hotNews(db, 6), latestNews(db, 6)]);
  return (
    <aside className="space-y-5" data-testid="news-right">
      <section className="card p-4">
        <h2 className="section-title mb-3 text-[16px]">资讯分类</h2>
        <ul className="grid grid-cols-2 gap-2 text-[13px]">
          <li>
            <Link
              href="/newsInformation"
              className={`block rounded px-2 py-1.5 ${!activeCategoryId ? 'bg-brand-500 text-white' : 'bg-surface hover:text-brand-600'}`}
            >
              全部资讯
            </Link>
          </li>
          {cats.map((c) => (
            <li key={c.id}>
              <Link
                href={newsCategoryHref(c.id)}
                className={`block truncate rounded px-2 py-1.5 ${activeCategoryId === c.id ? 'bg-brand-500 text-white' : 'bg-surface hover:text-brand-600'}`}
              >
                {c.name}（{c.count}）
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="card p-4">
        <h2 className="section-title mb-3 text-[16px]">热门资讯</h2>
        <ol className="space-y-2 text-[13px]">
          {hot.map((n, i) => (
            <li key={n.id} className="flex gap-2">
              <span
                className={`mt-0.5 inline-flex h-5 w-5 shrink-0 items-center justify-center rounded text-[12px] ${i < 3 ? 'bg-accent-500 text-white' : 'bg-surface text-ink-500'}`}
              >
                {i + 1}
              </span>
              <Link href={newsHref(n.id)} className="line-clamp-2 text-ink-700 hover:text-brand-600">
                {n.title}
              </Link>
              {i === 0 && <HotBadge className="mt-1 shrink-0" />}
            </li>
          ))}
          {!hot.length && <li className="text-ink-500">暂无资讯</li>}
        </ol>
      </section>
      <section className="card p-4">
        <h2 className="section-title mb-3 text-[16px]">最新资讯</h2>
        <ul className="space-y-2 text-[13px]">
          {latest.map((n) => (
            <li key={n.id}>
              <Link href={newsHref(n.id)} className="line-clamp-1 text-ink-700 hover:text-brand-600">
                {n.title}
              </Link>
              <span className="text-[12px] text-ink-500">{dateCn(n.publishedAt)}</span>
            </li>
          ))}
          {!latest.length && <li className="text-ink-500">暂无资讯</li>}
        </ul>
      </section>
    </aside>
  );
}

export default NewsRight;
