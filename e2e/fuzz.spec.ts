/**
 * Guard every entry over HTTP (issue 11): every page route of the route table (the app/ folders and the known
 * top-level segments of lib/config/routes.ts) with hostile URLs — malformed percent-encoding, NUL, huge numbers,
 * unknown methods — plus a generated sample of /mall/** calls for every endpoint, against the real built server.
 * No 5xx, no dropped connection, every /mall/** answer the spec envelope, no stack trace or SQL in any answer.
 * Raw node:http requests, so the bytes of the path are sent exactly as written.
 */
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './helpers/fixtures';
import { KNOWN_TOP_LEVEL_SEGMENTS } from '../lib/config/routes';
import { buyerEndpoints as endpoints } from '../lib/api/endpoints';
import { SERVICE_BASE, type EndpointDef } from '../lib/api/define';
import { battery, judge, LEAK_RE, percentile } from '../tests/helpers/fuzz';

const BASE = new URL(process.env.E2E_BASE_URL || 'http://localhost:3200');
// Keep-alive, as browsers and API clients do: an answer that leaves unread bytes on a reused socket shows up as a
// dropped connection on the next request.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

type Answer = { status: number; type: string | null; text: string; ms: number; dropped?: string };

function raw(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body?: string | Buffer,
): Promise<Answer> {
  const t = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { host: BASE.hostname, port: BASE.port || 80, method, path: target, headers, agent, timeout: 60_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: res.headers['content-type'] ?? null,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - t,
          }),
        );
        res.on('error', (e) =>
          resolve({
            status: res.statusCode ?? 0,
            type: null,
            text: '',
            ms: performance.now() - t,
            dropped: `response: ${e.message}`,
          }),
        );
        res.on('aborted', () =>
          resolve({
            status: res.statusCode ?? 0,
            type: null,
            text: '',
            ms: performance.now() - t,
            dropped: 'response aborted',
          }),
        );
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, type: null, text: '', ms: performance.now() - t, dropped: e.message }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Page and route-handler paths from the app/ folders: route groups dropped, dynamic segments filled with `fill`. */
function appRoutes(fill: string): string[] {
  const out = new Set<string>();
  const walk = (dir: string, segs: string[]) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) {
        if (e.name.startsWith('_') || e.name === 'components') continue;
        const seg = /^\(.*\)$/.test(e.name) ? null : /^\[/.test(e.name) ? fill : e.name;
        walk(path.join(dir, e.name), seg === null ? segs : [...segs, seg]);
      } else if (/^(page|route)\.tsx?$/.test(e.name)) out.add('/' + segs.join('/'));
    }
  };
  walk(path.join(process.cwd(), 'app'), []);
  return [...out].filter((p) => !p.startsWith('/mall/'));
}

/** Every query parameter a page reads, each hostile (NUL, past int4, exponent, negative). */
const HOSTILE_QUERY =
  'keyword=a%00b&pageNo=1e20&id=2147483648&categoryId=2147483648&brandIds=99999999999&skuId=2147483648&skuIds=99999999999,1e20' +
  '&num=1e20&nums=-1&typeIds=2147483648&type=99999999999&tab=%00&status=1e20&navHandleIndex=99999999999&category=2147483648' +
  '&code=%00&state=%00&brandName=%00&name=%00&target=%00&redirect=%00&formula=%00&standard=%00&product=2147483648';

test.describe.configure({ mode: 'serial' });
test.setTimeout(15 * 60_000);

