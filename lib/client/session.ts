/**
 * Browser session state (spec §3 user info: token, userInfo, isLogin; §4 login/logout transitions).
 *
 * - The token lives in the `token` cookie (1 day, or 30 days with "remember me").
 * - A small external store gives `useSession()`; userInfo is cached in localStorage so the header can
 *   show the name before the user-info call returns.
 * - Return-path rules after login (§4) are pure functions, unit-tested.
 */
import Cookies from 'js-cookie';
import { useSyncExternalStore } from 'react';
import {
  POPUP_RETURN_PATHS,
  PROTECTED_PATH_PREFIXES,
  SESSION_DAYS,
  SESSION_DAYS_REMEMBER,
  TOKEN_COOKIE,
} from '@/lib/config/constants';
import { S } from '@/lib/config/messages';
import { resetCartAndBasket } from './stores';
import { toast } from './toast';

export type UserInfo = {
  id?: number;
  nickName?: string | null;
  userName?: string | null;
  mobile?: string | null;
  avatarUrl?: string | null;
  /** '2' = real-name authenticated (spec §3). */
  identityStatus?: string | null;
  [k: string]: unknown;
};

export type SessionState = { isLogin: boolean; userInfo: UserInfo | null; token: string | null };

const USER_INFO_KEY = 'mall.userInfo';
const RETURN_PATH_KEY = 'mall.returnPath';
const LOGIN_PATH = '/login';

const isBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined';

// ---------------------------------------------------------------------------------------------
// Token cookie
// ---------------------------------------------------------------------------------------------

export function getToken(): string | null {
  if (!isBrowser()) return null;
  return Cookies.get(TOKEN_COOKIE) || null;
}

/** Stores the token for 1 day, or 30 days with "remember me" (spec §4), and marks the session logged in. */
export function setToken(token: string, remember = false): void {
  if (!isBrowser()) return;
  Cookies.set(TOKEN_COOKIE, token, {
    expires: remember ? SESSION_DAYS_REMEMBER : SESSION_DAYS,
    path: '/',
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
  });
  refresh({ isLogin: true, token });
}

export function removeToken(): void {
  if (!isBrowser()) return;
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  refresh({ token: null });
}

// ---------------------------------------------------------------------------------------------
// External store
// ---------------------------------------------------------------------------------------------

const SERVER_STATE: SessionState = Object.freeze({ isLogin: false, userInfo: null, token: null }) as SessionState;
let state: SessionState | null = null;
const listeners = new Set<() => void>();

function readUserInfo(): UserInfo | null {
  try {
    const text = window.localStorage.getItem(USER_INFO_KEY);
    const v: unknown = text ? JSON.parse(text) : null;
    return v && typeof v === 'object' ? (v as UserInfo) : null;
  } catch {
    return null;
  }
}

function writeUserInfo(info: UserInfo | null): void {
  try {
    if (info) window.localStorage.setItem(USER_INFO_KEY, JSON.stringify(info));
    else window.localStorage.removeItem(USER_INFO_KEY);
  } catch {
    // storage disabled: memory only
  }
}

function initial(): SessionState {
  const token = getToken();
  return { isLogin: !!token, userInfo: token ? readUserInfo() : null, token };
}

export function getSession(): SessionState {
  if (!isBrowser()) return SERVER_STATE;
  return (state ??= initial());
}

function refresh(patch: Partial<SessionState>): void {
  const cur = getSession();
  const next = { ...cur, ...patch };
  if (next.isLogin === cur.isLogin && next.userInfo === cur.userInfo && next.token === cur.token) return;
  state = next;
  for (const l of [...listeners]) l();
}

function onFocus() {
  // The cookie may have changed in another tab (login/logout there).
  const token = getToken();
  const cur = getSession();
  if (token !== cur.token) refresh(token ? { token, isLogin: true } : { token: null, isLogin: false, userInfo: null });
}

export function subscribeSession(fn: () => void): () => void {
  listeners.add(fn);
  if (listeners.size === 1 && isBrowser()) window.addEventListener('focus', onFocus);
  return () => {
    listeners.delete(fn);
    if (!listeners.size && isBrowser()) window.removeEventListener('focus', onFocus);
  };
}

const getServerSession = () => SERVER_STATE;

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSession, getServerSession);
}

