/**
 * Soak (issue 15): mixed traffic for `--soak` seconds (default 300; CI 30) at `--connections` (default 50) virtual
 * buyers, each one keep-alive connection, back to back — browse (goods pages, category lists, home), keyword search,
 * structure search, password login, cart (add + list) and order placement (add + order/submit, stock reserved).
 *
 * Goals: 0 errors (a non-2xx answer, a dropped connection, or an API answer other than code 1), server RSS growth
 * ≤ 10 % after the first minute (a run shorter than 3 minutes first warms up for 45 s — the caches fill for about a
 * minute — and measures from there), with p50/p99 of every request. With `--cluster` the load goes through nginx
 * (issue 32): 0 × 5xx, and the RSS growth of each instance ≤ 10 %. SOAK_MIX=goods:1,cart:1 … runs only some of the
 * steps (to find what a growth comes from).
 * Fixtures (prepare, before the server opens the database): one buyer per connection with a session and an address,
 * 200 stock-kept packages with a large stock.
 */
import type { BenchSuite, Check } from '../types';
import {
  API,
  Client,
  Recorder,
  buyerHeaders,
  judge,
  makeBuyers,
  md5,
  BUYER_PASSWORD,
  stockPackages,
  type Buyer,
  type Pkg,
} from '../resilience';

let buyers: Buyer[] = [];
let pkgs: Pkg[] = [];

const SMILES = [
  'c1ccccc1O',
  'CC(=O)Nc1ccc(O)cc1',
  'c1ccc2ccccc2c1',
  'CCN(CC)CC',
  'OC(=O)c1ccccc1',
  'Nc1ccccc1',
  'CC(C)Cc1ccc(cc1)C(C)C(O)=O',
  'c1ccncc1',
];
const MODES = ['exact', 'substructure', 'similarity'] as const;

