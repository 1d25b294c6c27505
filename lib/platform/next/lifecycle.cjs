// @ts-check
/**
 * Graceful shutdown and keep-alive of the production server (issue 32), preloaded by scripts/start.sh through
 * lib/platform/next/server-preload.cjs before Next loads.
 *
 * `next start` stops on SIGTERM by calling server.close() and waiting, unbounded, for every connection to end: a
 * keep-alive connection that finished its request stays open until its idle timeout, the response in flight still
 * says `Connection: keep-alive`, and the database pool, the job queue and the Redis connection are never closed.
 * NEXT_MANUAL_SIG_HANDLE (Next's documented switch, https://nextjs.org/docs/app/guides/self-hosting#manual-graceful-shutdowns)
 * turns its handler off and this module takes over:
 *
 *   SIGTERM / SIGINT →  draining: GET /readyz answers 503, every response from now on carries `Connection: close`
 *                       (including those already in flight whose headers are not out yet), so the balancer closes
 *                       each connection after its answer;
 *                    →  after SHUTDOWN_GRACE_MS (default 0: a balancer that retries refused connections, as nginx
 *                       does, needs no grace; one that only stops sending after failed checks needs its check
 *                       interval × fall count) the listening socket closes: new connections are refused and nginx
 *                       passes the request to the next instance, whatever its method (nothing was sent);
 *                    →  idle keep-alive connections are left for the balancer to close (it may be writing a request
 *                       on one right now: closing it from this side would reset that request, and nginx never
 *                       retries a POST it has sent). A request arriving on one is answered, with `Connection: close`.
 *                       After SHUTDOWN_IDLE_WAIT_MS (default 6 s, above the balancer's idle timeout: nginx's
 *                       upstream keepalive_timeout is 5 s, scripts/lib/nginx-config.cjs) those still idle are closed;
 *                    →  requests in flight finish, bounded by SHUTDOWN_TIMEOUT_MS (default 20 s; then their
 *                       connections are cut);
 *                    →  the hooks the app registered (onShutdown: job queue, cache poller, Redis, database pool) run,
 *                       last registered first, bounded by 5 s together;
 *                    →  exit 0. A second SIGINT (Ctrl-C twice) exits at once.
 *
 * Keep-alive: Node closes an idle connection after `keepAliveTimeout` (5 s by default). A balancer that keeps idle
 * upstream connections as long or longer may send a request on a connection at the very moment Node closes it: the
 * request fails with a reset, and a POST is never retried. So the app's timeout is set above any balancer's:
 * scripts/start.sh passes `--keepAliveTimeout ${KEEP_ALIVE_TIMEOUT_MS:-65000}` to `next start` (its documented
 * option; 65 s also outlasts the 60 s idle timeout of cloud balancers), and this module sets headersTimeout 1 s above
 * it. The balancer closes idle connections first, always. docs/operations/cluster.md.
 *
 * Probes: GET/HEAD /healthz and /readyz are answered here, before Next's router, proxy and caches see them — cheap,
 * never cached, and answered while Next is still starting (/healthz 200, /readyz 503 "starting") instead of waiting
 * for it. /readyz asks the readiness function the app registered (lib/domain/operations/health: database, migrations, structure
 * index, draining); app/healthz and app/readyz answer the same where this module is not preloaded (`next dev`).
 *
 * State lives on globalThis under Symbol.for('mall.lifecycle') so the app's bundles (lib/domain/operations/health) read the same
 * draining flag and register their hooks and readiness without importing this file.
 */
const http = require('node:http');
const net = require('node:net');
// JSON log lines with the request id (docs/operations/observability.md).
const { logger } = require('../observability/log.cjs');

const STATE = Symbol.for('mall.lifecycle');
const HOOKS_BUDGET_MS = 5000;
/** SHUTDOWN_IDLE_WAIT_MS's default: above nginx's upstream keepalive_timeout (5 s, scripts/lib/nginx-config.cjs). */
const DEFAULT_IDLE_WAIT_MS = 6000;

/**
 * @typedef {{ name: string, fn: () => unknown }} Hook
 * @typedef {{ ready: boolean, checks: Record<string, { ok: boolean, detail: string }> }} Readiness
 * @typedef {{
 *   readiness?: () => Promise<Readiness>,
 *   draining: boolean,
 *   drainingSince: number,
 *   hooks: Hook[],
 *   servers: Set<import('node:http').Server>,
 *   inflight: Set<import('node:http').ServerResponse>,
 *   installed: boolean,
 *   drained: Promise<void> | null,
 * }} LifecycleState
 */

