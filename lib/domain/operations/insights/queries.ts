/**
 * The reads behind the console's insights (each one SQL statement, grouped in the database):
 *
 *   salesOverview(db, range)          orders and revenue per day, per top-level category, totals
 *   searchSummary(db, range)          searches, zero-result share, per group, the top searches
 *   zeroResults(db, range, opts)      searches that found nothing, per (kind, query), most frequent first (paged)
 *   conversion(db, range)             goods views → cart → order per product, and the whole funnel
 *
 * Days are calendar days in China time. Money is summed in integer fen in SQL (round(amount * 100)), never as
 * JS floats. Revenue counts every order placed in the range except INSIGHTS.nonRevenueStatuses; 已付款 is the part
 * whose payment has arrived (paid_at set).
 */
import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '@/lib/db/client';
import { INSIGHTS } from '@/lib/config/constants';
import { fenToYuan, fillDays, rate } from './aggregate';
import { SEARCH_GROUP_KEYS, SEARCH_GROUPS, kindsOf } from './kinds';
import { CHINA_TIME_ZONE } from '@/lib/kernel/time';
import type { Conversion, DayRange, SalesOverview, SearchGroup, SearchLogKind, SearchSummary, ZeroRow } from './types';

const TZ = CHINA_TIME_ZONE;
/** The range's bounds as instants: [from 00:00, to + 1 day 00:00) in the insights time zone. */
const since = (r: DayRange) => sql`((${r.from}::date)::timestamp AT TIME ZONE ${TZ})`;
const until = (r: DayRange) => sql`(((${r.to}::date) + 1)::timestamp AT TIME ZONE ${TZ})`;
const inRange = (col: SQL, r: DayRange) => sql`${col} >= ${since(r)} AND ${col} < ${until(r)}`;
const revenueStatus = sql`o.status NOT IN (${sql.join(
  INSIGHTS.nonRevenueStatuses.map((s) => sql`${s}`),
  sql`, `,
)})`;
const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

export async function salesOverview(db: Db, range: DayRange): Promise<SalesOverview> {
  const [days, cats, tot] = await Promise.all([
    db.execute(sql`
      SELECT to_char(o.created_at AT TIME ZONE ${TZ}, 'YYYY-MM-DD') AS day,
             count(*)::int AS orders,
             coalesce(sum(round(o.pay_amount * 100)), 0)::bigint AS amount_fen,
             coalesce(sum(round(o.pay_amount * 100)) FILTER (WHERE o.paid_at IS NOT NULL), 0)::bigint AS paid_fen
      FROM orders o
      WHERE ${inRange(sql`o.created_at`, range)} AND ${revenueStatus}
      GROUP BY 1`),
    // Each product's category rolled up to its top-level category (a category whose parent is missing counts as one).
    db.execute(sql`
      WITH RECURSIVE root(id, root_id) AS (
        SELECT c.id, c.id FROM categories c
        WHERE c.parent_id IS NULL OR NOT EXISTS (SELECT 1 FROM categories x WHERE x.id = c.parent_id)
        UNION
        SELECT c.id, r.root_id FROM categories c JOIN root r ON c.parent_id = r.id
      )
      SELECT rc.id AS category_id, coalesce(rc.name, '未分类') AS name,
             count(DISTINCT o.id)::int AS orders, coalesce(sum(l.num), 0)::int AS units,
             coalesce(sum(round(l.amount * 100)), 0)::bigint AS amount_fen
      FROM order_lines l
      JOIN orders o ON o.id = l.order_id
      LEFT JOIN products p ON p.id = l.product_id
      LEFT JOIN root r ON r.id = p.category_id
      LEFT JOIN categories rc ON rc.id = r.root_id
      WHERE ${inRange(sql`o.created_at`, range)} AND ${revenueStatus}
      GROUP BY rc.id, rc.name
      ORDER BY amount_fen DESC, name`),
    db.execute(sql`
      SELECT count(*) FILTER (WHERE ${revenueStatus})::int AS orders,
             count(*) FILTER (WHERE o.status = 'cancelled')::int AS cancelled,
             count(DISTINCT o.user_id) FILTER (WHERE ${revenueStatus})::int AS buyers
      FROM orders o
      WHERE ${inRange(sql`o.created_at`, range)}`),
  ]);
  const perDay = fillDays(
    range,
    rowsOf<{ day: string; orders: number; amount_fen: string | number; paid_fen: string | number }>(days).map((r) => {
      const amountFen = Number(r.amount_fen);
      const paidFen = Number(r.paid_fen);
      return {
        day: r.day,
        orders: Number(r.orders),
        amountFen,
        amount: fenToYuan(amountFen),
        paidFen,
        paid: fenToYuan(paidFen),
      };
    }),
    (day) => ({ day, orders: 0, amountFen: 0, amount: 0, paidFen: 0, paid: 0 }),
  );
  const byCategory = rowsOf<{
    category_id: number | null;
    name: string;
    orders: number;
    units: number;
    amount_fen: string | number;
  }>(cats).map((r) => ({
    categoryId: r.category_id === null ? null : Number(r.category_id),
    name: r.name,
    orders: Number(r.orders),
    units: Number(r.units),
    amountFen: Number(r.amount_fen),
    amount: fenToYuan(Number(r.amount_fen)),
  }));
  const t = rowsOf<{ orders: number; cancelled: number; buyers: number }>(tot)[0];
  const amountFen = perDay.reduce((s, d) => s + d.amountFen, 0);
  const paidFen = perDay.reduce((s, d) => s + d.paidFen, 0);
  const orders = Number(t?.orders ?? 0);
  return {
    range,
    perDay,
    byCategory,
    totals: {
      orders,
      amountFen,
      amount: fenToYuan(amountFen),
      paidFen,
      paid: fenToYuan(paidFen),
      cancelled: Number(t?.cancelled ?? 0),
      buyers: Number(t?.buyers ?? 0),
      avgOrder: orders ? fenToYuan(Math.round(amountFen / orders)) : null,
    },
  };
}

