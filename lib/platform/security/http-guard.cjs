// @ts-check
/**
 * The HTTP-level guard: runs on every request before Next sees it (installed by next.config.js when a server
 * starts: `next start` and `next dev`). It answers, instead of letting the framework throw a 500 or drop the
 * connection:
 *   - methods other than GET, HEAD and POST (TRACE, PROPFIND, PUT, OPTIONS, …) → 405 with Allow: GET, HEAD, POST;
 *     Node's fetch refuses to build a Request for TRACE, which made Next answer 500 on every path; CONNECT
 *     (otherwise a dropped socket) → 405;
 *   - a path with malformed percent-encoding (/%, /%E0%A4, /goodsDetail/%zz) → 400: Next's route matcher throws
 *     while decoding it and then fails to render its own 400 page (500);
 *   - a path whose decoded form holds a control character (/resolve/%00) → 404: no page or record has one;
 *   - requests Node's parser refuses (URL or headers over the size limit, broken syntax) get a proper answer
 *     (431/400, the envelope on /mall/**) instead of a bare status line and a reset connection;
 *   - control characters in the query string are removed from req.url (keyword=a%00b → keyword=ab), so no page,
 *     route handler or API call ever sees them (PostgreSQL refuses NUL in text).
 * It also records the socket address in the x-mall-peer-ip header (overwriting a client's copy) for
 * lib/platform/security/client-ip.ts: a route handler has no socket, and Next keeps a client-sent X-Forwarded-For.
 * /mall/** answers are the spec's JSON envelope (code 0); other paths get a short Chinese HTML page.
 * Every answer carries the security headers (lib/platform/security/headers.cjs).
 */
const http = require('node:http');
const { securityHeaders } = require('./headers.cjs');
// JSON log lines with the request id (docs/operations/observability.md).
const { logger } = require('../observability/log.cjs');

const PEER_HEADER = 'x-mall-peer-ip';
const ALLOWED = new Set(['GET', 'HEAD', 'POST']);
const ALLOW = 'GET, HEAD, POST';
// Kept equal to lib/config/messages (E.methodNotAllowed, E.invalidParams, E.notFoundZh) by a unit test.
const MSG = { methodNotAllowed: '请求方式不正确', invalidPath: '请求参数不正确', notFound: '抱歉，您访问的页面不存在' };

const CONTROL = /[\u0000-\u001f\u007f]/;
const QUERY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

