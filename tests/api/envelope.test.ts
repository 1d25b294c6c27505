import { describeDb } from '../helpers/db';
import { categories, brands } from '../../lib/db/schema';

describeDb('API envelope and validation', (ctx) => {
  beforeAll(async () => {
    const [root] = await ctx.db
      .insert(categories)
      .values({ name: '对照品/标准物质', slug: 'reference', sort: 1 })
      .returning();
    await ctx.db.insert(categories).values({ name: '化学对照品', parentId: root!.id, level: 2, sort: 1 });
    await ctx.db.insert(brands).values([
      { name: '演示品牌', code: 'DEMO', sort: 1 },
      { name: 'Other', code: 'OTH', sort: 2 },
    ]);
  });

  test('success envelope has exactly the five spec fields', async () => {
    const r = await ctx.api<unknown[]>('product', 'POST', 'prodcategory/list', {});
    const { status, ...env } = r;
    expect(status).toBe(200);
    expect(Object.keys(env).sort()).toEqual(['code', 'data', 'message', 'messageCode', 'totalCount']);
    expect(env.code).toBe(1);
    expect(Array.isArray(env.data)).toBe(true);
  });

  test('category list is a tree with children', async () => {
    const r = await ctx.api<{ name: string; children: { name: string }[] }[]>(
      'product',
      'POST',
      'prodcategory/list',
      {},
    );
    expect(r.data[0]!.name).toBe('对照品/标准物质');
    expect(r.data[0]!.children.map((c) => c.name)).toEqual(['化学对照品']);
  });

  test('path parameters are validated with a Chinese message and code 0', async () => {
    const r = await ctx.api('product', 'GET', 'brand/select/abc');
    expect(r.code).toBe(0);
    expect(r.status).toBe(200);
    expect(r.message).toMatch(/[\u4e00-\u9fff]/);
    expect(r.data).toBeNull();
  });

  test('a missing record is code 0 with a Chinese message', async () => {
    const r = await ctx.api('product', 'GET', 'brand/select/99999');
    expect(r.code).toBe(0);
    expect(r.message).toBe('品牌不存在');
  });

  test('malformed JSON gets code 0, not a 500', async () => {
    const r = await ctx.api('product', 'POST', 'brand/list', '{"name": ');
    expect(r.code).toBe(0);
    expect(r.status).toBe(200);
    expect(r.message).toBe('请求体不是有效的 JSON');
  });

  test('unknown paths get code 0', async () => {
    const r = await ctx.api('product', 'POST', 'no/such/call', {});
    expect(r.code).toBe(0);
    expect(r.message).toBe('接口不存在');
  });

  test('wrong method gets code 0', async () => {
    const r = await ctx.api('product', 'GET', 'brand/list');
    expect(r.code).toBe(0);
    expect(r.message).toBe('请求方式不正确');
  });

  test('bad paging headers get code 0', async () => {
    const r = await ctx.api('product', 'POST', 'brand/list', {}, { pageNo: '-1' });
    expect(r.code).toBe(0);
  });

  test('brand list filters by name', async () => {
    const r = await ctx.api<{ name: string }[]>('product', 'POST', 'brand/list', { name: '演示' });
    expect(r.data.map((b) => b.name)).toEqual(['演示品牌']);
    expect(r.totalCount).toBe(1);
  });
});
