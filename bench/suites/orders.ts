/**
 * Orders benchmark (issue 12 goals), on PGlite and PostgreSQL, in-process through the domain functions the API
 * handlers call:
 *   - place order: 20 buyers place at the same time (each: 2 cart lines, one of them stock-kept 现货 → reserved),
 *     repeated; p95 of one placement — goal ≤ 100 ms;
 *   - order-centre list: a buyer with 10,000 orders, a page of 10 (all, one status tab) — goal ≤ 50 ms; a product-name
 *     search over those orders is measured too (no goal given: reported beside the others).
 * Fixture (built once per database, reused): 500 products × 2 packages, 20 buyers with addresses, one buyer with
 * 10,000 orders of 2 lines each.
 *
 * Standalone: `npx tsx bench/suites/orders.ts [--no-pglite] [--no-pg] [--rounds 15]`
 */
import '../../scripts/lib/no-server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';
import { addresses, cartItems, orderLines, orders, products, skus, users } from '../../lib/db/schema';
import { placeOrder } from '../../lib/domain/commerce/orders/place';
import { listOrders } from '../../lib/domain/commerce/orders/queries';
import { percentiles, seededRandom } from '../lib';
import { inProcessSuite } from '../databases';

const PRODUCTS = 500;
const BUYERS = 20;
const BIG_ORDERS = 10_000;
const CODE_PREFIX = 'OB-';
type Log = (m: string) => void;
type Fixture = { stockSkus: number[]; madeSkus: number[]; buyers: { id: number; addressId: number }[]; big: number };

async function ensureFixture(db: Db, log: Log, label: string): Promise<Fixture> {
  const have = (await db.execute(
    sql`SELECT count(*)::int AS n FROM products WHERE code LIKE ${`${CODE_PREFIX}%`}`,
  )) as unknown as { rows: { n: number }[] };
  if (Number(have.rows[0]?.n ?? 0) !== PRODUCTS) {
    const t = performance.now();
    await db.execute(sql`DELETE FROM order_lines`);
    await db.execute(sql`DELETE FROM order_events`);
    await db.execute(sql`DELETE FROM orders`);
    await db.execute(sql`DELETE FROM cart_items`);
    await db.execute(sql`DELETE FROM addresses WHERE user_id IN (SELECT id FROM users WHERE mobile LIKE '176%')`);
    await db.execute(sql`DELETE FROM users WHERE mobile LIKE '176%'`);
    await db.execute(sql`DELETE FROM products WHERE code LIKE ${`${CODE_PREFIX}%`}`);
    const ps = await db
      .insert(products)
      .values(
        Array.from({ length: PRODUCTS }, (_, i) => ({
          code: `${CODE_PREFIX}${String(i + 1).padStart(5, '0')}`,
          nameEn: `Order bench standard ${i + 1}`,
          nameZh: `订单测试标准品${i + 1}`,
          hasCuratedZh: true,
        })),
      )
      .returning({ id: products.id, code: products.code });
    await db.insert(skus).values(
      ps.flatMap((p, k) => [
        {
          productId: p.id,
          code: `${p.code}-10mg`,
          packageValue: '10mg',
          priceText: String(100 + k),
          price: 100 + k,
          stock: 1_000_000,
          delivery: '现货',
          specification: [{ name: '规格', value: '10mg' }],
        },
        {
          productId: p.id,
          code: `${p.code}-100mg`,
          packageValue: '100mg',
          priceText: String(600 + k),
          price: 600 + k,
          stock: 0,
          delivery: '1-2周',
          specification: [{ name: '规格', value: '100mg' }],
        },
      ]),
    );
    const us = await db
      .insert(users)
      .values(
        Array.from({ length: BUYERS + 1 }, (_, i) => ({
          mobile: `176${String(i).padStart(8, '0')}`,
          nickName: `订单买家${i}`,
        })),
      )
      .returning({ id: users.id });
    await db.insert(addresses).values(
      us.map((u) => ({
        userId: u.id,
        kind: 'receiving',
        consignee: '测试',
        mobile: '13900000000',
        regionText: '北京市',
        detail: '1 号',
        isDefault: true,
      })),
    );
    // The big buyer's 10,000 orders (2 lines each), written in bulk.
    const big = us[BUYERS]!.id;
    const rnd = seededRandom(11);
    const statuses = ['pending_payment', 'pending_confirm', 'paid', 'shipped', 'completed', 'cancelled'] as const;
    for (let i = 0; i < BIG_ORDERS; i += 1000) {
      const os = await db
        .insert(orders)
        .values(
          Array.from({ length: 1000 }, (_, j) => ({
            orderNo: `SOB${String(i + j).padStart(10, '0')}`,
            userId: big,
            status: statuses[Math.floor(rnd() * statuses.length)]!,
            goodsAmount: 700,
            payAmount: 700,
            lineCount: 2,
            createdAt: new Date(Date.UTC(2025, 0, 1) + (i + j) * 3_600_000),
          })),
        )
        .returning({ id: orders.id });
      await db.insert(orderLines).values(
        os.flatMap((o, j) => [
          {
            orderId: o.id,
            name: `订单测试标准品${((i + j) % PRODUCTS) + 1}`,
            code: `${CODE_PREFIX}${(i + j) % PRODUCTS}`,
            specification: [],
            packageValue: '10mg',
            price: 100,
            num: 1,
            amount: 100,
          },
          {
            orderId: o.id,
            name: `订单测试标准品${((i + j + 7) % PRODUCTS) + 1}`,
            code: `${CODE_PREFIX}${(i + j + 7) % PRODUCTS}`,
            specification: [],
            packageValue: '100mg',
            price: 600,
            num: 1,
            amount: 600,
          },
        ]),
      );
    }
    await db.execute(sql`ANALYZE`);
    log(`  ${label}: fixture built in ${Math.round(performance.now() - t)} ms`);
  }
  const q = async (s: ReturnType<typeof sql>) =>
    ((await db.execute(s)) as unknown as { rows: Record<string, number>[] }).rows;
  const stockSkus = (
    await q(
      sql`SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id WHERE p.code LIKE ${`${CODE_PREFIX}%`} AND s.delivery = '现货' ORDER BY s.id`,
    )
  ).map((r) => Number(r.id));
  const madeSkus = (
    await q(
      sql`SELECT s.id FROM skus s JOIN products p ON p.id = s.product_id WHERE p.code LIKE ${`${CODE_PREFIX}%`} AND s.delivery <> '现货' ORDER BY s.id`,
    )
  ).map((r) => Number(r.id));
  const bs = await q(
    sql`SELECT u.id, a.id AS address_id FROM users u JOIN addresses a ON a.user_id = u.id WHERE u.mobile LIKE '176%' ORDER BY u.id`,
  );
  return {
    stockSkus,
    madeSkus,
    buyers: bs.slice(0, BUYERS).map((r) => ({ id: Number(r.id), addressId: Number(r.address_id) })),
    big: Number(bs[BUYERS]!.id),
  };
}

