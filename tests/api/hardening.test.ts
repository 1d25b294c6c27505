/**
 * Issue 11 through the real router (PGlite and PostgreSQL): each defect's reproduction now answers a code-0 envelope
 * (or works), never INTERNAL / a thrown error.
 */
import { describeDb, callApi } from '../helpers/db';
import { dispatch } from '../../lib/api/router';
import { E } from '../../lib/config/messages';
import { RATE_LIMITS, REQUEST_BODY_MAX_BYTES } from '../../lib/config/constants';
import { PEER_HEADER } from '../../lib/platform/security/client-ip';
import { brands } from '../../lib/db/schema';
import { handlers } from '../../lib/api/handlers';
import { sql } from 'drizzle-orm';

const peer = (ip: string) => ({ [PEER_HEADER]: ip });

describeDb('hostile input (issue 11)', (ctx) => {
  beforeAll(async () => {
    await ctx.db.insert(brands).values({ name: '演示品牌', code: 'DEMO', sort: 1 });
  });

  describe('oversized bodies are refused before they are read', () => {
    const streamOf = (chunk: Uint8Array, count: number, pulled: { bytes: number }) =>
      new ReadableStream<Uint8Array>({
        pull(c) {
          if (pulled.bytes >= chunk.byteLength * count) return c.close();
          pulled.bytes += chunk.byteLength;
          c.enqueue(chunk);
        },
      });

    test('a multipart upload streamed past the limit: code 0, and the rest of the stream is never pulled', async () => {
      const pulled = { bytes: 0 };
      const chunk = new Uint8Array(1024 * 1024).fill(97);
      const req = new Request('http://localhost/mall/user/api/userSuggest/suggest/add', {
        method: 'POST',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
        body: streamOf(chunk, 200, pulled),
        duplex: 'half',
      } as RequestInit);
      const res = await dispatch('user', req, ['userSuggest', 'suggest', 'add']);
      expect(await res.json()).toMatchObject({ code: 0, message: E.bodyTooLarge });
      expect(pulled.bytes).toBeLessThanOrEqual(REQUEST_BODY_MAX_BYTES.multipart + 2 * chunk.byteLength);
    });

    test('a declared Content-Length over the limit is refused without reading; a 5 MB JSON body too', async () => {
      const pulled = { bytes: 0 };
      const req = new Request('http://localhost/mall/user/api/access/log/record', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(REQUEST_BODY_MAX_BYTES.json + 1) },
        body: streamOf(new Uint8Array(1024).fill(32), 10, pulled),
        duplex: 'half',
      } as RequestInit);
      const res = await dispatch('user', req, ['access', 'log', 'record']);
      expect(await res.json()).toMatchObject({ code: 0, message: E.bodyTooLarge });
      expect(pulled.bytes).toBeLessThanOrEqual(1024);
      const big = await ctx.api(
        'user',
        'POST',
        'access/log/record',
        JSON.stringify({ page: '/', referrer: 'x'.repeat(5 * 1024 * 1024) }),
      );
      expect(big).toMatchObject({ code: 0, message: E.bodyTooLarge });
    });
  });

  describe('defect 2: malformed percent-encoding', () => {
    test('an undecodable path segment is a code-0 envelope (400), not a thrown URIError', async () => {
      for (const seg of ['%E0%A4', '%', '%zz']) {
        const r = await ctx.api('product', 'GET', `brand/select/${seg}`);
        expect(r).toMatchObject({ code: 0, status: 400, messageCode: 'INVALID_PATH', message: E.invalidParams });
      }
    });

    test('segments Next already decoded are not decoded twice (%25E0%25A4 reached the router as %E0%A4)', async () => {
      const req = new Request('http://localhost/mall/shopping/product/api/brand/select/%25E0%25A4');
      const res = await dispatch('product', req, ['brand', 'select', '%E0%A4'], { decoded: true });
      const env = (await res.json()) as { code: number; messageCode: string };
      expect(env.code).toBe(0);
      expect(env.messageCode).toBe('PARAM_INVALID');
    });
  });

  describe('defect 3: NUL and control characters', () => {
    test('a NUL in a JSON body, a query or a path never reaches PostgreSQL', async () => {
      const body = await ctx.api(
        'product',
        'POST',
        'prodapiitem/product/search',
        { keyword: 'a\u0000b\u0007' },
        peer('198.51.100.1'),
      );
      expect(body.code).toBe(1);
      const brand = await ctx.api('product', 'POST', 'brand/list', { name: '演示\u0000' });
      expect(brand).toMatchObject({ code: 1, totalCount: 1 });
      const query = await ctx.api('product', 'GET', 'brand/select/1%00');
      expect(query.code).toBe(1);
      const track = await ctx.api(
        'user',
        'POST',
        'access/log/record',
        { page: '/x\u0000y', 'k\u0000': 1 },
        peer('198.51.100.2'),
      );
      expect(track.code).toBe(1);
    });

    test('a NUL or garbage in the token is no session, not an error', async () => {
      const r = await ctx.api(
        'user',
        'POST',
        'access/log/record',
        { page: '/t' },
        { token: 'x\u0001y'.repeat(300), ...peer('198.51.100.3') },
      );
      expect(r.code).toBe(1);
    });

    test('over-deep and over-large bodies are refused with code 0', async () => {
      const deep = '['.repeat(5000) + ']'.repeat(5000);
      expect(await ctx.api('product', 'POST', 'brand/list', deep)).toMatchObject({ code: 0 });
      const big = JSON.stringify({ name: 'x'.repeat(1_100_000) });
      expect(await ctx.api('product', 'POST', 'brand/list', big)).toMatchObject({ code: 0 });
    });
  });

  describe('defect 4: numbers without bounds', () => {
    test('pageNo / pageSize headers outside plain int ranges are code 0', async () => {
      for (const pageNo of ['1e20', '0x10', '1.5', '100001', '99999999999']) {
        const r = await ctx.api('product', 'POST', 'brand/list', {}, { pageNo });
        expect(r).toMatchObject({ code: 0, messageCode: 'INVALID_PAGING' });
      }
      const search = await ctx.api(
        'product',
        'POST',
        'prodapiitem/product/search',
        { keyword: 'a' },
        { pageNo: '1e20', ...peer('198.51.100.4') },
      );
      expect(search.code).toBe(0);
    });

    test('an id past int4 is code 0 with a message, not INTERNAL', async () => {
      const r = await ctx.api(
        'product',
        'POST',
        'prodapiitem/product/search',
        { categoryId: 2147483648 },
        peer('198.51.100.5'),
      );
      expect(r).toMatchObject({ code: 0, messageCode: 'PARAM_INVALID', message: '分类编号超出范围' });
      const parent = await ctx.api('product', 'POST', 'prodcategory/list', { parentId: 2147483648 });
      expect(parent).toMatchObject({ code: 0, messageCode: 'PARAM_INVALID' });
      const id = await ctx.api('product', 'GET', 'brand/select/2147483648');
      expect(id).toMatchObject({ code: 0, messageCode: 'PARAM_INVALID' });
    });
  });

  test('input a schema failed to bound that PostgreSQL refuses is code 0, never INTERNAL (the safety net)', async () => {
    const table = handlers as unknown as Record<string, (i: unknown, c: { db: typeof ctx.db }) => unknown>;
    const original = table['catalog.brandList']!;
    table['catalog.brandList'] = async (_i, c) => c.db.execute(sql`select ${'2147483648'}::int4, ${'a\u0000b'}::text`);
    try {
      const r = await ctx.api('product', 'POST', 'brand/list', {});
      expect(r).toMatchObject({ code: 0, messageCode: 'PARAM_OUT_OF_RANGE', message: E.invalidParams });
    } finally {
      table['catalog.brandList'] = original;
    }
  });

  describe('defect 5: methods', () => {
    test('an unknown method on a known path is a code-0 envelope with 405', async () => {
      for (const method of ['PROPFIND', 'PUT', 'DELETE', 'OPTIONS']) {
        const res = await dispatch('product', new Request('http://localhost/x', { method }), ['brand', 'list']);
        expect(res.status).toBe(405);
        expect(await res.json()).toMatchObject({
          code: 0,
          message: E.methodNotAllowed,
          messageCode: 'METHOD_NOT_ALLOWED',
        });
      }
    });
  });

  describe('defect 7: client IP and rate limits', () => {
    test('anonymous access-log writes are limited per IP; a forged X-Forwarded-For does not escape the limit', async () => {
      const limit = RATE_LIMITS.accessLogPerIp.points;
      let last = null as null | Awaited<ReturnType<typeof callApi>>;
      for (let i = 0; i <= limit; i++) {
        last = await ctx.api(
          'user',
          'POST',
          'access/log/record',
          { page: `/rl/${i}` },
          { ...peer('203.0.113.50'), 'x-forwarded-for': `10.9.${i % 250}.1` },
        );
        if (i < limit) expect(last.code).toBe(1);
      }
      expect(last).toMatchObject({ code: 0, messageCode: 'RATE_LIMITED', message: E.tooManyRequests });
      // Another client is not affected.
      expect((await ctx.api('user', 'POST', 'access/log/record', { page: '/other' }, peer('203.0.113.51'))).code).toBe(
        1,
      );
    });

    test('structure search is limited per IP', async () => {
      const limit = RATE_LIMITS.structureSearchPerIp.points;
      let code = 1;
      for (let i = 0; i <= limit; i++) {
        const r = await ctx.api(
          'product',
          'POST',
          'structure/formula/list',
          { formula: 'C8H9NO2' },
          peer('203.0.113.60'),
        );
        code = r.code;
        if (i < limit) expect(r.code).not.toBe(-1);
      }
      expect(code).toBe(0);
    });
  });
});
