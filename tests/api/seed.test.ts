/**
 * The demo seed on a small subset (the first 50 DrugCentral substances plus those the demo content needs),
 * on PGlite and PostgreSQL: what the pages and searches rely on is there and linked.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { seedDemo, type SeedDemoReport } from '../../lib/db/seed';
import { seedBench } from '../../lib/db/seed/bench';
import { readDrugCentral } from '../../lib/db/seed/sources';
import {
  categories,
  coaBatches,
  helpTree,
  methodProducts,
  methods,
  msds,
  productRelations,
  productStructures,
  products,
  regions,
  skus,
  standards,
} from '../../lib/db/schema';

const PARACETAMOL_KEY = 'RZVAJINKPMORJF-UHFFFAOYSA-N';

type CatNode = { id: number; name: string; count: number; children: CatNode[] };

describeDb('demo seed', (ctx) => {
  let report: SeedDemoReport;
  beforeAll(async () => {
    report = await seedDemo(ctx.db, { limit: 50 });
  }, 180_000);

  test('reports what it seeded, with no unparsable DrugCentral row in the subset', () => {
    expect(report.drugcentral).toBeGreaterThanOrEqual(50);
    expect(report.skippedUnparsable).toBe(0);
    expect(report.nitrosamines).toBeGreaterThan(0);
    expect(report.noPriceSkus).toBeGreaterThan(0);
  });

  test('the category tree of the main menu is served with product counts including descendants', async () => {
    const r = await ctx.api<CatNode[]>('product', 'POST', 'prodcategory/list', {});
    expect(r.code).toBe(1);
    const names = r.data.map((c) => c.name);
    expect(names).toEqual(['对照品/标准物质', '药物杂质', '质控样品', '中间体合成', '制备分离', '定制合成']);
    const ref = r.data[0]!;
    expect(ref.children.map((c) => c.name)).toEqual(['化学对照品', '药品对照品', '食品与环境标准物质']);
    expect(ref.count).toBe(ref.children.reduce((s, c) => s + c.count, 0));
    expect(ref.count).toBe(report.drugcentral);
    const imp = r.data[1]!;
    expect(imp.children.map((c) => c.name)).toEqual(['亚硝胺杂质', '有关物质杂质', '降解杂质']);
    expect(imp.children[0]!.count).toBe(report.nitrosamines);
    for (const c of r.data) expect(c.count).toBeGreaterThan(0);
    const slugs = await ctx.db.select({ slug: categories.slug }).from(categories);
    expect(slugs.map((s) => s.slug)).toEqual(
      expect.arrayContaining(['reference', 'impurity', 'qc', 'intermediate', 'prep', 'custom', 'impurity-nitrosamine']),
    );
  });

  test('paracetamol carries computed formula, MW, InChIKey, Chinese name and fingerprints', async () => {
    const [p] = await ctx.db.select().from(products).where(eq(products.inchiKey, PARACETAMOL_KEY));
    expect(p).toBeDefined();
    expect(p!.code).toMatch(/^RS-\d{6}$/);
    expect(p!.nameZh).toBe('对乙酰氨基酚');
    expect(p!.hasCuratedZh).toBe(true);
    expect(p!.nameEn).toBe('Paracetamol');
    expect(p!.cas).toBe('103-90-2');
    expect(p!.formulaHill).toBe('C8H9NO2');
    expect(Math.abs(p!.molecularWeight! - 151.16)).toBeLessThanOrEqual(0.01);
    expect(p!.canonicalSmiles).toBe('CC(=O)Nc1ccc(O)cc1');
    expect(p!.molfile).toContain('M  END');
    expect(p!.isHot).toBe(true);
    expect(p!.searchText).toContain('paracetamol');
    expect(p!.searchText).toContain('103-90-2');
    expect(p!.searchTokens).toEqual(expect.arrayContaining(['对乙', '乙酰', 'paracetamol']));
    const [s] = await ctx.db.select().from(productStructures).where(eq(productStructures.productId, p!.id));
    expect(s!.patternFp!.length).toBe(256);
    expect(s!.morganFp!.length).toBe(256);
  });

  test('every restricted class has real products, priced and buyable (麻黄碱, 苯乙酸, 盐酸, 过氧化氢, 吗啡)', async () => {
    const rows = await ctx.db
      .select({ cls: products.licenceClass, zh: products.nameZh, cas: products.cas })
      .from(products)
      .where(sql`${products.licenceClass} is not null`);
    const byClass = (c: string) => rows.filter((r) => r.cls === c).map((r) => r.zh);
    expect(byClass('precursor1')).toEqual(expect.arrayContaining(['麻黄碱', '伪麻黄碱', '麦角新碱']));
    expect(byClass('precursor2')).toEqual(expect.arrayContaining(['苯乙酸', '三氯甲烷']));
    expect(byClass('precursor3')).toEqual(['盐酸']);
    expect(byClass('explosive')).toEqual(expect.arrayContaining(['过氧化氢', '乌洛托品']));
    expect(byClass('controlled')).toEqual(expect.arrayContaining(['吗啡']));
    expect(rows.find((r) => r.zh === '麻黄碱')!.cas).toBe('299-42-3');
    const [priced] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(skus)
      .innerJoin(products, eq(products.id, skus.productId))
      .where(and(eq(products.licenceClass, 'precursor1'), sql`${skus.price} is not null`));
    expect(priced!.n).toBeGreaterThan(0);
  });

  test('the first DrugCentral row is RS-000001 whatever the subset (stable catalogue numbers)', async () => {
    const [p] = await ctx.db.select().from(products).where(eq(products.code, 'RS-000001'));
    expect(p!.nameEn).toBe('Levobupivacaine');
    expect(p!.source).toBe('drugcentral:4');
  });

  test('products without a curated Chinese name are marked and still searchable by English name', async () => {
    const rows = await ctx.db
      .select({ nameEn: products.nameEn, searchText: products.searchText })
      .from(products)
      .where(and(eq(products.hasCuratedZh, false), isNull(products.nameZh)))
      .limit(5);
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.searchText).toContain(r.nameEn.toLowerCase());
  });

  test('SKUs: 2–4 packages with specification; free-text 0, ?, 0.00 prices are 询价 (null)', async () => {
    const [p] = await ctx.db.select({ id: products.id }).from(products).where(eq(products.inchiKey, PARACETAMOL_KEY));
    const own = await ctx.db.select().from(skus).where(eq(skus.productId, p!.id));
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.length).toBeLessThanOrEqual(4);
    for (const s of own) expect(s.specification).toEqual([{ name: '规格', value: s.packageValue }]);
    const noPrice = await ctx.db.select().from(skus).where(isNull(skus.price));
    expect(noPrice.length).toBeGreaterThan(0);
    for (const s of noPrice) expect(['0', '?', '0.00']).toContain(s.priceText);
    const priced = await ctx.db
      .select()
      .from(skus)
      .where(sql`${skus.price} is not null`)
      .limit(50);
    for (const s of priced) expect(s.price).toBe(Number(s.priceText));
    const delivery = await ctx.db.selectDistinct({ d: skus.delivery }).from(skus);
    expect(delivery.map((d) => d.d)).toEqual(expect.arrayContaining(['现货', '1-3天']));
  });

  test('a nitrosamine impurity is linked to its parent drug', async () => {
    const [ndma] = await ctx.db.select().from(products).where(eq(products.cas, '62-75-9'));
    expect(ndma!.kind).toBe('impurity');
    expect(ndma!.code).toMatch(/^IMP-N\d{5}$/);
    expect(ndma!.nameZh).toBe('N-亚硝基二甲胺');
    expect(ndma!.synonyms).toContain('NDMA');
    const parents = await ctx.db
      .select({ name: products.nameEn, label: productRelations.label, relation: productRelations.relation })
      .from(productRelations)
      .innerJoin(products, eq(products.id, productRelations.relatedProductId))
      .where(eq(productRelations.productId, ndma!.id));
    expect(parents.map((p) => p.name)).toEqual(expect.arrayContaining(['Valsartan', 'Metformin']));
    for (const p of parents) {
      expect(p.relation).toBe('impurity_of');
      expect(p.label).toBe('N-亚硝胺杂质');
    }
  });

  test('lettered impurities: paracetamol impurity K = 4-aminophenol, labelled 杂质K (quotes and backslashes survive the bulk insert)', async () => {
    const [k] = await ctx.db.select().from(products).where(eq(products.cas, '123-30-8'));
    expect(k!.nameZh).toBe('对乙酰氨基酚杂质K');
    expect(k!.formulaHill).toBe('C6H7NO');
    const [rel] = await ctx.db.select().from(productRelations).where(eq(productRelations.productId, k!.id));
    expect(rel!.label).toBe('杂质K');
    const [j] = await ctx.db.select().from(products).where(eq(products.cas, '539-03-7'));
    expect(j!.synonyms).toContain("4'-Chloroacetanilide");
    // Backslashes (SMILES double-bond stereo) survive too.
    const [f] = await ctx.db.select().from(products).where(eq(products.source, 'drugcentral:70'));
    expect(f!.smiles).toBe('NC1=NN=C(\\C=C\\C2=CC=C(O2)[N+]([O-])=O)C=N1');
  });

  test('methods are demo content linked to the standard and impurities they need', async () => {
    const [m] = await ctx.db.select().from(methods).where(eq(methods.title, '对乙酰氨基酚 有关物质检查'));
    expect(m!.isDemo).toBe(true);
    expect(m!.api).toBe('对乙酰氨基酚');
    expect(m!.content).toContain('演示');
    expect(m!.content).not.toMatch(/<script/i);
    const links = await ctx.db
      .select({ role: methodProducts.role })
      .from(methodProducts)
      .where(eq(methodProducts.methodId, m!.id));
    expect(links.map((l) => l.role).sort()).toEqual(['对照品', '杂质F', '杂质J', '杂质K'].sort());
    const all = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(methods);
    expect(Number(all[0]!.n)).toBeGreaterThanOrEqual(12);
  });

  test('COA batches and MSDS exist for hot products and every impurity', async () => {
    const imps = await ctx.db.select({ id: products.id }).from(products).where(eq(products.kind, 'impurity'));
    const withCoa = await ctx.db
      .selectDistinct({ id: coaBatches.productId })
      .from(coaBatches)
      .where(
        inArray(
          coaBatches.productId,
          imps.map((i) => i.id),
        ),
      );
    expect(withCoa.length).toBe(imps.length);
    const withMsds = await ctx.db
      .select({ id: msds.productId })
      .from(msds)
      .where(
        inArray(
          msds.productId,
          imps.map((i) => i.id),
        ),
      );
    expect(withMsds.length).toBe(imps.length);
    const [b] = await ctx.db.select().from(coaBatches).limit(1);
    expect(b!.expiresOn! > b!.releasedOn!).toBe(true);
    const statuses = await ctx.db.selectDistinct({ s: coaBatches.status }).from(coaBatches);
    expect(statuses.map((s) => s.s).sort()).toEqual(['current', 'withdrawn']);
  });

  test('standards, help tree (with external links) and regions', async () => {
    const [gb] = await ctx.db.select().from(standards).where(eq(standards.standardCode, 'GB 5009.3-2016'));
    expect(gb!.codeNormalized).toBe('gb5009.3');
    expect(gb!.status).toBe('现行');
    const ext = await ctx.db.select().from(helpTree).where(eq(helpTree.type, 2));
    expect(ext.length).toBeGreaterThanOrEqual(2);
    for (const e of ext) expect(e.description).toMatch(/^https?:\/\//);
    const [bj] = await ctx.db.select().from(regions).where(eq(regions.id, 110000));
    expect(bj!.name).toBe('北京市');
  });

  test('benchmark catalogue: synthetic CB- numbers, structures reused beyond the distinct set, counts updated', async () => {
    const smiles = readDrugCentral()
      .slice(200, 260)
      .map((r) => r.smiles);
    const before = await ctx.api<CatNode[]>('product', 'POST', 'prodcategory/list', {});
    const r = await seedBench(ctx.db, { count: 150, smiles });
    expect(r.products).toBe(150);
    expect(r.distinctStructures).toBe(60);
    expect(r.reused).toBe(90);
    const rows = await ctx.db
      .select({ code: products.code, canonical: products.canonicalSmiles, brandId: products.brandId })
      .from(products)
      .where(sql`${products.code} like 'CB-%'`)
      .orderBy(products.code);
    expect(rows.map((x) => x.code).slice(0, 2)).toEqual(['CB-0000001', 'CB-0000002']);
    expect(rows[rows.length - 1]!.code).toBe('CB-0000150');
    // Product 61 reuses the structure of product 1, under its own number.
    expect(rows[60]!.canonical).toBe(rows[0]!.canonical);
    const fps = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(productStructures)
      .innerJoin(products, eq(products.id, productStructures.productId))
      .where(sql`${products.code} like 'CB-%'`);
    expect(Number(fps[0]!.n)).toBe(150);
    const benchSkus = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(skus)
      .where(sql`${skus.code} like 'CB-%'`);
    expect(Number(benchSkus[0]!.n)).toBeGreaterThanOrEqual(300);
    const after = await ctx.api<CatNode[]>('product', 'POST', 'prodcategory/list', {});
    const total = (t: CatNode[]) => t.reduce((s, c) => s + c.count, 0);
    expect(total(after.data) - total(before.data)).toBe(150);
  }, 120_000);
});