test('every page route answers hostile URLs without a 5xx or a dropped connection', async () => {
  const routes = new Set([
    ...appRoutes('1'),
    ...[...KNOWN_TOP_LEVEL_SEGMENTS].filter((s) => /^[A-Za-z]/.test(s)).map((s) => `/${s}`),
  ]);
  const probes: { method: string; target: string }[] = [
    { method: 'GET', target: '/%E0%A4' },
    { method: 'GET', target: '/%' },
    { method: 'GET', target: '/%zz' },
    { method: 'GET', target: '/resolve/%00' },
    { method: 'GET', target: '/goodsDetail/%E0%A4' },
    { method: 'GET', target: '/goodsDetail/99999999999999999999' },
    { method: 'GET', target: '/sitemaps/products-99999.xml' },
    { method: 'GET', target: '/sitemaps/products-42949.xml' },
    { method: 'GET', target: '/sitemaps/%00.xml' },
    { method: 'GET', target: '/images/structure/%E0%A4.svg' },
    { method: 'GET', target: '/mall/shopping/product/api/brand/select/%zz' },
    { method: 'GET', target: '/mall/shopping/product/api/brand/select/%25E0%25A4' },
    { method: 'TRACE', target: '/' },
    { method: 'TRACE', target: '/mall/shopping/product/api/brand/list' },
  ];
  for (const r of routes) {
    const seg = r === '/' ? '' : r;
    probes.push(
      { method: 'GET', target: `${seg}/%E0%A4` },
      { method: 'GET', target: `${seg || '/'}?${HOSTILE_QUERY}` },
      { method: 'GET', target: `${seg}/99999999999999999999?pageNo=99999999999` },
      { method: 'GET', target: `${seg}%00` },
      { method: ['TRACE', 'PROPFIND', 'PUT', 'OPTIONS'][probes.length % 4]!, target: seg || '/' },
    );
  }
  const bad: string[] = [];
  const ms: number[] = [];
  for (const p of probes) {
    const a = await raw(p.method, p.target);
    ms.push(a.ms);
    const problem = a.dropped
      ? `dropped (${a.dropped})`
      : a.status >= 500 || a.status === 0
        ? `status ${a.status}`
        : LEAK_RE.test(a.text)
          ? `leak ${LEAK_RE.exec(a.text)![0]}`
          : null;
    if (problem) bad.push(`${p.method} ${p.target} → ${problem}`);
  }
  console.log(
    `[fuzz:pages] ${routes.size} routes, ${probes.length} hostile requests: ${bad.length} failures, p99 ${percentile(ms, 99).toFixed(0)} ms`,
  );
  expect(bad).toEqual([]);
});

test('the reproductions of issue 11 answer 400/404/405, not 500', async () => {
  for (const t of ['/%E0%A4', '/%', '/goodsDetail/%E0%A4', '/mall/shopping/product/api/brand/select/%zz'])
    expect((await raw('GET', t)).status, t).toBe(400);
  expect((await raw('GET', '/resolve/%00')).status).toBe(404);
  expect((await raw('GET', '/sitemaps/products-99999.xml')).status).toBe(404);
  const api = await raw('GET', '/mall/shopping/product/api/brand/select/%25E0%25A4');
  expect(JSON.parse(api.text)).toMatchObject({ code: 0 });
  expect((await raw('GET', '/searchCenter?keyword=a%00b')).status).toBe(200);
  for (const t of ['/', '/goodsDetail/1', '/mall/shopping/product/api/brand/list', '/sitemap.xml']) {
    const a = await raw('TRACE', t);
    expect(a.status, `TRACE ${t}`).toBe(405);
  }
  const wrong = await raw('PUT', '/mall/shopping/product/api/brand/list');
  expect(wrong.status).toBe(405);
  expect(JSON.parse(wrong.text)).toMatchObject({ code: 0, messageCode: 'METHOD_NOT_ALLOWED' });
});

test('every page answers with the security headers', async () => {
  for (const t of ['/', '/goodsDetail/1', '/mall/shopping/product/api/brand/list', '/sitemap.xml']) {
    const res = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http.get({ host: BASE.hostname, port: BASE.port, path: t }, resolve).on('error', reject),
    );
    res.resume();
    expect(res.headers['content-security-policy'], t).toContain("frame-ancestors 'self'");
    expect(res.headers['x-frame-options'], t).toBe('SAMEORIGIN');
    expect(res.headers['x-content-type-options'], t).toBe('nosniff');
    expect(res.headers['referrer-policy'], t).toBeTruthy();
    expect(res.headers['permissions-policy'], t).toBeTruthy();
    expect(res.headers['strict-transport-security'], `${t} over plain HTTP`).toBeUndefined();
  }
});

