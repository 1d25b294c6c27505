/** /console/login: password, then TOTP code. A logged-in staff member goes straight to the console. */
import { redirect } from 'next/navigation';
import { currentStaff } from '@/lib/api/staff/page-auth';
import { LoginForm } from '@/components/console/LoginForm';

export const metadata = { title: '登录' };
export const dynamic = 'force-dynamic';

/** Only a console path is a valid place to return to (no open redirect). */
function safeNext(v: string | string[] | undefined): string {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\/console(\/|$|\?)/.test(s) && !s.startsWith('//') ? s : '/console';
}

export default async function ConsoleLogin({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = safeNext((await searchParams).next);
  if (await currentStaff()) redirect(next);
  return <LoginForm next={next} />;
}
