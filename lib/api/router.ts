/**
 * The one router: dispatch for the route handlers under app/mall/** (buyer endpoints, spec §7) and
 * app/console/api/** (staff endpoints). It finds the endpoint in the one table, opens the call for the endpoint's
 * audience, parses the input with zod, runs the handler and wraps the envelope.
 * - buyer: the session is resolved first (a protected endpoint answers -1 without one, before its input is read),
 *   then the body, the paging and the per-endpoint rate limit;
 * - staff: ./staff/call.ts — the console session, role and second factor, the audit row of a successful POST and
 *   the session cookie; a missing session answers 401 with code -1.
 * Bad input → code 0 with a Chinese message; unknown path → code 0 (404); never a stack trace.
 */
import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { E } from '@/lib/config/messages';
import { PAGE_NO_MAX, PAGE_SIZE, REQUEST_BODY_MAX_BYTES } from '@/lib/config/constants';
import { findSessionUser, requestToken } from '@/lib/domain/accounts/auth';
import { STAFF_PREFIX, type BuyerEndpointDef, type EndpointDef, type Service } from './define';
import { endpoints } from './endpoints';
import { handlers } from './handlers';
import { fail, ok } from './envelope';
import { ApiError, SessionError } from './errors';
import { isPaged, type Ctx, type Paging, type StaffCtx } from './context';
import { json, readCapped } from './http';
import { openStaffCall } from './staff/call';
import { clientIp } from '@/lib/platform/security/client-ip';
import { limitEndpoint } from '@/lib/api/limits';
import { isDbUnavailable, logDbUnavailable, markDbDown } from '@/lib/db/unavailable';
import { logger } from '@/lib/platform/observability';
import { InputTooComplexError, boundedInt, sanitizeInput, stripControls } from '@/lib/platform/security/input';

type Compiled = { key: string; def: EndpointDef; re: RegExp; names: string[] };

const g = globalThis as unknown as { __mallRoutes?: Map<Service, Compiled[]>; __mallRoutesSrc?: unknown };

/**
 * An endpoint path as a regular expression: `{name}` segments match one path segment each and are captured in
 * order (`names`); every other segment matches literally.
 */
export function compilePath(path: string): { re: RegExp; names: string[] } {
  const names: string[] = [];
  const pattern = path
    .split('/')
    .map((seg) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (m) {
        names.push(m[1]!);
        return '([^/]+)';
      }
      return seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return { re: new RegExp(`^${pattern}$`), names };
}

function compile(): Map<Service, Compiled[]> {
  const map = new Map<Service, Compiled[]>();
  for (const [key, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
    const list = map.get(def.service) ?? [];
    list.push({ key, def, ...compilePath(def.path) });
    map.set(def.service, list);
  }
  // Literal paths win over parameterised ones (e.g. buy/car/total before buy/car/{id}).
  for (const list of map.values()) list.sort((a, b) => a.names.length - b.names.length);
  return map;
}

function routes() {
  // Recompile when the endpoint table module was re-evaluated (dev hot reload adds endpoints).
  if (!g.__mallRoutes || g.__mallRoutesSrc !== endpoints) {
    g.__mallRoutes = compile();
    g.__mallRoutesSrc = endpoints;
  }
  return g.__mallRoutes;
}

/**
 * A paging number from the header or the body: undefined when absent, NaN when not a plain decimal integer in
 * [1, max] ("1e20", "0x10", "-1", "1.5" and 2^31 are all refused: they would overflow the SQL offset).
 */
function intHeader(req: Request, name: string, body: Record<string, unknown>, max: number): number | undefined {
  const raw = req.headers.get(name) ?? (body[name] as unknown);
  if (raw === undefined || raw === null || raw === '') return undefined;
  return boundedInt(raw, 1, max) ?? NaN;
}

export function pagingFrom(req: Request, body: Record<string, unknown>): Paging | string {
  const pageNo = intHeader(req, 'pageNo', body, PAGE_NO_MAX) ?? 1;
  // Brands are fetched with pageSize 99999 (spec §9): allow it, but never more.
  const pageSize = intHeader(req, 'pageSize', body, PAGE_SIZE.brands) ?? PAGE_SIZE.pagerDefault;
  if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return E.invalidParams;
  return { pageNo, pageSize, offset: (pageNo - 1) * pageSize };
}

/** A JSON or form body longer than this (characters) is refused before parsing. */
const BODY_MAX_CHARS = 1_000_000;

/**
 * PostgreSQL "data exception" (class 22: numeric out of range, invalid byte sequence, invalid text representation
 * …) and "program limit exceeded" (class 54): input the schemas failed to bound. The answer is the caller's fault
 * (code 0), and the log names it so the missing bound gets fixed.
 */
export function dataExceptionOf(err: unknown): string | null {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code)) return code;
  }
  return null;
}