const kindIn = (kinds: readonly string[]) =>
  sql`kind IN (${sql.join(
    kinds.map((k) => sql`${k}`),
    sql`, `,
  )})`;

export async function searchSummary(
  db: Db,
  range: DayRange,
  limit: number = INSIGHTS.topSearches,
): Promise<SearchSummary> {
  const [kinds, top] = await Promise.all([
    db.execute(sql`
      SELECT kind, count(*)::int AS n, count(*) FILTER (WHERE result_count = 0)::int AS zero
      FROM search_log WHERE ${inRange(sql`created_at`, range)} GROUP BY kind`),
    db.execute(sql`
      SELECT kind, query, count(*)::int AS n, count(*) FILTER (WHERE result_count = 0)::int AS zero, max(created_at) AS last_at
      FROM search_log WHERE ${inRange(sql`created_at`, range)}
      GROUP BY kind, query
      ORDER BY n DESC, last_at DESC
      LIMIT ${limit}`),
  ]);
  const perKind = new Map(
    rowsOf<{ kind: string; n: number; zero: number }>(kinds).map((r) => [
      r.kind,
      { n: Number(r.n), zero: Number(r.zero) },
    ]),
  );
  const byGroup = SEARCH_GROUP_KEYS.map((group) => {
    const ks = SEARCH_GROUPS[group].kinds as readonly string[];
    let count = 0;
    let zero = 0;
    for (const k of ks) {
      count += perKind.get(k)?.n ?? 0;
      zero += perKind.get(k)?.zero ?? 0;
    }
    return { group, label: SEARCH_GROUPS[group].label, short: SEARCH_GROUPS[group].short, count, zero };
  });
  return {
    range,
    total: [...perKind.values()].reduce((s, v) => s + v.n, 0),
    zero: [...perKind.values()].reduce((s, v) => s + v.zero, 0),
    byGroup,
    top: rowsOf<{ kind: SearchLogKind; query: string; n: number; zero: number; last_at: unknown }>(top).map((r) => ({
      kind: r.kind,
      query: r.query,
      count: Number(r.n),
      zeroCount: Number(r.zero),
      lastAt: iso(r.last_at),
    })),
  };
}

