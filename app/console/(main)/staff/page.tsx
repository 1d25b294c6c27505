/** 员工账号 (管理员): the staff list, new accounts, role and status changes, password and TOTP resets. */
import { getDb } from '@/lib/db/client';
import { STAFF_ROLE_LABELS } from '@/lib/domain/operations/staff';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listStaff } from '@/lib/domain/operations/staff';
import { Badge, Card, PageHeader, Table, fmtTime } from '@/components/console/parts';
import { CreateStaffForm, StaffRowActions } from '@/components/console/StaffAdmin';

export const metadata = { title: '员工账号' };
export const dynamic = 'force-dynamic';

export default async function StaffPage() {
  const me = await requireStaff('staff');
  const list = await listStaff(await getDb());
  return (
    <>
      <PageHeader title="员工账号" />
      <Card title="新建账号">
        <CreateStaffForm />
        <p className="mt-2 text-xs text-ink-500">
          初始密码由系统生成并只显示一次；员工首次登录时绑定身份验证器并修改密码。
        </p>
      </Card>
      <Table head={['用户名', '姓名', '角色', '状态', '动态验证码', '最近登录', '操作']} empty={list.length === 0}>
        {list.map((s) => (
          <tr key={s.id}>
            <td className="px-3 py-2 font-mono">{s.username}</td>
            <td className="px-3 py-2">{s.name}</td>
            <td className="px-3 py-2">{STAFF_ROLE_LABELS[s.role]}</td>
            <td className="px-3 py-2">{s.status === 1 ? <Badge tone="green">在用</Badge> : <Badge>停用</Badge>}</td>
            <td className="px-3 py-2">{s.totpEnabled ? '已绑定' : '未绑定'}</td>
            <td className="px-3 py-2">{fmtTime(s.lastLoginAt)}</td>
            <td className="px-3 py-2">
              <StaffRowActions id={s.id} name={s.name} role={s.role} status={s.status} self={s.id === me.id} />
            </td>
          </tr>
        ))}
      </Table>
    </>
  );
}
