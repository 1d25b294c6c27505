/**
 * Console list pages at 100k products (issue 14), in-process through the domain functions the console pages call:
 *   - product list (lib/domain/catalog/staff/list.ts listConsoleProducts): first page unfiltered, a deep page, search
 *     by 货号, by name words, by formula, by a Chinese name, a category filter (with descendants), off-shelf filter —
 *     each a page of 20 plus the capped total;
 *   - order list (lib/domain/commerce/orders/staff/queries.ts listStaffOrders) over 20,000 orders of 500 buyers: all, a
 *     status tab, by order number, by buyer mobile.
 * p50/p95 per query kind (60 runs each, different terms), goal p95 ≤ 100 ms.
 * Fixture, built once per database and kept: the demo taxonomy and 100,000 benchmark products generated from the
 * ChEMBL sets by the seed's own generator (lib/db/seed/bench.ts seedBench, `npm run seed -- --products 100000`),
 * a few hundred with Chinese names and off the shelf, and the orders.
 *
 * Standalone: `npx tsx bench/suites/console-lists.ts [--products N] [--no-pglite] [--no-pg]`
 */
import '../../scripts/lib/no-server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';
import { orderLines, orders, users } from '../../lib/db/schema';
import { seedBench } from '../../lib/db/seed/bench';
import { defaultWorkers } from '../../lib/db/seed/props-pool';
import { listConsoleProducts } from '../../lib/domain/catalog/staff/list';
import { listStaffOrders } from '../../lib/domain/commerce/orders/staff/queries';
import { percentiles, seededRandom } from '../lib';
import { onBothDatabases, overGoals, runStandalone } from '../databases';
import { ensureTaxonomy } from '../catalog-fixture';
import type { BenchContext, BenchSuite, SuiteResult } from '../types';

type Log = (m: string) => void;
const ORDERS = 20_000;
const BUYERS = 500;
const q1 = async <T>(db: Db, s: ReturnType<typeof sql>) => ((await db.execute(s)) as unknown as { rows: T[] }).rows;

