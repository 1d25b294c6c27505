/**
 * Console pages check the staff session and role on the server, before anything renders:
 *
 *   const staff = await requireStaff('invoices');   // no session → /console/login; wrong role → /console/denied
 *
 * The check is the same table the API uses (lib/console/areas.ts), so a page is refused exactly when its calls are.
 */
import 'server-only';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getDb } from '@/lib/db/client';
import { CONSOLE_SESSION } from '@/lib/config/constants';
import { findStaffSession, type StaffSession } from '@/lib/domain/staff/session';
import { canAccess, type Area } from './areas';

export async function currentStaff(): Promise<StaffSession | null> {
  const token = (await cookies()).get(CONSOLE_SESSION.cookie)?.value;
  if (!token) return null;
  const s = await findStaffSession(await getDb(), token);
  return s && s.stage === 'full' ? s : null;
}

export async function requireStaff(area: Area): Promise<StaffSession> {
  const s = await currentStaff();
  if (!s) redirect('/console/login');
  if (!canAccess(s.role, area)) redirect(`/console/denied?area=${area}`);
  return s;
}
