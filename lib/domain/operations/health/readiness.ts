/**
 * Readiness of this instance: what a balancer asks before sending it traffic (GET /readyz) — cheap, because it is
 * asked every second or two by every balancer. The database check is one query — the applied migration level, which
 * also proves the database answers — whose result is reused for DB_CHECK_FRESH_MS and refreshed in the background
 * after that (a probe never waits for it unless the last answer is older than DB_CHECK_MAX_AGE_MS, or the pool has
 * seen the database unreachable since: lib/db/unavailable.ts). Bounded: a database that does not answer within
 * DB_TIMEOUT_MS is "unreachable", not a hanging probe. The rest are in-process flags.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { rowsOf } from '@/lib/db/client';
import journal from '@/lib/db/migrations/meta/_journal.json';
import { structureIndexStatus } from '@/lib/domain/catalog/structure/index';
import { dbDownRecently } from '@/lib/db/unavailable';
import { isDraining } from './lifecycle';
import type { Readiness, ReadinessCheck } from './types';

const DB_TIMEOUT_MS = 1000;
/** A database answer this recent is reused as it is. */
const DB_CHECK_FRESH_MS = 1000;
/** Older than this, a probe waits for a new one. */
const DB_CHECK_MAX_AGE_MS = 5000;

/** The last migration of this build (drizzle records its journal `when` as created_at of the applied row). */
export const LATEST_MIGRATION: { tag: string; when: number } = (() => {
  const last = journal.entries[journal.entries.length - 1]!;
  return { tag: last.tag, when: last.when };
})();

/** Once the database has carried this build's last migration it always will (migrations only move forward). */
let migrationsSeen = false;

async function appliedLevel(db: Db): Promise<number> {
  const rows = rowsOf<{ m: string | number | null }>(
    await db.execute(sql`SELECT max(created_at) AS m FROM drizzle.__drizzle_migrations`),
  );
  return Number(rows[0]?.m ?? 0);
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref?.());
}

type DbCheck = { at: number; database: ReadinessCheck; level: number | null; db: Db | null };
let lastCheck: DbCheck | null = null;
let checking: Promise<DbCheck> | null = null;

function checkDatabase(getDb: () => Promise<Db>): Promise<DbCheck> {
  checking ??= (async (): Promise<DbCheck> => {
    try {
      const db = await Promise.race([getDb(), timeout(DB_TIMEOUT_MS)]);
      const level = await Promise.race([appliedLevel(db), timeout(DB_TIMEOUT_MS)]);
      return { at: Date.now(), database: { ok: true, detail: 'ok' }, level, db };
    } catch (err) {
      return {
        at: Date.now(),
        database: {
          ok: false,
          detail:
            err instanceof Error && err.message === 'timeout' ? `no answer within ${DB_TIMEOUT_MS} ms` : 'unreachable',
        },
        level: null,
        db: null,
      };
    }
  })().then((c) => {
    lastCheck = c;
    checking = null;
    return c;
  });
  return checking;
}

/** The last database answer, refreshed as described in the header. */
async function databaseState(getDb: () => Promise<Db>, now = Date.now()): Promise<DbCheck> {
  const last = lastCheck;
  // The pool saw the database unreachable after our last answer: ask again now.
  const downSince = last && dbDownRecently(now, DB_CHECK_MAX_AGE_MS);
  if (!last || now - last.at > DB_CHECK_MAX_AGE_MS || (downSince && last.database.ok)) return checkDatabase(getDb);
  if (now - last.at > DB_CHECK_FRESH_MS) void checkDatabase(getDb);
  return last;
}

export async function readiness(getDb: () => Promise<Db>, o: { structureWarmup?: boolean } = {}): Promise<Readiness> {
  const warmup = o.structureWarmup ?? process.env.STRUCTURE_WARMUP !== '0';
  const serving: ReadinessCheck = isDraining() ? { ok: false, detail: 'draining' } : { ok: true, detail: 'ok' };
  const state = await databaseState(getDb);
  const { database } = state;
  if (state.level !== null && state.level >= LATEST_MIGRATION.when) migrationsSeen = true;
  const migrations: ReadinessCheck = migrationsSeen
    ? { ok: true, detail: LATEST_MIGRATION.tag }
    : {
        ok: false,
        detail: state.level === null ? 'unknown' : `behind ${LATEST_MIGRATION.tag} (run npm run db:migrate)`,
      };
  let structureIndex: ReadinessCheck = { ok: false, detail: 'unknown' };
  if (state.db) {
    const index = structureIndexStatus(state.db);
    structureIndex = index.ready
      ? { ok: true, detail: `${index.molecules} molecules` }
      : warmup
        ? { ok: false, detail: index.rebuilding ? 'rebuilding' : 'building' }
        : { ok: true, detail: 'built on first search' };
  }
  const checks = { serving, database, migrations, structureIndex };
  return { ready: Object.values(checks).every((c) => c.ok), checks };
}

/** Forget what was seen (tests). */
export function resetReadinessForTests(): void {
  migrationsSeen = false;
  lastCheck = null;
  checking = null;
}
