/**
 * A crawler sweeping the catalogue (issue 16): goods pages in id order, nothing cached, against a static page of the
 * same server measured right before and after (the machine is shared: only the ratio means much).
 *
 *   - first render: FIRST_RENDERS goods pages one at a time, in id order, none of them opened before — what a buyer
 *     gets on a product nobody opened within its lifetime (`first_render_p50/p95_ms`, full response);
 *   - sweep: ctx.opts.connections connections walking on in id order (every request a first render), saturated:
 *     first its first seconds (`sweep_first_rps`, `sweep_first_ratio`), then — after SWEEP_SETTLE_S more seconds of
 *     it — going on: `sweep_rps` ÷ `static_rps` = `sweep_ratio` (goal ≥ 0.3), `sweep_latency_p50/p99_ms`.
 *
 * The ids start in the middle of the catalogue's id range and skip the bench sample (which other suites open), so
 * they are first renders whatever ran before. Runs before goods-page (file order), which warms its own sample ids.
 */
import type { BenchSuite, LoadResult, Req } from '../types';

/** The lightest static pages (as goods-page): the first that answers 200. */
const STATIC_CANDIDATES = ['/upgradation', '/agreementPrivacy'];
const FIRST_RENDERS = 150;
/** Seconds of sweeping (not recorded) between the first seconds' measurement and the sustained one. */
const SWEEP_SETTLE_S = 20;

const suite: BenchSuite = {
  name: 'cold-sweep',
  description: 'goods pages in id order, nothing cached (first renders) vs a static page',
  async run(ctx) {
    const notes: string[] = [];
    const sampled = new Set(ctx.sample.products.map((p) => p.id));
    const maxId = Math.max(...ctx.sample.products.map((p) => p.id));
    let id = Math.max(1, Math.floor(maxId / 2));
    const nextId = () => {
      do id++;
      while (sampled.has(id));
      return id;
    };

    // One at a time: the first render a visitor waits for.
    const ms: number[] = [];
    let missing = 0;
    for (let i = 0; i < FIRST_RENDERS; i++) {
      const r = await ctx.fetch(`/goodsDetail/${nextId()}`);
      if (r.status === 200) ms.push(r.ms);
      else missing++;
    }
    if (missing) notes.push(`${missing} of ${FIRST_RENDERS} ids answered other than 200 (gaps in the id range)`);
    ms.sort((a, b) => a - b);
    const q = (f: number) =>
      ms.length ? Math.round(ms[Math.min(ms.length - 1, Math.floor(f * ms.length))]! * 10) / 10 : null;
    ctx.log(`  first render in id order: p50 ${q(0.5)} ms, p95 ${q(0.95)} ms (${ms.length} pages)`);

    // Saturated: static, sweep, static again (the static figure is their mean, so a load change between them halves).
    let staticPath = '';
    for (const c of STATIC_CANDIDATES) if (!staticPath && (await ctx.fetch(c)).status === 200) staticPath = c;
    if (!staticPath) throw new Error(`no static page answered 200 (${STATIC_CANDIDATES.join(', ')})`);
    const staticNext = (): Req => ({ path: staticPath });
    const s1 = await ctx.load({ title: `static ${staticPath}`, next: staticNext });
    const sweepNext = (): Req => ({ path: `/goodsDetail/${nextId()}` });
    // The first seconds of a sweep on a server that has just started, then the same sweep going on: a crawler's
    // sweep of the catalogue lasts many minutes, and the server's render path speeds up over its first thousands of
    // first renders (docs/investigations/crawler-scale.md, pass 5). Every request of
    // both, and of the settling between them, is a page nobody opened.
    const first = await ctx.load({ title: 'goods sweep in id order (first renders), first seconds', next: sweepNext });
    const sweep = await ctx.load({
      title: 'goods sweep in id order (first renders), going on',
      next: sweepNext,
      warmup: Math.max(ctx.opts.warmup, SWEEP_SETTLE_S),
    });
    const s2 = await ctx.load({ title: `static ${staticPath} (after)`, next: staticNext });
    const staticRps = (s1.rps + s2.rps) / 2;
    const runs: LoadResult[] = [s1, first, sweep, s2];
    for (const r of runs) {
      if (r.non2xx) notes.push(`${r.title}: ${r.non2xx} non-2xx ${JSON.stringify(r.statusCounts)}`);
      if (r.errors || r.timeouts) notes.push(`${r.title}: ${r.errors} errors, ${r.timeouts} timeouts`);
    }
    return {
      metrics: {
        first_render_p50_ms: q(0.5),
        first_render_p95_ms: q(0.95),
        static_rps: Math.round(staticRps * 10) / 10,
        sweep_rps: sweep.rps,
        sweep_ratio: staticRps > 0 ? Math.round((sweep.rps / staticRps) * 1000) / 1000 : null,
        sweep_first_rps: first.rps,
        sweep_first_ratio: staticRps > 0 ? Math.round((first.rps / staticRps) * 1000) / 1000 : null,
        sweep_latency_p50_ms: sweep.latency.p50,
        sweep_latency_p99_ms: sweep.latency.p99,
        sweep_pages: first.requests + sweep.requests,
        last_id: id,
      },
      runs,
      notes,
    };
  },
};
export default suite;
