/**
 * npm run backup [-- <file>] — a restorable backup of DATABASE_URL (embedded PGlite under .data/ when unset):
 * `pg_dump --format=custom` for PostgreSQL, PGlite's own data-folder dump otherwise. docs/operations/backup.md.
 */
import { resolveTarget } from '../lib/db/client';
import { backupDatabase, defaultBackupFile } from '../lib/db/backup';
import { assertNotHeld } from '../lib/db/lock';

async function main() {
  const target = resolveTarget();
  if (target.kind === 'pglite') assertNotHeld(target, 'back up the embedded database');
  const file = process.argv[2] ?? defaultBackupFile(target.kind);
  const started = Date.now();
  const r = await backupDatabase(target, file);
  console.log(
    `✓ ${r.kind} backup ${r.file} (${(r.bytes / 1048576).toFixed(1)} MB) in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  console.log(
    `  restore: npm run restore -- ${r.file} --to <a new ${r.kind === 'postgres' ? 'postgres:// database' : 'folder'}>`,
  );
}

main().catch((err) => {
  console.error('✗ backup failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
