import { defineConfig } from 'drizzle-kit';

// Migrations are generated from lib/db/schema.ts and committed; they run on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/db/schema.ts',
  out: './lib/db/migrations',
  strict: true,
  verbose: false,
});