async function readBody(req: Request, def: BuyerEndpointDef): Promise<Record<string, unknown> | FormData | string> {
  if (req.method === 'GET') return {};
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    const bytes = await readCapped(req, REQUEST_BODY_MAX_BYTES.multipart);
    if (!bytes) return E.bodyTooLarge;
    try {
      return await new Response(bytes, { headers: { 'content-type': type } }).formData();
    } catch {
      return E.invalidParams;
    }
  }
  const bytes = await readCapped(req, REQUEST_BODY_MAX_BYTES.json);
  if (!bytes) return E.bodyTooLarge;
  const text = new TextDecoder().decode(bytes);
  if (text.length > BODY_MAX_CHARS) return E.bodyTooLarge;
  if (!text.trim()) return {};
  if (type.includes('application/x-www-form-urlencoded') || def.body === 'form') {
    if (!type.includes('json')) return Object.fromEntries(new URLSearchParams(text));
  }
  try {
    const parsed: unknown = JSON.parse(text);
    if (Array.isArray(parsed)) return { list: parsed };
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
    return E.invalidJson;
  } catch {
    return E.invalidJson;
  }
}

/** First zod issue as a Chinese message (schemas carry their own Chinese messages where the spec gives one). */
export function zodMessage(err: z.ZodError): string {
  const issue = err.issues[0];
  if (!issue) return E.invalidParams;
  const msg = issue.message;
  // zod's built-in English messages are replaced by a generic Chinese one naming the field.
  if (/[\u4e00-\u9fff]/.test(msg)) return msg;
  const field = issue.path.join('.');
  return field ? `${E.invalidParams}：${field}` : E.invalidParams;
}

/** An opened call: its raw input and context, a step before the handler and after it, and extra headers. */
type OpenCall = {
  raw: Record<string, unknown>;
  ctx: Ctx | StaffCtx;
  before?: () => Promise<void>;
  after?: (input: unknown) => Promise<void>;
  headers?: () => Record<string, string>;
};

/**
 * A buyer call: the session first — a protected endpoint answers -1 (spec §8: go to /login) to a caller without one
 * before it reads or judges the input, so a logged-out buyer is never told to fix a form they cannot submit
 * (issue 31 §3) — then the body and paging; the rate limit runs just before the handler.
 */