/**
 * The shared state; lib/domain/operations/health/lifecycle.ts may have made it first (with `hooks` only).
 * @returns {LifecycleState}
 */
function state() {
  const g = /** @type {any} */ (globalThis);
  const s = (g[STATE] ??= {});
  s.draining ??= false;
  s.drainingSince ??= 0;
  s.hooks ??= [];
  s.servers ??= new Set();
  s.inflight ??= new Set();
  s.installed ??= false;
  s.drained ??= null;
  return s;
}

/** Forget servers, hooks and the drain (tests run several in one process). */
function resetLifecycleForTests() {
  const s = state();
  Object.assign(s, {
    draining: false,
    drainingSince: 0,
    hooks: [],
    servers: new Set(),
    inflight: new Set(),
    drained: null,
    readiness: undefined,
  });
}

/** @param {string | undefined} v @param {number} def */
function ms(v, def) {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) && n >= 0 ? n : def;
}

const sleep = (/** @type {number} */ t) => new Promise((r) => setTimeout(r, t));

/**
 * True when `p` settles within `t` ms, false after (the timer is cleared either way).
 * @param {Promise<unknown>} p @param {number} t
 */
function within(p, t) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  return Promise.race([p.then(() => true), new Promise((r) => (timer = setTimeout(() => r(false), t)))]).finally(() =>
    clearTimeout(timer),
  );
}

/** Registers a clean-up step for shutdown (run last registered first). */
function onShutdown(/** @type {string} */ name, /** @type {() => unknown} */ fn) {
  state().hooks.push({ name, fn });
}

function isDraining() {
  return state().draining;
}

/** A response that has not sent its head yet closes its connection after it (Node then writes Connection: close). */
function closeAfter(/** @type {import('node:http').ServerResponse} */ res) {
  if (!res.headersSent) {
    try {
      res.setHeader('connection', 'close');
    } catch {
      /* the head is going out right now */
    }
  }
}

const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Answers a probe (see the header); false for any other request.
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function answerProbe(req, res) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  if (!PROBES.has(path)) return false;
  const st = state();
  const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'content-length': Buffer.byteLength(text),
      ...(status === 200 ? {} : { 'retry-after': '1' }),
      ...(st.draining ? { connection: 'close' } : {}),
    });
    res.end(req.method === 'HEAD' ? undefined : text);
  };
  if (path === '/healthz') send(200, { status: 'ok', pid: process.pid, uptimeSeconds: Math.round(process.uptime()) });
  else if (!st.readiness)
    send(503, {
      status: st.draining ? 'not ready' : 'starting',
      checks: { serving: { ok: false, detail: st.draining ? 'draining' : 'starting' } },
    });
  else
    st.readiness().then(
      (r) => send(r.ready ? 200 : 503, { status: r.ready ? 'ready' : 'not ready', checks: r.checks }),
      () => send(503, { status: 'not ready' }),
    );
  return true;
}

/**
 * Follows one HTTP server: its timeouts, its responses in flight, and `Connection: close` once draining.
 * @param {import('node:http').Server} server
 */
function track(server) {
  const st = state();
  if (st.servers.has(server)) return;
  st.servers.add(server);
  // Above the balancer's idle timeout (see the header); `next start --keepAliveTimeout` set keepAliveTimeout.
  if (server.keepAliveTimeout > 0)
    server.headersTimeout = Math.max(server.headersTimeout, server.keepAliveTimeout + 1000);
  server.prependListener('request', (_req, res) => {
    st.inflight.add(res);
    res.once('close', () => st.inflight.delete(res));
    if (st.draining) closeAfter(res);
  });
}

/**
 * Drains and stops every tracked server, runs the hooks, resolves when done (does not exit: `exit` does).
 * @param {{ signal?: string, graceMs?: number, timeoutMs?: number, idleWaitMs?: number, log?: (m: string) => void }} [o]
 */
