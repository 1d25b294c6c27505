/**
 * Quick order through the API (PGlite and PostgreSQL): pasted text and an .xlsx / .csv built here with exceljs, with
 * found, ambiguous (a CAS shared by two products; a product with several packages), 询价, not-found and invalid
 * lines; then all chosen lines into the cart in one call. A file that is not a spreadsheet is refused by its bytes.
 */
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { cartItems, inquiryBasketItems, products, skus } from '../../lib/db/schema';
import { makeCatalog, makeUser, type Catalog, type TestUser } from './cart-fixtures';
import { quickOrderExamples, type MatchSummary } from '../../lib/domain/commerce/quick-order';

describeDb('quick order: tolerant matching, spreadsheets, add all', (ctx) => {
  let c: Catalog;
  let u: TestUser;
  let twinA: number;
  let twinB: number;

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'QO');
    u = await makeUser(ctx.db);
    // Two products sharing one CAS (a salt and its base, say): a CAS line is ambiguous.
    const [a, b] = await ctx.db
      .insert(products)
      .values([
        { code: 'QO-TW1', nameEn: 'Twin A', cas: '64-17-5' },
        { code: 'QO-TW2', nameEn: 'Twin B', cas: '64-17-5' },
      ])
      .returning({ id: products.id });
    const [sa, sb] = await ctx.db
      .insert(skus)
      .values([
        { productId: a!.id, code: 'QO-TW1-1g', packageValue: '1g', price: 10, priceText: '10' },
        { productId: b!.id, code: 'QO-TW2-1g', packageValue: '1g', price: 12, priceText: '12' },
      ])
      .returning({ id: skus.id });
    twinA = sa!.id;
    twinB = sb!.id;
  });

  const match = async (text: string) => {
    const r = await ctx.api<MatchSummary>('order', 'POST', 'quickOrder/match', { text }, u.h);
    expect(r.code).toBe(1);
    return r.data;
  };

  test('pasted lines: hyphens, spaces, case, full-width, CAS without hyphens, 10 MG', async () => {
    const r = await match(
      [
        'qo a001 10 MG 2',
        'ＱＯ－Ａ００１，１００ｍｇ，１',
        '103902 10mg 1',
        'QO-A001 1g',
        'QO-A001',
        'QO-NOPE 1g',
        'QO-A001 25mg 1',
        '103-90-3 10mg',
        'QO-B001 1g x',
      ].join('\n'),
    );
    expect(r.lines.map((l) => l.status)).toEqual([
      'found',
      'found',
      'found',
      'inquiry',
      'ambiguous',
      'not_found',
      'not_found',
      'invalid',
      'invalid',
    ]);
    expect(r.lines[0]).toMatchObject({ qty: 2, match: { skuId: c.sku1, packageValue: '10mg' } });
    expect(r.lines[1]!.match!.skuId).toBe(c.sku2);
    expect(r.lines[2]!.match!.skuId).toBe(c.sku1);
    // No package given and product A has three on sale: choose among them (the off-shelf one is not offered).
    expect(r.lines[4]!.candidates.map((x) => x.packageValue).sort()).toEqual(['100mg', '10mg', '1g']);
    expect(r.lines[6]!.reason).toMatch(/没有该包装/);
    expect(r.lines[7]!.reason).toMatch(/校验位/);
    expect(r.counts).toEqual({ found: 3, ambiguous: 1, inquiry: 1, not_found: 2, invalid: 2 });
  });

  test('an .xlsx with a header, one ambiguous line (a shared CAS) chosen, all added to the cart at once', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('订货单');
    ws.addRow(['货号/CAS', '包装', '数量']);
    ws.addRow(['QO-A001', '10mg', 3]);
    ws.addRow(['64-17-5', '1g', 1]);
    ws.addRow(['qo-b001', '1 G', 2]);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    const fd = new FormData();
    fd.append(
      'file',
      new File([new Uint8Array(buf)], '订货单.xlsx', {
        type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      }),
    );
    const r = await ctx.api<MatchSummary>('order', 'POST', 'quickOrder/upload', fd, u.h);
    expect(r.code).toBe(1);
    expect(r.data.lines.map((l) => l.status)).toEqual(['found', 'ambiguous', 'found']);
    expect(r.data.lines[1]!.candidates.map((x) => x.skuId).sort()).toEqual([twinA, twinB].sort());
    // The buyer chooses Twin B; everything goes into the cart in one call.
    const chosen = [
      { skuId: r.data.lines[0]!.match!.skuId, num: 3 },
      { skuId: twinB, num: 1 },
      { skuId: r.data.lines[2]!.match!.skuId, num: 2 },
    ];
    const add = await ctx.api('order', 'POST', 'quickOrder/add', { target: 'cart', lines: chosen }, u.h);
    expect(add.code).toBe(1);
    const cart = await ctx.db
      .select({ skuId: cartItems.skuId, num: cartItems.num })
      .from(cartItems)
      .where(eq(cartItems.userId, u.id));
    expect(cart.map((x) => [x.skuId, x.num]).sort()).toEqual(chosen.map((x) => [x.skuId, x.num]).sort());
  });

  test('adding is all or nothing: a 询价 package refused by the cart adds none; the basket takes it', async () => {
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, u.id));
    const bad = await ctx.api(
      'order',
      'POST',
      'quickOrder/add',
      {
        target: 'cart',
        lines: [
          { skuId: c.sku1, num: 1 },
          { skuId: c.skuAsk, num: 1 },
        ],
      },
      u.h,
    );
    expect(bad.code).toBe(0);
    expect(await ctx.db.select().from(cartItems).where(eq(cartItems.userId, u.id))).toEqual([]);
    const ok = await ctx.api(
      'order',
      'POST',
      'quickOrder/add',
      { target: 'basket', lines: [{ skuId: c.skuAsk, num: 2 }] },
      u.h,
    );
    expect(ok.code).toBe(1);
    expect(
      await ctx.db
        .select({ n: inquiryBasketItems.num })
        .from(inquiryBasketItems)
        .where(eq(inquiryBasketItems.userId, u.id)),
    ).toEqual([{ n: 2 }]);
  });

  test('a CSV works; a file that is not a spreadsheet is refused by its bytes', async () => {
    const csv = new FormData();
    csv.append('file', new File(['\uFEFF货号,包装,数量\nQO-B001,1g,4\n'], 'list.csv', { type: 'text/csv' }));
    const r = await ctx.api<MatchSummary>('order', 'POST', 'quickOrder/upload', csv, u.h);
    expect(r.code).toBe(1);
    expect(r.data.lines).toHaveLength(1);
    expect(r.data.lines[0]).toMatchObject({ status: 'found', qty: 4, match: { skuId: c.skuB } });
    const png = new FormData();
    png.append(
      'file',
      new File(
        [
          new Uint8Array(
            Buffer.from(
              'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
              'base64',
            ),
          ),
        ],
        'list.xlsx',
      ),
    );
    const bad = await ctx.api('order', 'POST', 'quickOrder/upload', png, u.h);
    expect(bad.code).toBe(0);
    expect(bad.message).toBe('只能上传 .xlsx 或 .csv 文件');
  });

  // Issue 34: the box's own example `103902, 1g, 1` was 未找到. The examples now come from the catalogue, one per way
  // of writing a line, and each one matches.
  test("the page's examples are taken from the catalogue and every one is found", async () => {
    const examples = await quickOrderExamples(ctx.db);
    expect(examples.length).toBeGreaterThanOrEqual(2);
    expect(examples.some((e) => /^\d{2,7}-\d{2}-\d /.test(e))).toBe(true);
    const r = await match(examples.join('\n'));
    expect(r.lines.map((l) => [l.raw, l.status])).toEqual(examples.map((e) => [e, 'found']));
  });
});