async function openBuyerCall(
  req: Request,
  key: string,
  def: BuyerEndpointDef,
  ip: string,
): Promise<OpenCall | Response> {
  const db = await getDb();
  const token = requestToken(req);
  const auth = def.auth ?? 'none';
  const user = auth === 'none' && !token ? null : await findSessionUser(db, token);
  if ((auth === 'user' || auth === 'staff') && !user) throw new SessionError();
  if (auth === 'staff' && user && user.role === 'buyer') throw new ApiError(E.forbidden, 'FORBIDDEN');

  const body = await readBody(req, def);
  if (typeof body === 'string') return json(fail(body, 'INVALID_BODY'));
  const url = new URL(req.url);
  // Control characters are stripped once, here, from every string of the query, body and path (keys included);
  // over-deep or over-large bodies are refused before any schema walks them.
  const query = sanitizeInput(Object.fromEntries(url.searchParams));
  const plainBody = body instanceof FormData ? {} : sanitizeInput(body);
  const paging = pagingFrom(req, plainBody);
  if (typeof paging === 'string') return json(fail(paging, 'INVALID_PAGING'));

  const formFields =
    body instanceof FormData
      ? sanitizeInput(Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')))
      : {};
  const raw: Record<string, unknown> =
    body instanceof FormData ? { ...query, form: body, ...formFields } : { ...query, ...plainBody };
  const ctx: Ctx = { db, user, token, paging, req, ip };
  return { raw, ctx, before: () => limitEndpoint(key, ctx) };
}

/**
 * @param service the service base the request came in on ('console' for /console/api)
 * @param pathSegments the path below the service base, one entry per segment
 * @param opts.decoded the segments are already percent-decoded (Next's route params are); otherwise they are
 *   decoded here, and a malformed escape answers code 0 (400) instead of throwing
 */
export async function dispatch(
  service: Service,
  req: Request,
  pathSegments: string[],
  opts: { decoded?: boolean } = {},
): Promise<Response> {
  let path: string;
  try {
    path = pathSegments.map((s) => stripControls(opts.decoded ? s : decodeURIComponent(s))).join('/');
  } catch {
    return json(fail(E.invalidParams, 'INVALID_PATH'), 400);
  }
  const list = routes().get(service) ?? [];
  let match: { c: Compiled; params: Record<string, string> } | null = null;
  let methodMismatch = false;
  for (const c of list) {
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
  const def = c.def;
  let call: OpenCall | undefined;
  const headers = () => call?.headers?.() ?? {};
  try {
    const ip = clientIp(req);
    const opened =
      def.audience === 'staff'
        ? await openStaffCall(req, c.key.slice(STAFF_PREFIX.length), def, ip)
        : await openBuyerCall(req, c.key, def, ip);
    if (opened instanceof Response) return opened;
    call = opened;
    Object.assign(call.raw, params);
    const parsed = def.input.safeParse(call.raw);
    if (!parsed.success) return json(fail(zodMessage(parsed.error), 'PARAM_INVALID'));

    const handler = (handlers as Record<string, (i: unknown, ctx: Ctx | StaffCtx) => unknown>)[c.key];
    if (!handler) return json(fail(E.unknownApi, 'NOT_IMPLEMENTED'), 404);
    await call.before?.();
    const result = await handler(parsed.data, call.ctx);
    await call.after?.(parsed.data);
    if (result instanceof Response) {
      for (const [k, v] of Object.entries(headers())) result.headers.append(k, v);
      return result;
    }
    if (isPaged(result)) return json(ok(result.list, result.total), 200, headers());
    return json(ok(result === undefined ? null : result), 200, headers());
  } catch (err) {
    // A console caller without a (finished) session: 401 with code -1, the console's client goes to its login.
    if (err instanceof SessionError && def.audience === 'staff')
      return json(fail(err.message, err.messageCode, err.code), 401, headers());
    if (err instanceof ApiError) return json(fail(err.message, err.messageCode, err.code), 200, headers());
    if (err instanceof InputTooComplexError) return json(fail(E.invalidParams, 'INPUT_TOO_COMPLEX'));
    const dataError = dataExceptionOf(err);
    if (dataError) {
      logger('api').warn(
        { route: `${service}/${path}`, sqlstate: dataError },
        'input the schema did not bound reached the database',
      );
      return json(fail(E.invalidParams, 'PARAM_OUT_OF_RANGE'));
    }
    // PostgreSQL restarting, failing over or refusing connections: the spec's 系统繁忙 (503 + Retry-After), not an
    // internal error; the pool reconnects by itself (lib/db/unavailable.ts).
    if (isDbUnavailable(err)) {
      markDbDown();
      logDbUnavailable(`${service}/${path}`, err);
      return json(fail(E.systemBusy, 'SERVICE_UNAVAILABLE'), 503, { 'retry-after': '2' });
    }
    logger('api').error({ route: `${service}/${path}`, err }, 'handler failed');
    return json(fail(E.internal, 'INTERNAL'));
  }
}

/** Route handler factory for app/mall/<base>/[...path]/route.ts and app/console/api/[...path]/route.ts. */
export function serviceRoute(service: Service) {
  const handle = async (req: Request, ctx: { params: Promise<{ path?: string[] }> }) => {
    const { path = [] } = await ctx.params;
    return dispatch(service, req, path, { decoded: true });
  };
  return { GET: handle, POST: handle, HEAD: handle };
}
