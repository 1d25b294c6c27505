/**
 * Issue 11 (hostile input), the pure parts and the HTTP guard on a real Node server:
 * malformed percent-encoding, control characters, numeric bounds, unknown methods, security headers, client IP.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { E } from '../../lib/config/messages';
import {
  boundedInt,
  cleanSearch,
  hasMalformedPercent,
  sanitizeInput,
  stripControls,
  InputTooComplexError,
  INT4_MAX,
} from '../../lib/platform/security/input';
import { clientIpFrom, parseTrustedProxies, PEER_HEADER } from '../../lib/platform/security/client-ip';
import { keywordOf, firstParam } from '../../lib/domain/catalog/search/page-params';
import { chunkRange, parseSitemapFile } from '../../lib/platform/seo/sitemap';

/* eslint-disable @typescript-eslint/no-require-imports */
type Decision = { type: 'pass' } | { type: 'rewrite'; url: string } | { type: 'reject'; status: number; api: boolean };
const guard = require('../../lib/platform/security/http-guard.cjs') as {
  installHttpGuard: () => void;
  guardDecision: (method: string, url: string) => Decision;
  MSG: Record<string, string>;
  PEER_HEADER: string;
};
const headersMod = require('../../lib/platform/security/headers.cjs') as {
  contentSecurityPolicy: (o?: { dev?: boolean }) => string;
  securityHeaders: (o?: { dev?: boolean }) => { key: string; value: string }[];
};

describe('HTTP guard decisions', () => {
  test('unknown and unsafe methods are 405 on every path (TRACE used to be a 500)', () => {
    for (const m of ['TRACE', 'PROPFIND', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'CONNECT', 'MKCOL']) {
      expect(guard.guardDecision(m, '/')).toEqual({ type: 'reject', status: 405, api: false });
      expect(guard.guardDecision(m, '/mall/shopping/product/api/brand/list')).toEqual({
        type: 'reject',
        status: 405,
        api: true,
      });
    }
    for (const m of ['GET', 'HEAD', 'POST']) expect(guard.guardDecision(m, '/goodsDetail/1')).toEqual({ type: 'pass' });
  });

  test('malformed percent-encoding in the path is a 400 before the framework decodes it', () => {
    for (const u of [
      '/%E0%A4',
      '/%',
      '/goodsDetail/%E0%A4',
      '/mall/shopping/product/api/brand/select/%zz',
      '/images/structure/%ff.svg',
      '/a%2',
    ]) {
      expect(guard.guardDecision('GET', u)).toMatchObject({ type: 'reject', status: 400 });
    }
    expect(guard.guardDecision('GET', '/goodsDetail/%E4%B8%AD')).toEqual({ type: 'pass' });
    expect(guard.guardDecision('GET', '/searchCenter?keyword=%zz')).toEqual({ type: 'pass' });
  });

  test('a control character in the decoded path is a 404 (page) or 400 (API)', () => {
    expect(guard.guardDecision('GET', '/resolve/%00')).toEqual({ type: 'reject', status: 404, api: false });
    expect(guard.guardDecision('GET', '/goodsDetail/1%0a')).toEqual({ type: 'reject', status: 404, api: false });
    expect(guard.guardDecision('GET', '/mall/shopping/product/api/brand/select/1%00')).toEqual({
      type: 'reject',
      status: 400,
      api: true,
    });
  });

  test('control characters are stripped from the query, the rest of it kept as sent', () => {
    expect(guard.guardDecision('GET', '/searchCenter?keyword=a%00b')).toEqual({
      type: 'rewrite',
      url: '/searchCenter?keyword=ab',
    });
    expect(guard.guardDecision('GET', '/x?a=%E4%B8%AD&k=%01v%7f&z=1')).toEqual({
      type: 'rewrite',
      url: '/x?a=%E4%B8%AD&k=v&z=1',
    });
    expect(guard.guardDecision('GET', '/x?%00=1')).toEqual({ type: 'rewrite', url: '/x?=1' });
    expect(guard.guardDecision('GET', '/x?keyword=a%09b+c')).toEqual({ type: 'pass' });
  });

  test('its messages are the spec messages', () => {
    expect(guard.MSG.methodNotAllowed).toBe(E.methodNotAllowed);
    expect(guard.MSG.invalidPath).toBe(E.invalidParams);
    expect(guard.MSG.notFound).toBe(E.notFoundZh);
    expect(guard.PEER_HEADER).toBe(PEER_HEADER);
  });
});

