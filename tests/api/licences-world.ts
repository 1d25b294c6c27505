/**
 * The world the licence tests share (tests/api/licences*.test.ts): five restricted products (one per class), a
 * certified organisation with its owner and a member, review and finance staff; and the steps a buyer and staff
 * take (cart + place an order, preview, upload a scan, submit a document, read the 企业资质 overview).
 */
import { eq } from 'drizzle-orm';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import { cartItems, organizations, products, skus, users } from '../../lib/db/schema';
import { todayInChina } from '../../lib/kernel/time';
import type { LicenceOverview } from '../../lib/domain/commerce/licences/types';
import { makeUser, type TestUser, makeAddress, ZHANG_SAN } from './cart-fixtures';
import { plainPdf } from '../helpers/pdf-samples';

import type { TestCtx } from '../helpers/db';

let seq = 0;
export const key = () => `lic-${process.pid}-${Date.now()}-${++seq}`;
export const day = (n: number) =>
  new Date(Date.parse(`${todayInChina()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
export const formOf = (bytes: Buffer, name: string, type: string) => {
  const fd = new FormData();
  fd.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return fd;
};
export type Env<T = unknown> = { code: number; data: T; message: string; messageCode?: string; totalCount?: number };

/** Registers the world's beforeAll in the calling describe; state() reads what beforeAll made. */
export function licencesWorld(ctx: TestCtx) {
  let ops: TestStaff;
  let finance: TestStaff;
  const sku: Record<string, number> = {};
  let orgId: number;
  let owner: TestUser;
  let member: TestUser;

  const api = <T = unknown>(who: TestUser, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.api<T>('user', method, path, body, who.h) as Promise<Env<T>>;
  const staff = <T = unknown>(who: TestStaff, method: 'GET' | 'POST', path: string, body?: unknown) =>
    consoleCall<T>(method, path, body, who.h);
  const stockOf = async (id: number) =>
    (await ctx.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, id)))[0]!.s;

  async function address(u: TestUser) {
    const a = await makeAddress(ctx.db, {
      userId: u.id,
      ...ZHANG_SAN,
    });
    return a.id;
  }
  const addrOf = new Map<number, number>();
  /** Puts one unit of the class's product in the cart (alone) and places the order. */
  async function order(u: TestUser, cls: string, num = 1) {
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, u.id));
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: sku[cls], num }, u.h)).code).toBe(1);
    if (!addrOf.has(u.id)) addrOf.set(u.id, await address(u));
    return ctx.api<{ id: number; orderNo: string }>(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: key(), addressId: addrOf.get(u.id) },
      u.h,
    ) as Promise<Env<{ id: number; orderNo: string }>>;
  }
  async function preview(u: TestUser) {
    return (await ctx.api('order', 'POST', 'order/settlement/preview', {}, u.h)).data as {
      blockers: { code: string; message: string; kind?: string }[];
      licences: { state: string; cls: string }[];
    };
  }
  async function scan(u: TestUser, bytes: Buffer = plainPdf(), name = 'permit.pdf', type = 'application/pdf') {
    const r = await api<{ fid: number }>(u, 'POST', 'licence/upload', formOf(bytes, name, type));
    expect(r.code).toBe(1);
    return r.data.fid;
  }
  async function submit(u: TestUser, fields: Record<string, unknown> = {}) {
    const fid = fields.fid ?? (await scan(u));
    return api<{ id: number; status: string; displayStatus: string }>(u, 'POST', 'licence/submit', {
      kind: 'precursor_permit',
      licenceNo: `（京）3J${process.pid}${++seq}`,
      authority: '北京市公安局',
      validFrom: day(-10),
      validTo: day(200),
      scope: '麻黄碱 50 g',
      ...fields,
      fid,
    });
  }
  const overview = async (u: TestUser) => (await api<LicenceOverview>(u, 'GET', 'licence/list')).data;

  beforeAll(async () => {
    ops = await makeStaff(ctx.db, 'ops', '审核员小王');
    finance = await makeStaff(ctx.db, 'finance');
    const rows: [string, string, string, string][] = [
      ['precursor1', 'Ephedrine', '麻黄碱', '299-42-3'],
      ['precursor2', 'Phenylacetic acid', '苯乙酸', '103-82-2'],
      ['precursor3', 'Hydrochloric acid', '盐酸', '7647-01-0'],
      ['explosive', 'Hydrogen peroxide', '过氧化氢', '7722-84-1'],
      ['controlled', 'Morphine', '吗啡', '57-27-2'],
    ];
    for (const [cls, en, zh, cas] of rows) {
      const [p] = await ctx.db
        .insert(products)
        .values({
          code: `LIC-${cls}-${process.pid}`,
          nameEn: en,
          nameZh: zh,
          hasCuratedZh: true,
          cas,
          licenceClass: cls,
        })
        .returning({ id: products.id });
      const [s] = await ctx.db
        .insert(skus)
        .values({
          productId: p!.id,
          code: `LIC-${cls}-${process.pid}-1`,
          packageValue: '100mg',
          price: 300,
          priceText: '300',
          stock: 50,
          delivery: '现货',
        })
        .returning({ id: skus.id });
      sku[cls] = s!.id;
    }
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `资质测试制药有限公司${process.pid}`, certStatus: 2 })
      .returning({ id: organizations.id });
    orgId = org!.id;
    owner = await makeUser(ctx.db, { realName: '王主管' });
    member = await makeUser(ctx.db, { realName: '李实验' });
    await ctx.db.update(users).set({ orgId, orgRole: 'owner' }).where(eq(users.id, owner.id));
    await ctx.db.update(users).set({ orgId, orgRole: 'member' }).where(eq(users.id, member.id));
  });

  return {
    sku,
    api,
    staff,
    stockOf,
    order,
    preview,
    scan,
    submit,
    overview,
    state: () => ({ ops, finance, orgId, owner, member }),
  };
}