/** @param {string} s */
function safeDecode(s) {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/**
 * The guard's decision for a method and a raw request target ("/path?query"), pure (unit-tested).
 * @param {string} method
 * @param {string} rawUrl
 * @returns {{ type: 'pass' } | { type: 'rewrite', url: string } | { type: 'reject', status: 400 | 404 | 405, api: boolean }}
 */
function guardDecision(method, rawUrl) {
  const url = rawUrl || '/';
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const api = path.startsWith('/mall/');
  if (!ALLOWED.has(method)) return { type: 'reject', status: 405, api };
  if (path.includes('%')) {
    for (const seg of path.split('/')) {
      const d = safeDecode(seg);
      if (d === null) return { type: 'reject', status: 400, api };
      if (CONTROL.test(d)) return { type: 'reject', status: api ? 400 : 404, api };
    }
  }
  if (q >= 0) {
    const search = url.slice(q + 1);
    if (search.includes('%') || CONTROL.test(search)) {
      const clean = cleanQuery(search);
      if (clean !== null) return { type: 'rewrite', url: clean ? `${path}?${clean}` : path };
    }
  }
  return { type: 'pass' };
}

/**
 * The query without control characters in keys or values (tab, LF, CR kept), or null when it had none.
 * Pairs are rewritten only when they change, so the rest of the query keeps its original encoding.
 * @param {string} search without the leading "?"
 */
function cleanQuery(search) {
  let dirty = false;
  const parts = search.split('&').map((pair) => {
    const decoded = safeDecode(pair.replace(/\+/g, ' '));
    if (decoded === null || !QUERY_CONTROL.test(decoded)) {
      QUERY_CONTROL.lastIndex = 0;
      return pair;
    }
    QUERY_CONTROL.lastIndex = 0;
    dirty = true;
    const eq = pair.indexOf('=');
    const k = eq < 0 ? pair : pair.slice(0, eq);
    const v = eq < 0 ? null : pair.slice(eq + 1);
    const fix = (/** @type {string} */ s) =>
      encodeURIComponent((safeDecode(s.replace(/\+/g, ' ')) ?? s).replace(QUERY_CONTROL, ''));
    return v === null ? fix(k) : `${fix(k)}=${fix(v)}`;
  });
  return dirty ? parts.filter((p) => p !== '' && p !== '=').join('&') : null;
}

/** @param {number} status @param {boolean} api */
function rejectBody(status, api) {
  if (api) {
    const [message, messageCode] =
      status === 405
        ? [MSG.methodNotAllowed, 'METHOD_NOT_ALLOWED']
        : status === 431
          ? [MSG.invalidPath, 'REQUEST_TOO_LARGE']
          : status === 408
            ? [MSG.invalidPath, 'REQUEST_TIMEOUT']
            : [MSG.invalidPath, 'INVALID_PATH'];
    return {
      type: 'application/json; charset=utf-8',
      body: JSON.stringify({ code: 0, data: null, message, messageCode, totalCount: 0 }),
    };
  }
  const text = status === 405 ? MSG.methodNotAllowed : status === 404 ? MSG.notFound : MSG.invalidPath;
  return {
    type: 'text/html; charset=utf-8',
    body: `<!DOCTYPE html><html lang="zh-CN"><head><meta charset="utf-8"><title>${status}</title></head><body><h1>${status}</h1><p>${text}</p><p><a href="/">返回首页</a></p></body></html>`,
  };
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @returns {boolean} true when the guard answered
 */
function handle(req, res) {
  const peer = req.socket && req.socket.remoteAddress;
  if (peer) req.headers[PEER_HEADER] = peer;
  else delete req.headers[PEER_HEADER];
  const d = guardDecision(req.method || 'GET', req.url || '/');
  if (d.type === 'pass') return false;
  if (d.type === 'rewrite') {
    req.url = d.url;
    return false;
  }
  const { type, body } = rejectBody(d.status, d.api);
  const headers = /** @type {Record<string, string | number>} */ ({
    'content-type': type,
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    // The request body (if any) is not read: close the connection so a keep-alive client never sends its next
    // request on a socket with unread bytes (it would see a reset).
    connection: 'close',
  });
  for (const h of securityHeaders({ dev: process.env.NODE_ENV === 'development' })) headers[h.key] = h.value;
  if (d.status === 405) headers.allow = ALLOW;
  res.writeHead(d.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  // Drain a request body we will not read.
  req.resume();
  return true;
}

/** CONNECT: Node drops the socket when nobody listens; answer 405 instead. @param {import('node:net').Socket} socket */
function onConnect(_req, socket) {
  socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
}

/**
 * Requests Node's HTTP parser itself refuses (a request line or headers over --max-http-header-size, broken
 * syntax, a request timeout): Node would write a bare status line and destroy the socket, so a client still sending
 * its long URL sees a reset (a dropped connection) and a /mall/** caller gets no envelope. Answer like the rest of
 * the guard, then drain what the client still sends before closing, so it reads the answer.
 * @param {Error & { code?: string, rawPacket?: Buffer }} err @param {import('node:net').Socket} socket
 */
function onClientError(err, socket) {
  const msg = /** @type {any} */ (socket)._httpMessage;
  if (err.code === 'ECONNRESET' || !socket.writable || (msg && msg.headersSent)) {
    socket.destroy();
    return;
  }
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const head = err.rawPacket ? err.rawPacket.toString('latin1', 0, 64) : '';
  const api = /^[A-Z]+ \/mall\//.test(head);
  const { type, body } = rejectBody(status, api);
  const reason = http.STATUS_CODES[status] || 'Bad Request';
  const lines = [
    `HTTP/1.1 ${status} ${reason}`,
    `Content-Type: ${type}`,
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
  ];
  for (const h of securityHeaders({ dev: process.env.NODE_ENV === 'development' })) lines.push(`${h.key}: ${h.value}`);
  socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  socket.resume();
  setTimeout(() => socket.destroy(), 5000).unref();
}

const INSTALLED = Symbol.for('mall.httpGuard');
const CONNECT_ADDED = Symbol.for('mall.httpGuard.connect');

/** Patch http.Server so every server of this process runs the guard first (idempotent). */
function installHttpGuard() {
  const proto = /** @type {any} */ (http.Server.prototype);
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function guardedEmit(/** @type {string} */ event, /** @type {any[]} */ ...args) {
    if (!this[CONNECT_ADDED] && (event === 'request' || event === 'listening')) {
      this[CONNECT_ADDED] = true;
      if (this.listenerCount('connect') === 0) this.on('connect', onConnect);
      if (this.listenerCount('clientError') === 0) this.on('clientError', onClientError);
    }
    if (event === 'request') {
      try {
        if (handle(args[0], args[1])) return true;
      } catch (err) {
        logger().error({ err }, '[http-guard] failed');
      }
    }
    return emit.call(this, event, ...args);
  };
}

module.exports = { installHttpGuard, guardDecision, cleanQuery, rejectBody, PEER_HEADER, MSG, ALLOW };
