/**
 * Lighthouse (desktop preset, Debian Chromium) on the home page, a category product list and a goods page:
 * performance / SEO scores (goals ≥ 95 and 100) plus accessibility and best practices as extra information,
 * the key metrics (FCP, LCP, TBT, CLS, Speed Index) and the ids of the SEO audits that fail.
 *
 * Each page is measured LH_RUNS times (default 5: single runs vary by ±10 points on the shared 2-core machine); the run
 * with the median performance score is reported.
 * Chromium is launched once for the whole suite and killed in `finally`; every run is bounded in time, and
 * every host except the server under test resolves to nothing, so Lighthouse can never reach the internet.
 *
 * Standalone (no bench build; e.g. against the dev server for SEO, or a production server):
 *   npx tsx bench/suites/lighthouse.ts http://localhost:3400 [--runs 3] [--category <id>] [--goods <id>] [--json out.json]
 *     [--save <dir for the raw Lighthouse JSON>]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importFromTool } from '../tool-install';
import type { BenchContext, BenchSuite, SuiteResult } from '../types';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** One Lighthouse run never takes longer than this (load wait + audits); the suite as a whole is bounded below. */
const RUN_TIMEOUT_MS = 120_000;
export const SUITE_TIMEOUT_MS = 15 * 60_000;
const CATEGORIES = ['performance', 'seo', 'accessibility', 'best-practices'] as const;
type CategoryId = (typeof CATEGORIES)[number];
/** Score goals from the issue: performance ≥ 95, SEO = 100. */
export const GOALS = { performance: 95, seo: 100 } as const;

/** `key` prefixes the metric names (`<key>_performance`, …). */
export type PageTarget = { key: string; path: string };

/**
 * Lighthouse settings: `desktop` is Lighthouse's desktop preset; `mobile` is its default config (formFactor mobile,
 * Moto G Power screen and user agent, simulated slow 4G — 150 ms RTT, 1.6 Mbps — and 4× CPU slowdown).
 */
export type Preset = 'desktop' | 'mobile';

export type PageReport = {
  key: PageTarget['key'];
  url: string;
  /** The URL the page ended on after redirects (absent: `url`). */
  finalUrl?: string;
  /** Lighthouse's CPU benchmark of the machine during the reported run (higher = faster; noisy on a shared machine). */
  benchmarkIndex?: number | null;
  scores: Record<CategoryId, number | null>;
  /** Milliseconds, except CLS (unitless). */
  metrics: {
    fcp: number | null;
    lcp: number | null;
    tbt: number | null;
    cls: number | null;
    si: number | null;
    ttfb: number | null;
    /** Lighthouse's `redirects` audit: the time its simulation says redirects cost (absent in older reports). */
    redirect?: number | null;
  };
  failingSeo: string[];
  /** Failing audits of the other categories (id), for quick triage. */
  failingOther: string[];
  /** Performance scores of every run (the reported run is the median). */
  runScores: number[];
  warnings: string[];
};

/** Chromium flags: headless, no background traffic, and only the server under test resolves. */
export function chromeFlags(origin: string): string[] {
  const host = new URL(origin).hostname;
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--disable-extensions',
    '--disable-default-apps',
    '--no-default-browser-check',
    '--disable-features=Translate,OptimizationHints,MediaRouter,InterestFeedContentSuggestions',
    // Nothing but the server under test resolves: Lighthouse never reaches the internet.
    `--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE ${host}, EXCLUDE 127.0.0.1, EXCLUDE localhost`,
  ];
}

