import { describeDb } from '../helpers/db';
import { brands, categories, productRelations, products, regions, skus } from '../../lib/db/schema';
import { getGoodsDetail } from '../../lib/domain/catalog/products/goods';

describeDb('catalogue: brands, facets, goods', (ctx) => {
  const ids = { root: 0, child: 0, other: 0, b1: 0, b2: 0, b3: 0, parent: 0, imp: 0, off: 0, sku1: 0, sku2: 0 };

  beforeAll(async () => {
    const [root] = await ctx.db.insert(categories).values({ name: '药物杂质', slug: 'impurity', sort: 1 }).returning();
    const [child] = await ctx.db
      .insert(categories)
      .values({ name: '抗生素杂质', parentId: root!.id, level: 2, sort: 1 })
      .returning();
    const [other] = await ctx.db.insert(categories).values({ name: '对照品', slug: 'reference', sort: 2 }).returning();
    ids.root = root!.id;
    ids.child = child!.id;
    ids.other = other!.id;
    await ctx.db.insert(regions).values({ id: 110100, parentId: 110000, level: 2, name: '北京市' });
    const bs = await ctx.db
      .insert(brands)
      .values([
        { name: '甲品牌', code: 'AAA', sort: 1, city: '北京' },
        { name: '乙品牌', code: 'BBB', sort: 2, city: '上海' },
        { name: '丙品牌', code: 'CCC', sort: 3, city: '北京市' },
      ])
      .returning();
    ids.b1 = bs[0]!.id;
    ids.b2 = bs[1]!.id;
    ids.b3 = bs[2]!.id;
    const ps = await ctx.db
      .insert(products)
      .values([
        {
          code: 'P-001',
          nameZh: '阿莫西林',
          hasCuratedZh: true,
          nameEn: 'Amoxicillin',
          cas: '26787-78-0',
          categoryId: ids.child,
          brandId: ids.b1,
          smiles: 'CC1(C)SC2C(NC(=O)C(N)c3ccc(O)cc3)C(=O)N2C1C(=O)O',
        },
        {
          code: 'P-002',
          nameZh: '阿莫西林杂质A',
          hasCuratedZh: true,
          nameEn: 'Amoxicillin Impurity A',
          categoryId: ids.child,
          brandId: ids.b1,
        },
        { code: 'P-003', nameEn: 'Caffeine', categoryId: ids.other, brandId: ids.b2 },
        { code: 'P-004', nameEn: 'Withdrawn thing', categoryId: ids.other, brandId: ids.b1, status: 0 },
      ])
      .returning();
    ids.parent = ps[0]!.id;
    ids.imp = ps[1]!.id;
    ids.off = ps[3]!.id;
    await ctx.db
      .insert(productRelations)
      .values({ productId: ids.imp, relatedProductId: ids.parent, relation: 'impurity_of', label: '杂质A' });
    const ss = await ctx.db
      .insert(skus)
      .values([
        {
          productId: ids.parent,
          code: 'P-001-10MG',
          packageValue: '10mg',
          priceText: '580',
          price: 580,
          stock: 3,
          sort: 1,
        },
        {
          productId: ids.parent,
          code: 'P-001-100MG',
          packageValue: '100mg',
          priceText: '0.00',
          price: null,
          stock: 0,
          sort: 2,
        },
        { productId: ids.parent, code: 'P-001-OFF', packageValue: '1g', price: 9000, status: 0, sort: 3 },
      ])
      .returning();
    ids.sku1 = ss[0]!.id;
    ids.sku2 = ss[1]!.id;
  });

  test('brand/getCategoryListByBrandIds counts on-sale products per category of the brands', async () => {
    const r = await ctx.api<{ id: number; name: string; count: number }[]>(
      'product',
      'POST',
      'brand/getCategoryListByBrandIds',
      { brandIds: [ids.b1] },
    );
    expect(r.code).toBe(1);
    // P-004 is off the shelf: "对照品" must not appear for brand 甲.
    expect(r.data).toEqual([expect.objectContaining({ id: ids.child, name: '抗生素杂质', count: 2 })]);
    const both = await ctx.api<{ id: number; count: number }[]>('product', 'POST', 'brand/getCategoryListByBrandIds', {
      brandIds: `${ids.b1},${ids.b2}`,
    });
    expect(both.data.map((c) => [c.id, c.count])).toEqual([
      [ids.child, 2],
      [ids.other, 1],
    ]);
  });

  test('brand/getCategoryListByBrandIds rejects a missing or bad list in Chinese, code 0', async () => {
    const missing = await ctx.api('product', 'POST', 'brand/getCategoryListByBrandIds', {});
    expect(missing.code).toBe(0);
    expect(missing.message).toBe('请至少选择一个品牌');
    const bad = await ctx.api('product', 'POST', 'brand/getCategoryListByBrandIds', { brandIds: ['x'] });
    expect(bad.code).toBe(0);
    expect(bad.message).toMatch(/[\u4e00-\u9fff]/);
    expect(bad.data).toBeNull();
  });

  test('brand/getBrandListByCategoryIdsOrCityId: a parent category includes its sub-categories', async () => {
    const r = await ctx.api<{ id: number; name: string; count: number }[]>(
      'product',
      'POST',
      'brand/getBrandListByCategoryIdsOrCityId',
      {
        categoryIds: [ids.root],
      },
    );
    expect(r.code).toBe(1);
    expect(r.data.map((b) => [b.name, b.count])).toEqual([['甲品牌', 2]]);
    const other = await ctx.api<{ name: string }[]>('product', 'POST', 'brand/getBrandListByCategoryIdsOrCityId', {
      categoryIds: [ids.other],
    });
    expect(other.data.map((b) => b.name)).toEqual(['乙品牌']);
  });

  test('brand/getBrandListByCategoryIdsOrCityId by city matches 北京 and 北京市', async () => {
    const r = await ctx.api<{ name: string }[]>('product', 'POST', 'brand/getBrandListByCategoryIdsOrCityId', {
      cityId: 110100,
    });
    expect(r.data.map((b) => b.name)).toEqual(['甲品牌', '丙品牌']);
    const unknown = await ctx.api<unknown[]>('product', 'POST', 'brand/getBrandListByCategoryIdsOrCityId', {
      cityId: 999,
    });
    expect(unknown.code).toBe(1);
    expect(unknown.data).toEqual([]);
    const bad = await ctx.api('product', 'POST', 'brand/getBrandListByCategoryIdsOrCityId', { categoryIds: [-1] });
    expect(bad.code).toBe(0);
    expect(bad.message).toMatch(/[\u4e00-\u9fff]/);
  });

  test('brand/list and brand/select need no login', async () => {
    const r = await ctx.api<{ name: string }[]>('product', 'POST', 'brand/list', {});
    expect(r.code).toBe(1);
    expect(r.data.map((b) => b.name)).toEqual(['甲品牌', '乙品牌', '丙品牌']);
    const one = await ctx.api<{ code: string }>('product', 'GET', `brand/select/${ids.b2}`);
    expect(one.data.code).toBe('BBB');
  });

  test('prodproduct/getSkuList gives live prices: 0.00 is 询价 (null), off-shelf packages hidden', async () => {
    const r = await ctx.api<{ id: number; packageValue: string; price: number | null; stock: number }[]>(
      'product',
      'GET',
      `prodproduct/getSkuList/${ids.parent}`,
    );
    expect(r.code).toBe(1);
    expect(r.data.map((s) => [s.packageValue, s.price, s.stock])).toEqual([
      ['10mg', 580, 3],
      ['100mg', null, 0],
    ]);
    const bad = await ctx.api('product', 'GET', 'prodproduct/getSkuList/abc');
    expect(bad.code).toBe(0);
  });

  test('prodproduct/stats counts on-sale products', async () => {
    const r = await ctx.api<{ onSale: number; total: number }>('product', 'GET', 'prodproduct/stats');
    expect(r.data).toEqual({ onSale: 3, total: 4 });
  });

  test('getGoodsDetail: breadcrumb, packages, min price, impurity relations both ways', async () => {
    const d = await getGoodsDetail(ctx.db, ids.parent);
    expect(d).not.toBeNull();
    expect(d!.product.nameZh).toBe('阿莫西林');
    expect(d!.breadcrumb.map((b) => b.name)).toEqual(['药物杂质', '抗生素杂质']);
    expect(d!.brand?.name).toBe('甲品牌');
    expect(d!.skus.map((s) => s.packageValue)).toEqual(['10mg', '100mg']);
    expect(d!.minPrice).toBe(580);
    expect(d!.impurities.map((i) => [i.code, i.label])).toEqual([['P-002', '杂质A']]);
    expect(d!.parents).toEqual([]);
    expect(d!.product.structureInput).toContain('SC2');

    const imp = await getGoodsDetail(ctx.db, ids.imp);
    expect(imp!.parents.map((p) => p.code)).toEqual(['P-001']);
    expect(imp!.impurities).toEqual([]);
    expect(imp!.minPrice).toBeNull();
    expect(await getGoodsDetail(ctx.db, 987654)).toBeNull();
  });
});
