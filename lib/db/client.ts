/**
 * Database client: embedded PGlite (no DATABASE_URL, or a folder path in it) or node-postgres
 * (DATABASE_URL=postgres://…). One schema, one dialect (PostgreSQL) for both.
 *
 * The connection is a globalThis singleton: under `next start` a module singleton can be
 * instantiated twice, and two PGlite instances on one folder corrupt it.
 */
import path from 'node:path';
import fs from 'node:fs';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';
import { log } from '../platform/observability';

export type Schema = typeof schema;
/** The database handle the domain layer takes: works for both drivers. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbTarget = { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export function resolveTarget(url = process.env.DATABASE_URL): DbTarget {
  if (url && /^postgres(ql)?:\/\//i.test(url)) return { kind: 'postgres', url };
  const dir = url && url.trim() !== '' ? url.replace(/^file:/, '') : path.join('.data', 'pglite');
  return { kind: 'pglite', dataDir: path.resolve(dir) };
}

type Handle = { db: Db; close: () => Promise<void>; target: DbTarget; raw: unknown };

/**
 * PGlite's shared buffers live in the WASM heap of the server process and count fully toward its RSS. PGlite's
 * default is 128 MB; 64 MB holds the hot indexes and pages of a 100k-product catalogue (pages beyond it come from
 * the OS page cache, which RSS does not count) and saves about 100 MB per instance. PGLITE_SHARED_BUFFERS overrides.
 */
export function pgliteSharedBuffers(value = process.env.PGLITE_SHARED_BUFFERS): string {
  const v = (value ?? '').trim();
  return /^\d{1,6}(kB|MB|GB)$/.test(v) ? v : '64MB';
}

const g = globalThis as unknown as { __mallDb?: Promise<Handle> };

/**
 * Open a new connection (tests and scripts); the app uses getDb(). `worker`: PGlite on a thread of its own
 * (lib/db/pglite-remote.ts), for a folder (not :memory: or a loaded dump); the server's connection takes it from
 * PGLITE_WORKER=1.
 */
export async function openDb(
  target: DbTarget = resolveTarget(),
  opts: { loadDataDir?: Blob; worker?: boolean; onWorkerFailed?: (err: Error) => void } = {},
): Promise<Handle> {
  if (target.kind === 'postgres') {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const pool = new Pool({
      connectionString: target.url,
      max: Number(process.env.DB_POOL_MAX ?? 10),
      // While the server is unreachable a request fails within 5 s (系统繁忙, lib/db/unavailable.ts) instead of
      // waiting for the OS's TCP timeout; keep-alive notices a dead peer on idle connections.
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    // An idle pooled connection that the server closes (restart, failover, pg_terminate_backend) emits 'error' on
    // the pool; unhandled, that would crash the process. The pool drops the client and the next query reconnects.
    pool.on('error', (err) => log.error(`[db] idle PostgreSQL connection lost: ${err.message}`));
    // Outage bookkeeping for the HTTP layer (pages answer 503 系统繁忙 while the server is unreachable).
    (await import('./unavailable')).watchPool(pool as never);
    const db: Db = drizzle(pool, { schema });
    return { db, target, raw: pool, close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = target.dataDir === ':memory:' || target.dataDir.endsWith('/:memory:');
  if (!inMemory) fs.mkdirSync(target.dataDir, { recursive: true });
  const startParams = [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers()}`];
  if (opts.worker && !inMemory && !opts.loadDataDir) {
    const { PgliteRemote } = await import('./pglite-remote');
    const remote = new PgliteRemote({ dataDir: target.dataDir, startParams, onFailed: opts.onWorkerFailed });
    await remote.waitReady;
    const db: Db = drizzle(remote as never, { schema });
    return { db, target, raw: remote, close: () => remote.close() };
  }
  const client = await PGlite.create({
    dataDir: inMemory ? undefined : target.dataDir,
    // lib/db/pglite-worker.mjs loads the same extensions.
    extensions: { pg_trgm },
    loadDataDir: opts.loadDataDir,
    startParams,
  });
  const db: Db = drizzle(client, { schema });
  return { db, target, raw: client, close: () => client.close() };
}

/** The app-wide connection. */
export function getHandle(): Promise<Handle> {
  if (!g.__mallDb) {
    // A database thread that stopped (a fatal error in it) is not kept: the next request opens a new one, which
    // recovers the folder as PostgreSQL recovers from a crash.
    const opening: Promise<Handle> = openDb(resolveTarget(), {
      worker: process.env.PGLITE_WORKER === '1',
      onWorkerFailed: () => {
        if (g.__mallDb === opening) g.__mallDb = undefined;
      },
    }).catch((err) => {
      g.__mallDb = undefined;
      throw err;
    });
    g.__mallDb = opening;
  }
  return g.__mallDb;
}

export async function getDb(): Promise<Db> {
  return (await getHandle()).db;
}

export async function closeDb(): Promise<void> {
  if (g.__mallDb) {
    const h = await g.__mallDb;
    g.__mallDb = undefined;
    await h.close();
  }
}

/**
 * What the app-wide connection is doing, for GET /metrics; null before it is open. node-postgres: its pool's
 * connections (open, idle, in use) and the queries waiting for one. PGlite is one connection: on its own thread
 * (PGLITE_WORKER=1) the queries sent to it tell whether it is in use and how many wait; on the event loop nothing
 * waits in a queue we can see, so only its size is known.
 */
export type ConnectionUsage = {
  driver: 'postgres' | 'pglite';
  max: number;
  total: number;
  idle: number | null;
  inUse: number | null;
  waiting: number | null;
};

export async function connectionUsage(): Promise<ConnectionUsage | null> {
  const h = g.__mallDb ? await g.__mallDb.catch(() => null) : null;
  if (!h) return null;
  if (h.target.kind === 'postgres') {
    const pool = h.raw as { totalCount: number; idleCount: number; waitingCount: number; options: { max?: number } };
    return {
      driver: 'postgres',
      max: pool.options.max ?? 10,
      total: pool.totalCount,
      idle: pool.idleCount,
      inUse: pool.totalCount - pool.idleCount,
      waiting: pool.waitingCount,
    };
  }
  const inFlight = (h.raw as { inFlight?: unknown }).inFlight;
  if (typeof inFlight !== 'number')
    return { driver: 'pglite', max: 1, total: 1, idle: null, inUse: null, waiting: null };
  return {
    driver: 'pglite',
    max: 1,
    total: 1,
    idle: inFlight ? 0 : 1,
    inUse: inFlight ? 1 : 0,
    waiting: Math.max(0, inFlight - 1),
  };
}

/** Tests point the app-wide connection at a fresh database. */
export function setDbForTests(handle: Handle | undefined): void {
  g.__mallDb = handle ? Promise.resolve(handle) : undefined;
}

/** The rows of a raw `db.execute(sql…)` result (node-postgres and PGlite both answer { rows }). */
export function rowsOf<T>(res: unknown): T[] {
  const r = res as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/** A json column's value: node-postgres and PGlite parse json columns, but a driver that hands back text is tolerated. */
export function jsonColumn<T>(v: T | string): T {
  return typeof v === 'string' ? (JSON.parse(v) as T) : v;
}

/** Is this the database error `state` (SQLSTATE), thrown by the driver or wrapped by drizzle in `cause`? */
export function hasSqlState(err: unknown, state: string): boolean {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null | undefined;
  return e?.code === state || e?.cause?.code === state;
}
