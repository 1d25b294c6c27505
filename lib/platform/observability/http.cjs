// @ts-check
/**
 * The HTTP observer: wraps every request of every HTTP server in this process (installed by next.config.js, so
 * `next start`, `next dev` and every instance of `npm run cluster` run it) before Next, the HTTP guard and the
 * lifecycle probes see it:
 *   - gives the request its id (./request-id.cjs): the incoming X-Request-Id when valid, else a new one; the id
 *     replaces the request's header (route handlers read it there) and is sent back in X-Request-Id on every answer;
 *   - runs the rest of the request inside AsyncLocalStorage, so every log line written for it carries `reqId`
 *     (./log.cjs);
 *   - when the answer is done: counts it in http_requests_total / http_request_duration_seconds by route group and
 *     status, counts page-cache results (x-nextjs-cache) and writes one access-log line (not for /healthz,
 *     /readyz and /metrics: a balancer asks every second; LOG_ACCESS=0 turns the access log off);
 *   - answers GET /metrics itself (Prometheus text format, never cached) for the addresses METRICS_ALLOW lets in
 *     (./allow.cjs); everyone else gets the 404 any unknown path gets. Answered here, not by a Next route, so the
 *     proxy (proxy.ts), the page cache and the login guard never see the path and a scrape costs no render;
 *   - tells lib/platform/next/first-request.cjs when the first answer is done (start-up work waits for it).
 * docs/operations/observability.md.
 */
const http = require('node:http');
const { REQUEST_ID_HEADER, requestIdFrom } = require('./request-id.cjs');
const { parseAllowList, metricsAllowed } = require('./allow.cjs');
const { state, logger } = require('./log.cjs');
const { metrics } = require('./metrics.cjs');
const { answerDone } = require('../next/first-request.cjs');

const METRICS_PATH = '/metrics';
const QUIET = new Set(['/healthz', '/readyz', METRICS_PATH]);

/** Pages by their first path segment (spec §2.1 routes); any other single segment is a /resolve/<slug> page. */
const PAGE_GROUPS = /** @type {Record<string, string>} */ ({
  goodsDetail: 'product',
  productCenter: 'catalogue',
  brandCenter: 'catalogue',
  standard: 'catalogue',
  methods: 'catalogue',
  nitrosamineRisk: 'catalogue',
  searchIndex: 'search',
  searchProduction: 'search',
  searchStructureFormula: 'search',
  searchCenter: 'search',
  settlementCenter: 'checkout',
  settlementPage: 'checkout',
  successAliPage: 'checkout',
  quickOrder: 'checkout',
  inquiryCenter: 'checkout',
  demandsList: 'checkout',
  customizedServices: 'checkout',
  customizedSettlement: 'checkout',
  personalCenter: 'account',
  orderCenter: 'account',
  afterSalesCenter: 'account',
  login: 'account',
  register: 'account',
  mobileView: 'mobile',
  resolve: 'resolve',
  sitemap: 'seo',
  sitemaps: 'seo',
  'sitemap.xml': 'seo',
  'robots.txt': 'seo',
  images: 'image',
  uploads: 'upload',
  healthz: 'probe',
  readyz: 'probe',
  metrics: 'metrics',
  dev: 'dev',
});
const API_SERVICES = new Set(['shopping', 'user', 'operation']);

/**
 * The route group of a path: a fixed, small set of names (the metrics' `group` label must not grow with the URLs a
 * crawler makes up). @param {string} path without the query
 */
function routeGroup(path) {
  if (path === '/') return 'home';
  const parts = path.split('/', 4);
  const first = parts[1] ?? '';
  if (first === 'mall') return API_SERVICES.has(parts[2] ?? '') ? `api/${parts[2]}` : 'api/other';
  if (first === 'console') return parts[2] === 'api' ? 'console-api' : 'console';
  if (first === '_next') return parts[2] === 'static' ? 'static' : parts[2] === 'data' ? 'next-data' : 'next';
  const known = PAGE_GROUPS[first];
  if (known) return known;
  if (/\.[a-z0-9]{2,12}$/i.test(first)) return 'static';
  // Other spec pages (news, help, activity …) and the single-segment resolver.
  return parts.length === 2 ? 'page' : 'other';
}

