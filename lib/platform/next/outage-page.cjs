// @ts-check
/**
 * Pages while the database is unreachable (a PostgreSQL restart or failover): instead of Next's 500 error shell
 * (an HTML page with no text that shows 服务器开小差了 only once its scripts run), a page whose render failed while the
 * database is down is answered 503 with Retry-After and a short server-rendered page saying 系统繁忙，请稍后再试
 * (spec §8), which a crawler reads as "come back later" rather than an error. Cached pages are still served from
 * the cache; API calls answer the envelope themselves (lib/api/router.ts).
 *
 * "Down" is the flag lib/db/unavailable.ts keeps on globalThis (a failed connection attempt or a dropped idle
 * connection sets it, the next successful connection clears it). Any other 500 is left as Next made it.
 * Installed by next.config.js next to the HTTP guard; it only wraps write/end of GET and HEAD page requests.
 */
const http = require('node:http');
// JSON log lines with the request id (docs/operations/observability.md).
const { logger } = require('../observability/log.cjs');

const DOWN_AT = Symbol.for('mall.dbDownAt');
const FAIL_AT = Symbol.for('mall.dbFailAt');
/** A render whose query failed as "unreachable" may end after another request reconnected: still an outage. */
const FAIL_RECENT_MS = 10_000;
const MESSAGE = '系统繁忙，请稍后再试'; // E.systemBusy (lib/config/messages), kept equal by a unit test
const RECENT_MS = 30_000;

/** @param {number} [now] */
function dbDownRecently(now = Date.now()) {
  const t = /** @type {any} */ (globalThis)[DOWN_AT] ?? 0;
  const f = /** @type {any} */ (globalThis)[FAIL_AT] ?? 0;
  return (t > 0 && now - t < RECENT_MS) || (f > 0 && now - f < FAIL_RECENT_MS);
}

const BODY = `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${MESSAGE} — 标准物质商城</title><style>body{font-family:system-ui,"PingFang SC","Microsoft YaHei","WenQuanYi Micro Hei",sans-serif;color:#1f2937;display:flex;min-height:90vh;align-items:center;justify-content:center;text-align:center}a{color:#1559b3}</style></head><body><main role="alert"><h1>${MESSAGE}</h1><p>服务正在恢复，请稍候刷新页面。</p><p><a href="">刷新</a> · <a href="/">返回首页</a></p></main></body></html>`;

/** @param {import('node:http').IncomingMessage} req */
function isPageRequest(req) {
  const m = req.method || 'GET';
  if (m !== 'GET' && m !== 'HEAD') return false;
  const url = req.url || '/';
  return !url.startsWith('/mall/') && !url.startsWith('/_next/') && !url.startsWith('/console/api/');
}

/**
 * Wrap one response: when the first bytes are about to go out with a 5xx HTML status and the database is down,
 * send the outage page instead. Returns nothing; the response's own methods are replaced on this instance only.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function guardResponse(req, res) {
  const head = req.method === 'HEAD';
  const { write, end, flushHeaders, writeHead } = res;
  let swapped = false;
  const shouldSwap = () => {
    if (swapped) return true;
    if (res.headersSent || res.statusCode < 500 || !dbDownRecently()) return false;
    const type = String(res.getHeader('content-type') ?? 'text/html');
    return type.includes('text/html');
  };
  const swap = () => {
    swapped = true;
    for (const h of [
      'content-length',
      'content-encoding',
      'etag',
      'x-nextjs-cache',
      'x-nextjs-stale-time',
      'x-nextjs-prerender',
    ])
      res.removeHeader(h);
    res.statusCode = 503;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('retry-after', '5');
    res.setHeader('content-length', Buffer.byteLength(BODY));
  };
  // Next flushes the headers of a streamed page before its first chunk (pipe-readable): decide there too.
  res.flushHeaders = function () {
    if (shouldSwap()) {
      if (!swapped) swap();
      return;
    }
    return flushHeaders.call(this);
  };
  /** @type {any} */ (res).writeHead = function (/** @type {number} */ status, /** @type {any[]} */ ...rest) {
    if (!swapped && !res.headersSent && typeof status === 'number' && status >= 500) {
      res.statusCode = status;
      if (shouldSwap()) {
        swap();
        return this;
      }
    }
    // Swapped: the outage page's own head (Node calls writeHead from end() when the headers go out).
    if (swapped) return writeHead.call(this, 503);
    return writeHead.call(this, status, ...rest);
  };
  /** @type {any} */ (res).write = function (/** @type {any[]} */ ...args) {
    if (shouldSwap()) {
      if (!swapped) swap();
      const cb = args.find((a) => typeof a === 'function');
      if (cb) process.nextTick(cb);
      return true;
    }
    return write.apply(this, /** @type {any} */ (args));
  };
  /** @type {any} */ (res).end = function (/** @type {any[]} */ ...args) {
    if (shouldSwap()) {
      if (!swapped) swap();
      const cb = args.find((a) => typeof a === 'function');
      return end.call(this, head ? undefined : BODY, 'utf8', cb);
    }
    return end.apply(this, /** @type {any} */ (args));
  };
}

const INSTALLED = Symbol.for('mall.outagePage');

/** Patch http.Server so page requests of every server of this process get guardResponse (idempotent). */
function installOutagePage() {
  const proto = /** @type {any} */ (http.Server.prototype);
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function outageEmit(/** @type {string} */ event, /** @type {any[]} */ ...args) {
    if (event === 'request' && isPageRequest(args[0])) {
      try {
        guardResponse(args[0], args[1]);
      } catch (err) {
        logger().error({ err }, '[outage-page] failed');
      }
    }
    return emit.call(this, event, ...args);
  };
}

module.exports = { installOutagePage, guardResponse, isPageRequest, dbDownRecently, MESSAGE, BODY };
