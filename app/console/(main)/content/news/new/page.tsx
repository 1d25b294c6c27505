/** 写资讯: a new news article. */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listNewsCategoriesAdmin } from '@/lib/domain/content/staff';
import { HeaderWithBack } from '@/components/console/content/PageBits';
import { NewsForm } from '@/components/console/content/NewsForm';

export const metadata = { title: '写资讯' };
export const dynamic = 'force-dynamic';

export default async function NewNewsPage() {
  await requireStaff('content');
  const categories = await listNewsCategoriesAdmin(await getDb());
  return (
    <>
      <HeaderWithBack title="写资讯" back="/console/content/news" />
      <div className="rounded-md border border-line bg-white p-4">
        <NewsForm categories={categories} />
      </div>
    </>
  );
}