/** After a successful login or user-info fetch. */
export function setUserInfo(userInfo: UserInfo | null): void {
  if (!isBrowser()) return;
  writeUserInfo(userInfo);
  refresh(userInfo ? { userInfo, isLogin: true } : { userInfo: null });
}

/** Session lost (code -1, relogin messageCode, failed user-info fetch): logged out, user info emptied. */
export function markLoggedOut(): void {
  if (!isBrowser()) return;
  writeUserInfo(null);
  refresh({ isLogin: false, userInfo: null });
}

export function isProtectedPath(pathname: string): boolean {
  return PROTECTED_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

export type LogoutDeps = {
  /** Calls the server logout (loginAndRegister/logout) when that endpoint exists; failures are ignored. */
  callServer?: () => Promise<unknown>;
  navigate?: (path: string) => void;
  pathname?: string;
};

/**
 * Logout after the confirmation dialog (spec §4): server logout if available, then clear token, user info,
 * cart and basket; toast 退出登录成功; on a protected page go to /login.
 */
export async function logout(deps: LogoutDeps = {}): Promise<void> {
  const callServer = deps.callServer ?? defaultServerLogout;
  try {
    await callServer();
  } catch {
    // the local session ends anyway
  }
  removeToken();
  markLoggedOut();
  resetCartAndBasket();
  toast.success(S.logout);
  const pathname = deps.pathname ?? (isBrowser() ? window.location.pathname : '/');
  if (isProtectedPath(pathname)) {
    const go = deps.navigate ?? ((p: string) => window.location.assign(p));
    go(LOGIN_PATH);
  }
}

async function defaultServerLogout(): Promise<unknown> {
  // Loaded lazily: the API client imports this module.
  const mod = await import('@/lib/api/client');
  const { routes } = await import('@/lib/api/routes.generated');
  const key = 'account.logout';
  if (!(key in routes)) return undefined;
  return (mod.api as unknown as (k: string, i: unknown, o: { silent: boolean }) => Promise<unknown>)(
    key,
    {},
    { silent: true },
  );
}

// ---------------------------------------------------------------------------------------------
// Return path after login (spec §4)
// ---------------------------------------------------------------------------------------------

/** Only same-site relative paths are kept (no open redirects), and never the login pages themselves. */
export function isSafeReturnPath(path: string | null | undefined): path is string {
  if (!path || typeof path !== 'string') return false;
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return false;
  if (/[\u0000-\u001f]/.test(path)) return false;
  const pathname = path.split(/[?#]/)[0]!;
  if (pathname === LOGIN_PATH || pathname.startsWith(`${LOGIN_PATH}/`) || pathname === '/register') return false;
  return true;
}

/**
 * Where to go after login.
 * - Popup mode: the popup closes; navigate only when the saved path is one of POPUP_RETURN_PATHS
 *   (quickOrder, customizedServices, settlementCenter, inquiryCenter, orderCenter), else null = stay.
 * - Page mode: the saved path, or home.
 */
export function resolveReturnPath(saved: string | null | undefined, popup: boolean): string | null {
  const safe = isSafeReturnPath(saved) ? saved : null;
  if (popup) {
    if (!safe) return null;
    const pathname = safe.split(/[?#]/)[0]!;
    return POPUP_RETURN_PATHS.some((p) => pathname === p || pathname.startsWith(`${p}/`)) ? safe : null;
  }
  return safe ?? '/';
}

export function saveReturnPath(path: string): void {
  if (!isBrowser() || !isSafeReturnPath(path)) return;
  try {
    window.sessionStorage.setItem(RETURN_PATH_KEY, path);
  } catch {
    // ignore
  }
}

/** Reads and forgets the saved path; see resolveReturnPath for the rules. */
export function takeReturnPath(popup: boolean): string | null {
  let saved: string | null = null;
  if (isBrowser()) {
    try {
      saved = window.sessionStorage.getItem(RETURN_PATH_KEY);
      window.sessionStorage.removeItem(RETURN_PATH_KEY);
    } catch {
      saved = null;
    }
  }
  return resolveReturnPath(saved, popup);
}

/** Tests: forget the cached state. */
export function resetSessionForTests(): void {
  state = null;
  listeners.clear();
}
