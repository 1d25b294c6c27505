/**
 * What happens after any successful login (spec §4), in this order:
 *  1. token cookie (1 day, or 30 days with "remember me") and user info; toast 登录成功！
 *  2. the guest cart, inquiry basket and demand list are synchronised to the server (non-empty ones only);
 *     the synchronised local copies are emptied (a failed sync keeps them for the next login);
 *  3. cart and basket switch to the server backends (React Query); the three header counts
 *     (cart.total, basket.total, demand.count) and the organisation info are refreshed;
 *  4. the return path: popup → only quickOrder, customizedServices, settlementCenter, inquiryCenter,
 *     orderCenter (else stay); page → the saved path or home.
 * And on page load with a token: account.selectUser; a failure logs out (token, user info, cart, basket).
 * Every dependency is injectable (tests); `browserDeps()` wires the real ones.
 */
import type { QueryClient } from '@tanstack/react-query';
import { api as apiClient, ApiClientError } from '@/lib/api/client';
import { routes } from '@/lib/api/routes.generated';
import { LOGIN_EXPIRE_MINUTES_REMEMBER } from '@/lib/config/constants';
import { S } from '@/lib/config/messages';
import { SITE_NAME } from '@/lib/platform/seo/site';
import { getQueryClient } from './query-client';
import { createServerCollection, refreshDemandCount, type ApiFn, type ServerCollection } from './server-cart';
import {
  markLoggedOut,
  removeToken,
  resolveReturnPath,
  setToken,
  setUserInfo,
  getToken,
  type UserInfo,
} from './session';
import {
  basketStore,
  cartStore,
  demandStore,
  localBasket,
  localCart,
  resetCartAndBasket,
  setServerDataReset,
  setServerDemandCount,
  type LocalCollection,
  type SwitchableStore,
} from './stores';
import { toast } from './toast';

/** Every login-like answer (contract C3). */
export type LoginResult = { token: string; expireTime?: number; userInfo?: UserInfo | null; isNew?: boolean };

export type FlowDeps = {
  api: ApiFn;
  qc: QueryClient;
  /** Whether an endpoint key exists (optional endpoints: demand sync, organisation info). */
  hasEndpoint: (key: string) => boolean;
  session: {
    setToken: (token: string, remember: boolean) => void;
    setUserInfo: (info: UserInfo | null) => void;
    getToken: () => string | null;
    removeToken: () => void;
    markLoggedOut: () => void;
  };
  toast: { success: (m: string) => unknown; error: (m: string) => unknown };
  stores: {
    localCart: LocalCollection;
    localBasket: LocalCollection;
    demand: LocalCollection;
    cart: SwitchableStore;
    basket: SwitchableStore;
    reset: () => void;
    setServerDemandCount: (n: number | null | 'pending') => void;
  };
};

/** The noBind_ token of a WeChat login without a registered account: finish on /register (spec §4). */
export const NO_BIND_PREFIX = 'noBind_';
export const isNoBindToken = (token: unknown): token is string =>
  typeof token === 'string' && token.startsWith(NO_BIND_PREFIX);
export const registerHrefForToken = (token: string) => `/register?token=${encodeURIComponent(token)}`;

/** Organisation info endpoint (spec §4 "organisation info refreshed"), when it exists. */
export const ORG_INFO_KEYS = ['org.info'] as const;
export const orgInfoKey = ['org', 'info'] as const;

const serverBackends = new WeakMap<QueryClient, { cart: ServerCollection; basket: ServerCollection }>();

function backendsFor(deps: FlowDeps) {
  let b = serverBackends.get(deps.qc);
  if (!b) {
    b = {
      cart: createServerCollection('cart', deps.qc, deps.api),
      basket: createServerCollection('basket', deps.qc, deps.api),
    };
    serverBackends.set(deps.qc, b);
    // Logout or session loss (stores.resetCartAndBasket): drop the cached server data with the backends.
    const qc = deps.qc;
    setServerDataReset(() => {
      for (const key of [['cart'], ['basket'], ['demand'], [...orgInfoKey]]) qc.removeQueries({ queryKey: key });
    });
  }
  return b;
}

