/**
 * Console content (PGlite and PostgreSQL): news, help tree, banners, methods and standards are created and edited
 * through the console API, and the storefront's own reads (the functions its pages call) show the change; hostile
 * HTML is stored sanitised; images are checked by their bytes; each edit expires the cache tags of the pages that
 * show it; finance and warehouse staff are refused; bad input gets a Chinese message and changes nothing.
 * Methods and standards are in ./console-content-library.test.ts; the shared world in ./console-content-world.ts.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleCall, type TestStaff } from '../helpers/console';
import { auditLog, banners, cacheTagEvents, helpTree, news } from '../../lib/db/schema';
import { getNewsArticle, latestNews } from '../../lib/domain/content/site/news';
import { getHelpPage, helpTreeList } from '../../lib/domain/content/site/help';
import { homeBanners } from '../../lib/domain/catalog/products/home';
import { HOME_TAG } from '../../lib/domain/catalog/products/cache-tags';

import {
  consoleContentWorld,
  mockTags,
  tagsOf,
  HOSTILE,
  expectClean,
  PNG,
  PDF,
  imageForm,
} from './console-content-world';

// Every revalidateTag the console calls, in order (there is no Next request store in a test); see the world.
jest.mock('next/cache', () => ({ revalidateTag: (tag: string) => mockTags.push(tag) }));

describeDb('console content', (ctx) => {
  const w = consoleContentWorld(ctx);
  const { n } = w;
  let ops!: TestStaff;
  let finance!: TestStaff;
  let warehouse!: TestStaff;
  let categoryId!: number;
  beforeAll(() => {
    ({ ops, finance, warehouse, categoryId } = w.state());
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
