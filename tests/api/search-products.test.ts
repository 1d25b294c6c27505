/**
 * Product search that understands chemistry: names (partial Chinese, English, synonyms), CAS with or without
 * hyphens, wrong check digits, formulas in any order, InChIKey, catalogue numbers, standard numbers, typos,
 * plus the list filters, sorts and paging — through the domain function and the browser API.
 */
import { describeDb } from '../helpers/db';
import { brands, categories, products, skus, standards, standardProducts } from '../../lib/db/schema';
import { searchText, searchTokens } from '../../lib/domain/catalog/search/tokens';
import { normalizeFormula } from '../../lib/platform/chem/formula';
import { listProducts } from '../../lib/domain/catalog/search/products';
import type { ProductListItem } from '../../lib/domain/catalog/products/types';

type P = {
  code: string;
  nameZh?: string;
  nameEn: string;
  synonyms?: string[];
  cas?: string;
  formula?: string;
  mw?: number;
  inchiKey?: string;
  cat: 'chem' | 'imp' | 'other';
  brand: 'a' | 'b';
  packs: { v: string; d: string; price: number | null }[];
  day: number;
};

const DATA: P[] = [
  {
    code: 'RS-1001',
    nameZh: '对乙酰氨基酚',
    nameEn: 'Paracetamol',
    synonyms: ['Acetaminophen', '扑热息痛'],
    cas: '103-90-2',
    formula: 'C8H9NO2',
    mw: 151.16,
    inchiKey: 'RZVAJINKPMORJF-UHFFFAOYSA-N',
    cat: 'chem',
    brand: 'a',
    packs: [
      { v: '100mg', d: '现货', price: 280 },
      { v: '1g', d: '1-2周', price: null },
    ],
    day: 1,
  },
  {
    code: 'RS-1002',
    nameZh: '对乙酰氨基酚杂质K',
    nameEn: 'Paracetamol Impurity K (4-Aminophenol)',
    cas: '123-30-8',
    formula: 'C6H7NO',
    mw: 109.13,
    cat: 'imp',
    brand: 'a',
    packs: [{ v: '10mg', d: '现货', price: 450 }],
    day: 2,
  },
  {
    code: 'RS-1003',
    nameZh: '对乙酰氨基酚杂质J',
    nameEn: "Paracetamol Impurity J (4'-Chloroacetanilide)",
    cas: '539-03-7',
    formula: 'C8H8ClNO',
    mw: 169.61,
    cat: 'imp',
    brand: 'b',
    packs: [{ v: '10mg', d: '1-3天', price: 520 }],
    day: 3,
  },
  {
    code: 'RS-2001',
    nameZh: '阿司匹林',
    nameEn: 'Aspirin',
    synonyms: ['Acetylsalicylic acid', '乙酰水杨酸'],
    cas: '50-78-2',
    formula: 'C9H8O4',
    mw: 180.16,
    inchiKey: 'BSYNRYMUTXBXSQ-UHFFFAOYSA-N',
    cat: 'chem',
    brand: 'b',
    packs: [{ v: '100mg', d: '现货', price: 300 }],
    day: 4,
  },
  {
    code: 'RS-2002',
    nameZh: '水杨酸',
    nameEn: 'Salicylic acid',
    cas: '69-72-7',
    formula: 'C7H6O3',
    mw: 138.12,
    cat: 'chem',
    brand: 'a',
    packs: [{ v: '1g', d: '现货', price: 90 }],
    day: 5,
  },
  {
    // Its name contains the catalogue number of another product: the exact code must still rank first.
    code: 'RS-3001',
    nameZh: '混合标准溶液',
    nameEn: 'RS-1001 mixture solution',
    cat: 'other',
    brand: 'b',
    packs: [{ v: '1ml', d: '定制', price: null }],
    day: 6,
  },
  {
    // Same formula as paracetamol in another element order in the raw field (isomer).
    code: 'RS-4001',
    nameZh: '2-乙酰氨基苯酚',
    nameEn: "2'-Hydroxyacetanilide",
    cas: '614-80-2',
    formula: 'H9C8NO2',
    mw: 151.16,
    cat: 'imp',
    brand: 'b',
    packs: [{ v: '25mg', d: '1-3天', price: 600 }],
    day: 7,
  },
];