/** Searches that found nothing in the range, per (kind, query), most frequent first, then most recent. */
export async function zeroResults(
  db: Db,
  range: DayRange,
  opts: { group?: SearchGroup | null; limit: number; offset: number },
): Promise<{ rows: ZeroRow[]; total: number }> {
  const where = sql`result_count = 0 AND ${inRange(sql`created_at`, range)} AND ${kindIn(kindsOf(opts.group))}`;
  const [rows, count] = await Promise.all([
    db.execute(sql`
      SELECT z.kind, z.query, z.n, z.buyers, z.last_at,
             CASE WHEN z.kind = 'cas' THEN EXISTS (SELECT 1 FROM products p WHERE p.cas = z.query AND p.status = 1) END AS in_catalog
      FROM (
        SELECT kind, query, count(*)::int AS n, count(DISTINCT user_id)::int AS buyers, max(created_at) AS last_at
        FROM search_log WHERE ${where}
        GROUP BY kind, query
        ORDER BY n DESC, last_at DESC, query
        LIMIT ${opts.limit} OFFSET ${opts.offset}
      ) z
      ORDER BY z.n DESC, z.last_at DESC, z.query`),
    db.execute(sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM search_log WHERE ${where} GROUP BY kind, query) t`),
  ]);
  return {
    rows: rowsOf<{
      kind: SearchLogKind;
      query: string;
      n: number;
      buyers: number;
      last_at: unknown;
      in_catalog: boolean | null;
    }>(rows).map((r) => ({
      kind: r.kind,
      query: r.query,
      count: Number(r.n),
      buyers: Number(r.buyers),
      lastAt: iso(r.last_at),
      inCatalog: r.in_catalog === null || r.in_catalog === undefined ? null : Boolean(r.in_catalog),
    })),
    total: Number(rowsOf<{ n: number }>(count)[0]?.n ?? 0),
  };
}

/** The funnel of the range and the products viewed most (then added to carts most, then ordered most). */
export async function conversion(
  db: Db,
  range: DayRange,
  limit: number = INSIGHTS.conversionRows,
): Promise<Conversion> {
  const inDays = sql`s.day >= ${range.from}::date AND s.day <= ${range.to}::date`;
  const [rows, tot] = await Promise.all([
    db.execute(sql`
      SELECT t.product_id, p.code, coalesce(p.name_zh, p.name_en) AS name, p.cas, t.views, t.carts, t.orders
      FROM (
        SELECT s.product_id, sum(s.views)::int AS views, sum(s.carts)::int AS carts, sum(s.orders)::int AS orders
        FROM product_daily_stats s WHERE ${inDays}
        GROUP BY s.product_id
        ORDER BY views DESC, carts DESC, orders DESC, s.product_id
        LIMIT ${limit}
      ) t JOIN products p ON p.id = t.product_id
      ORDER BY t.views DESC, t.carts DESC, t.orders DESC, t.product_id`),
    db.execute(sql`
      SELECT coalesce(sum(s.views), 0)::int AS views, coalesce(sum(s.carts), 0)::int AS carts, coalesce(sum(s.orders), 0)::int AS orders
      FROM product_daily_stats s WHERE ${inDays}`),
  ]);
  const t = rowsOf<{ views: number; carts: number; orders: number }>(tot)[0] ?? { views: 0, carts: 0, orders: 0 };
  const views = Number(t.views);
  const carts = Number(t.carts);
  const orders = Number(t.orders);
  return {
    range,
    totals: { views, carts, orders, cartRate: rate(carts, views), orderRate: rate(orders, views) },
    products: rowsOf<{
      product_id: number;
      code: string;
      name: string;
      cas: string | null;
      views: number;
      carts: number;
      orders: number;
    }>(rows).map((r) => ({
      productId: Number(r.product_id),
      code: r.code,
      name: r.name,
      cas: r.cas,
      views: Number(r.views),
      carts: Number(r.carts),
      orders: Number(r.orders),
      cartRate: rate(Number(r.carts), Number(r.views)),
      orderRate: rate(Number(r.orders), Number(r.views)),
    })),
  };
}
