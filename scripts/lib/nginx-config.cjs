'use strict';
/**
 * The balancer's nginx configuration (issue 32), written by `npm run cluster` (scripts/lib/cluster.mjs) and printed
 * for operators by `npm run cluster -- --print-nginx` (docs/operations/cluster.md). CommonJS so the unit tests load it.
 *
 * What it guarantees, and why:
 *   - Passive checks that never empty the pool. A server is taken out after max_fails (3) errors within fail_timeout
 *     (10 s), for fail_timeout — never after one error. Only connection errors and timeouts count: the app's own 503
 *     (系统繁忙 while PostgreSQL is down) is its answer, not a failure of the instance; every instance shares that
 *     database and would say the same. And when every server is out, nginx would answer "no live upstreams" even
 *     though one is back (it waits for fail_timeout): each instance is listed a second time as a `backup` that is never
 *     taken out, so a request is tried on every instance before nginx gives up.
 *   - Retries of idempotent requests only. A request that could not be sent (connection refused: an instance draining,
 *     restarting or dead) goes to the next instance, whatever its method. One that was sent is retried only when
 *     idempotent (GET, HEAD …): nginx never passes a POST on after it reached an instance, so an order is never placed
 *     twice by the balancer; the buyer's retry carries the same idempotency key. The exception is the spec's searches,
 *     reads sent as POST (SAFE_POSTS: product search, suggestions, structure search): they change nothing a buyer
 *     relies on (a search-log row at most), so nginx may repeat them on the next instance.
 *   - Upstream keep-alive: nginx keeps an idle connection keepalive_timeout (5 s), far below the app's keep-alive (65 s,
 *     scripts/start.sh): nginx always closes an idle connection first and never sends a request on one the app is
 *     closing. A draining instance leaves its idle connections to nginx for SHUTDOWN_IDLE_WAIT_MS (6 s, above these
 *     5 s; lib/platform/next/lifecycle.cjs), so a drain resets nothing; a short timeout keeps drains short.
 *   - Its own errors (502/503/504: an instance died mid-request, nothing answers, a timeout) are answered 503 with
 *     Retry-After: the mall's page 系统繁忙，请稍后再试 for pages (lib/platform/next/outage-page.cjs), the API envelope for /mall/**
 *     (code 0, the same message and messageCode as the app's own answer while the database is down). The app's own
 *     error answers pass through untouched (proxy_intercept_errors off).
 *   - The client's address: X-Forwarded-For / X-Real-IP (the instances believe them from TRUSTED_PROXIES only), and an
 *     X-Request-Id per request ($request_id, written to the access log), passed to the instance.
 *   - /healthz and /readyz are probes of one instance: through the balancer only from the machine itself.
 */
const path = require('node:path');
const { BODY: UNAVAILABLE_PAGE, MESSAGE: BUSY } = require('../../lib/platform/next/outage-page.cjs');

/** The API's answer while the mall cannot be reached (the envelope of lib/api/router.ts's database-outage answer). */
const API_UNAVAILABLE = JSON.stringify({
  code: 0,
  data: null,
  message: BUSY,
  messageCode: 'SERVICE_UNAVAILABLE',
  totalCount: 0,
});

/**
 * API calls the spec sends as POST that only read (searches): nginx may pass them on after they reached an instance
 * that died. Never an order, payment, cart or account endpoint.
 */
const SAFE_POSTS = [
  '/mall/shopping/product/api/prodapiitem/product/search',
  '/mall/shopping/product/api/prodapiitem/product/suggest',
  '/mall/shopping/product/api/prodapiitem/product/structureKeyword',
  '/mall/shopping/product/api/structure/search',
];

/** Defaults of the passive checks (docs/operations/cluster.md). */
const MAX_FAILS = 3;
const FAIL_TIMEOUT_S = 10;
/** nginx's idle upstream keep-alive; the app's KEEP_ALIVE_TIMEOUT_MS (65 s) and SHUTDOWN_IDLE_WAIT_MS (6 s) stay above it. */
const UPSTREAM_KEEPALIVE_S = 5;

