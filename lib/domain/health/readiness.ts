/**
 * Readiness of this instance: what a balancer asks before sending it traffic (GET /readyz). One query per call —
 * the applied migration level, which also proves the database answers — plus two in-process flags. Bounded: a
 * database that does not answer within DB_TIMEOUT_MS is "unreachable", not a hanging probe.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/client';
import journal from '@/lib/db/migrations/meta/_journal.json';
import { structureIndexStatus } from '@/lib/domain/structure/index';
import { isDraining } from './lifecycle';
import type { Readiness, ReadinessCheck } from './types';

const DB_TIMEOUT_MS = 1000;

/** The last migration of this build (drizzle records its journal `when` as created_at of the applied row). */
export const LATEST_MIGRATION: { tag: string; when: number } = (() => {
  const last = journal.entries[journal.entries.length - 1]!;
  return { tag: last.tag, when: last.when };
})();

/** Once the database has carried this build's last migration it always will (migrations only move forward). */
let migrationsSeen = false;

async function appliedLevel(db: Db): Promise<number> {
  const rows = rowsOf<{ m: string | number | null }>(await db.execute(sql`SELECT max(created_at) AS m FROM drizzle.__drizzle_migrations`));
  return Number(rows[0]?.m ?? 0);
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref?.());
}

export async function readiness(getDb: () => Promise<Db>, o: { structureWarmup?: boolean } = {}): Promise<Readiness> {
  const warmup = o.structureWarmup ?? process.env.STRUCTURE_WARMUP !== '0';
  const serving: ReadinessCheck = isDraining() ? { ok: false, detail: 'draining' } : { ok: true, detail: 'ok' };
  let database: ReadinessCheck;
  let migrations: ReadinessCheck;
  let structureIndex: ReadinessCheck;
  try {
    const db = await Promise.race([getDb(), timeout(DB_TIMEOUT_MS)]);
    const level = await Promise.race([appliedLevel(db), timeout(DB_TIMEOUT_MS)]);
    database = { ok: true, detail: 'ok' };
    if (level >= LATEST_MIGRATION.when) migrationsSeen = true;
    migrations = migrationsSeen ? { ok: true, detail: LATEST_MIGRATION.tag } : { ok: false, detail: `behind ${LATEST_MIGRATION.tag} (run npm run db:migrate)` };
    const index = structureIndexStatus(db);
    structureIndex = index.ready ? { ok: true, detail: `${index.molecules} molecules` } : warmup ? { ok: false, detail: index.rebuilding ? 'rebuilding' : 'building' } : { ok: true, detail: 'built on first search' };
  } catch (err) {
    database = { ok: false, detail: err instanceof Error && err.message === 'timeout' ? `no answer within ${DB_TIMEOUT_MS} ms` : 'unreachable' };
    migrations = migrationsSeen ? { ok: true, detail: LATEST_MIGRATION.tag } : { ok: false, detail: 'unknown' };
    structureIndex = { ok: false, detail: 'unknown' };
  }
  const checks = { serving, database, migrations, structureIndex };
  return { ready: Object.values(checks).every((c) => c.ok), checks };
}

/** Forget what was seen (tests). */
export function resetReadinessForTests(): void {
  migrationsSeen = false;
}