async function ensureFixture(db: Db, products: number, log: Log, label: string): Promise<void> {
  await ensureTaxonomy(db);
  const [{ n }] = (await q1<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM products WHERE code LIKE 'CB-%'`,
  )) as [{ n: number }];
  if (Number(n) !== products) {
    const t = performance.now();
    await db.execute(sql`DELETE FROM products WHERE code LIKE 'CB-%'`);
    await seedBench(db, { count: products, workers: defaultWorkers(), log });
    // Some curated Chinese names and off-shelf products, as a real catalogue has.
    await db.execute(sql`UPDATE products SET name_zh = '对照化合物' || substr(code, 4), has_curated_zh = true,
      search_text = search_text || ' | 对照化合物' || substr(code, 4), search_tokens = search_tokens || ARRAY['对照','照化','化合','合物','对','照','化','合','物']
      WHERE code LIKE 'CB-%' AND id % 97 = 0`);
    await db.execute(sql`UPDATE products SET status = 0 WHERE code LIKE 'CB-%' AND id % 101 = 0`);
    await db.execute(sql`ANALYZE`);
    log(`  ${label}: ${products} products seeded in ${((performance.now() - t) / 1000).toFixed(0)} s`);
  }
  const [{ o }] = (await q1<{ o: number }>(
    db,
    sql`SELECT count(*)::int AS o FROM orders WHERE order_no LIKE 'SCL%'`,
  )) as [{ o: number }];
  if (Number(o) !== ORDERS) {
    const t = performance.now();
    await db.execute(sql`DELETE FROM orders WHERE order_no LIKE 'SCL%'`);
    await db.execute(sql`DELETE FROM users WHERE mobile LIKE '175%'`);
    const us = await db
      .insert(users)
      .values(
        Array.from({ length: BUYERS }, (_, i) => ({
          mobile: `175${String(i).padStart(8, '0')}`,
          nickName: `列表买家${i}`,
        })),
      )
      .returning({ id: users.id });
    const rnd = seededRandom(17);
    const statuses = ['pending_payment', 'pending_confirm', 'paid', 'shipped', 'completed', 'cancelled'] as const;
    for (let i = 0; i < ORDERS; i += 1000) {
      const os = await db
        .insert(orders)
        .values(
          Array.from({ length: 1000 }, (_, j) => ({
            orderNo: `SCL${String(i + j).padStart(10, '0')}`,
            userId: us[Math.floor(rnd() * us.length)]!.id,
            status: statuses[Math.floor(rnd() * statuses.length)]!,
            goodsAmount: 700,
            payAmount: 700,
            lineCount: 1,
            createdAt: new Date(Date.UTC(2025, 0, 1) + (i + j) * 600_000),
          })),
        )
        .returning({ id: orders.id });
      await db.insert(orderLines).values(
        os.map((x, j) => ({
          orderId: x.id,
          name: `Research compound ${(i + j) % 1000}`,
          code: `CB-${String(((i + j) % products) + 1).padStart(7, '0')}`,
          specification: [],
          packageValue: '10mg',
          price: 700,
          num: 1,
          amount: 700,
        })),
      );
    }
    await db.execute(sql`ANALYZE`);
    log(`  ${label}: ${ORDERS} orders written in ${Math.round(performance.now() - t)} ms`);
  }
}

async function measure(db: Db, products: number, log: Log, label: string): Promise<Record<string, number | null>> {
  await ensureFixture(db, products, log, label);
  const cats = await q1<{ id: number }>(db, sql`SELECT id FROM categories ORDER BY id`);
  const rnd = seededRandom(3);
  const num = () => 1 + Math.floor(rnd() * products);
  const code = (n: number) => `CB-${String(n).padStart(7, '0')}`;
  const formulas = (
    await q1<{ f: string }>(
      db,
      sql`SELECT formula_hill AS f FROM products WHERE code LIKE 'CB-%' AND formula_hill IS NOT NULL ORDER BY id LIMIT 200`,
    )
  ).map((r) => r.f);
  const kinds: Record<string, () => Parameters<typeof listConsoleProducts>[1]> = {
    all_first: () => ({ offset: 0, limit: 20 }),
    all_page_50: () => ({ offset: 49 * 20, limit: 20 }),
    by_code: () => ({ q: code(num()), offset: 0, limit: 20 }),
    by_name: () => ({ q: `compound ${num()}`, offset: 0, limit: 20 }),
    by_formula: () => ({ q: formulas[Math.floor(rnd() * formulas.length)]!, offset: 0, limit: 20 }),
    by_chinese_name: () => ({
      q: `对照化合物${code(97 * (1 + Math.floor(rnd() * 900))).slice(3)}`,
      offset: 0,
      limit: 20,
    }),
    category: () => ({ categoryId: Number(cats[Math.floor(rnd() * cats.length)]!.id), offset: 0, limit: 20 }),
    off_shelf: () => ({ status: 0, offset: 0, limit: 20 }),
  };
  const out: Record<string, number | null> = {};
  const parts: string[] = [];
  for (const [k, next] of Object.entries(kinds)) {
    const times: number[] = [];
    for (let i = 0; i < 65; i++) {
      const t = performance.now();
      const r = await listConsoleProducts(db, next());
      if (i >= 5) times.push(performance.now() - t);
      if (k === 'all_first' && r.list.length !== 20) throw new Error('console-lists: empty product list');
    }
    const p = percentiles(times);
    out[`${label}_products_${k}_p50_ms`] = p.p50;
    out[`${label}_products_${k}_p95_ms`] = p.p95;
    parts.push(`${k} ${p.p95}`);
  }
  log(`  ${label}: product list p95 (ms): ${parts.join(' · ')}`);
  const buyers = await q1<{ m: string }>(
    db,
    sql`SELECT mobile AS m FROM users WHERE mobile LIKE '175%' ORDER BY id LIMIT 100`,
  );
  const orderKinds: Record<string, () => Parameters<typeof listStaffOrders>[1]> = {
    all: () => ({}),
    status_tab: () => ({ status: (['paid', 'shipped', 'pending_confirm'] as const)[Math.floor(rnd() * 3)] }),
    by_order_no: () => ({ orderNo: `SCL${String(Math.floor(rnd() * ORDERS)).padStart(10, '0')}` }),
    by_buyer: () => ({ buyer: buyers[Math.floor(rnd() * buyers.length)]!.m }),
  };
  const oparts: string[] = [];
  for (const [k, next] of Object.entries(orderKinds)) {
    const times: number[] = [];
    for (let i = 0; i < 65; i++) {
      const t = performance.now();
      await listStaffOrders(db, next(), { limit: 20, offset: 0 });
      if (i >= 5) times.push(performance.now() - t);
    }
    const p = percentiles(times);
    out[`${label}_orders_${k}_p50_ms`] = p.p50;
    out[`${label}_orders_${k}_p95_ms`] = p.p95;
    oparts.push(`${k} ${p.p95}`);
  }
  log(`  ${label}: order list p95 (ms): ${oparts.join(' · ')}`);
  return out;
}

async function inProcess(o: { pglite: boolean; pg: boolean; products: number }, log: Log): Promise<SuiteResult> {
  const { metrics, notes } = await onBothDatabases(
    { pglite: o.pglite, pg: o.pg, name: 'console-lists' },
    log,
    (db, label) => measure(db, o.products, log, label),
  );
  const goals = Object.keys(metrics)
    .filter((k) => k.startsWith('pglite_') && k.endsWith('_p95_ms'))
    .map((k) => [k.slice('pglite_'.length), 100] as [string, number]);
  notes.push(...overGoals(metrics, goals));
  return { metrics, notes };
}

const suite: BenchSuite = {
  name: 'console-lists',
  description:
    'console product list (search, filters, paging) at 100k products and order list at 20k orders, p95 (PGlite and PostgreSQL)',
  async run(ctx: BenchContext): Promise<SuiteResult> {
    return inProcess({ pglite: true, pg: true, products: 100_000 }, ctx.log);
  },
};

export default suite;

if (require.main === module) {
  runStandalone((argv, log) => {
    const i = argv.indexOf('--products');
    return inProcess(
      {
        pglite: !argv.includes('--no-pglite'),
        pg: !argv.includes('--no-pg'),
        products: i >= 0 ? Number(argv[i + 1]) : 100_000,
      },
      log,
    );
  });
}
