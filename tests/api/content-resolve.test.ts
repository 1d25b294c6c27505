import { describeDb } from '../helpers/db';
import { brands, methods, products, standards } from '../../lib/db/schema';
import { resolveSlug } from '../../lib/domain/catalog/products/resolve';

describeDb('fallback resolver (resolveSlug)', (ctx) => {
  const ids = { method: 0, std: 0, oldStd: 0, product: 0, offShelf: 0, brand: 0 };
  beforeAll(async () => {
    const [m] = await ctx.db
      .insert(methods)
      .values({ api: '对乙酰氨基酚', title: '对乙酰氨基酚 有关物质' })
      .returning();
    ids.method = m!.id;
    const [old, cur] = await ctx.db
      .insert(standards)
      .values([
        {
          standardCode: 'GB 5009.3-2010',
          codeNormalized: 'gb5009.3',
          title: '旧版',
          status: '废止',
          issuedOn: '2010-03-26',
        },
        {
          standardCode: 'GB 5009.3-2016',
          codeNormalized: 'gb5009.3',
          title: '食品中水分的测定',
          status: '现行',
          issuedOn: '2016-08-31',
        },
        {
          standardCode: 'GB/T 601-2016',
          codeNormalized: 'gb/t601',
          title: '化学试剂 标准滴定溶液的制备',
          status: '现行',
        },
      ])
      .returning();
    ids.oldStd = old!.id;
    ids.std = cur!.id;
    const [b] = await ctx.db
      .insert(brands)
      .values({ name: '演示品牌', code: 'DEMO', nameEn: 'Demo Standards' })
      .returning();
    ids.brand = b!.id;
    const [off, on] = await ctx.db
      .insert(products)
      .values([
        { code: 'P-OFF', nameEn: 'Paracetamol (old)', cas: '103-90-2', status: 0 },
        { code: 'P-ON', nameEn: 'Paracetamol', cas: '103-90-2', status: 1 },
      ])
      .returning();
    ids.offShelf = off!.id;
    ids.product = on!.id;
  });

  test('method by API name, also URL-encoded', async () => {
    expect(await resolveSlug(ctx.db, '对乙酰氨基酚')).toBe(`/methods/methodDetaile/${ids.method}`);
    expect(await resolveSlug(ctx.db, encodeURIComponent('对乙酰氨基酚'))).toBe(`/methods/methodDetaile/${ids.method}`);
  });

  test('standard by code in any spelling; the current edition wins for a yearless code', async () => {
    expect(await resolveSlug(ctx.db, 'GB5009.3-2016')).toBe(`/standard/standardDetail/${ids.std}`);
    expect(await resolveSlug(ctx.db, encodeURIComponent('GB 5009.3-2010'))).toBe(
      `/standard/standardDetail/${ids.oldStd}`,
    );
    expect(await resolveSlug(ctx.db, 'gb 5009.3')).toBe(`/standard/standardDetail/${ids.std}`);
    expect(await resolveSlug(ctx.db, 'GBT601')).toMatch(/^\/standard\/standardDetail\/\d+$/);
  });

  test('product by CAS: the product on sale', async () => {
    expect(await resolveSlug(ctx.db, '103-90-2')).toBe(`/goodsDetail/${ids.product}`);
    expect(await resolveSlug(ctx.db, '103-90-3')).toBeNull();
  });

  test('product by CAS without hyphens, as buyers paste it', async () => {
    expect(await resolveSlug(ctx.db, '103902')).toBe(`/goodsDetail/${ids.product}`);
    expect(await resolveSlug(ctx.db, '103903')).toBeNull();
  });

  test('brand by name or code, case-insensitive', async () => {
    expect(await resolveSlug(ctx.db, encodeURIComponent('演示品牌'))).toBe(`/brandCenter/branParticulars/${ids.brand}`);
    expect(await resolveSlug(ctx.db, 'demo')).toBe(`/brandCenter/branParticulars/${ids.brand}`);
    // LIKE wildcards in the slug match nothing by accident.
    expect(await resolveSlug(ctx.db, 'DEM_')).toBeNull();
    expect(await resolveSlug(ctx.db, '%')).toBeNull();
  });

  test('unknown slugs resolve to null', async () => {
    expect(await resolveSlug(ctx.db, 'no-such-thing')).toBeNull();
    expect(await resolveSlug(ctx.db, '')).toBeNull();
    expect(await resolveSlug(ctx.db, 'x'.repeat(500))).toBeNull();
  });
});
