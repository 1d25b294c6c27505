/**
 * Dispatch of /console/api/**: finds the endpoint in the console table, checks the staff session and the role
 * against the endpoint's area (lib/domain/operations/staff/areas.ts), parses the input with zod, runs the handler, writes the
 * audit row of every successful POST, and answers the storefront's envelope ({ code, data, message, … }).
 *
 * Sessions come from the httpOnly, SameSite=Strict cookie CONSOLE_SESSION.cookie only (never from a header a buyer's
 * token could fill); every POST must also carry the header `x-console: 1`, which a cross-site form cannot send.
 * A staff member whose password must be changed (mustChangePassword) may call nothing but the password change.
 */
import 'server-only';
import { getDb } from '@/lib/db/client';
import { E } from '@/lib/config/messages';
import { CONSOLE_MSG } from '@/lib/config/messages';
import { CONSOLE_SESSION, PAGE_NO_MAX } from '@/lib/config/constants';
import { fail, ok, type Envelope } from '@/lib/api/envelope';
import { ApiError, SessionError } from '@/lib/api/errors';
import { compilePath, dataExceptionOf, readCapped, zodMessage } from '@/lib/api/router';
import { clientIp } from '@/lib/platform/security/client-ip';
import { InputTooComplexError, boundedInt, sanitizeInput, stripControls } from '@/lib/platform/security/input';
import { findStaffSession } from '@/lib/domain/operations/staff';
import { isDbUnavailable, logDbUnavailable, markDbDown } from '@/lib/db/unavailable';
import { writeAudit } from '@/lib/domain/operations/staff';
import { canAccess } from '../domain/operations/staff';
import { consoleTokenFrom } from './session-cookie';
import type { ConsoleEndpointDef } from './define';
import type { AuditInfo, ConsoleCtx } from './context';
import { consoleEndpoints } from './endpoints';
import { consoleHandlers } from './handlers';

/** Uploads (catalogue files of 100k rows, COA and invoice PDFs) may be this large. */
export const CONSOLE_MULTIPART_MAX = 60 * 1024 * 1024;
const JSON_MAX = 2 * 1024 * 1024;
const PAGE_SIZE_MAX = 200;
/** The one call a staff member who must change their password may make (besides logging in and out). */
export const PASSWORD_CHANGE = 'auth.changePassword';

type Compiled = { key: string; def: ConsoleEndpointDef; re: RegExp; names: string[] };
let compiled: { src: unknown; list: Compiled[] } | null = null;

function routes(): Compiled[] {
  if (compiled?.src === consoleEndpoints) return compiled.list;
  const list: Compiled[] = [];
  for (const [key, def] of Object.entries(consoleEndpoints) as [string, ConsoleEndpointDef][])
    list.push({ key, def, ...compilePath(def.path) });
  list.sort((a, b) => a.names.length - b.names.length);
  compiled = { src: consoleEndpoints, list };
  return list;
}

