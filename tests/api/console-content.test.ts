/**
 * Console content (PGlite and PostgreSQL): news, help tree, banners, methods and standards are created and edited
 * through the console API, and the storefront's own reads (the functions its pages call) show the change; hostile
 * HTML is stored sanitised; images are checked by their bytes; each edit expires the cache tags of the pages that
 * show it; finance and warehouse staff are refused; bad input gets a Chinese message and changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import { makeCatalog, type Catalog } from './cart-fixtures';
import {
  auditLog,
  banners,
  cacheTagEvents,
  helpTree,
  methodTypes,
  methods,
  news,
  newsCategories,
  standards,
} from '../../lib/db/schema';
import { getNewsArticle, latestNews } from '../../lib/domain/content/site/news';
import { getHelpPage, helpTreeList } from '../../lib/domain/content/site/help';
import { homeBanners, latestMethods } from '../../lib/domain/catalog/products/home';
import { getMethod, methodRequiredProducts, searchMethods } from '../../lib/domain/content/methods/methods';
import { getStandard, standardIdByCode } from '../../lib/domain/content/standards/standards';
import { HOME_TAG, productTag } from '../../lib/domain/catalog/products/cache-tags';
import { registerLocalRevalidation } from '../../lib/pages/revalidation';

// Every revalidateTag the console calls, in order (there is no Next request store in a test).
const mockTags: string[] = [];
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => mockTags.push(tag) }));
// As a server does at start (instrumentation.ts): changes revalidate this process's cache through revalidateTag.
registerLocalRevalidation();
const tagsOf = async (fn: () => Promise<unknown>) => {
  mockTags.length = 0;
  await fn();
  return [...mockTags];
};

const HOSTILE =
  '<p>正文第一段<script>alert(1)</script></p>' +
  '<img src="/images/x.png" onerror="alert(2)" alt="图">' +
  '<a href="javascript:alert(3)">危险链接</a>' +
  '<a href="https://example.com/ok" onclick="alert(4)">安全链接</a>' +
  '<iframe src="https://evil.example/"></iframe>' +
  '<p style="background:url(javascript:alert(5))" onmouseover="alert(6)">段落</p>';

function expectClean(html: string | null | undefined) {
  expect(html).toBeTruthy();
  expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<iframe|style=/i);
  expect(html).toContain('正文第一段');
  expect(html).toContain('危险链接');
  expect(html).toContain('href="https://example.com/ok"');
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

function imageForm(bytes: Buffer, name: string, purpose = 'news_cover') {
  const f = new FormData();
  f.set('purpose', purpose);
  f.set('file', new File([new Uint8Array(bytes)], name, { type: 'image/png' }));
  return f;
}

describeDb('console content', (ctx) => {
  let ops: TestStaff;
  let finance: TestStaff;
  let warehouse: TestStaff;
  let cat: Catalog;
  let categoryId: number;
  let typeId: number;
  const n = async (table: typeof news | typeof helpTree | typeof banners | typeof methods | typeof standards) =>
    Number((await ctx.db.select({ n: count() }).from(table))[0]!.n);

  beforeAll(async () => {
    ops = await makeStaff(ctx.db, 'ops');
    finance = await makeStaff(ctx.db, 'finance');
    warehouse = await makeStaff(ctx.db, 'warehouse');
    cat = await makeCatalog(ctx.db, 'CC');
    const [c] = await ctx.db
      .insert(newsCategories)
      .values({ name: '行业动态', sort: 1 })
      .returning({ id: newsCategories.id });
    categoryId = c!.id;
    const [t] = await ctx.db
      .insert(methodTypes)
      .values({ name: '中国药典', sort: 1 })
      .returning({ id: methodTypes.id });
    typeId = t!.id;
  });

  test('news: created as draft, published, edited — the article page and the home list show each step; hostile HTML stored sanitised', async () => {
    const created = await consoleCall<{ id: number; status: number }>(
      'POST',
      'content/news/create',
      {
        title: '新版药典实施通知',
        categoryId,
        summary: '摘要',
        content: HOSTILE,
        status: 0,
        publishedAt: new Date(Date.now() - 60_000).toISOString(),
      },
      ops.h,
    );
    expect(created).toMatchObject({ code: 1 });
    const id = created.data.id;
    const [row] = await ctx.db.select().from(news).where(eq(news.id, id));
    expectClean(row!.content);
    expect(row!.isDemo).toBe(false);
    // A draft is not on the storefront.
    expect(await getNewsArticle(ctx.db, id)).toBeNull();

    const tags = await tagsOf(async () =>
      expect((await consoleCall('POST', `content/news/${id}/status`, { status: 1 }, ops.h)).code).toBe(1),
    );
    expect(tags).toContain(HOME_TAG);
    const article = await getNewsArticle(ctx.db, id);
    expect(article?.title).toBe('新版药典实施通知');
    expectClean(article!.content);
    expect((await latestNews(ctx.db, 6)).map((x) => x.id)).toContain(id);

    const upd = await consoleCall(
      'POST',
      `content/news/${id}/update`,
      { title: '新版药典实施通知（更新）', categoryId, content: '<h2>更新</h2><p>新的正文</p>', status: 1 },
      ops.h,
    );
    expect(upd.code).toBe(1);
    const again = await getNewsArticle(ctx.db, id);
    expect(again?.title).toBe('新版药典实施通知（更新）');
    expect(again?.content).toContain('新的正文');

    // Withdrawn to draft: gone from the storefront; deleted: gone from the console too.
    await consoleCall('POST', `content/news/${id}/status`, { status: 0 }, ops.h);
    expect(await getNewsArticle(ctx.db, id)).toBeNull();
    expect((await consoleCall('POST', `content/news/${id}/delete`, {}, ops.h)).code).toBe(1);
    expect((await consoleCall('GET', `content/news/${id}`, undefined, ops.h)).message).toBe('资讯不存在');

    // Each change is in the audit log with the entity.
    const audits = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(audits.filter((a) => a.entity === 'news').map((a) => a.action)).toEqual(
      expect.arrayContaining([
        'content.news.create',
        'content.news.status',
        'content.news.update',
        'content.news.delete',
      ]),
    );
  });

  test('news: bad input gets a Chinese message and writes nothing', async () => {
    const before = await n(news);
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '', content: '<p>x</p>', status: 1 }, '请输入标题'],
      [{ title: '   ', content: '<p>x</p>', status: 1 }, '请输入标题'],
      [{ title: 'x'.repeat(201), content: '<p>x</p>', status: 1 }, '标题不能超过200个字'],
      [{ title: '标题', content: '<script>alert(1)</script>', status: 1 }, '请输入正文'],
      [{ title: '标题', content: '', status: 1 }, '请输入正文'],
      [{ title: '标题', content: '<p>x</p>', status: 3 }, '请选择发布状态'],
      [{ title: '标题', content: '<p>x</p>', status: 1, categoryId: 999999 }, '资讯分类不存在，请重新选择'],
      [{ title: '标题', content: '<p>x</p>', status: 1, publishedAt: 'not a date' }, '发布时间格式不正确'],
      [{ title: '标题', content: '<p>x</p>', status: 1, coverUrl: 'javascript:alert(1)' }, '图片无效，请重新上传'],
      [{ title: '标题', content: '<p>x</p>', status: 1, coverUrl: '/uploads/2147480000' }, '图片无效，请重新上传'],
    ];
    for (const [body, message] of cases) {
      const r = await consoleCall('POST', 'content/news/create', body, ops.h);
      expect([r.code, r.message]).toEqual([0, message]);
    }
    expect(await n(news)).toBe(before);
  });

  test('images: checked by their bytes; a news cover is an uploaded image', async () => {
    const bad = await consoleCall('POST', 'content/images/upload', imageForm(PDF, 'cover.png'), ops.h);
    expect([bad.code, bad.message]).toEqual([0, '只能上传 PNG、JPG、GIF 或 WEBP 格式的图片']);
    const none = new FormData();
    none.set('purpose', 'news_cover');
    expect((await consoleCall('POST', 'content/images/upload', none, ops.h)).message).toBe('请选择要上传的图片');
    const up = await consoleCall<{ url: string; mime: string }>(
      'POST',
      'content/images/upload',
      imageForm(PNG, 'whatever.bin'),
      ops.h,
    );
    expect([up.code, up.data.mime]).toEqual([1, 'image/png']);
    expect(up.data.url).toMatch(/^\/uploads\/\d+$/);
    const created = await consoleCall<{ id: number }>(
      'POST',
      'content/news/create',
      { title: '带封面', coverUrl: up.data.url, content: '<p>正文</p>', status: 1 },
      ops.h,
    );
    expect(created.code).toBe(1);
    expect((await getNewsArticle(ctx.db, created.data.id))?.coverUrl).toBe(up.data.url);
  });

  test('help tree: folder, article, link; rename, move, order, delete — the help pages show it', async () => {
    const folder = await consoleCall<{ id: number; kind: string }>(
      'POST',
      'content/help/create',
      { name: '售后问题', kind: 'folder' },
      ops.h,
    );
    expect([folder.code, folder.data.kind]).toEqual([1, 'folder']);
    const art = await consoleCall<{ id: number }>(
      'POST',
      'content/help/create',
      { parentId: folder.data.id, name: '如何退货', kind: 'article', content: HOSTILE },
      ops.h,
    );
    expect(art.code).toBe(1);
    const art2 = await consoleCall<{ id: number }>(
      'POST',
      'content/help/create',
      { parentId: folder.data.id, name: '发票说明', kind: 'article', content: '<p>发票</p>' },
      ops.h,
    );
    const page = await getHelpPage(ctx.db, art.data.id);
    expect([page?.name, page?.parentName]).toEqual(['如何退货', '售后问题']);
    expectClean(page!.content);
    const [stored] = await ctx.db.select().from(helpTree).where(eq(helpTree.id, art.data.id));
    expectClean(stored!.content);

    // An external link: only http(s).
    const js = await consoleCall(
      'POST',
      'content/help/create',
      { parentId: folder.data.id, name: '链接', kind: 'link', url: 'javascript:alert(1)' },
      ops.h,
    );
    expect([js.code, js.message]).toEqual([0, '链接地址须以 http:// 或 https:// 开头']);
    const link = await consoleCall<{ id: number }>(
      'POST',
      'content/help/create',
      { parentId: folder.data.id, name: '快递查询', kind: 'link', url: 'https://www.kuaidi100.com/' },
      ops.h,
    );
    expect(link.code).toBe(1);
    expect(
      (
        await consoleCall(
          'POST',
          'content/help/create',
          { parentId: link.data.id, name: '子项', kind: 'folder' },
          ops.h,
        )
      ).message,
    ).toBe('外部链接下不能再添加条目');

    // Rename and order.
    expect(
      (
        await consoleCall(
          'POST',
          `content/help/${art.data.id}/update`,
          { name: '如何申请退货', kind: 'article', content: '<p>七天内申请</p>' },
          ops.h,
        )
      ).code,
    ).toBe(1);
    expect((await getHelpPage(ctx.db, art.data.id))?.content).toContain('七天内申请');
    const childrenOf = async () =>
      (await helpTreeList(ctx.db)).find((x) => x.id === folder.data.id)!.children.map((c) => c.name);
    expect(await childrenOf()).toEqual(['如何申请退货', '发票说明', '快递查询']);
    expect((await consoleCall('POST', `content/help/${art2.data.id}/reorder`, { direction: 'up' }, ops.h)).code).toBe(
      1,
    );
    expect(await childrenOf()).toEqual(['发票说明', '如何申请退货', '快递查询']);

    // Moves: not into itself or its own subtree; to the root level.
    const sub = await consoleCall<{ id: number }>(
      'POST',
      'content/help/create',
      { parentId: folder.data.id, name: '子目录', kind: 'folder' },
      ops.h,
    );
    expect(
      (await consoleCall('POST', `content/help/${folder.data.id}/move`, { parentId: sub.data.id }, ops.h)).message,
    ).toBe('不能移动到自身或自身的下级');
    expect(
      (await consoleCall('POST', `content/help/${folder.data.id}/move`, { parentId: folder.data.id }, ops.h)).message,
    ).toBe('不能移动到自身或自身的下级');
    expect(
      (await consoleCall('POST', `content/help/${art2.data.id}/move`, { parentId: sub.data.id }, ops.h)).code,
    ).toBe(1);
    expect((await getHelpPage(ctx.db, art2.data.id))?.parentName).toBe('子目录');
    expect((await consoleCall('POST', `content/help/${art2.data.id}/move`, { parentId: null }, ops.h)).code).toBe(1);
    expect((await helpTreeList(ctx.db)).map((x) => x.name)).toEqual(['售后问题', '发票说明']);

    // Delete: leaves only.
    expect((await consoleCall('POST', `content/help/${folder.data.id}/delete`, {}, ops.h)).message).toBe(
      '请先删除或移走该条目的下级条目',
    );
    expect((await consoleCall('POST', `content/help/${art2.data.id}/delete`, {}, ops.h)).code).toBe(1);
    expect(await getHelpPage(ctx.db, art2.data.id)).toBeNull();

    // Bad input: no name, an article without body, an unknown kind.
    const before = await n(helpTree);
    expect((await consoleCall('POST', 'content/help/create', { name: '', kind: 'folder' }, ops.h)).message).toBe(
      '请输入名称',
    );
    expect(
      (
        await consoleCall(
          'POST',
          'content/help/create',
          { name: '空文章', kind: 'article', content: '<p> </p>' },
          ops.h,
        )
      ).message,
    ).toBe('请输入正文');
    expect((await consoleCall('POST', 'content/help/create', { name: '未知', kind: 'page' }, ops.h)).message).toBe(
      '请选择条目类型（目录、文章或外部链接）',
    );
    expect(await n(helpTree)).toBe(before);
  });

  test('banners: create, hide, order, delete — the home banners follow; links are checked', async () => {
    const img = await consoleCall<{ url: string }>(
      'POST',
      'content/images/upload',
      imageForm(PNG, 'b.png', 'banner'),
      ops.h,
    );
    const tags = await tagsOf(async () => {
      const a = await consoleCall(
        'POST',
        'content/banners/create',
        { title: '新品上市', subtitle: '杂质对照品', imageUrl: img.data.url, link: '/productCenter' },
        ops.h,
      );
      expect(a.code).toBe(1);
    });
    expect(tags).toEqual([HOME_TAG]);
    // Other instances learn it from the broadcast table (published without waiting for the write).
    let broadcast = false;
    for (let i = 0; i < 50 && !broadcast; i++) {
      broadcast = (await ctx.db.select({ tags: cacheTagEvents.tags }).from(cacheTagEvents)).some((e) =>
        e.tags.includes(HOME_TAG),
      );
      if (!broadcast) await new Promise((r) => setTimeout(r, 100));
    }
    expect(broadcast).toBe(true);
    const b = await consoleCall<{ id: number }>(
      'POST',
      'content/banners/create',
      { title: '年终促销', link: 'https://example.com/sale' },
      ops.h,
    );
    expect((await homeBanners(ctx.db)).map((x) => x.title)).toEqual(['新品上市', '年终促销']);
    expect((await homeBanners(ctx.db))[0]!.imageUrl).toBe(img.data.url);

    expect((await consoleCall('POST', `content/banners/${b.data.id}/reorder`, { direction: 'up' }, ops.h)).code).toBe(
      1,
    );
    expect((await homeBanners(ctx.db)).map((x) => x.title)).toEqual(['年终促销', '新品上市']);
    expect(
      (
        await consoleCall(
          'POST',
          `content/banners/${b.data.id}/update`,
          { title: '年终促销', link: 'https://example.com/sale', isVisible: false },
          ops.h,
        )
      ).code,
    ).toBe(1);
    expect((await homeBanners(ctx.db)).map((x) => x.title)).toEqual(['新品上市']);

    const before = await n(banners);
    for (const link of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x']) {
      expect((await consoleCall('POST', 'content/banners/create', { title: '坏链接', link }, ops.h)).message).toBe(
        '链接须为站内路径（以 / 开头）或 http(s) 地址',
      );
    }
    expect((await consoleCall('POST', 'content/banners/create', { title: '' }, ops.h)).message).toBe('请输入标题');
    expect(await n(banners)).toBe(before);
    expect((await consoleCall('POST', `content/banners/${b.data.id}/delete`, {}, ops.h)).code).toBe(1);
    expect(await n(banners)).toBe(before - 1);
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

  test('finance and warehouse staff are refused, and nothing is written', async () => {
    const before = await n(news);
    for (const s of [finance, warehouse]) {
      for (const [method, path, body] of [
        ['GET', 'content/news/list', undefined],
        ['POST', 'content/news/create', { title: '越权', content: '<p>x</p>', status: 1 }],
        ['POST', 'content/banners/create', { title: '越权' }],
        ['POST', 'content/help/create', { name: '越权', kind: 'folder' }],
        ['POST', 'content/images/upload', imageForm(PNG, 'x.png')],
      ] as const) {
        const r = await consoleCall(method, path, body, s.h);
        expect([r.status, r.code, r.message]).toEqual([403, 0, '您的角色无权进行此操作']);
      }
    }
    // No session at all.
    expect((await consoleCall('GET', 'content/news/list', undefined, {})).code).toBe(-1);
    expect(await n(news)).toBe(before);
  });
});
