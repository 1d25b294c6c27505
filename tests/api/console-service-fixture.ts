/**
 * The shared setup of the console service-area tests (console-service*.test.ts): a catalogue, a buyer with an
 * address and one staff member of each role, plus the buyer-side steps those tests start from (a shipped order,
 * an after-sale claim). The `let` exports are live bindings, assigned in each database's beforeAll.
 */
import type { TestCtx } from '../helpers/db';
import { eq } from 'drizzle-orm';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import { orderLines, orders, skus, uploads } from '../../lib/db/schema';
import { JPEG_8PX } from '../helpers/images';
import { shipOrder } from '../../lib/domain/commerce/payments/staff';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress } from './cart-fixtures';

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const JPEG = JPEG_8PX;

export type Env<T = unknown> = { code: number; data: T; message: string; totalCount?: number };
let seq = 0;
export const key = () => `cs-${process.pid}-${Date.now()}-${++seq}`;
export const fileOf = (bytes: Uint8Array, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });
export function form(fields: Record<string, string>, files: [string, File][] = []) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, f] of files) fd.append(k, f);
  return fd;
}

let cur: TestCtx;
export let c: Catalog;
export let buyer: TestUser;
export let addrId: number;
export let ops: TestStaff;
export let finance: TestStaff;
export let warehouse: TestStaff;
export let admin: TestStaff;

/** Registers the beforeAll that makes the catalogue, the buyer and the staff in `ctx`'s database. */
export function useConsoleService(ctx: TestCtx): void {
  beforeAll(async () => {
    cur = ctx;
    c = await makeCatalog(ctx.db, 'CS');
    buyer = await makeUser(ctx.db);
    const a = await makeAddress(ctx.db, { userId: buyer.id });
    addrId = a.id;
    [ops, finance, warehouse, admin] = await Promise.all([
      makeStaff(ctx.db, 'ops'),
      makeStaff(ctx.db, 'finance'),
      makeStaff(ctx.db, 'warehouse'),
      makeStaff(ctx.db, 'admin'),
    ]);
  });
}

export const call = <T = unknown>(
  who: TestStaff | Record<string, string>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => consoleCall<T>(method, path, body, 'h' in who ? (who.h as Record<string, string>) : who);
/** The bytes stored for the upload a console file path (…/file/<fid>) names: images are stored re-encoded. */
export const storedBytes = async (path: string) =>
  Buffer.from(
    (
      await cur.db
        .select({ data: uploads.data })
        .from(uploads)
        .where(eq(uploads.id, Number(path.split('/').pop())))
    )[0]!.data,
  );

export async function shippedOrder(
  user: TestUser,
  addressId: number,
  num = 2,
): Promise<{ id: number; orderNo: string }> {
  await cur.db.update(skus).set({ stock: 100 }).where(eq(skus.id, c.sku1));
  expect((await cur.api('order', 'POST', 'buy/car/insert', { skuId: c.sku1, num }, user.h)).code).toBe(1);
  const r = (await cur.api('order', 'POST', 'order/submit', { idempotencyKey: key(), addressId }, user.h)) as Env<{
    id: number;
    orderNo: string;
  }>;
  expect(r.code).toBe(1);
  await cur.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, r.data.id));
  await shipOrder(cur.db, r.data.orderNo, '顺丰速运', `SF${Date.now()}${seq}`);
  return r.data;
}

export async function claim(orderNo: string, type: string, quantity = 1, withImage = true) {
  const [o] = await cur.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
  const [line] = await cur.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, o!.id));
  const f = form(
    {
      orderNo,
      lineId: String(line!.id),
      type,
      quantity: String(quantity),
      reason: '包装破损',
      description: '瓶盖松动',
    },
    withImage ? [['files', fileOf(PNG, 'broken.png', 'image/png')]] : [],
  );
  const r = (await cur.api('order', 'POST', 'afterSale/apply', f, buyer.h)) as Env<{
    id: number;
    afterSaleNo: string;
  }>;
  expect(r.code).toBe(1);
  return r.data;
}

/** The raw Response of a console GET (files are not JSON). */
export async function consoleDispatchRaw(path: string, headers: Record<string, string>): Promise<Response> {
  const { consoleDispatch } = await import('../helpers/console');
  return consoleDispatch(new Request(`http://localhost/console/api/${path}`, { headers }), path.split('/'));
}
