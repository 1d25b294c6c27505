/**
 * Cluster cases, supervision (issue 32): probes and loopback binding, a drain on SIGTERM, a rolling restart and
 * kill -9 under load, and nginx's own answers when nothing can answer. They restart instances, so they run after the
 * shared-state cases. Registered by tests/cluster/two-instances.test.ts; not a test file of its own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import { PORTS, buyer, failures, listenAddresses, servingAgain, sleep, startLoad, type ClusterCtx } from './harness';
import { portInUse } from '../../scripts/lib/harness.mjs';

export function supervisionTests(ctx: ClusterCtx): void {
  test('instances listen on 127.0.0.1 only; /healthz and /readyz answer, uncached, never redirected', async () => {
    const { a, b, lb } = ctx;
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
    const { cluster, lb } = ctx;
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
      refused = !(await portInUse(first.port));
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
    const { cluster, lb, supervisorLog } = ctx;
    const { token, skuId } = await buyer(lb);
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
    const { cluster, lb, supervisorLog } = ctx;
    const { token, skuId } = await buyer(lb);
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
    const { cluster, lb } = ctx;
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
}
