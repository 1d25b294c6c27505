/**
 * The databases an in-process bench suite measures on: a migrated embedded PGlite folder under .data/bench, and a
 * migrated database on the PostgreSQL server when one answers (BENCH_PG_URL, else TEST_PG_URL, else the local one).
 * Both are kept between runs, so a suite's fixture is built once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDb, type Db } from '../lib/db/client';
import { migrateDb } from '../lib/db/migrate';
import type { BenchSuite, SuiteResult } from './types';

export const PG_ADMIN =
  process.env.BENCH_PG_URL ?? process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROOT = path.resolve(__dirname, '..');

/** The URL of database `name` on the bench's PostgreSQL server. */
export const pgDatabaseUrl = (name: string) => PG_ADMIN.replace(/\/[^/]*$/, `/${name}`);

export type DbLabel = 'pglite' | 'pg';

/** True when the PostgreSQL server answers within 2 s. */
export async function pgAnswers(url = PG_ADMIN): Promise<boolean> {
  const { Client } = await import('pg');
  const c = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/** Runs fn on the migrated PGlite folder .data/bench/<name>. */
export async function withPglite<T>(name: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const dir = path.join(ROOT, '.data', 'bench', name);
  fs.mkdirSync(dir, { recursive: true });
  const h = await openDb({ kind: 'pglite', dataDir: dir });
  try {
    await migrateDb(h);
    return await fn(h.db);
  } finally {
    await h.close();
  }
}

/** Runs fn on the migrated PostgreSQL database <name> (created when missing). */
export async function withPostgres<T>(name: string, fn: (db: Db) => Promise<T>): Promise<T> {
  const { Client } = await import('pg');
  const admin = new Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const h = await openDb({ kind: 'postgres', url: pgDatabaseUrl(name) });
  try {
    await migrateDb(h);
    return await fn(h.db);
  } finally {
    await h.close();
  }
}

/**
 * Measures on PGlite and/or PostgreSQL, merging each run's metrics; a PostgreSQL server that does not answer is a
 * note, not a failure.
 */
export async function onBothDatabases(
  o: { pglite: boolean; pg: boolean; name: string },
  log: (m: string) => void,
  measure: (db: Db, label: DbLabel) => Promise<Record<string, number | null>>,
): Promise<{ metrics: Record<string, number | null>; notes: string[] }> {
  const metrics: Record<string, number | null> = {};
  const notes: string[] = [];
  if (o.pglite) {
    log('▸ PGlite');
    Object.assign(metrics, await withPglite(`${o.name}-pglite`, (db) => measure(db, 'pglite')));
  }
  if (o.pg) {
    if (await pgAnswers()) {
      log('▸ PostgreSQL');
      Object.assign(metrics, await withPostgres(`mall_bench_${o.name}`, (db) => measure(db, 'pg')));
    } else notes.push(`PostgreSQL at ${PG_ADMIN} did not answer: the PostgreSQL part was skipped`);
  }
  return { metrics, notes };
}

/** Notes for every `<db>_<key>` metric over its goal (both databases). */
export function overGoals(metrics: Record<string, number | null>, goals: readonly [string, number][]): string[] {
  const notes: string[] = [];
  for (const db of ['pglite', 'pg']) {
    for (const [k, goal] of goals) {
      const v = metrics[`${db}_${k}`];
      if (typeof v === 'number' && v > goal) notes.push(`${db} ${k} ${v} ms is over the goal of ${goal} ms`);
    }
  }
  return notes;
}

/** Runs a suite file on its own (`npx tsx bench/suites/<name>.ts`): prints the result as JSON, exits 0 or 1. */
export function runStandalone(run: (argv: string[], log: (m: string) => void) => Promise<unknown>): void {
  run(process.argv.slice(2), (m) => console.log(m))
    .then((r) => {
      console.log(JSON.stringify(r, null, 2));
      process.exit(0);
    })
    .catch((err) => {
      console.error(err);
      process.exit(1);
    });
}

type Metrics = Record<string, number | null>;

/**
 * A suite measured in-process on a fixture of its own in both databases (accounts, cart, orders, ledger): builds or
 * reuses the fixture, measures `count` times (`--<countFlag> N` standalone), and notes every metric over its goal.
 * Returns the suite for the runner and `standalone()` for `npx tsx bench/suites/<name>.ts [--no-pglite] [--no-pg]`.
 */
export function inProcessSuite<F>(o: {
  name: string;
  description: string;
  countFlag: string;
  count: number;
  fixture: (db: Db, log: (m: string) => void, label: 'postgres' | 'pglite') => Promise<F>;
  measure: (db: Db, fixture: F, count: number, log: (m: string) => void, label: DbLabel) => Promise<Metrics>;
  goals: readonly [string, number][];
  notes?: readonly string[];
}) {
  const inProcess = async (
    p: { pglite: boolean; pg: boolean; count: number },
    log: (m: string) => void,
  ): Promise<SuiteResult> => {
    const { metrics, notes } = await onBothDatabases(
      { pglite: p.pglite, pg: p.pg, name: o.name },
      log,
      async (db, label) =>
        o.measure(db, await o.fixture(db, log, label === 'pg' ? 'postgres' : 'pglite'), p.count, log, label),
    );
    notes.push(...overGoals(metrics, o.goals), ...(o.notes ?? []));
    return { metrics, runs: [], notes };
  };
  return {
    suite: {
      name: o.name,
      description: o.description,
      run: (ctx) => inProcess({ pglite: true, pg: true, count: o.count }, ctx.log),
    } satisfies BenchSuite as BenchSuite,
    standalone: () =>
      runStandalone((argv, log) => {
        const i = argv.indexOf(o.countFlag);
        const count = i >= 0 ? Number(argv[i + 1]) : o.count;
        return inProcess({ pglite: !argv.includes('--no-pglite'), pg: !argv.includes('--no-pg'), count }, log);
      }),
  };
}