const suite: BenchSuite = {
  name: 'soak',
  description: 'mixed traffic (browse, search, structure search, login, cart, order): errors, p50/p99, RSS growth',
  async prepare({ db, opts }) {
    buyers = await makeBuyers(db, opts.connections, 5);
    pkgs = await stockPackages(db, 200, 1_000_000);
  },
  async run(ctx) {
    // A long run measures RSS growth after its first minute; a short one (CI) first warms up for 45 s (caches filling,
    // first renders), then measures `seconds` more from there.
    const warm = ctx.opts.soakSeconds >= 180 ? 0 : 45;
    const seconds = ctx.opts.soakSeconds + warm;
    const baseline = warm || 60;
    if (buyers.length === 0 || pkgs.length === 0) throw new Error('soak fixtures missing (prepare did not run)');
    const client = new Client(ctx.baseUrl, buyers.length);
    const rec = new Recorder();
    const products = ctx.sample.products;
    const cats = ctx.sample.categories;
    let orders = 0;
    let logins = 0;

    const goods = async () =>
      judge(rec, 'goods', await client.request('GET', `/goodsDetail/${ctx.pick(products).id}`), false);
    const category = async () => {
      const c = ctx.pick(cats);
      return judge(
        rec,
        'category',
        await client.request(
          'GET',
          `/productCenter/productClassifyList/${c.id}?categoryName=${encodeURIComponent(c.name)}`,
        ),
        false,
      );
    };
    const home = async () => judge(rec, 'home', await client.request('GET', '/'), false);
    const search = async (b: Buyer) => {
      const p = ctx.pick(products);
      const keyword =
        ctx.random() < 0.4 ? p.name.slice(0, 4) : ctx.random() < 0.6 ? (p.cas ?? p.code) : (p.formula ?? p.code);
      const r = await client.request('POST', `${API.product}/prodapiitem/product/search`, {
        body: { keyword, pageNo: 1, pageSize: 20 },
        headers: buyerHeaders(null, b.ip),
      });
      return judge(rec, 'search', r, true);
    };
    const structure = async (b: Buyer) => {
      const r = await client.request('POST', `${API.product}/structure/search`, {
        body: { smiles: ctx.pick(SMILES), mode: ctx.pick(MODES) },
        headers: { ...buyerHeaders(null, b.ip), pageNo: '1', pageSize: '20' },
      });
      return judge(rec, 'structure', r, true);
    };
    const login = async (b: Buyer) => {
      const r = await client.request('POST', `${API.user}/loginAndRegister/accountLogin`, {
        body: { account: b.mobile, passwd: md5(BUYER_PASSWORD), expireTime: 1440 },
        headers: buyerHeaders(null, b.ip),
      });
      const env = judge<{ token: string }>(rec, 'login', r, true);
      if (env?.data?.token) {
        // The new session replaces the buyer's (the old one stays valid until it expires: a second device).
        b.token = env.data.token;
        logins++;
      }
    };
    const own = (i: number, k: number) => pkgs[(i * 7 + k) % pkgs.length]!;
    const cart = async (b: Buyer, i: number) => {
      const p = own(i, Math.floor(ctx.random() * 8));
      const ins = await client.request('POST', `${API.order}/buy/car/insert`, {
        body: { skuId: p.skuId, num: 1 },
        headers: buyerHeaders(b),
      });
      if (!judge(rec, 'cart_add', ins, true)) return;
      judge(
        rec,
        'cart_list',
        await client.request('GET', `${API.order}/buy/car/list`, { headers: buyerHeaders(b) }),
        true,
      );
    };
    const order = async (b: Buyer, i: number) => {
      const p = own(i, Math.floor(ctx.random() * 8));
      const ins = await client.request('POST', `${API.order}/buy/car/insert`, {
        body: { skuId: p.skuId, num: 1 },
        headers: buyerHeaders(b),
      });
      if (!judge(rec, 'cart_add', ins, true)) return;
      const key = `soak-${b.userId}-${Date.now()}-${Math.floor(ctx.random() * 1e9)}`;
      const r = await client.request('POST', `${API.order}/order/submit`, {
        body: { idempotencyKey: key, addressId: b.addressId },
        headers: buyerHeaders(b),
      });
      if (judge(rec, 'order', r, true)) orders++;
    };

    // Weights per step of a virtual buyer (sum 100).
    const steps: [number, (b: Buyer, i: number) => Promise<unknown>][] = [
      [26, goods],
      [8, category],
      [4, home],
      [18, search],
      [8, structure],
      [4, login],
      [20, cart],
      [12, order],
    ];
    // SOAK_MIX=goods:1,cart:1 … runs only those steps (for finding what a growth comes from).
    const only = process.env.SOAK_MIX
      ? new Map(process.env.SOAK_MIX.split(',').map((kv) => kv.split(':') as [string, string]))
      : null;
    if (only) {
      const names = ['goods', 'category', 'home', 'search', 'structure', 'login', 'cart', 'order'];
      steps.forEach((st, i) => (st[0] = Number(only.get(names[i]!) ?? 0)));
      const sum = steps.reduce((a, [w]) => a + w, 0);
      steps.forEach((st) => (st[0] = (st[0] * 100) / sum));
      ctx.log(`  mix: ${process.env.SOAK_MIX}`);
    }
    const pickStep = () => {
      let x = ctx.random() * 100;
      for (const [w, f] of steps) if ((x -= w) < 0) return f;
      return steps[0]![1];
    };

    // RSS every second, from the start (with --cluster: of each instance, and their sum).
    const t0 = Date.now();
    const rss: { t: number; mb: number }[] = [];
    const instances = ctx.cluster?.instances ?? [];
    const perInstance = new Map<number, { t: number; mb: number }[]>(instances.map((i) => [i.port, []]));
    const sampler = setInterval(() => {
      const t = (Date.now() - t0) / 1000;
      rss.push({ t, mb: ctx.rssMb() });
      for (const i of instances) perInstance.get(i.port)!.push({ t, mb: i.rssMb() });
    }, 1000);
    const progress = setInterval(
      () =>
        ctx.log(
          `  … ${Math.round((Date.now() - t0) / 1000)} s: ${rec.total} requests, ${rec.failed} errors, ${orders} orders, RSS ${ctx.rssMb()} MB`,
        ),
      30_000,
    );
    const deadline = t0 + seconds * 1000;
    ctx.log(
      `  ${buyers.length} virtual buyers for ${seconds} s${ctx.cluster ? ` through the balancer to ${instances.length} instances` : ''} (RSS baseline at ${baseline} s${warm ? ', after the warm-up' : ''})`,
    );
    try {
      await Promise.all(
        buyers.map(async (b, i) => {
          while (Date.now() < deadline) await pickStep()(b, i);
        }),
      );
    } finally {
      clearInterval(sampler);
      clearInterval(progress);
      client.close();
    }
    const elapsed = (Date.now() - t0) / 1000;

    // RSS growth: the mean of the last 10 % of the run against the mean around the baseline second.
    const around = (samples: { t: number; mb: number }[], from: number, to: number) => {
      const xs = samples.filter((s) => s.t >= from && s.t <= to).map((s) => s.mb);
      return xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN;
    };
    const growthOf = (samples: { t: number; mb: number }[]) => {
      const base = around(samples, baseline - 2, baseline + 2);
      const end = around(samples, elapsed * 0.9, elapsed + 1);
      return {
        base,
        end,
        max: Math.max(...samples.filter((s) => s.t >= baseline).map((s) => s.mb)),
        pct: (end / base - 1) * 100,
      };
    };
    const { base: rssBase, end: rssEnd, max: rssMax, pct: growth } = growthOf(rss);
    const all = rec.all();
    const http5xx = rec.status5xx;

    const metrics: Record<string, number | null> = {
      seconds: Math.round(elapsed),
      connections: buyers.length,
      requests: rec.total,
      rps: Math.round((rec.total / elapsed) * 10) / 10,
      errors: rec.failed,
      orders,
      logins,
      p50_ms: all.p50,
      p99_ms: all.p99,
      max_ms: all.max,
      rss_baseline_mb: Math.round(rssBase),
      rss_end_mb: Math.round(rssEnd),
      rss_max_after_baseline_mb: rssMax,
      rss_growth_pct: Math.round(growth * 10) / 10,
      http_5xx: http5xx,
    };
    const instanceGrowth = instances.map((i) => ({ port: i.port, ...growthOf(perInstance.get(i.port)!) }));
    for (const g of instanceGrowth) {
      metrics[`rss_${g.port}_baseline_mb`] = Math.round(g.base);
      metrics[`rss_${g.port}_end_mb`] = Math.round(g.end);
      metrics[`rss_${g.port}_growth_pct`] = Math.round(g.pct * 10) / 10;
    }
    for (const kind of rec.ms.keys()) {
      const p = rec.of(kind);
      metrics[`${kind}_p50_ms`] = p.p50;
      metrics[`${kind}_p99_ms`] = p.p99;
      metrics[`${kind}_count`] = p.count;
    }
    const checks: Check[] = [
      {
        name: `soak: 0 errors in ${rec.total} requests over ${Math.round(elapsed)} s at ${buyers.length} connections`,
        ok: rec.failed === 0,
        detail: rec.samples.slice(0, 5).join(' | ') || undefined,
      },
      ...(instances.length
        ? [
            { name: `soak: 0 × 5xx through the balancer`, ok: http5xx === 0, detail: `${http5xx} of ${rec.total}` },
            ...instanceGrowth.map((g) => ({
              name: `soak: RSS growth of instance :${g.port} ≤ 10 % after ${baseline} s`,
              ok: Number.isFinite(g.pct) && g.pct <= 10,
              detail: `${Math.round(g.base)} → ${Math.round(g.end)} MB (${Math.round(g.pct * 10) / 10} %)`,
            })),
          ]
        : [
            {
              name: `soak: server RSS growth ≤ 10 % after ${baseline} s`,
              ok: Number.isFinite(growth) && growth <= 10,
              detail: `${Math.round(rssBase)} → ${Math.round(rssEnd)} MB (${metrics.rss_growth_pct} %)`,
            },
          ]),
      {
        name: 'soak: orders were placed and buyers logged in during the run',
        ok: orders > 0 && logins > 0,
        detail: `${orders} orders, ${logins} logins`,
      },
    ];
    return { metrics, checks, notes: rec.samples.length ? [`errors: ${rec.samples.join(' | ')}`] : [] };
  },
};

export default suite;
