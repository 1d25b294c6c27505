/**
 * Goods pages against a static page of the same server: requests/s (ratio), latency p50/p95/p99 at
 * ctx.opts.connections (default 50), and time to first byte under that load (one probe connection).
 *
 * Two runs, because a goods page is either in the route cache (ISR HIT) or rendered on this request:
 *   - warm: a hot set of WARM_IDS products, each requested once beforehand — a running shop's popular pages;
 *   - cold: random ids from the whole sample (2,000), so nearly every request is the first render of its id.
 * The warm runs go first, right after the pre-warm, so they finish inside the page's 60-s revalidate window.
 *
 * Each page is measured twice:
 *   - saturated: ctx.opts.connections connections sending back to back (autocannon) — throughput; the TTFB probe then
 *     measures mostly the queue (connections ÷ throughput), so the static page's saturated TTFB is given as the floor;
 *   - paced: the same connections carrying a fixed request rate (PACED_RPS; first renders COLD_PACED_RPS), evenly
 *     spaced, times measured from each scheduled start — the latency a visitor sees under that load.
 */
import { kb } from '../lib';
import type { BenchContext, BenchSuite, LoadResult, Percentiles, Req } from '../types';

/** The lightest static page (the maintenance page, minimal layout): the strictest reference. */
const STATIC_CANDIDATES = ['/upgradation', '/agreementPrivacy'];
/** A static page with the goods page's own chrome (header, menus, footer, side bar): what only the goods content costs. */
const SAME_LAYOUT_STATIC = '/technical';
const WARM_IDS = 100;
/** Interleaved rounds for the ratios: static, same-layout static and warm goods, ROUND_SECONDS each, ROUNDS times. */
const ROUNDS = 3;
const ROUND_SECONDS = 3;
/** Paced runs: requests per second in all (50 connections: 2 req/s each) … */
const PACED_RPS = 100;
/** … and for first renders (a crawler walking the long tail plus visitors). */
const COLD_PACED_RPS = 10;

type Measured = { run: LoadResult; ttfb: Percentiles & { errors: number } };

/** A load run with a TTFB probe alongside it (the probe waits in the same queue as the load). */
async function measure(ctx: BenchContext, title: string, next: () => Req): Promise<Measured> {
  const [run, ttfb] = await Promise.all([
    ctx.load({ title, next }),
    (async () => {
      await new Promise((r) => setTimeout(r, ctx.opts.warmup * 1000 + 500));
      return ctx.ttfb(next, { count: 100_000, concurrency: 1, maxSeconds: Math.max(1, ctx.opts.duration - 1) });
    })(),
  ]);
  return { run, ttfb };
}

function ratio(a: number, b: number | undefined): number | null {
  return b && b > 0 ? Math.round((a / b) * 1000) / 1000 : null;
}