/** nginx's `return` text: the JSON in single quotes (no quote or backslash in it to escape). */
function quoted(text) {
  if (/['\\]/.test(text)) throw new Error('text for nginx return must not contain quotes or backslashes');
  return `'${text}'`;
}

/**
 * @param {{ lbPort: number, upstreams: (number | string)[], dir: string, user?: string, listen?: string, bind?: string,
 *           maxFails?: number, failTimeout?: number, production?: boolean }} o
 *   upstreams: ports on `bind` (default 127.0.0.1) or host:port strings; dir: the folder of pid, logs, temp files and
 *   the error page (html/); production: a site file for a system nginx (no pid/daemon/temp lines: only the http parts).
 */
function nginxConfig({
  lbPort,
  upstreams,
  dir,
  user,
  listen = '127.0.0.1',
  bind = '127.0.0.1',
  maxFails = MAX_FAILS,
  failTimeout = FAIL_TIMEOUT_S,
  production = false,
}) {
  const p = (f) => path.join(dir, f);
  const servers = upstreams.map((u) => (typeof u === 'number' || /^\d+$/.test(String(u)) ? `${bind}:${u}` : String(u)));
  const proxy = `      proxy_pass http://mall;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      add_header X-Upstream $upstream_addr always;`;
  const http = `  log_format mall '$remote_addr [$time_local] "$request" $status $body_bytes_sent $request_time '
                  'upstream=$upstream_addr upstream_status=$upstream_status upstream_time=$upstream_response_time '
                  'request_id=$request_id';
  access_log ${production ? '/var/log/nginx/mall-access.log' : p('access.log')} mall;
  server_tokens off;
  client_max_body_size 25m;

  upstream mall {
    # Passive checks: out after ${maxFails} errors in ${failTimeout} s, for ${failTimeout} s (connection errors and timeouts only).
${servers.map((s) => `    server ${s} max_fails=${maxFails} fail_timeout=${failTimeout}s;`).join('\n')}
    # The same instances again, never taken out: tried only when every server above is out, so nginx never answers
    # "no live upstreams" while one of them is back.
${servers.map((s) => `    server ${s} backup max_fails=0;`).join('\n')}
    keepalive 32;
    keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;
    keepalive_requests 10000;
  }

  server {
    listen ${listen}:${lbPort};

    proxy_connect_timeout 2s;
    proxy_send_timeout 60s;
    proxy_read_timeout 60s;
    # To the next instance: a request that could not be sent (any method), or an idempotent one that failed or timed
    # out. Never a POST that reached an instance; never on the app's own 503.
    proxy_next_upstream error timeout http_502 http_504;
    proxy_next_upstream_tries 3;
    proxy_next_upstream_timeout 15s;

    # nginx's own 502/503/504 (the app's own answers pass through): the mall's page, 503 with Retry-After.
    error_page 502 503 504 =503 /__lb/unavailable.html;
    location = /__lb/unavailable.html {
      internal;
      root ${p('html')};
      add_header Retry-After 5 always;
      add_header Cache-Control no-store always;
      add_header X-Upstream $upstream_addr always;
    }
    location @mall_api_unavailable {
      default_type "application/json; charset=utf-8";
      add_header Retry-After 2 always;
      add_header Cache-Control no-store always;
      add_header X-Upstream $upstream_addr always;
      return 503 ${quoted(API_UNAVAILABLE)};
    }

    location / {
${proxy}
    }
    location /mall/ {
${proxy}
      error_page 502 503 504 =503 @mall_api_unavailable;
    }
    # Searches sent as POST (reads): repeated on the next instance like a GET.
    location ~ ^(${SAFE_POSTS.map((u) => u.replace(/[.]/g, '\\.')).join('|')})$ {
${proxy}
      proxy_next_upstream error timeout http_502 http_504 non_idempotent;
      error_page 502 503 504 =503 @mall_api_unavailable;
    }
    # Probes of one instance, for the machine itself (balancers probe each instance directly).
    location ~ ^/(healthz|readyz)$ {
      allow 127.0.0.1;
      allow ::1;
      deny all;
${proxy}
    }
  }`;
  if (production)
    return `# nginx site for the mall (${servers.length} instances); generated by scripts/lib/nginx-config.cjs.\n# Error page: ${p('html')}/__lb/unavailable.html\n${http}\n`;
  return `# Written by scripts/lib/nginx-config.cjs — the mall's load balancer for ${servers.length} instances.
${user ? `user ${user};\n` : ''}worker_processes 1;
daemon off;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
events { worker_connections 1024; }
http {
  client_body_temp_path ${p('tmp/body')};
  proxy_temp_path ${p('tmp/proxy')};
  fastcgi_temp_path ${p('tmp/fastcgi')};
  uwsgi_temp_path ${p('tmp/uwsgi')};
  scgi_temp_path ${p('tmp/scgi')};
${http}
}
`;
}

/** The files nginx serves itself (the error page), relative to `dir`. */
function nginxFiles() {
  return { 'html/__lb/unavailable.html': UNAVAILABLE_PAGE };
}

module.exports = {
  nginxConfig,
  nginxFiles,
  API_UNAVAILABLE,
  SAFE_POSTS,
  MAX_FAILS,
  FAIL_TIMEOUT_S,
  UPSTREAM_KEEPALIVE_S,
};
