/**
 * The one typed browser client for the spec §7 calls.
 *
 *   const brands = await api('catalog.brandList', { name: '演示' });
 *   const { data, totalCount } = await apiEnvelope('catalog.brandList', {}, { paging: { pageNo: 1, pageSize: 10 } });
 *
 * Input and output types come from the endpoint table; requests are built from its schema-free route table
 * (routes.generated.ts: the browser never loads the zod schemas, the server validates). Errors follow the spec §8 catalogue exactly:
 * - code 1: resolve data ('' → []).
 * - code 0: reject with the server message; messageCode PARAM_CODE_1000006 also logs out (login page, token removed).
 * - code -1: go to /login, logged out, token removed, cart and inquiry basket emptied; reject.
 * - transport error (fetch fails, not JSON, not an envelope): error toast (the error's message or
 *   服务器异常，请稍后再试), reject with 网络故障，请稍后再试.
 * - Timeouts (spec §8/§9 reconciled, see lib/config/constants.ts):
 *   - a call the buyer started (the default) waits up to the overall guard (REQUEST_GUARD_MS, 20 s), then aborts, toasts and
 *     rejects with 系统繁忙，请稍后再试 (kind 'busy');
 *   - a background call (`silent`: prefetch, tracking, live prices, polling) gives up at the request timeout (REQUEST_TIMEOUT_MS,
 *     10000 ms; `def.timeoutMs` or `opts.timeoutMs` overrides), aborts, is not toasted, and rejects with 系统繁忙 (kind 'timeout').
 *   An explicit `opts.timeoutMs` also applies to a buyer's call (the caller chose it); an endpoint's `timeoutMs` never cuts a
 *   buyer's call short of the guard.
 *
 * Every rejection is an ApiClientError; `notifyError(err)` toasts one that has not been shown yet.
 */
import {
  CODE_SESSION_INVALID,
  CODE_SUCCESS,
  MESSAGE_CODE_RELOGIN,
  REQUEST_GUARD_MS,
  REQUEST_TIMEOUT_MS,
} from '@/lib/config/constants';
import { E } from '@/lib/config/messages';
import type { InputOf, OutputOf } from './define';
import type { EndpointKey, Endpoints } from './endpoints';
import type { RouteDef } from './route-table';
import { routes } from './routes.generated';
import type { Envelope } from './envelope';
import { ApiClientError, buildRequest, isEnvelope, type ApiOptions } from './request';
import { getToken, markLoggedOut, removeToken, saveReturnPath } from '@/lib/client/session';
import { resetCartAndBasket } from '@/lib/client/stores';
import { toast as defaultToast } from '@/lib/client/toast';

export { ApiClientError, buildRequest } from './request';
export type { ApiErrorKind, ApiOptions, BuiltRequest, Paging } from './request';

export type ClientDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  toast: { error: (message: string) => unknown };
  navigate: (path: string) => void;
  session: { getToken: () => string | null | undefined; removeToken: () => void; markLoggedOut: () => void };
  stores: { clearCartAndBasket: () => void };
  /** Clock for the elapsedMs diagnostics on errors. */
  now?: () => number;
  /** Prefix for every URL ('' in the browser: same origin). */
  baseUrl?: string;
  /** Overrides the route table (tests). */
  endpoints?: Record<string, RouteDef>;
};

type Input<K extends EndpointKey> = InputOf<Endpoints[K]> | FormData;
type Output<K extends EndpointKey> = OutputOf<Endpoints[K]>;

const LOGIN_PATH = '/login';

/** Chinese text is shown as is; browser-internal English messages ("Failed to fetch") are not. */
const readable = (msg: unknown): string | null => (typeof msg === 'string' && /[\u4e00-\u9fff]/.test(msg) ? msg : null);

