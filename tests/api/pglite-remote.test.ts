/**
 * The embedded database on a worker thread (lib/db/pglite-remote.ts), as the server opens it (PGLITE_WORKER=1,
 * scripts/start.sh): the same rows and types as PGlite in-process, PostgreSQL's error fields, transactions that
 * commit, roll back and keep every other query waiting until they end, prepared statements, pg-boss's adapter, and
 * a clear failure (never a hang) once the thread is gone.
 */
import fs from 'node:fs';
import { eq, like, sql } from 'drizzle-orm';
import { closeDb, getHandle, hasSqlState, openDb, rowsOf, setDbForTests, type Db } from '../../lib/db/client';
import { executePrepared, prepared } from '../../lib/db/prepared';
import { brands } from '../../lib/db/schema';
import { pgliteAdapter } from '../../lib/domain/operations/jobs/queue';
import { PgliteRemote, wireOptions } from '../../lib/db/pglite-remote';
import { freshWorkerDb } from '../helpers/db';
import { TEMPLATE_TARBALL } from '../helpers/env';

type Handle = Awaited<ReturnType<typeof freshWorkerDb>>;
let remote: Handle;
let local: Awaited<ReturnType<typeof openDb>>;

beforeAll(async () => {
  remote = await freshWorkerDb();
  local = await openDb(
    { kind: 'pglite', dataDir: ':memory:' },
    { loadDataDir: new Blob([fs.readFileSync(TEMPLATE_TARBALL)]) },
  );
  // The same rows in both (the template is an empty migrated database).
  const rows = Array.from({ length: 20 }, (_, i) => ({
    code: `RB-${i}`,
    name: `品牌${i}`,
    nameEn: i % 2 ? `Brand ${i}` : null,
    sort: i,
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
  }));
  await remote.db.insert(brands).values(rows);
  await local.db.insert(brands).values(rows);
}, 180_000);
afterAll(async () => {
  await remote?.drop();
  await local?.close();
}, 60_000);

