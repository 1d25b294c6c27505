/**
 * lib/platform/next/pages-fizz.cjs: the pages router (the goods page) renders with React's string renderer instead of
 * React's web-stream build. It must give the same markup as the renderer it replaces, fall back to that renderer
 * where the string renderer cannot finish, and redirect only Next's pages runtime — and the pinned Next must still
 * take its renderer the way this module intercepts.
 */
import fs from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { lazy, Suspense } from 'react';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), refresh: jest.fn() }),
  usePathname: () => '/goodsDetail/7',
  useSearchParams: () => new URLSearchParams(),
}));
// The page module's data loader reads the database; the page is rendered here from fixture props.
jest.mock('@/lib/pages/goods-page-props', () => ({
  goodsPageProps: jest.fn(),
  cachedCategoryTree: jest.fn(),
}));

import { SiteProviders } from '@/components/providers/SiteProviders';
import { goodsView } from '@/lib/domain/catalog/products/goods-view';
import { goodsPageMeta } from '@/lib/domain/catalog/products/page-meta';
import GoodsDetailPage from '@/pages/goodsDetail/[[...id]]';
import { goodsDetail, goodsSku } from '../helpers/goods-fixture';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const fizz = require('@/lib/platform/next/pages-fizz.cjs') as {
  renderToReadableStream: (
    el: React.ReactNode,
    opts?: Record<string, unknown>,
  ) => Promise<ReadableStream<Uint8Array> & { allReady: Promise<void> }>;
  install: () => void;
  stats: { string: number; stream: number };
  PAGES_RUNTIME: RegExp;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const edge = require('react-dom/server.edge') as typeof fizz;

const ROOT = path.resolve(__dirname, '../..');

/** What Next does with either stream: wait for all of it, read it into a string (node-web-streams-helper). */
async function html(stream: ReadableStream<Uint8Array> & { allReady: Promise<void> }) {
  await stream.allReady;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let s = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>)
    s += decoder.decode(chunk, { stream: true });
  return s + decoder.decode();
}

const both = async (el: () => React.ReactElement) => ({
  string: await html(await fizz.renderToReadableStream(el())),
  stream: await html(await edge.renderToReadableStream(el())),
});

function goodsPage() {
  const d = goodsDetail({ minPrice: 120 }, [goodsSku(1, 120, 3), goodsSku(2, 480, 0)]);
  const data = {
    ...d,
    product: { ...d.product, hazards: ['H302'], isHot: true },
    batches: [
      {
        id: 1,
        productId: 7,
        batchNo: 'B202601',
        status: 'current' as const,
        releasedOn: '2026-01-01',
        expiresOn: '2028-01-01',
        isExpired: false,
        purity: '99.8%',
        fileUrl: '/uploads/coa/1.pdf',
      },
    ],
    msds: null,
  };
  return (
    <SiteProviders>
      <GoodsDetailPage v={goodsView(data)} meta={goodsPageMeta(data)} />
    </SiteProviders>
  );
}

describe('the string render gives the markup of the stream render it replaces', () => {
  test('the goods page (chrome, body, JSON-LD) byte for byte, by the string renderer', async () => {
    const before = fizz.stats.string;
    const { string, stream } = await both(goodsPage);
    expect(fizz.stats.string).toBe(before + 1);
    expect(string.length).toBeGreaterThan(10_000);
    expect(string).toContain('对乙酰氨基酚');
    expect(string).toContain('application/ld+json');
    expect(string).toContain('对照品 \\u003e 化学对照品'); // JSON-LD escaped for a script element
    expect(string).toBe(stream);
  });

  test('a page larger than one chunk, with characters cut at chunk edges, reads back whole', async () => {
    // 3-byte characters after one ASCII byte: chunk edges (32 KB) fall inside characters.
    const el = () => <p>{'x' + '对照品标准物质'.repeat(6000)}</p>;
    const { string, stream } = await both(el);
    expect(new TextEncoder().encode(string).length).toBeGreaterThan(3 * 32 * 1024);
    expect(string).toBe(stream);
  });

  test('an empty render (Next’s styled-jsx styles when there are none) is an empty string', async () => {
    const { string, stream } = await both(() => <></>);
    expect(string).toBe('');
    expect(stream).toBe('');
  });

  test('identifierPrefix is honoured (useId)', async () => {
    const El = () => <label htmlFor="x">标签</label>;
    const a = await html(await fizz.renderToReadableStream(<El />, { identifierPrefix: 'p-' }));
    const b = await html(await edge.renderToReadableStream(<El />, { identifierPrefix: 'p-' }));
    expect(a).toBe(b);
  });
});

