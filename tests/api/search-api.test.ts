/**
 * The search calls of spec §7 and the browser's product search / suggest calls, through the real router:
 * envelopes, paging defaults (1 and 4, 1 and 12), zod errors in Chinese, and what each returns.
 */
import { describeDb } from '../helpers/db';
import {
  brands,
  categories,
  methodProducts,
  methods,
  methodTypes,
  news,
  products,
  skus,
  standardProducts,
  standards,
} from '../../lib/db/schema';
import { searchText, searchTokens } from '../../lib/domain/catalog/search/tokens';
import { normalizeFormula } from '../../lib/platform/chem/formula';
import {
  exactProductMatch,
  productIdsVia,
  searchMethodItems,
  searchStandards,
} from '../../lib/domain/catalog/search/site';
import { getMethod } from '../../lib/domain/content/methods/methods';
import { CENTER_PRODUCTS_SHOWN, searchCenterSections } from '../../lib/domain/catalog/search/center';
import { productFacets, clearFacetCache } from '../../lib/domain/catalog/search/facets';

describeDb('search API', (ctx) => {
  const ids = {
    para: 0,
    impK: 0,
    asp: 0,
    sal: 0,
    dup1: 0,
    catImp: 0,
    catRoot: 0,
    chp: 0,
    usp: 0,
    m1: 0,
    m2: 0,
    m3: 0,
    gb: 0,
  };

  beforeAll(async () => {
    clearFacetCache();
    const [root] = await ctx.db.insert(categories).values({ name: '对照品', slug: 'reference' }).returning();
    const [imp] = await ctx.db
      .insert(categories)
      .values({ name: '药物杂质', parentId: root!.id, level: 2 })
      .returning();
    ids.catRoot = root!.id;
    ids.catImp = imp!.id;
    const [b] = await ctx.db.insert(brands).values({ name: '演示品牌', code: 'DEMO' }).returning();
    const mk = (
      code: string,
      nameZh: string | null,
      nameEn: string,
      cas: string | null,
      formula: string | null,
      categoryId: number,
      synonyms: string[] = [],
    ) => {
      const text = searchText([code, nameZh, nameEn, synonyms, cas]);
      return {
        code,
        nameZh,
        nameEn,
        synonyms,
        cas,
        formula,
        formulaHill: formula ? normalizeFormula(formula) : null,
        categoryId,
        brandId: b!.id,
        searchText: text,
        searchTokens: searchTokens(text),
      };
    };
    const ps = await ctx.db
      .insert(products)
      .values([
        mk('SA-001', '对乙酰氨基酚', 'Paracetamol', '103-90-2', 'C8H9NO2', root!.id, ['Acetaminophen']),
        mk('SA-002', '对乙酰氨基酚杂质K', '4-Aminophenol', '123-30-8', 'C6H7NO', imp!.id),
        mk('SA-003', '阿司匹林', 'Aspirin', '50-78-2', 'C9H8O4', root!.id),
        mk('SA-004', '水杨酸', 'Salicylic acid', '69-72-7', 'C7H6O3', root!.id),
        // two products sharing one CAS (different brands/grades): no shortcut to a single goods page
        mk('SA-005', '咖啡因', 'Caffeine', '58-08-2', 'C8H10N4O2', root!.id),
        mk('SA-006', '咖啡因（溶液）', 'Caffeine solution', '58-08-2', 'C8H10N4O2', root!.id),
      ])
      .returning();
    [ids.para, ids.impK, ids.asp, ids.sal, ids.dup1] = ps.map((p) => p.id) as [number, number, number, number, number];
    await ctx.db.insert(skus).values([
      { productId: ids.para, code: 'SA-001-100MG', packageValue: '100mg', price: 280, delivery: '现货' },
      { productId: ids.impK, code: 'SA-002-10MG', packageValue: '10mg', price: 450, delivery: '1-3天' },
      { productId: ids.asp, code: 'SA-003-1G', packageValue: '1g', price: null, delivery: '现货' },
    ]);
    const [chp, usp] = await ctx.db
      .insert(methodTypes)
      .values([
        { name: '中国药典', sort: 1 },
        { name: 'USP', sort: 2 },
      ])
      .returning();
    ids.chp = chp!.id;
    ids.usp = usp!.id;
    const ms = await ctx.db
      .insert(methods)
      .values([
        {
          api: '对乙酰氨基酚',
          apiEn: 'Paracetamol',
          title: '对乙酰氨基酚 有关物质',
          typeId: chp!.id,
          testItem: '有关物质',
        },
        {
          api: '对乙酰氨基酚',
          apiEn: 'Paracetamol',
          title: '对乙酰氨基酚 含量测定',
          typeId: usp!.id,
          testItem: '含量测定',
        },
        { api: '阿司匹林', apiEn: 'Aspirin', title: '阿司匹林 游离水杨酸', typeId: chp!.id, testItem: '有关物质' },
        { api: '布洛芬', apiEn: 'Ibuprofen', title: '布洛芬 有关物质', typeId: chp!.id, testItem: '有关物质' },
        { api: '布洛芬', apiEn: 'Ibuprofen', title: '布洛芬 含量测定', typeId: usp!.id, testItem: '含量测定' },
        { api: '布洛芬', apiEn: 'Ibuprofen', title: '布洛芬 鉴别', typeId: chp!.id, testItem: '鉴别' },
        { api: '布洛芬', apiEn: 'Ibuprofen', title: '布洛芬 溶出度', typeId: chp!.id, testItem: '溶出度' },
        { api: '布洛芬', apiEn: 'Ibuprofen', title: '布洛芬 残留溶剂', typeId: chp!.id, testItem: '残留溶剂' },
      ])
      .returning();
    [ids.m1, ids.m2, ids.m3] = ms.map((m) => m.id) as [number, number, number];
    await ctx.db.insert(methodProducts).values([
      { methodId: ids.m1, productId: ids.para, role: '对照品' },
      { methodId: ids.m1, productId: ids.impK, role: '杂质K' },
      { methodId: ids.m3, productId: ids.sal, role: '杂质' },
    ]);
    const [gb] = await ctx.db
      .insert(standards)
      .values({
        standardCode: 'GB 5009.3-2016',
        codeNormalized: 'gb5009.3',
        title: '食品中水分的测定',
        category: '食品',
      })
      .returning();
    ids.gb = gb!.id;
    await ctx.db.insert(standardProducts).values({ standardId: gb!.id, productId: ids.sal });
    const newsRows = Array.from({ length: 14 }, (_, i) => ({
      title: `药物杂质研究进展 第${i + 1}期`,
      summary: '杂质对照品',
      content: '<p>内容</p>',
      publishedAt: new Date(Date.UTC(2024, 0, i + 1)),
    }));
    await ctx.db
      .insert(news)
      .values([...newsRows, { title: '阿司匹林新版标准', content: '<p>x</p>', summary: '标准' }]);
  });

  test('product search: envelope, totalCount, kind and hint', async () => {
    const r = await ctx.api<{ list: { code: string }[]; kind: string; hint: string | null }>(
      'product',
      'POST',
      'prodapiitem/product/search',
      { keyword: '对乙酰' },
    );
    expect(r.code).toBe(1);
    expect(r.totalCount).toBe(2);
    expect(r.data.kind).toBe('text');
    expect(r.data.list.map((p) => p.code)).toEqual(['SA-001', 'SA-002']);
    const bad = await ctx.api<{ list: unknown[]; hint: string; suggestion: string }>(
      'product',
      'POST',
      'prodapiitem/product/search',
      { keyword: '103-90-3' },
    );
    expect(bad.code).toBe(1);
    expect(bad.totalCount).toBe(0);
    expect(bad.data.hint).toBe('CAS 号校验位不正确，您是否要找 103-90-2？');
    expect(bad.data.suggestion).toBe('103-90-2');
  });

  test('product search: filters as arrays or comma strings, paging headers, CAS without hyphens', async () => {
    const r = await ctx.api<{ list: { code: string }[] }>('product', 'POST', 'prodapiitem/product/search', {
      categoryId: ids.catRoot,
      categoryIds: String(ids.catImp),
      deliverys: '1-3天',
    });
    expect(r.data.list.map((p) => p.code)).toEqual(['SA-002']);
    const p2 = await ctx.api<{ list: { code: string }[] }>(
      'product',
      'POST',
      'prodapiitem/product/search',
      { sort: 'name_asc' },
      { pageNo: '2', pageSize: '2' },
    );
    expect(p2.totalCount).toBe(6);
    expect(p2.data.list).toHaveLength(2);
    const cas = await ctx.api<{ list: { code: string }[] }>('product', 'POST', 'prodapiitem/product/search', {
      keyword: '50782',
    });
    expect(cas.data.list.map((p) => p.code)).toEqual(['SA-003']);
  });

  test('product search: bad input is code 0 with a Chinese message', async () => {
    for (const body of [{ sort: 'price' }, { brandIds: 'a,b' }, { keyword: 'x'.repeat(201) }, { pageSize: 1000 }]) {
      const r = await ctx.api('product', 'POST', 'prodapiitem/product/search', body);
      expect(r.code).toBe(0);
      expect(r.message).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  test('suggest: exact identifier of one product; none when a CAS names several', async () => {
    const r = await ctx.api<{ exactProductId: number | null; products: { code: string }[]; kind: string }>(
      'product',
      'POST',
      'prodapiitem/product/suggest',
      { keyword: '50-78-2' },
    );
    expect(r.data.kind).toBe('cas');
    expect(r.data.exactProductId).toBe(ids.asp);
    const dup = await ctx.api<{ exactProductId: number | null; products: unknown[] }>(
      'product',
      'POST',
      'prodapiitem/product/suggest',
      { keyword: '58-08-2' },
    );
    expect(dup.data.exactProductId).toBeNull();
    expect(dup.data.products).toHaveLength(2);
    expect(await exactProductMatch(ctx.db, 'sa-001')).toBe(ids.para);
    expect(await exactProductMatch(ctx.db, '对乙酰氨基酚')).toBeNull();
    const empty = await ctx.api('product', 'POST', 'prodapiitem/product/suggest', { keyword: '  ' });
    expect(empty.code).toBe(0);
    expect(empty.message).toBe('请输入搜索内容');
  });

  test('categories by keyword, with counts', async () => {
    const r = await ctx.api<{ id: number; name: string; count: number }[]>(
      'product',
      'POST',
      'prodcategory/index/search/selectExByKeyword',
      { keyword: '对乙酰' },
    );
    expect(r.code).toBe(1);
    const byId = new Map(r.data.map((c) => [c.id, c.count]));
    expect(byId.get(ids.catRoot)).toBe(1);
    expect(byId.get(ids.catImp)).toBe(1);
    const byName = await ctx.api<{ name: string }[]>('product', 'POST', 'prodcategory/index/search/selectExByKeyword', {
      keyword: '杂质',
    });
    expect(byName.data.map((c) => c.name)).toContain('药物杂质');
  });

  test('method items: default paging 1 and 4, typeIds filter, body or header paging', async () => {
    const r = await ctx.api<{ title: string }[]>('product', 'POST', 'index/prodapiitem/muti/search', {
      keyword: '布洛芬',
    });
    expect(r.code).toBe(1);
    expect(r.totalCount).toBe(5);
    expect(r.data).toHaveLength(4);
    const p2 = await ctx.api<{ title: string }[]>('product', 'POST', 'index/prodapiitem/muti/search', {
      keyword: '布洛芬',
      pageNo: 2,
    });
    expect(p2.data).toHaveLength(1);
    const hdr = await ctx.api<{ title: string }[]>(
      'product',
      'POST',
      'index/prodapiitem/muti/search',
      { keyword: '布洛芬' },
      { pageNo: '1', pageSize: '10' },
    );
    expect(hdr.data).toHaveLength(5);
    const usp = await ctx.api<{ title: string }[]>('product', 'POST', 'index/prodapiitem/muti/search', {
      keyword: '布洛芬',
      typeIds: [ids.usp],
    });
    expect(usp.data.map((m) => m.title)).toEqual(['布洛芬 含量测定']);
  });

  test('method items also found through a required product (CAS of an impurity)', async () => {
    const r = await ctx.api<{ id: number }[]>('product', 'POST', 'index/prodapiitem/muti/search', {
      keyword: '123-30-8',
    });
    expect(r.data.map((m) => m.id)).toEqual([ids.m1]);
    // The same list item as the method's own (its content is neither sent nor sanitised for a list).
    const { content: _c, updatedAt: _u, ...item } = (await getMethod(ctx.db, ids.m1))!;
    expect(r.data[0]).toEqual(item);
  });

  test('one product search serves the method and standard fallbacks of a page (productIdsVia)', async () => {
    let productSearches = 0;
    const counting = productIdsVia(ctx.db, '123-30-8');
    const via = () => {
      productSearches++;
      return counting();
    };
    const [m, s, again] = await Promise.all([
      searchMethodItems(ctx.db, { keyword: '123-30-8', pageNo: 1, pageSize: 4 }, via),
      searchStandards(ctx.db, { keyword: '123-30-8', pageNo: 1, pageSize: 4 }, via),
      counting(),
    ]);
    // Same answers as each search on its own, from one memoised list of ids.
    expect(m.list.map((x) => x.id)).toEqual([ids.m1]);
    expect(m).toEqual(await searchMethodItems(ctx.db, { keyword: '123-30-8', pageNo: 1, pageSize: 4 }));
    expect(s).toEqual(await searchStandards(ctx.db, { keyword: '123-30-8', pageNo: 1, pageSize: 4 }));
    expect(productSearches).toBe(2);
    expect(await counting()).toBe(again);
    expect(counting()).toBe(counting());
  });

  test('the search centre returns what it shows: the product items, not the ranked ids its fallbacks used', async () => {
    const c = await searchCenterSections(ctx.db, '123-30-8');
    expect(c.methods.list.map((x) => x.id)).toEqual([ids.m1]);
    expect(c.products.list.length).toBeGreaterThan(0);
    expect(c.products.list.length).toBeLessThanOrEqual(CENTER_PRODUCTS_SHOWN);
    // The page sends this object to its client view: nothing unshown rides along.
    expect(c.products).not.toHaveProperty('ids');
    expect(Object.keys(c).sort()).toEqual(['apis', 'methods', 'news', 'products', 'standards']);
  });

  test('APIs with their method counts', async () => {
    const r = await ctx.api<{ api: string; methodCount: number }[]>('product', 'POST', 'index/prodapi/muti/search', {
      keyword: 'ibu',
    });
    expect(r.data).toEqual([expect.objectContaining({ api: '布洛芬', methodCount: 5 })]);
    const all = await ctx.api<unknown[]>('product', 'POST', 'index/prodapi/muti/search', {});
    expect(all.totalCount).toBe(3);
  });

  test('news search: default paging 1 and 12, newest first', async () => {
    const r = await ctx.api<{ title: string }[]>('product', 'POST', 'index/news/data/search', { keyword: '杂质' });
    expect(r.totalCount).toBe(14);
    expect(r.data).toHaveLength(12);
    expect(r.data[0]!.title).toBe('药物杂质研究进展 第14期');
    const one = await ctx.api<{ title: string }[]>('product', 'POST', 'index/news/data/search', {
      keyword: '阿司匹林',
    });
    expect(one.data.map((n) => n.title)).toEqual(['阿司匹林新版标准']);
  });

  test('a page past the last match still carries the total, and list items carry nothing else', async () => {
    // Each list reads its page and its total in one statement; an empty page asks for the count on its own.
    const methodsPast = await ctx.api<unknown[]>('product', 'POST', 'index/prodapiitem/muti/search', {
      keyword: '布洛芬',
      pageNo: 3,
    });
    expect(methodsPast.data).toEqual([]);
    expect(methodsPast.totalCount).toBe(5);
    const newsPast = await ctx.api<unknown[]>('product', 'POST', 'index/news/data/search', {
      keyword: '杂质',
      pageNo: 3,
    });
    expect(newsPast.data).toEqual([]);
    expect(newsPast.totalCount).toBe(14);
    const apisPast = await ctx.api<unknown[]>('product', 'POST', 'index/prodapi/muti/search', {
      pageNo: 2,
      pageSize: 3,
    });
    expect(apisPast.data).toEqual([]);
    expect(apisPast.totalCount).toBe(3);
    const apis = await ctx.api<Record<string, unknown>[]>('product', 'POST', 'index/prodapi/muti/search', {
      pageNo: 1,
      pageSize: 2,
    });
    expect(apis.totalCount).toBe(3);
    expect(Object.keys(apis.data[0]!).sort()).toEqual(['api', 'apiEn', 'firstMethodId', 'methodCount']);
    // Through products (the impurity's CAS): one method, and none on the next page with the same total.
    const viaMethods = await searchMethodItems(ctx.db, { keyword: '123-30-8', pageNo: 2, pageSize: 4 });
    expect(viaMethods).toEqual({ list: [], total: 1 });
    const viaStandards = await searchStandards(ctx.db, { keyword: '69-72-7', pageNo: 1, pageSize: 4 });
    expect(viaStandards.total).toBe(1);
    expect(viaStandards.list.map((x) => x.id)).toEqual([ids.gb]);
    expect(viaStandards.list[0]).not.toHaveProperty('total');
    expect(await searchStandards(ctx.db, { keyword: '69-72-7', pageNo: 2, pageSize: 4 })).toEqual({
      list: [],
      total: 1,
    });
    // Every word of a news keyword narrows it; LIKE's own characters are text, not wildcards.
    const twoWords = await ctx.api<{ title: string }[]>('product', 'POST', 'index/news/data/search', {
      keyword: '杂质  第3期',
    });
    expect(twoWords.data.map((n) => n.title)).toEqual(['药物杂质研究进展 第3期']);
    for (const kw of ['%', '_', '布洛%', '\\']) {
      const m = await ctx.api<unknown[]>('product', 'POST', 'index/prodapiitem/muti/search', { keyword: kw });
      expect(m.totalCount).toBe(0);
      const a = await ctx.api<unknown[]>('product', 'POST', 'index/prodapi/muti/search', { keyword: kw });
      expect(a.totalCount).toBe(0);
    }
    // A standard number written another way (no space, lower case) still finds it.
    expect(
      (await searchStandards(ctx.db, { keyword: 'gb5009.3', pageNo: 1, pageSize: 4 })).list.map((x) => x.id),
    ).toEqual([ids.gb]);
    const direct = await searchStandards(ctx.db, { keyword: '5009', pageNo: 2, pageSize: 4 });
    expect(direct).toEqual({ list: [], total: 1 });
  });

  test('products about an API: what its methods need; else a product search', async () => {
    const r = await ctx.api<{ code: string }[]>('product', 'POST', 'prodapi/about/product/list', {
      api: '对乙酰氨基酚',
    });
    expect(r.data.map((p) => p.code).sort()).toEqual(['SA-001', 'SA-002']);
    expect(r.totalCount).toBe(2);
    const viaName = await ctx.api<{ code: string }[]>('product', 'POST', 'prodapi/about/product/list', {
      keyword: '水杨酸',
    });
    expect(viaName.data.map((p) => p.code)).toEqual(['SA-004']);
    const none = await ctx.api('product', 'POST', 'prodapi/about/product/list', {});
    expect(none.code).toBe(0);
    expect(none.message).toBe('请指定原料药名称');
  });

  test('filter-row values come from the matching products', async () => {
    clearFacetCache();
    const f = await productFacets(ctx.db, { categoryId: ids.catRoot, keyword: '对乙酰' });
    expect(f.brands.map((b) => b.label)).toEqual(['演示品牌']);
    expect(f.categories.map((c) => c.label)).toEqual(['药物杂质']);
    expect(f.deliverys.map((d) => d.value)).toEqual(['现货', '1-3天']);
    expect(f.packageValues.map((d) => d.value)).toEqual(['10mg', '100mg']);
    const none = await productFacets(ctx.db, { keyword: 'zzzzzz' });
    expect(none.brands).toEqual([]);
  });
});
