/**
 * The shared page and data cache (lib/platform/next/redis-cache-handler.cjs, REDIS_URL): what one instance stores, another
 * reads (two copies of the module stand for two processes); a tag revalidated anywhere — in a request, or by the
 * broadcast poller for an edit made elsewhere — drops the entry for all; page HTML comes back as the exact bytes;
 * Redis down means a miss, never an error. Skips when no Redis answers at REDIS_URL (default redis://127.0.0.1:6379).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

type Handler = {
  get: (key: string, ctx: object) => Promise<any>;
  set: (key: string, data: object | null, ctx: object) => Promise<void>;
  revalidateTag: (tags: string | string[], durations?: object) => Promise<void>;
};
type Mod = {
  new (ctx: object): Handler;
  revalidateTagsShared: (tags: string[]) => Promise<void>;
  keyPrefixOf: (v: string | undefined, id?: string) => string;
};

const REDIS = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const g = globalThis as unknown as {
  __mallRedisCache?: { client: { quit: () => Promise<unknown>; destroy?: () => void; isOpen?: boolean } };
};

function answers(url: string): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 6379) });
    s.setTimeout(1000);
    s.once('connect', () => (s.destroy(), resolve(true)));
    s.once('timeout', () => (s.destroy(), resolve(false)));
    s.once('error', () => resolve(false));
  });
}

/** A fresh copy of the module (its own CacheHandler configuration, as in another process). */
function load(): Mod {
  let m: Mod | undefined;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    m = require('../../lib/platform/next/redis-cache-handler.cjs') as Mod;
  });
  return m!;
}

const PAGE = '<!DOCTYPE html><html lang="zh-CN"><body><h1>对乙酰氨基酚</h1><p>¥1,234.00</p></body></html>';
const page = (tags: string) => ({
  kind: 'APP_PAGE',
  html: PAGE,
  rscData: Buffer.from('0:{"a":"对"}'),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: undefined,
});
const pageCtx = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false, softTags: [] };

let up = false;
let dir: string;
const env = { ...process.env };

beforeAll(async () => {
  up = await answers(REDIS);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-redis-cache-'));
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'BUILD_ID'), `b${process.pid}`);
  process.env.REDIS_URL = REDIS;
  process.env.REDIS_KEY_PREFIX = `mall-unit-${process.pid}-${Date.now()}`;
  process.env.NEXT_DIST_DIR = path.relative(process.cwd(), dir);
  if (!up) console.log(`redis-cache-handler: skipped, no Redis at ${REDIS}`);
});

afterAll(async () => {
  if (up && g.__mallRedisCache) {
    const c = g.__mallRedisCache.client as unknown as {
      keys: (p: string) => Promise<string[]>;
      unlink: (k: string[]) => Promise<number>;
      quit: () => Promise<unknown>;
    };
    const keys = await c.keys(`${process.env.REDIS_KEY_PREFIX}:*`);
    if (keys.length) await c.unlink(keys);
    await c.quit();
  }
  delete g.__mallRedisCache;
  process.env = env;
  fs.rmSync(dir, { recursive: true, force: true });
});

const ctxOf = () => ({ serverDistDir: path.join(dir, 'server'), dev: false });

test('keys carry the build id under a readable prefix', () => {
  const m = load();
  expect(m.keyPrefixOf(undefined, 'abc')).toBe('mall:abc:');
  expect(m.keyPrefixOf(' shop/1 ', 'x')).toBe('shop1:x:');
});

test('a page stored by one instance is read by another as the exact bytes of its HTML', async () => {
  if (!up) return;
  const a = new (load())(ctxOf());
  const b = new (load())(ctxOf());
  await a.set('/goodsDetail/1', page('_N_T_/layout,product:1'), {
    cacheControl: { revalidate: 60, expire: undefined },
    revalidate: 60,
  });
  const hit = await b.get('/goodsDetail/1', pageCtx);
  expect(hit).not.toBeNull();
  expect(Buffer.isBuffer(hit.value.html)).toBe(true);
  expect(hit.value.html.toString('utf8')).toBe(PAGE);
  expect(Buffer.isBuffer(hit.value.rscData)).toBe(true);
  expect(hit.value.rscData.toString('utf8')).toBe('0:{"a":"对"}');
  // The lifetime the rendering instance gave the page comes with it (Next then answers HIT with the same
  // Cache-Control instead of taking 1 s, STALE, and rendering again), and stays out of the value Next sends.
  expect(hit.cacheControl).toEqual({ revalidate: 60 });
  expect(Object.keys(hit.value)).not.toContain('__mallCacheControl');
});

