/** 编辑标准: the standard's fields and its linked products. */
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listLinks } from '@/lib/domain/content/staff';
import { getStandardAdmin } from '@/lib/domain/content/staff';
import { Card } from '@/components/console/parts';
import { HeaderWithBack, pageId } from '@/components/console/content/PageBits';
import { LinkedProducts } from '@/components/console/content/LinkedProducts';
import { StandardForm } from '@/components/console/content/StandardForm';

export const metadata = { title: '编辑标准' };
export const dynamic = 'force-dynamic';

export default async function EditStandardPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content');
  const id = await pageId(params);
  const db = await getDb();
  const [s, links] = await Promise.all([getStandardAdmin(db, id), listLinks(db, 'standard', id)]);
  if (!s) notFound();
  return (
    <>
      <HeaderWithBack title={`编辑标准 ${s.standardCode}`} back="/console/content/standards" />
      <Card title="标准信息">
        <StandardForm standard={s} />
      </Card>
      <Card title="关联商品">
        <LinkedProducts owner="standard" ownerId={s.id} initial={links} />
      </Card>
    </>
  );
}
