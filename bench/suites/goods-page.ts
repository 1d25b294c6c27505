/**
 * Goods pages: requests/s of /goodsDetail/<random id> against a static page of the same server (ratio),
 * latency p50/p95/p99 at ctx.opts.connections (default 50), and time to first byte under that load.
 */
import type { BenchSuite, Req } from '../types';

const STATIC_CANDIDATES = ['/upgradation', '/agreementPrivacy'];

const suite: BenchSuite = {
  name: 'goods-page',
  description: 'goods page vs static page throughput, latency and TTFB',
  async run(ctx) {
    const notes: string[] = [];
    const goods = (): Req => {
      const p = ctx.pick(ctx.sample.products);
      return { path: `/goodsDetail/${p.id}` };
    };
    const probe = await ctx.fetch(goods());
    if (probe.status !== 200) throw new Error(`goods page answered ${probe.status}`);

    let staticPath: string | null = null;
    for (const c of STATIC_CANDIDATES) {
      if ((await ctx.fetch(c)).status === 200) {
        staticPath = c;
        break;
      }
    }
    if (!staticPath) notes.push(`no static page answered 200 (${STATIC_CANDIDATES.join(', ')})`);

    const staticRun = staticPath ? await ctx.load({ title: `static ${staticPath}`, next: () => ({ path: staticPath! }) }) : null;
    // TTFB probe runs alongside the load, so it sees the page under 50 connections.
    const [goodsRun, firstByte] = await Promise.all([
      ctx.load({ title: 'goods /goodsDetail/<random id>', next: goods }),
      (async () => {
        await new Promise((r) => setTimeout(r, ctx.opts.warmup * 1000 + 500));
        return ctx.ttfb(goods, { count: 100_000, concurrency: 1, maxSeconds: Math.max(1, ctx.opts.duration - 1) });
      })(),
    ]);
    if (goodsRun.non2xx) notes.push(`goods: ${goodsRun.non2xx} non-2xx responses ${JSON.stringify(goodsRun.statusCounts)}`);
    if (goodsRun.errors || goodsRun.timeouts) notes.push(`goods: ${goodsRun.errors} errors, ${goodsRun.timeouts} timeouts`);
    return {
      metrics: {
        static_rps: staticRun?.rps ?? null,
        goods_rps: goodsRun.rps,
        goods_vs_static_ratio: staticRun && staticRun.rps > 0 ? Math.round((goodsRun.rps / staticRun.rps) * 1000) / 1000 : null,
        goods_latency_p50_ms: goodsRun.latency.p50,
        goods_latency_p95_ms: goodsRun.latency.p95,
        goods_latency_p99_ms: goodsRun.latency.p99,
        goods_ttfb_p50_ms: firstByte.p50,
        goods_ttfb_p95_ms: firstByte.p95,
        goods_ttfb_p99_ms: firstByte.p99,
        goods_ttfb_samples: firstByte.count,
        goods_html_kb: Math.round(probe.text.length / 102.4) / 10,
        goods_rss_peak_mb: goodsRun.rssPeakMb,
      },
      runs: [...(staticRun ? [staticRun] : []), goodsRun],
      notes,
    };
  },
};
export default suite;
