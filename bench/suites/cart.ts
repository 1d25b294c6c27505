/**
 * Cart benchmark (issue 10 goals): cart insert and list p95 ≤ 30 ms; synchronising 100 guest items ≤ 200 ms;
 * on PGlite and PostgreSQL.
 *
 * In-process: calls the domain functions the API handlers call (lib/domain/commerce/cart/lines.ts) on a database of its own
 * with 2,000 products × 3 packages and 200 buyers:
 *   - PGlite (folder .data/bench/cart-pglite, built once and reused),
 *   - PostgreSQL (database mall_bench_cart, built on the first run and reused; skipped when no server answers).
 * Measured: insertLine (a random buyer adds a random package: new line or an increase), listLines of a buyer with
 * 20-40 lines (price, stock, delivery joined from the SKUs), syncLines of 100 guest items into a buyer with
 * 10 lines already (one transaction), and the same 100 items sent again (idempotent: no change).
 *
 * Standalone: `npx tsx bench/suites/cart.ts [--no-pglite] [--no-pg] [--iterations 200]`
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';
import { cartItems, products, skus, users } from '../../lib/db/schema';
import { insertLine, listLines, syncLines } from '../../lib/domain/commerce/cart/lines';
import { percentiles, seededRandom } from '../lib';
import { inProcessSuite } from '../databases';

const PRODUCTS = 2000;
const BUYERS = 200;
const CODE_PREFIX = 'CT-';

type Log = (m: string) => void;
type Fixture = { skuIds: number[]; buyerIds: number[] };

async function ensureFixture(db: Db, log: Log, label: string): Promise<Fixture> {
  const have = (await db.execute(
    sql`SELECT count(*)::int AS n FROM products WHERE code LIKE ${`${CODE_PREFIX}%`}`,
  )) as unknown as { rows: { n: number }[] };
  if (Number(have.rows[0]?.n ?? 0) !== PRODUCTS) {
    const t = performance.now();
    await db.execute(sql`DELETE FROM cart_items`);
    await db.execute(sql`DELETE FROM products WHERE code LIKE ${`${CODE_PREFIX}%`}`);
    await db.execute(sql`DELETE FROM users WHERE mobile LIKE '177%'`);
    for (let i = 0; i < PRODUCTS; i += 500) {
      const rows = Array.from({ length: Math.min(500, PRODUCTS - i) }, (_, j) => ({
        code: `${CODE_PREFIX}${String(i + j + 1).padStart(6, '0')}`,
        nameEn: `Cart bench compound ${i + j + 1}`,
        nameZh: `购物车测试品${i + j + 1}`,
        hasCuratedZh: true,
      }));
      const ps = await db.insert(products).values(rows).returning({ id: products.id, code: products.code });
      await db.insert(skus).values(
        ps.flatMap((p, k) =>
          ['10mg', '100mg', '1g'].map((pv, m) => ({
            productId: p.id,
            code: `${p.code}-${pv}`,
            packageValue: pv,
            priceText: m === 2 && k % 5 === 0 ? '?' : String(100 * (m + 1) + k),
            price: m === 2 && k % 5 === 0 ? null : 100 * (m + 1) + k,
            stock: (k * 7) % 13,
            specification: [{ name: '规格', value: pv }],
          })),
        ),
      );
    }
    await db.insert(users).values(
      Array.from({ length: BUYERS }, (_, i) => ({
        mobile: `177${String(i).padStart(8, '0')}`,
        nickName: `买家${i}`,
      })),
    );
    await db.execute(sql`ANALYZE`);
    log(`  ${label}: fixture built in ${Math.round(performance.now() - t)} ms`);
  }
  const s = (await db.execute(
    sql`SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id WHERE p.code LIKE ${`${CODE_PREFIX}%`} AND s.price IS NOT NULL ORDER BY s.id`,
  )) as unknown as { rows: { id: number }[] };
  const u = (await db.execute(sql`SELECT id FROM users WHERE mobile LIKE '177%' ORDER BY id`)) as unknown as {
    rows: { id: number }[];
  };
  return { skuIds: s.rows.map((r) => Number(r.id)), buyerIds: u.rows.map((r) => Number(r.id)) };
}

async function measure(
  db: Db,
  f: Fixture,
  iterations: number,
  log: Log,
  label: string,
): Promise<Record<string, number | null>> {
  const rnd = seededRandom(7);
  const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)]!;
  await db.delete(cartItems);
  // Every buyer starts with 20 lines (list measures a realistic cart; inserts hit new lines and existing ones).
  for (const b of f.buyerIds) {
    const start = Math.floor(rnd() * (f.skuIds.length - 40));
    await db
      .insert(cartItems)
      .values(Array.from({ length: 20 }, (_, i) => ({ userId: b, skuId: f.skuIds[start + i * 2]!, num: 1 + (i % 3) })));
  }
  await db.execute(sql`ANALYZE cart_items`);
  const buyers = f.buyerIds.slice(0, BUYERS - 40);
  for (let w = 0; w < 20; w++) {
    await insertLine(db, 'cart', pick(buyers), { skuId: pick(f.skuIds), num: 1 });
    await listLines(db, 'cart', pick(buyers));
  }
  const ins: number[] = [];
  const list: number[] = [];
  for (let i = 0; i < iterations; i++) {
    let t = performance.now();
    await insertLine(db, 'cart', pick(buyers), { skuId: pick(f.skuIds), num: 1 + (i % 3) });
    ins.push(performance.now() - t);
    t = performance.now();
    const rows = await listLines(db, 'cart', pick(buyers));
    list.push(performance.now() - t);
    if (rows.length < 20) throw new Error('cart bench: list returned too few lines');
  }
  // Synchronise 100 guest items into 40 fresh buyers with 10 lines each, then the same list again.
  const syncFirst: number[] = [];
  const syncAgain: number[] = [];
  for (const b of f.buyerIds.slice(BUYERS - 40)) {
    await db.execute(sql`DELETE FROM cart_items WHERE user_id = ${b}`);
    const start = Math.floor(rnd() * (f.skuIds.length - 120));
    await db
      .insert(cartItems)
      .values(Array.from({ length: 10 }, (_, i) => ({ userId: b, skuId: f.skuIds[start + i]!, num: 2 })));
    const local = Array.from({ length: 100 }, (_, i) => ({ skuId: f.skuIds[start + i]!, number: 1 + (i % 4) }));
    let t = performance.now();
    const r = await syncLines(db, 'cart', b, local);
    syncFirst.push(performance.now() - t);
    if (r.rows.length !== 100 || r.skipped.length)
      throw new Error(`cart bench: sync kept ${r.rows.length} lines, skipped ${r.skipped.length}`);
    t = performance.now();
    await syncLines(db, 'cart', b, local);
    syncAgain.push(performance.now() - t);
  }
  // Calibration: a trivial round trip on the same connection (a busy machine inflates everything).
  const trivial: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    await db.execute(sql`SELECT 1`);
    trivial.push(performance.now() - t);
  }
  const select1 = percentiles(trivial).p50;
  const p = {
    insert: percentiles(ins),
    list: percentiles(list),
    sync: percentiles(syncFirst),
    again: percentiles(syncAgain),
  };
  log(
    `  ${label}: insert p50 ${p.insert.p50} / p95 ${p.insert.p95} ms · list (20-40 lines) p50 ${p.list.p50} / p95 ${p.list.p95} ms · ` +
      `sync 100 items p50 ${p.sync.p50} / p95 ${p.sync.p95} ms (again ${p.again.p50} / ${p.again.p95} ms); SELECT 1 p50 ${select1} ms`,
  );
  return {
    [`${label}_select1_p50_ms`]: select1,
    [`${label}_insert_p50_ms`]: p.insert.p50,
    [`${label}_insert_p95_ms`]: p.insert.p95,
    [`${label}_list_p50_ms`]: p.list.p50,
    [`${label}_list_p95_ms`]: p.list.p95,
    [`${label}_sync100_p50_ms`]: p.sync.p50,
    [`${label}_sync100_p95_ms`]: p.sync.p95,
    [`${label}_sync100_repeat_p95_ms`]: p.again.p95,
  };
}

const { suite, standalone } = inProcessSuite({
  name: 'cart',
  description: 'cart insert and list p95, synchronising 100 guest items (domain functions on PGlite and PostgreSQL)',
  countFlag: '--iterations',
  count: 200,
  fixture: ensureFixture,
  measure,
  goals: [
    ['insert_p95_ms', 30],
    ['list_p95_ms', 30],
    ['sync100_p95_ms', 200],
  ],
});

export default suite;

if (require.main === module) standalone();
