/**
 * What the browser does on a buyer's first visit (issue 34): the JavaScript each page makes Chromium download and run.
 *
 * Each page is opened in a fresh Chromium context (empty cache) at desktop width; every script response is
 * collected until the network has been quiet for 500 ms. Per page `<page>_js_kb_gz` (the scripts' bodies gzipped at
 * level 6, what `next start` sends), `<page>_js_kb` (raw), `<page>_js_files`, `<page>_script_ms` (Chromium's script
 * compile + run time: parse, evaluation and hydration, CDP Performance.ScriptDuration), `<page>_long_task_ms` (the
 * main thread's work beyond 50 ms per task: a TBT without the FCP cut), `<page>_load_ms` (the load event).
 * Pages: home `/`, goods `/goodsDetail/<sample id>`, list (the category with most products), search
 * (`/searchCenter?keyword=…`), cart (`/settlementCenter`, as the demo buyer).
 * Budget (checks): home and goods ≤ 150 KB gzip each (BUDGET_KB_GZ). The rest are recorded.
 *
 * Standalone: npx tsx bench/suites/js-weight.ts http://127.0.0.1:<port> [--goods ID] [--category ID] [--json FILE]
 *   [--pages key=/path,key2=/path2]
 */
import fs from 'node:fs';
import zlib from 'node:zlib';
import md5 from 'md5';
import { GUIDE_COOKIE } from '../../lib/config/constants';
import type { BenchSuite, Check, SuiteResult } from '../types';
import { chromeFlags, standaloneCli, withTimeout } from './lighthouse';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** Issue 34: home and goods page JS ≤ 150 KB gzip each. */
export const BUDGET_KB_GZ: Record<string, number> = { home: 150, goods: 150 };
const DEMO = { mobile: '13800138000', password: 'Demo@2026' };

export type PageWeight = {
  key: string;
  path: string;
  jsKbGz: number;
  jsKb: number;
  jsFiles: number;
  scriptMs: number;
  longTaskMs: number;
  loadMs: number;
  largest: { url: string; kbGz: number }[];
};

const kb = (n: number) => Math.round(n / 102.4) / 10;

async function demoToken(origin: string): Promise<string | null> {
  try {
    const res = await fetch(new URL('/mall/user/api/loginAndRegister/accountLogin', origin), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ account: DEMO.mobile, passwd: md5(DEMO.password), expireTime: 1440 }),
      signal: AbortSignal.timeout(30_000),
    });
    const env = (await res.json()) as { code: number; data?: { token?: string } };
    return env.code === 1 ? (env.data?.token ?? null) : null;
  } catch {
    return null;
  }
}

export async function measureWeights(
  origin: string,
  targets: { key: string; path: string; login?: boolean }[],
  log: (m: string) => void = () => {},
): Promise<PageWeight[]> {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath: CHROME_PATH, args: chromeFlags(origin) });
  const token = targets.some((t) => t.login) ? await demoToken(origin) : null;
  const out: PageWeight[] = [];
  try {
    for (const t of targets) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
      // The first-visit guide stays closed (it is not what a returning buyer loads); the cart needs the demo buyer.
      const cookies = [{ name: GUIDE_COOKIE, value: '1', url: origin }];
      if (t.login && token) cookies.push({ name: 'token', value: token, url: origin });
      await context.addCookies(cookies);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      await page.addInitScript(() => {
        const w = window as unknown as { __longTaskMs: number };
        w.__longTaskMs = 0;
        try {
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__longTaskMs += Math.max(0, e.duration - 50);
          }).observe({ type: 'longtask', buffered: true });
        } catch {
          /* no long-task timing */
        }
      });
      const scripts: Promise<{ url: string; raw: number; gz: number }>[] = [];
      page.on('response', (res) => {
        if (res.request().resourceType() !== 'script') return;
        scripts.push(
          res
            .body()
            .then((b) => ({ url: res.url(), raw: b.length, gz: zlib.gzipSync(b, { level: 6 }).length }))
            .catch(() => ({ url: res.url(), raw: 0, gz: 0 })),
        );
      });
      await page.goto(new URL(t.path, origin).href, { waitUntil: 'load', timeout: 60_000 });
      await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
      const loadMs = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
        return nav ? Math.round(nav.loadEventEnd - nav.startTime) : -1;
      });
      const longTaskMs = await page.evaluate(() =>
        Math.round((window as unknown as { __longTaskMs: number }).__longTaskMs),
      );
      const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] };
      const scriptMs = Math.round((metrics.find((m) => m.name === 'ScriptDuration')?.value ?? 0) * 1000);
      const got = await Promise.all(scripts);
      const w: PageWeight = {
        key: t.key,
        path: t.path,
        jsKbGz: kb(got.reduce((s, x) => s + x.gz, 0)),
        jsKb: kb(got.reduce((s, x) => s + x.raw, 0)),
        jsFiles: got.length,
        scriptMs,
        longTaskMs,
        loadMs,
        largest: got
          .sort((a, b) => b.gz - a.gz)
          .slice(0, 5)
          .map((x) => ({ url: new URL(x.url).pathname, kbGz: kb(x.gz) })),
      };
      log(
        `  ${t.key.padEnd(7)} ${String(w.jsKbGz).padStart(6)} KB gzip in ${w.jsFiles} files, script ${w.scriptMs} ms, long tasks ${w.longTaskMs} ms, load ${w.loadMs} ms — ${t.path}`,
      );
      out.push(w);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

