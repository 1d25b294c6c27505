/**
 * The committed migrations (lib/db/migrations) build the whole schema on PGlite and on PostgreSQL,
 * from an empty database, and re-running them changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { PG_ADMIN_URL, stamp } from '../helpers/env';
import { openDb, type Db } from '../../lib/db/client';
import { MIGRATIONS_DIR, migrateDb } from '../../lib/db/migrate';

type Handle = Awaited<ReturnType<typeof openDb>>;

const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; tag: string }[];
};

/** Tables every part of the mall relies on. */
const KEY_TABLES = [
  'products',
  'skus',
  'categories',
  'brands',
  'users',
  'sessions',
  'cart_items',
  'inquiry_basket_items',
  'orders',
  'order_lines',
  'methods',
  'standards',
  'news',
  'help_tree',
];
/** Indexes whose absence would break uniqueness or make large-catalogue pages slow. */
const KEY_INDEXES: [table: string, index: string, unique: boolean][] = [
  ['products', 'products_code_uq', true],
  ['products', 'products_cas_idx', false],
  ['products', 'products_category_idx', false],
  ['skus', 'skus_product_idx', false],
  ['orders', 'orders_no_uq', true],
  ['cart_items', 'cart_user_sku_uq', true],
  ['users', 'users_mobile_uq', true],
  ['sessions', 'sessions_user_idx', false],
];

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  const r = (await db.execute(query)) as unknown as { rows: T[] };
  return r.rows;
}

/** A description of the schema that changes when any table, column, index or constraint changes. */
async function fingerprint(db: Db): Promise<string> {
  const cols = await rows<{ t: string; c: string; ty: string; n: string; d: string | null }>(
    db,
    sql`SELECT table_name AS t, column_name AS c, data_type AS ty, is_nullable AS n, column_default AS d
        FROM information_schema.columns WHERE table_schema = 'public' ORDER BY 1, 2`,
  );
  const idx = await rows<{ i: string; d: string }>(
    db,
    sql`SELECT indexname AS i, indexdef AS d FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`,
  );
  const con = await rows<{ c: string }>(
    db,
    sql`SELECT conname AS c FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace WHERE n.nspname = 'public' ORDER BY 1`,
  );
  return crypto
    .createHash('sha256')
    .update(JSON.stringify([cols, idx, con]))
    .digest('hex');
}

async function appliedCount(db: Db): Promise<number> {
  const r = await rows<{ n: number | string }>(db, sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`);
  return Number(r[0]!.n);
}

/** A brand-new, empty database of the given kind (not the test template). */
async function emptyDb(kind: 'pglite' | 'postgres'): Promise<Handle & { drop: () => Promise<void> }> {
  if (kind === 'pglite') {
    const h = await openDb({ kind: 'pglite', dataDir: ':memory:' });
    return { ...h, drop: () => h.close() };
  }
  const { Client } = await import('pg');
  const name = `mall_t_${process.pid}_${stamp()}_mig_${crypto.randomBytes(3).toString('hex')}`;
  const admin = new Client({ connectionString: PG_ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const h = await openDb({ kind: 'postgres', url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`) });
  return {
    ...h,
    drop: async () => {
      await h.close();
      const a = new Client({ connectionString: PG_ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await a.end();
    },
  };
}

test('every migration file is in the journal, and every journal entry has its file', () => {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .map((f) => f.replace(/\.sql$/, ''))
    .sort();
  expect(journal.entries.map((e) => e.tag).sort()).toEqual(files);
  expect(journal.entries.map((e) => e.idx)).toEqual(journal.entries.map((_, i) => i));
});

describeDb('migrations', (ctx) => {
  let fresh: Awaited<ReturnType<typeof emptyDb>>;

  beforeAll(async () => {
    fresh = await emptyDb(ctx.kind);
    await migrateDb(fresh);
  }, 120_000);
  afterAll(async () => {
    await fresh?.drop();
  });

  test('apply cleanly to an empty database and record every migration', async () => {
    expect(await appliedCount(fresh.db)).toBe(journal.entries.length);
  });

  test('create the key tables', async () => {
    const r = await rows<{ t: string }>(
      fresh.db,
      sql`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const tables = new Set(r.map((x) => x.t));
    for (const t of KEY_TABLES) expect([t, tables.has(t)]).toEqual([t, true]);
  });

  test('create the key indexes (unique where it matters)', async () => {
    const r = await rows<{ t: string; i: string; d: string }>(
      fresh.db,
      sql`SELECT tablename AS t, indexname AS i, indexdef AS d FROM pg_indexes WHERE schemaname = 'public'`,
    );
    const byName = new Map(r.map((x) => [x.i, x]));
    for (const [table, index, unique] of KEY_INDEXES) {
      const found = byName.get(index);
      expect([index, found?.t]).toEqual([index, table]);
      expect([index, /CREATE UNIQUE INDEX/i.test(found!.d)]).toEqual([index, unique]);
    }
  });

  test('enable pg_trgm (name search relies on it)', async () => {
    const r = await rows<{ e: string }>(fresh.db, sql`SELECT extname AS e FROM pg_extension`);
    expect(r.map((x) => x.e)).toContain('pg_trgm');
    const sim = await rows<{ s: number }>(fresh.db, sql`SELECT similarity('paracetamol', 'paracetamole') AS s`);
    expect(Number(sim[0]!.s)).toBeGreaterThan(0.3);
  });

  test('the unique catalogue number is enforced', async () => {
    const insert = () =>
      fresh.db.execute(sql`INSERT INTO products (code, name_en) VALUES ('MIG-0001', 'Migration test')`);
    await insert();
    await expect(insert()).rejects.toThrow();
  });

  test('re-running migrate is a no-op', async () => {
    const before = await fingerprint(fresh.db);
    const n = await appliedCount(fresh.db);
    await migrateDb(fresh);
    expect(await appliedCount(fresh.db)).toBe(n);
    expect(await fingerprint(fresh.db)).toBe(before);
  });

  test('the test template is the same schema as a fresh migration', async () => {
    expect(await fingerprint(ctx.db)).toBe(await fingerprint(fresh.db));
  });
});
