/**
 * Two app instances on one PostgreSQL behind nginx, the page cache shared in Redis (issue 15), supervised (issue 32):
 * probes, a drain on SIGTERM, a rolling restart under load with no failed request, kill -9 under load with the
 * instance restarted, and nginx's own answers when nothing can answer. Run by `npm test` (scripts/test-all.mjs,
 * stage "cluster", on the e2e build) or alone:
 *
 *   CLUSTER_DIST=.next-e2e node --import tsx --test tests/cluster/two-instances.test.ts
 *
 * Skips, saying why, when PostgreSQL (TEST_PG_URL's server), Redis (REDIS_URL, default redis://127.0.0.1:6379),
 * nginx or the build are missing. Its own database (mall_cluster_<pid>, migrated and seeded, dropped at the end) and
 * its own Redis key prefix (CLUSTER_TAG adds a word to both). Ports: CLUSTER_PORTS (default 3411,3412) and
 * CLUSTER_LB_PORT (default 8081).
 */
import '../../scripts/lib/no-server-only';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import { spawn } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { ROOT, probeStatus, tail } from '../../scripts/lib/harness.mjs';
import {
  dropDatabase,
  ensureDatabase,
  nginxBinary,
  prepareDatabase,
  runDir,
  startCluster,
  type Cluster,
} from '../../scripts/lib/cluster.mjs';
import { openDb, rowsOf } from '../../lib/db/client';

const PG_ADMIN = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DIST = process.env.CLUSTER_DIST ?? '.next-e2e';
const PORTS = (process.env.CLUSTER_PORTS ?? '3411,3412').split(',').map(Number);
const LB_PORT = Number(process.env.CLUSTER_LB_PORT ?? 8081);
const DEMO = { mobile: '13800138000', password: 'Demo@2026' };
const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

/** CLUSTER_TAG: a word in the names of this run's database and Redis keys (several developers on one server). */
const TAG = (process.env.CLUSTER_TAG ?? '').replace(/[^A-Za-z0-9_]/g, '');
const dbUrl = (() => {
  const u = new URL(PG_ADMIN);
  u.pathname = `/mall_cluster_${TAG ? `${TAG}_` : ''}${process.pid}`;
  return u.toString();
})();
const keyPrefix = `mall-test-${TAG ? `${TAG}-` : ''}${process.pid}`;

async function pgAnswers(): Promise<boolean> {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: PG_ADMIN, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await c.end().catch(() => {});
  }
}

async function redisClient() {
  const { createClient } = await import('@redis/client');
  const c = createClient({ url: REDIS_URL, socket: { connectTimeout: 2000, reconnectStrategy: false } });
  c.on('error', () => {});
  await c.connect();
  return c;
}

async function redisAnswers(): Promise<boolean> {
  try {
    const c = await redisClient();
    await c.ping();
    await c.quit();
    return true;
  } catch {
    return false;
  }
}

async function whyNot(): Promise<string | null> {
  if (!(await pgAnswers())) return `PostgreSQL does not answer at ${PG_ADMIN.replace(/:[^:@/]*@/, ':***@')}`;
  if (!(await redisAnswers())) return `Redis does not answer at ${REDIS_URL}`;
  if (!nginxBinary()) return 'nginx is not installed (Debian package nginx; .ci/run installs it)';
  if (!fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) return `no build in ${DIST}/ (CLUSTER_DIST)`;
  return null;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The local addresses a socket LISTENs on at `port` (/proc/net/tcp and tcp6; IPv4 hex is little-endian). */
function listenAddresses(port: number): string[] {
  const out: string[] = [];
  for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text = '';
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      if (cols.length < 4 || cols[3] !== '0A') continue;
      const [hex, portHex] = cols[1]!.split(':') as [string, string];
      if (parseInt(portHex, 16) !== port) continue;
      if (hex.length === 8)
        out.push(
          (hex.match(/../g) as string[])
            .reverse()
            .map((b) => parseInt(b, 16))
            .join('.'),
        );
      else out.push(/^0+$/.test(hex) ? '::' : hex === '00000000000000000000000001000000' ? '::1' : hex);
    }
  }
  return out;
}

