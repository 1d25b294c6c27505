/**
 * Console content, the library (the shared world: ./console-content-world.ts): methods with their fields and
 * required products, and standards with their linked products, edited through the console API and shown by the
 * storefront's own reads; hostile HTML stored sanitised; each edit expires the cache tags of the pages that show it.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleCall, type TestStaff } from '../helpers/console';
import { type Catalog } from './cart-fixtures';
import { methods, standards } from '../../lib/db/schema';
import { latestMethods } from '../../lib/domain/catalog/products/home';
import { getMethod, methodRequiredProducts, searchMethods } from '../../lib/domain/content/methods/methods';
import { getStandard, standardIdByCode } from '../../lib/domain/content/standards/standards';
import { HOME_TAG, productTag } from '../../lib/domain/catalog/products/cache-tags';

import { consoleContentWorld, mockTags, tagsOf, HOSTILE, expectClean } from './console-content-world';

// Every revalidateTag the console calls, in order (there is no Next request store in a test); see the world.
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => mockTags.push(tag) }));

describeDb('console content: methods and standards', (ctx) => {
  const w = consoleContentWorld(ctx);
  const { n } = w;
  let ops!: TestStaff;
  let cat!: Catalog;
  let typeId!: number;
  beforeAll(() => {
    ({ ops, cat, typeId } = w.state());
  });

  test('methods: fields and required products (add by 货号/CAS, label, order, remove) reach the method page and the goods pages', async () => {
    const m = await consoleCall<{ id: number }>(
      'POST',
      'content/methods/create',
      {
        api: '对乙酰氨基酚',
        title: '对乙酰氨基酚 有关物质',
        typeId,
        source: '中国药典2025年版二部',
        testItem: '有关物质',
        content: HOSTILE,
      },
      ops.h,
    );
    expect(m.code).toBe(1);
    const id = m.data.id;
    const [row] = await ctx.db.select().from(methods).where(eq(methods.id, id));
    expectClean(row!.content);
    expect((await getMethod(ctx.db, id))?.typeName).toBe('中国药典');
    expect((await latestMethods(ctx.db)).map((x) => x.id)).toContain(id);

    // Find products by 货号 and CAS, add them with labels.
    const byCode = await consoleCall<{ id: number }[]>(
      'GET',
      `content/products/lookup?keyword=${encodeURIComponent('cc-a001')}`,
      undefined,
      ops.h,
    );
    expect(byCode.data.map((p) => p.id)).toEqual([cat.productA]);
    const byCas = await consoleCall<{ id: number }[]>(
      'GET',
      'content/products/lookup?keyword=58-08-2',
      undefined,
      ops.h,
    );
    expect(byCas.data.map((p) => p.id)).toEqual([cat.productB]);
    const tags = await tagsOf(async () =>
      expect(
        (
          await consoleCall(
            'POST',
            `content/links/method/${id}/add`,
            { productId: cat.productA, role: '对照品' },
            ops.h,
          )
        ).code,
      ).toBe(1),
    );
    expect(tags).toEqual(expect.arrayContaining([HOME_TAG, productTag(cat.productA)]));
    expect(
      (await consoleCall('POST', `content/links/method/${id}/add`, { productId: cat.productB, role: '杂质A' }, ops.h))
        .code,
    ).toBe(1);
    expect(
      (await consoleCall('POST', `content/links/method/${id}/add`, { productId: cat.productB, role: '杂质B' }, ops.h))
        .message,
    ).toBe('该商品已在列表中');
    expect(
      (await consoleCall('POST', `content/links/method/${id}/add`, { productId: 2147480000 }, ops.h)).message,
    ).toBe('商品不存在');
    let req = await methodRequiredProducts(ctx.db, id);
    expect(req.map((p) => [p.id, p.role])).toEqual([
      [cat.productA, '对照品'],
      [cat.productB, '杂质A'],
    ]);
    // The role label is searchable on the storefront.
    expect(
      (await searchMethods(ctx.db, { keyword: '杂质A', pageNo: 1, pageSize: 10 })).list.map((x) => x.id),
    ).toContain(id);

    // Order, relabel, remove.
    expect(
      (
        await consoleCall(
          'POST',
          `content/links/method/${id}/order`,
          { productIds: [cat.productB, cat.productA] },
          ops.h,
        )
      ).code,
    ).toBe(1);
    req = await methodRequiredProducts(ctx.db, id);
    expect(req.map((p) => p.id)).toEqual([cat.productB, cat.productA]);
    expect(
      (await consoleCall('POST', `content/links/method/${id}/order`, { productIds: [cat.productB] }, ops.h)).message,
    ).toBe('排序列表与当前商品不一致，请刷新后重试');
    expect(
      (await consoleCall('POST', `content/links/method/${id}/${cat.productB}/update`, { role: '杂质C' }, ops.h)).code,
    ).toBe(1);
    expect((await methodRequiredProducts(ctx.db, id))[0]!.role).toBe('杂质C');
    const rm = await tagsOf(async () =>
      expect((await consoleCall('POST', `content/links/method/${id}/${cat.productA}/remove`, {}, ops.h)).code).toBe(1),
    );
    expect(rm).toContain(productTag(cat.productA));
    expect((await methodRequiredProducts(ctx.db, id)).map((p) => p.id)).toEqual([cat.productB]);

    // Editing the method expires the goods pages of its products and the home page.
    const upd = await tagsOf(async () =>
      expect(
        (
          await consoleCall(
            'POST',
            `content/methods/${id}/update`,
            { api: '对乙酰氨基酚', title: '对乙酰氨基酚 有关物质（修订）', typeId, content: '<p>色谱条件</p>' },
            ops.h,
          )
        ).code,
      ).toBe(1),
    );
    expect(upd).toEqual(expect.arrayContaining([HOME_TAG, productTag(cat.productB)]));
    expect((await getMethod(ctx.db, id))?.title).toBe('对乙酰氨基酚 有关物质（修订）');

    // Bad input changes nothing.
    const before = await n(methods);
    expect((await consoleCall('POST', 'content/methods/create', { api: '', title: 'x' }, ops.h)).message).toBe(
      '请输入原料药名称',
    );
    expect((await consoleCall('POST', 'content/methods/create', { api: 'x', title: '' }, ops.h)).message).toBe(
      '请输入方法标题',
    );
    expect(
      (await consoleCall('POST', 'content/methods/create', { api: 'x', title: 'y', typeId: 999999 }, ops.h)).message,
    ).toBe('方法类型不存在，请重新选择');
    expect((await consoleCall('POST', `content/methods/${id}/update`, { api: 'x', title: '' }, ops.h)).message).toBe(
      '请输入方法标题',
    );
    expect((await getMethod(ctx.db, id))?.title).toBe('对乙酰氨基酚 有关物质（修订）');
    expect(await n(methods)).toBe(before);

    const del = await tagsOf(async () =>
      expect((await consoleCall('POST', `content/methods/${id}/delete`, {}, ops.h)).code).toBe(1),
    );
    expect(del).toContain(productTag(cat.productB));
    expect(await getMethod(ctx.db, id)).toBeNull();
  });

  test('standards: code, names, status, body and linked products reach the standard page', async () => {
    const s = await consoleCall<{ id: number }>(
      'POST',
      'content/standards/create',
      {
        standardCode: 'GB 5009.3-2016',
        title: '食品安全国家标准 食品中水分的测定',
        status: '现行',
        issuedOn: '2016-12-23',
        effectiveOn: '2017-06-23',
        content: HOSTILE,
      },
      ops.h,
    );
    expect(s).toMatchObject({ code: 1 });
    const id = s.data.id;
    expect(await standardIdByCode(ctx.db, 'GB5009.3')).toBe(id);
    const [row] = await ctx.db.select().from(standards).where(eq(standards.id, id));
    expectClean(row!.content);
    expect(row!.codeNormalized).toBe('gb5009.3');

    expect(
      (await consoleCall('POST', `content/links/standard/${id}/add`, { productId: cat.productA, role: '' }, ops.h))
        .code,
    ).toBe(1);
    let page = await getStandard(ctx.db, id);
    expect(page?.products.map((p) => [p.id, p.role])).toEqual([[cat.productA, '标准物质']]);

    const tags = await tagsOf(async () =>
      expect(
        (
          await consoleCall(
            'POST',
            `content/standards/${id}/update`,
            { standardCode: 'GB 5009.3-2016', title: '食品中水分的测定', status: '废止', replacedBy: 'GB 5009.3-2025' },
            ops.h,
          )
        ).code,
      ).toBe(1),
    );
    expect(tags).toEqual([productTag(cat.productA)]);
    page = await getStandard(ctx.db, id);
    expect([page?.status, page?.title, page?.replacedBy]).toEqual(['废止', '食品中水分的测定', 'GB 5009.3-2025']);

    // Bad input: duplicate code (any case), unknown status, bad date, empty title — nothing changes.
    const before = await n(standards);
    expect(
      (
        await consoleCall(
          'POST',
          'content/standards/create',
          { standardCode: 'gb 5009.3-2016', title: 'x', status: '现行' },
          ops.h,
        )
      ).message,
    ).toBe('该标准号已存在');
    expect(
      (
        await consoleCall(
          'POST',
          'content/standards/create',
          { standardCode: 'GB 1-2020', title: 'x', status: '作废' },
          ops.h,
        )
      ).message,
    ).toBe('请选择标准状态（现行、即将实施或废止）');
    expect(
      (
        await consoleCall(
          'POST',
          'content/standards/create',
          { standardCode: 'GB 1-2020', title: 'x', status: '现行', issuedOn: '2020-02-30' },
          ops.h,
        )
      ).message,
    ).toBe('日期格式不正确（如 2026-01-31）');
    expect(
      (
        await consoleCall(
          'POST',
          'content/standards/create',
          { standardCode: 'GB 1-2020', title: '', status: '现行' },
          ops.h,
        )
      ).message,
    ).toBe('请输入标准名称');
    expect(
      (
        await consoleCall(
          'POST',
          `content/standards/${id}/update`,
          { standardCode: '', title: 'x', status: '现行' },
          ops.h,
        )
      ).message,
    ).toBe('请输入标准号');
    expect(await n(standards)).toBe(before);
    expect((await getStandard(ctx.db, id))?.status).toBe('废止');

    expect((await consoleCall('POST', `content/links/standard/${id}/${cat.productA}/remove`, {}, ops.h)).code).toBe(1);
    expect((await getStandard(ctx.db, id))?.products).toEqual([]);
  });
});
