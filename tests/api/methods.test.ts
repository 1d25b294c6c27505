import { describeDb } from '../helpers/db';
import { brands, methodProducts, methods, methodTypes, products, skus } from '../../lib/db/schema';
import { dispatch } from '../../lib/api/router';

describeDb('methods API (apiserver/*, prodapiitem/product/*)', (ctx) => {
  const ids = { chp: 0, usp: 0, m1: 0, m2: 0, m3: 0, main: 0, impA: 0, impB: 0, shared: 0 };

  beforeAll(async () => {
    const [b] = await ctx.db.insert(brands).values({ name: '演示品牌', code: 'DEMO' }).returning();
    const [chp, usp] = await ctx.db
      .insert(methodTypes)
      .values([
        { name: '中国药典', sort: 1 },
        { name: 'USP', sort: 2 },
      ])
      .returning();
    ids.chp = chp!.id;
    ids.usp = usp!.id;
    const ps = await ctx.db
      .insert(products)
      .values([
        {
          code: 'T-001',
          nameZh: '对乙酰氨基酚',
          nameEn: 'Paracetamol',
          cas: '103-90-2',
          brandId: b!.id,
          purity: '≥99%',
          storage: '2-8℃',
          smiles: 'CC(=O)Nc1ccc(O)cc1',
        },
        { code: 'T-002', nameZh: '对乙酰氨基酚杂质K', nameEn: '4-Aminophenol', cas: '123-30-8', brandId: b!.id },
        { code: 'T-003', nameZh: '对乙酰氨基酚杂质B', nameEn: 'Impurity B', cas: '1693-37-4', brandId: b!.id },
        { code: 'T-004', nameZh: '共用对照品', nameEn: 'Shared', cas: '50-00-0', brandId: b!.id },
      ])
      .returning();
    [ids.main, ids.impA, ids.impB, ids.shared] = ps.map((p) => p.id) as [number, number, number, number];
    await ctx.db.insert(skus).values([
      { productId: ids.main, code: 'T-001-100mg', packageValue: '100mg', price: 380, sort: 1 },
      { productId: ids.main, code: 'T-001-20mg', packageValue: '20mg', price: 120, sort: 0 },
      { productId: ids.impA, code: 'T-002-10mg', packageValue: '10mg', priceText: '?', price: null, sort: 0 },
      { productId: ids.impB, code: 'T-003-10mg', packageValue: '10mg', price: 980, sort: 0 },
      { productId: ids.shared, code: 'T-004-1g', packageValue: '1g', price: 50, sort: 0 },
    ]);
    const ms = await ctx.db
      .insert(methods)
      .values([
        {
          api: '对乙酰氨基酚',
          title: '对乙酰氨基酚 有关物质',
          typeId: ids.chp,
          source: '中国药典2025年版二部',
          testItem: '有关物质',
          series: '解热镇痛',
          content: '<p>色谱条件</p><script>alert(1)</script>',
          searchText: '对乙酰氨基酚 paracetamol',
        },
        {
          api: '对乙酰氨基酚',
          title: '对乙酰氨基酚 含量测定',
          typeId: ids.usp,
          source: 'USP 2025',
          testItem: '含量测定',
          series: '解热镇痛',
          searchText: '对乙酰氨基酚',
        },
        {
          api: '布洛芬',
          title: '布洛芬 有关物质',
          typeId: ids.chp,
          source: '中国药典2025年版二部',
          testItem: '有关物质',
          searchText: '布洛芬 ibuprofen',
        },
      ])
      .returning();
    [ids.m1, ids.m2, ids.m3] = ms.map((m) => m.id) as [number, number, number];
    await ctx.db.insert(methodProducts).values([
      { methodId: ids.m1, productId: ids.main, role: '对照品', sort: 0 },
      { methodId: ids.m1, productId: ids.impA, role: '杂质K', sort: 1 },
      { methodId: ids.m1, productId: ids.impB, role: '杂质B', sort: 2 },
      { methodId: ids.m1, productId: ids.shared, role: '系统适用性', sort: 3 },
      { methodId: ids.m2, productId: ids.main, role: '对照品', sort: 0 },
      { methodId: ids.m3, productId: ids.shared, role: '对照品', sort: 0 },
    ]);
  });

  test('types lists every method type with its count', async () => {
    const r = await ctx.api<{ id: number; name: string; count: number }[]>('product', 'GET', 'apiserver/types');
    expect(r.code).toBe(1);
    expect(r.data.map((t) => [t.name, t.count])).toEqual([
      ['中国药典', 2],
      ['USP', 1],
    ]);
  });

  test('searchApi filters by keyword and typeIds and pages with totalCount', async () => {
    const all = await ctx.api<{ title: string }[]>('product', 'POST', 'apiserver/searchApi', {
      keyword: '对乙酰氨基酚',
    });
    expect(all.code).toBe(1);
    expect(all.totalCount).toBe(2);
    const typed = await ctx.api<{ title: string }[]>('product', 'POST', 'apiserver/searchApi', {
      keyword: '对乙酰, 氨基酚',
      typeIds: [ids.usp],
    });
    expect(typed.data.map((m) => m.title)).toEqual(['对乙酰氨基酚 含量测定']);
    const page2 = await ctx.api<{ title: string }[]>(
      'product',
      'POST',
      'apiserver/searchApi',
      {},
      { pageNo: '2', pageSize: '2' },
    );
    expect(page2.totalCount).toBe(3);
    expect(page2.data).toHaveLength(1);
    const english = await ctx.api<{ title: string }[]>('product', 'POST', 'apiserver/searchApi', {
      keyword: 'IBUPROFEN',
    });
    expect(english.data.map((m) => m.title)).toEqual(['布洛芬 有关物质']);
  });

  test('searchApi rejects bad typeIds with a Chinese message', async () => {
    const r = await ctx.api('product', 'POST', 'apiserver/searchApi', { typeIds: ['abc'] });
    expect(r.code).toBe(0);
    expect(r.message).toBe('分类编号必须是数字');
  });

  test('getById returns sanitised content and 404s in Chinese', async () => {
    const r = await ctx.api<{ title: string; content: string; productCount: number; typeName: string }>(
      'product',
      'GET',
      `apiserver/getById/${ids.m1}`,
    );
    expect(r.code).toBe(1);
    expect(r.data.content).toBe('<p>色谱条件</p>');
    expect(r.data.productCount).toBe(4);
    expect(r.data.typeName).toBe('中国药典');
    const missing = await ctx.api('product', 'GET', 'apiserver/getById/999999');
    expect(missing.code).toBe(0);
    expect(missing.message).toBe('方法不存在或已下架');
    const bad = await ctx.api('product', 'GET', 'apiserver/getById/x');
    expect(bad.code).toBe(0);
    expect(bad.message).toBe('编号必须是数字');
  });

  test('prodapiitem/product/list gives every required product with role, packages (smallest first) and 询价 as null price', async () => {
    const r = await ctx.api<{ id: number; role: string; packages: { packageValue: string; price: number | null }[] }[]>(
      'product',
      'POST',
      'prodapiitem/product/list',
      { prodApiItemId: ids.m1 },
      { pageNo: '1', pageSize: '10' },
    );
    expect(r.code).toBe(1);
    expect(r.totalCount).toBe(4);
    expect(r.data.map((p) => p.role)).toEqual(['对照品', '杂质K', '杂质B', '系统适用性']);
    expect(r.data[0]!.packages.map((p) => p.packageValue)).toEqual(['20mg', '100mg']);
    expect(r.data[1]!.packages[0]!.price).toBeNull();
    const none = await ctx.api('product', 'POST', 'prodapiitem/product/list', {});
    expect(none.code).toBe(0);
    expect(none.message).toBe('请指定方法编号');
  });

  test('getProdsByProdApiItemId/{method}/{page} pages the products of a method', async () => {
    const r = await ctx.api<{ role: string }[]>(
      'product',
      'GET',
      `apiserver/getProdsByProdApiItemId/${ids.m1}/2`,
      undefined,
      { pageSize: '3' },
    );
    expect(r.code).toBe(1);
    expect(r.totalCount).toBe(4);
    expect(r.data.map((p) => p.role)).toEqual(['系统适用性']);
    const bad = await ctx.api('product', 'GET', `apiserver/getProdsByProdApiItemId/${ids.m1}/0`);
    expect(bad.code).toBe(0);
    expect(bad.message).toBe('页码必须大于 0');
  });

  test('getProdEqByProdApiItemIds lists shared products once with every method using them', async () => {
    const r = await ctx.api<{ id: number; methods: { id: number }[] }[]>(
      'product',
      'POST',
      'apiserver/getProdEqByProdApiItemIds',
      { prodApiItemIds: [ids.m1, ids.m3] },
    );
    expect(r.code).toBe(1);
    expect(r.totalCount).toBe(4);
    expect(r.data[0]!.id).toBe(ids.shared);
    expect(r.data[0]!.methods.map((m) => m.id).sort()).toEqual([ids.m1, ids.m3].sort());
    const bad = await ctx.api('product', 'POST', 'apiserver/getProdEqByProdApiItemIds', { ids: '1,x' });
    expect(bad.message).toBe('方法编号必须是数字');
    const empty = await ctx.api('product', 'POST', 'apiserver/getProdEqByProdApiItemIds', {});
    expect(empty.code).toBe(0);
    expect(empty.message).toBe('请至少选择一个方法');
  });

  test('getProdSummaryByProdApiItemIds/{ids} summarises products and prices', async () => {
    const r = await ctx.api<{
      methodCount: number;
      productCount: number;
      sharedCount: number;
      pricedCount: number;
      inquiryCount: number;
      firstPackageTotal: number;
    }>('product', 'POST', `apiserver/getProdSummaryByProdApiItemIds/${ids.m1},${ids.m2}`, {});
    expect(r.code).toBe(1);
    expect(r.data).toMatchObject({
      methodCount: 2,
      productCount: 4,
      sharedCount: 1,
      pricedCount: 3,
      inquiryCount: 1,
      firstPackageTotal: 120 + 980 + 50,
    });
  });

  test('compare/list gives methods side by side with their products', async () => {
    const r = await ctx.api<{ id: number; products: unknown[] }[]>(
      'product',
      'POST',
      'prodapiitem/product/compare/list',
      { ids: `${ids.m1},${ids.m2}` },
      { pageNo: '1', pageSize: '100' },
    );
    expect(r.code).toBe(1);
    expect(r.data.map((c) => [c.id, c.products.length])).toEqual([
      [ids.m1, 4],
      [ids.m2, 1],
    ]);
  });

  test('getApiFileStream returns a downloadable file with Content-Disposition', async () => {
    const req = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: ids.m1, format: 'txt' }),
    });
    const res = await dispatch('product', req, ['apiserver', 'getApiFileStream']);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename=".*\.txt"; filename\*=UTF-8''/);
    const text = await res.text();
    expect(text).toContain('对乙酰氨基酚 有关物质');
    expect(text).toContain('杂质K');
    expect(text).not.toContain('alert');

    // An HTML form post (no JS) downloads the HTML version.
    const form = new Request('http://localhost/x', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `id=${ids.m1}`,
    });
    const html = await dispatch('product', form, ['apiserver', 'getApiFileStream']);
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await html.text()).toContain('<td>杂质B</td>');
  });

  test('getApiFileStream for a missing method is a code-0 envelope', async () => {
    const r = await ctx.api('product', 'POST', 'apiserver/getApiFileStream', { id: 999999 });
    expect(r.code).toBe(0);
    expect(r.message).toBe('方法不存在或已下架');
  });

  // Issue 34: {"id":true} answered 200 with method 1's HTML file (true was coerced to 1).
  test('getApiFileStream with an id that is not a number is a code-0 envelope, never a file', async () => {
    for (const id of [true, false, null, [1], { n: 1 }, '', '1e0', '0x1']) {
      const r = await ctx.api('product', 'POST', 'apiserver/getApiFileStream', { id });
      expect([id, r.status, r.code]).toEqual([id, 200, 0]);
      expect(r.messageCode).toBe('PARAM_INVALID');
    }
    // A number in a string (a form post) is still a number.
    const ok = await dispatch(
      'product',
      new Request('http://localhost/x', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: String(ids.m1) }),
      }),
      ['apiserver', 'getApiFileStream'],
    );
    expect(ok.headers.get('content-disposition') ?? '').toMatch(/attachment/);
  });
});
