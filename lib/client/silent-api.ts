/**
 * The background calls of a storefront page's first load (the access log, the goods page's view beacon, live prices
 * and history record: lib/api/routes.silent.ts), sent without loading the API client (lib/api/client.ts and its
 * route table, ≈ 6 KB gzip of every first visit; issue 34's budget, bench/suites/js-weight.ts).
 *
 * They behave as the client's `{ silent: true }` calls: the same request (lib/api/request.ts buildRequest, the
 * token), no toast, a silent timeout at the endpoint's or the default request timeout, and a success resolves the
 * data ('' → []). Every other answer is handed to the client (settleEnvelope), loaded then, so a session the server
 * ended (code -1, 1000006) logs out and opens the login page exactly as before.
 */
import { CODE_SUCCESS, REQUEST_TIMEOUT_MS } from '@/lib/config/constants';
import { E } from '@/lib/config/messages';
import type { InputOf, OutputOf } from '@/lib/api/define';
import type { Endpoints } from '@/lib/api/endpoints';
import { ApiClientError, buildRequest, isEnvelope } from '@/lib/api/request';
import { silentRoutes, type SilentKey } from '@/lib/api/routes.silent';
import type { RouteDef } from '@/lib/api/route-table';
import { getToken } from './session';

export type SilentDeps = {
  fetch: (input: string, init: RequestInit) => Promise<Response>;
  getToken: () => string | null | undefined;
  /** Answers other than a success (lib/api/client.ts settleEnvelope: throws the client's error). */
  settle: (env: unknown) => Promise<unknown>;
};

const browserDeps: SilentDeps = {
  fetch: (input, init) => fetch(input, init),
  getToken: () => getToken(),
  settle: (env) => import('@/lib/api/client').then((m) => m.settleEnvelope(env as never)),
};

export async function silentApi<K extends SilentKey>(
  key: K,
  input: InputOf<Endpoints[K]>,
  deps: SilentDeps = browserDeps,
): Promise<OutputOf<Endpoints[K]>> {
  const def: RouteDef = silentRoutes[key];
  const { url, init } = buildRequest(def, input, deps.getToken(), { silent: true });
  const controller = new AbortController();
  init.signal = controller.signal;
  const timer = setTimeout(() => controller.abort(), def.timeoutMs ?? REQUEST_TIMEOUT_MS);
  let body: unknown;
  try {
    const res = await deps.fetch(url, init);
    body = await res.json().catch(() => undefined);
  } catch (err) {
    throw controller.signal.aborted
      ? new ApiClientError(E.systemBusy, 'timeout', { toasted: false })
      : new ApiClientError(E.networkFault, 'transport', { toasted: false, cause: err });
  } finally {
    clearTimeout(timer);
  }
  if (!isEnvelope(body)) throw new ApiClientError(E.networkFault, 'transport', { toasted: false });
  if (body.code === CODE_SUCCESS) return (body.data === '' ? [] : body.data) as OutputOf<Endpoints[K]>;
  return (await deps.settle(body)) as OutputOf<Endpoints[K]>;
}
