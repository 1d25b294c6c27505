/**
 * The app's own gauges on GET /metrics (issue 32; the HTTP ones are counted by lib/platform/observability/http.cjs):
 *   - mall_db_connections{driver,state}, mall_db_connections_max, mall_db_waiting: the database connection of this
 *     instance (lib/db/client.ts connectionUsage: node-postgres's pool, or PGlite's one connection);
 *   - mall_jobs{queue,state}: pg-boss jobs waiting and running, by queue — the same on every instance (one table);
 *     read at most every JOBS_COUNT_EVERY_MS in the background, so a scrape never waits for the database;
 *   - mall_structure_index_molecules, mall_structure_index_ready: this instance's structure-search index.
 * Registered once per process from instrumentation.ts. docs/operations/observability.md.
 */
import { connectionUsage, getDb } from '@/lib/db/client';
import { queueCounts } from '@/lib/domain/operations/jobs';
import { structureIndexStatus } from '@/lib/domain/catalog/structure/index';
import { logger, metricsClient, metricsRegistry } from '@/lib/platform/observability';

const JOBS_COUNT_EVERY_MS = 5000;
const g = globalThis as unknown as { __mallAppMetrics?: boolean };

/** Adds the gauges to this process's registry (once). */
export function registerAppMetrics(): void {
  if (g.__mallAppMetrics) return;
  g.__mallAppMetrics = true;
  const { Gauge } = metricsClient();
  const registers = [metricsRegistry()];
  const log = logger('metrics');

  new Gauge({
    name: 'mall_db_connections',
    help: 'Database connections of this instance by state (open, idle, in_use); PGlite is one connection.',
    labelNames: ['driver', 'state'],
    registers,
    async collect() {
      this.reset();
      const u = await connectionUsage();
      if (!u) return;
      this.set({ driver: u.driver, state: 'open' }, u.total);
      if (u.idle !== null) this.set({ driver: u.driver, state: 'idle' }, u.idle);
      if (u.inUse !== null) this.set({ driver: u.driver, state: 'in_use' }, u.inUse);
    },
  });
  new Gauge({
    name: 'mall_db_connections_max',
    help: 'The most database connections this instance opens (DB_POOL_MAX; PGlite: 1).',
    registers,
    async collect() {
      const u = await connectionUsage();
      if (u) this.set(u.max);
    },
  });
  new Gauge({
    name: 'mall_db_waiting',
    help: 'Queries waiting for a database connection of this instance (unknown for PGlite on the event loop).',
    registers,
    async collect() {
      this.reset();
      const u = await connectionUsage();
      if (u && u.waiting !== null) this.set(u.waiting);
    },
  });

  let jobs: Awaited<ReturnType<typeof queueCounts>> = [];
  let jobsAt = 0;
  let counting = false;
  const refreshJobs = () => {
    if (counting || Date.now() - jobsAt < JOBS_COUNT_EVERY_MS) return;
    counting = true;
    void (async () => {
      try {
        jobs = await queueCounts(await getDb());
      } catch (err) {
        log.warn({ err }, 'job queue depth not read');
      } finally {
        jobsAt = Date.now();
        counting = false;
      }
    })();
  };
  new Gauge({
    name: 'mall_jobs',
    help: `pg-boss jobs by queue and state (waiting: created or retrying; active: running), shared by all instances; read every ${JOBS_COUNT_EVERY_MS / 1000} s.`,
    labelNames: ['queue', 'state'],
    registers,
    collect() {
      refreshJobs();
      this.reset();
      for (const j of jobs) this.set({ queue: j.queue, state: j.state }, j.count);
    },
  });

  new Gauge({
    name: 'mall_structure_index_molecules',
    help: "Molecules in this instance's structure-search index (0 until it is built).",
    registers,
    async collect() {
      const db = await getDb().catch(() => null);
      this.set(db ? structureIndexStatus(db).molecules : 0);
    },
  });
  new Gauge({
    name: 'mall_structure_index_ready',
    help: "1 when this instance's structure-search index is built, else 0.",
    registers,
    async collect() {
      const db = await getDb().catch(() => null);
      this.set(db && structureIndexStatus(db).ready ? 1 : 0);
    },
  });
}
