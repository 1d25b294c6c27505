/** The console's frame: side menu of the areas the role may use, the staff member's name and role, logout. */
import Link from 'next/link';
import { CONSOLE_MENU, STAFF_ROLE_LABELS, canAccess } from '@/lib/domain/operations/staff';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { ConsoleNav, LogoutButton } from '@/components/console/ConsoleNav';

export const dynamic = 'force-dynamic';

export default async function ConsoleLayout({ children }: { children: React.ReactNode }) {
  // Every page checks its own area and sends a staff member who must change their password to the password page;
  // the frame lets that page through and shows no menu until the password is changed.
  const staff = await requireStaff('home', { passwordChange: true });
  const items = staff.mustChangePassword
    ? []
    : CONSOLE_MENU.filter((m) => canAccess(staff.role, m.area)).map(({ href, label, group }) => ({
        href,
        label,
        group,
      }));
  return (
    <div className="flex min-h-screen">
      <aside className="w-48 shrink-0 bg-slate-800">
        <Link href="/console" className="block border-b border-slate-700 px-5 py-4 text-base font-semibold text-white">
          运营后台
        </Link>
        <ConsoleNav items={items} />
      </aside>
      <div className="min-w-0 flex-1">
        <header className="flex h-12 items-center justify-end gap-4 border-b border-line bg-white px-6 text-sm">
          <Link href="/" className="text-ink-600 hover:text-brand-600" target="_blank">
            商城首页
          </Link>
          <span data-testid="console-staff">
            {staff.name}（{STAFF_ROLE_LABELS[staff.role]}）
          </span>
          <Link href="/console/account" className="text-ink-600 hover:text-brand-600">
            修改密码
          </Link>
          <LogoutButton />
        </header>
        {staff.mustChangePassword && (
          <div className="border-b border-amber-200 bg-amber-50 px-6 py-2 text-sm text-amber-800">
            您的密码由他人设置，请先
            <Link href="/console/account" className="mx-1 text-brand-600 underline">
              修改密码
            </Link>
            ，修改后才能使用后台。
          </div>
        )}
        <main className="p-6">{children}</main>
      </div>
    </div>
  );
}
