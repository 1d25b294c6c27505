/**
 * What the cluster tests share (tests/cluster/two-instances.test.ts and the cases it registers): the configuration
 * from the environment, whether PostgreSQL, Redis, nginx and the build are there, buyers' traffic through the balancer,
 * probes and the API call. Not a test file: scripts/test-all.mjs runs tests/cluster/*.test.ts only.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import assert from 'node:assert/strict';
import { ROOT, probeStatus } from '../../scripts/lib/harness.mjs';
import { nginxBinary, type Cluster } from '../../scripts/lib/cluster.mjs';

export const PG_ADMIN = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const DIST = process.env.CLUSTER_DIST ?? '.next-e2e';
export const PORTS = (process.env.CLUSTER_PORTS ?? '3411,3412').split(',').map(Number);
export const LB_PORT = Number(process.env.CLUSTER_LB_PORT ?? 8081);
export const DEMO = { mobile: '13800138000', password: 'Demo@2026' };
export const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

/** CLUSTER_TAG: a word in the names of this run's database and Redis keys (several developers on one server). */
const TAG = (process.env.CLUSTER_TAG ?? '').replace(/[^A-Za-z0-9_]/g, '');
export const dbUrl = (() => {
  const u = new URL(PG_ADMIN);
  u.pathname = `/mall_cluster_${TAG ? `${TAG}_` : ''}${process.pid}`;
  return u.toString();
})();
export const keyPrefix = `mall-test-${TAG ? `${TAG}-` : ''}${process.pid}`;

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

export async function redisClient() {
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

export async function whyNot(): Promise<string | null> {
  if (!(await pgAnswers())) return `PostgreSQL does not answer at ${PG_ADMIN.replace(/:[^:@/]*@/, ':***@')}`;
  if (!(await redisAnswers())) return `Redis does not answer at ${REDIS_URL}`;
  if (!nginxBinary()) return 'nginx is not installed (Debian package nginx; .ci/run installs it)';
  if (!fs.existsSync(path.join(ROOT, DIST, 'BUILD_ID'))) return `no build in ${DIST}/ (CLUSTER_DIST)`;
  return null;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The local addresses a socket LISTENs on at `port` (/proc/net/tcp and tcp6; IPv4 hex is little-endian). */
export function listenAddresses(port: number): string[] {
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

export type Outcome = {
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
export function startLoad(lb: string, token: string, skuId: number, loops = 4) {
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

export const failures = (o: Outcome[]) =>
  o.filter((x) => !x.ok).map((x) => `${x.method} ${x.kind}: ${x.status} ${x.detail}`);

/** Waits until the instance on `port` runs a process other than `oldPid` and answers /readyz 200; ms since `from`. */
export async function servingAgain(
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

export type Env<T> = { code: number; data: T; message: string };

export async function api<T>(
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

/** The running cluster, filled in by the test file's before(); the cases read it inside their tests. */
export type ClusterCtx = {
  cluster: Cluster;
  /** Instance A's and B's own URLs, and the balancer's. */
  a: string;
  b: string;
  lb: string;
  /** What the supervisor said (deaths, restarts). */
  supervisorLog: string[];
};

/** A buyer's session and a priced package for the traffic of the supervision tests. */
export async function buyer(lb: string): Promise<{ token: string; skuId: number }> {
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
