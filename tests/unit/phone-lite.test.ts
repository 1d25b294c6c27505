/**
 * Script-free public phone pages (issue 36): the proxy marks the `main` group's views for a visitor without a session
 * (lib/proxy/decide.ts `lite`), lib/platform/next/phone-lite.cjs sends them without Next's client scripts and with
 * public/phone-lite.js, whose size and constants are held here.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { decide } from '@/lib/proxy/decide';
import { PHONE_GROUP_ROUTES } from '@/lib/proxy/phone-groups';
import { viewGroups } from '@/app/(mobile)/mobileView/views/registry';
import { resolveIn } from '@/app/(mobile)/mobileView/views/resolve';
import { mobileViewHref, PHONE_LITE_HEADER } from '@/lib/config/routes';
import {
  CODE_SUCCESS,
  DESKTOP_OVERRIDE_COOKIE,
  SEARCH_KEYWORD_MAX_LENGTH,
  SESSION_DAYS_REMEMBER,
  TOKEN_COOKIE,
} from '@/lib/config/constants';
import { STORAGE_KEYS } from '@/lib/client/stores';
import { STRUCTURE_KEYWORD_LABEL } from '@/lib/domain/catalog/search/structure-keyword';
import { SERVICE_BASE } from '@/lib/api/define';
import { routes } from '@/lib/api/routes.generated';
import { MAX_PAGE_LENGTH } from '@/components/providers/site-effects';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS module next.config.js installs
const lite = require('@/lib/platform/next/phone-lite.cjs') as {
  stripNextScripts(html: string): string;
  guardResponse(res: http.ServerResponse): void;
  PHONE_LITE_HEADER: string;
  PHONE_LITE_SCRIPT: string;
};

const ROOT = path.resolve(__dirname, '../..');
const SCRIPT = fs.readFileSync(path.join(ROOT, 'public/phone-lite.js'), 'utf8');
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1';
const cookies = (c: Record<string, string> = {}) => ({ get: (n: string) => (n in c ? { value: c[n]! } : undefined) });
const run = (url: string, c: Record<string, string> = {}, method = 'GET') =>
  decide(new URL(url, 'http://x'), new Headers({ 'user-agent': IPHONE }), cookies(c), method);

/** One desktop target per public phone view of issue 36, and the shell. */
const PUBLIC_TARGETS = [
  '/',
  '/searchCenter?keyword=aspirin',
  '/methods/methodDetaile/1',
  '/newsInformation/advisoryDetails/1',
  '/newsInformation',
  '/standard',
  '/brandCenter',
];

describe('which phone pages are sent without Next’s client scripts', () => {
  test('the main group’s views, for a visitor without a session', () => {
    for (const t of PUBLIC_TARGETS) expect([t, run(mobileViewHref(t))]).toEqual([t, { type: 'lite' }]);
    expect(run('/mobileView?keyword=aspirin')).toEqual({ type: 'lite' });
    expect(run('/mobileView')).toEqual({ type: 'lite' });
  });

  test('a buyer, a HEAD, and the goods, reflow and buyer groups keep the React page', () => {
    expect(run(mobileViewHref('/'), { [TOKEN_COOKIE]: 't' })).toEqual({ type: 'next' });
    expect(run(mobileViewHref('/'), {}, 'HEAD')).toEqual({ type: 'next' });
    expect(run(mobileViewHref('/goodsDetail/42'))).toMatchObject({
      location: expect.stringMatching(/^\/mobileView\/goods\?/),
    });
    expect(run(mobileViewHref('/productCenter'))).toMatchObject({ type: 'rewrite' });
    expect(run(mobileViewHref('/login'))).toMatchObject({ type: 'rewrite' });
    for (const r of Object.values(PHONE_GROUP_ROUTES)) expect(run(`${r}?target=%2F`).type).toBe('redirect');
  });

  test('the targets above are served by the main group’s views (home, search, news, method …)', () => {
    const kinds = PUBLIC_TARGETS.map((t) => resolveIn(viewGroups.main, t)?.view.kind);
    expect(kinds).toEqual(['home', 'search', 'method', 'news-article', 'news-list', 'standard-list', 'brand-list']);
  });
});

