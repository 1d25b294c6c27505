/** Category product lists (/productCenter/productClassifyList/<id>?categoryName=…) under load: p50/p95/p99. */
import type { BenchSuite, Req } from '../types';

const suite: BenchSuite = {
  name: 'category-list',
  description: 'category list page latency at random categories',
  async run(ctx) {
    const cats = ctx.sample.categories;
    if (cats.length === 0) throw new Error('no category has products');
    const next = (): Req => {
      const c = ctx.pick(cats);
      return { path: `/productCenter/productClassifyList/${c.id}?categoryName=${encodeURIComponent(c.name)}` };
    };
    const probe = await ctx.fetch(next());
    if (probe.status !== 200) throw new Error(`category list answered ${probe.status}`);
    const r = await ctx.load({ title: 'category list', next });
    return {
      metrics: {
        rps: r.rps,
        latency_p50_ms: r.latency.p50,
        latency_p95_ms: r.latency.p95,
        latency_p99_ms: r.latency.p99,
      },
      runs: [r],
      notes: r.non2xx ? [`${r.non2xx} non-2xx responses ${JSON.stringify(r.statusCounts)}`] : [],
    };
  },
};
export default suite;