/** @param {string} url */
function pathOf(url) {
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/** Query parameters whose values must not reach a log (tokens, signatures, codes, passwords), by a word of their name. */
const SECRET_WORD = /(?:^|[_-])(?:token|sign|signature|code|auth|pass|password|pwd|secret|ticket|key)(?:$|[_-])/i;

/** The request target for the access log: at most 512 characters, secret-looking query values blanked. @param {string} url */
function loggedUrl(url) {
  const u = url.length > 512 ? `${url.slice(0, 512)}…` : url;
  if (!u.includes('?')) return u;
  return u.replace(/([?&])([^=&]*)=([^&]*)/g, (all, sep, name) => (SECRET_WORD.test(name) ? `${sep}${name}=***` : all));
}

/** @type {{ src: string | undefined, list: import('node:net').BlockList } | null} */
let allowCache = null;
function allowList() {
  const src = process.env.METRICS_ALLOW;
  if (!allowCache || allowCache.src !== src) {
    const { list, invalid } = parseAllowList(src);
    if (invalid.length) logger().warn({ invalid }, 'METRICS_ALLOW: invalid entries ignored');
    allowCache = { src, list };
  }
  return allowCache.list;
}

/**
 * Answers GET/HEAD /metrics (see the header).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 */
function serveMetrics(req, res) {
  if (!metricsAllowed(allowList(), req.socket?.remoteAddress, req.headers)) {
    const { rejectBody } = require('../security/http-guard.cjs');
    const { type, body } = rejectBody(404, false);
    res.writeHead(404, {
      'content-type': type,
      'content-length': Buffer.byteLength(body),
      'cache-control': 'no-store',
    });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  const { registry } = metrics();
  registry.metrics().then(
    (text) => {
      res.writeHead(200, {
        'content-type': registry.contentType,
        'content-length': Buffer.byteLength(text),
        'cache-control': 'no-store',
      });
      res.end(req.method === 'HEAD' ? undefined : text);
    },
    (/** @type {unknown} */ err) => {
      logger().error({ err }, 'metrics collection failed');
      res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' });
      res.end('metrics collection failed\n');
    },
  );
}

/**
 * What happens when an answer is done (see the header).
 * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {string} reqId @param {bigint} t0 @param {string} path
 */
function finished(req, res, reqId, t0, path) {
  const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const status = res.writableFinished ? String(res.statusCode) : '499';
  const group = routeGroup(path);
  const method = req.method === 'GET' || req.method === 'HEAD' || req.method === 'POST' ? req.method : 'other';
  const m = metrics();
  m.httpRequests.inc({ method, group, status });
  m.httpDuration.observe({ group, status }, seconds);
  const cache = res.getHeader('x-nextjs-cache');
  if (typeof cache === 'string') m.pageCache.inc({ group, result: cache.toLowerCase() });
  if (QUIET.has(path) || process.env.LOG_ACCESS === '0') return;
  const line = {
    type: 'access',
    reqId,
    method: req.method,
    url: loggedUrl(req.url ?? '/'),
    status: Number(status),
    ms: Math.round(seconds * 10000) / 10,
    bytes: Number(res.getHeader('content-length')) || undefined,
    group,
    cache: typeof cache === 'string' ? cache : undefined,
    ip: req.socket?.remoteAddress,
    xff: req.headers['x-forwarded-for'],
    ua: typeof req.headers['user-agent'] === 'string' ? req.headers['user-agent'].slice(0, 200) : undefined,
  };
  const log = logger();
  if (Number(status) >= 500) log.warn(line, 'request');
  else log.info(line, 'request');
}

const INSTALLED = Symbol.for('mall.observability.http');

/**
 * Patch http.Server so every server of this process is observed (idempotent). Returns the undo, for tests: Jest runs
 * several files in one worker process with one http.Server.prototype, and an observer left behind by a finished file
 * would log through that file's torn-down modules.
 */
function installObservability() {
  const proto = /** @type {any} */ (http.Server.prototype);
  if (proto[INSTALLED]) return () => undefined;
  proto[INSTALLED] = true;
  const { als } = state();
  const emit = proto.emit;
  proto.emit = function observedEmit(/** @type {string} */ event, /** @type {any[]} */ ...args) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const req = /** @type {import('node:http').IncomingMessage} */ (args[0]);
    const res = /** @type {import('node:http').ServerResponse} */ (args[1]);
    const t0 = process.hrtime.bigint();
    const reqId = requestIdFrom(req.headers[REQUEST_ID_HEADER]);
    const path = pathOf(req.url ?? '/');
    try {
      req.headers[REQUEST_ID_HEADER] = reqId;
      res.setHeader('X-Request-Id', reqId);
      res.once('close', () => {
        try {
          answerDone();
          finished(req, res, reqId, t0, path);
        } catch (err) {
          logger().error({ err }, 'request observer failed');
        }
      });
      if (path === METRICS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
        serveMetrics(req, res);
        return true;
      }
    } catch (err) {
      logger().error({ err }, 'request observer failed');
    }
    return als.run({ reqId }, () => emit.call(this, event, ...args));
  };
  const observed = proto.emit;
  return () => {
    if (proto.emit !== observed) return; // another observer was installed on top: leave both
    proto.emit = emit;
    delete proto[INSTALLED];
  };
}

module.exports = { installObservability, routeGroup, loggedUrl, serveMetrics, METRICS_PATH };