const count = async (db: Db, name: string) =>
  Number(
    rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM brands WHERE name = ${name}`))[0]!.n,
  );

test('the handle is the worker client, not an in-process PGlite', () => {
  expect(remote.raw).toBeInstanceOf(PgliteRemote);
  expect(local.raw).not.toBeInstanceOf(PgliteRemote);
});

test('rows and types are what PGlite answers in-process (json, bytea, timestamps, numerics, arrays, drizzle selects)', async () => {
  const probe = sql`SELECT '{"a":[1,"二"]}'::json AS j, '\\x00ff10'::bytea AS b, 12345678901::int8 AS big, 1.50::numeric AS n,
    ARRAY['x','y']::text[] AS arr, '2026-01-02 03:04:05+00'::timestamptz AS ts, NULL::text AS nothing, '含中文'::text AS zh`;
  const [a, b] = await Promise.all([remote.db.execute(probe), local.db.execute(probe)]);
  expect(rowsOf(a)).toEqual(rowsOf(b));
  expect(rowsOf<{ b: unknown }>(a)[0]!.b).toBeInstanceOf(Uint8Array);
  // drizzle's typed select maps columns the same way (timestamps kept as text by its identity parsers, then Dates).
  const [ra, rb] = await Promise.all([
    remote.db.select().from(brands).orderBy(brands.id),
    local.db.select().from(brands).orderBy(brands.id),
  ]);
  expect(ra).toHaveLength(20);
  expect(ra).toEqual(rb);
});

test("PostgreSQL's error fields come back on the error (a unique violation is still 23505)", async () => {
  const [first] = await remote.db.select().from(brands).limit(1);
  let caught: unknown;
  try {
    await remote.db.insert(brands).values({ ...first!, id: undefined as never });
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeTruthy();
  expect(hasSqlState(caught, '23505')).toBe(true);
  const raw = remote.raw as PgliteRemote;
  await expect(raw.query('SELECT * FROM no_such_table')).rejects.toMatchObject({
    code: '42P01',
    message: expect.stringContaining('no_such_table'),
  });
});

test('a transaction commits when its callback returns and rolls back when it throws or calls rollback()', async () => {
  const base = { code: 'TX-REMOTE', sort: 0 } as const;
  await remote.db.transaction(async (tx) => {
    await tx.insert(brands).values({ ...base, name: 'remote-commit' });
    expect(await count(tx, 'remote-commit')).toBe(1);
  });
  expect(await count(remote.db, 'remote-commit')).toBe(1);

  await expect(
    remote.db.transaction(async (tx) => {
      await tx.insert(brands).values({ ...base, code: 'TX-REMOTE-2', name: 'remote-throw' });
      throw new Error('boom');
    }),
  ).rejects.toThrow('boom');
  expect(await count(remote.db, 'remote-throw')).toBe(0);

  await expect(
    remote.db.transaction(async (tx) => {
      await tx.insert(brands).values({ ...base, code: 'TX-REMOTE-3', name: 'remote-rollback' });
      tx.rollback();
    }),
  ).rejects.toThrow();
  expect(await count(remote.db, 'remote-rollback')).toBe(0);

  // A nested transaction (a savepoint) rolls back alone; the outer one commits.
  await remote.db.transaction(async (tx) => {
    await tx.insert(brands).values({ ...base, code: 'TX-REMOTE-4', name: 'remote-outer' });
    await expect(
      tx.transaction(async (inner) => {
        await inner.insert(brands).values({ ...base, code: 'TX-REMOTE-5', name: 'remote-inner' });
        throw new Error('inner');
      }),
    ).rejects.toThrow('inner');
  });
  expect(await count(remote.db, 'remote-outer')).toBe(1);
  expect(await count(remote.db, 'remote-inner')).toBe(0);
});

test('a query sent while a transaction is open waits for its end (it never sees uncommitted rows)', async () => {
  let seen: number | null = null;
  let during: Promise<void> | null = null;
  await expect(
    remote.db.transaction(async (tx) => {
      await tx.insert(brands).values({ code: 'TX-REMOTE-6', sort: 0, name: 'remote-uncommitted' });
      during = count(remote.db, 'remote-uncommitted').then((n) => void (seen = n));
      await new Promise((r) => setTimeout(r, 50));
      expect(seen).toBeNull(); // still waiting
      throw new Error('roll back');
    }),
  ).rejects.toThrow('roll back');
  await during;
  expect(seen).toBe(0);
});

test('prepared statements run through the worker (PREPARE once, then EXECUTE)', async () => {
  const st = prepared('test_remote_brand', 'SELECT id, name FROM brands WHERE id = $1', ['int']);
  const [first] = await remote.db.select().from(brands).limit(1);
  for (let i = 0; i < 3; i++)
    expect(await executePrepared<{ id: number; name: string }>(remote.db, st, [first!.id])).toEqual([
      { id: first!.id, name: first!.name },
    ]);
  const st2 = rowsOf<{ name: string }>(
    await remote.db.execute(sql`SELECT name FROM pg_prepared_statements WHERE name = 'test_remote_brand'`),
  );
  expect(st2).toHaveLength(1);
});

test("pg-boss's adapter works over it (multi-statement scripts and parameterised queries)", async () => {
  const a = pgliteAdapter(remote.raw as PgliteRemote);
  const script = await a.executeSql(
    'CREATE TEMP TABLE boss_probe(x int); INSERT INTO boss_probe VALUES (1), (2); SELECT count(*)::int AS n FROM boss_probe',
  );
  expect(script.rows).toEqual([{ n: 2 }]);
  const q = await a.executeSql('SELECT x FROM boss_probe WHERE x > $1 ORDER BY x', [1]);
  expect(q.rows).toEqual([{ x: 2 }]);
});

test('only identity parsers cross the thread; other options are refused', async () => {
  expect(wireOptions({ rowMode: 'array', parsers: { 25: (v: string) => v } })).toEqual({
    rowMode: 'array',
    identity: [25],
  });
  expect(() => wireOptions({ parsers: { 25: (v: string) => v.toUpperCase() } })).toThrow(/not an identity/);
  expect(() => wireOptions({ blob: new Blob([]) } as never)).toThrow(/not supported/);
  const raw = remote.raw as PgliteRemote;
  const r = await raw.query<unknown[]>("SELECT 'x'::text AS t, 2::int AS n", [], { rowMode: 'array' });
  expect(r.rows).toEqual([['x', 2]]);
});

test('a parameter a structured clone cannot copy is refused at once, and the connection goes on', async () => {
  const raw = remote.raw as PgliteRemote;
  await expect(raw.query('SELECT $1::text AS t', [() => 1])).rejects.toThrow(/could not be cloned/);
  expect((await raw.query<{ t: string }>('SELECT $1::text AS t', ['ok'])).rows).toEqual([{ t: 'ok' }]);
});

test('many concurrent queries each get their own answer', async () => {
  const ids = (
    await remote.db.select({ id: brands.id }).from(brands).where(like(brands.code, 'RB-%')).orderBy(brands.id)
  ).map((r) => r.id);
  expect(ids).toHaveLength(20);
  const rows = await Promise.all(
    ids.map((id) => remote.db.select({ id: brands.id, code: brands.code }).from(brands).where(eq(brands.id, id))),
  );
  expect(rows.map((r) => r[0]!.id)).toEqual(ids);
  expect(new Set(rows.map((r) => r[0]!.code)).size).toBe(20);
});

test('once the thread is gone every call fails at once with a clear error (nothing hangs)', async () => {
  const h = await freshWorkerDb();
  const raw = h.raw as PgliteRemote;
  await (raw as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
  await expect(raw.query('SELECT 1')).rejects.toThrow(/thread stopped/);
  await expect(h.db.execute(sql`SELECT 1`)).rejects.toThrow();
  await h.drop();
  const closed = await freshWorkerDb();
  await closed.drop();
  await expect((closed.raw as PgliteRemote).query('SELECT 1')).rejects.toThrow(/closed/);
}, 120_000);

test("the server's connection opens a new database thread once its thread stopped (and the folder is recovered)", async () => {
  const made = await freshWorkerDb();
  await made.db.insert(brands).values({ code: 'REOPEN', name: '重开', sort: 0 });
  await made.close();
  const saved = { url: process.env.DATABASE_URL, worker: process.env.PGLITE_WORKER };
  process.env.DATABASE_URL = made.dir;
  process.env.PGLITE_WORKER = '1';
  setDbForTests(undefined);
  try {
    const first = await getHandle();
    expect(first.raw).toBeInstanceOf(PgliteRemote);
    await (first.raw as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect((first.raw as PgliteRemote).query('SELECT 1')).rejects.toThrow(/thread stopped/);
    const second = await getHandle();
    expect(second).not.toBe(first);
    expect(await count(second.db, '重开')).toBe(1);
  } finally {
    await closeDb();
    process.env.DATABASE_URL = saved.url;
    process.env.PGLITE_WORKER = saved.worker;
    if (saved.url === undefined) delete process.env.DATABASE_URL;
    if (saved.worker === undefined) delete process.env.PGLITE_WORKER;
    fs.rmSync(made.dir, { recursive: true, force: true });
  }
}, 120_000);
