/** 帮助中心: the help tree and the selected node's editor (?id=). */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { getHelpNodeAdmin, helpTreeAdmin } from '@/lib/domain/content/staff';
import { PageHeader } from '@/components/console/parts';
import { HelpAdmin } from '@/components/console/content/HelpAdmin';
import { firstParam, type SearchParams } from '@/components/console/content/PageBits';

export const metadata = { title: '帮助中心管理' };
export const dynamic = 'force-dynamic';

export default async function HelpAdminPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff('content');
  const id = Number(firstParam((await searchParams).id));
  const db = await getDb();
  const [tree, node] = await Promise.all([
    helpTreeAdmin(db),
    Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? getHelpNodeAdmin(db, id) : null,
  ]);
  return (
    <>
      <PageHeader title="帮助中心" />
      <HelpAdmin tree={tree} node={node} />
    </>
  );
}
