/**
 * Probes and metrics (issue 32 goals: `/readyz` p99 ≤ 5 ms, a `/metrics` scrape ≤ 20 ms).
 *
 *   - readyz: 1000 probes one after another, as a balancer's checks arrive (full response time) — `readyz_p50/p99_ms`
 *     (goal p99 ≤ 5); then the same probes while goods pages load the server at ctx.opts.connections connections —
 *     `readyz_loaded_p50/p99_ms` (reported, no goal: a probe then waits its turn on the event loop like any request);
 *   - metrics: after a burst of mixed traffic (home, goods pages, an API list, probes) has filled the label sets,
 *     300 scrapes one after another, as Prometheus sends them — `metrics_scrape_p50/p99_ms` (goal p99 ≤ 20),
 *     `metrics_kb`, `metrics_series`.
 * Both are asked from 127.0.0.1, which METRICS_ALLOW's default lets in. docs/operations/observability.md.
 */
import { percentiles } from '../lib';
import type { BenchContext, BenchSuite, Check, Req } from '../types';

const READYZ_GOAL_MS = 5;
const SCRAPE_GOAL_MS = 20;

async function sequential(ctx: BenchContext, path: string, count: number) {
  const ms: number[] = [];
  let failed = 0;
  let last = '';
  for (let i = 0; i < count; i++) {
    const r = await ctx.fetch(path);
    if (r.status !== 200) failed++;
    ms.push(r.ms);
    last = r.text;
  }
  return { p: percentiles(ms), failed, last };
}

const suite: BenchSuite = {
  name: 'observability',
  description: '/readyz probe latency (idle and under page load) and /metrics scrape time',
  async run(ctx) {
    const goods = (): Req => ({ path: `/goodsDetail/${ctx.pick(ctx.sample.products).id}` });
    const first = await ctx.fetch('/readyz');
    if (first.status !== 200) throw new Error(`/readyz answered ${first.status}: ${first.text.slice(0, 200)}`);
    const scrape0 = await ctx.fetch('/metrics');
    if (scrape0.status !== 200) throw new Error(`/metrics answered ${scrape0.status} to 127.0.0.1`);

    // Warm-up of the probe path, then the measured probes.
    await sequential(ctx, '/readyz', 100);
    const idle = await sequential(ctx, '/readyz', 1000);
    ctx.log(`  /readyz idle: p50 ${idle.p.p50} ms, p99 ${idle.p.p99} ms, max ${idle.p.max} ms`);

    // Probes while pages load the server.
    let loading = true;
    const probesUnderLoad = (async () => {
      const ms: number[] = [];
      while (loading) {
        ms.push((await ctx.fetch('/readyz')).ms);
        await new Promise((r) => setTimeout(r, 20));
      }
      return percentiles(ms);
    })();
    const pageLoad = await ctx.load({ title: 'goods pages (probes alongside)', next: goods, warmup: 1 });
    loading = false;
    const loaded = await probesUnderLoad;
    ctx.log(`  /readyz under ${pageLoad.rps} pages/s: p50 ${loaded.p50} ms, p99 ${loaded.p99} ms`);

    // Mixed traffic fills the label sets a production scrape carries, then the scrapes.
    const mixed = [
      () => ({ path: '/' }),
      goods,
      () => ({ path: '/mall/shopping/product/api/brand/list' }),
      () => ({ path: '/readyz' }),
      () => ({ path: '/healthz' }),
      () => ({ path: '/searchCenter?keyword=acid' }),
    ];
    const burst = await ctx.load({
      title: 'mixed traffic before the scrapes',
      next: () => ctx.pick(mixed)(),
      duration: 3,
      warmup: 0,
    });
    await sequential(ctx, '/metrics', 20);
    const scrapes = await sequential(ctx, '/metrics', 300);
    const series = scrapes.last.split('\n').filter((l) => l && !l.startsWith('#')).length;
    const kb = Math.round(Buffer.byteLength(scrapes.last) / 102.4) / 10;
    ctx.log(`  /metrics: p50 ${scrapes.p.p50} ms, p99 ${scrapes.p.p99} ms, ${kb} KB, ${series} series`);

    const checks: Check[] = [
      {
        name: `observability: /readyz p99 ≤ ${READYZ_GOAL_MS} ms (idle, 1000 probes)`,
        ok: idle.failed === 0 && idle.p.p99 <= READYZ_GOAL_MS,
        detail: `p99 ${idle.p.p99} ms, ${idle.failed} not 200`,
      },
      {
        name: `observability: /metrics scrape p99 ≤ ${SCRAPE_GOAL_MS} ms (300 scrapes)`,
        ok: scrapes.failed === 0 && scrapes.p.p99 <= SCRAPE_GOAL_MS,
        detail: `p99 ${scrapes.p.p99} ms, ${series} series, ${scrapes.failed} not 200`,
      },
    ];
    return {
      checks,
      metrics: {
        readyz_p50_ms: idle.p.p50,
        readyz_p99_ms: idle.p.p99,
        readyz_max_ms: idle.p.max,
        readyz_loaded_p50_ms: loaded.p50,
        readyz_loaded_p99_ms: loaded.p99,
        readyz_loaded_page_rps: pageLoad.rps,
        metrics_scrape_p50_ms: scrapes.p.p50,
        metrics_scrape_p99_ms: scrapes.p.p99,
        metrics_scrape_max_ms: scrapes.p.max,
        metrics_kb: kb,
        metrics_series: series,
      },
      runs: [pageLoad, burst],
    };
  },
};

export default suite;
