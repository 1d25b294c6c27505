/**
 * Shared by the soak and fault suites (bench/suites/soak.ts, bench/suites/faults.ts): buyers made directly in a
 * database the server does not hold yet, stock for them to buy, a keep-alive HTTP client that speaks the API
 * envelope, and a recorder of latencies and errors per kind of request.
 */
import '../scripts/lib/no-server-only';
import http from 'node:http';
import crypto from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../lib/db/client';
import { percentiles, processTree } from './lib';
import type { Percentiles } from './types';

export const BUYER_PASSWORD = 'Soak@2026';
export const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

export type Buyer = { userId: number; mobile: string; token: string; addressId: number; ip: string };
export type Pkg = { skuId: number; productId: number };

/**
 * `n` buyers with mobiles 17<tag><index> (password BUYER_PASSWORD), a session each and a default receiving address,
 * written through the domain functions. Idempotent per mobile (a reused database keeps its buyers, new sessions).
 */
export async function makeBuyers(db: Db, n: number, tag: number): Promise<Buyer[]> {
  const { users, addresses } = await import('../lib/db/schema');
  const { hashPassword } = await import('../lib/domain/accounts/auth');
  const { createSession } = await import('../lib/domain/accounts/auth');
  const { saveAddress } = await import('../lib/domain/accounts/profile');
  const hash = await hashPassword(md5(BUYER_PASSWORD));
  const out: Buyer[] = [];
  for (let i = 0; i < n; i++) {
    const mobile = `17${tag % 10}${String(i).padStart(8, '0')}`;
    await db
      .insert(users)
      .values({ mobile, passwordHash: hash, nickName: `压测买家${i}` })
      .onConflictDoNothing();
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
    const { token } = await createSession(db, u!.id, 1440);
    const [have] = await db
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, u!.id), eq(addresses.kind, 'receiving')))
      .limit(1);
    const addressId =
      have?.id ??
      (
        await saveAddress(db, u!.id, {
          kind: 'receiving',
          consignee: '王检测',
          mobile: '13912345678',
          provinceId: 110000,
          cityId: 110100,
          districtId: 110101,
          detail: '东直门内大街 1 号 质检楼 3 层',
          company: '某某药检所',
          isDefault: true,
        })
      ).id;
    out.push({
      userId: u!.id,
      mobile,
      token,
      addressId,
      ip: `10.${tag % 250}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    });
  }
  return out;
}

/**
 * `n` stock-kept (现货) priced packages of products on sale without a purchase licence, their stock set to `stock`
 * (a fixture: the soak and fault runs buy from these).
 */
export async function stockPackages(db: Db, n: number, stock: number): Promise<Pkg[]> {
  const rows = (await db.execute(sql`
    SELECT s.id AS "skuId", s.product_id AS "productId" FROM skus s JOIN products p ON p.id = s.product_id
    WHERE s.delivery = '现货' AND s.price > 0 AND s.status = 1 AND p.status = 1 AND p.licence_class IS NULL
    ORDER BY s.id LIMIT ${n}`)) as unknown as { rows: Pkg[] };
  const list = rows.rows.map((r) => ({ skuId: Number(r.skuId), productId: Number(r.productId) }));
  if (list.length)
    await db.execute(
      sql`UPDATE skus SET stock = ${stock} WHERE id IN (${sql.join(
        list.map((p) => sql`${p.skuId}`),
        sql`, `,
      )})`,
    );
  return list;
}

export type Resp = { status: number; ms: number; body: Buffer; error?: string; headers: http.IncomingHttpHeaders };

/** A keep-alive HTTP client with at most `connections` sockets (the load's "connections"). */
export class Client {
  readonly agent: http.Agent;
  constructor(
    readonly baseUrl: string,
    connections: number,
  ) {
    this.agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  }

  request(
    method: 'GET' | 'POST',
    path: string,
    o: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<Resp> {
    const u = new URL(path, this.baseUrl);
    const payload = o.body === undefined ? undefined : Buffer.from(JSON.stringify(o.body));
    const headers: Record<string, string> = {
      ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
      ...o.headers,
    };
    const t0 = performance.now();
    return new Promise((resolve) => {
      const req = http.request(
        { host: u.hostname, port: u.port, path: u.pathname + u.search, method, headers, agent: this.agent },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              ms: performance.now() - t0,
              body: Buffer.concat(chunks),
              headers: res.headers,
            }),
          );
          res.on('error', (e) =>
            resolve({ status: 0, ms: performance.now() - t0, body: Buffer.alloc(0), error: e.message, headers: {} }),
          );
        },
      );
      req.setTimeout(o.timeoutMs ?? 30_000, () => req.destroy(new Error('timeout')));
      req.on('error', (e) =>
        resolve({ status: 0, ms: performance.now() - t0, body: Buffer.alloc(0), error: e.message, headers: {} }),
      );
      req.end(payload);
    });
  }

  close() {
    this.agent.destroy();
  }
}

export type Envelope<T = unknown> = {
  code: number;
  data: T;
  message: string;
  messageCode?: string;
  totalCount?: number;
};

export function envelopeOf<T>(r: Resp): Envelope<T> | null {
  try {
    const v = JSON.parse(r.body.toString('utf8')) as Envelope<T>;
    return v && typeof v === 'object' && 'code' in v ? v : null;
  } catch {
    return null;
  }
}

export const API = {
  user: '/mall/user/api',
  order: '/mall/shopping/order/api',
  product: '/mall/shopping/product/api',
} as const;

/** Headers of a buyer's API call: token and the buyer's own address (through a trusted proxy, as behind nginx). */
export function buyerHeaders(b: Pick<Buyer, 'token' | 'ip'> | null, ip?: string): Record<string, string> {
  const h: Record<string, string> = {};
  if (b?.token) {
    h.token = b.token;
    h.Authorization = b.token;
  }
  const addr = ip ?? b?.ip;
  if (addr) h['x-forwarded-for'] = addr;
  return h;
}

/** Latencies and errors per kind of request. */
export class Recorder {
  readonly ms = new Map<string, number[]>();
  readonly errors = new Map<string, number>();
  readonly samples: string[] = [];
  total = 0;
  failed = 0;
  /** Answers with an HTTP status ≥ 500 (the balancer's or an instance's). */
  status5xx = 0;

  ok(kind: string, ms: number) {
    this.total++;
    let l = this.ms.get(kind);
    if (!l) this.ms.set(kind, (l = []));
    l.push(ms);
  }

  error(kind: string, ms: number, what: string) {
    this.ok(kind, ms);
    this.failed++;
    this.errors.set(kind, (this.errors.get(kind) ?? 0) + 1);
    if (this.samples.length < 20) this.samples.push(`${kind}: ${what}`.slice(0, 300));
  }

  all(): Percentiles {
    return percentiles([...this.ms.values()].flat());
  }

  of(kind: string): Percentiles {
    return percentiles(this.ms.get(kind) ?? []);
  }
}

/** Checks one response: 2xx, and for an API call an envelope with code 1. Returns the envelope (or null). */
export function judge<T>(rec: Recorder, kind: string, r: Resp, api: boolean): Envelope<T> | null {
  if (r.status >= 500) rec.status5xx++;
  if (r.error || r.status < 200 || r.status >= 400) {
    rec.error(kind, r.ms, r.error ?? `HTTP ${r.status} ${r.body.toString('utf8').slice(0, 120)}`);
    return null;
  }
  if (!api) {
    rec.ok(kind, r.ms);
    return null;
  }
  const env = envelopeOf<T>(r);
  if (!env || env.code !== 1) {
    rec.error(
      kind,
      r.ms,
      env
        ? `code ${env.code} ${env.messageCode ?? ''} ${env.message}`
        : `not an envelope: ${r.body.toString('utf8').slice(0, 120)}`,
    );
    return null;
  }
  rec.ok(kind, r.ms);
  return env;
}

/** An order the API acknowledged (code 1). */
export type Ack = { orderNo: string; id: number };

export type Snapshot = { stock: Map<number, number>; maxOrderId: number };

export async function snapshot(db: Db, pkgs: Pkg[]): Promise<Snapshot> {
  const rows = rowsOf<{ id: number; stock: number }>(
    await db.execute(
      sql`SELECT id, stock FROM skus WHERE id IN (${sql.join(
        pkgs.map((p) => sql`${p.skuId}`),
        sql`, `,
      )})`,
    ),
  );
  const [m] = rowsOf<{ m: number }>(await db.execute(sql`SELECT coalesce(max(id), 0)::int AS m FROM orders`));
  return { stock: new Map(rows.map((r) => [Number(r.id), Number(r.stock)])), maxOrderId: Number(m?.m ?? 0) };
}

/** The invariants after a crash: whole orders, acknowledged orders present, stock conserved. */
export async function audit(db: Db, before: Snapshot, pkgs: Pkg[], acks: Ack[]) {
  const orders = rowsOf<{
    id: number;
    order_no: string;
    status: string;
    line_count: number;
    goods: string;
    freight: string;
    discount: string;
    pay: string;
  }>(
    await db.execute(
      sql`SELECT id, order_no, status, line_count, goods_amount AS goods, freight, discount, pay_amount AS pay FROM orders WHERE id > ${before.maxOrderId}`,
    ),
  );
  const lines = rowsOf<{ order_id: number; n: number; amount: string; reserved: number }>(
    await db.execute(
      sql`SELECT order_id, count(*)::int AS n, sum(amount)::text AS amount, sum(reserved)::int AS reserved FROM order_lines WHERE order_id > ${before.maxOrderId} GROUP BY order_id`,
    ),
  );
  const events = rowsOf<{ order_id: number }>(
    await db.execute(
      sql`SELECT DISTINCT order_id FROM order_events WHERE order_id > ${before.maxOrderId} AND event = 'placed'`,
    ),
  );
  const byOrder = new Map(lines.map((l) => [Number(l.order_id), l]));
  const placed = new Set(events.map((e) => Number(e.order_id)));
  const fen = (s: string | number) => Math.round(Number(s) * 100);
  const broken: string[] = [];
  for (const o of orders) {
    const l = byOrder.get(Number(o.id));
    if (!l) broken.push(`${o.order_no}: no lines`);
    else if (Number(l.n) !== Number(o.line_count)) broken.push(`${o.order_no}: ${l.n} lines of ${o.line_count}`);
    else if (fen(l.amount) !== fen(o.goods)) broken.push(`${o.order_no}: lines ${l.amount} ≠ goods ${o.goods}`);
    else if (fen(o.goods) + fen(o.freight) - fen(o.discount) !== fen(o.pay))
      broken.push(`${o.order_no}: amounts do not add up`);
    if (!placed.has(Number(o.id))) broken.push(`${o.order_no}: no 'placed' event`);
  }
  const orphanLines = lines.filter((l) => !orders.some((o) => Number(o.id) === Number(l.order_id))).length;
  const present = new Set(orders.map((o) => o.order_no));
  const lost = acks.filter((a) => !present.has(a.orderNo));
  const after = await snapshot(db, pkgs);
  const reserved = rowsOf<{ sku_id: number; r: number }>(
    await db.execute(sql`SELECT l.sku_id, sum(l.reserved)::int AS r FROM order_lines l JOIN orders o ON o.id = l.order_id
      WHERE l.order_id > ${before.maxOrderId} AND o.status <> 'cancelled' GROUP BY l.sku_id`),
  );
  const res = new Map(reserved.map((r) => [Number(r.sku_id), Number(r.r)]));
  let unitsBefore = 0;
  let unitsAfter = 0;
  let unitsReserved = 0;
  const stockMismatch: string[] = [];
  for (const p of pkgs) {
    const b = before.stock.get(p.skuId) ?? 0;
    const a = after.stock.get(p.skuId) ?? 0;
    const r = res.get(p.skuId) ?? 0;
    unitsBefore += b;
    unitsAfter += a;
    unitsReserved += r;
    if (b !== a + r) stockMismatch.push(`sku ${p.skuId}: ${b} before, ${a} after, ${r} reserved`);
  }
  return { orders: orders.length, broken, orphanLines, lost, stockMismatch, unitsBefore, unitsAfter, unitsReserved };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** kill -9 of a server and everything it started (no clean-up of any kind). */
export function kill9Tree(pid: number): number[] {
  const pids = processTree(pid);
  for (const p of pids) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      /* gone */
    }
  }
  return pids;
}
