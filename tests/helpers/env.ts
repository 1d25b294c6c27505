import os from 'node:os';
import path from 'node:path';

/** The machine's PostgreSQL test server (DEVELOPERS.md); override with TEST_PG_URL. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * One test run = one jest main process. global-setup sets MALL_TEST_RUN_ID to its pid and the workers inherit it,
 * so concurrent runs on one machine (several developers) never share or drop each other's templates.
 */
export const TEST_RUN_ID = process.env.MALL_TEST_RUN_ID ?? String(process.pid);
export const PG_TEMPLATE_DB = `mall_template_${TEST_RUN_ID}`;
export const TEMPLATE_TARBALL = path.join(os.tmpdir(), `mall-pglite-template-${process.getuid?.() ?? 0}-${TEST_RUN_ID}.tar`);

let cached: Promise<boolean> | undefined;
/** True when the PostgreSQL test server answers within 2 s. */
export function pgAvailable(): Promise<boolean> {
  cached ??= (async () => {
    if (process.env.SKIP_PG === '1') return false;
    const { Client } = await import('pg');
    const c = new Client({ connectionString: PG_ADMIN_URL, connectionTimeoutMillis: 2000 });
    try {
      await c.connect();
      await c.end();
      return true;
    } catch {
      return false;
    }
  })();
  return cached;
}