describe('where the string renderer cannot finish, React’s stream renderer renders it', () => {
  test('a component still suspended: the content, not a client-rendered fallback', async () => {
    const Late = lazy(
      () =>
        new Promise<{ default: () => React.ReactElement }>((r) =>
          setTimeout(() => r({ default: () => <p>晚到的内容</p> }), 5),
        ),
    );
    const el = () => (
      <main>
        <Suspense fallback={<i>加载中</i>}>
          <Late />
        </Suspense>
      </main>
    );
    const before = fizz.stats.stream;
    const out = await html(await fizz.renderToReadableStream(el()));
    expect(fizz.stats.stream).toBe(before + 1);
    expect(out).toContain('晚到的内容');
    expect(out).not.toContain('<!--$!-->');
  });

  test('suspended outside any boundary (the string renderer throws): rendered by the stream renderer', async () => {
    let ready = false;
    const p = new Promise<void>((r) => setTimeout(() => ((ready = true), r()), 5));
    const Wait = () => {
      if (!ready) throw p;
      return <p>完成</p>;
    };
    const out = await html(await fizz.renderToReadableStream(<Wait />));
    expect(out).toBe('<p>完成</p>');
  });

  test('an error in the shell rejects, as the stream renderer does', async () => {
    const Boom = () => {
      throw new Error('渲染失败');
    };
    await expect(fizz.renderToReadableStream(<Boom />)).rejects.toThrow('渲染失败');
    await expect(edge.renderToReadableStream(<Boom />)).rejects.toThrow('渲染失败');
  });

  test('options only a real stream honours go to the stream renderer', async () => {
    const before = fizz.stats.stream;
    const out = await html(await fizz.renderToReadableStream(<p>x</p>, { onError: () => undefined }));
    expect(out).toBe('<p>x</p>');
    expect(fizz.stats.stream).toBe(before + 1);
  });
});

describe('only Next’s pages runtime is redirected', () => {
  const resolve = (request: string, parent: unknown) =>
    (Module as unknown as { _resolveFilename: (r: string, p: unknown) => string })._resolveFilename(request, parent);
  const fakeParent = (filename: string) => ({ filename, id: filename, paths: [path.join(ROOT, 'node_modules')] });
  const runtimes = ['pages.runtime.prod.js', 'pages-turbo.runtime.prod.js'].map((f) =>
    path.join(ROOT, 'node_modules/next/dist/compiled/next-server', f),
  );

  beforeAll(() => fizz.install());

  test.each(runtimes)('%s takes react-dom/server.edge by a plain require, and gets this module', (runtime) => {
    // If a Next upgrade renders pages another way, this fails: the module would silently do nothing.
    expect(fs.readFileSync(runtime, 'utf8')).toContain('require("react-dom/server.edge")');
    expect(fizz.PAGES_RUNTIME.test(runtime)).toBe(true);
    expect(resolve('react-dom/server.edge', fakeParent(runtime))).toBe(
      require.resolve('@/lib/platform/next/pages-fizz.cjs'),
    );
  });

  test('anyone else gets React’s own build', () => {
    const own = require.resolve('react-dom/server.edge');
    expect(resolve('react-dom/server.edge', fakeParent(path.join(ROOT, 'lib/some-module.js')))).toBe(own);
    expect(
      resolve(
        'react-dom/server.edge',
        fakeParent(path.join(ROOT, 'node_modules/next/dist/compiled/next-server/app-page.runtime.prod.js')),
      ),
    ).toBe(own);
  });

  test('the server preload installs it unless PAGES_STRING_RENDER=0, and start.sh preloads it', () => {
    expect(fs.readFileSync(path.join(ROOT, 'lib/platform/next/server-preload.cjs'), 'utf8')).toMatch(
      /PAGES_STRING_RENDER !== '0'\) require\('\.\/pages-fizz\.cjs'\)\.install\(\)/,
    );
    expect(fs.readFileSync(path.join(ROOT, 'scripts/start.sh'), 'utf8')).toContain(
      '--require=$PWD/lib/platform/next/server-preload.cjs',
    );
  });
});