test('a generated sample of /mall/** calls for every endpoint answers the envelope', async () => {
  const table = endpoints as unknown as Record<string, EndpointDef>;
  const bad: string[] = [];
  const ms: number[] = [];
  let calls = 0;
  let i = 0;
  for (const call of battery(table, { seed: 111, perEndpoint: 4 })) {
    const body = call.body instanceof FormData ? undefined : call.body;
    const headers: Record<string, string> = {
      ...call.headers,
      'x-forwarded-for': `10.0.${i % 250}.${(i++ % 200) + 1}`,
    };
    if (call.body instanceof FormData) headers['content-type'] = 'multipart/form-data; boundary=x';
    // Header values node:http would refuse are dropped (fetch refuses them too).
    for (const [k, v] of Object.entries(headers)) if (/[^\t\x20-\x7e]/.test(v)) delete headers[k];
    const target = `${SERVICE_BASE[call.service]}/${call.path}`;
    const a = await raw(call.method, target, headers, body === undefined ? undefined : Buffer.from(body, 'utf8'));
    calls++;
    ms.push(a.ms);
    const v = judge(a.status, a.type, a.text);
    const problem = a.dropped
      ? `dropped (${a.dropped})`
      : v.serverError
        ? `status ${a.status}`
        : (v.envelopeViolation ?? (v.internal ? 'INTERNAL' : v.leak ? `leak ${v.leak}` : null));
    if (problem && bad.length < 30)
      bad.push(`${call.key} [${call.kind}] ${call.method} ${target.slice(0, 120)} → ${problem}`);
  }
  console.log(`[fuzz:api-http] ${calls} calls: ${bad.length} failures, p99 ${percentile(ms, 99).toFixed(0)} ms`);
  expect(bad).toEqual([]);
  // Still healthy: a structure search and a structure image.
  const s = await raw(
    'POST',
    '/mall/shopping/product/api/structure/search',
    { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.9' },
    JSON.stringify({ smiles: 'c1ccccc1O', mode: 'substructure' }),
  );
  expect(JSON.parse(s.text)).toMatchObject({ code: 1 });
  const img = await raw('GET', '/mall/shopping/product/api/structure/depict?smiles=CCO');
  expect(img.status).toBe(200);
  expect(img.text).toContain('<svg');
});

test('the journeys’ watch sees a CSP violation and an uncaught page error (so it can fail them)', async ({
  page,
  pageProblems,
}) => {
  await page.goto('/');
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.src = 'https://cdn.example.invalid/injected.js';
    document.head.appendChild(s);
    setTimeout(() => {
      throw new Error('fixture-self-test');
    });
  });
  await expect.poll(() => pageProblems.length).toBeGreaterThanOrEqual(2);
  const seen = pageProblems.join('\n');
  expect(seen).toMatch(/CSP violation.*script-src/);
  expect(seen).toMatch(/uncaught page error.*fixture-self-test/);
  pageProblems.length = 0; // seen on purpose: this test passes
});

test('pages with editors, captchas, images and the dev outbox load with no CSP violation', async ({ page }) => {
  for (const p of [
    '/',
    '/searchStructureFormula',
    '/login',
    '/register',
    '/dev/outbox',
    '/images/structure/1.svg?w=360&h=280',
    '/productCenter',
    '/goodsDetail/1',
    '/methods',
    '/helpCenter/loginProblem',
  ]) {
    const res = await page.goto(p);
    expect(res?.status() ?? 0, p).toBeLessThan(500);
    await page.waitForLoadState('load');
  }
  // The fixture fails this test on any violation or uncaught error seen on these pages.
});
