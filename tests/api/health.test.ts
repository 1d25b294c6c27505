/**
 * Readiness of an instance (GET /readyz; lib/domain/operations/health): ready on a migrated database with its structure index
 * built; not ready while draining, while the structure index is building, when the database lacks this build's last
 * migration, or when it does not answer (bounded: no hanging probe). The database answer is reused for a second
 * and refreshed in the background, so a probe stays cheap. The cluster test asks it over HTTP (tests/cluster).
 */
import { sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import type { Db } from '../../lib/db/client';
import { LATEST_MIGRATION, readiness, resetReadinessForTests } from '../../lib/domain/operations/health';
import { dropStructureIndex, structureIndexIdle, warmStructureIndex } from '../../lib/domain/catalog/structure/index';
import { forgetDbOutage, markDbDown } from '../../lib/db/unavailable';

const LIFECYCLE = Symbol.for('mall.lifecycle');
const lifecycle = () => ((globalThis as unknown as Record<symbol, { draining?: boolean }>)[LIFECYCLE] ??= {});

describeDb('readiness', (ctx) => {
  const getDb = async () => ctx.db;
  beforeEach(() => {
    resetReadinessForTests();
    forgetDbOutage();
    lifecycle().draining = false;
  });
  afterAll(() => {
    lifecycle().draining = false;
    dropStructureIndex(ctx.db);
  });

  test('ready on a migrated database (structure warm-up off: built on the first search)', async () => {
    const r = await readiness(getDb, { structureWarmup: false });
    expect(r.ready).toBe(true);
    expect(r.checks).toEqual({
      serving: { ok: true, detail: 'ok' },
      database: { ok: true, detail: 'ok' },
      migrations: { ok: true, detail: LATEST_MIGRATION.tag },
      structureIndex: { ok: true, detail: 'built on first search' },
    });
  });

  test('not ready until the structure index is built, then ready', async () => {
    dropStructureIndex(ctx.db);
    const before = await readiness(getDb, { structureWarmup: true });
    expect(before.ready).toBe(false);
    expect(before.checks.structureIndex).toEqual({ ok: false, detail: 'building' });
    warmStructureIndex(ctx.db);
    await structureIndexIdle(ctx.db);
    const after = await readiness(getDb, { structureWarmup: true });
    expect(after.checks.structureIndex.ok).toBe(true);
    expect(after.ready).toBe(true);
  });

  test('not ready while draining (SIGTERM received)', async () => {
    lifecycle().draining = true;
    const r = await readiness(getDb, { structureWarmup: false });
    expect(r.ready).toBe(false);
    expect(r.checks.serving).toEqual({ ok: false, detail: 'draining' });
  });

  test("not ready when the database lacks this build's last migration", async () => {
    const rows = (await ctx.db.execute(
      sql`SELECT id, hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
    )) as unknown as { rows: { id: number; hash: string; created_at: string }[] };
    const last = rows.rows[0]!;
    expect(Number(last.created_at)).toBe(LATEST_MIGRATION.when);
    await ctx.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE id = ${last.id}`);
    try {
      const r = await readiness(getDb, { structureWarmup: false });
      expect(r.ready).toBe(false);
      expect(r.checks.migrations).toEqual({
        ok: false,
        detail: `behind ${LATEST_MIGRATION.tag} (run npm run db:migrate)`,
      });
    } finally {
      await ctx.db.execute(
        sql`INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES (${last.id}, ${last.hash}, ${last.created_at})`,
      );
    }
    resetReadinessForTests();
    expect((await readiness(getDb, { structureWarmup: false })).ready).toBe(true);
  });

  test('a database that fails or does not answer: not ready, within the bound', async () => {
    const failing = await readiness(async () => Promise.reject(new Error('connect ECONNREFUSED 10.1.2.3:5432')), {
      structureWarmup: false,
    });
    expect(failing.ready).toBe(false);
    // Never an address or an error's text in the answer.
    expect(failing.checks.database).toEqual({ ok: false, detail: 'unreachable' });
    resetReadinessForTests();
    const t0 = Date.now();
    const hanging = await readiness(() => new Promise<Db>(() => {}), { structureWarmup: false });
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(hanging.checks.database).toEqual({ ok: false, detail: 'no answer within 1000 ms' });
  });

  test('the database answer is reused for a second, and asked again at once when the pool saw the database go away', async () => {
    let asked = 0;
    const counting = async () => {
      asked++;
      return ctx.db;
    };
    await readiness(counting, { structureWarmup: false });
    await readiness(counting, { structureWarmup: false });
    await readiness(counting, { structureWarmup: false });
    expect(asked).toBe(1);
    markDbDown();
    const r = await readiness(async () => Promise.reject(new Error('Connection terminated')), {
      structureWarmup: false,
    });
    expect(r.checks.database.ok).toBe(false);
    expect(r.ready).toBe(false);
  });
});
