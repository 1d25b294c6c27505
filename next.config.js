// @ts-check
const { routeCacheConfig } = require('./lib/platform/next/route-cache-config.cjs');
const routeCache = routeCacheConfig(process.env);
const { nextHeaders } = require('./lib/platform/security/headers.cjs');
// Every HTTP server of this process answers hostile methods and malformed paths before Next sees them (TRACE,
// PROPFIND, /%E0%A4, /resolve/%00 …) and records the socket address for lib/platform/security/client-ip.ts. Harmless where
// no server runs (build, tests). lib/platform/security/http-guard.cjs.
require('./lib/platform/security/http-guard.cjs').installHttpGuard();
// Every request gets its X-Request-Id, runs in the context its log lines carry, is counted in the Prometheus metrics
// and logged once done; GET /metrics is answered for METRICS_ALLOW's addresses. Installed after the guard so it sees
// the guard's answers too. lib/platform/observability/http.cjs, docs/operations/observability.md.
require('./lib/platform/observability/http.cjs').installObservability();
// A page whose render failed while the database is unreachable answers 503 系统繁忙，请稍后再试 instead of Next's 500
// shell (lib/platform/next/outage-page.cjs; API calls answer the envelope themselves).
require('./lib/platform/next/outage-page.cjs').installOutagePage();
// Every render aborts internal AbortControllers with an Error whose unread stack kept the whole render alive (the
// soak's out-of-memory): lib/platform/next/abort-reason.cjs.
require('./lib/platform/next/abort-reason.cjs').installAbortReasonFix();
// The public phone views marked by the proxy are sent without Next's client scripts (issue 36):
// lib/platform/next/phone-lite.cjs.
require('./lib/platform/next/phone-lite.cjs').installPhoneLite();
const isDev = process.env.NODE_ENV === 'development';
// `npm run demo` builds with MALL_DEMO_BUILD=1 (scripts/demo.mjs) without what only a developer uses: the type check
// (npm test's builds and `npx tsc --noEmit` check types), Turbopack's filesystem cache (a fresh clone's first build
// only writes it), source maps and output file traces (`next start` reads neither) and the second page-data worker.
// The same code and the same browser bundles; every other build is unchanged. docs/investigations/fresh-clone.md.
const demoBuild = process.env.MALL_DEMO_BUILD === '1';
/** @type {import('next').NextConfig} */
const nextConfig = {
  reactStrictMode: true,
  // Separate build output per purpose (the e2e suite builds into its own folder): NEXT_DIST_DIR.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // No per-response ETag: Next hashes every HTML body (FNV-1a over each character) on every response, ~9 % of the
  // server's CPU on a cached goods page, and it still renders/reads the whole page to answer a 304. Cached pages
  // carry Cache-Control s-maxage for CDNs; structure images keep their own ETags (app/images/structure).
  generateEtags: false,
  // Security headers on every response (CSP, frame-ancestors/X-Frame-Options, nosniff, Referrer-Policy,
  // Permissions-Policy; HSTS when the request came over HTTPS): lib/platform/security/headers.cjs, docs/decisions/0004-*.md.
  async headers() {
    return nextHeaders({ dev: isDev });
  },
  // Next's file-system cache with cached page HTML kept as bytes (lib/platform/next/cache-handler.cjs): with a string body Node
  // copies header + page into a new string on every cache hit (~10 % of the CPU of a cached goods page).
  // With REDIS_URL (several instances) the cache is shared in Redis instead (lib/platform/next/redis-cache-handler.cjs).
  // The module named here chooses between them when the server process loads it, never at build time: one build
  // serves the demo and the cluster. docs/decisions/0012-scale-out.md.
  cacheHandler: require.resolve('./lib/platform/next/cache-handler-runtime.cjs'),
  // The run-time cache lives in a bounded memory LRU; pages are not written to disk unless ROUTE_CACHE_DISK=1
  // (unbounded: ~270 KB per goods page). lib/platform/next/route-cache-config.cjs.
  cacheMaxMemorySize: routeCache.cacheMaxMemorySize,
  // `next dev` blocks its dev resources (HMR, chunks) for origins other than localhost, so a page opened at
  // http://127.0.0.1:3000 would render but never hydrate. Development only; production is unaffected.
  allowedDevOrigins: ['127.0.0.1'],
  // RDKit ships a WASM file next to its JS: keep it out of the bundle so Node finds it at run time.
  // PGlite and pg are server-only database drivers; argon2 is a native addon.
  // drizzle-orm and zod (and the smaller server-only libraries after them) are plain Node packages that every API
  // route and most pages import: bundled, Turbopack parsed, transformed and minified their hundreds of modules in
  // both server layers on every build; required from node_modules at run time they cost the build nothing
  // (docs/investigations/fresh-clone.md, fourth pass). No React-dependent package belongs here: it would load a
  // second React beside Next's own.
  serverExternalPackages: [
    '@rdkit/rdkit',
    '@electric-sql/pglite',
    'pg',
    '@node-rs/argon2',
    'sanitize-html',
    'svg-captcha',
    'rate-limiter-flexible',
    'pg-boss',
    'alipay-sdk',
    'exceljs',
    'prom-client',
    'drizzle-orm',
    'zod',
    'nodemailer',
    'otpauth',
    'qrcode',
    'lru-cache',
    '@redis/client',
    '@fast-csv/parse',
    'md5',
    'magic-bytes.js',
  ],
  // The e2e/bench builds type-check with tsconfig.build.json (NEXT_TSCONFIG_PATH): it leaves out the dev server's
  // generated .next/dev/types, which change under a running `next dev`.
  typescript: { ignoreBuildErrors: demoBuild, tsconfigPath: process.env.NEXT_TSCONFIG_PATH || 'tsconfig.json' },
  // Each route's .nft.json lists every file its server code may load at run time (≈ 2,700 for an API route, 26 MB in
  // all), for copying a standalone server elsewhere; `next start` never reads them. The demo's build traces nothing:
  // every route excludes every file (docs/investigations/fresh-clone.md, sixth pass).
  ...(demoBuild ? { outputFileTracingExcludes: { '*': ['**/*'] } } : {}),
  images: { unoptimized: true },
  experimental: {
    // Build workers must never open the embedded database (see docs/decisions/0001-*.md).
    // The demo's build uses one worker for "Collecting page data" and the static pages: each worker loads the shared
    // server chunks (React, Next's server, our lib) again, so a second one doubles that CPU (≈ 8 s) for no gain on two
    // cores that the compiler's threads and the seed beside it already keep busy (docs/investigations/fresh-clone.md,
    // fifth pass).
    cpus: demoBuild ? 1 : 2,
    ...(demoBuild ? { turbopackFileSystemCacheForBuild: false, turbopackSourceMaps: false } : {}),
    isrFlushToDisk: routeCache.isrFlushToDisk,
    // The goods page is a pages-router page (docs/decisions/0015-crawler-scale.md). By default that router prefetches
    // every link in view by asking the proxy what the link resolves to, through /_next/data/<build>/<path>.json —
    // and for an app-router path the server renders that whole page (four search pages per goods view, for the
    // header's 试试 links). 'strict': prefetch only links to pages-router pages; links to app-router pages are known
    // from the client router filter and open with a full load.
    proxyPrefetch: 'strict',
  },
};
module.exports = nextConfig;
