/**
 * Console catalogue (issue 14), PGlite and PostgreSQL: wrong roles refused; a price edit shows in the storefront's
 * package call at once; a stock increase tells the 到货通知 subscribers; product edits keep search columns and the
 * structure identity consistent; lots get a COA PDF (checked by its bytes) and can be withdrawn (the COA lookup says
 * so); the import's dry run writes nothing, reports every bad row with its reason, and the run imports the good rows.
 */
import ExcelJS from 'exceljs';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import { makeCatalog, makeUser, type Catalog } from './cart-fixtures';
import {
  brands,
  categories,
  coaBatches,
  importJobs,
  products,
  productStructures,
  settings,
  skus,
  stockAlerts,
} from '../../lib/db/schema';
import { STRUCTURE } from '../../lib/config/constants';
import type { ImportJobView } from '../../lib/domain/catalog/staff/types';

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

describeDb('console catalogue', (ctx) => {
  let ops: TestStaff;
  let c: Catalog;
  let catDrug: number;
  let brandId: number;

  const call = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown, who: TestStaff = ops) =>
    consoleCall<T>(method, path, body, who.h);
  const count = async (t: typeof products | typeof skus) =>
    Number((await ctx.db.select({ n: sql<number>`count(*)::int` }).from(t))[0]!.n);

  async function waitJob(id: number, until: (j: ImportJobView) => boolean): Promise<ImportJobView> {
    for (let i = 0; i < 600; i++) {
      const r = await call<ImportJobView>('GET', `catalog/imports/${id}`);
      expect(r.code).toBe(1);
      if (until(r.data)) return r.data;
      await new Promise((res) => setTimeout(res, 50));
    }
    throw new Error(`import job ${id} did not finish`);
  }

  async function upload(name: string, content: string | Uint8Array, type = 'text/csv') {
    const fd = new FormData();
    fd.append('file', new File([content as BlobPart], name, { type }));
    return call<{ id: number }>('POST', 'catalog/imports', fd);
  }

  beforeAll(async () => {
    ops = await makeStaff(ctx.db, 'ops');
    c = await makeCatalog(ctx.db, 'CC');
    const [root] = await ctx.db
      .insert(categories)
      .values({ name: '对照品/标准物质', slug: 'reference', level: 1 })
      .returning({ id: categories.id });
    const [drug] = await ctx.db
      .insert(categories)
      .values({ name: '药品对照品', slug: 'reference-drug', parentId: root!.id, level: 2 })
      .returning({ id: categories.id });
    catDrug = drug!.id;
    const [b] = await ctx.db.insert(brands).values({ name: '标物自营', code: 'RSM' }).returning({ id: brands.id });
    brandId = b!.id;
  }, 60_000);

  test('buyers, warehouse and finance are refused; nothing changes', async () => {
    for (const role of ['warehouse', 'finance'] as const) {
      const s = await makeStaff(ctx.db, role);
      const list = await call('GET', 'catalog/products', undefined, s);
      expect(list.status).toBe(403);
      expect(list.message).toBe('您的角色无权进行此操作');
      const edit = await call('POST', `catalog/skus/${c.sku1}`, { price: '1' }, s);
      expect(edit.status).toBe(403);
    }
    const buyer = await makeUser(ctx.db);
    const r = await consoleCall('POST', `catalog/skus/${c.sku1}`, { price: '1' }, { ...buyer.h, 'x-console': '1' });
    expect(r.code).toBe(-1);
    const [s] = await ctx.db
      .select({ p: sql<string>`${skus.price}::text` })
      .from(skus)
      .where(eq(skus.id, c.sku1));
    expect(s!.p).toBe('120.50');
  });

  test('a price edit shows in the storefront package call at once; exact money; bad prices refused in Chinese', async () => {
    const before = await ctx.api<{ id: number; price: number | null }[]>(
      'product',
      'GET',
      `prodproduct/getSkuList/${c.productA}`,
    );
    expect(before.data.find((s) => s.id === c.sku1)!.price).toBe(120.5);
    const r = await call('POST', `catalog/skus/${c.sku1}`, { price: '¥99.90' });
    expect(r.code).toBe(1);
    const after = await ctx.api<{ id: number; price: number | null }[]>(
      'product',
      'GET',
      `prodproduct/getSkuList/${c.productA}`,
    );
    expect(after.data.find((s) => s.id === c.sku1)!.price).toBe(99.9);
    const [row] = await ctx.db
      .select({ p: sql<string>`${skus.price}::text`, t: skus.priceText })
      .from(skus)
      .where(eq(skus.id, c.sku1));
    expect(row).toEqual({ p: '99.90', t: '99.90' });
    for (const [bad, msg] of [
      ['abc', '价格不是数字：abc'],
      ['1.005', '价格最多两位小数：1.005'],
      ['-3', '价格不是数字：-3'],
    ] as const) {
      const x = await call('POST', `catalog/skus/${c.sku1}`, { price: bad });
      expect(x.code).toBe(0);
      expect(x.message).toBe(msg);
    }
    expect(
      (
        await ctx.db
          .select({ p: sql<string>`${skus.price}::text` })
          .from(skus)
          .where(eq(skus.id, c.sku1))
      )[0]!.p,
    ).toBe('99.90');
    // 询价: the price goes away.
    expect((await call('POST', `catalog/skus/${c.sku1}`, { price: '询价' })).code).toBe(1);
    const ask = await ctx.api<{ id: number; price: number | null }[]>(
      'product',
      'GET',
      `prodproduct/getSkuList/${c.productA}`,
    );
    expect(ask.data.find((s) => s.id === c.sku1)!.price).toBeNull();
    await call('POST', `catalog/skus/${c.sku1}`, { price: '120.50' });
  });

  test('a stock increase goes through restock(): the 到货通知 subscriber is told once; a decrease just lowers it', async () => {
    const buyer = await makeUser(ctx.db);
    const sub = await ctx.api('order', 'POST', 'stockAlert/subscribe', { skuId: c.sku2 }, buyer.h);
    expect(sub.code).toBe(1);
    const r = await call<{ restocked: { added: number; claimed: number } | null }>('POST', `catalog/skus/${c.sku2}`, {
      stock: '5',
      delivery: '现货',
    });
    expect(r.code).toBe(1);
    expect(r.data.restocked).toEqual({ added: 5, claimed: 1 });
    const open = await ctx.db
      .select()
      .from(stockAlerts)
      .where(and(eq(stockAlerts.skuId, c.sku2), isNull(stockAlerts.notifiedAt)));
    expect(open).toHaveLength(0);
    const down = await call<{ restocked: unknown }>('POST', `catalog/skus/${c.sku2}`, { stock: 2 });
    expect(down.data.restocked).toBeNull();
    const [s] = await ctx.db
      .select({ stock: skus.stock, delivery: skus.delivery })
      .from(skus)
      .where(eq(skus.id, c.sku2));
    expect(s).toEqual({ stock: 2, delivery: '现货' });
    expect((await call('POST', `catalog/skus/${c.sku2}`, { stock: '-1' })).message).toBe('库存须为不小于0的整数：-1');
  });

  test('product edit: bad CAS refused and nothing changes; names, structure and search columns stay consistent; audit row', async () => {
    const bad = await call('POST', `catalog/products/${c.productB}`, { nameEn: 'Caffeine', cas: '58-08-3' });
    expect(bad.code).toBe(0);
    expect(bad.message).toBe('CAS 号校验位错误：58-08-3');
    const ok = await call('POST', `catalog/products/${c.productB}`, {
      nameEn: 'Caffeine',
      nameZh: '咖啡因',
      synonyms: '1,3,7-Trimethylxanthine;Guaranine',
      cas: '58082',
      categoryId: catDrug,
      brandId,
      hazards: 'GHS07, h302',
      licenceClass: '无',
      structure: 'Cn1cnc2c1c(=O)n(C)c(=O)n2C',
    });
    expect(ok.code).toBe(1);
    const [p] = await ctx.db.select().from(products).where(eq(products.id, c.productB));
    expect(p).toMatchObject({
      nameZh: '咖啡因',
      hasCuratedZh: true,
      cas: '58-08-2',
      formula: 'C8H10N4O2',
      formulaHill: 'C8H10N4O2',
      inchiKey: 'RYYVLZVUVIJVGH-UHFFFAOYSA-N',
      hazards: ['GHS07', 'H302'],
      kind: 'reference',
      categoryId: catDrug,
    });
    expect(p!.molecularWeight).toBeCloseTo(194.19, 2);
    expect(p!.searchText).toContain('咖啡因');
    expect(p!.searchText).toContain('guaranine');
    expect(p!.searchTokens).toEqual(expect.arrayContaining(['咖啡', '啡因', 'caffeine']));
    const fp = await ctx.db.select().from(productStructures).where(eq(productStructures.productId, c.productB));
    expect(fp).toHaveLength(1);
    const [v] = await ctx.db.select().from(settings).where(eq(settings.key, STRUCTURE.versionKey));
    expect(v).toBeDefined();
    // The storefront search finds it by its new Chinese name.
    const found = await ctx.api<{ productId?: number; id?: number }[]>(
      'product',
      'POST',
      'prodapiitem/product/search',
      { keyword: '咖啡因', pageNo: 1, pageSize: 10 },
    );
    expect(JSON.stringify(found.data)).toContain(String(c.productB));
    const audit = await ctx.db.execute(
      sql`SELECT action, entity, entity_id FROM audit_log WHERE action = 'catalog.update' AND entity_id = ${String(c.productB)}`,
    );
    expect(((audit as unknown as { rows: unknown[] }).rows ?? audit).length).toBeGreaterThan(0);
    expect(
      (await call('POST', `catalog/products/${c.productB}`, { nameEn: 'Caffeine', structure: 'C1CC(' })).message,
    ).toBe('无法解析该结构，请检查 SMILES 或重新绘制');
  });

  test('new product from a drawn structure: identity computed on the server; duplicate 货号 refused; off and on the shelf', async () => {
    const r = await call<{ id: number }>('POST', 'catalog/products', {
      code: 'CC-NEW01',
      nameEn: 'Acetanilide',
      nameZh: '乙酰苯胺',
      cas: '103-84-4',
      categoryId: catDrug,
      structure: 'CC(=O)Nc1ccccc1',
    });
    expect(r.code).toBe(1);
    const [p] = await ctx.db.select().from(products).where(eq(products.id, r.data.id));
    expect(p).toMatchObject({
      code: 'CC-NEW01',
      formula: 'C8H9NO',
      canonicalSmiles: 'CC(=O)Nc1ccccc1',
      inchiKey: 'FZERHIULMFGESH-UHFFFAOYSA-N',
      status: 1,
    });
    expect(p!.exactMass).toBeCloseTo(135.0684, 3);
    expect(
      (await ctx.db.select().from(productStructures).where(eq(productStructures.productId, r.data.id))).length,
    ).toBe(1);
    expect((await call('POST', 'catalog/products', { code: 'CC-NEW01', nameEn: 'x' })).message).toBe(
      '货号 CC-NEW01 已存在',
    );
    expect((await call('POST', `catalog/products/${r.data.id}/status`, { status: 0 })).code).toBe(1);
    expect((await ctx.db.select({ s: products.status }).from(products).where(eq(products.id, r.data.id)))[0]!.s).toBe(
      0,
    );
    const sku = await call<{ skuId: number }>('POST', `catalog/products/${r.data.id}/skus`, {
      packageValue: '25 MG',
      price: '300',
      stock: 3,
      delivery: '现货',
    });
    expect(sku.code).toBe(1);
    expect(
      (await ctx.db.select({ c: skus.code, v: skus.packageValue }).from(skus).where(eq(skus.id, sku.data.skuId)))[0],
    ).toEqual({ c: 'CC-NEW01-25MG', v: '25mg' });
    expect((await call('POST', `catalog/products/${r.data.id}/skus`, { packageValue: '25mg' })).message).toBe(
      '该商品已有规格 25mg',
    );
  });

  test('lots: COA must be a PDF by its bytes; a withdrawn lot shows as withdrawn in the COA lookup', async () => {
    const fake = new FormData();
    fake.append('batchNo', 'L-001');
    fake.append(
      'file',
      new File([new TextEncoder().encode('not a pdf at all')], 'coa.pdf', { type: 'application/pdf' }),
    );
    const refused = await call('POST', `catalog/products/${c.productA}/lots`, fake);
    expect(refused.message).toBe('COA 文件须为 PDF');
    expect(await ctx.db.select().from(coaBatches).where(eq(coaBatches.productId, c.productA))).toHaveLength(0);
    const fd = new FormData();
    fd.append('batchNo', 'L-001');
    fd.append('releasedOn', '2026-01-10');
    fd.append('expiresOn', '2029-01-10');
    fd.append('file', new File([PDF], 'coa.pdf', { type: 'application/pdf' }));
    const added = await call<{ lotId: number }>('POST', `catalog/products/${c.productA}/lots`, fd);
    expect(added.code).toBe(1);
    const [lot] = await ctx.db.select().from(coaBatches).where(eq(coaBatches.id, added.data.lotId));
    expect(lot!.fileUrl).toMatch(/^\/uploads\/\d+$/);
    const before = await ctx.api<{ status: string }>(
      'product',
      'POST',
      'prodproduct/getProdCertificate?code=CC-A001&certBatch=L-001',
      {},
    );
    expect(before.data.status).toBe('current');
    expect((await call('POST', `catalog/lots/${added.data.lotId}/withdraw`, { reason: '' })).code).toBe(0);
    expect((await call('POST', `catalog/lots/${added.data.lotId}/withdraw`, { reason: '含量复核不合格' })).code).toBe(
      1,
    );
    const after = await ctx.api<{ status: string }>(
      'product',
      'POST',
      'prodproduct/getProdCertificate?code=CC-A001&certBatch=L-001',
      {},
    );
    expect(after.data.status).toBe('withdrawn');
    expect((await call('POST', `catalog/lots/${added.data.lotId}/withdraw`, { reason: 'again' })).message).toBe(
      '该批次已撤回',
    );
  });

  test('import: the dry run writes nothing and reports each bad row with its reason; the run imports the good rows', async () => {
    const csv = [
      '货号,中文名,英文名,CAS,分子式/SMILES,类别,品牌,规格,价格,库存,货期,纯度,储存条件,危险性',
      'IM-0001,对乙酰氨基酚,Paracetamol,103-90-2,CC(=O)Nc1ccc(O)cc1,药品对照品,标物自营,10mg;100mg,120;880,5;0,现货;1-2周,≥98%,2-8℃,GHS07;H302',
      'IM-0002,坏CAS,Bad CAS,103-90-3,,药品对照品,,10mg,100,1,,,,',
      'IM-0003,未知类别,Unknown category,,,不存在的类别,,10mg,100,1,,,,',
      'IM-0004,价格错误,Bad price,,,,,10mg,一百元,1,,,,',
      'IM-0001,重复货号,Duplicate,,,,,10mg,100,1,,,,',
      'IM-0005,坏结构,Bad smiles,,C1CC(,,,10mg,100,1,,,,',
      'IM-0006,仅分子式,Formula only,,C8H9NO2,,,1g,询价,0,定制,,,',
      `CC-A001,对乙酰氨基酚,Paracetamol,103-90-2,,,,10mg;250mg,130.00;900,7;2,现货;1-3天,,,`,
      '',
    ].join('\n');
    const p0 = await count(products);
    const s0 = await count(skus);
    const up = await upload('catalogue.csv', csv);
    expect(up.code).toBe(1);
    const dry = await waitJob(up.data.id, (j) => j.status !== 'checking');
    expect(dry.status).toBe('dry_run');
    expect(await count(products)).toBe(p0);
    expect(await count(skus)).toBe(s0);
    expect(dry.counts).toEqual({ added: 2, changed: 1, unchanged: 0, rejected: 5 });
    expect(dry.total).toBe(8);
    const reasons = Object.fromEntries(dry.report!.rejected.map((r) => [r.row, r.reasons.join(' / ')]));
    expect(reasons).toEqual({
      3: 'CAS 号校验位错误：103-90-3',
      4: '未知类别：不存在的类别',
      5: '价格不是数字：一百元',
      6: '货号在文件中重复（首次出现在第 2 行）',
      7: '无法解析的 SMILES：C1CC(',
    });
    const changed = dry.report!.changed.find((x) => x.code === 'CC-A001')!;
    expect(changed.fields).toContainEqual({ label: '价格(10mg)', from: '¥120.50', to: '¥130.00' });
    expect(changed.fields.map((f) => f.label)).toEqual(['价格(10mg)', '新增规格']);

    const go = await call<ImportJobView>('POST', `catalog/imports/${up.data.id}/confirm`, {});
    expect(go.code).toBe(1);
    expect((await call('POST', `catalog/imports/${up.data.id}/confirm`, {})).code).toBe(0);
    const done = await waitJob(up.data.id, (j) => j.status === 'done' || j.status === 'failed');
    expect(done.error).toBeNull();
    expect(done.status).toBe('done');
    expect(done.percent).toBe(100);
    expect(done.counts).toEqual({ added: 2, changed: 1, unchanged: 0, rejected: 5 });
    const got = await ctx.db
      .select()
      .from(products)
      .where(inArray(products.code, ['IM-0001', 'IM-0002', 'IM-0003', 'IM-0004', 'IM-0005', 'IM-0006']));
    expect(got.map((p) => p.code).sort()).toEqual(['IM-0001', 'IM-0006']);
    const im1 = got.find((p) => p.code === 'IM-0001')!;
    expect(im1).toMatchObject({
      formula: 'C8H9NO2',
      inchiKey: 'RZVAJINKPMORJF-UHFFFAOYSA-N',
      categoryId: catDrug,
      brandId,
      purity: '≥98%',
      hazards: ['GHS07', 'H302'],
      source: 'import',
    });
    expect(im1.searchText).toContain('对乙酰氨基酚');
    expect((await ctx.db.select().from(productStructures).where(eq(productStructures.productId, im1.id))).length).toBe(
      1,
    );
    const im1Skus = await ctx.db
      .select({ v: skus.packageValue, p: sql<string | null>`${skus.price}::text`, s: skus.stock, d: skus.delivery })
      .from(skus)
      .where(eq(skus.productId, im1.id));
    expect(im1Skus.sort((a, b) => a.v.localeCompare(b.v))).toEqual([
      { v: '100mg', p: '880.00', s: 0, d: '1-2周' },
      { v: '10mg', p: '120.00', s: 5, d: '现货' },
    ]);
    const im6 = got.find((p) => p.code === 'IM-0006')!;
    expect(im6).toMatchObject({ formula: 'C8H9NO2', formulaHill: 'C8H9NO2', canonicalSmiles: null });
    const a = await ctx.api<{ id: number; price: number | null; packageValue: string }[]>(
      'product',
      'GET',
      `prodproduct/getSkuList/${c.productA}`,
    );
    expect(a.data.find((s) => s.id === c.sku1)!.price).toBe(130);
    expect(a.data.some((s) => s.packageValue === '250mg' && s.price === 900)).toBe(true);
    // A second import of the same file: everything unchanged.
    const again = await upload('catalogue.csv', csv);
    const dry2 = await waitJob(again.data.id, (j) => j.status !== 'checking');
    expect(dry2.counts).toEqual({ added: 0, changed: 0, unchanged: 3, rejected: 5 });
  });

  test('import of an .xlsx file; file-level errors are refused in Chinese', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('商品');
    ws.addRow(['货号', '英文名', 'SMILES', '规格', '价格', '库存']);
    ws.addRow(['IX-0001', 'Benzoic acid', 'OC(=O)c1ccccc1', '1g', 35.5, 10]);
    ws.addRow(['IX-0002', 'Bad stock', '', '1g', 10, 'many']);
    const bytes = new Uint8Array(await wb.xlsx.writeBuffer());
    const up = await upload(
      'catalogue.xlsx',
      bytes,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(up.code).toBe(1);
    const dry = await waitJob(up.data.id, (j) => j.status !== 'checking');
    expect(dry.counts).toMatchObject({ added: 1, rejected: 1 });
    expect(dry.report!.rejected[0]).toEqual({ row: 3, code: 'IX-0002', reasons: ['库存须为不小于0的整数：many'] });
    await call('POST', `catalog/imports/${up.data.id}/confirm`, {});
    await waitJob(up.data.id, (j) => j.status === 'done');
    const [p] = await ctx.db.select().from(products).where(eq(products.code, 'IX-0001'));
    expect(p).toMatchObject({ formula: 'C7H6O2', nameEn: 'Benzoic acid' });

    const noCode = await upload('x.csv', '名称,价格\n苯,1\n');
    const j = await waitJob(noCode.data.id, (x) => x.status !== 'checking');
    expect(j).toMatchObject({ status: 'failed', error: '缺少必需的列：货号' });
    const png = await upload('x.csv', new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]));
    expect(png.code).toBe(0);
    expect(png.message).toBe('文件须为 .xlsx 或 .csv（UTF-8）');
    expect(await ctx.db.select().from(importJobs).where(eq(importJobs.fileName, 'x.csv'))).toHaveLength(1);
  });
});
