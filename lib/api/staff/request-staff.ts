/**
 * A console staff member behind a storefront-API request: for the few calls of spec §7 that are staff work (the news
 * image upload, operation/news/host/upload). The same rules as the console's own router (lib/api/staff/call.ts): the
 * session comes only from the httpOnly console cookie (never from a header a buyer's token could fill), a POST must
 * carry `x-console: 1` (a cross-site form cannot), the session has passed its second factor and the role may use the
 * area. Anything else is code 0 with the console's message — never -1, which would log a buyer out of the shop.
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { ApiError } from '@/lib/api/errors';
import { CONSOLE_MSG } from '@/lib/config/messages';
import { canAccess, findStaffSession, type Area, type StaffSession } from '@/lib/domain/operations/staff';
import { consoleTokenFrom } from './session-cookie';

export async function requireConsoleStaff(db: Db, req: Request, area: Area): Promise<StaffSession> {
  const session = await findStaffSession(db, consoleTokenFrom(req));
  if (!session || session.stage !== 'full') throw new ApiError(CONSOLE_MSG.needLogin, 'STAFF_LOGIN_REQUIRED');
  if (req.method === 'POST' && req.headers.get('x-console') !== '1')
    throw new ApiError(CONSOLE_MSG.consoleHeaderMissing, 'CSRF');
  if (!canAccess(session.role, area)) throw new ApiError(CONSOLE_MSG.forbidden, 'FORBIDDEN');
  // A password someone else set must be changed in the console before any other work.
  if (session.mustChangePassword) throw new ApiError(CONSOLE_MSG.mustChangePassword, 'MUST_CHANGE_PASSWORD');
  return session;
}
