import { and, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { cartItems, demandItems, inquiryBasketItems, skus } from '../../lib/db/schema';
import { BUYER_MSG, CATALOG_MSG, S } from '../../lib/config/messages';
import { BUYER_LIMITS } from '../../lib/config/constants';
import type { CartRow, DemandRow } from '../../lib/api/endpoints/cart';
import { makeCatalog, makeUser, type Catalog, type TestUser } from './cart-fixtures';

describeDb('cart, inquiry basket and demand list', (ctx) => {
  let c: Catalog;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    c = await makeCatalog(ctx.db);
    a = await makeUser(ctx.db);
    b = await makeUser(ctx.db);
  });

  const cart = <T = unknown>(u: TestUser, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.api<T>('order', method, `buy/car/${path}`, body, u.h);
  const basket = <T = unknown>(u: TestUser, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.api<T>('order', method, `inquiry/basket/${path}`, body, u.h);

  test('a guest (no token) gets code -1 from every cart call', async () => {
    for (const [m, p] of [
      ['GET', 'buy/car/list'],
      ['POST', 'buy/car/insert'],
      ['GET', 'buy/car/total'],
      ['POST', 'inquiry/basket/synchronize'],
    ] as const) {
      const r = await ctx.api('order', m, p, m === 'POST' ? { skuId: c.sku1, num: 1, list: [] } : undefined);
      expect(r.code).toBe(-1);
    }
  });

  test('insert, then the list shows the server price, stock and delivery; inserting again adds to num', async () => {
    const r1 = await cart<{ id: number }>(a, 'POST', 'insert', {
      prodDetailId: c.productA,
      skuId: c.sku1,
      num: 2,
      price: 0.01,
    });
    expect(r1.code).toBe(1);
    const r2 = await cart<{ id: number }>(a, 'POST', 'insert', { skuId: c.sku1, num: 3 });
    expect(r2.data.id).toBe(r1.data.id);
    const list = await cart<CartRow[]>(a, 'GET', 'list');
    expect(list.code).toBe(1);
    expect(list.data).toHaveLength(1);
    const row = list.data[0]!;
    expect(row).toMatchObject({ id: r1.data.id, num: 5, price: 120.5, checked: true });
    expect(row.prodDetailVO).toMatchObject({
      productId: c.productA,
      productDetailId: c.productA,
      prodSkuId: c.sku1,
      name: '对乙酰氨基酚',
      stock: 7,
      delivery: '现货',
      onSale: true,
      specification: [{ name: '规格', value: '10mg' }],
    });
    expect(row.prodDetailVO.imgUrl).toMatch(/^\/images\/structure\//);
    const total = await cart<number>(a, 'GET', 'total');
    expect(total.data).toBe(1);
    expect(total.totalCount).toBe(1);
  });

  test('a price change on the SKU shows in the list at once (never the price at insert time)', async () => {
    await ctx.db.update(skus).set({ price: 99.9 }).where(eq(skus.id, c.sku1));
    const list = await cart<CartRow[]>(a, 'GET', 'list');
    expect(list.data.find((r) => r.prodDetailVO.prodSkuId === c.sku1)!.price).toBe(99.9);
    await ctx.db.update(skus).set({ price: 120.5 }).where(eq(skus.id, c.sku1));
  });

  test('refusals: 询价 SKU in the cart, off-shelf SKU or product, unknown SKU, wrong product, bad quantities', async () => {
    expect(await cart(a, 'POST', 'insert', { skuId: c.skuAsk, num: 1 })).toMatchObject({
      code: 0,
      message: CATALOG_MSG.inquiryOnly,
    });
    expect(await cart(a, 'POST', 'insert', { skuId: c.skuOff, num: 1 })).toMatchObject({
      code: 0,
      message: BUYER_MSG.offShelf,
    });
    expect(await cart(a, 'POST', 'insert', { skuId: c.skuOfOffProduct, num: 1 })).toMatchObject({
      code: 0,
      message: BUYER_MSG.offShelf,
    });
    expect(await cart(a, 'POST', 'insert', { skuId: 999999, num: 1 })).toMatchObject({
      code: 0,
      message: BUYER_MSG.skuNotFound,
    });
    expect(await cart(a, 'POST', 'insert', { prodDetailId: c.productB, skuId: c.sku1, num: 1 })).toMatchObject({
      code: 0,
      message: BUYER_MSG.skuMismatch,
    });
    expect(await cart(a, 'POST', 'insert', { skuId: c.sku2, num: 0 })).toMatchObject({
      code: 0,
      message: BUYER_MSG.numInvalid,
    });
    expect(await cart(a, 'POST', 'insert', { skuId: c.sku2, num: 1.5 })).toMatchObject({
      code: 0,
      message: BUYER_MSG.numInvalid,
    });
    expect(await cart(a, 'POST', 'insert', { skuId: c.sku2, num: BUYER_LIMITS.cartMaxNum + 1 })).toMatchObject({
      code: 0,
      message: BUYER_MSG.numTooLarge,
    });
    const rows = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, a.id));
    expect(rows.map((r) => r.skuId)).toEqual([c.sku1]);
  });

  test('adding stays within the quantity cap', async () => {
    await cart(b, 'POST', 'insert', { skuId: c.skuB, num: BUYER_LIMITS.cartMaxNum });
    await cart(b, 'POST', 'insert', { skuId: c.skuB, num: 5 });
    const [row] = await ctx.db
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.userId, b.id), eq(cartItems.skuId, c.skuB)));
    expect(row!.num).toBe(BUYER_LIMITS.cartMaxNum);
    await cart(b, 'POST', `delete/${row!.id}`);
  });

  test("another user's carId: delete and update answer code 0 and change nothing", async () => {
    const [mine] = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, a.id));
    const del = await cart(b, 'POST', `delete/${mine!.id}`);
    expect(del).toMatchObject({ code: 0, message: BUYER_MSG.lineNotFound });
    const upd = await cart(b, 'POST', 'update', { carId: mine!.id, num: 1, checked: false });
    expect(upd.code).toBe(0);
    const [after] = await ctx.db.select().from(cartItems).where(eq(cartItems.id, mine!.id));
    expect(after).toEqual(mine);
    expect((await cart<CartRow[]>(b, 'GET', 'list')).data).toEqual([]);
  });

  test('update sets num and checked; delete says 删除成功', async () => {
    const { data } = await cart<{ id: number }>(a, 'POST', 'insert', { skuId: c.sku2, num: 1 });
    const u = await cart<CartRow>(a, 'POST', 'update', { carId: data.id, num: 4, checked: false });
    expect(u.data).toMatchObject({ id: data.id, num: 4, checked: false, price: 880 });
    const d = await cart(a, 'POST', `delete/${data.id}`);
    expect(d).toMatchObject({ code: 1, message: S.deleted });
    expect(await cart(a, 'POST', `delete/${data.id}`)).toMatchObject({ code: 0 });
  });

  test('synchronize: max(server, local) per SKU, unknown/off-shelf/询价 skipped and reported, idempotent', async () => {
    const u = await makeUser(ctx.db);
    await cart(u, 'POST', 'insert', { skuId: c.sku1, num: 5 });
    const local = [
      {
        identityPrimaryKey: `${c.productA}-${c.sku1}`,
        productId: c.productA,
        skuId: c.sku1,
        prodDetailId: c.productA,
        number: 3,
        name: 'x',
        price: 0.01,
        src: null,
        specification: [],
      },
      {
        identityPrimaryKey: `${c.productA}-${c.sku2}`,
        productId: c.productA,
        skuId: c.sku2,
        prodDetailId: c.productA,
        number: 2,
        name: 'x',
        price: 1,
        src: null,
        specification: [],
      },
      { productId: c.productB, skuId: c.skuB, prodDetailId: c.productB, number: 9 },
      { productId: c.productA, skuId: c.skuAsk, prodDetailId: c.productA, number: 1 },
      { productId: c.productOff, skuId: c.skuOfOffProduct, prodDetailId: c.productOff, number: 1 },
      { productId: c.productA, skuId: 987654, prodDetailId: c.productA, number: 1 },
    ];
    // The browser client sends the bare array.
    const r1 = await ctx.api<CartRow[]>('order', 'POST', 'buy/car/synchronize', JSON.stringify(local), u.h);
    expect(r1.code).toBe(1);
    expect(r1.messageCode).toBe('SYNC_SKIPPED');
    expect(r1.message).toBe(BUYER_MSG.syncSkipped(3));
    const nums = (rows: CartRow[]) => Object.fromEntries(rows.map((r) => [r.prodDetailVO.prodSkuId, r.num]));
    expect(nums(r1.data)).toEqual({ [c.sku1]: 5, [c.sku2]: 2, [c.skuB]: 9 });
    expect(r1.data.find((r) => r.prodDetailVO.prodSkuId === c.sku2)!.price).toBe(880);

    const r2 = await ctx.api<CartRow[]>('order', 'POST', 'buy/car/synchronize', JSON.stringify(local), u.h);
    expect(nums(r2.data)).toEqual(nums(r1.data));
    const rows = await ctx.db.select().from(cartItems).where(eq(cartItems.userId, u.id));
    expect(rows).toHaveLength(3);

    // A larger local quantity wins; the same SKU twice in one list counts once (its largest quantity).
    const r3 = await cart<CartRow[]>(u, 'POST', 'synchronize', {
      list: [
        { skuId: c.sku1, number: 8 },
        { skuId: c.sku1, number: 6 },
      ],
    });
    expect(r3.message).toBe('');
    expect(nums(r3.data)[c.sku1]).toBe(8);
  });

  test('synchronize is one transaction: a failure part-way leaves nothing behind', async () => {
    const u = await makeUser(ctx.db);
    // A list the schema refuses as a whole (a bad quantity) writes nothing.
    const r = await cart(u, 'POST', 'synchronize', {
      list: [
        { skuId: c.sku1, number: 2 },
        { skuId: c.skuB, number: 'abc' },
      ],
    });
    expect(r.code).toBe(0);
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, u.id))).toEqual([]);
  });

  test('synchronize refuses more than syncMaxItems items and malformed lists', async () => {
    const many = Array.from({ length: BUYER_LIMITS.syncMaxItems + 1 }, (_, i) => ({ skuId: i + 1, number: 1 }));
    expect(await cart(a, 'POST', 'synchronize', { list: many })).toMatchObject({
      code: 0,
      message: BUYER_MSG.syncTooMany,
    });
    expect((await cart(a, 'POST', 'synchronize', { list: 'x' })).code).toBe(0);
  });

  test('inquiry basket: 询价 SKUs welcome, own lines only, checked flag, sync idempotent', async () => {
    const r = await basket<{ id: number }>(a, 'POST', 'insert', { skuId: c.skuAsk, num: 2 });
    expect(r.code).toBe(1);
    const list = await basket<CartRow[]>(a, 'GET', 'list');
    expect(list.data[0]).toMatchObject({ id: r.data.id, num: 2, price: null, checked: true });
    expect((await basket(b, 'POST', `delete/${r.data.id}`)).code).toBe(0);
    expect((await basket(b, 'POST', 'update', { carId: r.data.id, num: 9 })).code).toBe(0);
    const upd = await basket<CartRow>(a, 'POST', 'update', { carId: r.data.id, checked: false });
    expect(upd.data.checked).toBe(false);
    const local = [
      { skuId: c.skuAsk, number: 1 },
      { skuId: c.sku2, number: 3 },
    ];
    const s1 = await basket<CartRow[]>(a, 'POST', 'synchronize', { list: local });
    const s2 = await basket<CartRow[]>(a, 'POST', 'synchronize', { list: local });
    expect(s2.data.map((x) => [x.prodDetailVO.prodSkuId, x.num])).toEqual(
      s1.data.map((x) => [x.prodDetailVO.prodSkuId, x.num]),
    );
    expect(s1.data.find((x) => x.prodDetailVO.prodSkuId === c.skuAsk)!.num).toBe(2);
    expect((await basket<number>(a, 'GET', 'total')).data).toBe(2);
    const own = await ctx.db.select().from(inquiryBasketItems).where(eq(inquiryBasketItems.userId, b.id));
    expect(own).toEqual([]);
  });

  test('demand list: count, insert (adds), list, update, owner-checked delete, idempotent sync', async () => {
    const u = await makeUser(ctx.db);
    const d = (method: 'GET' | 'POST', path: string, body?: unknown, who = u) =>
      ctx.api<unknown>('user', method, `userBookMark/${path}`, body, who.h);
    expect((await d('POST', 'goodsCollectList')).data).toBe(0);
    const ins = (await d('POST', 'insert', { skuId: c.skuAsk, num: 1, note: '急用' })) as { data: { id: number } };
    await d('POST', 'insert', { skuId: c.skuAsk, num: 2 });
    const cnt = await d('POST', 'goodsCollectList');
    expect(cnt).toMatchObject({ code: 1, data: 1, totalCount: 1 });
    const list = (await d('GET', 'list')) as { data: DemandRow[] };
    expect(list.data[0]).toMatchObject({ id: ins.data.id, num: 3, note: '急用', price: null });
    expect(await d('POST', 'insert', { skuId: c.skuOff, num: 1 })).toMatchObject({
      code: 0,
      message: BUYER_MSG.offShelf,
    });
    expect(await d('POST', `delete/${ins.data.id}`, undefined, b)).toMatchObject({ code: 0 });
    expect(await d('POST', 'update', { id: ins.data.id, num: 1 }, b)).toMatchObject({ code: 0 });
    const local = [
      { productId: c.productA, skuId: c.sku1, number: 4 },
      { productId: c.productA, skuId: c.skuAsk, number: 1 },
    ];
    const s1 = (await d('POST', 'synchronize', { list: local })) as { data: DemandRow[] };
    const s2 = (await d('POST', 'synchronize', { list: local })) as { data: DemandRow[] };
    expect(s1.data.map((r) => [r.prodDetailVO.prodSkuId, r.num]).sort()).toEqual(
      [
        [c.sku1, 4],
        [c.skuAsk, 3],
      ].sort(),
    );
    expect(s2.data.map((r) => r.num)).toEqual(s1.data.map((r) => r.num));
    expect(await d('POST', `delete/${ins.data.id}`)).toMatchObject({ code: 1, message: S.deleted });
    expect(await ctx.db.select().from(demandItems).where(eq(demandItems.userId, u.id))).toHaveLength(1);
  });
});
