/**
 * Console API calls in tests: staff members of each role with a full session, and a caller of the real console
 * router (exactly as app/console/api/[...path]/route.ts does).
 *
 *   const ops = await makeStaff(ctx.db, 'ops');
 *   const r = await consoleCall('POST', 'inquiries/12/quote', { … }, ops.h);   // r.code, r.data, r.message, r.status
 */
import crypto from 'node:crypto';
import md5 from 'md5';
import { eq } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';
import { staffSessions, staffUsers, type StaffRole } from '../../lib/db/schema';
import { dispatch } from '../../lib/api/router';
import { hashToken, newToken } from '../../lib/domain/accounts/auth/session';
import { createStaff } from '../../lib/domain/operations/staff/accounts';
import { newTotpSecret } from '../../lib/domain/operations/staff/totp';
import type { Envelope } from '../../lib/api/envelope';

/** The console's requests through the one router, as app/console/api/[...path]/route.ts sends them (segments decoded). */
export const consoleDispatch = (req: Request, segments: string[]) =>
  dispatch('console', req, segments, { decoded: true });

export type TestStaff = {
  id: number;
  username: string;
  role: StaffRole;
  password: string;
  secret: string;
  token: string;
  h: Record<string, string>;
};

let seq = 0;

/** A staff member of `role` with a confirmed TOTP secret and a full session; `h` are the headers of a console call. */
export async function makeStaff(db: Db, role: StaffRole, name = `测试${role}`): Promise<TestStaff> {
  const username = `t-${role}-${process.pid}-${Date.now().toString(36)}-${++seq}`;
  const password = `Staff${crypto.randomBytes(4).toString('hex')}1`;
  const secret = newTotpSecret();
  const row = await createStaff(db, {
    username,
    name,
    role,
    passwordMd5: md5(password),
    mustChangePassword: false,
    totpSecret: secret,
  });
  await db.update(staffUsers).set({ totpEnabledAt: new Date() }).where(eq(staffUsers.id, row.id));
  const token = newToken();
  await db.insert(staffSessions).values({
    tokenHash: hashToken(token),
    staffId: row.id,
    stage: 'full',
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  return {
    id: row.id,
    username,
    role,
    password,
    secret,
    token,
    h: { cookie: `console_token=${token}`, 'x-console': '1' },
  };
}

export type ConsoleResult<T = unknown> = Envelope<T> & { status: number; setCookie: string | null };

export async function consoleCall<T = unknown>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ConsoleResult<T>> {
  const [pathOnly, qs] = path.split('?');
  const url = new URL(`http://localhost/console/api/${pathOnly}`);
  if (qs) url.search = qs;
  const init: RequestInit = { method, headers: { ...headers } };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined && method === 'POST') {
    init.body = JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const res = await consoleDispatch(
    new Request(url, init),
    pathOnly!.split('/').filter(Boolean).map(decodeURIComponent),
  );
  // A file (a buyer's scan, a ledger export) is not an envelope: report its status as a success without data.
  if (!(res.headers.get('content-type') ?? '').includes('application/json')) {
    return {
      code: res.ok ? 1 : 0,
      data: null as T,
      message: '',
      messageCode: '',
      totalCount: 0,
      status: res.status,
      setCookie: res.headers.get('set-cookie'),
    } as ConsoleResult<T>;
  }
  const env = (await res.json()) as Envelope<T>;
  return { ...env, status: res.status, setCookie: res.headers.get('set-cookie') };
}
