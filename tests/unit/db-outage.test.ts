/**
 * While PostgreSQL is unreachable the buyer reads the spec's 系统繁忙，请稍后再试, not an internal error: the errors that
 * mean "unreachable" are told apart from bugs (lib/db/unavailable.ts), and a page whose render failed then answers
 * 503 with a server-rendered message instead of Next's empty 500 shell (lib/platform/next/outage-page.cjs). Any other 500
 * stays a 500.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  dbDownRecently,
  dbFailedRecently,
  forgetDbOutage,
  isDbUnavailable,
  markDbDown,
  watchPool,
} from '../../lib/db/unavailable';
import { E } from '../../lib/config/messages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const outage = require('../../lib/platform/next/outage-page.cjs') as {
  guardResponse: (req: http.IncomingMessage, res: http.ServerResponse) => void;
  isPageRequest: (req: http.IncomingMessage) => boolean;
  MESSAGE: string;
};

afterEach(() => forgetDbOutage());

test('connection failures, server shutdown and refused connections count as "unreachable"; bugs and bad input do not', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  // drizzle wraps the driver's error in `cause`.
  expect(isDbUnavailable(Object.assign(new Error('Failed query: select 1'), { cause: refused }))).toBe(true);
  expect(
    isDbUnavailable(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
  ).toBe(true);
  expect(isDbUnavailable(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(true);
  expect(isDbUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  expect(isDbUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
  expect(isDbUnavailable(Object.assign(new AggregateError([refused, refused]), { message: '' }))).toBe(true);
  expect(
    isDbUnavailable(Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' })),
  ).toBe(false);
  expect(isDbUnavailable(Object.assign(new Error('invalid input syntax for type integer'), { code: '22P02' }))).toBe(
    false,
  );
  expect(isDbUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
  expect(isDbUnavailable(null)).toBe(false);
});

test('the pool watch marks the database down on a failed connect and up on the next connection', async () => {
  const listeners: Record<string, ((e?: unknown) => void)[]> = {};
  let fail = true;
  const pool = {
    connect: (cb?: (err: Error | undefined, c: unknown, d: unknown) => void) => {
      const err = fail ? Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) : undefined;
      if (cb) {
        cb(err, err ? undefined : {}, () => {});
        return undefined;
      }
      return err ? Promise.reject(err) : Promise.resolve({});
    },
    on: (ev: string, fn: (e?: unknown) => void) => (listeners[ev] ??= []).push(fn),
  };
  watchPool(pool as never);
  expect(dbDownRecently()).toBe(false);
  await expect((pool.connect as () => Promise<unknown>)()).rejects.toThrow('ECONNREFUSED');
  expect(dbDownRecently()).toBe(true);
  fail = false;
  listeners.connect?.forEach((f) => f());
  expect(dbDownRecently()).toBe(false);
  fail = true;
  (pool.connect as (cb: () => void) => void)(() => {});
  expect(dbDownRecently()).toBe(true);
});

async function serve(handler: (req: http.IncomingMessage, res: http.ServerResponse) => void) {
  // As installOutagePage does for every request of the server.
  const server = http.createServer((req, res) => {
    if (outage.isPageRequest(req)) outage.guardResponse(req, res);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

/** Next's error shell: a 500 HTML page streamed in pieces. */
const nextErrorShell = (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.statusCode = 500;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.write('<!DOCTYPE html><html id="__next_error__"><head>');
  res.end('<script src="/_next/static/chunks/x.js"></script></head><body></body></html>');
};

/** The same, streamed as Next's pipe does it: headers flushed before the first chunk. */
const nextStreamedShell = (_req: http.IncomingMessage, res: http.ServerResponse) => {
  res.statusCode = 500;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.flushHeaders();
  res.write('<!DOCTYPE html><html id="__next_error__"><head>');
  res.end('</head><body></body></html>');
};

test('database down: a failed page render answers 503 系统繁忙，请稍后再试 with Retry-After', async () => {
  expect(outage.MESSAGE).toBe(E.systemBusy);
  const s = await serve((req, res) =>
    req.url?.startsWith('/goods') ? nextStreamedShell(req, res) : nextErrorShell(req, res),
  );
  try {
    markDbDown();
    const res = await fetch(`${s.url}/goodsDetail/10`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const html = await res.text();
    expect(html).toContain('系统繁忙，请稍后再试');
    expect(html).not.toContain('__next_error__');
    const headRes = await fetch(`${s.url}/productCenter`, { method: 'HEAD' });
    expect(headRes.status).toBe(503);
  } finally {
    await s.close();
  }
});

test('database up: a 500 stays Next’s own; pages that render are untouched; API paths are never rewritten', async () => {
  const s = await serve((req, res) => {
    if (req.url === '/ok') {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end('<p>对乙酰氨基酚</p>');
    } else if (req.url?.startsWith('/mall/')) {
      res.statusCode = 503;
      res.setHeader('content-type', 'text/html');
      res.end('{"code":0}');
    } else nextErrorShell(req, res);
  });
  try {
    const err = await fetch(`${s.url}/x`);
    expect(err.status).toBe(500);
    expect(await err.text()).toContain('__next_error__');
    markDbDown();
    const ok = await fetch(`${s.url}/ok`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('<p>对乙酰氨基酚</p>');
    const api = await fetch(`${s.url}/mall/user/api/x`);
    expect(await api.text()).toBe('{"code":0}');
  } finally {
    await s.close();
  }
});

test('a query that dies with the server (a checked-out client, as in a transaction) still gets the outage page after another request reconnected', async () => {
  const listeners: Record<string, ((e?: unknown) => void)[]> = {};
  const terminated = () =>
    Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });
  const client = { query: (_text: string) => Promise.reject(terminated()) };
  const pool = {
    connect: () => Promise.resolve(client),
    query: (_text: string, cb?: (err: unknown) => void) => {
      if (cb) return void cb(terminated());
      return Promise.reject(terminated());
    },
    on: (ev: string, fn: (e?: unknown) => void) => (listeners[ev] ??= []).push(fn),
  };
  watchPool(pool as never);
  const c = (await (pool.connect as () => Promise<typeof client>)()) as typeof client;
  await expect(c.query('select 1')).rejects.toThrow('administrator command');
  expect(dbFailedRecently()).toBe(true);
  // Another request reconnects first: the database counts as up again, but the failed render is still an outage.
  listeners.connect?.forEach((f) => f());
  expect(dbDownRecently()).toBe(false);
  const s = await serve(nextStreamedShell);
  try {
    const res = await fetch(`${s.url}/goodsDetail/10`);
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('系统繁忙，请稍后再试');
  } finally {
    await s.close();
  }
  // The callback form of pool.query is watched too; a bug's error is not an outage.
  forgetDbOutage();
  await new Promise<void>((r) => (pool.query as (t: string, cb: (e: unknown) => void) => void)('select 1', () => r()));
  expect(dbFailedRecently()).toBe(true);
  forgetDbOutage();
  const buggy = {
    query: () => Promise.reject(Object.assign(new Error('syntax error'), { code: '42601' })),
    connect: () => Promise.resolve({}),
    on: () => {},
  };
  watchPool(buggy as never);
  await expect((buggy.query as () => Promise<unknown>)()).rejects.toThrow('syntax error');
  expect(dbFailedRecently()).toBe(false);
});
