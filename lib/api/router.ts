/**
 * Dispatch for the route handlers under app/mall/**: finds the endpoint in the shared table,
 * parses its input with zod, resolves the session, runs the handler and wraps the envelope.
 * Bad input → code 0 with a Chinese message; unknown path → code 0; never a stack trace.
 */
import 'server-only';
import { z } from 'zod';
import { getDb } from '@/lib/db/client';
import { E } from '@/lib/config/messages';
import { PAGE_SIZE } from '@/lib/config/constants';
import { findSessionUser } from '@/lib/domain/accounts/session';
import type { EndpointDef, Service } from './define';
import { endpoints } from './endpoints';
import { handlers } from './handlers';
import { fail, ok, type Envelope } from './envelope';
import { ApiError, SessionError } from './errors';
import { isPaged, type Ctx, type Paging } from './context';

type Compiled = { key: string; def: EndpointDef; re: RegExp; names: string[] };

const g = globalThis as unknown as { __mallRoutes?: Map<Service, Compiled[]>; __mallRoutesSrc?: unknown };

function compile(): Map<Service, Compiled[]> {
  const map = new Map<Service, Compiled[]>();
  for (const [key, def] of Object.entries(endpoints) as [string, EndpointDef][]) {
    const names: string[] = [];
    const pattern = def.path
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
    const list = map.get(def.service) ?? [];
    list.push({ key, def, re: new RegExp(`^${pattern}$`), names });
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

export function tokenFrom(req: Request): string | null {
  const t = req.headers.get('token')?.trim();
  if (t) return t;
  const auth = req.headers.get('authorization')?.trim();
  if (!auth) return null;
  return auth.replace(/^Bearer\s+/i, '') || null;
}

function intHeader(req: Request, name: string, body: Record<string, unknown>): number | undefined {
  const raw = req.headers.get(name) ?? (body[name] as string | number | undefined);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : NaN;
}

function pagingFrom(req: Request, body: Record<string, unknown>): Paging | string {
  const pageNo = intHeader(req, 'pageNo', body) ?? 1;
  const pageSize = intHeader(req, 'pageSize', body) ?? PAGE_SIZE.pagerDefault;
  if (Number.isNaN(pageNo) || Number.isNaN(pageSize)) return E.invalidParams;
  // Brands are fetched with pageSize 99999 (spec §9): allow it, but never more.
  const size = Math.min(pageSize, PAGE_SIZE.brands);
  return { pageNo, pageSize: size, offset: (pageNo - 1) * size };
}

async function readBody(req: Request, def: EndpointDef): Promise<Record<string, unknown> | FormData | string> {
  if (req.method === 'GET') return {};
  const type = req.headers.get('content-type') ?? '';
  if (type.includes('multipart/form-data')) {
    try {
      return await req.formData();
    } catch {
      return E.invalidParams;
    }
  }
  const text = await req.text();
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

const json = (env: Envelope<unknown>, status = 200) =>
  new Response(JSON.stringify(env), { status, headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' } });

export async function dispatch(service: Service, req: Request, pathSegments: string[]): Promise<Response> {
  const path = pathSegments.map((s) => decodeURIComponent(s)).join('/');
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
  if (!match) return json(fail(methodMismatch ? E.methodNotAllowed : E.unknownApi, methodMismatch ? 'METHOD_NOT_ALLOWED' : 'NOT_FOUND'), methodMismatch ? 405 : 404);

  const { c, params } = match;
  try {
    const body = await readBody(req, c.def);
    if (typeof body === 'string') return json(fail(body, 'INVALID_BODY'));
    const url = new URL(req.url);
    const query = Object.fromEntries(url.searchParams);
    const plainBody = body instanceof FormData ? {} : body;
    const paging = pagingFrom(req, plainBody);
    if (typeof paging === 'string') return json(fail(paging, 'INVALID_PAGING'));

    const raw: Record<string, unknown> = body instanceof FormData ? { ...query, form: body, ...Object.fromEntries([...body.entries()].filter(([, v]) => typeof v === 'string')) } : { ...query, ...plainBody };
    Object.assign(raw, params);
    const parsed = c.def.input.safeParse(raw);
    if (!parsed.success) return json(fail(zodMessage(parsed.error), 'PARAM_INVALID'));

    const db = await getDb();
    const token = tokenFrom(req);
    const auth = c.def.auth ?? 'none';
    const user = auth === 'none' && !token ? null : await findSessionUser(db, token);
    if ((auth === 'user' || auth === 'staff') && !user) throw new SessionError();
    if (auth === 'staff' && user && user.role === 'buyer') throw new ApiError(E.forbidden, 'FORBIDDEN');

    const ctx: Ctx = {
      db,
      user,
      token,
      paging,
      req,
      ip: req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || req.headers.get('x-real-ip') || '127.0.0.1',
    };
    const handler = (handlers as Record<string, (i: unknown, ctx: Ctx) => unknown>)[c.key];
    if (!handler) return json(fail(E.unknownApi, 'NOT_IMPLEMENTED'), 404);
    const result = await handler(parsed.data, ctx);
    if (result instanceof Response) return result;
    if (isPaged(result)) return json(ok(result.list, result.total));
    return json(ok(result === undefined ? null : result));
  } catch (err) {
    if (err instanceof ApiError) return json(fail(err.message, err.messageCode, err.code));
    console.error(`[api] ${service}/${path} failed:`, err);
    return json(fail(E.internal, 'INTERNAL'));
  }
}

/** Route handler factory for app/mall/<base>/[...path]/route.ts. */
export function serviceRoute(service: Service) {
  const handle = async (req: Request, ctx: { params: Promise<{ path?: string[] }> }) => {
    const { path = [] } = await ctx.params;
    return dispatch(service, req, path);
  };
  return { GET: handle, POST: handle, HEAD: handle };
}

