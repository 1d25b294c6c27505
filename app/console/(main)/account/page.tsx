/** The staff member's own password. */
import { requireStaff } from '@/lib/api/staff/page-auth';
import { STAFF_ROLE_LABELS } from '@/lib/domain/operations/staff';
import { Card, PageHeader } from '@/components/console/parts';
import { ChangePasswordForm } from '@/components/console/StaffAdmin';

export const metadata = { title: '修改密码' };
export const dynamic = 'force-dynamic';

export default async function AccountPage() {
  const me = await requireStaff('home', { passwordChange: true });
  return (
    <>
      <PageHeader title="修改密码" />
      <Card title={`${me.name}（${me.username}，${STAFF_ROLE_LABELS[me.role]}）`}>
        <ChangePasswordForm mustChange={me.mustChangePassword} />
      </Card>
    </>
  );
}