export function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    p.finally(() => timer && clearTimeout(timer)),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} timed out after ${Math.round(ms / 1000)} s`)), ms);
    }),
  ]);
}

const score = (s: number | null | undefined) => (typeof s === 'number' ? Math.round(s * 100) : null);
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 1000) / 1000 : null);

type LhAudit = {
  id: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  metricSavings?: Record<string, number | undefined>;
};
type LhResult = {
  finalDisplayedUrl?: string;
  environment?: { benchmarkIndex?: number };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, LhAudit>;
  runWarnings: string[];
  runtimeError?: { code: string; message: string };
};

/** What the suite uses of chrome-launcher and lighthouse (their own types live in bench/tools/lighthouse). */
type ChromeLauncher = {
  launch(o: {
    chromePath: string;
    chromeFlags: string[];
    userDataDir: string;
    logLevel: 'silent';
    handleSIGINT: boolean;
    maxConnectionRetries: number;
  }): Promise<{ port: number; kill(): void }>;
};
type LighthouseModule = {
  default: (
    url: string,
    flags: Record<string, unknown>,
    config?: unknown,
  ) => Promise<{ lhr: unknown; report: string | string[] } | undefined>;
  desktopConfig: unknown;
};

/**
 * Failing audits of a category. SEO / accessibility / best practices: every scored audit below 1.
 * Performance: the weighted metrics scoring under 0.9 and the diagnostics that estimate a saving on a metric.
 */
export function failingAudits(lhr: LhResult, category: string): string[] {
  const cat = lhr.categories[category];
  if (!cat) return [];
  const out: string[] = [];
  for (const ref of cat.auditRefs) {
    const a = lhr.audits[ref.id];
    if (!a || a.score === null || ['manual', 'informative', 'notApplicable', 'error'].includes(a.scoreDisplayMode))
      continue;
    if (category !== 'performance') {
      if (a.score < 1) out.push(a.id);
    } else if (ref.weight > 0) {
      if (a.score < 0.9) out.push(a.id);
    } else if (a.score < 0.5 && Object.values(a.metricSavings ?? {}).some((v) => typeof v === 'number' && v > 0)) {
      out.push(a.id);
    }
  }
  return out;
}

function toReport(target: PageTarget, url: string, lhr: LhResult, runScores: number[]): PageReport {
  const a = (id: string) => num(lhr.audits[id]?.numericValue);
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, score(lhr.categories[c]?.score)])) as Record<
    CategoryId,
    number | null
  >;
  return {
    key: target.key,
    url,
    finalUrl: lhr.finalDisplayedUrl ?? url,
    benchmarkIndex: num(lhr.environment?.benchmarkIndex),
    scores,
    metrics: {
      fcp: a('first-contentful-paint'),
      lcp: a('largest-contentful-paint'),
      tbt: a('total-blocking-time'),
      cls: a('cumulative-layout-shift'),
      si: a('speed-index'),
      ttfb: a('server-response-time'),
      redirect: a('redirects'),
    },
    failingSeo: failingAudits(lhr, 'seo'),
    failingOther: [
      ...failingAudits(lhr, 'accessibility'),
      ...failingAudits(lhr, 'best-practices'),
      ...failingAudits(lhr, 'performance').map((id) => `perf:${id}`),
    ],
    runScores,
    warnings: lhr.runWarnings ?? [],
  };
}

/**
 * Run Lighthouse on every target. `log` gets one line per run. Chromium is always killed before returning.
 * @param origin e.g. http://127.0.0.1:3300
 */
export async function measure(
  origin: string,
  targets: PageTarget[],
  o: { runs?: number; log?: (m: string) => void; saveDir?: string; preset?: Preset } = {},
): Promise<PageReport[]> {
  const runs = Number.isFinite(o.runs) ? Math.max(1, Math.min(9, Math.round(o.runs!))) : 3;
  const log = o.log ?? ((m: string) => console.log(m));
  // Both come from bench/tools/lighthouse (installed on first use: bench/tool-install.ts), not the project's packages.
  const { launch } = await importFromTool<ChromeLauncher>('lighthouse', 'chrome-launcher');
  const { default: lighthouse, desktopConfig } = await importFromTool<LighthouseModule>('lighthouse', 'lighthouse');
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: chromeFlags(origin),
    userDataDir,
    logLevel: 'silent',
    handleSIGINT: false,
    maxConnectionRetries: 100,
  });
  // Never leave Chromium behind, even when the bench is interrupted (its SIGINT handler ends with process.exit).
  const killChrome = () => {
    try {
      chrome.kill();
    } catch {
      /* already gone */
    }
  };
  process.on('exit', killChrome);
  const reports: PageReport[] = [];
  try {
    for (const target of targets) {
      const url = new URL(target.path, origin).href;
      const results: LhResult[] = [];
      for (let i = 0; i < runs; i++) {
        const t = Date.now();
        const r = await withTimeout(
          lighthouse(
            url,
            {
              port: chrome.port,
              output: 'json',
              logLevel: 'error',
              onlyCategories: [...CATEGORIES],
              maxWaitForLoad: 45_000,
              maxWaitForFcp: 30_000,
            },
            // No config = Lighthouse's default: mobile emulation and throttling.
            o.preset === 'mobile' ? undefined : desktopConfig,
          ),
          RUN_TIMEOUT_MS,
          `lighthouse ${target.key}`,
        );
        const lhr = r?.lhr as unknown as LhResult | undefined;
        if (!lhr) throw new Error(`lighthouse returned nothing for ${url}`);
        if (lhr.runtimeError)
          throw new Error(`lighthouse ${target.key}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
        if (o.saveDir && r) {
          fs.mkdirSync(o.saveDir, { recursive: true });
          fs.writeFileSync(
            path.join(o.saveDir, `${target.key}-${i + 1}.json`),
            typeof r.report === 'string' ? r.report : JSON.stringify(lhr),
          );
        }
        results.push(lhr);
        const s = (c: string) => score(lhr.categories[c]?.score) ?? '—';
        log(
          `  ${target.key} run ${i + 1}/${runs}: perf ${s('performance')} seo ${s('seo')} a11y ${s('accessibility')} bp ${s('best-practices')} (${((Date.now() - t) / 1000).toFixed(1)} s)`,
        );
      }
      const perf = (l: LhResult) => l.categories.performance?.score ?? 0;
      const sorted = [...results].sort((x, y) => perf(x) - perf(y));
      const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
      reports.push(
        toReport(
          target,
          url,
          median,
          results.map((l) => score(perf(l)) ?? 0),
        ),
      );
    }
  } finally {
    process.off('exit', killChrome);
    killChrome();
    fs.rmSync(userDataDir, { recursive: true, force: true });
  }
  return reports;
}

