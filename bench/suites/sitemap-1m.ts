/**
 * sitemap-1m (issue 16; opt-in, never part of CI): the built app on PostgreSQL with 1,000,000 generated products
 * (bench/generated-catalogue.ts; built once and reused) serves the whole sitemap, fetched as a crawler does:
 * /sitemap.xml, then every file it lists — one at a time, then again 4 at a time. Checks:
 *   - every file is a valid sitemap urlset (the exact grammar the app writes: XML declaration, <urlset> in the
 *     sitemaps.org namespace, <url><loc>absolute URL</loc>[<lastmod>YYYY-MM-DD</lastmod>]</url> only, escaped text),
 *     at most 50,000 URLs and 50 MB,
 *   - the index is valid, lists ≤ 50,000 files and no file twice,
 *   - the URL total equals the expected number, computed independently in SQL: on-shelf products + static pages +
 *     visible categories and brands + methods + standards + published news; no URL appears twice,
 *   - the server's RSS (VmRSS of the process and its children, sampled every 100 ms as bench/run.ts does) stays
 *     bounded: the peak during the full fetch minus the RSS before it is reported (`rss_added_mb`).
 * Metrics: `index_ms`, `file_p50/p95/max_ms`, `total_s` (sequential), `parallel4_total_s`, `files`, `urls`,
 * `expected_urls`, `mb`, `rss_before_mb`, `rss_peak_mb`, `rss_added_mb`, `parallel4_rss_peak_mb`.
 *
 * Under `npm run bench` only when asked (`--suites sitemap-1m` or BENCH_LARGE=1); it starts a server of its own on
 * port + 40 from the bench build. Standalone:
 *   npx tsx bench/suites/sitemap-1m.ts [--dist .next-bench] [--port 3340] [--products 1000000] [--db mall_bench_gen_1m]
 * (builds the app into --dist when it holds no build).
 */
import '../../scripts/lib/no-server-only';
import fs from 'node:fs';
import path from 'node:path';
import { STATIC_PAGES } from '../../lib/platform/seo/sitemap-data';
import { buildApp, ROOT, startServer, tail } from '../../scripts/lib/harness.mjs';
import { SITEMAP_MAX_URLS } from '../../lib/config/constants';
import { ensureGeneratedCatalogue } from '../generated-catalogue';
import { pgAnswers, PG_ADMIN, runStandalone } from '../databases';
import { percentiles, RssSampler, waitIdle } from '../lib';
import type { BenchSuite, Check, SuiteResult } from '../types';

const LOGS = path.join(ROOT, '.data', 'bench-logs');
const MAX_BYTES = 50 * 1024 * 1024;

type Log = (m: string) => void;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const TEXT = `[^<>&]*(?:&(?:amp|lt|gt|quot|apos);[^<>&]*)*`;
const URLSET_RE = new RegExp(
  `^${escape(XML_HEAD)}<urlset xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n(?:<url><loc>https?://${TEXT}</loc>(?:<lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>)?</url>\\n)*</urlset>\\n$`,
);
const INDEX_RE = new RegExp(
  `^${escape(XML_HEAD)}<sitemapindex xmlns="http://www\\.sitemaps\\.org/schemas/sitemap/0\\.9">\\n(?:<sitemap><loc>https?://${TEXT}</loc>(?:<lastmod>[^<]*</lastmod>)?</sitemap>\\n?)*\\n?</sitemapindex>\\n$`,
);
function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The sitemap index's file names (/sitemaps/<name>). */
export function indexFiles(xml: string): string[] {
  return [...xml.matchAll(/<loc>[^<]*\/sitemaps\/([^<]+)<\/loc>/g)].map((m) => m[1]!);
}

/** Structural check of one urlset file; returns its URL paths (unescaped is not needed: the app escapes none here). */
export function checkUrlset(xml: string): { ok: boolean; paths: string[] } {
  // A 4 MB file with 50,000 entries: the regex is linear (no nested quantifier over the same characters).
  const ok = URLSET_RE.test(xml);
  const paths = [...xml.matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
  return { ok, paths };
}

async function expectedUrls(url: string): Promise<{ products: number; other: number }> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query<{
      products: string;
      cats: string;
      brands: string;
      methods: string;
      standards: string;
      news: string;
    }>(`
      SELECT (SELECT count(*) FROM products WHERE status = 1) AS products,
             (SELECT count(*) FROM categories WHERE is_visible) AS cats,
             (SELECT count(*) FROM brands WHERE is_visible) AS brands,
             (SELECT count(*) FROM methods) AS methods,
             (SELECT count(*) FROM standards) AS standards,
             (SELECT count(*) FROM news WHERE status = 1 AND published_at <= now()) AS news`);
    const x = r.rows[0]!;
    return {
      products: Number(x.products),
      other:
        STATIC_PAGES.length +
        Number(x.cats) +
        Number(x.brands) +
        Number(x.methods) +
        Number(x.standards) +
        Number(x.news),
    };
  } finally {
    await c.end();
  }
}