describe('HTTP guard on a real server', () => {
  let server: http.Server;
  let port = 0;
  const seen: { url?: string; peer?: string }[] = [];
  beforeAll(async () => {
    guard.installHttpGuard();
    guard.installHttpGuard(); // idempotent
    server = http.createServer((req, res) => {
      seen.push({ url: req.url, peer: req.headers[PEER_HEADER] as string | undefined });
      res.end('app');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const raw = (method: string, path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method, path, headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });

  test('TRACE answers 405 with Allow and the security headers; the app never sees it', async () => {
    const before = seen.length;
    const r = await raw('TRACE', '/');
    expect(r.status).toBe(405);
    expect(r.headers.allow).toBe('GET, HEAD, POST');
    expect(r.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(r.headers['x-content-type-options']).toBe('nosniff');
    expect(seen.length).toBe(before);
  });

  test('a wrong method on /mall/** is a code-0 envelope', async () => {
    const r = await raw('PROPFIND', '/mall/shopping/product/api/brand/list');
    expect(r.status).toBe(405);
    expect(JSON.parse(r.body)).toEqual({
      code: 0,
      data: null,
      message: E.methodNotAllowed,
      messageCode: 'METHOD_NOT_ALLOWED',
      totalCount: 0,
    });
  });

  test('malformed encoding → 400, NUL in the path → 404, NUL in the query stripped', async () => {
    expect((await raw('GET', '/%E0%A4')).status).toBe(400);
    expect((await raw('GET', '/%')).status).toBe(400);
    expect((await raw('GET', '/resolve/%00')).status).toBe(404);
    const api = await raw('GET', '/mall/shopping/product/api/brand/select/%zz');
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body).code).toBe(0);
    const ok = await raw('GET', '/searchCenter?keyword=a%00b');
    expect(ok.status).toBe(200);
    expect(seen.at(-1)!.url).toBe('/searchCenter?keyword=ab');
  });

  test('a rejected request with a body does not poison a keep-alive connection', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const send = (method: string, p: string, body?: string) =>
      new Promise<number>((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method,
            path: p,
            agent,
            headers: body ? { 'content-type': 'application/json' } : {},
          },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
    expect(await send('DELETE', '/mall/shopping/product/api/brand/list', JSON.stringify({ a: 'x'.repeat(1000) }))).toBe(
      405,
    );
    expect(await send('POST', '/mall/shopping/product/api/brand/list', '{}')).toBe(200);
    expect(await send('PUT', '/x', 'y'.repeat(10))).toBe(405);
    expect(await send('GET', '/ok')).toBe(200);
    agent.destroy();
  });

  test('CONNECT gets a 405 instead of a dropped connection', async () => {
    const r = await new Promise<number>((resolve, reject) => {
      const req = http.request({ host: '127.0.0.1', port, method: 'CONNECT', path: 'example.com:443' });
      req.on('connect', (res, socket) => {
        socket.destroy();
        resolve(res.statusCode ?? 0);
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.end();
    });
    expect(r).toBe(405);
  });

  test("a request line over Node's size limit gets an answer (the envelope on /mall/**), not a reset", async () => {
    const long = `/mall/shopping/product/api/brand/list?x=${'y'.repeat(200_000)}`;
    const api = await raw('GET', long);
    expect(api.status).toBe(431);
    expect(JSON.parse(api.body)).toMatchObject({ code: 0, messageCode: 'REQUEST_TOO_LARGE' });
    const page = await raw('GET', `/searchCenter?keyword=${'%E4%B8%AD'.repeat(10_000)}`);
    expect(page.status).toBe(431);
    expect(page.headers['content-type']).toMatch(/html/);
  });

  test('the socket address is recorded, a client-sent copy overwritten', async () => {
    await raw('GET', '/peer', { [PEER_HEADER]: '203.0.113.7', 'x-forwarded-for': '203.0.113.8' });
    expect(seen.at(-1)!.peer).toMatch(/127\.0\.0\.1$/);
  });
});

describe('security headers', () => {
  test('CSP locks scripts, frames, plugins, base and forms to this origin', () => {
    const csp = headersMod.contentSecurityPolicy();
    for (const d of [
      "default-src 'self'",
      "script-src 'self' 'unsafe-inline'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'self'",
      "connect-src 'self'",
    ]) {
      expect(csp).toContain(d);
    }
    expect(csp).not.toContain('unsafe-eval');
    expect(headersMod.contentSecurityPolicy({ dev: true })).toContain('unsafe-eval');
  });

  test('next.config.js sends them on every path, HSTS only over HTTPS', async () => {
    const cfg = require('../../next.config.js') as {
      headers: () => Promise<{ source: string; has?: unknown[]; headers: { key: string; value: string }[] }[]>;
    };
    const rules = await cfg.headers();
    const all = rules.find((r) => r.source === '/:path*' && !r.has)!;
    expect(all.headers.map((h) => h.key).sort()).toEqual([
      'Content-Security-Policy',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-Frame-Options',
    ]);
    const hsts = rules.find((r) => r.has)!;
    expect(hsts.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }]);
    expect(hsts.headers[0]!.key).toBe('Strict-Transport-Security');
  });
});

describe('client IP (contract C2)', () => {
  const bag = (h: Record<string, string>) => ({ get: (n: string) => h[n.toLowerCase()] ?? null });

  test('a forged X-Forwarded-For is ignored unless the peer is a trusted proxy', () => {
    expect(clientIpFrom(bag({ [PEER_HEADER]: '198.51.100.4', 'x-forwarded-for': '1.2.3.4' }), null)).toBe(
      '198.51.100.4',
    );
    expect(clientIpFrom(bag({ [PEER_HEADER]: '::ffff:198.51.100.4', 'x-real-ip': '1.2.3.4' }), null)).toBe(
      '198.51.100.4',
    );
    expect(clientIpFrom(bag({ 'x-forwarded-for': '1.2.3.4' }), null)).toBe('0.0.0.0');
  });

  test('behind trusted proxies the first untrusted hop from the right is the client', () => {
    const list = parseTrustedProxies('10.0.0.0/8, 127.0.0.1, fd00::/8');
    expect(
      clientIpFrom(bag({ [PEER_HEADER]: '10.1.2.3', 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.1' }), list),
    ).toBe('203.0.113.9');
    expect(clientIpFrom(bag({ [PEER_HEADER]: '127.0.0.1', 'x-real-ip': '203.0.113.5' }), list)).toBe('203.0.113.5');
    expect(clientIpFrom(bag({ [PEER_HEADER]: 'fd00::1', 'x-forwarded-for': 'garbage, 2001:db8::7' }), list)).toBe(
      '2001:db8::7',
    );
    expect(parseTrustedProxies('nonsense, 10.0.0.0/99')).toBeNull();
  });
});

describe('input hygiene', () => {
  test('control characters are stripped from every string, keys included; tab/LF/CR kept', () => {
    expect(stripControls('a\u0000b\u0007c\u007f\td\n')).toBe('abc\td\n');
    expect(sanitizeInput({ 'k\u0000': ['x\u0000', { y: 'z\u001b' }], n: 1, b: true, nil: null })).toEqual({
      k: ['x', { y: 'z' }],
      n: 1,
      b: true,
      nil: null,
    });
    const polluted = sanitizeInput(JSON.parse('{"__proto__": {"admin": true}, "a": 1}') as Record<string, unknown>);
    expect(Object.keys(polluted)).toEqual(['a']);
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  test('over-deep or over-large input is refused', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = [deep];
    expect(() => sanitizeInput(deep)).toThrow(InputTooComplexError);
    expect(() => sanitizeInput(Array.from({ length: 30_000 }, () => 1))).toThrow(InputTooComplexError);
  });

  test('numbers: plain decimal integers within int4 only', () => {
    expect(boundedInt('12', 1)).toBe(12);
    for (const bad of ['1e20', '0x10', '-1', '1.5', ' ', '2147483648', 1e20, 2 ** 31, Number.NaN, 0])
      expect(boundedInt(bad, 1)).toBeNull();
    expect(boundedInt(String(INT4_MAX), 1)).toBe(INT4_MAX);
  });

  test('percent-encoding and query helpers', () => {
    expect(hasMalformedPercent('/a/%E0%A4')).toBe(true);
    expect(hasMalformedPercent('/a/%E4%B8%AD')).toBe(false);
    expect(cleanSearch('?keyword=a%00b&x=1')).toBe('?keyword=ab&x=1');
    expect(cleanSearch('?keyword=ab')).toBeNull();
  });

  test('page parameters never carry control characters', () => {
    expect(keywordOf({ keyword: 'a\u0000b' })).toBe('ab');
    expect(firstParam(['x\u0000y', 'z'])).toBe('xy');
  });

  test('a sitemap chunk past the int4 id range does not exist', () => {
    expect(parseSitemapFile('products-99999.xml')).toBeNull();
    expect(parseSitemapFile('products-42949.xml')).toEqual({ kind: 'products', chunk: 42949 });
    expect(chunkRange(42949).to).toBe(INT4_MAX);
  });
});

describe('page-parameter id lists', () => {
  test('ids past int4 are dropped (methodsSeach?typeIds=2147483648 was a 500)', () => {
    const { parseTypeIds } = require('../../lib/domain/catalog/search/filter-panel') as {
      parseTypeIds: (v: string) => number[];
    };
    expect(parseTypeIds('2147483648,3,1e20,-1,3')).toEqual([3]);
    expect(parseTypeIds(Array.from({ length: 500 }, (_, i) => i + 1).join(',')).length).toBe(100);
  });
});
