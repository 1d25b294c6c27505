/**
 * npm run restore -- <file> [--to <postgres://… | folder>] [--force] — restore a backup of `npm run backup` into a new
 * or empty database (default: DATABASE_URL). --force replaces what the target holds. docs/operations/backup.md.
 */
import { resolveTarget } from '../lib/db/client';
import { restoreDatabase } from '../lib/db/backup';
import { assertNotHeld } from '../lib/db/lock';

async function main() {
  const args = process.argv.slice(2);
  const toIdx = args.indexOf('--to');
  const to = toIdx >= 0 ? args[toIdx + 1] : undefined;
  const force = args.includes('--force');
  const file = args.find((a, i) => !a.startsWith('--') && (toIdx < 0 || i !== toIdx + 1));
  if (!file) {
    console.error('usage: npm run restore -- <backup file> [--to <postgres://… | folder>] [--force]');
    process.exit(2);
  }
  const target = resolveTarget(to ?? process.env.DATABASE_URL);
  if (target.kind === 'pglite') assertNotHeld(target, 'restore into the embedded database');
  const started = Date.now();
  await restoreDatabase(file, target, { force });
  const where = target.kind === 'pglite' ? target.dataDir : target.url.replace(/:[^:@/]+@/, ':***@');
  console.log(`✓ restored ${file} into ${where} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

main().catch((err) => {
  console.error('✗ restore failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