/** Sends one non-empty local collection to `<kind>.synchronize`; empties it on success. */
async function syncOne(deps: FlowDeps, key: string, local: LocalCollection, clearAfter: boolean): Promise<boolean> {
  const items = local.list();
  if (!items.length || !deps.hasEndpoint(key)) return true;
  try {
    await deps.api(key, { list: items.map((i) => ({ ...i })) });
    if (clearAfter) local.clear();
    return true;
  } catch (err) {
    const msg = err instanceof Error && err.message ? err.message : null;
    if (msg && !(err instanceof ApiClientError && err.toasted)) deps.toast.error(msg);
    return false;
  }
}

/** Step 2: synchronise the guest collections (cart, basket, demand list). */
export async function synchronizeGuestData(
  deps: FlowDeps,
): Promise<{ cart: boolean; basket: boolean; demand: boolean }> {
  const [cart, basket, demand] = await Promise.all([
    syncOne(deps, 'cart.synchronize', deps.stores.localCart, true),
    syncOne(deps, 'basket.synchronize', deps.stores.localBasket, true),
    // The demand list stays readable locally too (the demand-list page reads it); the server keeps the union.
    syncOne(deps, 'demand.synchronize', deps.stores.demand, false),
  ]);
  return { cart, basket, demand };
}

/** Step 3: server backends and the three header counts, plus the organisation info. */
export async function switchToServerData(deps: FlowDeps): Promise<void> {
  const b = backendsFor(deps);
  deps.stores.cart.setBackend(b.cart);
  deps.stores.basket.setBackend(b.basket);
  const jobs: Promise<unknown>[] = [b.cart.refresh(), b.basket.refresh()];
  if (deps.hasEndpoint('demand.count')) {
    jobs.push(refreshDemandCount(deps.qc, deps.api).then((n) => deps.stores.setServerDemandCount(n)));
  } else deps.stores.setServerDemandCount(null);
  const org = ORG_INFO_KEYS.find((k) => deps.hasEndpoint(k));
  if (org)
    jobs.push(
      deps.qc.fetchQuery({ queryKey: orgInfoKey, queryFn: () => deps.api(org, {}, { silent: true }), staleTime: 0 }),
    );
  await Promise.allSettled(jobs);
}

export type CompleteOptions = {
  /** "记住我": 30-day cookie; defaults to what the server granted (expireTime 43200). */
  remember?: boolean;
  popup: boolean;
  /** The path saved before login (popup: where the protected entry pointed). */
  returnTo?: string | null;
};

/**
 * Steps 1-4 after a login answer. Resolves the path to go to (null: stay where you are).
 * A noBind_ token is not a session: resolves the register page with that token and stores nothing.
 */
export async function completeLogin(
  result: LoginResult,
  opts: CompleteOptions,
  deps: FlowDeps,
): Promise<string | null> {
  if (isNoBindToken(result.token)) return registerHrefForToken(result.token);
  const remember = opts.remember ?? Number(result.expireTime) >= LOGIN_EXPIRE_MINUTES_REMEMBER;
  deps.session.setToken(result.token, remember);
  deps.session.setUserInfo(result.userInfo ?? {});
  deps.toast.success(S.login);
  // Spec §8: a welcome message naming the product after login.
  deps.toast.success(S.welcome(SITE_NAME));
  // The header counts wait for the server from here on (issue 34): the guest lines are about to leave the local
  // collections (1 → 0) before the server has them (0 → 1); loading is shown instead of either wrong number.
  deps.stores.cart.pend();
  deps.stores.basket.pend();
  deps.stores.setServerDemandCount('pending');
  await synchronizeGuestData(deps);
  await switchToServerData(deps);
  return resolveReturnPath(opts.returnTo ?? null, opts.popup);
}