function drain(o = {}) {
  const st = state();
  if (st.drained) return st.drained;
  const log = o.log ?? ((m) => logger().info(m));
  const graceMs = o.graceMs ?? ms(process.env.SHUTDOWN_GRACE_MS, 0);
  const timeoutMs = o.timeoutMs ?? ms(process.env.SHUTDOWN_TIMEOUT_MS, 20_000);
  const idleWaitMs = o.idleWaitMs ?? ms(process.env.SHUTDOWN_IDLE_WAIT_MS, DEFAULT_IDLE_WAIT_MS);
  st.draining = true;
  st.drainingSince = Date.now();
  st.drained = (async () => {
    const t0 = Date.now();
    const inflightAtStart = st.inflight.size;
    log(
      `[lifecycle] ${o.signal ?? 'shutdown'}: draining (${inflightAtStart} request(s) in flight${graceMs ? `, still accepting for ${graceMs} ms` : ''})`,
    );
    for (const res of st.inflight) closeAfter(res);
    if (graceMs > 0) await sleep(graceMs);
    // Stop accepting. net.Server's close, not http.Server's: that one also closes idle keep-alive connections at once,
    // racing a request the balancer may be sending on one (see the header). Resolves when every connection ended.
    const closed = [...st.servers].map(
      (s) =>
        new Promise((resolve) =>
          s.listening ? net.Server.prototype.close.call(s, () => resolve(undefined)) : resolve(undefined),
        ),
    );
    const closeIdleAfter = Date.now() + idleWaitMs;
    let ticks = 0;
    const sweep = setInterval(() => {
      // Connections the balancer kept idle past its own timeout (a browser's, or a balancer configured longer).
      if (Date.now() >= closeIdleAfter) for (const s of st.servers) s.closeIdleConnections();
      // Every 5 s: what the drain is waiting for (an operator sees why a restart is slow).
      if (++ticks % 100 === 0 && st.inflight.size) {
        const what = [...st.inflight].slice(0, 5).map((r) => `${r.req?.method} ${String(r.req?.url).slice(0, 80)}`);
        log(
          `[lifecycle] still waiting after ${Date.now() - t0} ms for ${st.inflight.size} request(s): ${what.join(', ')}`,
        );
      }
    }, 50);
    const finished = await within(Promise.all(closed), timeoutMs);
    clearInterval(sweep);
    const cut = finished ? 0 : st.inflight.size;
    if (!finished) for (const s of st.servers) s.closeAllConnections();
    log(
      `[lifecycle] connections closed after ${Date.now() - t0} ms${cut ? ` (${cut} request(s) cut at the ${timeoutMs} ms bound)` : ''}`,
    );
    // The app's clean-up, last registered first, within one budget.
    const deadline = Date.now() + HOOKS_BUDGET_MS;
    for (const h of [...st.hooks].reverse()) {
      const left = deadline - Date.now();
      if (left <= 0) {
        log(`[lifecycle] ${h.name}: skipped (clean-up budget spent)`);
        continue;
      }
      try {
        const done = await within(Promise.resolve(h.fn()), left);
        if (!done) log(`[lifecycle] ${h.name}: still closing after ${HOOKS_BUDGET_MS} ms, left behind`);
      } catch (err) {
        log(`[lifecycle] ${h.name}: ${err instanceof Error ? err.message : err}`);
      }
    }
    log(`[lifecycle] stopped in ${Date.now() - t0} ms`);
  })();
  return st.drained;
}

/**
 * Installs the signal handlers and server tracking (main thread, once). `exit` is process.exit (tests pass their own).
 * @param {{ exit?: (code: number) => void }} [o]
 */
function installLifecycle(o = {}) {
  const st = state();
  if (st.installed || !require('node:worker_threads').isMainThread) return;
  st.installed = true;
  const exit = o.exit ?? ((code) => process.exit(code));
  // Next's own handler (close, wait for ever, exit 143) stays off; ours drains as described above.
  process.env.NEXT_MANUAL_SIG_HANDLE = '1';
  const proto = /** @type {any} */ (http.Server.prototype);
  const listen = proto.listen;
  proto.listen = function lifecycleListen(/** @type {any[]} */ ...args) {
    track(this);
    return listen.apply(this, args);
  };
  const emit = proto.emit;
  proto.emit = function lifecycleEmit(/** @type {string} */ event, /** @type {any[]} */ ...args) {
    if (event === 'request' && st.servers.has(this)) {
      try {
        if (answerProbe(args[0], args[1])) return true;
      } catch (err) {
        logger().error({ err }, '[lifecycle] probe failed');
      }
    }
    return emit.call(this, event, ...args);
  };
  for (const signal of /** @type {const} */ (['SIGTERM', 'SIGINT'])) {
    process.on(signal, () => {
      if (st.draining) {
        if (signal === 'SIGINT') exit(130);
        return;
      }
      void drain({ signal }).then(
        () => exit(0),
        (err) => {
          logger().error({ err }, '[lifecycle] shutdown failed');
          exit(1);
        },
      );
    });
  }
}

module.exports = {
  installLifecycle,
  onShutdown,
  isDraining,
  drain,
  track,
  answerProbe,
  resetLifecycleForTests,
  STATE,
  DEFAULT_IDLE_WAIT_MS,
};
