/**
 * Issue 32 item 5: request ids, the /metrics address check, route groups, and the HTTP observer on a real Node
 * server (X-Request-Id on every answer, reqId in the log lines written while serving, http_requests_total counted,
 * /metrics refused to addresses METRICS_ALLOW does not name). docs/operations/observability.md.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';

/* eslint-disable @typescript-eslint/no-require-imports */
const ids = require('../../lib/platform/observability/request-id.cjs') as {
  isValidRequestId: (v: unknown) => boolean;
  requestIdFrom: (h: string | string[] | undefined | null) => string;
};
const allow = require('../../lib/platform/observability/allow.cjs') as {
  parseAllowList: (src: string | undefined) => { list: import('node:net').BlockList; invalid: string[] };
  metricsAllowed: (
    list: import('node:net').BlockList,
    peer: string | undefined,
    headers: Record<string, string | string[] | undefined>,
  ) => boolean;
};
const obs = require('../../lib/platform/observability/http.cjs') as {
  installObservability: () => () => void;
  routeGroup: (path: string) => string;
  loggedUrl: (url: string) => string;
};
const logMod = require('../../lib/platform/observability/log.cjs') as {
  state: () => { logger?: unknown };
  createLogger: (env: NodeJS.ProcessEnv, dest: Writable) => { info: (o: object, m: string) => void };
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  test('ids from balancers and tracers are kept', () => {
    for (const id of [
      '0f8fad5b-d9cb-469f-a165-70867728950e',
      '5e1d2c3b4a5f60718293a4b5c6d7e8f9', // nginx $request_id
      '01ARZ3NDEKTSV4RRFFQ69G5FAV', // ULID
      'req_42.retry:1',
      'x'.repeat(128),
    ]) {
      expect(ids.isValidRequestId(id)).toBe(true);
      expect(ids.requestIdFrom(id)).toBe(id);
    }
  });

  test('anything that could forge or flood a log line is replaced by a new UUID', () => {
    for (const bad of [
      '',
      'x'.repeat(129),
      'a b',
      'abc\ndef',
      'abc\r\n{"level":"error"}',
      '"quoted"',
      '<script>',
      'id;drop',
      '编号',
    ]) {
      expect(ids.isValidRequestId(bad)).toBe(false);
      const id = ids.requestIdFrom(bad);
      expect(id).toMatch(UUID);
    }
    expect(ids.requestIdFrom(undefined)).toMatch(UUID);
    expect(ids.requestIdFrom(null)).toMatch(UUID);
    expect(ids.requestIdFrom(undefined)).not.toBe(ids.requestIdFrom(undefined));
    // A repeated header: the first valid value wins.
    expect(ids.requestIdFrom(['first-id', 'second-id'])).toBe('first-id');
  });
});

