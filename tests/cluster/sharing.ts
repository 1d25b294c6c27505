/**
 * Cluster cases, shared state (issue 15): the balancer spreads requests, a session, a cached page, a price change and
 * a restock from the shell are the same on both instances. Registered by tests/cluster/two-instances.test.ts, which
 * starts the cluster once; not a test file of its own.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { eq, sql } from 'drizzle-orm';
import { ROOT } from '../../scripts/lib/harness.mjs';
import { openDb, rowsOf } from '../../lib/db/client';
import { DEMO, PORTS, api, dbUrl, keyPrefix, md5, redisClient, sleep, type ClusterCtx } from './harness';

export function sharingTests(ctx: ClusterCtx): void {
  test('nginx spreads requests over both instances', async () => {
    const { lb } = ctx;
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
    const { a, b, lb } = ctx;
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
    const { a, b } = ctx;
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
    const { a, b } = ctx;
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
    const { a, b } = ctx;
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
}
