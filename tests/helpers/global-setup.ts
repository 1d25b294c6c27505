/**
 * Builds one migrated PGlite template (dumped to a tarball) and, when PostgreSQL answers,
 * one migrated template database; each test file then starts from a fresh copy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { openDb } from '../../lib/db/client';
import { migrateDb } from '../../lib/db/migrate';
import { PG_ADMIN_URL, PG_TEMPLATE_DB, TEMPLATE_TARBALL, TEST_RUN_ID, pgAvailable } from './env';

/** True when a process with this pid is alive (databases and files of dead runs are removed). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export default async function globalSetup() {
  process.env.MALL_TEST_RUN_ID = TEST_RUN_ID;
  for (const f of fs.readdirSync(path.dirname(TEMPLATE_TARBALL))) {
    const m = /^mall-pglite-template-\d+-(\d+)\.tar$/.exec(f);
    if (m && !alive(Number(m[1]))) fs.rmSync(path.join(path.dirname(TEMPLATE_TARBALL), f), { force: true });
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
  if (!pg) console.warn('\n[tests] PostgreSQL at ' + PG_ADMIN_URL + ' did not answer: the PostgreSQL runs are skipped.');
  if (pg) {
    const { Client } = await import('pg');
    const admin = new Client({ connectionString: PG_ADMIN_URL });
    await admin.connect();
    // Drop leftovers of earlier runs (created by this suite only): names carry the pid of the process that made
    // them; databases of live processes belong to a concurrent run and are left alone.
    const old = await admin.query(`SELECT datname FROM pg_database WHERE datname LIKE 'mall_t_%' OR datname LIKE 'mall_template%'`);
    for (const r of old.rows as { datname: string }[]) {
      const pid = /^mall_(?:t|template)_(\d+)/.exec(r.datname)?.[1];
      if (r.datname === PG_TEMPLATE_DB || !pid || !alive(Number(pid))) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    }
    await admin.query(`CREATE DATABASE "${PG_TEMPLATE_DB}"`);
    await admin.end();
    const t = await openDb({ kind: 'postgres', url: PG_ADMIN_URL.replace(/\/[^/]*$/, `/${PG_TEMPLATE_DB}`) });
    await migrateDb(t);
    await t.close();
  }
}