type FileResult = {
  name: string;
  ms: number;
  bytes: number;
  urls: number;
  ok: boolean;
  status: number;
  paths: string[];
};

async function fetchFile(base: string, name: string): Promise<FileResult> {
  const t = performance.now();
  const res = await fetch(`${base}/sitemaps/${name}`, { signal: AbortSignal.timeout(120_000) });
  const text = await res.text();
  const ms = Math.round(performance.now() - t);
  const { ok, paths } = res.status === 200 ? checkUrlset(text) : { ok: false, paths: [] };
  return { name, ms, bytes: Buffer.byteLength(text), urls: paths.length, ok, status: res.status, paths };
}

export type Options = { products: number; db: string; dist: string; port: number };

export async function measureSitemap(o: Options, log: Log, rssEveryMs = 100): Promise<SuiteResult> {
  if (!(await pgAnswers()))
    return { metrics: {}, notes: [`PostgreSQL at ${PG_ADMIN} did not answer: sitemap-1m skipped`] };
  const url = await ensureGeneratedCatalogue({ name: o.db, products: o.products, log });
  if (!fs.existsSync(path.join(ROOT, o.dist, 'BUILD_ID'))) {
    log(`  building the app into ${o.dist} …`);
    const code = await buildApp({ distDir: o.dist, log: path.join(LOGS, 'sitemap-1m-build.log') });
    if (code !== 0) throw new Error(`build failed (${code}); see .data/bench-logs/sitemap-1m-build.log`);
  }
  const expected = await expectedUrls(url);
  const serverLog = path.join(LOGS, 'sitemap-1m-server.log');
  const server = await startServer({
    port: o.port,
    distDir: o.dist,
    dataDir: '.data/unused',
    databaseUrl: url,
    log: serverLog,
    readyPath: '/robots.txt',
    env: { RATE_LIMIT_EXEMPT: '127.0.0.1,::1' },
  });
  const metrics: Record<string, number | null> = {};
  const checks: Check[] = [];
  const notes: string[] = [];
  const rss = new RssSampler(server.pid, rssEveryMs);
  try {
    await waitIdle(server.pid, { idleSeconds: 2, maxSeconds: 120 });
    // One warm-up request of the index (the route's first compile/load is not the sitemap's cost).
    await (await fetch(`${server.url}/sitemap.xml`)).text();
    const rssBefore = rss.nowMb();
    const tStart = Date.now();
    const t0 = performance.now();
    const idxRes = await fetch(`${server.url}/sitemap.xml`, { signal: AbortSignal.timeout(120_000) });
    const idxXml = await idxRes.text();
    metrics.index_ms = Math.round(performance.now() - t0);
    const files = indexFiles(idxXml);
    checks.push({
      name: 'the sitemap index is valid and lists each file once',
      ok:
        idxRes.status === 200 &&
        INDEX_RE.test(idxXml) &&
        new Set(files).size === files.length &&
        files.length <= SITEMAP_MAX_URLS,
      detail: `${files.length} files`,
    });

    const seen = new Set<string>();
    let dup = 0;
    let urls = 0;
    let bytes = 0;
    const results: FileResult[] = [];
    for (const f of files) {
      const r = await fetchFile(server.url, f);
      for (const p of r.paths) {
        if (seen.has(p)) dup++;
        else seen.add(p);
      }
      urls += r.urls;
      bytes += r.bytes;
      results.push({ ...r, paths: [] });
    }
    const totalMs = performance.now() - t0;
    const rssPeak = rss.peakMb(tStart);
    const bad = results.filter((r) => !r.ok);
    const big = results.filter((r) => r.urls > SITEMAP_MAX_URLS || r.bytes > MAX_BYTES);
    const productUrls = [...seen].filter((p) => p.startsWith('/goodsDetail/')).length;
    checks.push({
      name: 'every sitemap file is a valid urlset',
      ok: bad.length === 0,
      detail: bad.length
        ? bad
            .slice(0, 5)
            .map((r) => `${r.name}: ${r.status}`)
            .join(', ')
        : `${results.length} files`,
    });
    checks.push({
      name: `every file holds ≤ ${SITEMAP_MAX_URLS} URLs and ≤ 50 MB`,
      ok: big.length === 0,
      detail: `largest ${Math.max(...results.map((r) => r.urls))} URLs`,
    });
    checks.push({ name: 'no URL is listed twice', ok: dup === 0, detail: `${dup} duplicates` });
    checks.push({
      name: 'URL total = on-shelf products + pages + content',
      ok: urls === expected.products + expected.other && productUrls === expected.products,
      detail: `${urls} listed (${productUrls} products), expected ${expected.products + expected.other} (${expected.products} products + ${expected.other})`,
    });
    const fileMs = percentiles(results.map((r) => r.ms));
    Object.assign(metrics, {
      files: files.length,
      urls,
      expected_urls: expected.products + expected.other,
      mb: Math.round((bytes / 1048576) * 10) / 10,
      file_p50_ms: fileMs.p50,
      file_p95_ms: fileMs.p95,
      file_max_ms: fileMs.max,
      total_s: Math.round(totalMs / 100) / 10,
      rss_before_mb: rssBefore,
      rss_peak_mb: rssPeak,
      rss_added_mb: rssPeak - rssBefore,
    });
    log(
      `  index ${metrics.index_ms} ms, ${files.length} files, ${urls} URLs (expected ${expected.products + expected.other}), ${metrics.mb} MB in ${metrics.total_s} s`,
    );
    log(
      `  per file p50 ${fileMs.p50} ms, p95 ${fileMs.p95} ms, max ${fileMs.max} ms; RSS ${rssBefore} MB before, peak ${rssPeak} MB (+${rssPeak - rssBefore})`,
    );
    for (const r of results.slice(0, 3).concat(results.slice(-2)))
      log(
        `    ${r.name.padEnd(20)} ${String(r.urls).padStart(6)} URLs ${String(Math.round(r.bytes / 1024)).padStart(6)} KB ${r.ms} ms`,
      );

    // A crawler fetching 4 files at once.
    const tPar = Date.now();
    const p0 = performance.now();
    const queue = [...files];
    let parBad = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        for (let f = queue.shift(); f; f = queue.shift()) {
          const r = await fetchFile(server.url, f);
          if (!r.ok) parBad++;
        }
      }),
    );
    metrics.parallel4_total_s = Math.round((performance.now() - p0) / 100) / 10;
    metrics.parallel4_rss_peak_mb = rss.peakMb(tPar);
    checks.push({ name: 'the files fetched 4 at a time are valid too', ok: parBad === 0, detail: `${parBad} invalid` });
    log(`  4 at a time: ${metrics.parallel4_total_s} s, RSS peak ${metrics.parallel4_rss_peak_mb} MB`);
  } catch (e) {
    notes.push(`server log tail:\n${tail(serverLog, 20)}`);
    throw e;
  } finally {
    rss.stop();
    await server.stop();
  }
  return { metrics, checks, notes };
}

