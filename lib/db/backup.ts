/**
 * Backups that can be restored (issue 32 §9; docs/operations/backup.md).
 *
 *  - PostgreSQL: `pg_dump --format=custom` of the database (consistent: one snapshot), restored with `pg_restore`
 *    into a new or empty database (`--clean` only when forced).
 *  - Embedded PGlite: PGlite's own `dumpDataDir()` — a gzipped tarball of the data folder taken by the database
 *    itself, so it is consistent — restored by opening a new folder with `loadDataDir`. The folder must not be held
 *    by a running server (lib/db/lock.ts), as for migrate and seed.
 *
 * A dump restores only into the same kind of database it came from; the file's extension says which.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { DbTarget } from './client';

export type BackupKind = 'postgres' | 'pglite';
export type BackupResult = { file: string; kind: BackupKind; bytes: number };

/** The kind of backup a file holds, from its name (`.dump` PostgreSQL custom format, `.tar.gz` PGlite). */
export function backupKindOf(file: string): BackupKind | null {
  if (/\.dump$/i.test(file)) return 'postgres';
  if (/\.tar\.gz$|\.tgz$/i.test(file)) return 'pglite';
  return null;
}

/** `backups/mall-<kind>-YYYYMMDD-HHMMSS.<ext>` in UTC, for the default output path. */
export function defaultBackupFile(kind: BackupKind, now = new Date(), dir = 'backups'): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  return path.join(dir, `mall-${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`);
}

function run(cmd: string, args: string[]): void {
  const r = spawnSync(cmd, args, { encoding: 'utf8' });
  if (r.error) throw new Error(`${cmd} could not run: ${r.error.message} (is the PostgreSQL client installed?)`);
  if (r.status !== 0)
    throw new Error(`${cmd} failed (exit ${r.status}): ${(r.stderr || r.stdout).trim().slice(0, 2000)}`);
}

/** A URL's database name and the URL of the server's maintenance database. */
function splitPgUrl(url: string): { name: string; adminUrl: string } {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!name) throw new Error(`no database name in ${u.origin}`);
  u.pathname = '/postgres';
  return { name, adminUrl: u.toString() };
}

/** Backs up a database. `pglite`: an open PGlite instance of that folder may be passed (tests, in-memory). */
export async function backupDatabase(
  target: DbTarget,
  file: string,
  opts: { pglite?: { dumpDataDir: (c?: 'gzip' | 'none' | 'auto') => Promise<Blob> } } = {},
): Promise<BackupResult> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'postgres') {
    run('pg_dump', ['--format=custom', '--no-owner', '--file', file, target.url]);
    return { file, kind: 'postgres', bytes: fs.statSync(file).size };
  }
  let close: (() => Promise<void>) | null = null;
  let client = opts.pglite;
  if (!client) {
    if (!fs.existsSync(target.dataDir)) throw new Error(`no embedded database at ${target.dataDir}`);
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const pg = await PGlite.create({ dataDir: target.dataDir, extensions: { pg_trgm } });
    client = pg as unknown as typeof client;
    close = () => pg.close();
  }
  try {
    const blob = await client!.dumpDataDir('gzip');
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await close?.();
  }
  return { file, kind: 'pglite', bytes: fs.statSync(file).size };
}

/** Is a PostgreSQL database absent (null), empty (0) or holding tables (their count)? */
async function pgTableCount(url: string): Promise<number | null> {
  const { Client } = await import('pg');
  const { name, adminUrl } = splitPgUrl(url);
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!exists.rowCount) return null;
  } finally {
    await admin.end();
  }
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(
      `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`,
    );
    return (r.rows[0] as { n: number }).n;
  } finally {
    await c.end();
  }
}

/**
 * Restores a backup into `target`, which must be new or empty unless `force` (then it is replaced: PostgreSQL objects
 * of the dump dropped first, a PGlite folder removed).
 */
export async function restoreDatabase(file: string, target: DbTarget, opts: { force?: boolean } = {}): Promise<void> {
  const kind = backupKindOf(file);
  if (!kind) throw new Error(`${file}: not a backup of this tool (.dump for PostgreSQL, .tar.gz for embedded PGlite)`);
  if (!fs.existsSync(file)) throw new Error(`${file}: no such file`);
  if (kind !== target.kind)
    throw new Error(
      `${file} is a ${kind} backup; it restores only into ${kind === 'postgres' ? 'a postgres:// DATABASE_URL' : 'an embedded (folder) DATABASE_URL'}`,
    );

  if (target.kind === 'postgres') {
    const tables = await pgTableCount(target.url);
    if (tables === null) {
      const { Client } = await import('pg');
      const { name, adminUrl } = splitPgUrl(target.url);
      const admin = new Client({ connectionString: adminUrl });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      } finally {
        await admin.end();
      }
    } else if (tables > 0 && !opts.force) {
      throw new Error(
        `the database ${splitPgUrl(target.url).name} already holds ${tables} tables; restore into a new database, or pass --force to replace them`,
      );
    }
    run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      ...(tables ? ['--clean', '--if-exists'] : []),
      '--dbname',
      target.url,
      file,
    ]);
    return;
  }

  const dir = target.dataDir;
  if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
    if (!opts.force)
      throw new Error(`the folder ${dir} is not empty; restore into a new folder, or pass --force to replace it`);
    fs.rmSync(dir, { recursive: true, force: true });
  }
  fs.mkdirSync(dir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const pg = await PGlite.create({
    dataDir: dir,
    extensions: { pg_trgm },
    loadDataDir: new Blob([fs.readFileSync(file)]),
  });
  await pg.close();
}
