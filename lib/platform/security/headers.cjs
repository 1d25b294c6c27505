// @ts-check
/**
 * Security headers of every response (next.config.js headers(), and the HTTP guard's own 400/405 answers).
 * Why this Content-Security-Policy and not a nonce: docs/decisions/0004-security-headers.md.
 *
 * Plain CommonJS so next.config.js can require it; TypeScript modules import it through require().
 */

/**
 * The Content-Security-Policy. Pages stay cacheable (no per-request nonce), so Next's inline bootstrap and RSC
 * payload scripts need 'unsafe-inline'; everything else is locked to this origin: no foreign scripts, styles,
 * frames, plugins, form targets, base URL or connections (what an injected script would need to load more code
 * or send data away). `dev` adds what `next dev` needs (eval for React's dev tools, the HMR web socket).
 * @param {{ dev?: boolean }} [opts]
 */
function contentSecurityPolicy(opts = {}) {
  const dev = !!opts.dev;
  const d = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? ' ws: wss:' : ''}`,
    "media-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "frame-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ];
  return d.join('; ');
}

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), magnetometer=(), gyroscope=(), accelerometer=(), browsing-topics=()';

/** HSTS value sent only when the request arrived over HTTPS (X-Forwarded-Proto: https from the TLS proxy). */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Headers for every response, as [name, value] pairs.
 * @param {{ dev?: boolean }} [opts]
 * @returns {{ key: string, value: string }[]}
 */
function securityHeaders(opts = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(opts) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ];
}

/**
 * next.config.js headers(): the set above on every path, plus HSTS when the request came over HTTPS.
 * @param {{ dev?: boolean }} [opts]
 */
function nextHeaders(opts = {}) {
  return [
    { source: '/:path*', headers: securityHeaders(opts) },
    {
      source: '/:path*',
      has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
      headers: [{ key: 'Strict-Transport-Security', value: HSTS }],
    },
  ];
}

module.exports = { contentSecurityPolicy, securityHeaders, nextHeaders, PERMISSIONS_POLICY, HSTS };