function optionsFrom(argv: string[], defaults: { dist: string; port: number }): Options {
  const get = (f: string) => {
    const i = argv.indexOf(f);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const products = Number(get('--products') ?? process.env.BENCH_SITEMAP_PRODUCTS ?? 1_000_000);
  if (!Number.isInteger(products) || products < 1000) throw new Error('--products: a whole number ≥ 1000');
  const size = products >= 1_000_000 ? `${products / 1_000_000}m` : `${products / 1000}k`;
  return {
    products,
    db: get('--db') ?? process.env.BENCH_SITEMAP_DB ?? `mall_bench_gen_${size}`.replace('.', '_'),
    dist: get('--dist') ?? defaults.dist,
    port: Number(get('--port') ?? defaults.port),
  };
}

const suite: BenchSuite = {
  name: 'sitemap-1m',
  description:
    'the full sitemap of 1M products from the built app on PostgreSQL: validity, ≤ 50,000 URLs a file, total, time, RSS (opt-in)',
  optIn: true,
  async run(ctx) {
    return measureSitemap(optionsFrom([], { dist: ctx.distDir, port: ctx.opts.port + 40 }), ctx.log);
  },
};
export default suite;

if (require.main === module)
  runStandalone((argv, log) => measureSitemap(optionsFrom(argv, { dist: '.next-bench', port: 3340 }), log));
