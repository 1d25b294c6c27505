/**
 * Builds one migrated PGlite template (dumped to a tarball) and, when PostgreSQL answers,
 * one migrated template database; each test file then starts from a fresh copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../../lib/db/client';
import { migrateDb } from '../../lib/db/migrate';
import {
  LEFTOVER_MAX_AGE_S,
  PG_ADMIN_URL,
  PG_TEMPLATE_DB,
  TEMPLATE_TARBALL,
  TEST_RUN_ID,
  leftoverAgeSeconds,
  pgAvailable,
} from './env';

/** True when a leftover of an earlier run may be removed: its name says it is older than LEFTOVER_MAX_AGE_S. */
function stale(name: string): boolean {
  const age = leftoverAgeSeconds(name);
  return age !== null && age > LEFTOVER_MAX_AGE_S;
}

export default async function globalSetup() {
  process.env.MALL_TEST_RUN_ID = TEST_RUN_ID;
  for (const f of fs.readdirSync(path.dirname(TEMPLATE_TARBALL))) {
    if (/^mall-pglite-(template|worker)-/.test(f) && stale(f))
      fs.rmSync(path.join(path.dirname(TEMPLATE_TARBALL), f), { recursive: true, force: true });
  }
  fs.mkdirSync(path.dirname(TEMPLATE_TARBALL), { recursive: true });
  const h = await openDb({ kind: 'pglite', dataDir: ':memory:' });
  await migrateDb(h);
  const client = h.raw as { dumpDataDir: (c?: 'gzip' | 'none') => Promise<Blob> };
  const blob = await client.dumpDataDir('none');
  fs.writeFileSync(TEMPLATE_TARBALL, Buffer.from(await blob.arrayBuffer()));
  await h.close();

  const pg = await pgAvailable();
  process.env.MALL_TEST_PG = pg ? '1' : '0';
  if (!pg)
    console.warn('\n[tests] PostgreSQL at ' + PG_ADMIN_URL + ' did not answer: the PostgreSQL runs are skipped.');
  if (pg) {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    // Drop leftovers of crashed earlier runs (created by this suite only): names carry the creating process's pid
    // and start time; anything younger than LEFTOVER_MAX_AGE_S may belong to a concurrent run and is left alone.
    const old = await admin.query(
      `SELECT datname FROM pg_database WHERE datname LIKE 'mall_t_%' OR datname LIKE 'mall_template%'`,
    );
    for (const r of old.rows as { datname: string }[]) {
      if (r.datname === PG_TEMPLATE_DB || stale(r.datname))
        await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${PG_TEMPLATE_DB}"`);
    await admin.end();
    const t = await openDb({ kind: 'postgres', url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${PG_TEMPLATE_DB}`) });
    await migrateDb(t);
    await t.close();
  }
}
