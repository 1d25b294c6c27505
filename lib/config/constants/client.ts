/**
 * Transport and the browser client: timeouts, sessions, envelope codes, cookies, guarded paths, toasts.
 * One area of lib/config/constants; index.ts re-exports every area (import from @/lib/config/constants).
 */

/**
 * Request timeouts (spec §9: "16 s in one reading, 10000 ms in another; overall guard 20 s"; §8: "no answer in 20 s → 系统繁忙",
 * "timeout at 10000 ms → not toasted"). Reconciled reading (lib/api/client.ts): the silent 10000 ms timeout applies to
 * background calls only (`silent`: prefetch, tracking, live prices, polling); a call the buyer started waits for the 20 s guard,
 * which toasts 系统繁忙，请稍后再试. Otherwise the silent timeout would always fire first and 系统繁忙 could never show.
 */
export const REQUEST_TIMEOUT_MS = 10_000;
/** The other reading of the request timeout: an endpoint's silent timeout for slow background calls (uploads, exports). */
export const REQUEST_TIMEOUT_LONG_MS = 16_000;
/** Overall guard for a call the buyer started: no answer in this time toasts and rejects 系统繁忙，请稍后再试. */
export const REQUEST_GUARD_MS = 20_000;
/** Minimum fetch delay (avoids flashing loaders). */
export const MIN_FETCH_DELAY_MS = 200;

/** Login expiry sent to the server, in minutes. */
export const LOGIN_EXPIRE_MINUTES = 1440;
export const LOGIN_EXPIRE_MINUTES_REMEMBER = 43_200;
/** Client session (login cookies) lifetime, in days. */
export const SESSION_DAYS = 1;
export const SESSION_DAYS_REMEMBER = 30;
/** The other reading: cookie max age for short-lived helper cookies, in seconds. */
export const COOKIE_MAX_AGE_SECONDS = 7200;

/** Tracking (access/log/record) runs only in the production setting. */
export const TRACKING_ENABLED = process.env.NEXT_PUBLIC_TRACKING === '1' || process.env.NODE_ENV === 'production';

/** Envelope codes (spec §7). */
export const CODE_SUCCESS = 1;
export const CODE_FAILURE = 0;
export const CODE_SESSION_INVALID = -1;
/** messageCode that also logs the user out (spec §8). */
export const MESSAGE_CODE_RELOGIN = 'PARAM_CODE_1000006';

/** Cookie names used by the client. */
export const TOKEN_COOKIE = 'token';
export const VIEW_MODE_COOKIE = 'PRODUCT_VIEW_MODE';
export const DESKTOP_OVERRIDE_COOKIE = 'FORCE_DESKTOP';

/** Paths the login guard protects (spec §4: protected pages). */
export const PROTECTED_PATH_PREFIXES = [
  '/personalCenter',
  '/orderCenter',
  '/settlementCenter',
  '/inquiryCenter',
  '/quickOrder',
  '/customizedServices',
  '/customizedSettlement',
  '/afterSalesCenter',
  '/settlementPage',
] as const;

/** After popup login, return only to one of these (spec §4). */
export const POPUP_RETURN_PATHS = [
  '/quickOrder',
  '/customizedServices',
  '/settlementCenter',
  '/inquiryCenter',
  '/orderCenter',
] as const;

/** Browser client: toasts disappear after this many ms; a chunk-load failure reloads at most once per this many ms. */
export const TOAST_DURATION_MS = 3000;
/** A toast on screen when a page is left (a full navigation) is shown on the next page if that loads within this. */
export const TOAST_CARRY_MS = 20_000;
export const CHUNK_RELOAD_GUARD_MS = 10_000;