const firstId = (html: string, re: RegExp): string | undefined => {
  for (const m of html.matchAll(re)) if (m[1] && m[1] !== '0') return m[1];
  return undefined;
};
const CATEGORY_LINK = /\/productCenter\/productClassifyList\/(\d+)/g;
const GOODS_LINK = /\/goodsDetail\/(\d+)/g;

/**
 * Standalone mode: finds a category and a goods id in the site's own links (home page, then the category
 * overview and the category's list). Category 0 (全部) is skipped.
 */
export async function discoverTargets(
  origin: string,
  fetchText: (p: string) => Promise<string>,
  o: { category?: string; goods?: string } = {},
): Promise<PageTarget[]> {
  let category = o.category;
  let goods = o.goods;
  if (!category || !goods) {
    const home = await fetchText('/');
    category ??= firstId(home, CATEGORY_LINK);
    goods ??= firstId(home, GOODS_LINK);
    if (!category) category = firstId(await fetchText('/productCenter/allClassify'), CATEGORY_LINK);
    if (category && !goods)
      goods = firstId(await fetchText(`/productCenter/productClassifyList/${category}`), GOODS_LINK);
  }
  if (!category || !goods)
    throw new Error(`could not find a category and a goods id on ${origin} (pass --category and --goods)`);
  return [
    { key: 'home', path: '/' },
    { key: 'list', path: `/productCenter/productClassifyList/${category}` },
    { key: 'goods', path: `/goodsDetail/${goods}` },
  ];
}

export type Goals = { performance: number; seo: number; accessibility?: number };

/** The goals a report misses ("performance 82 < 90 (runs …)"), empty when it meets them all. */
export function missedGoals(r: PageReport, goals: Goals): string[] {
  const miss: string[] = [];
  if ((r.scores.performance ?? 0) < goals.performance)
    miss.push(`performance ${r.scores.performance} < ${goals.performance} (runs ${r.runScores.join('/')})`);
  if ((r.scores.seo ?? 0) < goals.seo) miss.push(`seo ${r.scores.seo} < ${goals.seo}`);
  if (goals.accessibility !== undefined && (r.scores.accessibility ?? 0) < goals.accessibility)
    miss.push(`accessibility ${r.scores.accessibility} < ${goals.accessibility}`);
  return miss;
}

export function toSuiteResult(reports: PageReport[], goals: Goals = GOALS): SuiteResult {
  const metrics: Record<string, number | null> = {};
  const notes: string[] = [];
  for (const r of reports) {
    metrics[`${r.key}_performance`] = r.scores.performance;
    metrics[`${r.key}_seo`] = r.scores.seo;
    metrics[`${r.key}_accessibility`] = r.scores.accessibility;
    metrics[`${r.key}_best_practices`] = r.scores['best-practices'];
    metrics[`${r.key}_fcp_ms`] = r.metrics.fcp === null ? null : Math.round(r.metrics.fcp);
    metrics[`${r.key}_lcp_ms`] = r.metrics.lcp === null ? null : Math.round(r.metrics.lcp);
    metrics[`${r.key}_tbt_ms`] = r.metrics.tbt === null ? null : Math.round(r.metrics.tbt);
    metrics[`${r.key}_cls`] = r.metrics.cls;
    metrics[`${r.key}_si_ms`] = r.metrics.si === null ? null : Math.round(r.metrics.si);
    const miss = missedGoals(r, goals);
    const ended = r.finalUrl && r.finalUrl !== r.url ? ` (ended on ${r.finalUrl})` : '';
    notes.push(`${r.key} ${r.url}${ended}: ${miss.length ? `BELOW GOAL — ${miss.join('; ')}` : 'goals met'}`);
    if (r.failingSeo.length) notes.push(`${r.key} failing SEO audits: ${r.failingSeo.join(', ')}`);
    if (r.failingOther.length) notes.push(`${r.key} other failing audits: ${r.failingOther.join(', ')}`);
    for (const w of r.warnings) notes.push(`${r.key} lighthouse warning: ${w.slice(0, 200)}`);
  }
  metrics.goals_met = reports.every((r) => missedGoals(r, goals).length === 0) ? 1 : 0;
  return { metrics, notes };
}