/**
 * Page load with a token: fetch the user info (account.selectUser) and switch to the server data.
 * A failure logs out locally: token, user info, cart and basket (code -1 is already handled by the client).
 * Resolves true when the session is valid.
 */
export async function restoreSession(deps: FlowDeps): Promise<boolean> {
  if (!deps.session.getToken()) return false;
  try {
    const info = (await deps.api('account.selectUser', {}, { silent: true })) as UserInfo;
    deps.session.setUserInfo(info && typeof info === 'object' ? info : {});
  } catch (err) {
    // Only the server's answer ends a session. A slow server, or a request that never got an answer (the network
    // dropped, or the buyer reloaded or left the page while it was in flight, which aborts the fetch), keeps it:
    // logging out on an aborted fetch logged buyers out whenever they reloaded before the check came back.
    // The stores still move to the server ones (their counts stay loading until it answers, and a write goes to the
    // server and reports its own failure) rather than waiting on a check that will not come back.
    if (err instanceof ApiClientError && (err.kind === 'timeout' || err.kind === 'busy' || err.kind === 'transport')) {
      await switchToServerData(deps);
      return false;
    }
    deps.session.removeToken();
    deps.session.markLoggedOut();
    deps.stores.reset();
    deps.stores.setServerDemandCount(null);
    return false;
  }
  await switchToServerData(deps);
  return true;
}

/** After logout or session loss: local backends, no server counts. */
export function dropServerData(deps: FlowDeps): void {
  deps.stores.reset();
  deps.stores.setServerDemandCount(null);
  deps.qc.removeQueries({ queryKey: ['cart'] });
  deps.qc.removeQueries({ queryKey: ['basket'] });
  deps.qc.removeQueries({ queryKey: ['demand'] });
  deps.qc.removeQueries({ queryKey: orgInfoKey });
}

let browser: FlowDeps | null = null;

/** The real dependencies (browser). */
export function browserDeps(): FlowDeps {
  return (browser ??= {
    api: apiClient as unknown as ApiFn,
    qc: getQueryClient(),
    hasEndpoint: (key) => key in routes,
    session: { setToken, setUserInfo, getToken, removeToken, markLoggedOut },
    toast,
    stores: {
      localCart,
      localBasket,
      demand: demandStore,
      cart: cartStore,
      basket: basketStore,
      reset: resetCartAndBasket,
      setServerDemandCount,
    },
  });
}

/** The browser API client with string keys (forms call optional endpoints by name). */
export const callApi: ApiFn = (key, input, opts) => (apiClient as unknown as ApiFn)(key, input, opts);
export { notifyError } from '@/lib/api/client';

/** The message of a failed call, for the form's error line. */
export function errorMessage(err: unknown, fallback = '操作失败，请稍后再试'): string {
  return err instanceof Error && err.message ? err.message : fallback;
}

/*
 * WeChat bind → register (spec §4): the bind form has just verified the mobile by SMS; the register page that
 * follows (/register?token=noBind_…) takes that mobile and code from here instead of asking again.
 */
const WECHAT_BIND_KEY = 'mall.wechatBind';

export function stashWechatBind(v: { token: string; mobile: string; code: string }): void {
  try {
    window.sessionStorage.setItem(WECHAT_BIND_KEY, JSON.stringify(v));
  } catch {
    // storage disabled: the register page asks for the SMS code again
  }
}

export function readWechatBind(token: string | null): { mobile: string; code: string } | null {
  if (!token || typeof window === 'undefined') return null;
  try {
    const v = JSON.parse(window.sessionStorage.getItem(WECHAT_BIND_KEY) ?? 'null') as {
      token?: string;
      mobile?: string;
      code?: string;
    } | null;
    return v && v.token === token && v.mobile && v.code ? { mobile: v.mobile, code: v.code } : null;
  } catch {
    return null;
  }
}
