/** 新建方法. */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listMethodTypesAdmin } from '@/lib/domain/content/staff';
import { HeaderWithBack } from '@/components/console/content/PageBits';
import { MethodForm } from '@/components/console/content/MethodForm';

export const metadata = { title: '新建方法' };
export const dynamic = 'force-dynamic';

export default async function NewMethodPage() {
  await requireStaff('content');
  const types = await listMethodTypesAdmin(await getDb());
  return (
    <>
      <HeaderWithBack title="新建方法" back="/console/content/methods" />
      <div className="rounded-md border border-line bg-white p-4">
        <MethodForm types={types} />
      </div>
      <p className="mt-3 text-sm text-ink-500">创建后即可添加该方法所需的对照品和杂质。</p>
    </>
  );
}
