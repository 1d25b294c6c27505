'use client';
/**
 * The console's browser client: `consoleApi(name, input)` posts to /console/api/<path> with the session cookie and
 * the `x-console: 1` header, and returns `data` or throws ConsoleApiError with the server's Chinese message.
 * A lost session (code -1) sends the browser to /console/login.
 *
 * Requests are built from the same schema-free route table as the buyer's client (../routes.generated.ts, entry
 * `staff.<name>`): the browser never loads the zod schemas, the server validates.
 */
import { STAFF_PREFIX, type InputOf, type OutputOf } from '../define';
import type { StaffEndpoints, StaffEndpointName } from '../endpoints/staff';
import { routes } from '../routes.generated';

export class ConsoleApiError extends Error {
  constructor(
    message: string,
    public readonly messageCode: string,
    public readonly code: number,
  ) {
    super(message);
  }
}

type In<K extends StaffEndpointName> = InputOf<StaffEndpoints[K]>;

export async function consoleApi<K extends StaffEndpointName>(
  key: K,
  input: In<K> | FormData = {} as In<K>,
  opts: { pageNo?: number; pageSize?: number } = {},
): Promise<{ data: OutputOf<StaffEndpoints[K]>; totalCount: number }> {
  const def = routes[`${STAFF_PREFIX}${key}`];
  const fields: Record<string, unknown> = input instanceof FormData ? {} : { ...(input as Record<string, unknown>) };
  const path = def.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    const v = input instanceof FormData ? input.get(name) : fields[name];
    delete fields[name];
    return encodeURIComponent(String(v ?? ''));
  });
  const headers: Record<string, string> = { 'x-console': '1' };
  if (opts.pageNo) headers.pageNo = String(opts.pageNo);
  if (opts.pageSize) headers.pageSize = String(opts.pageSize);
  let url = `/console/api/${path}`;
  let body: BodyInit | undefined;
  if (def.method === 'GET') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined && v !== null && v !== '') qs.set(k, String(v));
    if (qs.size) url += `?${qs}`;
  } else if (input instanceof FormData) {
    body = input;
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(fields);
  }
  let res: Response;
  try {
    res = await fetch(url, { method: def.method, headers, body, credentials: 'same-origin' });
  } catch {
    throw new ConsoleApiError('网络异常，请检查网络后重试', 'NETWORK', 0);
  }
  let env: { code: number; data: unknown; message: string; messageCode: string; totalCount: number };
  try {
    env = await res.json();
  } catch {
    throw new ConsoleApiError('服务器开小差了，请稍后重试', 'BAD_RESPONSE', 0);
  }
  if (env.code === -1) {
    if (typeof window !== 'undefined' && !window.location.pathname.startsWith('/console/login')) {
      window.location.assign(
        `/console/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`,
      );
    }
    throw new ConsoleApiError(env.message, env.messageCode, -1);
  }
  // A password someone else set must be changed first (the server refuses every other call until then).
  if (
    env.messageCode === 'MUST_CHANGE_PASSWORD' &&
    typeof window !== 'undefined' &&
    window.location.pathname !== '/console/account'
  ) {
    window.location.assign('/console/account');
  }
  if (env.code !== 1) throw new ConsoleApiError(env.message || '操作失败', env.messageCode, env.code);
  return { data: env.data as OutputOf<StaffEndpoints[K]>, totalCount: env.totalCount };
}
