import { defineConfig } from 'drizzle-kit';

// Migrations are generated from lib/db/schema (one file per area; index.ts re-exports them all) and committed;
// they run on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema/index.ts',
  out: './lib/db/migrations',
  strict: true,
  verbose: false,
});
