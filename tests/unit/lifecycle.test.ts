/**
 * Graceful shutdown of the production server (lib/platform/next/lifecycle.cjs, preloaded by scripts/start.sh): a request in
 * flight when SIGTERM arrives completes and closes its connection, new connections are refused at once (a balancer
 * tries the next instance), an idle keep-alive connection is left to the balancer to close — a request it sends on
 * one is answered, never reset — and closed after the idle wait otherwise, the pools close after the last request,
 * and a request that never ends is cut at the bound. The cluster test proves the same on a real instance
 * behind nginx (tests/cluster).
 */
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { spawn } from 'node:child_process';

type Life = {
  track(server: http.Server): void;
  drain(o?: {
    graceMs?: number;
    timeoutMs?: number;
    idleWaitMs?: number;
    log?: (m: string) => void;
    signal?: string;
  }): Promise<void>;
  onShutdown(name: string, fn: () => unknown): void;
  isDraining(): boolean;
  answerProbe(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  resetLifecycleForTests(): void;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const life = require('../../lib/platform/next/lifecycle.cjs') as Life;
const {
  isDraining: appIsDraining,
  onShutdown: appOnShutdown,
  provideReadiness,
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded after the CommonJS module above
} = require('../../lib/domain/operations/health/lifecycle') as {
  isDraining(): boolean;
  onShutdown(n: string, f: () => unknown): void;
  provideReadiness(f: () => Promise<{ ready: boolean; checks: Record<string, { ok: boolean; detail: string }> }>): void;
};

const MODULE = path.resolve(__dirname, '../../lib/platform/next/lifecycle.cjs');

type Got = { status: number; body: string; connection: string | undefined };

function get(port: number, p: string, agent: http.Agent): Promise<Got> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: p, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection }));
      })
      .on('error', reject);
  });
}

