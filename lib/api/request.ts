/**
 * Building one §7 request (URL, headers, body) from a route's metadata, and the client's error type: the part of the
 * browser client (lib/api/client.ts) that the silent first-visit calls need too (lib/client/silent-api.ts), without
 * the client's session, toast and store handling or the whole route table (issue 34's JS budget).
 */
import { CODE_FAILURE, CODE_SESSION_INVALID, CODE_SUCCESS } from '@/lib/config/constants';
import { E } from '@/lib/config/messages';
import { SERVICE_BASE } from './define';
import type { Envelope } from './envelope';
import type { RouteDef } from './route-table';

export type ApiErrorKind = 'business' | 'session' | 'transport' | 'timeout' | 'busy';

export class ApiClientError extends Error {
  constructor(
    message: string,
    public readonly kind: ApiErrorKind,
    public readonly extra: {
      code?: number;
      messageCode?: string;
      status?: number;
      /** Already shown to the user as a toast. */
      toasted?: boolean;
      cause?: unknown;
      /** Time from sending to failing (diagnostics). */
      elapsedMs?: number;
    } = {},
  ) {
    super(message);
    this.name = 'ApiClientError';
  }
  get code() {
    return this.extra.code;
  }
  get messageCode() {
    return this.extra.messageCode ?? '';
  }
  get toasted() {
    return !!this.extra.toasted;
  }
}

export type Paging = { pageNo: number; pageSize: number };

export type ApiOptions = {
  /** Sends pageNo/pageSize headers (spec §7 list calls). */
  paging?: Paging;
  /** Silent request timeout (ms), overriding the endpoint's and the default; 0 disables it (the 20 s guard still applies). */
  timeoutMs?: number;
  /**
   * A background call (prefetch, tracking, live prices, polling): never toasts, and gives up silently at the request timeout
   * (10000 ms) instead of waiting for the 20 s guard.
   */
  silent?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export function isEnvelope(v: unknown): v is Envelope<unknown> {
  if (!v || typeof v !== 'object') return false;
  const code = (v as { code?: unknown }).code;
  return code === CODE_SUCCESS || code === CODE_FAILURE || code === CODE_SESSION_INVALID;
}

function scalar(v: unknown): string {
  if (v instanceof Date) return v.toISOString();
  if (Array.isArray(v)) return v.map(scalar).join(',');
  if (v && typeof v === 'object') return JSON.stringify(v);
  return String(v);
}

export type BuiltRequest = { url: string; init: RequestInit };

/** Builds URL, headers and body for one call (exported for tests). */
export function buildRequest(
  def: RouteDef,
  input: unknown,
  token: string | null | undefined,
  opts: ApiOptions = {},
  baseUrl = '',
): BuiltRequest {
  const isForm = typeof FormData !== 'undefined' && input instanceof FormData;
  const rest: Record<string, unknown> =
    !isForm && input && typeof input === 'object' && !Array.isArray(input)
      ? { ...(input as Record<string, unknown>) }
      : {};
  const path = def.path
    .split('/')
    .map((seg) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (!m) return seg;
      const name = m[1]!;
      const v = isForm ? (input as FormData).get(name) : rest[name];
      if (v === undefined || v === null || v === '')
        throw new ApiClientError(`${E.invalidParams}：${name}`, 'business');
      if (!isForm) delete rest[name];
      return encodeURIComponent(typeof v === 'string' ? v : scalar(v));
    })
    .join('/');
  let url = `${baseUrl}${SERVICE_BASE[def.service]}/${path}`;

  const headers: Record<string, string> = { Accept: 'application/json', ...(opts.headers ?? {}) };
  if (token) {
    headers.token = token;
    headers.Authorization = token;
  }
  if (opts.paging) {
    headers.pageNo = String(opts.paging.pageNo);
    headers.pageSize = String(opts.paging.pageSize);
  }

  const init: RequestInit = { method: def.method, headers, credentials: 'same-origin' };
  if (def.method === 'GET') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null) qs.append(k, scalar(v));
    const s = qs.toString();
    if (s) url += `?${s}`;
  } else if (isForm) {
    init.body = input as FormData; // the browser sets the multipart boundary
  } else if (def.body === 'form') {
    const fd = new URLSearchParams();
    for (const [k, v] of Object.entries(rest)) if (v !== undefined && v !== null) fd.append(k, scalar(v));
    headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    init.body = fd.toString();
  } else {
    headers['Content-Type'] = 'application/json;charset=UTF-8';
    init.body = JSON.stringify(Array.isArray(input) ? input : rest);
  }
  return { url, init };
}
