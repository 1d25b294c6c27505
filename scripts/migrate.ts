/** npm run db:migrate — apply the committed migrations to DATABASE_URL (or embedded PGlite under .data/). */
import { openDb, resolveTarget } from '../lib/db/client';
import { migrateDb } from '../lib/db/migrate';
import { assertNotHeld } from '../lib/db/lock';

async function main() {
  const target = resolveTarget();
  assertNotHeld(target, 'migrate');
  const started = Date.now();
  const h = await openDb(target);
  await migrateDb(h);
  await h.close();
  console.log(
    `✓ migrated ${target.kind === 'pglite' ? target.dataDir : target.url.replace(/:[^:@/]+@/, ':***@')} in ${Date.now() - started} ms`,
  );
}

main().catch((err) => {
  console.error('✗ migration failed:', err instanceof Error ? err.message : err);
  process.exit(1);
});