const suite: BenchSuite = {
  name: 'lighthouse',
  description: 'Lighthouse desktop scores (performance ≥ 95, SEO 100) for home, category list and goods page',
  async run(ctx: BenchContext) {
    const category = ctx.sample.categories[0];
    const goods = ctx.sample.products[0];
    const targets: PageTarget[] =
      category && goods
        ? [
            { key: 'home', path: '/' },
            { key: 'list', path: `/productCenter/productClassifyList/${category.id}` },
            { key: 'goods', path: `/goodsDetail/${goods.id}` },
          ]
        : await discoverTargets(ctx.baseUrl, async (p) => (await ctx.fetch(p)).text);
    // Warm the server's data cache, so Lighthouse measures the page, not the first render after start.
    for (const t of targets) {
      for (let i = 0; i < 2; i++) {
        const r = await ctx.fetch(t.path);
        if (r.status !== 200) throw new Error(`${t.path} answered ${r.status}`);
      }
    }
    const runs = Number(process.env.LH_RUNS ?? 5);
    const reports = await withTimeout(
      measure(ctx.baseUrl, targets, { runs, log: ctx.log }),
      SUITE_TIMEOUT_MS,
      'lighthouse suite',
    );
    return toSuiteResult(reports);
  },
};
export default suite;

/**
 * The command line of a standalone Lighthouse suite: `--name value` flags, the origin (only a local server may be
 * measured: anything else exits 2), Ctrl-C running the exit handlers (Chromium is killed), and a text fetch from it.
 */
export function standaloneCli(name: string): {
  flag: (n: string) => string | undefined;
  origin: string;
  fetchText: (p: string) => Promise<string>;
} {
  const argv = process.argv.slice(2);
  const flag = (n: string) => {
    const i = argv.indexOf(n);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const origin = argv.find((a) => /^https?:\/\//.test(a)) ?? 'http://127.0.0.1:3300';
  const host = new URL(origin).hostname;
  if (host !== '127.0.0.1' && host !== 'localhost') {
    console.error(`${name}: only a local server may be measured`);
    process.exit(2);
  }
  process.once('SIGINT', () => process.exit(130));
  const fetchText = async (p: string) => {
    const res = await fetch(new URL(p, origin), { signal: AbortSignal.timeout(60_000) });
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    return res.text();
  };
  return { flag, origin, fetchText };
}

// Standalone: npx tsx bench/suites/lighthouse.ts <origin> [--runs N] [--category ID] [--goods ID] [--json FILE] [--save DIR]
if (process.argv[1] && /bench[\\/]suites[\\/]lighthouse\.ts$/.test(process.argv[1])) {
  const { flag, origin, fetchText } = standaloneCli('lighthouse');
  (async () => {
    const targets = await discoverTargets(origin, fetchText, { category: flag('--category'), goods: flag('--goods') });
    for (const t of targets) await fetchText(t.path).then(() => fetchText(t.path));
    const reports = await withTimeout(
      measure(origin, targets, { runs: Number(flag('--runs') ?? 3), saveDir: flag('--save') }),
      SUITE_TIMEOUT_MS,
      'lighthouse',
    );
    const result = toSuiteResult(reports);
    for (const [k, v] of Object.entries(result.metrics)) console.log(`${k.padEnd(28)} ${v ?? '—'}`);
    for (const n of result.notes ?? []) console.log(`note: ${n}`);
    const out = flag('--json');
    if (out) fs.writeFileSync(out, JSON.stringify({ origin, reports }, null, 2) + '\n');
  })().catch((e) => {
    console.error(`lighthouse failed: ${e instanceof Error ? e.stack : e}`);
    process.exit(1);
  });
}
