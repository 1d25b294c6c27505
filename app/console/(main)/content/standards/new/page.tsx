/** 新建标准. */
import { requireStaff } from '@/lib/api/staff/page-auth';
import { HeaderWithBack } from '@/components/console/content/PageBits';
import { StandardForm } from '@/components/console/content/StandardForm';

export const metadata = { title: '新建标准' };
export const dynamic = 'force-dynamic';

export default async function NewStandardPage() {
  await requireStaff('content');
  return (
    <>
      <HeaderWithBack title="新建标准" back="/console/content/standards" />
      <div className="rounded-md border border-line bg-white p-4">
        <StandardForm />
      </div>
      <p className="mt-3 text-sm text-ink-500">创建后即可关联该标准检测所需的标准物质。</p>
    </>
  );
}
