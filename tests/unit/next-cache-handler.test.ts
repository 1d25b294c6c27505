/**
 * The page cache handler (lib/platform/next/cache-handler.cjs): Next's own file-system cache, with cached page HTML kept as
 * UTF-8 bytes so a cache hit is written as it is (a string body makes Node copy header + page into a new string on
 * every hit). It must keep every byte of the page, on the memory path and on the disk path, and leave other kinds
 * of entries alone. It also guards the internal Next import the handler relies on (Next is pinned).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { CATEGORY_TREE_TAG, productTag } from '@/lib/domain/catalog/products/cache-tags';

const requireCjs = createRequire(__filename);
const Handler = requireCjs('../../lib/platform/next/cache-handler.cjs') as {
  new (ctx: object): {
    get: (key: string, ctx: object) => Promise<any>;
    set: (key: string, data: object | null, ctx: object) => Promise<void>;
  };
  htmlAsBytes: (v: object) => any;
  rememberMissing: (fs: object) => any;
};
const FileSystemCache = requireCjs('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { pageCacheTags } = requireCjs('../../lib/platform/next/page-tags.cjs') as {
  pageCacheTags: (key: string) => string[];
};
const { nodeFs } = requireCjs('next/dist/server/lib/node-fs-methods');

const PAGE =
  '<!DOCTYPE html><html lang="zh-CN"><body><h1>对乙酰氨基酚</h1><p>CAS号 103-90-2，分子式 C₈H₉NO₂</p></body></html>';

function page(html: string) {
  return {
    kind: 'APP_PAGE',
    html,
    rscData: Buffer.from('0:{}'),
    headers: { 'x-next-cache-tags': 'product:1' },
    status: 200,
    postponed: undefined,
    segmentData: undefined,
  };
}

describe('page cache handler', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-cache-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  test("is Next's FileSystemCache (the internal module still exists in the pinned Next)", () => {
    expect(Object.getPrototypeOf(Handler.prototype)).toBe(FileSystemCache.prototype);
  });

  test('a cached page comes back as the exact UTF-8 bytes of its HTML; the file on disk holds the same page', async () => {
    const ctx = {
      fs: nodeFs,
      serverDistDir: dir,
      flushToDisk: true,
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    };
    const h = new Handler(ctx);
    const stored = page(PAGE);
    await h.set('/goodsDetail/1', stored, { cacheControl: { revalidate: 60, expire: undefined } });
    // The value Next stored is the one it sends for this first render: encoded once, in place.
    expect(Buffer.isBuffer(stored.html)).toBe(true);
    const hit = await h.get('/goodsDetail/1', { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false });
    expect(Buffer.isBuffer(hit.value.html)).toBe(true);
    expect(hit.value.html.toString('utf8')).toBe(PAGE);
    // The file on disk holds the same page (a server restart reads it back).
    const file = path.join(dir, 'app', 'goodsDetail', '1.html');
    expect(fs.readFileSync(file, 'utf8')).toBe(PAGE);
  });

  test('entries read as strings (from disk, or set before) are converted in place, once', () => {
    const v = page(PAGE);
    const out = Handler.htmlAsBytes(v);
    expect(out).toBe(v);
    expect(Buffer.isBuffer(v.html)).toBe(true);
    const bytes = v.html;
    Handler.htmlAsBytes(v);
    expect(v.html).toBe(bytes);
  });

  test('other kinds of entries (data cache, route handlers, empty) are left as they are', () => {
    const fetchEntry = { kind: 'FETCH', data: { body: '{"a":1}' }, revalidate: 60 };
    expect(Handler.htmlAsBytes({ ...fetchEntry })).toEqual(fetchEntry);
    const route = { kind: 'APP_ROUTE', body: Buffer.from('x'), status: 200, headers: {} };
    expect(Handler.htmlAsBytes(route)).toBe(route);
    expect(Handler.htmlAsBytes(null as unknown as object)).toBeNull();
  });

  test('memory only: a missing page is looked for on disk once, not on every first render; pages on disk (build time) are still read', async () => {
    const calls: string[] = [];
    const counting = {
      ...nodeFs,
      readFile: (p: string, ...a: unknown[]) => (calls.push(`readFile ${p}`), nodeFs.readFile(p, ...a)),
      stat: (p: string) => (calls.push(`stat ${p}`), nodeFs.stat(p)),
      existsSync: (p: string) => (calls.push(`exists ${p}`), nodeFs.existsSync(p)),
    };
    const built = path.join(dir, 'app', 'technical.html');
    fs.mkdirSync(path.dirname(built), { recursive: true });
    fs.writeFileSync(built, PAGE);
    const mem = Handler.rememberMissing(counting);
    const absent = path.join(dir, 'app', 'goodsDetail', '99.html');
    await expect(mem.readFile(absent, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(mem.readFile(absent, 'utf8')).rejects.toMatchObject({ code: 'ENOENT' });
    await expect(mem.stat(absent)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(mem.existsSync(absent)).toBe(false);
    expect(calls.filter((c) => c.includes('99.html'))).toEqual([`readFile ${absent}`]);
    expect(await mem.readFile(built, 'utf8')).toBe(PAGE);
    expect(await mem.readFile(built, 'utf8')).toBe(PAGE);
    expect(calls.filter((c) => c.includes('technical.html')).length).toBe(2);
    expect(mem.missingCount()).toBe(1);

    // Through the handler: memory only (no disk writes) → a miss is null, and the second miss does not touch the disk.
    calls.length = 0;
    const h = new Handler({
      fs: counting,
      serverDistDir: dir,
      flushToDisk: false,
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    });
    const ctx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };
    expect(await h.get('/newsInformation/98', ctx)).toBeNull();
    const first = calls.length;
    expect(first).toBeGreaterThan(0);
    expect(await h.get('/newsInformation/98', ctx)).toBeNull();
    expect(calls.length).toBe(first);
    // With the disk on, the adapter is Next's own (pages written at run time must be found).
    const disk = new Handler({
      fs: counting,
      serverDistDir: dir,
      flushToDisk: true,
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    }) as unknown as { fs: unknown };
    expect(disk.fs).toBe(counting);
  });

  test('memory only: a goods page not in memory is a miss without looking at the disk, even the first time; one in memory is served', async () => {
    const calls: string[] = [];
    const counting = {
      ...nodeFs,
      readFile: (p: string, ...a: unknown[]) => (calls.push(`readFile ${p}`), nodeFs.readFile(p, ...a)),
      readFileSync: (p: string, ...a: unknown[]) => (calls.push(`readFileSync ${p}`), nodeFs.readFileSync(p, ...a)),
      stat: (p: string) => (calls.push(`stat ${p}`), nodeFs.stat(p)),
      existsSync: (p: string) => (calls.push(`exists ${p}`), nodeFs.existsSync(p)),
    };
    const h = new Handler({
      fs: counting,
      serverDistDir: dir,
      flushToDisk: false,
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    });
    const ctx = { kind: 'PAGES', isRoutePPREnabled: false, isFallback: false };
    const key = (id: number) => `/route-cache/PAGES/0c1d/$/goodsDetail/${id}`;
    for (const id of [41, 42, 43]) expect(await h.get(key(id), ctx)).toBeNull();
    expect(calls).toEqual([]);
    await h.set(
      key(44),
      { kind: 'PAGES', html: PAGE, pageData: { pageProps: { id: 44 } }, headers: undefined, status: 200 },
      { cacheControl: { revalidate: 60, expire: undefined } },
    );
    expect((await h.get(key(44), ctx)).value.html.toString('utf8')).toBe(PAGE);
    // Other pages are still looked for on disk (build-time pages live there).
    expect(await h.get('/route-cache/PAGES/0c1d/$/technicalx', ctx)).toBeNull();
    expect(calls.length).toBeGreaterThan(0);
    // With the disk on, pages written at run time must be found: a goods page is looked for there too.
    calls.length = 0;
    const disk = new Handler({
      fs: counting,
      serverDistDir: dir,
      flushToDisk: true,
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    });
    expect(await disk.get(key(45), ctx)).toBeNull();
    expect(calls.some((c) => c.includes('goodsDetail/45'))).toBe(true);
  });

  test("pages-router goods pages carry the tags of the data they show, named as the catalogue's cache manifest names them", () => {
    expect(pageCacheTags('/goodsDetail/12')).toEqual([productTag(12), CATEGORY_TREE_TAG]);
    // The key Next 16 gives a pages-router page's entry (route-cache-key: kind, hash of the route, then the path).
    expect(pageCacheTags('/route-cache/PAGES/9f2c4e1d/$/goodsDetail/12')).toEqual([productTag(12), CATEGORY_TREE_TAG]);
    for (const key of [
      '/goodsDetail',
      '/goodsDetail/12/3',
      '/goodsDetail/abc',
      '/brandCenter/12',
      'goods-page-12',
      '/404',
      '/route-cache/PAGES/9f2c/$/x/goodsDetail/12',
    ])
      expect(pageCacheTags(key)).toEqual([]);
  });

  test('a pages-router goods page is dropped by invalidateProduct of its product (expire now), and only that page', async () => {
    const h = new Handler({
      fs: nodeFs,
      serverDistDir: dir,
      flushToDisk: false,
      revalidatedTags: [],
      maxMemoryCacheSize: 50 * 1024 * 1024,
    }) as InstanceType<typeof Handler> & {
      revalidateTag: (tags: string[], d?: object) => Promise<void>;
    };
    const ctx = { kind: 'PAGES', isRoutePPREnabled: false, isFallback: false };
    const goods = (id: number) => ({
      kind: 'PAGES',
      html: PAGE,
      pageData: { pageProps: { id } },
      headers: undefined,
      status: 200,
    });
    const stored = goods(31);
    const key = (id: number) => `/route-cache/PAGES/0c1d/$/goodsDetail/${id}`;
    await h.set(key(31), stored, { cacheControl: { revalidate: 60, expire: undefined } });
    await h.set(key(32), goods(32), { cacheControl: { revalidate: 60, expire: undefined } });
    expect(Buffer.isBuffer(stored.html)).toBe(true);
    expect((await h.get(key(31), ctx)).value.html.toString('utf8')).toBe(PAGE);
    await new Promise((r) => setTimeout(r, 5)); // an edit after the render (Next compares milliseconds, strictly)
    await h.revalidateTag([productTag(31)], { expire: 0 });
    expect(await h.get(key(31), ctx)).toBeNull();
    expect(await h.get(key(32), ctx)).not.toBeNull();
  });
});