async function measure(
  db: Db,
  f: Fixture,
  rounds: number,
  log: Log,
  label: string,
): Promise<Record<string, number | null>> {
  const rnd = seededRandom(5);
  const pick = <T>(a: T[]) => a[Math.floor(rnd() * a.length)]!;
  // Placement: each round, all 20 buyers fill their cart (2 lines) and place at the same moment.
  const place: number[] = [];
  let seq = 0;
  for (let r = 0; r < rounds + 2; r++) {
    await db.execute(sql`DELETE FROM cart_items WHERE user_id IN (SELECT id FROM users WHERE mobile LIKE '176%')`);
    await db.insert(cartItems).values(
      f.buyers.flatMap((b) => [
        { userId: b.id, skuId: pick(f.stockSkus), num: 1 },
        { userId: b.id, skuId: pick(f.madeSkus), num: 2 },
      ]),
    );
    const times = await Promise.all(
      f.buyers.map(async (b) => {
        const t = performance.now();
        const o = await placeOrder(db, b.id, {
          source: 'cart',
          idempotencyKey: `bench-${label}-${Date.now()}-${++seq}`,
          addressId: b.addressId,
          invoice: { type: 0 },
        });
        if (o.repeated) throw new Error('orders bench: unexpected repeat');
        return performance.now() - t;
      }),
    );
    if (r >= 2) place.push(...times); // two warm-up rounds
  }
  // Order-centre list for the buyer with 10,000 orders.
  const lists: number[] = [];
  const tabs: number[] = [];
  const search: number[] = [];
  for (let i = 0; i < 60; i++) {
    let t = performance.now();
    const all = await listOrders(db, f.big, { offset: (i % 5) * 10, limit: 10 });
    lists.push(performance.now() - t);
    if (all.total < BIG_ORDERS || all.rows.length !== 10)
      throw new Error(`orders bench: list gave ${all.rows.length} of ${all.total}`);
    t = performance.now();
    await listOrders(db, f.big, {
      status: (['pending_payment', 'paid', 'completed', 'cancelled'] as const)[i % 4],
      offset: 0,
      limit: 10,
    });
    tabs.push(performance.now() - t);
    t = performance.now();
    await listOrders(db, f.big, { keyword: `订单测试标准品${(i * 37) % PRODUCTS}`, offset: 0, limit: 10 });
    search.push(performance.now() - t);
  }
  const p = {
    place: percentiles(place),
    list: percentiles(lists),
    tab: percentiles(tabs),
    search: percentiles(search),
  };
  log(
    `  ${label}: place order (20 concurrent) p50 ${p.place.p50} / p95 ${p.place.p95} ms · list of 10,000: all p95 ${p.list.p95} ms, ` +
      `status tab p95 ${p.tab.p95} ms, product search p95 ${p.search.p95} ms`,
  );
  return {
    [`${label}_place_p50_ms`]: p.place.p50,
    [`${label}_place_p95_ms`]: p.place.p95,
    [`${label}_list_p95_ms`]: p.list.p95,
    [`${label}_list_tab_p95_ms`]: p.tab.p95,
    [`${label}_list_search_p95_ms`]: p.search.p95,
  };
}

const { suite, standalone } = inProcessSuite({
  name: 'orders',
  description:
    'place order p95 at 20 concurrent buyers; order-centre list p95 for a buyer with 10,000 orders (PGlite and PostgreSQL)',
  countFlag: '--rounds',
  count: 15,
  fixture: ensureFixture,
  measure,
  goals: [
    ['place_p95_ms', 100],
    ['list_p95_ms', 50],
    ['list_tab_p95_ms', 50],
  ],
});

export default suite;

if (require.main === module) standalone();
