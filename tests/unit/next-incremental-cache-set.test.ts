/**
 * lib/platform/next/incremental-cache-set.cjs: Next's IncrementalCache.set stringifies every entry to learn a size it reads
 * only for fetch-cache entries; for a rendered page that expanded the HTML and RSC Buffers into number arrays
 * (~9 % of a first render's CPU). Exercised on Next's own IncrementalCache (the dist build of the source compiled into
 * the app-page runtime) with our page cache handler behind it: a page entry is stored whole and unchanged without
 * its Buffers being stringified, fetch-cache entries are still measured, and the pinned runtime still contains the
 * statement this works around (if an upgrade changes it, this test says so).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';

const requireCjs = createRequire(__filename);
const { patchIncrementalCacheSet, PATCHED } = requireCjs('../../lib/platform/next/incremental-cache-set.cjs') as {
  patchIncrementalCacheSet: (instance: unknown) => boolean;
  PATCHED: symbol;
};
const Handler = requireCjs('../../lib/platform/next/cache-handler.cjs');
const { IncrementalCache } = requireCjs('next/dist/server/lib/incremental-cache/index.js');
const { nodeFs } = requireCjs('next/dist/server/lib/node-fs-methods');

const HTML = '<!DOCTYPE html><html lang="zh-CN"><body><h1>对乙酰氨基酚</h1><p>CAS号 103-90-2</p></body></html>';
/** The response cache's owner of a goods page entry (Next keys route entries by it). */
const ROUTE = { kind: 'APP_PAGE', sourceRoute: '/(site)/goodsDetail/[[...id]]/page' };
const page = () => ({
  kind: 'APP_PAGE',
  html: Buffer.from(HTML, 'utf8'),
  rscData: Buffer.from('0:{"P":null,"c":["","goodsDetail","1"]}'),
  headers: { 'x-next-cache-tags': 'product:1' },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});

describe("IncrementalCache.set without the page entry's size stringify", () => {
  let dir: string;
  let cache: any;
  const realToJSON = Buffer.prototype.toJSON;
  let bufferToJSONCalls = 0;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-inc-cache-'));
    cache = new IncrementalCache({
      fs: nodeFs,
      dev: false,
      flushToDisk: false,
      minimalMode: false,
      serverDistDir: dir,
      requestHeaders: {},
      maxMemoryCacheSize: 50 * 1024 * 1024,
      previewProps: { previewModeId: 'test', previewModeSigningKey: 'k', previewModeEncryptionKey: 'e' },
      prerenderManifest: {
        version: 4,
        routes: {},
        dynamicRoutes: {},
        notFoundRoutes: [],
        preview: { previewModeId: 'test' },
      },
      CurCacheHandler: Handler,
      allowedRevalidateHeaderKeys: [],
    });
    Buffer.prototype.toJSON = function (this: Buffer) {
      bufferToJSONCalls++;
      return realToJSON.call(this);
    };
  });
  afterAll(() => {
    Buffer.prototype.toJSON = realToJSON;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test('the pinned Next runtime still stringifies every entry before checking whether it is a fetch entry', () => {
    const runtime = fs.readFileSync(
      requireCjs.resolve('next/dist/compiled/next-server/app-page-turbo.runtime.prod.js'),
      'utf8',
    );
    expect(runtime).toContain('JSON.stringify(t).length;if(r.fetchCache&&');
  });

  test('unpatched, storing a page stringifies its Buffers (what the patch removes)', async () => {
    bufferToJSONCalls = 0;
    await cache.set('/goodsDetail/1', page(), { route: ROUTE, cacheControl: { revalidate: 60, expire: undefined } });
    expect(bufferToJSONCalls).toBeGreaterThan(0);
  });

  test('patched once per class: a page is stored whole without stringifying its Buffers, and keeps no toJSON', async () => {
    expect(patchIncrementalCacheSet(cache)).toBe(true);
    expect(patchIncrementalCacheSet(cache)).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(IncrementalCache.prototype, PATCHED)).toBe(true);

    bufferToJSONCalls = 0;
    const entry = page();
    await cache.set('/goodsDetail/2', entry, { route: ROUTE, cacheControl: { revalidate: 60, expire: undefined } });
    expect(bufferToJSONCalls).toBe(0);
    expect(Object.prototype.hasOwnProperty.call(entry, 'toJSON')).toBe(false);
    // The entry still serialises as itself for anyone else.
    expect(JSON.stringify(entry)).toContain('"kind":"APP_PAGE"');

    const got = await cache.get('/goodsDetail/2', {
      kind: 'APP_PAGE',
      route: ROUTE,
      isRoutePPREnabled: false,
      isFallback: false,
    });
    expect(Buffer.from(got.value.html).toString('utf8')).toBe(HTML);
    expect(got.value.rscData.toString()).toBe(entry.rscData.toString());
    expect(got.value.segmentData.get('/_tree').toString()).toBe('tree');
  });

  test('a fetch-cache entry (unstable_cache data) is still measured', async () => {
    const stringify = jest.spyOn(JSON, 'stringify');
    try {
      const data = {
        kind: 'FETCH',
        data: { headers: {}, body: '{"id":1}', status: 200, url: '' },
        revalidate: 60,
        tags: ['product:1'],
      };
      await cache.set('fetch-key', data, {
        fetchCache: true,
        tags: ['product:1'],
        revalidate: 60,
        fetchUrl: 'unstable_cache',
      });
      expect(stringify).toHaveBeenCalledWith(data);
    } finally {
      stringify.mockRestore();
    }
  });
});
