import { and, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import {
  addresses,
  browsingHistory,
  favorites,
  invoiceTitles,
  pointsLedger,
  products,
  users,
} from '../../lib/db/schema';
import { PROFILE_MSG, S, V } from '../../lib/config/messages';
import { BUYER_LIMITS } from '../../lib/config/constants';
import { seedRegions } from '../../lib/db/seed/regions';
import type {
  AddressDTO,
  FavoriteDTO,
  HistoryDTO,
  InvoiceTitleDTO,
  PointsPageDTO,
  RegionDTO,
} from '../../lib/api/endpoints/profile';
import { makeCatalog, makeUser, type Catalog, type TestUser } from './cart-fixtures';

const addr = (over: Record<string, unknown> = {}) => ({
  kind: 'receiving',
  consignee: '张三',
  mobile: '13800138000',
  provinceId: 440000,
  cityId: 440300,
  districtId: 440305,
  detail: '科技园路 1 号',
  ...over,
});

describeDb('personal centre: addresses, regions, invoice titles, favourites, history, points', (ctx) => {
  let a: TestUser;
  let b: TestUser;
  let c: Catalog;
  beforeAll(async () => {
    await seedRegions(ctx.db);
    a = await makeUser(ctx.db);
    b = await makeUser(ctx.db);
    c = await makeCatalog(ctx.db, 'P');
  });
  const u = <T = unknown>(who: TestUser | null, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.api<T>('user', method, path, body, who?.h ?? {});

  test('region cascade from the GB/T 2260 data: provinces, cities, districts; municipalities get a city level', async () => {
    const prov = await u<RegionDTO[]>(null, 'GET', 'userAddr/getCityListByParentId?level=1&parentId=0');
    expect(prov.code).toBe(1);
    expect(prov.data.length).toBe(34);
    expect(prov.data.find((p) => p.id === 440000)!.name).toBe('广东省');
    const cities = await u<RegionDTO[]>(null, 'GET', 'userAddr/getCityListByParentId?level=2&parentId=440000');
    expect(cities.data.find((x) => x.id === 440300)).toMatchObject({ name: '深圳市', level: 2, parentId: 440000 });
    const bj = await u<RegionDTO[]>(null, 'GET', 'userAddr/getCityListByParentId?parentId=110000');
    expect(bj.data).toEqual([{ id: 110100, parentId: 110000, level: 2, name: '北京市' }]);
    const d = await u<RegionDTO[]>(null, 'GET', 'userAddr/getCityListByParentId?level=3&parentId=110100');
    expect(d.data.map((x) => x.name)).toContain('东城区');
    expect((await u(null, 'GET', 'userAddr/getCityListByParentId?level=9&parentId=0')).code).toBe(0);
  });

  test('address validation: phone helper messages of §5, required fields, the region chain', async () => {
    expect(await u(a, 'POST', 'userAddr/save', addr({ mobile: '' }))).toMatchObject({ code: 0, message: V.phoneEmpty });
    expect(await u(a, 'POST', 'userAddr/save', addr({ mobile: '1380013800' }))).toMatchObject({
      code: 0,
      message: V.phoneLength,
    });
    expect(await u(a, 'POST', 'userAddr/save', addr({ mobile: '12800138000' }))).toMatchObject({
      code: 0,
      message: V.phoneFormat,
    });
    expect(await u(a, 'POST', 'userAddr/save', addr({ consignee: ' ' }))).toMatchObject({
      code: 0,
      message: PROFILE_MSG.consigneeRequired,
    });
    expect(await u(a, 'POST', 'userAddr/save', addr({ detail: '' }))).toMatchObject({
      code: 0,
      message: PROFILE_MSG.detailRequired,
    });
    // 东城区 is not in 深圳市; 深圳市 is not in 北京市; a district id given as a city.
    expect(await u(a, 'POST', 'userAddr/save', addr({ districtId: 110101 }))).toMatchObject({
      code: 0,
      message: PROFILE_MSG.regionInvalid,
    });
    expect(await u(a, 'POST', 'userAddr/save', addr({ provinceId: 110000 }))).toMatchObject({
      code: 0,
      message: PROFILE_MSG.regionInvalid,
    });
    expect(await u(a, 'POST', 'userAddr/save', addr({ cityId: 440305, districtId: null }))).toMatchObject({
      code: 0,
      message: PROFILE_MSG.regionInvalid,
    });
    expect(await u(a, 'POST', 'userAddr/save', addr({ districtId: null }))).toMatchObject({
      code: 0,
      message: PROFILE_MSG.regionRequired,
    });
    expect(await u(a, 'POST', 'userAddr/save', addr({ kind: 'office' }))).toMatchObject({
      code: 0,
      message: PROFILE_MSG.kindInvalid,
    });
    expect(await ctx.db.select().from(addresses).where(eq(addresses.userId, a.id))).toEqual([]);
  });

  test('address save/list/default/delete: first is default, one default per kind, edits keep the owner', async () => {
    const r1 = await u<AddressDTO>(a, 'POST', 'userAddr/save', addr());
    expect(r1.data).toMatchObject({ isDefault: true, regionText: '广东省 深圳市 南山区', consignee: '张三' });
    const r2 = await u<AddressDTO>(
      a,
      'POST',
      'userAddr/save',
      addr({ provinceId: 110000, cityId: 110100, districtId: 110101, isDefault: true }),
    );
    expect(r2.data).toMatchObject({ isDefault: true, regionText: '北京市 东城区' });
    // 东莞市 has no districts: the city ends the chain.
    const r3 = await u<AddressDTO>(a, 'POST', 'userAddr/save', addr({ cityId: 441900, districtId: null }));
    expect(r3.data).toMatchObject({ isDefault: false, districtId: null, regionText: '广东省 东莞市' });
    const inv = await u<AddressDTO>(a, 'POST', 'userAddr/save', addr({ kind: 'invoice' }));
    expect(inv.data.isDefault).toBe(true); // the first of its kind
    const list = await u<AddressDTO[]>(a, 'GET', 'userAddr/list?kind=receiving');
    expect(list.data.map((x) => [x.id, x.isDefault])).toEqual([
      [r2.data.id, true],
      [r3.data.id, false],
      [r1.data.id, false],
    ]);
    expect((await u(a, 'POST', `userAddr/setDefault/${r3.data.id}`)).code).toBe(1);
    const defaults = await ctx.db
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, a.id), eq(addresses.isDefault, true)));
    expect(defaults.map((x) => x.id).sort()).toEqual([r3.data.id, inv.data.id].sort());
    const edit = await u<AddressDTO>(a, 'POST', 'userAddr/save', addr({ id: r1.data.id, consignee: '李四' }));
    expect(edit.data).toMatchObject({ id: r1.data.id, consignee: '李四' });
    expect(await u(a, 'POST', `userAddr/delete/${r3.data.id}`)).toMatchObject({ code: 1, message: S.deleted });
    const after = await u<AddressDTO[]>(a, 'GET', 'userAddr/list');
    expect(after.data.filter((x) => x.isDefault)).toHaveLength(1); // the newest remaining one was promoted
  });

  test("another user's address: list empty, edit/delete/setDefault refused, nothing changes", async () => {
    const before = await ctx.db.select().from(addresses).where(eq(addresses.userId, a.id));
    const id = before[0]!.id;
    expect((await u<AddressDTO[]>(b, 'GET', 'userAddr/list')).data).toEqual([]);
    expect(await u(b, 'POST', 'userAddr/save', addr({ id, consignee: '入侵者' }))).toMatchObject({
      code: 0,
      message: PROFILE_MSG.addressNotFound,
    });
    expect(await u(b, 'POST', `userAddr/delete/${id}`)).toMatchObject({
      code: 0,
      message: PROFILE_MSG.addressNotFound,
    });
    expect(await u(b, 'POST', `userAddr/setDefault/${id}`)).toMatchObject({ code: 0 });
    expect(await ctx.db.select().from(addresses).where(eq(addresses.userId, a.id))).toEqual(before);
    expect(await ctx.db.select().from(addresses).where(eq(addresses.userId, b.id))).toEqual([]);
  });

  test('address count is capped', async () => {
    const w = await makeUser(ctx.db);
    for (let i = 0; i < BUYER_LIMITS.addressMax; i++)
      expect((await u(w, 'POST', 'userAddr/save', addr({ detail: `路 ${i}` }))).code).toBe(1);
    expect(await u(w, 'POST', 'userAddr/save', addr())).toMatchObject({ code: 0, message: PROFILE_MSG.addressLimit });
  });

  test('invoice titles: ordinary needs a title; VAT special needs a valid tax number, bank, account, address and phone', async () => {
    expect(await u(a, 'POST', 'invoiceTitle/save', { type: 1, title: '' })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.invoiceTitleRequired,
    });
    expect(await u(a, 'POST', 'invoiceTitle/save', { type: 3, title: 'x' })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.invoiceTypeInvalid,
    });
    const ord = await u<InvoiceTitleDTO>(a, 'POST', 'invoiceTitle/save', { type: 1, title: '个人' });
    expect(ord.data).toMatchObject({ type: 1, title: '个人', taxNo: null, isDefault: true });
    const vat = {
      type: 2,
      title: '腾讯科技(深圳)有限公司',
      taxNo: '91440300708461136T',
      bankName: '招商银行深圳分行',
      bankAccount: '6222 0202 0000 1234',
      regAddress: '深圳市南山区科技园',
      regPhone: '0755-86013388',
    };
    for (const [field, msg] of [
      ['taxNo', PROFILE_MSG.taxNoRequired],
      ['bankName', PROFILE_MSG.bankNameRequired],
      ['bankAccount', PROFILE_MSG.bankAccountRequired],
      ['regAddress', PROFILE_MSG.regAddressRequired],
      ['regPhone', PROFILE_MSG.regPhoneRequired],
    ] as const) {
      expect(await u(a, 'POST', 'invoiceTitle/save', { ...vat, [field]: '' })).toMatchObject({ code: 0, message: msg });
    }
    expect(await u(a, 'POST', 'invoiceTitle/save', { ...vat, taxNo: '91440300708461136U' })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.taxNoCheckDigit,
    });
    expect(await u(a, 'POST', 'invoiceTitle/save', { ...vat, taxNo: '1234567' })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.taxNoInvalid,
    });
    expect(await u(a, 'POST', 'invoiceTitle/save', { ...vat, regPhone: '12' })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.regPhoneInvalid,
    });
    const ok = await u<InvoiceTitleDTO>(a, 'POST', 'invoiceTitle/save', { ...vat, isDefault: true });
    expect(ok.data).toMatchObject({
      type: 2,
      taxNo: '91440300708461136T',
      bankAccount: '6222020200001234',
      isDefault: true,
    });
    const list = await u<InvoiceTitleDTO[]>(a, 'GET', 'invoiceTitle/list');
    expect(list.data.map((t) => [t.id, t.isDefault])).toEqual([
      [ok.data.id, true],
      [ord.data.id, false],
    ]);
    // Owner checks.
    expect((await u<InvoiceTitleDTO[]>(b, 'GET', 'invoiceTitle/list')).data).toEqual([]);
    expect(await u(b, 'POST', `invoiceTitle/delete/${ok.data.id}`)).toMatchObject({
      code: 0,
      message: PROFILE_MSG.invoiceTitleNotFound,
    });
    expect(await u(b, 'POST', 'invoiceTitle/save', { id: ok.data.id, type: 1, title: '改' })).toMatchObject({
      code: 0,
    });
    const [row] = await ctx.db.select().from(invoiceTitles).where(eq(invoiceTitles.id, ok.data.id));
    expect(row!.title).toBe('腾讯科技(深圳)有限公司');
    expect(await u(a, 'POST', `invoiceTitle/delete/${ord.data.id}`)).toMatchObject({ code: 1, message: S.deleted });
  });

  test('favourites: add (idempotent), status, list as product cards, remove; off-shelf products refused', async () => {
    expect((await u(a, 'POST', 'userBookMark/favorite/add', { productId: c.productA })).code).toBe(1);
    expect((await u(a, 'POST', 'userBookMark/favorite/add', { productId: c.productA })).code).toBe(1);
    await u(a, 'POST', 'userBookMark/favorite/add', { productId: c.productB });
    expect(await u(a, 'POST', 'userBookMark/favorite/add', { productId: c.productOff })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.productNotFound,
    });
    expect((await u<boolean>(a, 'GET', `userBookMark/favorite/status?productId=${c.productA}`)).data).toBe(true);
    expect((await u<boolean>(b, 'GET', `userBookMark/favorite/status?productId=${c.productA}`)).data).toBe(false);
    const list = await ctx.api<FavoriteDTO[]>('user', 'GET', 'userBookMark/favorite/list', undefined, {
      ...a.h,
      pageNo: '1',
      pageSize: '10',
    });
    expect(list.totalCount).toBe(2);
    const cardA = list.data.find((f) => f.productId === c.productA)!;
    expect(cardA).toMatchObject({
      catalogNo: 'P-A001',
      name: '对乙酰氨基酚',
      cas: '103-90-2',
      minPrice: 120.5,
      onSale: true,
    });
    expect((await u<FavoriteDTO[]>(b, 'GET', 'userBookMark/favorite/list')).data).toEqual([]);
    // b removing a's favourite removes only b's (none).
    await u(b, 'POST', 'userBookMark/favorite/remove', { productId: c.productA });
    expect(await ctx.db.select().from(favorites).where(eq(favorites.userId, a.id))).toHaveLength(2);
    await u(a, 'POST', 'userBookMark/favorite/remove', { productId: c.productA });
    expect((await u<boolean>(a, 'GET', `userBookMark/favorite/status?productId=${c.productA}`)).data).toBe(false);
  });

  test('history: recording again moves the product to the top (one row), newest first, capped, clearable', async () => {
    await u(a, 'POST', 'userHistory/record', { productId: c.productA });
    await new Promise((r) => setTimeout(r, 5));
    await u(a, 'POST', 'userHistory/record', { productId: c.productB });
    await new Promise((r) => setTimeout(r, 5));
    await u(a, 'POST', 'userHistory/record', { productId: c.productA });
    const list = await u<HistoryDTO[]>(a, 'GET', 'userHistory/list');
    expect(list.data.map((h) => h.productId)).toEqual([c.productA, c.productB]);
    expect(await ctx.db.select().from(browsingHistory).where(eq(browsingHistory.userId, a.id))).toHaveLength(2);
    expect((await u<HistoryDTO[]>(b, 'GET', 'userHistory/list')).data).toEqual([]);
    // b clearing clears only b's.
    await u(b, 'POST', 'userHistory/clear', {});
    expect(await ctx.db.select().from(browsingHistory).where(eq(browsingHistory.userId, a.id))).toHaveLength(2);
    await u(a, 'POST', 'userHistory/clear', { productIds: [c.productB] });
    expect((await u<HistoryDTO[]>(a, 'GET', 'userHistory/list')).data.map((h) => h.productId)).toEqual([c.productA]);
    expect(await u(a, 'POST', 'userHistory/clear', {})).toMatchObject({ code: 1, message: PROFILE_MSG.historyCleared });
    expect((await u<HistoryDTO[]>(a, 'GET', 'userHistory/list')).data).toEqual([]);
  });

  test('history keeps at most historyMax products per user', async () => {
    const w = await makeUser(ctx.db);
    const many = await ctx.db
      .insert(products)
      .values(
        Array.from({ length: BUYER_LIMITS.historyMax + 3 }, (_, i) => ({ code: `H-${i}`, nameEn: `History ${i}` })),
      )
      .returning({ id: products.id });
    for (const p of many)
      await ctx.db
        .insert(browsingHistory)
        .values({ userId: w.id, productId: p.id, viewedAt: new Date(Date.now() - 100_000 + p.id) });
    await u(w, 'POST', 'userHistory/record', { productId: many[0]!.id });
    const rows = await ctx.db.select().from(browsingHistory).where(eq(browsingHistory.userId, w.id));
    expect(rows).toHaveLength(BUYER_LIMITS.historyMax);
    expect(rows.some((r) => r.productId === many[0]!.id)).toBe(true); // just viewed: kept
    expect(rows.some((r) => r.productId === many[1]!.id)).toBe(false); // oldest: dropped
  });

  test('points: the ledger newest first with the balance', async () => {
    await ctx.db.insert(pointsLedger).values([
      { userId: a.id, delta: 100, reason: '建议被采纳', createdAt: new Date(Date.now() - 1000) },
      { userId: a.id, delta: -30, reason: '兑换礼品' },
      { userId: b.id, delta: 5, reason: '其他' },
    ]);
    await ctx.db.update(users).set({ points: 70 }).where(eq(users.id, a.id));
    const r = await ctx.api<PointsPageDTO>('user', 'GET', 'userPoints/list', undefined, {
      ...a.h,
      pageNo: '1',
      pageSize: '10',
    });
    expect(r.code).toBe(1);
    expect(r.totalCount).toBe(2);
    expect(r.data.balance).toBe(70);
    expect(r.data.list.map((x) => x.delta)).toEqual([-30, 100]);
  });
});
