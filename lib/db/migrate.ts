/**
 * Applies the committed migrations (lib/db/migrations) to the given connection.
 * Works for PGlite and node-postgres alike.
 */
import path from 'node:path';
import type { openDb } from './client';

type Handle = Awaited<ReturnType<typeof openDb>>;

export const MIGRATIONS_DIR = path.join(process.cwd(), 'lib', 'db', 'migrations');

export async function migrateDb(handle: Handle, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  if (handle.target.kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(handle.db as any, { migrationsFolder });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    await migrate(handle.db as any, { migrationsFolder });
  }
}
