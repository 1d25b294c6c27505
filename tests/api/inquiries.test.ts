/**
 * Inquiries through the real router (PGlite and PostgreSQL): submit the basket (idempotent, catalogue data frozen),
 * the inquiry centre list/counts/detail, owner checks, the staff quote, the accept contract for order placement
 * (quotedLinesForOrder / markInquiryOrdered), expiry, close and re-inquire.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import {
  inquiries,
  inquiryBasketItems,
  inquiryEvents,
  inquiryLines,
  orderLines,
  orders,
  products,
} from '../../lib/db/schema';
import { placeOrder } from '../../lib/domain/commerce/orders/place';
import { INQUIRY_MSG, V } from '../../lib/config/messages';
import type {
  InquiryCountsDTO,
  InquiryDetailDTO,
  InquirySummaryDTO,
  ReinquireDTO,
  SubmitInquiryDTO,
} from '../../lib/api/endpoints/inquiries';
import type { Db } from '../../lib/db/client';
import { markInquiryOrdered, quoteInquiry, quotedLinesForOrder } from '../../lib/domain/commerce/inquiries/quote';
import { todayInChina } from '../../lib/kernel/time';
import { inquiryStaffCommands } from '../../scripts/staff/inquiries';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress, ZHANG_SAN } from './cart-fixtures';
import { withTransaction } from '../../lib/db/tx';

let keySeq = 0;
const newKey = () => `k-${process.pid}-${Date.now()}-${++keySeq}`;
const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describeDb('inquiries', (ctx) => {
  let c: Catalog;
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'IQ');
    a = await makeUser(ctx.db);
    b = await makeUser(ctx.db);
  });

  const call = <T = unknown>(
    u: TestUser | null,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => ctx.api<T>('order', method, path, body, { ...(u?.h ?? {}), ...headers });

  async function fillBasket(u: TestUser, skuIds: number[]): Promise<number[]> {
    const ids: number[] = [];
    for (const skuId of skuIds) {
      const r = await call<{ id: number }>(u, 'POST', 'inquiry/basket/insert', { skuId, num: 2 });
      expect(r.code).toBe(1);
      ids.push(r.data.id);
    }
    return ids;
  }

  const submitBody = (carIds: number[], extra: Record<string, unknown> = {}) => ({
    idempotencyKey: newKey(),
    lines: carIds.map((carId) => ({ carId, num: 3, purityWish: '≥98%', packageWish: '1g×2', note: '需要COA' })),
    wantedBy: addDays(todayInChina(), 10),
    contactName: '张工',
    contactPhone: '13800138000',
    remark: '请尽快报价',
    ...extra,
  });

  async function submit(u: TestUser, skuIds: number[]): Promise<SubmitInquiryDTO> {
    const carIds = await fillBasket(u, skuIds);
    const r = await call<SubmitInquiryDTO>(u, 'POST', 'inquiry/submit', submitBody(carIds));
    expect(r.message).toBe('');
    expect(r.code).toBe(1);
    return r.data;
  }

  async function quote(
    db: Db,
    inquiryId: number,
    priceFen: (i: number) => number | null,
    validUntil = addDays(todayInChina(), 30),
  ) {
    const lines = await db
      .select({ id: inquiryLines.id })
      .from(inquiryLines)
      .where(eq(inquiryLines.inquiryId, inquiryId))
      .orderBy(inquiryLines.id);
    return quoteInquiry(
      db,
      inquiryId,
      {
        lines: lines.map((l, i) => ({ lineId: l.id, priceFen: priceFen(i), deliveryText: i === 0 ? '现货' : '2-3周' })),
        validUntil,
        note: '含税含运费',
      },
      { actor: 'staff' },
    );
  }

  test('submit: one inquiry with catalogue data frozen (browser names/prices ignored), wishes kept, lines leave the basket, 待报价 with a submit event', async () => {
    const carIds = await fillBasket(a, [c.skuAsk, c.sku1]);
    const body = submitBody(carIds);
    (body.lines[0] as Record<string, unknown>).name = '伪造名称';
    (body.lines[0] as Record<string, unknown>).price = 0.01;
    (body as Record<string, unknown>).status = 'quoted';
    const r = await call<SubmitInquiryDTO>(a, 'POST', 'inquiry/submit', body);
    expect(r.code).toBe(1);
    expect(r.data.inquiryNo).toMatch(/^IQ\d{16}$/);
    const d = await call<InquiryDetailDTO>(a, 'GET', `inquiry/detail/${r.data.id}`);
    expect(d.data).toMatchObject({
      status: 'submitted',
      statusLabel: '待报价',
      lineCount: 2,
      contactName: '张工',
      remark: '请尽快报价',
      quotedAmountFen: null,
    });
    expect(
      d.data.lines.map((l) => [
        l.name,
        l.code,
        l.cas,
        l.packageValue,
        l.num,
        l.purityWish,
        l.packageWish,
        l.note,
        l.unitPriceFen,
      ]),
    ).toEqual([
      ['对乙酰氨基酚', 'IQ-A001', '103-90-2', '1g', 3, '≥98%', '1g×2', '需要COA', null],
      ['对乙酰氨基酚', 'IQ-A001', '103-90-2', '10mg', 3, '≥98%', '1g×2', '需要COA', null],
    ]);
    expect(d.data.events.map((e) => [e.event, e.label, e.toStatus])).toEqual([['submit', '提交询价', 'submitted']]);
    expect(d.data.actions).toEqual({ accept: false, close: true, reinquire: false });
    const left = await ctx.db.select().from(inquiryBasketItems).where(eq(inquiryBasketItems.userId, a.id));
    expect(left).toHaveLength(0);
  });

  test('submit is idempotent: the same key sequentially and concurrently makes one inquiry', async () => {
    const carIds = await fillBasket(a, [c.skuB]);
    const body = submitBody(carIds);
    const r1 = await call<SubmitInquiryDTO>(a, 'POST', 'inquiry/submit', body);
    const r2 = await call<SubmitInquiryDTO>(a, 'POST', 'inquiry/submit', body);
    expect(r1.code).toBe(1);
    expect(r2.data).toEqual({ ...r1.data, repeated: true });

    const carIds2 = await fillBasket(a, [c.sku2]);
    const body2 = submitBody(carIds2);
    const all = await Promise.all(
      Array.from({ length: 5 }, () => call<SubmitInquiryDTO>(a, 'POST', 'inquiry/submit', body2)),
    );
    expect(all.map((x) => x.code)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(all.map((x) => x.data.id)).size).toBe(1);
    const rows = await ctx.db.select().from(inquiries).where(eq(inquiries.idempotencyKey, body2.idempotencyKey));
    expect(rows).toHaveLength(1);
    const lines = await ctx.db.select().from(inquiryLines).where(eq(inquiryLines.inquiryId, rows[0]!.id));
    expect(lines).toHaveLength(1);
  });

  test('submit refuses bad input with the spec messages and changes nothing', async () => {
    const carIds = await fillBasket(a, [c.skuB]);
    const cases: [Record<string, unknown>, string][] = [
      [{ contactPhone: '' }, V.phoneEmpty],
      [{ contactPhone: '1380013800' }, V.phoneLength],
      [{ contactPhone: '12800138000' }, V.phoneFormat],
      [{ contactName: ' ' }, INQUIRY_MSG.contactNameRequired],
      [{ wantedBy: addDays(todayInChina(), -1) }, INQUIRY_MSG.wantedByPast],
      [{ wantedBy: '2026-02-30' }, INQUIRY_MSG.wantedByInvalid],
      [{ wantedBy: addDays(todayInChina(), 400) }, INQUIRY_MSG.wantedByTooFar],
      [{ lines: [] }, INQUIRY_MSG.noLinesChosen],
      [{ lines: [{ carId: carIds[0], num: 0 }] }, '请输入正确的购买数量'],
      [{ lines: [{ carId: carIds[0], purityWish: 'x'.repeat(61) }] }, INQUIRY_MSG.wishTooLong],
      [{ idempotencyKey: 'a' }, INQUIRY_MSG.idempotencyKeyInvalid],
    ];
    const before = await ctx.db.$count(inquiries);
    for (const [patch, msg] of cases) {
      const r = await call(a, 'POST', 'inquiry/submit', submitBody(carIds, patch));
      expect([patch, r.code, r.message]).toEqual([patch, 0, msg]);
    }
    expect(await ctx.db.$count(inquiries)).toBe(before);
    expect(await ctx.db.$count(inquiryBasketItems, eq(inquiryBasketItems.userId, a.id))).toBe(1);
    await ctx.db.delete(inquiryBasketItems).where(eq(inquiryBasketItems.userId, a.id));
  });

  test('owner checks: B cannot submit A’s basket lines, see, close or re-inquire A’s inquiry', async () => {
    const mine = await submit(a, [c.skuAsk]);
    const aCar = await fillBasket(a, [c.skuB]);
    const r = await call(b, 'POST', 'inquiry/submit', submitBody(aCar));
    expect([r.code, r.message]).toEqual([0, INQUIRY_MSG.basketLineGone]);
    for (const [m, p] of [
      ['GET', `inquiry/detail/${mine.id}`],
      ['POST', `inquiry/close/${mine.id}`],
      ['POST', `inquiry/reinquire/${mine.id}`],
    ] as const) {
      const x = await call(b, m, p, m === 'POST' ? {} : undefined);
      expect([p, x.code, x.message]).toEqual([p, 0, INQUIRY_MSG.notFound]);
    }
    const list = await call<InquirySummaryDTO[]>(b, 'POST', 'inquiry/list', {});
    expect(list.data.map((x) => x.id)).not.toContain(mine.id);
    await expect(quotedLinesForOrder(ctx.db, b.id, mine.id)).rejects.toThrow(INQUIRY_MSG.notFound);
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, mine.id));
    expect(row!.status).toBe('submitted');
    expect(await ctx.db.$count(inquiryBasketItems, eq(inquiryBasketItems.userId, a.id))).toBe(1);
    await ctx.db.delete(inquiryBasketItems).where(eq(inquiryBasketItems.userId, a.id));
    const guest = await call(null, 'POST', 'inquiry/list', {});
    expect(guest.code).toBe(-1);
  });

  test('quote → 已报价 with line totals in fen; quotedLinesForOrder returns the quoted prices; markInquiryOrdered → 已下单', async () => {
    const q = await submit(a, [c.skuAsk, c.sku1]);
    await expect(quotedLinesForOrder(ctx.db, a.id, q.id)).rejects.toThrow(INQUIRY_MSG.notQuoted);
    const res = await quote(ctx.db, q.id, (i) => (i === 0 ? 123_456 : 9_990));
    expect(res.quotedAmountFen).toBe(3 * 123_456 + 3 * 9_990);
    const d = await call<InquiryDetailDTO>(a, 'GET', `inquiry/detail/${q.id}`);
    expect(d.data).toMatchObject({
      status: 'quoted',
      statusLabel: '已报价',
      quoteNote: '含税含运费',
      quotedAmountFen: 3 * 123_456 + 3 * 9_990,
      expired: false,
    });
    expect(d.data.lines.map((l) => [l.unitPriceFen, l.lineTotalFen, l.deliveryText])).toEqual([
      [123_456, 370_368, '现货'],
      [9_990, 29_970, '2-3周'],
    ]);
    expect(d.data.actions).toEqual({ accept: true, close: true, reinquire: false });
    expect(d.data.events.map((e) => e.event)).toEqual(['submit', 'quote']);

    const ql = await quotedLinesForOrder(ctx.db, a.id, q.id);
    expect(ql.inquiryNo).toBe(q.inquiryNo);
    expect(ql.lines.map((l) => [l.skuId, l.priceFen, l.num, l.delivery, l.name, l.packageValue])).toEqual([
      [c.skuAsk, 123_456, 3, '现货', '对乙酰氨基酚', '1g'],
      [c.sku1, 9_990, 3, '2-3周', '对乙酰氨基酚', '10mg'],
    ]);
    // A second quote of a quoted inquiry is refused by the machine.
    await expect(quote(ctx.db, q.id, () => 1)).rejects.toThrow('不能报价');

    await withTransaction(ctx.db, (tx) => markInquiryOrdered(tx, q.id, 424242, a.id));
    const [row] = await ctx.db.select().from(inquiries).where(eq(inquiries.id, q.id));
    expect([row!.status, row!.orderId]).toEqual(['ordered', 424242]);
    await expect(quotedLinesForOrder(ctx.db, a.id, q.id)).rejects.toThrow(INQUIRY_MSG.notQuoted);
    await expect(withTransaction(ctx.db, (tx) => markInquiryOrdered(tx, q.id, 1, a.id))).rejects.toThrow('已下单');
    const close = await call(a, 'POST', `inquiry/close/${q.id}`, {});
    expect(close.code).toBe(0);
  });

  test('a line staff cannot supply (null price) is left out of the order; a quote without any price is refused', async () => {
    const q = await submit(a, [c.skuAsk, c.skuB]);
    await expect(quote(ctx.db, q.id, () => null)).rejects.toThrow(INQUIRY_MSG.quoteNeedsPrice);
    await expect(quote(ctx.db, q.id, () => 100, addDays(todayInChina(), -1))).rejects.toThrow(
      INQUIRY_MSG.validUntilPast,
    );
    await expect(quote(ctx.db, q.id, () => -5)).rejects.toThrow(INQUIRY_MSG.quotePriceInvalid);
    expect((await ctx.db.select().from(inquiries).where(eq(inquiries.id, q.id)))[0]!.status).toBe('submitted');
    await quote(ctx.db, q.id, (i) => (i === 0 ? null : 5_000));
    const ql = await quotedLinesForOrder(ctx.db, a.id, q.id);
    expect(ql.lines.map((l) => [l.skuId, l.priceFen])).toEqual([[c.skuB, 5_000]]);
  });

  test('an expired quote is refused for ordering, shows 报价已过期, and 重新询价 closes it and refills the basket', async () => {
    const q = await submit(a, [c.skuAsk, c.sku2]);
    await quote(ctx.db, q.id, () => 20_000);
    const yesterday = addDays(todayInChina(), -1);
    await ctx.db.update(inquiries).set({ validUntil: yesterday }).where(eq(inquiries.id, q.id));
    await expect(quotedLinesForOrder(ctx.db, a.id, q.id)).rejects.toThrow(INQUIRY_MSG.quoteExpiredCannotAccept);
    await expect(withTransaction(ctx.db, (tx) => markInquiryOrdered(tx, q.id, 1, a.id))).rejects.toThrow(
      INQUIRY_MSG.quoteExpiredCannotAccept,
    );
    const d = await call<InquiryDetailDTO>(a, 'GET', `inquiry/detail/${q.id}`);
    expect(d.data).toMatchObject({ status: 'quoted', statusLabel: '报价已过期', expired: true });
    expect(d.data.actions).toEqual({ accept: false, close: true, reinquire: true });

    const r = await call<ReinquireDTO>(a, 'POST', `inquiry/reinquire/${q.id}`, {});
    expect(r.data).toEqual({ added: 2, skipped: 0 });
    const basket = await ctx.db
      .select({ skuId: inquiryBasketItems.skuId, num: inquiryBasketItems.num })
      .from(inquiryBasketItems)
      .where(eq(inquiryBasketItems.userId, a.id));
    expect(basket.sort((x, y) => x.skuId - y.skuId)).toEqual(
      [
        { skuId: c.sku2, num: 3 },
        { skuId: c.skuAsk, num: 3 },
      ].sort((x, y) => x.skuId - y.skuId),
    );
    const after = await call<InquiryDetailDTO>(a, 'GET', `inquiry/detail/${q.id}`);
    expect(after.data.status).toBe('closed');
    expect(after.data.events.map((e) => e.event)).toEqual(['submit', 'quote', 'reinquire']);
    await ctx.db.delete(inquiryBasketItems).where(eq(inquiryBasketItems.userId, a.id));
  });

  test('close (待报价 and 已报价), then a valid quote cannot be re-inquired but a closed one can', async () => {
    const q = await submit(a, [c.skuB]);
    const r = await call<InquiryDetailDTO>(a, 'POST', `inquiry/close/${q.id}`, { reason: '不需要了' });
    expect(r.data).toMatchObject({ status: 'closed', statusLabel: '已关闭', closeReason: '不需要了' });
    expect(r.data.events.map((e) => [e.event, e.note])).toEqual([
      ['submit', null],
      ['close', '不需要了'],
    ]);
    const again = await call(a, 'POST', `inquiry/close/${q.id}`, {});
    expect([again.code, again.message]).toEqual([0, INQUIRY_MSG.illegal('已关闭', '关闭询价')]);

    const q2 = await submit(a, [c.skuB]);
    await quote(ctx.db, q2.id, () => 3_500);
    const early = await call(a, 'POST', `inquiry/reinquire/${q2.id}`, {});
    expect([early.code, early.message]).toEqual([0, INQUIRY_MSG.quoteStillValid]);
    const closed = await call<InquiryDetailDTO>(a, 'POST', `inquiry/close/${q2.id}`, {});
    expect(closed.data.status).toBe('closed');
    const re = await call<ReinquireDTO>(a, 'POST', `inquiry/reinquire/${q2.id}`, {});
    expect(re.data).toEqual({ added: 1, skipped: 0 });
    const events = await ctx.db.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, q2.id));
    expect(events.map((e) => e.event)).toEqual(['submit', 'quote', 'close', 'reinquire']);
    await ctx.db.delete(inquiryBasketItems).where(eq(inquiryBasketItems.userId, a.id));
  });

  test('inquiry centre: counts per tab, status filter, search by number or product name, pageNo/pageSize headers', async () => {
    const u = await makeUser(ctx.db);
    const q1 = await submit(u, [c.skuAsk]);
    const q2 = await submit(u, [c.skuB]);
    const q3 = await submit(u, [c.sku2]);
    await quote(ctx.db, q2.id, () => 1_000);
    await call(u, 'POST', `inquiry/close/${q3.id}`, {});
    const counts = await call<InquiryCountsDTO>(u, 'GET', 'inquiry/counts');
    expect(counts.data).toEqual({ submitted: 1, quoted: 1, ordered: 0, closed: 1 });
    const quoted = await call<InquirySummaryDTO[]>(u, 'POST', 'inquiry/list', { status: 'quoted' });
    expect(quoted.data.map((x) => [x.id, x.statusLabel, x.quotedAmountFen])).toEqual([[q2.id, '已报价', 3_000]]);
    const byNo = await call<InquirySummaryDTO[]>(u, 'POST', 'inquiry/list', { keyword: q1.inquiryNo.slice(-8) });
    expect(byNo.data.map((x) => x.id)).toEqual([q1.id]);
    const byName = await call<InquirySummaryDTO[]>(u, 'POST', 'inquiry/list', { keyword: 'caffeine' });
    expect(byName.data.map((x) => [x.id, x.names])).toEqual([[q2.id, ['Caffeine']]]);
    const none = await call<InquirySummaryDTO[]>(u, 'POST', 'inquiry/list', { keyword: '100%_' });
    expect(none.data).toEqual([]);
    const page2 = await call<InquirySummaryDTO[]>(u, 'POST', 'inquiry/list', {}, { pageNo: '2', pageSize: '2' });
    expect(page2.totalCount).toBe(3);
    expect(page2.data.map((x) => x.id)).toEqual([q1.id]);
    const bad = await call(u, 'POST', 'inquiry/list', { status: 'paid' });
    expect([bad.code, bad.message]).toEqual([0, INQUIRY_MSG.statusInvalid]);
  });

  test('an off-shelf package in the basket is named and refused; nothing is created', async () => {
    const carIds = await fillBasket(a, [c.skuB]);
    await ctx.db.update(products).set({ status: 0 }).where(eq(products.id, c.productB));
    try {
      const before = await ctx.db.$count(inquiries);
      const r = await call(a, 'POST', 'inquiry/submit', submitBody(carIds));
      expect([r.code, r.message]).toEqual([0, INQUIRY_MSG.lineOffShelf('Caffeine')]);
      expect(await ctx.db.$count(inquiries)).toBe(before);
    } finally {
      await ctx.db.update(products).set({ status: 1 }).where(eq(products.id, c.productB));
      await ctx.db.delete(inquiryBasketItems).where(eq(inquiryBasketItems.userId, a.id));
    }
  });

  test('staff stand-in `quote <no>`: catalogue price for a priced package, the demo price for a 询价 one, valid for --days', async () => {
    const q = await submit(a, [c.skuAsk, c.sku1]);
    const out: string[] = [];
    await inquiryStaffCommands.quote!.run(ctx.db, [q.inquiryNo, '--days', '7'], (l) => out.push(l));
    expect(out.at(-1)).toContain(`已报价 ${q.inquiryNo}`);
    const d = await call<InquiryDetailDTO>(a, 'GET', `inquiry/detail/${q.id}`);
    expect(d.data.lines.map((l) => [l.packageValue, l.unitPriceFen, l.deliveryText])).toEqual([
      ['1g', 500_000, '定制'],
      ['10mg', 12_050, '现货'],
    ]);
    expect(d.data.validUntil).toBe(addDays(todayInChina(), 7));
    expect(d.data.events.at(-1)).toMatchObject({ event: 'quote', actor: 'staff' });
    await expect(inquiryStaffCommands.quote!.run(ctx.db, [q.inquiryNo], () => undefined)).rejects.toThrow('不能报价');
    await expect(inquiryStaffCommands.quote!.run(ctx.db, ['IQ000'], () => undefined)).rejects.toThrow('not found');
  });

  test('inquiry/contact: the account’s name and own mobile first, then the last inquiry’s contact', async () => {
    const u = await makeUser(ctx.db, { realName: '李四', mobile: '13712345678' });
    const first = await call<{ contactName: string; contactPhone: string }>(u, 'GET', 'inquiry/contact');
    expect(first.data).toEqual({ contactName: '李四', contactPhone: '13712345678' });
    const carIds = await fillBasket(u, [c.skuB]);
    await call(u, 'POST', 'inquiry/submit', submitBody(carIds, { contactName: '王工', contactPhone: '13911112222' }));
    const next = await call<{ contactName: string; contactPhone: string }>(u, 'GET', 'inquiry/contact');
    expect(next.data).toEqual({ contactName: '王工', contactPhone: '13911112222' });
  });

  test('staff stand-in `demo-inquiry`: a quoted inquiry for the demo buyer, once per day', async () => {
    const demo = await makeUser(ctx.db, { mobile: '13800138000' });
    const out: string[] = [];
    await inquiryStaffCommands['demo-inquiry']!.run(ctx.db, [], (l) => out.push(l));
    await inquiryStaffCommands['demo-inquiry']!.run(ctx.db, [], (l) => out.push(l));
    const rows = await ctx.db.select().from(inquiries).where(eq(inquiries.userId, demo.id));
    expect(rows.map((r) => r.status)).toEqual(['quoted']);
    const ql = await quotedLinesForOrder(ctx.db, demo.id, rows[0]!.id);
    expect(ql.lines.length).toBeGreaterThan(0);
    expect(out[0]).toContain(rows[0]!.inquiryNo);
    expect(await ctx.db.$count(inquiryBasketItems, eq(inquiryBasketItems.userId, demo.id))).toBe(0);
  });

  test('accept into an order (lib/domain/commerce/orders placeOrder, source inquiry): quoted prices, inquiry 已下单 with the order number, once', async () => {
    const addr = await makeAddress(ctx.db, {
      userId: a.id,
      ...ZHANG_SAN,
    });
    // Line 1 is quoted 现货 (stock kept: reserved at placement), line 2 made to order.
    const q = await submit(a, [c.sku1, c.skuAsk]);
    await quote(ctx.db, q.id, (i) => (i === 0 ? 66_600 : 1_234));
    const placed = await placeOrder(ctx.db, a.id, {
      source: 'inquiry',
      inquiryId: q.id,
      idempotencyKey: newKey(),
      addressId: addr.id,
      invoice: { type: 0 },
    });
    const [o] = await ctx.db.select().from(orders).where(eq(orders.id, placed.id));
    expect([o!.source, o!.inquiryId]).toEqual(['inquiry', q.id]);
    const lines = await ctx.db
      .select({ skuId: orderLines.skuId, price: orderLines.price, num: orderLines.num })
      .from(orderLines)
      .where(eq(orderLines.orderId, placed.id))
      .orderBy(orderLines.id);
    expect(lines).toEqual([
      { skuId: c.sku1, price: 666, num: 3 },
      { skuId: c.skuAsk, price: 12.34, num: 3 },
    ]);
    const d = await call<InquiryDetailDTO>(a, 'GET', `inquiry/detail/${q.id}`);
    expect(d.data).toMatchObject({
      status: 'ordered',
      statusLabel: '已下单',
      orderNo: placed.orderNo,
      actions: { accept: false, close: false, reinquire: false },
    });
    expect(d.data.events.map((e) => e.event)).toEqual(['submit', 'quote', 'order']);
    await expect(
      placeOrder(ctx.db, a.id, {
        source: 'inquiry',
        inquiryId: q.id,
        idempotencyKey: newKey(),
        addressId: addr.id,
        invoice: { type: 0 },
      }),
    ).rejects.toThrow(INQUIRY_MSG.notQuoted);
  });
});