export function toSuiteResult(weights: PageWeight[]): SuiteResult {
  const metrics: Record<string, number | null> = {};
  const checks: Check[] = [];
  const notes: string[] = [];
  for (const w of weights) {
    metrics[`${w.key}_js_kb_gz`] = w.jsKbGz;
    metrics[`${w.key}_js_kb`] = w.jsKb;
    metrics[`${w.key}_js_files`] = w.jsFiles;
    metrics[`${w.key}_script_ms`] = w.scriptMs;
    metrics[`${w.key}_long_task_ms`] = w.longTaskMs;
    metrics[`${w.key}_load_ms`] = w.loadMs;
    const budget = BUDGET_KB_GZ[w.key];
    if (budget !== undefined)
      checks.push({ name: `${w.key} page JS ≤ ${budget} KB gzip`, ok: w.jsKbGz <= budget, detail: `${w.jsKbGz} KB` });
    notes.push(
      `${w.key}: largest scripts ${w.largest.map((l) => `${l.url.replace(/^\/_next\/static\/chunks\//, '')} ${l.kbGz}`).join(', ')}`,
    );
  }
  return { metrics, checks, notes };
}

/** Home, a goods page, the fullest category list, a search and the cart. */
export function targetsFor(o: { goodsId: number | string; categoryId: number | string; keyword: string }) {
  return [
    { key: 'home', path: '/' },
    { key: 'goods', path: `/goodsDetail/${o.goodsId}` },
    { key: 'list', path: `/productCenter/productClassifyList/${o.categoryId}` },
    { key: 'search', path: `/searchCenter?keyword=${encodeURIComponent(o.keyword)}` },
    { key: 'cart', path: '/settlementCenter', login: true },
  ];
}

const suite: BenchSuite = {
  name: 'js-weight',
  description: 'JavaScript per page in Chromium (KB gzip, script time); budget home and goods ≤ 150 KB gzip',
  async run(ctx) {
    const goods = ctx.sample.products[0];
    const category = ctx.sample.categories[0];
    if (!goods || !category) throw new Error('the bench catalogue has no products or categories');
    const targets = targetsFor({ goodsId: goods.id, categoryId: category.id, keyword: '杂质' });
    // Warm the route cache: the page's first render is not what the browser measures here.
    for (const t of targets) await ctx.fetch(t.path);
    return toSuiteResult(await withTimeout(measureWeights(ctx.baseUrl, targets, ctx.log), 10 * 60_000, 'js-weight'));
  },
};
export default suite;

// Standalone: npx tsx bench/suites/js-weight.ts <origin> [--goods ID] [--category ID] [--json FILE]
if (process.argv[1] && /bench[\\/]suites[\\/]js-weight\.ts$/.test(process.argv[1])) {
  const { flag, origin, fetchText } = standaloneCli('js-weight');
  (async () => {
    const xml = await fetchText('/sitemaps/products-0.xml');
    const goodsId = flag('--goods') ?? /\/goodsDetail\/(\d+)</.exec(xml)?.[1];
    const home = await fetchText('/');
    const categoryId = flag('--category') ?? /\/productCenter\/productClassifyList\/(\d+)/.exec(home)?.[1] ?? '0';
    if (!goodsId) throw new Error('no goods id (sitemap empty?); pass --goods ID');
    // --pages key=/path,key2=/path2 measures those instead (a path's own budget is not checked).
    const pages = flag('--pages');
    const targets = pages
      ? pages.split(',').map((kv) => ({
          key: kv.slice(0, kv.indexOf('=')),
          path: kv.slice(kv.indexOf('=') + 1),
          login: kv.startsWith('cart='),
        }))
      : targetsFor({ goodsId, categoryId, keyword: '杂质' });
    for (const t of targets) await fetch(new URL(t.path, origin)).then((r) => r.arrayBuffer());
    const res = toSuiteResult(
      await withTimeout(measureWeights(origin, targets, console.log), 10 * 60_000, 'js-weight'),
    );
    for (const [k, v] of Object.entries(res.metrics)) console.log(`js-weight.${k.padEnd(22)} ${v ?? '—'}`);
    for (const c of res.checks ?? []) console.log(`  ${c.ok ? '✓' : '✗'} ${c.name}${c.detail ? ` — ${c.detail}` : ''}`);
    for (const n of res.notes ?? []) console.log(`  note: ${n}`);
    const out = flag('--json');
    if (out) fs.writeFileSync(out, JSON.stringify(res, null, 2) + '\n');
  })().catch((e) => {
    console.error(`js-weight failed: ${e instanceof Error ? e.stack : e}`);
    process.exit(1);
  });
}