/** True when a TCP connection to 127.0.0.1:port is accepted. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

type Outcome = {
  kind: string;
  method: string;
  ok: boolean;
  status: number;
  upstream: string | null;
  detail: string;
  t: number;
};

/**
 * Buyers' traffic through the balancer until stop(): goods pages, the cart (GET), adding to the cart and searching
 * (POSTs), `loops` at a time, back to back. A request fails when it is not answered 200 with (for the API) code 1.
 */
function startLoad(lb: string, token: string, skuId: number, loops = 4) {
  let running = true;
  const outcomes: Outcome[] = [];
  let n = 0;
  const one = async (kind: string, method: 'GET' | 'POST', p: string, body?: unknown) => {
    const t = Date.now();
    try {
      const res = await fetch(lb + p, {
        method,
        headers: { token, Authorization: token, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(30_000),
      });
      const text = await res.text();
      let ok = res.status === 200;
      if (ok && p.startsWith('/mall/')) ok = (JSON.parse(text) as { code: number }).code === 1;
      outcomes.push({
        kind,
        method,
        ok,
        status: res.status,
        upstream: res.headers.get('x-upstream'),
        detail: ok ? '' : text.slice(0, 160),
        t,
      });
    } catch (e) {
      outcomes.push({
        kind,
        method,
        ok: false,
        status: 0,
        upstream: null,
        detail: e instanceof Error ? e.message : String(e),
        t,
      });
    }
  };
  const run = Array.from({ length: loops }, async () => {
    while (running) {
      await one('goods page', 'GET', `/goodsDetail/${1 + (n++ % 6)}`);
      await one('cart', 'GET', '/mall/shopping/order/api/buy/car/list');
      await one('add to cart', 'POST', '/mall/shopping/order/api/buy/car/insert', { skuId, num: 1 });
      await one('search', 'POST', '/mall/shopping/product/api/prodapiitem/product/search', {
        keyword: '对照品',
        pageNo: 1,
        pageSize: 10,
      });
    }
  });
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(run);
      return outcomes;
    },
  };
}

const failures = (o: Outcome[]) => o.filter((x) => !x.ok).map((x) => `${x.method} ${x.kind}: ${x.status} ${x.detail}`);

/** Waits until the instance on `port` runs a process other than `oldPid` and answers /readyz 200; ms since `from`. */
async function servingAgain(
  inst: { url: string; readonly pid: number | null },
  oldPid: number,
  from: number,
  limitMs = 60_000,
): Promise<number> {
  while (Date.now() - from < limitMs) {
    if (inst.pid && inst.pid !== oldPid) {
      try {
        if ((await probeStatus(`${inst.url}/readyz`, 2000)) === 200) return Date.now() - from;
      } catch {
        /* not yet */
      }
    }
    await sleep(200);
  }
  throw new Error(`instance ${inst.url} not serving again within ${limitMs} ms`);
}

type Env<T> = { code: number; data: T; message: string };