/** The shape of an app-router page's HTML (Next 16): chunks, preloads, the inline RSC payload. */
const NEXT_HTML = [
  '<!DOCTYPE html><html lang="zh-CN"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/b.js"/>',
  '<script src="/_next/static/chunks/c.js" async=""></script>',
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
  '<title>阿司匹林</title><link rel="canonical" href="https://x/goodsDetail/1"/></head>',
  '<body><script>window.__imgFallback=1</script><div>正文</div>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '<script>$RC("B:0","S:0")</script>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  '</body></html>',
].join('');

describe('phone-lite.cjs', () => {
  test('removes Next’s scripts, keeps the markup, the stylesheet, the head and React’s and the page’s inline scripts', () => {
    const out = lite.stripNextScripts(NEXT_HTML);
    expect(out).not.toMatch(/_next\/static\/chunks\/[^"]*\.js/);
    expect(out).not.toContain('__next_f');
    expect(out).not.toContain('TURBOPACK');
    for (const kept of ['a.css', '<title>阿司匹林</title>', 'rel="canonical"', '__imgFallback', '$RC(', '正文'])
      expect(out).toContain(kept);
    expect(out).toContain(`<script src="${lite.PHONE_LITE_SCRIPT}" defer></script></body>`);
    expect(lite.PHONE_LITE_HEADER).toBe(PHONE_LITE_HEADER);
  });

  /** A server answering as Next does: the header set by the proxy, a gzip body in chunks; `mark` decides the header. */
  async function serve(mark: boolean) {
    const server = http.createServer((req, res) => {
      lite.guardResponse(res);
      res.statusCode = 200;
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.setHeader('content-encoding', 'gzip');
      if (mark) res.setHeader(PHONE_LITE_HEADER, '1');
      res.flushHeaders();
      const gz = zlib.gzipSync(NEXT_HTML);
      res.write(gz.subarray(0, 20));
      res.end(gz.subarray(20));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const got = await new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .get({ port, host: '127.0.0.1', path: '/mobileView' }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.push(c));
          res.on('end', () =>
            resolve({ headers: res.headers, body: zlib.gunzipSync(Buffer.concat(parts)).toString() }),
          );
        })
        .on('error', reject);
    });
    server.close();
    return got;
  }

  test('a marked response goes out stripped, re-encoded, with its length and without the marker', async () => {
    const { headers, body } = await serve(true);
    expect(body).toBe(lite.stripNextScripts(NEXT_HTML));
    expect(headers[PHONE_LITE_HEADER]).toBeUndefined();
    expect(headers['content-encoding']).toBe('gzip');
    expect(Number(headers['content-length'])).toBeGreaterThan(0);
  });

  test('an unmarked response goes out unchanged', async () => {
    expect((await serve(false)).body).toBe(NEXT_HTML);
  });
});

describe('public/phone-lite.js', () => {
  test('stays under 3 KB gzip', () => {
    expect(zlib.gzipSync(SCRIPT, { level: 9 }).length).toBeLessThan(3 * 1024);
  });

  test('its constants are the app’s', () => {
    const def = routes['search.structureKeyword'];
    const log = routes['tracking.accessLogRecord'];
    const expected = [
      `var DESKTOP_COOKIE = '${DESKTOP_OVERRIDE_COOKIE}';`,
      `var REMEMBER_DAYS = ${SESSION_DAYS_REMEMBER};`,
      `var LOOKUP = '${SERVICE_BASE[def.service]}/${def.path}';`,
      `var OK = ${CODE_SUCCESS};`,
      `var ACCESS_LOG = '${SERVICE_BASE[log.service]}/${log.path}';`,
      `var MAX_PAGE = ${MAX_PAGE_LENGTH};`,
      `var STORES = { cart: '${STORAGE_KEYS.cart}', basket: '${STORAGE_KEYS.basket}' };`,
      `var LABEL = { smiles: '${STRUCTURE_KEYWORD_LABEL.smiles}', molfile: '${STRUCTURE_KEYWORD_LABEL.molfile}' };`,
    ];
    for (const line of expected) expect(SCRIPT).toContain(line);
    // The box's own maxLength is read (MobileSearchBox sets it to SEARCH_KEYWORD_MAX_LENGTH).
    expect(SCRIPT).toContain('box.maxLength');
    expect(SEARCH_KEYWORD_MAX_LENGTH).toBeGreaterThan(0);
    expect(def.method).toBe('POST');
  });

  test('parses as a script', () => {
    expect(() => new Function(SCRIPT)).not.toThrow();
  });
});