test('revalidateTag on one instance drops the entry for every instance; other entries stay', async () => {
  if (!up) return;
  const a = new (load())(ctxOf());
  const b = new (load())(ctxOf());
  await a.set('/goodsDetail/2', page('product:2'), { revalidate: 60 });
  await a.set('/goodsDetail/3', page('product:3'), { revalidate: 60 });
  expect(await b.get('/goodsDetail/2', pageCtx)).not.toBeNull();
  await b.revalidateTag(['product:2'], { expire: 0 });
  expect(await a.get('/goodsDetail/2', pageCtx)).toBeNull();
  expect(await a.get('/goodsDetail/3', pageCtx)).not.toBeNull();
});

test('a pages-router goods page (no tags of its own) is dropped for every instance by its product tag and by the category tree', async () => {
  if (!up) return;
  const a = new (load())(ctxOf());
  const b = new (load())(ctxOf());
  const pagesCtx = { kind: 'PAGES', isRoutePPREnabled: false, isFallback: false };
  const goods = (id: number) => ({
    kind: 'PAGES',
    html: PAGE,
    pageData: { pageProps: { id } },
    headers: undefined,
    status: 200,
  });
  await a.set('/route-cache/PAGES/0c1d/$/goodsDetail/4', goods(4), { revalidate: 60 });
  await a.set('/route-cache/PAGES/0c1d/$/goodsDetail/5', goods(5), { revalidate: 60 });
  const hit = await b.get('/route-cache/PAGES/0c1d/$/goodsDetail/4', pagesCtx);
  expect(hit.value.html.toString('utf8')).toBe(PAGE);
  expect(hit.value.pageData).toEqual({ pageProps: { id: 4 } });
  await b.revalidateTag(['product:4'], { expire: 0 });
  expect(await a.get('/route-cache/PAGES/0c1d/$/goodsDetail/4', pagesCtx)).toBeNull();
  expect(await a.get('/route-cache/PAGES/0c1d/$/goodsDetail/5', pagesCtx)).not.toBeNull();
  await load().revalidateTagsShared(['category-tree']);
  expect(await a.get('/route-cache/PAGES/0c1d/$/goodsDetail/5', pagesCtx)).toBeNull();
});

test("the broadcast poller's path (revalidateTagsShared) drops data entries tagged by another process's edit", async () => {
  if (!up) return;
  const m = load();
  const a = new m(ctxOf());
  const data = { kind: 'FETCH', data: { headers: {}, body: '{"price":1}', status: 200, url: '' }, revalidate: 300 };
  await a.set('goods-skus-9', data, { fetchCache: true, tags: ['product:9'], revalidate: 300 });
  expect(await a.get('goods-skus-9', { kind: 'FETCH', tags: ['product:9'], softTags: [] })).not.toBeNull();
  await load().revalidateTagsShared(['product:9']);
  expect(await a.get('goods-skus-9', { kind: 'FETCH', tags: ['product:9'], softTags: [] })).toBeNull();
});

test('Redis unreachable: reads miss and writes are skipped, nothing throws', async () => {
  const saved = g.__mallRedisCache;
  delete g.__mallRedisCache;
  process.env.REDIS_URL = 'redis://127.0.0.1:1';
  try {
    const m = load();
    const h = new m(ctxOf());
    const t = Date.now();
    await expect(h.set('/x', page('product:1'), { revalidate: 60 })).resolves.toBeUndefined();
    await expect(h.get('/x', pageCtx)).resolves.toBeNull();
    await expect(h.revalidateTag('product:1')).resolves.toBeUndefined();
    expect(Date.now() - t).toBeLessThan(8000);
  } finally {
    const dead = (globalThis as unknown as { __mallRedisCache?: { client: { destroy?: () => void } } }).__mallRedisCache
      ?.client;
    try {
      dead?.destroy?.();
    } catch {
      /* already closed */
    }
    g.__mallRedisCache = saved;
    process.env.REDIS_URL = REDIS;
  }
});
