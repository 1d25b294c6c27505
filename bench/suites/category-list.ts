/**
 * List pages (issue 16's paced list suite).
 *
 * Category product lists (/productCenter/productClassifyList/<id>?categoryName=…) at random categories, mostly the
 * first page (70 %), else pages 2–10 as a visitor or crawler paging on:
 *   - saturated: ctx.opts.connections connections back to back — rps and latency p50/p95/p99 (mostly queueing), and
 *     `saturated_ratio` = rps ÷ the lightest static page's rps measured right before (goal ≥ 0.5);
 *   - paced: PACED_RPS requests per second over the same connections, evenly spaced, timed from each scheduled
 *     start — the p50/p95/p99 a visitor sees under that load (goal p95 ≤ 30, p99 ≤ 60 ms).
 * The search-result page (/searchCenter?keyword=…, HTML) paced the same way with keywords a buyer types — a name
 * fragment (Chinese or English), a formula, a common word (searchKeywords) — never an exact CAS / catalogue number,
 * which redirects to the goods page: `search_paced_p50/p95/p99_ms` (goal p95 ≤ 40 ms), `search_keywords`.
 */
import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../lib/db/client';
import { kb } from '../lib';
import type { BenchSuite, Req } from '../types';

const PACED_RPS = 20;
const STATIC_CANDIDATES = ['/upgradation', '/agreementPrivacy'];
const COMMON_KEYWORDS = ['杂质', '对照品', '标准品', 'acid', '盐酸', 'impurity', '氯', 'methyl'];

/** Words of the bench catalogue's generated names ("Research compound 123") that no buyer types. */
const GENERATED_NAME_WORDS = new Set(['research', 'compound']);

/** What a buyer types from a product name: its first 2–4 Chinese characters, or a word of its English name. */
export function nameFragment(name: string, r: number): string | null {
  const zh = /[\u4e00-\u9fff]{2,}/.exec(name)?.[0];
  if (zh) return zh.slice(0, 2 + Math.floor(r * 3));
  const words = (name.match(/[A-Za-z]{4,}/g) ?? [])
    .map((w) => w.toLowerCase())
    .filter((w) => !GENERATED_NAME_WORDS.has(w));
  return words.length ? words[Math.floor(r * words.length)]! : null;
}

/**
 * Keywords for the search page: name fragments and formulas of sample products (a formula lists its products; it is
 * never an exact-match redirect) and a few broad words — a few hundred distinct ones, so that a 10-s run at 20 req/s
 * mostly searches something for the first time.
 */
export function searchKeywords(products: readonly { name: string; formula: string | null }[]): string[] {
  const out = new Set<string>();
  products.forEach((p, i) => {
    const f = nameFragment(p.name, (i % 7) / 7);
    if (f) out.add(f);
    if (p.formula && i % 2 === 0) out.add(p.formula);
  });
  for (const k of COMMON_KEYWORDS) out.add(k);
  return [...out].slice(0, 400);
}

/**
 * searchKeywords of the bench's own sample (bench/run.ts readSample: the same seed and query), read from a database:
 * the profiling tools search what the bench searches.
 */
export async function sampleSearchKeywords(db: Db): Promise<string[]> {
  await db.execute(sql`SELECT setseed(0.42)`);
  const products = rowsOf<{ name: string; formula: string | null }>(
    await db.execute(
      sql`SELECT id, code, cas, formula, coalesce(nullif(name_zh, ''), name_en) AS name, smiles FROM products ORDER BY random() LIMIT 2000`,
    ),
  );
  return searchKeywords(products);
}

const suite: BenchSuite = {
  name: 'category-list',
  description: 'category list and search-result page latency (paced) and throughput vs a static page',
  async run(ctx) {
    const cats = ctx.sample.categories;
    if (cats.length === 0) throw new Error('no category has products');
    const next = (): Req => {
      const c = ctx.pick(cats);
      // A page past the last one redirects (307) to the last: stay within the category's pages (20 a page).
      const pages = Math.min(10, Math.max(1, Math.ceil(c.products / 20)));
      const page = ctx.random() < 0.7 || pages === 1 ? 1 : 2 + Math.floor(ctx.random() * (pages - 1));
      return {
        path: `/productCenter/productClassifyList/${c.id}?categoryName=${encodeURIComponent(c.name)}${page > 1 ? `&pageNo=${page}` : ''}`,
      };
    };
    const probe = await ctx.fetch(next());
    if (probe.status !== 200) throw new Error(`category list answered ${probe.status}`);

    let staticPath = '';
    for (const c of STATIC_CANDIDATES) if (!staticPath && (await ctx.fetch(c)).status === 200) staticPath = c;
    const staticRun = staticPath
      ? await ctx.load({ title: `static ${staticPath}`, next: () => ({ path: staticPath }) })
      : null;
    const r = await ctx.load({ title: 'category list', next });
    ctx.log(`  paced category list: ${PACED_RPS} req/s`);
    const p = await ctx.paced(next, { rate: PACED_RPS });

    const keywords = searchKeywords(ctx.sample.products);
    const searchNext = (): Req => ({ path: `/searchCenter?keyword=${encodeURIComponent(ctx.pick(keywords))}` });
    const sprobe = await ctx.fetch(searchNext());
    if (sprobe.status !== 200) throw new Error(`search page answered ${sprobe.status}`);
    ctx.log(`  paced search page: ${PACED_RPS} req/s over ${keywords.length} keywords`);
    const sp = await ctx.paced(searchNext, { rate: PACED_RPS });

    const notes = r.non2xx ? [`${r.non2xx} non-2xx responses ${JSON.stringify(r.statusCounts)}`] : [];
    if (!staticRun) notes.push(`no static page answered 200 (${STATIC_CANDIDATES.join(', ')})`);
    if (p.errors || p.non2xx) notes.push(`paced: ${p.errors} errors, ${p.non2xx} non-2xx`);
    if (sp.errors || sp.non2xx) notes.push(`search paced: ${sp.errors} errors, ${sp.non2xx} non-2xx`);
    return {
      metrics: {
        rps: r.rps,
        static_rps: staticRun?.rps ?? null,
        saturated_ratio: staticRun && staticRun.rps > 0 ? Math.round((r.rps / staticRun.rps) * 1000) / 1000 : null,
        latency_p50_ms: r.latency.p50,
        latency_p95_ms: r.latency.p95,
        latency_p99_ms: r.latency.p99,
        paced_rps: p.achievedRps,
        paced_p50_ms: p.total.p50,
        paced_p95_ms: p.total.p95,
        paced_p99_ms: p.total.p99,
        html_kb: kb(probe.text),
        search_paced_rps: sp.achievedRps,
        search_paced_p50_ms: sp.total.p50,
        search_paced_p95_ms: sp.total.p95,
        search_paced_p99_ms: sp.total.p99,
        search_html_kb: kb(sprobe.text),
        search_keywords: keywords.length,
      },
      runs: staticRun ? [staticRun, r] : [r],
      notes,
    };
  },
};
export default suite;
