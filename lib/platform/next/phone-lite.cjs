// @ts-check
/**
 * Script-free public phone pages (issue 36, docs/investigations/phone-performance.md "A phone page without client
 * React"). Lighthouse's mobile run (4× CPU) spends its blocking time evaluating the app router's client framework
 * (React DOM, router, RSC client) before hydration; the same HTML without Next's scripts scores 90–100.
 *
 * So the phone views the proxy marks (lib/proxy/decide.ts: the `main` group's public views for a visitor without a
 * session) are rendered by the app router as usual — one copy of the views, their metadata, the phone stylesheet and
 * the layout — and on the way out this hook removes Next's client scripts from the HTML (the chunks, their preloads
 * and the inline RSC payload) and adds the small vanilla script of the few behaviours (public/phone-lite.js). React's
 * own inline scripts (Suspense reveals) and the image-fallback script stay.
 *
 * Why here and not in a second renderer: the pages router refuses the views' server-only modules and cannot run
 * `'use cache'`; a route handler in the react-server layer cannot render their client components (DesktopButton,
 * the search box, next/link) to HTML. Installed by next.config.js on every server of the process; idempotent.
 * The response is buffered (the page is complete before it is sent), decoded from and re-encoded to the
 * Content-Encoding Next's compression chose.
 */
const http = require('node:http');
const zlib = require('node:zlib');
const { logger } = require('../observability/log.cjs');

/** Set by the proxy on a response to strip (lib/proxy/decide.ts `lite`); never sent to the browser. */
const PHONE_LITE_HEADER = 'x-phone-lite';
/** The vanilla behaviours of the script-free phone pages (public/phone-lite.js). */
const PHONE_LITE_SCRIPT = '/phone-lite.js';

/**
 * The page without Next's client scripts: external chunks (`/_next/…`), their preloads, the inline RSC payload
 * (`self.__next_f`) and Turbopack's chunk list, plus the vanilla script before </body>.
 * @param {string} html
 */
function stripNextScripts(html) {
  const out = html
    .replace(/<script\b[^>]*\bsrc="\/_next\/[^"]*"[^>]*>\s*<\/script>/g, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/g, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/g, '')
    .replace(/<script\b[^>]*>\s*\(?self\.__next_f\b[\s\S]*?<\/script>/g, '')
    // Turbopack's list of the entry's chunks (`<script id="_R_">`), read only by its runtime (a removed chunk).
    .replace(/<script\b[^>]*>\s*\(globalThis\["TURBOPACK"\][\s\S]*?<\/script>/g, '');
  const at = out.lastIndexOf('</body>');
  const tag = `<script src="${PHONE_LITE_SCRIPT}" defer></script>`;
  return at < 0 ? out + tag : `${out.slice(0, at)}${tag}${out.slice(at)}`;
}

/** @param {Buffer} body @param {string} enc */
function decode(body, enc) {
  if (enc === 'gzip') return zlib.gunzipSync(body);
  if (enc === 'br') return zlib.brotliDecompressSync(body);
  if (enc === 'deflate') return zlib.inflateSync(body);
  return body;
}
/** @param {Buffer} body @param {string} enc */
function encode(body, enc) {
  if (enc === 'gzip') return zlib.gzipSync(body);
  if (enc === 'br') return zlib.brotliCompressSync(body);
  if (enc === 'deflate') return zlib.deflateSync(body);
  return body;
}

/** Only GETs of /mobileView itself can be marked (the proxy keeps the address). */
const isCandidate = (/** @type {http.IncomingMessage} */ req) =>
  req.method === 'GET' && /^\/mobileView\/?(?:\?|$)/.test(req.url ?? '');

/**
 * Buffer the response of a candidate request; if the proxy marked it, send it stripped, else unchanged.
 * @param {http.ServerResponse} res
 */
function guardResponse(res) {
  const { write, end, writeHead, flushHeaders } = res;
  /** @type {Buffer[]} */
  const chunks = [];
  /** @type {any[] | null} */
  let head = null;
  // Decided once, at the first of these calls (the proxy's header is set before Next writes anything). The
  // wrappers stay in place either way: compression and the outage page hold references to them.
  /** @type {boolean | null} */
  let lite = null;
  const marked = () => {
    if (lite === null) lite = !res.headersSent && res.getHeader(PHONE_LITE_HEADER) !== undefined;
    return lite;
  };
  const toBuffer = (/** @type {any} */ c, /** @type {any} */ e) =>
    Buffer.isBuffer(c) ? c : Buffer.from(c, typeof e === 'string' ? /** @type {BufferEncoding} */ (e) : 'utf8');

  /** Set when the stripped page is being sent: Node's end() then calls writeHead for the implicit head. */
  let sending = false;
  /** @type {any} */ (res).writeHead = function (/** @type {any[]} */ ...args) {
    if (sending || !marked()) {
      return writeHead.apply(this, /** @type {any} */ (args));
    }
    const [status, ...rest] = args;
    res.statusCode = status;
    const headers = rest.find((a) => a && typeof a === 'object');
    if (headers) for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
    head = [status];
    return this;
  };
  res.flushHeaders = function () {
    if (marked()) return;
    return flushHeaders.call(this);
  };
  /** @type {any} */ (res).write = function (/** @type {any[]} */ ...args) {
    if (!marked()) {
      return write.apply(this, /** @type {any} */ (args));
    }
    if (args[0] != null && typeof args[0] !== 'function') chunks.push(toBuffer(args[0], args[1]));
    const cb = args.find((a) => typeof a === 'function');
    if (cb) process.nextTick(cb);
    return true;
  };
  /** @type {any} */ (res).end = function (/** @type {any[]} */ ...args) {
    if (!marked()) {
      return end.apply(this, /** @type {any} */ (args));
    }
    if (args[0] != null && typeof args[0] !== 'function') chunks.push(toBuffer(args[0], args[1]));
    const cb = args.find((a) => typeof a === 'function');
    let body = Buffer.concat(chunks);
    const type = String(res.getHeader('content-type') ?? '');
    if (res.statusCode === 200 && type.startsWith('text/html')) {
      const enc = String(res.getHeader('content-encoding') ?? '').toLowerCase();
      try {
        body = encode(Buffer.from(stripNextScripts(decode(body, enc).toString('utf8')), 'utf8'), enc);
      } catch (err) {
        logger().error({ err }, '[phone-lite] could not rewrite the page');
      }
    }
    res.removeHeader(PHONE_LITE_HEADER);
    res.removeHeader('transfer-encoding');
    res.setHeader('content-length', body.length);
    sending = true;
    if (head) writeHead.apply(this, /** @type {any} */ (head));
    return end.call(this, body, cb);
  };
}

const INSTALLED = Symbol.for('mall.phoneLite');

/** Patch http.Server so the marked phone pages of every server of this process are sent script-free (idempotent). */
function installPhoneLite() {
  const proto = /** @type {any} */ (http.Server.prototype);
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const emit = proto.emit;
  proto.emit = function phoneLiteEmit(/** @type {string} */ event, /** @type {any[]} */ ...args) {
    if (event === 'request' && isCandidate(args[0])) {
      try {
        guardResponse(args[1]);
      } catch (err) {
        logger().error({ err }, '[phone-lite] failed');
      }
    }
    return emit.call(this, event, ...args);
  };
}

module.exports = { installPhoneLite, stripNextScripts, guardResponse, PHONE_LITE_HEADER, PHONE_LITE_SCRIPT };
