/** 资讯: every article (drafts and scheduled ones too), filtered by title, category and status; categories below. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listNewsAdmin, listNewsCategoriesAdmin } from '@/lib/domain/content/staff';
import { Badge, Card, LinkPager, PageHeader, Table, fmtTime, pageOf } from '@/components/console/parts';
import { NewsCategories, NewsRowActions } from '@/components/console/content/NewsForm';
import { inputCls } from '@/components/console/content/fields';
import { FilterButton, NewLink, firstParam as one, type SearchParams } from '@/components/console/content/PageBits';

export const metadata = { title: '资讯管理' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;

export default async function NewsAdminPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff('content');
  const sp = await searchParams;
  const keyword = one(sp.keyword).slice(0, 100);
  const categoryId = Number(one(sp.categoryId)) || undefined;
  const status = one(sp.status) === '1' ? 1 : one(sp.status) === '0' ? 0 : undefined;
  const page = pageOf(sp.page);
  const db = await getDb();
  const [{ rows, total }, categories] = await Promise.all([
    listNewsAdmin(db, { keyword, categoryId, status }, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    listNewsCategoriesAdmin(db),
  ]);
  const now = Date.now();
  return (
    <>
      <PageHeader title="资讯">
        <NewLink href="/console/content/news/new" label="写资讯" />
      </PageHeader>
      <form className="mb-3 flex flex-wrap items-center gap-2" method="get">
        <input
          name="keyword"
          defaultValue={keyword}
          placeholder="标题关键词"
          aria-label="标题关键词"
          className={`${inputCls} w-56`}
          maxLength={100}
        />
        <select name="categoryId" defaultValue={categoryId ?? ''} aria-label="分类" className={`${inputCls} w-40`}>
          <option value="">全部分类</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        <select name="status" defaultValue={status ?? ''} aria-label="状态" className={`${inputCls} w-32`}>
          <option value="">全部状态</option>
          <option value="1">已发布</option>
          <option value="0">草稿</option>
        </select>
        <FilterButton />
      </form>
      <Table head={['标题', '分类', '状态', '发布时间', '浏览', '操作']} empty={rows.length === 0}>
        {rows.map((r) => (
          <tr key={r.id} data-testid="news-row">
            <td className="max-w-[420px] px-3 py-2">
              <Link href={`/console/content/news/${r.id}`} className="hover:text-brand-600">
                {r.isTop && <span className="mr-1 text-xs text-red-600">[置顶]</span>}
                {r.title}
              </Link>
              {r.isDemo && <span className="ml-1 text-xs text-ink-500">（演示）</span>}
            </td>
            <td className="px-3 py-2">{r.categoryName ?? '-'}</td>
            <td className="px-3 py-2">
              {r.status !== 1 ? (
                <Badge>草稿</Badge>
              ) : r.publishedAt.getTime() > now ? (
                <Badge tone="amber">定时发布</Badge>
              ) : (
                <Badge tone="green">已发布</Badge>
              )}
            </td>
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.publishedAt)}</td>
            <td className="px-3 py-2">{r.views}</td>
            <td className="px-3 py-2">
              <NewsRowActions id={r.id} status={r.status} />
            </td>
          </tr>
        ))}
      </Table>
      <LinkPager
        basePath="/console/content/news"
        params={{
          keyword,
          categoryId: categoryId ? String(categoryId) : undefined,
          status: status === undefined ? undefined : String(status),
        }}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
      />
      <Card title="资讯分类" className="mt-6">
        <NewsCategories categories={categories} />
      </Card>
    </>
  );
}
