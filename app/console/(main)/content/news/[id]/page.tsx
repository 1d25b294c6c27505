/** 编辑资讯: one news article. */
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { getNewsAdmin, listNewsCategoriesAdmin } from '@/lib/domain/content/staff';
import { HeaderWithBack, pageId } from '@/components/console/content/PageBits';
import { NewsForm } from '@/components/console/content/NewsForm';

export const metadata = { title: '编辑资讯' };
export const dynamic = 'force-dynamic';

export default async function EditNewsPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content');
  const id = await pageId(params);
  const db = await getDb();
  const [n, categories] = await Promise.all([getNewsAdmin(db, id), listNewsCategoriesAdmin(db)]);
  if (!n) notFound();
  return (
    <>
      <HeaderWithBack title={`编辑资讯 #${n.id}`} back="/console/content/news" />
      <div className="rounded-md border border-line bg-white p-4">
        <NewsForm news={{ ...n, publishedAt: n.publishedAt.toISOString() }} categories={categories} />
      </div>
    </>
  );
}