const names = (list: ProductListItem[]) => list.map((p) => p.code);

describeDb('product search', (ctx) => {
  const ids: Record<string, number> = {};
  let catRoot = 0;
  let catImp = 0;
  let brandA = 0;

  beforeAll(async () => {
    const [root] = await ctx.db.insert(categories).values({ name: '对照品', slug: 'reference' }).returning();
    const [chem] = await ctx.db
      .insert(categories)
      .values({ name: '化学对照品', parentId: root!.id, level: 2 })
      .returning();
    const [imp] = await ctx.db
      .insert(categories)
      .values({ name: '药物杂质', parentId: root!.id, level: 2 })
      .returning();
    const [other] = await ctx.db.insert(categories).values({ name: '其他', slug: 'other' }).returning();
    catRoot = root!.id;
    catImp = imp!.id;
    const [a] = await ctx.db.insert(brands).values({ name: '品牌甲', code: 'A' }).returning();
    const [b] = await ctx.db.insert(brands).values({ name: '品牌乙', code: 'B' }).returning();
    brandA = a!.id;
    const catId = { chem: chem!.id, imp: imp!.id, other: other!.id };
    for (const p of DATA) {
      const text = searchText([p.code, p.nameZh, p.nameEn, p.synonyms ?? [], p.cas]);
      const [row] = await ctx.db
        .insert(products)
        .values({
          code: p.code,
          nameZh: p.nameZh ?? null,
          nameEn: p.nameEn,
          hasCuratedZh: Boolean(p.nameZh),
          synonyms: p.synonyms ?? [],
          cas: p.cas ?? null,
          formula: p.formula ?? null,
          formulaHill: p.formula ? normalizeFormula(p.formula) : null,
          molecularWeight: p.mw ?? null,
          inchiKey: p.inchiKey ?? null,
          categoryId: catId[p.cat],
          brandId: p.brand === 'a' ? a!.id : b!.id,
          searchText: text,
          searchTokens: searchTokens(text),
          createdAt: new Date(Date.UTC(2024, 0, p.day)),
        })
        .returning();
      ids[p.code] = row!.id;
      let i = 0;
      for (const k of p.packs) {
        await ctx.db.insert(skus).values({
          productId: row!.id,
          code: `${p.code}-${k.v}`,
          packageValue: k.v,
          delivery: k.d,
          price: k.price,
          priceText: k.price === null ? '询价' : String(k.price),
          sort: i++,
        });
      }
    }
    const [gb] = await ctx.db
      .insert(standards)
      .values({
        standardCode: 'GB 5009.3-2016',
        codeNormalized: 'gb5009.3',
        title: '食品安全国家标准 食品中水分的测定',
      })
      .returning();
    await ctx.db.insert(standardProducts).values({ standardId: gb!.id, productId: ids['RS-2002']! });
  });

  const search = (keyword: string, extra: Partial<Parameters<typeof listProducts>[1]> = {}) =>
    listProducts(ctx.db, { keyword, pageNo: 1, pageSize: 20, ...extra });

  test('a partial Chinese name finds the drug and its impurities, the drug itself first', async () => {
    const r = await search('对乙酰');
    expect(r.kind).toBe('text');
    expect(names(r.list)).toEqual(expect.arrayContaining(['RS-1001', 'RS-1002', 'RS-1003']));
    expect(r.list).toHaveLength(3);
    expect(r.total).toBe(3);
    // Exact name first, then prefixes.
    expect(r.list[0]!.code).toBe('RS-1001');
  });

  test('a page read for its ids (shown) gives the same order and total, and full items for the first ones only', async () => {
    const full = await listProducts(ctx.db, { keyword: '酚', pageNo: 1, pageSize: 20 });
    expect(full.list.length).toBeGreaterThan(2);
    const part = await listProducts(ctx.db, { keyword: '酚', pageNo: 1, pageSize: 20 }, { shown: 2 });
    expect(part.ids).toEqual(full.list.map((p) => p.id));
    expect(part.list).toEqual(full.list.slice(0, 2));
    expect(part.list[0]!.packages.length).toBeGreaterThan(0);
    expect(part.total).toBe(full.total);
    const none = await listProducts(ctx.db, { pageNo: 1, pageSize: 3 }, { shown: 0 });
    expect(none.list).toEqual([]);
    expect(none.ids).toEqual((await listProducts(ctx.db, { pageNo: 1, pageSize: 3 })).list.map((p) => p.id));
    // without the option nothing changes: no ids
    expect(full.ids).toBeUndefined();
  });

  test('an exact Chinese name ranks the exact product first', async () => {
    const r = await search('对乙酰氨基酚');
    expect(r.list[0]!.code).toBe('RS-1001');
    expect(r.total).toBe(3);
  });

  test('a one-character Chinese query works, and a non-matching bigram finds nothing', async () => {
    expect(names((await search('酚')).list)).toEqual(expect.arrayContaining(['RS-1001', 'RS-4001']));
    // 氨基 appears in 对乙酰氨基酚 and 2-乙酰氨基苯酚, but 酚氨 appears in neither.
    expect((await search('酚氨')).total).toBe(0);
  });

  test('synonyms (Chinese and English) and English partial words are found', async () => {
    expect(names((await search('扑热息痛')).list)).toEqual(['RS-1001']);
    expect(names((await search('acetaminophen')).list)).toEqual(['RS-1001']);
    expect(names((await search('ACETAMINO')).list)).toEqual(['RS-1001']);
    expect(names((await search('salicyl')).list)).toEqual(expect.arrayContaining(['RS-2001', 'RS-2002']));
  });

  test('several words must all match', async () => {
    expect(names((await search('paracetamol impurity')).list).sort()).toEqual(['RS-1002', 'RS-1003']);
    expect(names((await search('对乙酰氨基酚 杂质K')).list)).toEqual(['RS-1002']);
  });

  test('CAS with and without hyphens', async () => {
    const a = await search('50-78-2');
    const b = await search('50782');
    expect(a.kind).toBe('cas');
    expect(names(a.list)).toEqual(['RS-2001']);
    expect(names(b.list)).toEqual(['RS-2001']);
    expect(names((await search('CAS 103-90-2')).list)).toEqual(['RS-1001']);
  });

  test('a CAS with a wrong check digit finds nothing and proposes the right number', async () => {
    const r = await search('103-90-3');
    expect(r.kind).toBe('casInvalid');
    expect(r.total).toBe(0);
    expect(r.hint).toBe('CAS 号校验位不正确，您是否要找 103-90-2？');
    expect(r.suggestion).toBe('103-90-2');
  });

  test('a formula in any element order finds every product with it', async () => {
    for (const q of ['C8H9NO2', 'H9C8NO2', 'c8h9no2', 'NO2C8H9']) {
      const r = await search(q);
      expect(r.kind).toBe('formula');
      expect(names(r.list).sort()).toEqual(['RS-1001', 'RS-4001']);
    }
  });

  test('CAS and formula searches without filters (a prepared statement) rank and page exactly like filtered ones', async () => {
    // With a category filter the general statement runs; every product here is under catRoot, so both must agree.
    for (const q of ['C8H9NO2', 'NO2C8H9', 'c8h9no2', '50-78-2', '103902', 'C7H6O3', 'C99H1', '1-11-1']) {
      for (const [pageNo, pageSize] of [
        [1, 20],
        [1, 1],
        [2, 1],
        [3, 1],
      ] as const) {
        const plain = await listProducts(ctx.db, { keyword: q, pageNo, pageSize });
        const filtered = await listProducts(ctx.db, { keyword: q, pageNo, pageSize, categoryId: catRoot });
        expect({ q, pageNo, list: names(plain.list), total: plain.total }).toEqual({
          q,
          pageNo,
          list: names(filtered.list),
          total: filtered.total,
        });
        expect(plain.list).toEqual(filtered.list);
      }
    }
    expect(names((await search('C8H9NO2')).list).sort()).toEqual(['RS-1001', 'RS-4001']);
    expect((await search('C8H9NO2', { pageSize: 1, pageNo: 2 })).list).toHaveLength(1);
    expect(names((await search('50-78-2')).list)).toEqual(['RS-2001']);
  });

  test('InChIKey, full or first block', async () => {
    expect(names((await search('RZVAJINKPMORJF-UHFFFAOYSA-N')).list)).toEqual(['RS-1001']);
    expect(names((await search('rzvajinkpmorjf-uhfffaoysa-n')).list)).toEqual(['RS-1001']);
    expect(names((await search('BSYNRYMUTXBXSQ')).list)).toEqual(['RS-2001']);
  });

  test('an exact catalogue number ranks first, before names that contain it', async () => {
    const r = await search('RS-1001');
    expect(r.kind).toBe('code');
    expect(r.list[0]!.code).toBe('RS-1001');
    expect(names(r.list)).toContain('RS-3001');
    expect(names((await search('rs-1001')).list)[0]).toBe('RS-1001');
  });

  test('a standard number finds the products of that standard, with or without spaces and year', async () => {
    for (const q of ['GB 5009.3', 'GB5009.3-2016', 'gb 5009.3-2016']) {
      const r = await search(q);
      expect(r.kind).toBe('standard');
      expect(names(r.list)).toEqual(['RS-2002']);
    }
  });

  test('a small typo in an English name still finds the product', async () => {
    const r = await search('paracetamoll');
    expect(r.fuzzy).toBe(true);
    expect(r.list[0]!.code).toBe('RS-1001');
    expect((await search('qqqqzzzz')).total).toBe(0);
  });

  test('LIKE wildcards in the keyword are literal', async () => {
    expect((await search('%')).total).toBe(0);
    expect((await search('对_酰')).total).toBe(0);
  });

  test('category filter includes descendants; filters combine', async () => {
    const all = await listProducts(ctx.db, { categoryId: catRoot, pageNo: 1, pageSize: 20 });
    expect(all.total).toBe(6);
    const imp = await listProducts(ctx.db, { categoryId: catRoot, categoryIds: [catImp], pageNo: 1, pageSize: 20 });
    expect(names(imp.list).sort()).toEqual(['RS-1002', 'RS-1003', 'RS-4001']);
    const brand = await listProducts(ctx.db, { categoryIds: [catImp], brandIds: [brandA], pageNo: 1, pageSize: 20 });
    expect(names(brand.list)).toEqual(['RS-1002']);
    const delivery = await listProducts(ctx.db, { deliverys: ['1-3天'], pageNo: 1, pageSize: 20 });
    expect(names(delivery.list).sort()).toEqual(['RS-1003', 'RS-4001']);
    // delivery and package must hold for one and the same package
    const both = await listProducts(ctx.db, {
      deliverys: ['1-2周'],
      packageValues: ['100mg'],
      pageNo: 1,
      pageSize: 20,
    });
    expect(both.total).toBe(0);
    const pkg = await listProducts(ctx.db, { packageValues: ['1g'], pageNo: 1, pageSize: 20 });
    expect(names(pkg.list).sort()).toEqual(['RS-1001', 'RS-2002']);
  });

  test('sorts: newest by default, names, molecular weight; paging in SQL', async () => {
    const newest = await listProducts(ctx.db, { pageNo: 1, pageSize: 3 });
    expect(newest.appliedSort).toBe('newest');
    expect(names(newest.list)).toEqual(['RS-4001', 'RS-3001', 'RS-2002']);
    expect(newest.total).toBe(7);
    const page2 = await listProducts(ctx.db, { pageNo: 2, pageSize: 3 });
    expect(names(page2.list)).toEqual(['RS-2001', 'RS-1003', 'RS-1002']);
    const mw = await listProducts(ctx.db, { sort: 'mw_desc', pageNo: 1, pageSize: 2 });
    expect(names(mw.list)).toEqual(['RS-2001', 'RS-1003']);
    const mwAsc = await listProducts(ctx.db, { sort: 'mw_asc', pageNo: 1, pageSize: 20 });
    expect(mwAsc.list.at(-1)!.molecularWeight).toBeNull();
    const nameAsc = await listProducts(ctx.db, { sort: 'name_asc', pageNo: 1, pageSize: 2 });
    expect(names(nameAsc.list)).toEqual(['RS-4001', 'RS-2001']);
    const nameDesc = await listProducts(ctx.db, { sort: 'name_desc', pageNo: 1, pageSize: 1 });
    expect(names(nameDesc.list)).toEqual(['RS-2002']);
    // a keyword search defaults to relevance (综合排序, docs/decisions/0006-relevance-sort.md)
    expect((await search('acid')).appliedSort).toBe('relevance');
  });

  test('after a keyword search 名称升序 sorts by name, while the default (综合排序) ranks the closest match first', async () => {
    const byRelevance = await listProducts(ctx.db, { keyword: '酚', pageNo: 1, pageSize: 20 });
    expect(byRelevance.appliedSort).toBe('relevance');
    expect(byRelevance.list[0]!.code).toBe('RS-1001');
    const explicit = await listProducts(ctx.db, { keyword: '酚', sort: 'relevance', pageNo: 1, pageSize: 20 });
    expect(names(explicit.list)).toEqual(names(byRelevance.list));
    const byName = await listProducts(ctx.db, { keyword: '酚', sort: 'name_asc', pageNo: 1, pageSize: 20 });
    expect(byName.appliedSort).toBe('name_asc');
    expect(names(byName.list)).toEqual(['RS-4001', 'RS-1001', 'RS-1003', 'RS-1002']);
    // identifiers too: the exact code first by relevance, but 名称降序 orders by name alone
    const code = await listProducts(ctx.db, { keyword: 'RS-1001', sort: 'name_desc', pageNo: 1, pageSize: 20 });
    expect(names(code.list)).toEqual(['RS-3001', 'RS-1001']);
    // relevance pages are slices of one ranking with one total; a page past the last match is empty, same total
    const pages = await Promise.all(
      [1, 2, 3].map((pageNo) => listProducts(ctx.db, { keyword: '酚', pageNo, pageSize: 2 })),
    );
    expect(pages.flatMap((p) => names(p.list))).toEqual(names(byRelevance.list));
    expect(pages.map((p) => p.total)).toEqual([byRelevance.total, byRelevance.total, byRelevance.total]);
    const past = await listProducts(ctx.db, { keyword: '酚', pageNo: 9, pageSize: 2 });
    expect(past.list).toEqual([]);
    expect(past.total).toBe(byRelevance.total);
    // without a keyword, relevance means nothing: the newest first
    const plain = await listProducts(ctx.db, { sort: 'relevance', pageNo: 1, pageSize: 2 });
    expect(plain.appliedSort).toBe('newest');
  });

  test('each item carries its packages, the lowest price and the brand name', async () => {
    const r = await search('103-90-2');
    const p = r.list[0]!;
    expect(p.brandName).toBe('品牌甲');
    expect(p.packages.map((k) => k.packageValue)).toEqual(['100mg', '1g']);
    expect(p.packages[1]!.price).toBeNull();
    expect(p.minPrice).toBe(280);
    const custom = (await search('RS-3001')).list[0]!;
    expect(custom.minPrice).toBeNull();
  });
});