export function createClient(deps: ClientDeps) {
  const table: Record<string, RouteDef> = deps.endpoints ?? routes;
  const now = deps.now ?? (() => Date.now());

  const toastError = (msg: string, opts: ApiOptions) => {
    if (!opts.silent) deps.toast.error(msg);
    return !opts.silent;
  };

  const endSession = (clearCarts: boolean) => {
    try {
      deps.session.removeToken();
      deps.session.markLoggedOut();
      if (clearCarts) deps.stores.clearCartAndBasket();
    } finally {
      deps.navigate(LOGIN_PATH);
    }
  };

  async function request(key: string, input: unknown, opts: ApiOptions): Promise<Envelope<unknown>> {
    const def = table[key];
    if (!def) throw new ApiClientError(E.unknownApi, 'business');
    const { url, init } = buildRequest(def, input, deps.session.getToken(), opts, deps.baseUrl ?? '');
    const started = now();

    const controller = new AbortController();
    const onOuterAbort = () => controller.abort(opts.signal?.reason);
    if (opts.signal) {
      if (opts.signal.aborted) controller.abort(opts.signal.reason);
      else opts.signal.addEventListener('abort', onOuterAbort, { once: true });
    }
    init.signal = controller.signal;

    // Background calls give up silently at the request timeout; a buyer's call waits for the guard (see the file header).
    const timeoutMs = opts.timeoutMs ?? (opts.silent ? (def.timeoutMs ?? REQUEST_TIMEOUT_MS) : 0);
    let timeoutTimer: ReturnType<typeof setTimeout> | undefined;
    let guardTimer: ReturnType<typeof setTimeout> | undefined;

    const timers = new Promise<never>((_, reject) => {
      if (timeoutMs > 0) {
        timeoutTimer = setTimeout(() => {
          controller.abort();
          // Spec §8: a (background) timeout at 10000 ms is not toasted.
          reject(new ApiClientError(E.systemBusy, 'timeout', { toasted: false }));
        }, timeoutMs);
      }
      guardTimer = setTimeout(() => {
        controller.abort();
        const toasted = toastError(E.systemBusy, opts);
        reject(new ApiClientError(E.systemBusy, 'busy', { toasted }));
      }, REQUEST_GUARD_MS);
    });

    const transport = async (): Promise<Envelope<unknown>> => {
      let res: Response;
      try {
        res = await deps.fetch(url, init);
      } catch (err) {
        if (opts.signal?.aborted) throw err; // the caller cancelled: not an error to show
        if (controller.signal.aborted) return new Promise<never>(() => {}); // a timer already settled the call
        const toasted = toastError(readable((err as Error)?.message) ?? E.serverException, opts);
        throw new ApiClientError(E.networkFault, 'transport', { toasted, cause: err });
      }
      let body: unknown;
      try {
        body = await res.json();
      } catch {
        if (controller.signal.aborted && !opts.signal?.aborted) return new Promise<never>(() => {});
        body = undefined;
      }
      if (!isEnvelope(body)) {
        const toasted = toastError(E.serverException, opts);
        throw new ApiClientError(E.networkFault, 'transport', { toasted, status: res.status });
      }
      return body;
    };

    try {
      const env = await Promise.race([transport(), timers]);
      return handleEnvelope(env, now() - started);
    } catch (err) {
      if (err instanceof ApiClientError && err.extra.elapsedMs === undefined) err.extra.elapsedMs = now() - started;
      throw err;
    } finally {
      clearTimeout(timeoutTimer);
      clearTimeout(guardTimer);
      opts.signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  function handleEnvelope(env: Envelope<unknown>, elapsedMs: number): Envelope<unknown> {
    if (env.code === CODE_SUCCESS) {
      return env.data === '' ? { ...env, data: [] } : env;
    }
    if (env.code === CODE_SESSION_INVALID) {
      endSession(true);
      throw new ApiClientError(env.message || E.sessionInvalid, 'session', {
        code: env.code,
        messageCode: env.messageCode,
        elapsedMs,
      });
    }
    // code 0
    if (env.messageCode === MESSAGE_CODE_RELOGIN) {
      endSession(false);
      throw new ApiClientError(env.message || E.sessionInvalid, 'session', {
        code: env.code,
        messageCode: env.messageCode,
        elapsedMs,
      });
    }
    throw new ApiClientError(env.message || E.serverException, 'business', {
      code: env.code,
      messageCode: env.messageCode,
      elapsedMs,
    });
  }

  /** Resolves the envelope's data (code 1); see the file header for failures. */
  async function api<K extends EndpointKey>(key: K, input?: Input<K>, opts: ApiOptions = {}): Promise<Output<K>> {
    const env = await request(key, input ?? {}, opts);
    return env.data as Output<K>;
  }

  /** Resolves the whole envelope (for totalCount). */
  async function apiEnvelope<K extends EndpointKey>(
    key: K,
    input?: Input<K>,
    opts: ApiOptions = {},
  ): Promise<Envelope<Output<K>>> {
    return (await request(key, input ?? {}, opts)) as Envelope<Output<K>>;
  }

  /** Toasts an error that has not been shown yet (business errors, mostly); timeouts stay silent. */
  function notifyError(err: unknown, fallback: string = E.serverException): void {
    if (err instanceof ApiClientError) {
      if (err.toasted || err.kind === 'timeout' || err.kind === 'session') return;
      deps.toast.error(err.message || fallback);
      return;
    }
    if (err && typeof err === 'object' && (err as { name?: string }).name === 'AbortError') return;
    deps.toast.error(readable((err as Error)?.message) ?? fallback);
  }

  /**
   * What a call answered with `env` resolves with, or the error it rejects with after the session handling above
   * (code -1 and 1000006 log out): for lib/client/silent-api.ts, which sends a few background calls itself and hands
   * every answer but a success here.
   */
  function settle(env: Envelope<unknown>): unknown {
    return handleEnvelope(env, 0).data;
  }

  return { api, apiEnvelope, notifyError, settle };
}

export type Client = ReturnType<typeof createClient>;

function browserNavigate(path: string) {
  if (typeof window === 'undefined') return;
  const here = window.location.pathname + window.location.search;
  if (path === LOGIN_PATH) {
    if (window.location.pathname === LOGIN_PATH) return; // already there: no reload loop
    saveReturnPath(here);
  }
  window.location.assign(path);
}

const defaultClient = createClient({
  fetch: (input, init) => fetch(input, init),
  toast: { error: (m) => defaultToast.error(m) },
  navigate: browserNavigate,
  session: {
    getToken: () => getToken(),
    removeToken: () => removeToken(),
    markLoggedOut: () => markLoggedOut(),
  },
  stores: { clearCartAndBasket: () => resetCartAndBasket() },
});

export const api = defaultClient.api;
export const apiEnvelope = defaultClient.apiEnvelope;
export const notifyError = defaultClient.notifyError;
export const settleEnvelope = defaultClient.settle;
