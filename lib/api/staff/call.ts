/**
 * The staff side of the one router (../router.ts): what a console call (audience 'staff', /console/api/**) needs
 * besides matching, parsing and the envelope, in one place — the staff checks before the input is read, the audit row
 * after a successful POST, and the session cookie on the answer.
 *
 * Sessions come from the httpOnly, SameSite=Strict cookie CONSOLE_SESSION.cookie only (never from a header a buyer's
 * token could fill); every POST must also carry the header `x-console: 1`, which a cross-site form cannot send.
 * The session must have passed its second factor (TOTP) unless the endpoint's access is `mfa` or `public`, and the
 * role must be allowed the endpoint's area (lib/domain/operations/staff/areas.ts). A staff member whose password must
 * be changed (mustChangePassword) may call nothing but the password change.
 */
import 'server-only';
import { getDb } from '@/lib/db/client';
import { CONSOLE_MSG, E } from '@/lib/config/messages';
import { CONSOLE_SESSION, PAGE_NO_MAX } from '@/lib/config/constants';
import { canAccess, findStaffSession, writeAudit, type StaffSession } from '@/lib/domain/operations/staff';
import { boundedInt, sanitizeInput } from '@/lib/platform/security/input';
import { logger } from '@/lib/platform/observability';
import { fail } from '../envelope';
import { SessionError } from '../errors';
import type { StaffEndpointDef } from '../define';
import type { AuditInfo, StaffCtx } from '../context';
import { json, readCapped } from '../http';
import { consoleTokenFrom } from './session-cookie';

/** Uploads (catalogue files of 100k rows, COA and invoice PDFs) may be this large. */
export const CONSOLE_MULTIPART_MAX = 60 * 1024 * 1024;
const JSON_MAX = 2 * 1024 * 1024;
const PAGE_SIZE_MAX = 200;
/** The one call a staff member who must change their password may make (besides logging in and out). */
export const PASSWORD_CHANGE = 'auth.changePassword';

function sessionCookie(req: Request, token: string | null, expiresAt?: Date): string {
  const secure =
    new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https' ? '; Secure' : '';
  if (!token) return `${CONSOLE_SESSION.cookie}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
  return `${CONSOLE_SESSION.cookie}=${token}; Path=/; HttpOnly; SameSite=Strict; Expires=${(expiresAt ?? new Date(Date.now() + 3_600_000)).toUTCString()}${secure}`;
}

async function readInput(req: Request, def: StaffEndpointDef): Promise<Record<string, unknown> | string> {
  const url = new URL(req.url);
  const query = sanitizeInput(Object.fromEntries(url.searchParams)) as Record<string, unknown>;
  if (req.method === 'GET') return query;
  const type = req.headers.get('content-type') ?? '';
  if (def.body === 'multipart' || type.includes('multipart/form-data')) {
    if (!type.includes('multipart/form-data')) return E.invalidParams;
    const bytes = await readCapped(req, CONSOLE_MULTIPART_MAX);
    if (!bytes) return E.bodyTooLarge;
    let form: FormData;
    try {
      form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      return E.invalidParams;
    }
    const out: Record<string, unknown> = { ...query };
    for (const [k, v] of form.entries()) {
      if (typeof v === 'string') out[k] = sanitizeInput(v);
      else out[k] = v; // File: the handler checks its bytes
    }
    return out;
  }
  const bytes = await readCapped(req, JSON_MAX);
  if (!bytes) return E.bodyTooLarge;
  const text = new TextDecoder().decode(bytes);
  if (!text.trim()) return query;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return E.invalidJson;
    return { ...query, ...(sanitizeInput(parsed) as Record<string, unknown>) };
  } catch {
    return E.invalidJson;
  }
}

/** An opened staff call: its raw input and context, what to do after the handler, and the answer's headers. */
export type StaffCall = {
  raw: Record<string, unknown>;
  ctx: StaffCtx;
  /** After a successful handler: the audit row of a POST. */
  after: (input: unknown) => Promise<void>;
  headers: () => Record<string, string>;
};

/**
 * Checks the caller and reads the input of a staff endpoint. A Response is the refusal to send as is (403, bad body
 * or paging); a missing or half-finished session throws SessionError (the router answers 401).
 * @param name the endpoint's name without the `staff.` prefix (its audit action)
 */
export async function openStaffCall(
  req: Request,
  name: string,
  def: StaffEndpointDef,
  ip: string,
): Promise<StaffCall | Response> {
  if (req.method === 'POST' && req.headers.get('x-console') !== '1')
    return json(fail(CONSOLE_MSG.consoleHeaderMissing, 'CSRF'), 403);
  const db = await getDb();
  const token = consoleTokenFrom(req);
  const session = token ? await findStaffSession(db, token) : null;
  const access = def.access;
  let staff: StaffSession | null = null;
  if (access === 'mfa') {
    if (!session || session.stage !== 'password') throw new SessionError(CONSOLE_MSG.needLogin);
    staff = session;
  } else if (access !== 'public') {
    if (!session || session.stage !== 'full') throw new SessionError(CONSOLE_MSG.needLogin);
    if (!canAccess(session.role, access)) return json(fail(CONSOLE_MSG.forbidden, 'FORBIDDEN'), 403);
    // A password someone else set (a new account, a reset) must be changed before anything else is done.
    if (session.mustChangePassword && name !== PASSWORD_CHANGE)
      return json(fail(CONSOLE_MSG.mustChangePassword, 'MUST_CHANGE_PASSWORD'), 403);
    staff = session;
  } else if (session?.stage === 'full') staff = session;

  const raw = await readInput(req, def);
  if (typeof raw === 'string') return json(fail(raw, 'INVALID_BODY'));
  const pageNo = boundedInt(req.headers.get('pageNo') ?? raw.pageNo ?? 1, 1, PAGE_NO_MAX);
  const pageSize = boundedInt(req.headers.get('pageSize') ?? raw.pageSize ?? 20, 1, PAGE_SIZE_MAX);
  if (pageNo === null || pageSize === null) return json(fail(E.invalidParams, 'INVALID_PAGING'));

  let cookie: string | null = null;
  let auditInfo: AuditInfo | null = null;
  const ctx: StaffCtx = {
    db,
    staff,
    token,
    ip,
    req,
    paging: { pageNo, pageSize, offset: (pageNo - 1) * pageSize },
    audit: (info) => {
      auditInfo = { ...(auditInfo ?? {}), ...info };
    },
    setSessionCookie: (t, exp) => {
      cookie = sessionCookie(req, t, exp);
    },
  };
  return {
    raw,
    ctx,
    headers: (): Record<string, string> => (cookie ? { 'set-cookie': cookie } : {}),
    after: async (parsed) => {
      if (req.method !== 'POST' || !staff || access === 'public' || access === 'mfa') return;
      const info = (auditInfo ?? {}) as AuditInfo;
      const input = parsed as Record<string, unknown>;
      await writeAudit(db, {
        staffId: staff.id,
        staffName: staff.name,
        action: name,
        entity: info.entity ?? def.entity ?? name.split('.')[0]!,
        entityId: info.entityId ?? (input?.id as string | number | undefined) ?? null,
        before: info.before,
        after: info.after,
        detail: input,
        ip,
      }).catch((err) => logger('console').error({ err, action: name }, 'audit write failed'));
    },
  };
}
