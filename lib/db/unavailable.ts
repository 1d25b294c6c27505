/**
 * "The database cannot be reached right now" — a PostgreSQL restart or failover, a refused or dropped connection,
 * a full connection table — as opposed to a bug or bad input. The API answers these with the spec's 系统繁忙，请稍后再试
 * (code 0, HTTP 503, Retry-After) instead of an internal error; the pool reconnects on the next query, so the app
 * recovers by itself once the server answers (bench/suites/faults.ts measures it).
 */
import { log } from '../platform/observability';

/** SQLSTATEs: connection exceptions (08…), server shutting down / starting up (57P01-57P03), too many connections. */
const UNAVAILABLE_SQLSTATE = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** Socket errors of node-postgres' connection. */
const UNAVAILABLE_ERRNO = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres / pg-pool messages that carry no code. */
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|Client was closed and is not queryable|timeout exceeded when trying to connect|Connection refused|the database system is (starting up|shutting down|in recovery mode)/i;

/** True when `err` (or one of its causes: drizzle wraps driver errors) says the database is unreachable. */
export function isDbUnavailable(err: unknown): boolean {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 6; e = (e as { cause?: unknown }).cause, i++) {
    const { code, message, errors } = e as { code?: unknown; message?: unknown; errors?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_ERRNO.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    // AggregateError (a connect to several addresses, e.g. localhost → ::1 and 127.0.0.1, all refused).
    if (Array.isArray(errors) && errors.some((x) => isDbUnavailable(x))) return true;
  }
  return false;
}

let lastLog = 0;

/** Logs an outage at most once every 5 s per process (a restart under load fails hundreds of requests). */
export function logDbUnavailable(where: string, err: unknown, now = Date.now()): void {
  if (now - lastLog < 5000) return;
  lastLog = now;
  const msg = err instanceof Error ? err.message : String(err);
  log.warn(`[db] database unavailable (${where}): ${msg} — answering 系统繁忙 until it is back`);
}

/**
 * Whether this process has seen the database unreachable lately, for the HTTP layer (lib/platform/next/outage-page.cjs),
 * which has no request context: a symbol on globalThis, set when a connection attempt (or an idle connection) fails
 * that way and cleared by the next successful connection.
 */
const DOWN_AT = Symbol.for('mall.dbDownAt');
/**
 * The last "unreachable" error of any query, never cleared by a new connection: a render whose query failed that
 * way can finish after another request has already reconnected (markDbUp), and must still get the outage page.
 */
const FAIL_AT = Symbol.for('mall.dbFailAt');
type DownFlag = { [DOWN_AT]?: number; [FAIL_AT]?: number };

export function markDbDown(now = Date.now()): void {
  (globalThis as DownFlag)[DOWN_AT] = now;
  (globalThis as DownFlag)[FAIL_AT] = now;
}

/** A query failed because the database is unreachable (it may already be back for other connections). */
export function markDbFailure(now = Date.now()): void {
  (globalThis as DownFlag)[FAIL_AT] = now;
}

/** Forget every outage mark (tests). */
export function forgetDbOutage(): void {
  (globalThis as DownFlag)[DOWN_AT] = 0;
  (globalThis as DownFlag)[FAIL_AT] = 0;
}

/** Whether an "unreachable" query error was seen within `withinMs` (even if the database is back since). */
export function dbFailedRecently(now = Date.now(), withinMs = 10_000): boolean {
  const t = (globalThis as DownFlag)[FAIL_AT] ?? 0;
  return t > 0 && now - t < withinMs;
}

export function markDbUp(): void {
  (globalThis as DownFlag)[DOWN_AT] = 0;
}

export function dbDownRecently(now = Date.now(), withinMs = 30_000): boolean {
  const t = (globalThis as DownFlag)[DOWN_AT] ?? 0;
  return t > 0 && now - t < withinMs;
}

type Connect = (cb?: (err: Error | undefined, client: unknown, done: unknown) => void) => unknown;
type Query = (...args: unknown[]) => unknown;
type WatchedPool = {
  connect: Connect;
  query?: Query;
  on(event: 'connect' | 'error', fn: (e?: unknown) => void): unknown;
};
const WATCHED = Symbol.for('mall.dbWatchedQuery');

/** Wrap a pool's or a client's query(): an error that means "unreachable" is remembered (markDbFailure). */
function watchQuery(target: { query?: Query; [WATCHED]?: boolean } | null | undefined): void {
  if (!target || typeof target.query !== 'function' || target[WATCHED]) return;
  target[WATCHED] = true;
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, ...rest: unknown[]) => {
        if (err && isDbUnavailable(err)) markDbFailure();
        return (last as (...a: unknown[]) => unknown)(err, ...rest);
      };
      return query(...args);
    }
    const r = query(...args);
    if (
      r &&
      typeof (r as Promise<unknown>).then === 'function' &&
      typeof (r as Promise<unknown>).catch === 'function'
    ) {
      // Observe the rejection without handling it for the caller (the caller still gets the same promise).
      (r as Promise<unknown>).catch((err: unknown) => {
        if (isDbUnavailable(err)) markDbFailure();
      });
    }
    return r;
  };
}

/**
 * Follow a node-postgres pool: failed connects mark the database down, a new connection marks it up, and a query
 * (on the pool or on a checked-out client, as in a transaction) that fails because the server went away is
 * remembered for the page layer.
 */
export function watchPool(pool: WatchedPool): void {
  const connect = pool.connect.bind(pool) as Connect;
  pool.connect = ((cb?: (err: Error | undefined, client: unknown, done: unknown) => void) => {
    if (typeof cb === 'function')
      return connect((err, client, done) => {
        if (err && isDbUnavailable(err)) markDbDown();
        else watchQuery(client as { query?: Query });
        cb(err, client, done);
      });
    return (connect() as Promise<unknown>).then(
      (client) => {
        watchQuery(client as { query?: Query });
        return client;
      },
      (err: unknown) => {
        if (isDbUnavailable(err)) markDbDown();
        throw err;
      },
    );
  }) as Connect;
  watchQuery(pool);
  pool.on('connect', () => markDbUp());
  pool.on('error', (err) => {
    if (isDbUnavailable(err)) markDbDown();
  });
}
