/** 编辑方法: the method's fields and the standards/impurities it needs. */
import { notFound } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listLinks } from '@/lib/domain/content/staff';
import { getMethodAdmin, listMethodTypesAdmin } from '@/lib/domain/content/staff';
import { Card } from '@/components/console/parts';
import { HeaderWithBack, pageId } from '@/components/console/content/PageBits';
import { LinkedProducts } from '@/components/console/content/LinkedProducts';
import { MethodForm } from '@/components/console/content/MethodForm';

export const metadata = { title: '编辑方法' };
export const dynamic = 'force-dynamic';

export default async function EditMethodPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('content');
  const id = await pageId(params);
  const db = await getDb();
  const [m, types, links] = await Promise.all([
    getMethodAdmin(db, id),
    listMethodTypesAdmin(db),
    listLinks(db, 'method', id),
  ]);
  if (!m) notFound();
  return (
    <>
      <HeaderWithBack title={`编辑方法 #${m.id}`} back="/console/content/methods" />
      <Card title="所需标准品与杂质">
        <LinkedProducts owner="method" ownerId={m.id} initial={links} />
      </Card>
      <Card title="方法信息">
        <MethodForm method={m} types={types} />
      </Card>
    </>
  );
}