describe('the /metrics address check', () => {
  const ok = (src: string | undefined, peer: string | undefined, headers = {}) =>
    allow.metricsAllowed(allow.parseAllowList(src).list, peer, headers);

  test('default: loopback only, IPv4, IPv6 and IPv4-mapped', () => {
    expect(ok(undefined, '127.0.0.1')).toBe(true);
    expect(ok(undefined, '127.1.2.3')).toBe(true);
    expect(ok(undefined, '::1')).toBe(true);
    expect(ok(undefined, '::ffff:127.0.0.1')).toBe(true);
    expect(ok(undefined, '10.0.0.5')).toBe(false);
    expect(ok(undefined, '192.168.1.10')).toBe(false);
    expect(ok(undefined, '::ffff:10.0.0.5')).toBe(false);
    expect(ok(undefined, '2001:db8::1')).toBe(false);
    expect(ok(undefined, undefined)).toBe(false);
  });

  test('a configured CIDR list replaces the default', () => {
    const src = '10.0.0.0/8, 192.168.1.7 fd00::/8';
    expect(ok(src, '10.20.30.40')).toBe(true);
    expect(ok(src, '::ffff:10.20.30.40')).toBe(true);
    expect(ok(src, '192.168.1.7')).toBe(true);
    expect(ok(src, '192.168.1.8')).toBe(false);
    expect(ok(src, 'fd12::3')).toBe(true);
    expect(ok(src, '127.0.0.1')).toBe(false);
    expect(ok('', '127.0.0.1')).toBe(false);
    expect(ok('none', '127.0.0.1')).toBe(false);
  });

  test('invalid entries are reported and allow nothing', () => {
    const { invalid } = allow.parseAllowList('10.0.0.0/33, bogus, 1.2.3.4/, ::1/129, 127.0.0.1');
    expect(invalid).toEqual(['10.0.0.0/33', 'bogus', '1.2.3.4/', '::1/129']);
    expect(ok('bogus, 10.0.0.0/33', '10.0.0.1')).toBe(false);
  });

  test('through a balancer on the same host the forwarded client is judged; a forged header gains nothing', () => {
    // nginx on 127.0.0.1 forwarding an outside client: refused.
    expect(ok(undefined, '127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })).toBe(false);
    expect(ok(undefined, '127.0.0.1', { 'x-real-ip': '203.0.113.9' })).toBe(false);
    expect(ok(undefined, '127.0.0.1', { forwarded: 'for=203.0.113.9;proto=https' })).toBe(false);
    expect(ok(undefined, '127.0.0.1', { forwarded: 'for="[2001:db8::1]:4711"' })).toBe(false);
    // A client forging "127.0.0.1" through the balancer: nginx appends its real address.
    expect(ok(undefined, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toBe(false);
    // A client forging it directly: its own (peer) address is still checked.
    expect(ok(undefined, '203.0.113.9', { 'x-forwarded-for': '127.0.0.1' })).toBe(false);
    expect(ok(undefined, '127.0.0.1', { 'x-forwarded-for': 'unknown' })).toBe(false);
    // A Prometheus on the host scraping through the local balancer: every hop is loopback.
    expect(ok(undefined, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toBe(true);
    expect(ok(undefined, '127.0.0.1', { forwarded: 'for=127.0.0.1' })).toBe(true);
  });
});

describe('route groups (the bounded `group` label)', () => {
  test.each([
    ['/', 'home'],
    ['/goodsDetail/123', 'product'],
    ['/searchProduction', 'search'],
    ['/settlementPage/payment/paymentBill', 'checkout'],
    ['/personalCenter/info', 'account'],
    ['/mall/shopping/product/api/brand/list', 'api/shopping'],
    ['/mall/user/api/login', 'api/user'],
    ['/mall/whatever/x', 'api/other'],
    ['/console/orders', 'console'],
    ['/console/api/orders/list', 'console-api'],
    ['/_next/static/chunks/a.js', 'static'],
    ['/_next/data/build/goodsDetail/1.json', 'next-data'],
    ['/favicon.ico', 'static'],
    ['/images/structure/1.svg', 'image'],
    ['/readyz', 'probe'],
    ['/metrics', 'metrics'],
    ['/7732-18-5', 'page'],
    ['/no/such/deep/path', 'other'],
  ])('%s → %s', (path, group) => expect(obs.routeGroup(path)).toBe(group));

  test('secret-looking query values never reach the access log', () => {
    expect(obs.loggedUrl('/pay/notify?out_trade_no=1&sign=abc&token=xyz&auth_code=9&sms-code=1')).toBe(
      '/pay/notify?out_trade_no=1&sign=***&token=***&auth_code=***&sms-code=***',
    );
    expect(obs.loggedUrl('/searchProduction?keyword=苯')).toBe('/searchProduction?keyword=苯');
    expect(obs.loggedUrl(`/${'a'.repeat(600)}`).length).toBeLessThanOrEqual(514);
  });
});

describe('the HTTP observer on a real server', () => {
  let server: http.Server;
  let uninstall: () => void;
  let base: string;
  const lines: Record<string, unknown>[] = [];
  const savedAllow = process.env.METRICS_ALLOW;

  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        for (const l of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(l));
        cb();
      },
    });
    logMod.state().logger = logMod.createLogger({ NODE_ENV: 'production', LOG_LEVEL: 'info' }, sink);
    // Jest runs several test files in one worker process, each with its own globals and process.env, but one
    // http.Server.prototype: an observer another file installed (next.config.js) would answer with that file's
    // logger and environment. Install ours on top for this file.
    delete (http.Server.prototype as unknown as Record<symbol, unknown>)[Symbol.for('mall.observability.http')];
    uninstall = obs.installObservability();
    // Stands in for Next: logs while serving, after an await (the context must follow the request).
    server = http.createServer(async (req, res) => {
      await new Promise((r) => setTimeout(r, 5));
      (logMod.state().logger as { info: (o: object, m: string) => void }).info({ seen: req.url }, 'handler ran');
      res.setHeader('content-type', 'text/plain');
      if (req.url === '/goodsDetail/1') res.setHeader('x-nextjs-cache', 'HIT');
      res.end(`id=${req.headers['x-request-id']}`);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    process.env.METRICS_ALLOW = savedAllow;
    if (savedAllow === undefined) delete process.env.METRICS_ALLOW;
    await new Promise((r) => server.close(r));
    uninstall();
  });

  test('every answer carries an X-Request-Id, the handler sees it and its log lines carry it', async () => {
    const a = await fetch(`${base}/goodsDetail/1`);
    const id = a.headers.get('x-request-id')!;
    expect(id).toMatch(UUID);
    expect(await a.text()).toBe(`id=${id}`);

    const b = await fetch(`${base}/mall/shopping/product/api/brand/list`, { headers: { 'x-request-id': 'lb-1234' } });
    expect(b.headers.get('x-request-id')).toBe('lb-1234');
    await b.text();

    const c = await fetch(`${base}/`, { headers: { 'x-request-id': 'bad id "quoted"' } });
    expect(c.headers.get('x-request-id')).toMatch(UUID);
    await c.text();

    for (let i = 0; i < 100 && !lines.some((l) => l.type === 'access' && l.reqId === 'lb-1234'); i++)
      await new Promise((r) => setTimeout(r, 20));
    const handlerLine = lines.find(
      (l) => l.msg === 'handler ran' && l.seen === '/mall/shopping/product/api/brand/list',
    );
    expect(handlerLine?.reqId).toBe('lb-1234');
    const access = lines.find((l) => l.type === 'access' && l.reqId === 'lb-1234');
    expect(access).toMatchObject({
      method: 'GET',
      url: '/mall/shopping/product/api/brand/list',
      status: 200,
      group: 'api/shopping',
      level: 'info',
    });
    expect(typeof access?.ms).toBe('number');
    expect(lines.find((l) => l.type === 'access' && l.reqId === id)).toMatchObject({ cache: 'HIT', group: 'product' });
  });

  test('/metrics is refused to an address METRICS_ALLOW does not name', async () => {
    process.env.METRICS_ALLOW = '10.0.0.0/8';
    const r = await fetch(`${base}/metrics`);
    expect(r.status).toBe(404);
    expect(await r.text()).not.toContain('http_requests_total');
    // Through a balancer on this host, for an outside client.
    process.env.METRICS_ALLOW = '127.0.0.1';
    const viaLb = await fetch(`${base}/metrics`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(viaLb.status).toBe(404);
    await viaLb.text();
  });

  test('/metrics serves the request counts to an allowed address, uncached', async () => {
    delete process.env.METRICS_ALLOW;
    await (await fetch(`${base}/goodsDetail/1`)).text();
    const r = await fetch(`${base}/metrics`);
    expect(r.status).toBe(200);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('content-type')).toContain('text/plain');
    const text = await r.text();
    const count = /http_requests_total\{method="GET",group="product",status="200"\} (\d+)/.exec(text);
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(2);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.0025",group="product",status="200"\} \d+/);
    expect(text).toMatch(/mall_page_cache_total\{group="product",result="hit"\} [1-9]/);
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    // Refused scrapes were counted as 404s of the metrics group, and no access line was written for them.
    expect(text).toMatch(/http_requests_total\{method="GET",group="metrics",status="404"\} [1-9]/);
    expect(lines.some((l) => l.type === 'access' && l.url === '/metrics')).toBe(false);
  });
});