async function api<T>(
  base: string,
  method: 'GET' | 'POST',
  p: string,
  token?: string,
  body?: unknown,
): Promise<Env<T> & { upstream: string | null }> {
  const res = await fetch(base + p, {
    method,
    headers: {
      ...(token ? { token, Authorization: token } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { ...((await res.json()) as Env<T>), upstream: res.headers.get('x-upstream') };
}

describe('two instances behind nginx, one PostgreSQL, the cache in Redis', { timeout: 15 * 60_000 }, async () => {
  const skip = await whyNot();
  if (skip) {
    console.log(`cluster test skipped: ${skip}`);
    test('two instances behind nginx (needs PostgreSQL, Redis, nginx and a build)', { skip }, () => {});
    return;
  }
  let cluster: Cluster;
  let a: string;
  let b: string;
  let lb: string;
  const dir = runDir('test');
  /** What the supervisor said (deaths, restarts). */
  const supervisorLog: string[] = [];
  /** A buyer's session and a priced package for the traffic of the supervision tests. */
  async function buyer(): Promise<{ token: string; skuId: number }> {
    const login = await api<{ token: string }>(lb, 'POST', '/mall/user/api/loginAndRegister/accountLogin', undefined, {
      account: DEMO.mobile,
      passwd: md5(DEMO.password),
      expireTime: 1440,
    });
    assert.equal(login.code, 1, login.message);
    const skus = await api<{ id: number; price: number | null }[]>(
      lb,
      'GET',
      '/mall/shopping/product/api/prodproduct/getSkuList/1',
    );
    return { token: login.data.token, skuId: (skus.data.find((x) => (x.price ?? 0) > 0) ?? skus.data[0]!).id };
  }

  before(async () => {
    await dropDatabase(dbUrl).catch(() => {});
    await ensureDatabase(dbUrl);
    const prep = await prepareDatabase(dbUrl, path.join(dir, 'prepare.log'));
    assert.equal(prep.code, 0, `${prep.step} failed:\n${tail(path.join(dir, 'prepare.log'), 30)}`);
    cluster = await startCluster({
      distDir: DIST,
      databaseUrl: dbUrl,
      redisUrl: REDIS_URL,
      ports: PORTS,
      lbPort: LB_PORT,
      dir,
      // The test's load comes from one address (nginx forwards 127.0.0.1): its searches are not rate limited.
      env: { REDIS_KEY_PREFIX: keyPrefix, RATE_LIMIT_EXEMPT: '127.0.0.1,::1' },
      say: (m) => supervisorLog.push(m),
    });
    [a, b] = cluster.instances.map((i) => i.url) as [string, string];
    lb = cluster.lb.url;
  });

  after(async () => {
    await cluster?.stop();
    await dropDatabase(dbUrl).catch(() => {});
    try {
      const c = await redisClient();
      for await (const keys of c.scanIterator({ MATCH: `${keyPrefix}:*`, COUNT: 1000 }))
        if (keys.length) await c.unlink(keys);
      await c.quit();
    } catch {
      /* Redis gone: nothing to clean */
    }
    // CLUSTER_KEEP_LOGS=1 keeps the instances' and nginx's logs (.data/cluster/test-*).
    if (dir && process.env.CLUSTER_KEEP_LOGS !== '1') fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`logs kept in ${dir}`);
  });

  test('nginx spreads requests over both instances', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${lb}/robots.txt`);
      assert.equal(res.status, 200);
      seen.add(res.headers.get('x-upstream') ?? '');
      await res.arrayBuffer();
    }
    assert.deepEqual([...seen].sort(), PORTS.map((p) => `127.0.0.1:${p}`).sort());
  });

  test('a buyer logged in on one instance shops on the other, and through the balancer', async () => {
    const login = await api<{ token: string }>(a, 'POST', '/mall/user/api/loginAndRegister/accountLogin', undefined, {
      account: DEMO.mobile,
      passwd: md5(DEMO.password),
      expireTime: 1440,
    });
    assert.equal(login.code, 1, login.message);
    const token = login.data.token;
    const skus = await api<{ id: number; price: number | null }[]>(
      b,
      'GET',
      '/mall/shopping/product/api/prodproduct/getSkuList/1',
    );
    const sku = skus.data.find((s) => (s.price ?? 0) > 0) ?? skus.data[0]!;
    const ins = await api<{ id: number }>(b, 'POST', '/mall/shopping/order/api/buy/car/insert', token, {
      skuId: sku.id,
      num: 2,
    });
    assert.equal(ins.code, 1, ins.message);
    const list = await api<{ id: number; num: number }[]>(b, 'GET', '/mall/shopping/order/api/buy/car/list', token);
    assert.equal(list.code, 1, list.message);
    assert.ok(
      list.data.some((l) => l.id === ins.data.id && l.num >= 2),
      'the line added on instance B is in the cart read on instance B',
    );
    // Through nginx: whichever instance answers knows the session.
    const upstreams = new Set<string>();
    for (let i = 0; i < 4; i++) {
      const viaLb = await api<{ id: number }[]>(lb, 'GET', '/mall/shopping/order/api/buy/car/list', token);
      assert.equal(viaLb.code, 1, viaLb.message);
      assert.ok(viaLb.data.some((l) => l.id === ins.data.id));
      upstreams.add(viaLb.upstream ?? '');
    }
    assert.equal(upstreams.size, 2, 'both instances answered the same session');
    // Logged out on A: B no longer accepts the token.
    const out = await api(a, 'POST', '/mall/user/api/loginAndRegister/logout', token, {});
    assert.equal(out.code, 1, out.message);
    const after = await api(b, 'GET', '/mall/shopping/order/api/buy/car/list', token);
    assert.notEqual(after.code, 1);
  });

  test('a page rendered by one instance is a HIT on the other, with the same headers, not rendered again (Redis)', async () => {
    // The goods page (pages router) and a category list (app router, rewritten to its cached variant).
    const h = await openDb({ kind: 'postgres', url: dbUrl });
    let cid: number | undefined;
    try {
      [{ id: cid } = { id: undefined }] = rowsOf<{ id: number }>(
        await h.db.execute(
          sql`SELECT c.id FROM categories c WHERE EXISTS (SELECT 1 FROM products p WHERE p.category_id = c.id) ORDER BY c.id LIMIT 1`,
        ),
      );
    } finally {
      await h.close();
    }
    assert.ok(cid, 'a category with products');
    for (const url of ['/goodsDetail/2', `/productCenter/productClassifyList/${cid}`]) {
      const first = await fetch(a + url);
      assert.equal(first.status, 200);
      const html = await first.text();
      // A's own second answer: from Redis.
      const again = await fetch(a + url);
      assert.equal(again.headers.get('x-nextjs-cache'), 'HIT', `${url}: instance A's second answer is a HIT`);
      await again.arrayBuffer();
      // B's very first answer for the page: the entry A stored, with A's lifetime (no STALE, no render on B).
      const onB = await fetch(b + url);
      assert.equal(onB.status, 200);
      const headers = (r: Response) =>
        Object.fromEntries(['x-nextjs-cache', 'cache-control'].map((h) => [h, r.headers.get(h)]));
      assert.deepEqual(headers(onB), headers(again), `${url}: B answers as A does`);
      assert.match(onB.headers.get('cache-control') ?? '', /s-maxage=\d+/, `${url}: B's answer has a lifetime`);
      assert.equal(await onB.text(), html, `${url}: B sends the page A rendered`);
      console.log(`${url}: A ${JSON.stringify(headers(again))}, B first ${JSON.stringify(headers(onB))}`);
    }
    const c = await redisClient();
    const keys: string[] = [];
    for await (const k of c.scanIterator({ MATCH: `${keyPrefix}:*goodsDetail/2*`, COUNT: 1000 })) keys.push(...k);
    await c.quit();
    assert.ok(keys.length > 0, 'the page is stored in Redis');
  });

  test('a price change is on both instances within 5 s', async () => {
    const h = await openDb({ kind: 'postgres', url: dbUrl });
    try {
      const { skus } = await import('../../lib/db/schema');
      const { publishChange } = await import('../../lib/domain/catalog/products/tag-broadcast');
      const { productTag } = await import('../../lib/domain/catalog/products/cache-tags');
      const [sku] = rowsOf<{ id: number; product_id: number }>(
        await h.db.execute(sql`SELECT id, product_id FROM skus WHERE price > 0 AND status = 1 ORDER BY id LIMIT 1`),
      );
      assert.ok(sku, 'a priced package');
      const page = `/goodsDetail/${sku.product_id}`;
      // Both instances have the page cached (first render on A, the shared entry on B).
      for (const base of [a, b, a, b]) await (await fetch(base + page)).arrayBuffer();
      const price = 98765.43;
      const shows = (html: string) => html.includes('98,765.43') || html.includes('98765.43');
      assert.ok(!shows(await (await fetch(a + page)).text()));
      // The edit, as a writer outside the servers makes it: the row and its event in one transaction.
      await h.db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as typeof h.db;
        await tx
          .update(skus)
          .set({ price, priceText: String(price) })
          .where(eq(skus.id, sku.id));
        await publishChange(tx, [productTag(sku.product_id)]);
      });
      const t0 = Date.now();
      const seenAt: Record<string, number> = {};
      while (Date.now() - t0 < 15_000 && Object.keys(seenAt).length < 2) {
        for (const [name, base] of [
          ['A', a],
          ['B', b],
        ] as const) {
          if (seenAt[name] !== undefined) continue;
          const html = await (await fetch(base + page)).text();
          if (shows(html)) seenAt[name] = Date.now() - t0;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      console.log(`price change seen after A ${seenAt.A ?? '—'} ms, B ${seenAt.B ?? '—'} ms`);
      assert.ok(
        seenAt.A !== undefined && seenAt.A <= 5000,
        `instance A shows the new price within 5 s (${seenAt.A ?? 'never'} ms)`,
      );
      assert.ok(
        seenAt.B !== undefined && seenAt.B <= 5000,
        `instance B shows the new price within 5 s (${seenAt.B ?? 'never'} ms)`,
      );
    } finally {
      await h.close();
    }
  });
  test('npm run staff -- restock on the shell: the goods page on the other instance shows the new stock within 5 s', async () => {
    const h = await openDb({ kind: 'postgres', url: dbUrl });
    let candidates: { id: number; product_id: number; code: string; stock: number }[];
    try {
      candidates = rowsOf<{ id: number; product_id: number; code: string; stock: number }>(
        await h.db.execute(
          sql`SELECT s.id, s.product_id, s.code, s.stock FROM skus s JOIN products p ON p.id = s.product_id
              WHERE s.status = 1 AND p.status = 1 AND s.price > 0 AND s.stock > 0 ORDER BY s.product_id, s.sort, s.id LIMIT 20`,
        ),
      );
    } finally {
      await h.close();
    }
    const shows = (html: string, n: number) => html.includes(`现货 ${n}`) || html.includes(`现货<!-- --> <!-- -->${n}`);
    // A package whose 现货 N the goods page shows (the one it opens with), cached on both instances first.
    let sku: (typeof candidates)[number] | undefined;
    for (const c of candidates) {
      const res = await fetch(a + `/goodsDetail/${c.product_id}`);
      if (res.status === 200 && shows(await res.text(), c.stock)) {
        sku = c;
        break;
      }
    }
    assert.ok(sku, 'a goods page showing 现货 N');
    const page = `/goodsDetail/${sku.product_id}`;
    for (const base of [b, b]) {
      const res = await fetch(base + page);
      assert.equal(res.status, 200);
      assert.ok(shows(await res.text(), sku.stock), `instance B shows 现货 ${sku.stock} before the restock`);
    }
    const add = 7;
    const want = sku.stock + add;
    // "Instance A's machine": the staff command from a shell, as an operator runs it, on the shared database.
    const cmd = await new Promise<{ code: number | null; out: string }>((resolve) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', 'scripts/staff.ts', 'restock', sku!.code, String(add)],
        {
          cwd: ROOT,
          env: { ...process.env, DATABASE_URL: dbUrl },
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      let out = '';
      child.stdout.on('data', (d: Buffer) => (out += d.toString()));
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      child.on('exit', (code) => resolve({ code, out }));
    });
    assert.equal(cmd.code, 0, cmd.out);
    assert.match(cmd.out, new RegExp(`库存 ${sku.stock} → ${want}`));
    const t0 = Date.now();
    let seenAt: number | null = null;
    while (Date.now() - t0 < 15_000 && seenAt === null) {
      const html = await (await fetch(b + page)).text();
      if (shows(html, want)) seenAt = Date.now() - t0;
      else await sleep(100);
    }
    console.log(`restock on the shell seen on instance B after ${seenAt ?? '—'} ms`);
    assert.ok(seenAt !== null && seenAt <= 5000, `instance B shows 现货 ${want} within 5 s (${seenAt ?? 'never'} ms)`);
  });

  test('instances listen on 127.0.0.1 only; /healthz and /readyz answer, uncached, never redirected', async () => {
    for (const port of PORTS)
      assert.deepEqual(listenAddresses(port), ['127.0.0.1'], `instance :${port} is bound to the loopback address only`);
    const phone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    for (const base of [a, b]) {
      const health = await fetch(`${base}/healthz`, { headers: { 'user-agent': phone }, redirect: 'manual' });
      assert.equal(health.status, 200);
      assert.equal(health.headers.get('cache-control'), 'no-store');
      assert.equal(((await health.json()) as { status: string }).status, 'ok');
      const ready = await fetch(`${base}/readyz`, { headers: { 'user-agent': phone }, redirect: 'manual' });
      assert.equal(ready.status, 200);
      assert.equal(ready.headers.get('cache-control'), 'no-store');
      const body = (await ready.json()) as { status: string; checks: Record<string, { ok: boolean }> };
      assert.equal(body.status, 'ready');
      assert.deepEqual(Object.keys(body.checks).sort(), ['database', 'migrations', 'serving', 'structureIndex']);
    }
    // Through the balancer, from this machine only.
    const viaLb = await fetch(`${lb}/readyz`);
    assert.equal(viaLb.status, 200);
    await viaLb.arrayBuffer();
  });

  test('SIGTERM drains: a request in flight completes, new connections are refused, the balancer sends new requests to the other, nothing fails', async () => {
    const [first, second] = cluster.instances as [(typeof cluster.instances)[0], (typeof cluster.instances)[0]];
    const oldPid = first.pid!;
    // A POST whose body is half sent when the instance gets SIGTERM (nginx would buffer the body first: direct).
    const bytes = Buffer.from(JSON.stringify({ keyword: '对照品', pageNo: 1, pageSize: 5 }));
    const req = http.request({
      host: '127.0.0.1',
      port: first.port,
      method: 'POST',
      path: '/mall/shopping/product/api/prodapiitem/product/search',
      headers: { 'content-type': 'application/json', 'content-length': String(bytes.length) },
      agent: new http.Agent({ keepAlive: true }),
    });
    let answered = false;
    const response = new Promise<{ status: number; connection: string | undefined; body: string }>(
      (resolve, reject) => {
        req.on('response', (res) => {
          answered = true;
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (body += c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
        });
        req.on('error', reject);
      },
    );
    req.write(bytes.subarray(0, 10));
    await sleep(300);
    const t0 = Date.now();
    const restarted = cluster.supervisors[0]!.restart();
    // Draining: the listener is closed at once.
    let refused = false;
    for (let i = 0; i < 50 && !refused; i++) {
      refused = !(await accepts(first.port));
      if (!refused) await sleep(50);
    }
    assert.ok(refused, 'the draining instance refuses new connections');
    // Meanwhile the balancer answers everything: on a connection it already held to the draining instance (answered
    // there, then closed), else from the other instance (a refused connection is passed on). Once its held
    // connections are used up, every request goes to the other.
    const upstreams: string[] = [];
    for (let i = 0; i < 16; i++) {
      const res = await fetch(`${lb}/robots.txt`);
      assert.equal(res.status, 200);
      upstreams.push(res.headers.get('x-upstream')?.split(', ').at(-1) ?? '');
      await res.arrayBuffer();
    }
    assert.deepEqual(upstreams.slice(-4), Array(4).fill(`127.0.0.1:${second.port}`), upstreams.join(' '));
    assert.equal(answered, false, 'the request in flight has not been answered yet (its body is not complete)');
    req.end(bytes.subarray(10));
    const got = await response;
    assert.equal(got.status, 200);
    assert.equal(got.connection, 'close');
    assert.equal((JSON.parse(got.body) as { code: number }).code, 1, 'the request in flight was answered in full');
    const r = await restarted;
    assert.equal(r.oldPid, oldPid);
    assert.notEqual(first.pid, oldPid);
    const log = fs.readFileSync(first.log, 'utf8');
    assert.match(log, /\[lifecycle\] SIGTERM: draining \(1 request\(s\) in flight\)/);
    assert.match(log, /\[lifecycle\] stopped in \d+ ms/);
    console.log(
      `drain + restart of :${first.port}: drained in ${r.drainMs} ms, serving again ${Date.now() - t0} ms after SIGTERM`,
    );
  });

  test('a rolling restart under load fails no request', async () => {
    const { token, skuId } = await buyer();
    const pids = cluster.instances.map((i) => i.pid);
    const load = startLoad(lb, token, skuId);
    await sleep(1500);
    const steps = await cluster.rollingRestart({ settleMs: 1000, log: (m) => supervisorLog.push(m) });
    await sleep(1500);
    const outcomes = await load.stop();
    const failed = failures(outcomes);
    console.log(
      `rolling restart: ${outcomes.length} requests, ${failed.length} failed; ${steps.map((s) => `:${s.port} drained ${s.drainMs} ms, back after ${s.totalMs} ms`).join('; ')}`,
    );
    assert.deepEqual(failed, []);
    assert.ok(outcomes.length > 40, `traffic ran during the restart (${outcomes.length} requests)`);
    const after = cluster.instances.map((i) => i.pid);
    after.forEach((pid, i) => assert.notEqual(pid, pids[i], `instance :${PORTS[i]} was restarted`));
    const during = new Set(outcomes.filter((o) => o.t > Date.now() - 3000).map((o) => o.upstream));
    assert.ok(during.size >= 1);
  });

  test('kill -9 of one instance under load: the other keeps serving, it is restarted and serves within 30 s; reads in flight on it are passed on, a cart POST gets the envelope', async () => {
    const { token, skuId } = await buyer();
    const [victim] = cluster.instances as [(typeof cluster.instances)[0]];
    const load = startLoad(lb, token, skuId);
    await sleep(1500);
    // Freeze it so that requests are in flight on it, then kill it.
    const oldPid = victim.pid!;
    process.kill(oldPid, 'SIGSTOP');
    type Sent = {
      kind: 'get' | 'search' | 'cart';
      status: number;
      body: string;
      upstream: string | null;
      type: string;
    };
    const send = async (kind: Sent['kind']): Promise<Sent> => {
      const [p, init] =
        kind === 'get'
          ? ['/robots.txt', {}]
          : kind === 'search'
            ? [
                '/mall/shopping/product/api/prodapiitem/product/search',
                {
                  method: 'POST',
                  headers: { 'content-type': 'application/json' },
                  body: JSON.stringify({ keyword: '甲醇', pageNo: 1, pageSize: 5 }),
                },
              ]
            : [
                '/mall/shopping/order/api/buy/car/insert',
                {
                  method: 'POST',
                  headers: { 'content-type': 'application/json', token, Authorization: token },
                  body: JSON.stringify({ skuId, num: 1 }),
                },
              ];
      const res = await fetch(lb + p, init).catch((e: Error) => e);
      if (res instanceof Error) return { kind, status: 0, body: res.message, upstream: null, type: '' };
      return {
        kind,
        status: res.status,
        body: await res.text(),
        upstream: res.headers.get('x-upstream'),
        type: res.headers.get('content-type') ?? '',
      };
    };
    // Eight of each, one after the other: round robin puts some of each kind on the frozen instance.
    const requests: Promise<Sent>[] = [];
    for (let i = 0; i < 8; i++) {
      for (const k of ['get', 'search', 'cart'] as const) {
        requests.push(send(k));
        await sleep(15);
      }
    }
    await sleep(800);
    const t0 = Date.now();
    process.kill(oldPid, 'SIGKILL');
    const inflight = await Promise.all(requests);
    const back = await servingAgain(victim, oldPid, t0);
    await sleep(1000);
    const outcomes = await load.stop();
    const failed = outcomes.filter((o) => !o.ok);
    console.log(
      `kill -9 of :${victim.port}: ${outcomes.length} requests under load, ${failed.length} failed (${failures(outcomes).join(' | ')}); serving again ${back} ms after the kill`,
    );
    assert.ok(back <= 30_000, `serving again within 30 s (${back} ms)`);
    assert.ok(
      supervisorLog.some((l) =>
        new RegExp(`instance :${victim.port} \\(pid ${oldPid}\\) died: signal SIGKILL`).test(l),
      ),
      'the death is logged',
    );
    assert.ok(
      supervisorLog.some((l) => new RegExp(`instance :${victim.port} serving again`).test(l)),
      'the restart is logged',
    );
    // Idempotent requests in flight on the dead instance were answered by the other, and so were searches (reads the
    // spec sends as POST); a cart POST that had reached it was not repeated by nginx and got the envelope (503, 系统繁忙).
    const dead = `127.0.0.1:${victim.port}`;
    for (const r of inflight.filter((x) => x.kind !== 'cart'))
      assert.equal(r.status, 200, `${r.kind} in flight: ${r.status} ${r.body.slice(0, 100)}`);
    assert.ok(
      inflight.some((r) => r.kind !== 'cart' && r.upstream?.startsWith(`${dead}, `)),
      `some reads were on the dead instance and passed on (${inflight.map((r) => r.upstream).join(' | ')})`,
    );
    const cartOnDead = inflight.filter((x) => x.kind === 'cart' && x.status !== 200);
    assert.ok(cartOnDead.length > 0, 'a cart POST was on the frozen instance');
    for (const r of cartOnDead) {
      assert.equal(r.status, 503);
      assert.match(r.type, /application\/json/);
      assert.deepEqual(JSON.parse(r.body), {
        code: 0,
        data: null,
        message: '系统繁忙，请稍后再试',
        messageCode: 'SERVICE_UNAVAILABLE',
        totalCount: 0,
      });
      assert.equal(r.upstream, dead, 'tried on the dead instance only, never passed on');
    }
    // Under load, only requests that were on the killed instance may fail: a POST that had reached it (the envelope)
    // or a response cut after its first bytes had gone out (nothing can be retried then) — at most one per loop.
    for (const f of failed)
      assert.ok(
        (f.status === 503 && f.kind === 'add to cart') || f.status === 0,
        `${f.method} ${f.kind}: ${f.status} ${f.detail}`,
      );
    assert.ok(failed.length <= 4, `at most the requests in flight on it failed (${failed.length})`);
  });

  test("nothing answers: pages get the mall's 503 page, the API its envelope; both instances come back", async () => {
    const pids = cluster.instances.map((i) => i.pid!);
    for (const pid of pids) process.kill(pid, 'SIGKILL');
    const t0 = Date.now();
    const page = await fetch(`${lb}/goodsDetail/1`);
    const html = await page.text();
    assert.equal(page.status, 503);
    assert.equal(page.headers.get('retry-after'), '5');
    assert.match(html, /<html lang="zh-CN">/);
    assert.match(html, /系统繁忙，请稍后再试/);
    assert.doesNotMatch(html, /nginx/i);
    const apiRes = await fetch(`${lb}/mall/shopping/order/api/buy/car/list`);
    assert.equal(apiRes.status, 503);
    assert.deepEqual(await apiRes.json(), {
      code: 0,
      data: null,
      message: '系统繁忙，请稍后再试',
      messageCode: 'SERVICE_UNAVAILABLE',
      totalCount: 0,
    });
    const backs = await Promise.all(cluster.instances.map((inst, i) => servingAgain(inst, pids[i]!, t0, 90_000)));
    console.log(`both killed: serving again after ${backs.join(' / ')} ms`);
    const res = await fetch(`${lb}/goodsDetail/1`);
    assert.equal(res.status, 200);
    await res.arrayBuffer();
  });
});