const json = (env: Envelope<unknown>, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(env), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

export { consoleTokenFrom };

function sessionCookie(req: Request, token: string | null, expiresAt?: Date): string {
  const secure =
    new URL(req.url).protocol === 'https:' || req.headers.get('x-forwarded-proto') === 'https' ? '; Secure' : '';
  if (!token) return `${CONSOLE_SESSION.cookie}=; Path=/; HttpOnly; SameSite=Strict; Max-Age=0${secure}`;
  return `${CONSOLE_SESSION.cookie}=${token}; Path=/; HttpOnly; SameSite=Strict; Expires=${(expiresAt ?? new Date(Date.now() + 3_600_000)).toUTCString()}${secure}`;
}

async function readInput(req: Request, def: ConsoleEndpointDef): Promise<Record<string, unknown> | string> {
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

export async function consoleDispatch(req: Request, segments: string[]): Promise<Response> {
  const path = segments.map((s) => stripControls(s)).join('/');
  let match: { c: Compiled; params: Record<string, string> } | null = null;
  let methodMismatch = false;
  for (const c of routes()) {
    const m = c.re.exec(path);
    if (!m) continue;
    if (c.def.method !== req.method && !(req.method === 'HEAD' && c.def.method === 'GET')) {
      methodMismatch = true;
      continue;
    }
    const params: Record<string, string> = {};
    c.names.forEach((n, i) => (params[n] = m[i + 1]!));
    match = { c, params };
    break;
  }
  if (!match)
    return json(
      fail(methodMismatch ? E.methodNotAllowed : E.unknownApi, methodMismatch ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND'),
      methodMismatch ? 405 : 404,
    );
  const { c, params } = match;
  let cookie: string | null = null;
  try {
    if (req.method === 'POST' && req.headers.get('x-console') !== '1')
      return json(fail(CONSOLE_MSG.consoleHeaderMissing, 'CSRF'), 403);
    const db = await getDb();
    const token = consoleTokenFrom(req);
    const session = token ? await findStaffSession(db, token) : null;
    const access = c.def.access;
    let staff = null;
    if (access === 'mfa') {
      if (!session || session.stage !== 'password') throw new SessionError(CONSOLE_MSG.needLogin);
      staff = session;
    } else if (access !== 'public') {
      if (!session || session.stage !== 'full') throw new SessionError(CONSOLE_MSG.needLogin);
      if (!canAccess(session.role, access)) return json(fail(CONSOLE_MSG.forbidden, 'FORBIDDEN'), 403);
      // A password someone else set (a new account, a reset) must be changed before anything else is done.
      if (session.mustChangePassword && c.key !== PASSWORD_CHANGE)
        return json(fail(CONSOLE_MSG.mustChangePassword, 'MUST_CHANGE_PASSWORD'), 403);
      staff = session;
    } else if (session?.stage === 'full') staff = session;

    const raw = await readInput(req, c.def);
    if (typeof raw === 'string') return json(fail(raw, 'INVALID_BODY'));
    Object.assign(raw, params);
    const pageNo = boundedInt(req.headers.get('pageNo') ?? raw.pageNo ?? 1, 1, PAGE_NO_MAX);
    const pageSize = boundedInt(req.headers.get('pageSize') ?? raw.pageSize ?? 20, 1, PAGE_SIZE_MAX);
    if (pageNo === null || pageSize === null) return json(fail(E.invalidParams, 'INVALID_PAGING'));
    const parsed = c.def.input.safeParse(raw);
    if (!parsed.success) return json(fail(zodMessage(parsed.error), 'PARAM_INVALID'));

    let auditInfo: AuditInfo | null = null;
    const ctx: ConsoleCtx = {
      db,
      staff,
      token,
      ip: clientIp(req),
      req,
      paging: { pageNo, pageSize, offset: (pageNo - 1) * pageSize },
      audit: (info) => {
        auditInfo = { ...(auditInfo ?? {}), ...info };
      },
      setSessionCookie: (t, exp) => {
        cookie = sessionCookie(req, t, exp);
      },
    };
    const handler = (consoleHandlers as Record<string, (i: unknown, ctx: ConsoleCtx) => unknown>)[c.key];
    if (!handler) return json(fail(E.unknownApi, 'NOT_IMPLEMENTED'), 404);
    const result = await handler(parsed.data, ctx);
    const headers: Record<string, string> = cookie ? { 'set-cookie': cookie } : {};
    if (req.method === 'POST' && staff && access !== 'public' && access !== 'mfa') {
      const info = (auditInfo ?? {}) as AuditInfo;
      const input = parsed.data as Record<string, unknown>;
      await writeAudit(db, {
        staffId: staff.id,
        staffName: staff.name,
        action: c.key,
        entity: info.entity ?? c.def.entity ?? c.key.split('.')[0]!,
        entityId: info.entityId ?? (input?.id as string | number | undefined) ?? null,
        before: info.before,
        after: info.after,
        detail: input,
        ip: ctx.ip,
      }).catch((e) => console.error('[console] audit write failed', e));
    }
    if (result instanceof Response) {
      if (cookie) result.headers.append('set-cookie', cookie);
      return result;
    }
    const r = result as { __paged?: boolean; list?: unknown; total?: number } | undefined;
    if (r && r.__paged) return json(ok(r.list, r.total), 200, headers);
    return json(ok(result === undefined ? null : result), 200, headers);
  } catch (err) {
    const headers: Record<string, string> = cookie ? { 'set-cookie': cookie } : {};
    if (err instanceof SessionError) return json(fail(err.message, err.messageCode, err.code), 401, headers);
    if (err instanceof ApiError) return json(fail(err.message, err.messageCode, err.code), 200, headers);
    if (err instanceof InputTooComplexError) return json(fail(E.invalidParams, 'INPUT_TOO_COMPLEX'));
    if (dataExceptionOf(err)) return json(fail(E.invalidParams, 'PARAM_OUT_OF_RANGE'));
    // The database is restarting or unreachable: 系统繁忙 with 503 + Retry-After, as the storefront's API answers.
    if (isDbUnavailable(err)) {
      markDbDown();
      logDbUnavailable(`console/${path}`, err);
      return json(fail(E.systemBusy, 'SERVICE_UNAVAILABLE'), 503, { 'retry-after': '2' });
    }
    console.error(`[console] ${path} failed:`, err);
    return json(fail(E.internal, 'INTERNAL'));
  }
}

export function consoleRoute() {
  const handle = async (req: Request, ctx: { params: Promise<{ path?: string[] }> }) => {
    const { path = [] } = await ctx.params;
    return consoleDispatch(req, path);
  };
  return { GET: handle, POST: handle, HEAD: handle };
}
