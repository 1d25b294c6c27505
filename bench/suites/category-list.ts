/**
 * Category product lists (/productCenter/productClassifyList/<id>?categoryName=…) at random categories, mostly the
 * first page (70 %), else pages 2–10 as a visitor or crawler paging on:
 *   - saturated: ctx.opts.connections connections back to back — rps and latency p50/p95/p99 (mostly queueing);
 *   - paced: PACED_RPS requests per second over the same connections, evenly spaced, timed from each scheduled
 *     start — the p50/p95 a visitor sees under that load.
 */
import { kb } from '../lib';
import type { BenchSuite, Req } from '../types';

const PACED_RPS = 20;

const suite: BenchSuite = {
  name: 'category-list',
  description: 'category list page latency at random categories',
  async run(ctx) {
    const cats = ctx.sample.categories;
    if (cats.length === 0) throw new Error('no category has products');
    const next = (): Req => {
      const c = ctx.pick(cats);
      // A page past the last one redirects (307) to the last: stay within the category's pages (20 a page).
      const pages = Math.min(10, Math.max(1, Math.ceil(c.products / 20)));
      const page = ctx.random() < 0.7 || pages === 1 ? 1 : 2 + Math.floor(ctx.random() * (pages - 1));
      return { path: `/productCenter/productClassifyList/${c.id}?categoryName=${encodeURIComponent(c.name)}${page > 1 ? `&pageNo=${page}` : ''}` };
    };
    const probe = await ctx.fetch(next());
    if (probe.status !== 200) throw new Error(`category list answered ${probe.status}`);
    const r = await ctx.load({ title: 'category list', next });
    ctx.log(`  paced category list: ${PACED_RPS} req/s`);
    const p = await ctx.paced(next, { rate: PACED_RPS });
    const notes = r.non2xx ? [`${r.non2xx} non-2xx responses ${JSON.stringify(r.statusCounts)}`] : [];
    if (p.errors || p.non2xx) notes.push(`paced: ${p.errors} errors, ${p.non2xx} non-2xx`);
    return {
      metrics: {
        rps: r.rps,
        latency_p50_ms: r.latency.p50,
        latency_p95_ms: r.latency.p95,
        latency_p99_ms: r.latency.p99,
        paced_rps: p.achievedRps,
        paced_p50_ms: p.total.p50,
        paced_p95_ms: p.total.p95,
        paced_p99_ms: p.total.p99,
        html_kb: kb(probe.text),
      },
      runs: [r],
      notes,
    };
  },
};
export default suite;