const suite: BenchSuite = {
  name: 'goods-page',
  description: 'goods page (route-cache hit and first render) vs static page: throughput, latency, TTFB',
  async run(ctx) {
    const notes: string[] = [];
    const all = ctx.sample.products;
    const probe = await ctx.fetch(`/goodsDetail/${all[0]!.id}`);
    if (probe.status !== 200) throw new Error(`goods page answered ${probe.status}`);

    let staticPath: string | null = null;
    let staticHtml = '';
    for (const c of STATIC_CANDIDATES) {
      const r = await ctx.fetch(c);
      if (r.status === 200) {
        staticPath = c;
        staticHtml = r.text;
        break;
      }
    }
    if (!staticPath) notes.push(`no static page answered 200 (${STATIC_CANDIDATES.join(', ')})`);
    const staticNext = () => ({ path: staticPath! });
    const staticM = staticPath ? await measure(ctx, `static ${staticPath}`, staticNext) : null;
    const staticRun = staticM?.run ?? null;
    const staticPaced = staticPath ? await ctx.paced(staticNext, { rate: PACED_RPS }) : null;
    const site = await ctx.fetch(SAME_LAYOUT_STATIC);
    const siteRun =
      site.status === 200
        ? await ctx.load({
            title: `static ${SAME_LAYOUT_STATIC} (same layout)`,
            next: () => ({ path: SAME_LAYOUT_STATIC }),
          })
        : null;
    if (!siteRun) notes.push(`${SAME_LAYOUT_STATIC} answered ${site.status}`);

    // Warm: pre-render the hot set (first render per id, timed), then load it.
    const hot = all.slice(0, Math.min(WARM_IDS, all.length));
    const firstRenderMs: number[] = [];
    for (const p of hot) {
      const r = await ctx.fetch(`/goodsDetail/${p.id}`);
      if (r.status !== 200) notes.push(`pre-warm /goodsDetail/${p.id}: ${r.status}`);
      firstRenderMs.push(r.ms);
    }
    firstRenderMs.sort((a, b) => a - b);
    const q = (f: number) =>
      Math.round(firstRenderMs[Math.min(firstRenderMs.length - 1, Math.floor(f * firstRenderMs.length))]! * 10) / 10;
    ctx.log(`pre-warmed ${hot.length} goods pages: first render p50 ${q(0.5)} ms, p95 ${q(0.95)} ms`);
    const warmNext = () => ({ path: `/goodsDetail/${ctx.pick(hot).id}` });

    // Ratios from interleaved rounds: the three pages measured one after another, several times, so that a change
    // in the machine's load (shared host) hits all three alike. Everything stays inside the pages' 60-s lifetime.
    const totals = { static: 0, site: 0, goods: 0, seconds: { static: 0, site: 0, goods: 0 } };
    const roundRatios: number[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const one = async (key: 'static' | 'site' | 'goods', path: string | null, next: () => Req) => {
        if (!path) return 0;
        const run = await ctx.load({ title: `round ${r + 1}: ${key}`, next, duration: ROUND_SECONDS, warmup: 0 });
        totals[key] += run.rps * run.duration;
        totals.seconds[key] += run.duration;
        return run.rps;
      };
      const sr = await one('static', staticPath, staticNext);
      await one('site', siteRun ? SAME_LAYOUT_STATIC : null, () => ({ path: SAME_LAYOUT_STATIC }));
      const gr = await one('goods', 'goods', warmNext);
      if (sr > 0) roundRatios.push(Math.round((gr / sr) * 100) / 100);
    }
    const rate = (k: 'static' | 'site' | 'goods') => (totals.seconds[k] ? totals[k] / totals.seconds[k] : 0);

    const warm = await measure(ctx, `goods warm (${hot.length} cached ids)`, warmNext);
    ctx.log(`  paced goods warm: ${PACED_RPS} req/s`);
    const warmPaced = await ctx.paced(warmNext, { rate: PACED_RPS });

    // Cold: ids outside the hot set, drawn at random (mostly first renders); the paced run takes ids not used yet.
    const rest = all.length > hot.length ? all.slice(hot.length) : all;
    const cold = await measure(ctx, `goods cold (random of ${rest.length} ids)`, () => ({
      path: `/goodsDetail/${ctx.pick(rest).id}`,
    }));
    const fresh = [...rest].reverse();
    let f = 0;
    ctx.log(`  paced goods cold: ${COLD_PACED_RPS} req/s`);
    const coldPaced = await ctx.paced(() => ({ path: `/goodsDetail/${fresh[f++ % fresh.length]!.id}` }), {
      rate: COLD_PACED_RPS,
    });
    for (const [name, p] of [
      ['static paced', staticPaced],
      ['warm paced', warmPaced],
      ['cold paced', coldPaced],
    ] as const) {
      if (p && (p.errors || p.non2xx)) notes.push(`${name}: ${p.errors} errors, ${p.non2xx} non-2xx`);
    }

    for (const [name, m] of [
      ['warm', warm],
      ['cold', cold],
    ] as const) {
      if (m.run.non2xx) notes.push(`${name}: ${m.run.non2xx} non-2xx responses ${JSON.stringify(m.run.statusCounts)}`);
      if (m.run.errors || m.run.timeouts) notes.push(`${name}: ${m.run.errors} errors, ${m.run.timeouts} timeouts`);
    }
    const s = staticRun?.rps;
    return {
      metrics: {
        static_rps: s ?? null,
        static_html_kb: staticPath ? kb(staticHtml) : null,
        site_static_rps: siteRun?.rps ?? null,
        site_static_html_kb: site.status === 200 ? kb(site.text) : null,
        warm_ratio_same_layout: ratio(rate('goods'), rate('site')),
        rounds_static_rps: Math.round(rate('static')),
        rounds_site_static_rps: Math.round(rate('site')),
        rounds_warm_goods_rps: Math.round(rate('goods')),
        warm_ratio_round_min: roundRatios.length ? Math.min(...roundRatios) : null,
        warm_ratio_round_max: roundRatios.length ? Math.max(...roundRatios) : null,
        static_ttfb_p99_ms: staticM?.ttfb.p99 ?? null,
        static_paced_ttfb_p50_ms: staticPaced?.ttfb.p50 ?? null,
        static_paced_ttfb_p99_ms: staticPaced?.ttfb.p99 ?? null,
        warm_paced_rps: warmPaced.achievedRps,
        warm_paced_ttfb_p50_ms: warmPaced.ttfb.p50,
        warm_paced_ttfb_p99_ms: warmPaced.ttfb.p99,
        warm_paced_total_p99_ms: warmPaced.total.p99,
        cold_paced_rps: coldPaced.achievedRps,
        cold_paced_ttfb_p50_ms: coldPaced.ttfb.p50,
        cold_paced_ttfb_p99_ms: coldPaced.ttfb.p99,
        warm_goods_rps: warm.run.rps,
        warm_ratio: ratio(rate('goods'), rate('static')),
        warm_latency_p50_ms: warm.run.latency.p50,
        warm_latency_p99_ms: warm.run.latency.p99,
        warm_ttfb_p50_ms: warm.ttfb.p50,
        warm_ttfb_p99_ms: warm.ttfb.p99,
        cold_goods_rps: cold.run.rps,
        cold_ratio: ratio(cold.run.rps, s),
        cold_latency_p50_ms: cold.run.latency.p50,
        cold_latency_p99_ms: cold.run.latency.p99,
        cold_ttfb_p50_ms: cold.ttfb.p50,
        cold_ttfb_p99_ms: cold.ttfb.p99,
        first_render_p50_ms: q(0.5),
        first_render_p95_ms: q(0.95),
        goods_html_kb: kb(probe.text),
        goods_rss_peak_mb: Math.max(warm.run.rssPeakMb, cold.run.rssPeakMb),
      },
      runs: [...(staticRun ? [staticRun] : []), ...(siteRun ? [siteRun] : []), warm.run, cold.run],
      notes,
    };
  },
};
export default suite;
