/**
 * Console pages check the staff session and role on the server, before anything renders:
 *
 *   const staff = await requireStaff('invoices');   // no session → /console/login; wrong role → /console/denied;
 *                                                   // a password to change first → /console/account
 *
 * The check is the same table the API uses (lib/domain/operations/staff/areas.ts), so a page is refused exactly when its calls are.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { CONSOLE_SESSION } from '@/lib/config/constants';
import { canAccess, findStaffSession, type Area, type StaffSession } from '@/lib/domain/operations/staff';

export async function currentStaff(): Promise<StaffSession | null> {
  const token = (await cookies()).get(CONSOLE_SESSION.cookie)?.value;
  if (!token) return null;
  const s = await findStaffSession(await getDb(), token);
  return s && s.stage === 'full' ? s : null;
}

/** The page where a staff member changes their own password: the only one open while mustChangePassword is set. */
export const PASSWORD_PAGE = '/console/account';

/**
 * @param opts.passwordChange the caller is the password page or the frame around every page (which draws no data);
 *   every other page sends a staff member who must change their password to PASSWORD_PAGE, as the API refuses
 *   their calls (lib/api/staff/call.ts).
 */
export async function requireStaff(area: Area, opts: { passwordChange?: boolean } = {}): Promise<StaffSession> {
  const s = await currentStaff();
  if (!s) redirect('/console/login');
  if (s.mustChangePassword && !opts.passwordChange) redirect(PASSWORD_PAGE);
  if (!canAccess(s.role, area)) redirect(`/console/denied?area=${area}`);
  return s;
}