function connects(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

async function serve(handler: http.RequestListener): Promise<{ server: http.Server; port: number }> {
  const server = http.createServer(handler);
  server.keepAliveTimeout = 65_000;
  life.track(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { server, port: (server.address() as net.AddressInfo).port };
}

beforeEach(() => life.resetLifecycleForTests());

test('a request in flight finishes with Connection: close, new connections are refused, hooks run after it, last registered first', async () => {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const inHandler = new Promise<void>((r) => (entered = r));
  const { server, port } = await serve((req, res) => {
    if (req.url === '/slow') {
      entered();
      void released.then(() => res.end('done'));
    } else res.end('fast');
  });
  expect(server.headersTimeout).toBe(66_000);
  const slowAgent = new http.Agent({ keepAlive: true });
  const slow = get(port, '/slow', slowAgent);
  await inHandler;

  const order: string[] = [];
  life.onShutdown('database', () => order.push('database'));
  appOnShutdown('job queue', async () => {
    order.push('job queue');
  });
  const t0 = Date.now();
  const drained = life.drain({ log: () => {}, graceMs: 0, timeoutMs: 10_000, idleWaitMs: 10_000 });
  expect(life.isDraining()).toBe(true);
  expect(appIsDraining()).toBe(true);
  expect(await connects(port)).toBe(false);
  expect(order).toEqual([]);

  release();
  const res = await slow;
  expect(res).toEqual({ status: 200, body: 'done', connection: 'close' });
  await drained;
  expect(order).toEqual(['job queue', 'database']);
  // Ended by the last response, not by a timeout.
  expect(Date.now() - t0).toBeLessThan(5000);
  expect(server.listening).toBe(false);
  slowAgent.destroy();
});

test('an idle keep-alive connection is not closed under the balancer: a request it sends on it during the drain is answered, then it closes', async () => {
  const { port } = await serve((_req, res) => res.end('fast'));
  // The balancer's pooled upstream connection, idle when the drain starts.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  expect((await get(port, '/', agent)).connection).toBe('keep-alive');
  const idleSocket = Object.values(agent.freeSockets).flat()[0]!;
  let closedAt = 0;
  idleSocket.once('close', () => (closedAt = Date.now()));
  const t0 = Date.now();
  const drained = life.drain({ log: () => {}, timeoutMs: 10_000, idleWaitMs: 10_000 });
  await new Promise((r) => setTimeout(r, 200));
  expect(closedAt).toBe(0);
  expect(await connects(port)).toBe(false);
  // The balancer sends the next request on the connection it holds: answered, and the connection closes after it.
  const res = await get(port, '/', agent);
  expect(res).toEqual({ status: 200, body: 'fast', connection: 'close' });
  await drained;
  for (let i = 0; i < 50 && !closedAt; i++) await new Promise((r) => setTimeout(r, 10));
  expect(closedAt).toBeGreaterThan(0);
  expect(Date.now() - t0).toBeLessThan(3000);
  agent.destroy();
});

test('an idle keep-alive connection the client keeps open is closed after the idle wait', async () => {
  const { port } = await serve((_req, res) => res.end('fast'));
  const agent = new http.Agent({ keepAlive: true });
  await get(port, '/', agent);
  const idleSocket = Object.values(agent.freeSockets).flat()[0]!;
  const closed = new Promise<void>((r) => idleSocket.once('close', () => r()));
  const t0 = Date.now();
  await life.drain({ log: () => {}, timeoutMs: 10_000, idleWaitMs: 300 });
  await closed;
  expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
  expect(Date.now() - t0).toBeLessThan(3000);
  agent.destroy();
});

test('a streamed response whose head went out before the drain: its keep-alive connection is closed once it ends', async () => {
  let release!: () => void;
  const released = new Promise<void>((r) => (release = r));
  let entered!: () => void;
  const headSent = new Promise<void>((r) => (entered = r));
  const { port } = await serve((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.write('first part, ');
    entered();
    void released.then(() => res.end('last part'));
  });
  const agent = new http.Agent({ keepAlive: true });
  const streamed = get(port, '/', agent);
  await headSent;
  const t0 = Date.now();
  const drained = life.drain({ log: () => {}, timeoutMs: 10_000, idleWaitMs: 300 });
  await new Promise((r) => setTimeout(r, 100));
  release();
  const res = await streamed;
  expect(res.body).toBe('first part, last part');
  expect(res.connection).toBe('keep-alive');
  await drained;
  // Not held until the 10 s bound by the now idle keep-alive connection: closed after the idle wait.
  expect(Date.now() - t0).toBeLessThan(2000);
  agent.destroy();
});

test('a request that never finishes is cut at the bound, and the drain still ends', async () => {
  const { port } = await serve((req, res) => {
    if (req.url === '/fast') res.end('fast');
    // /hang never answers
  });
  const agent = new http.Agent({ keepAlive: true });
  const hung = get(port, '/hang', agent).then(
    () => 'answered',
    (e: Error) => e.message,
  );
  await new Promise((r) => setTimeout(r, 50));
  const lines: string[] = [];
  let hookRan = false;
  life.onShutdown('database', () => (hookRan = true));
  const t0 = Date.now();
  await life.drain({ log: (m) => lines.push(m), timeoutMs: 300, idleWaitMs: 100 });
  expect(Date.now() - t0).toBeGreaterThanOrEqual(290);
  expect(Date.now() - t0).toBeLessThan(3000);
  expect(await hung).toMatch(/socket hang up|ECONNRESET/);
  expect(hookRan).toBe(true);
  expect(lines.join('\n')).toMatch(/1 request\(s\) cut at the 300 ms bound/);
  agent.destroy();
});

test('during the grace period the instance still serves, with Connection: close', async () => {
  const { port } = await serve((_req, res) => res.end('ok'));
  const agent = new http.Agent({ keepAlive: true });
  const drained = life.drain({ log: () => {}, graceMs: 400, timeoutMs: 5000, idleWaitMs: 100 });
  const during = await get(port, '/', agent);
  expect(during).toEqual({ status: 200, body: 'ok', connection: 'close' });
  await drained;
  expect(await connects(port)).toBe(false);
  agent.destroy();
});

test('probes are answered before the app: /healthz at once, /readyz "starting" until the app gave its readiness, then its answer', async () => {
  const { port } = await serve((req, res) => {
    if (!life.answerProbe(req, res)) res.end('the app');
  });
  const agent = new http.Agent({ keepAlive: true });
  const raw = (p: string, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
      http
        .request({ host: '127.0.0.1', port, path: p, method, agent }, (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        })
        .on('error', reject)
        .end();
    });
  const health = await raw('/healthz');
  expect(health.status).toBe(200);
  expect(health.headers['cache-control']).toBe('no-store');
  expect(JSON.parse(health.body)).toMatchObject({ status: 'ok', pid: process.pid });
  expect((await raw('/healthz', 'HEAD')).status).toBe(200);
  const starting = await raw('/readyz');
  expect(starting.status).toBe(503);
  expect(starting.headers['retry-after']).toBe('1');
  expect(JSON.parse(starting.body)).toEqual({
    status: 'starting',
    checks: { serving: { ok: false, detail: 'starting' } },
  });
  let ready = true;
  provideReadiness(async () => ({ ready, checks: { database: { ok: ready, detail: ready ? 'ok' : 'unreachable' } } }));
  const ok = await raw('/readyz?from=lb');
  expect(ok.status).toBe(200);
  expect(JSON.parse(ok.body)).toEqual({ status: 'ready', checks: { database: { ok: true, detail: 'ok' } } });
  ready = false;
  const down = await raw('/readyz');
  expect(down.status).toBe(503);
  expect(JSON.parse(down.body)).toEqual({
    status: 'not ready',
    checks: { database: { ok: false, detail: 'unreachable' } },
  });
  // Not probes: other paths and methods reach the app.
  expect((await raw('/readyzz')).body).toBe('the app');
  expect((await raw('/readyz', 'POST')).body).toBe('the app');
  agent.destroy();
});

test('preloaded into a server process, SIGTERM drains the request in flight and exits 0 (Next told to leave signals alone)', async () => {
  const script = `
    const http = require('node:http');
    if (process.env.NEXT_MANUAL_SIG_HANDLE !== '1') { console.log('NEXT_MANUAL_SIG_HANDLE not set'); process.exit(5); }
    require(${JSON.stringify(MODULE)}).onShutdown('pool', () => console.log('pool closed'));
    const server = http.createServer((req, res) => setTimeout(() => res.end('finished'), 400));
    server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
  `;
  // (The app's handler takes 400 ms, as Next does while it loads: the probes do not wait for it.)
  const child = spawn(
    process.execPath,
    ['--require', MODULE, '-e', `require(${JSON.stringify(MODULE)}).installLifecycle(); ${script}`],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => child.on('close', (code) => r(code)));
  for (let i = 0; i < 100 && !/port \d+/.test(out); i++) await new Promise((r) => setTimeout(r, 50));
  const port = Number(/port (\d+)/.exec(out)?.[1]);
  expect(port).toBeGreaterThan(0);
  const agent = new http.Agent({ keepAlive: true });
  const t0 = Date.now();
  expect((await get(port, '/healthz', agent)).status).toBe(200);
  expect((await get(port, '/readyz', agent)).status).toBe(503);
  expect(Date.now() - t0).toBeLessThan(300);
  const inflight = get(port, '/', agent);
  await new Promise((r) => setTimeout(r, 100));
  child.kill('SIGTERM');
  const res = await inflight;
  expect(res).toEqual({ status: 200, body: 'finished', connection: 'close' });
  expect(await exited).toBe(0);
  expect(out).toMatch(/SIGTERM: draining \(1 request\(s\) in flight\)/);
  expect(out).toMatch(/pool closed/);
  agent.destroy();
});
