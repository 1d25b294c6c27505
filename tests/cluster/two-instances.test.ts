/**
 * Two app instances on one PostgreSQL behind nginx, the page cache shared in Redis (issue 15). Run by
 * `npm test` (scripts/test-all.mjs, stage "cluster", on the e2e build) or alone:
 *
 *   CLUSTER_DIST=.next-e2e node --import tsx --test tests/cluster/two-instances.test.ts
 *
 * Skips, saying why, when PostgreSQL (TEST_PG_URL's server), Redis (REDIS_URL, default redis://127.0.0.1:6379),
 * nginx or the build are missing. Its own database (mall_cluster_<pid>, migrated and seeded, dropped at the end) and
 * its own Redis key prefix. Ports: CLUSTER_PORTS (default 3411,3412) and CLUSTER_LB_PORT (default 8081).
 */
import '../../scripts/lib/no-server-only';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { ROOT, tail } from '../../scripts/lib/harness.mjs';
import { dropDatabase, ensureDatabase, nginxBinary, prepareDatabase, runDir, startCluster, type Cluster } from '../../scripts/lib/cluster.mjs';
import { openDb, rowsOf } from '../../lib/db/client';

const PG_ADMIN = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const DIST = process.env.CLUSTER_DIST ?? '.next-e2e';
const PORTS = (process.env.CLUSTER_PORTS ?? '3411,3412').split(',').map(Number);
const LB_PORT = Number(process.env.CLUSTER_LB_PORT ?? 8081);
const DEMO = { mobile: '13800138000', password: 'Demo@2026' };
const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

const dbUrl = (() => {
  const u = new URL(PG_ADMIN);
  u.pathname = `/mall_cluster_${process.pid}`;
  return u.toString();
})();
const keyPrefix = `mall-test-${process.pid}`;

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

type Env<T> = { code: number; data: T; message: string };

async function api<T>(base: string, method: 'GET' | 'POST', p: string, token?: string, body?: unknown): Promise<Env<T> & { upstream: string | null }> {
  const res = await fetch(base + p, {
    method,
    headers: { ...(token ? { token, Authorization: token } : {}), ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
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

  before(async () => {
    await dropDatabase(dbUrl).catch(() => {});
    await ensureDatabase(dbUrl);
    const prep = await prepareDatabase(dbUrl, path.join(dir, 'prepare.log'));
    assert.equal(prep.code, 0, `${prep.step} failed:\n${tail(path.join(dir, 'prepare.log'), 30)}`);
    cluster = await startCluster({ distDir: DIST, databaseUrl: dbUrl, redisUrl: REDIS_URL, ports: PORTS, lbPort: LB_PORT, dir, env: { REDIS_KEY_PREFIX: keyPrefix } });
    [a, b] = cluster.instances.map((i) => i.url) as [string, string];
    lb = cluster.lb.url;
  });

  after(async () => {
    await cluster?.stop();
    await dropDatabase(dbUrl).catch(() => {});
    try {
      const c = await redisClient();
      for await (const keys of c.scanIterator({ MATCH: `${keyPrefix}:*`, COUNT: 1000 })) if (keys.length) await c.unlink(keys);
      await c.quit();
    } catch {
      /* Redis gone: nothing to clean */
    }
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
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
    const login = await api<{ token: string }>(a, 'POST', '/mall/user/api/loginAndRegister/accountLogin', undefined, { account: DEMO.mobile, passwd: md5(DEMO.password), expireTime: 1440 });
    assert.equal(login.code, 1, login.message);
    const token = login.data.token;
    const skus = await api<{ id: number; price: number | null }[]>(b, 'GET', '/mall/shopping/product/api/prodproduct/getSkuList/1');
    const sku = skus.data.find((s) => (s.price ?? 0) > 0) ?? skus.data[0]!;
    const ins = await api<{ id: number }>(b, 'POST', '/mall/shopping/order/api/buy/car/insert', token, { skuId: sku.id, num: 2 });
    assert.equal(ins.code, 1, ins.message);
    const list = await api<{ id: number; num: number }[]>(b, 'GET', '/mall/shopping/order/api/buy/car/list', token);
    assert.equal(list.code, 1, list.message);
    assert.ok(list.data.some((l) => l.id === ins.data.id && l.num >= 2), 'the line added on instance B is in the cart read on instance B');
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

  test('a page rendered by one instance is a cache hit on the other (Redis)', async () => {
    const url = '/goodsDetail/2';
    const first = await fetch(a + url);
    assert.equal(first.status, 200);
    await first.arrayBuffer();
    let hit = '';
    for (let i = 0; i < 10 && hit !== 'HIT'; i++) {
      const res = await fetch(b + url);
      assert.equal(res.status, 200);
      hit = res.headers.get('x-nextjs-cache') ?? '';
      await res.arrayBuffer();
      if (hit !== 'HIT') await new Promise((r) => setTimeout(r, 300));
    }
    assert.equal(hit, 'HIT', 'instance B served the page instance A rendered');
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
      const { publishTags } = await import('../../lib/domain/catalog/tag-broadcast');
      const { productTag } = await import('../../lib/domain/catalog/cache-tags');
      const [sku] = rowsOf<{ id: number; product_id: number }>(await h.db.execute(sql`SELECT id, product_id FROM skus WHERE price > 0 AND status = 1 ORDER BY id LIMIT 1`));
      assert.ok(sku, 'a priced package');
      const page = `/goodsDetail/${sku.product_id}`;
      // Both instances have the page cached (first render on A, the shared entry on B).
      for (const base of [a, b, a, b]) await (await fetch(base + page)).arrayBuffer();
      const price = 98765.43;
      const shows = (html: string) => html.includes('98,765.43') || html.includes('98765.43');
      assert.ok(!shows(await (await fetch(a + page)).text()));
      // The edit, as an edit outside the servers makes it (npm run staff, the console on another instance): the row,
      // then the broadcast of the product's tag (lib/domain/catalog/invalidate.ts does the same after revalidateTag).
      await h.db.update(skus).set({ price, priceText: String(price) }).where(eq(skus.id, sku.id));
      await publishTags(h.db, [productTag(sku.product_id)], 0);
      const t0 = Date.now();
      const seenAt: Record<string, number> = {};
      while (Date.now() - t0 < 15_000 && Object.keys(seenAt).length < 2) {
        for (const [name, base] of [['A', a], ['B', b]] as const) {
          if (seenAt[name] !== undefined) continue;
          const html = await (await fetch(base + page)).text();
          if (shows(html)) seenAt[name] = Date.now() - t0;
        }
        await new Promise((r) => setTimeout(r, 200));
      }
      console.log(`price change seen after A ${seenAt.A ?? '—'} ms, B ${seenAt.B ?? '—'} ms`);
      assert.ok(seenAt.A !== undefined && seenAt.A <= 5000, `instance A shows the new price within 5 s (${seenAt.A ?? 'never'} ms)`);
      assert.ok(seenAt.B !== undefined && seenAt.B <= 5000, `instance B shows the new price within 5 s (${seenAt.B ?? 'never'} ms)`);
    } finally {
      await h.close();
    }
  });
});
