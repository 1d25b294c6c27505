import os from 'node:os';
import path from 'node:path';

/** The machine's PostgreSQL test server (DEVELOPERS.md); override with TEST_PG_URL. */
export const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/**
 * One test run = one jest main process. global-setup sets MALL_TEST_RUN_ID to `<pid>_<start time, base 36 s>` and
 * the workers inherit it, so concurrent runs on one machine (several developers) never share or drop each other's
 * templates; the time lets a later run tell leftovers of crashed runs from live ones (see leftoverAgeSeconds).
 */
export const TEST_RUN_ID = process.env.MALL_TEST_RUN_ID ?? `${process.pid}_${stamp()}`;

/** Seconds since the epoch, base 36 (part of database and file names). */
export function stamp(now = Date.now()): string {
  return Math.floor(now / 1000).toString(36);
}

/**
 * A leftover test database or template file is removed by a later run only when its name says it is older than
 * this. No run lasts that long; pid liveness alone is not enough (another sandbox's pids are invisible here, and
 * dropping a live run's database WITH (FORCE) kills its connections mid-test).
 */
export const LEFTOVER_MAX_AGE_S = 3 * 3600;

/** Age in seconds of a name carrying `<pid>_<stamp>` after a `-` or `_` (null for names without one). */
export function leftoverAgeSeconds(name: string, now = Date.now()): number | null {
  const m = /[-_]\d+_([0-9a-z]+)(?:[_.]|$)/.exec(name);
  if (!m) return null;
  const t = parseInt(m[1]!, 36);
  return Number.isFinite(t) ? now / 1000 - t : null;
}
export const PG_TEMPLATE_DB = `mall_template_${TEST_RUN_ID}`;
export const TEMPLATE_TARBALL = path.join(
  os.tmpdir(),
  `mall-pglite-template-${process.getuid?.() ?? 0}-${TEST_RUN_ID}.tar`,
);

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
