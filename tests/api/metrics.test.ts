/**
 * The app's gauges on GET /metrics (lib/domain/operations/health/metrics.ts), on both drivers: the database
 * connection of this instance, the job queue's depth by queue (shared table: the same on every instance) and the
 * structure index. The HTTP side (request ids, counts, the address check) is tested on a real server in
 * tests/unit/observability.test.ts.
 */
import type PgBoss from 'pg-boss';
import { stopQueue } from '../helpers/jobs';
import { sql } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { createJobs, QUEUES } from '../../lib/domain/operations/jobs/queue';
import { registerAppMetrics } from '../../lib/domain/operations/health';
import { dropStructureIndex, structureIndexIdle, warmStructureIndex } from '../../lib/domain/catalog/structure/index';
import { metricsRegistry } from '../../lib/platform/observability';
import type { JobsTarget } from '@/lib/domain/operations/jobs';

const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describeDb('metrics: database, job queue and structure index gauges', (ctx) => {
  let boss: PgBoss;
  beforeAll(async () => {
    registerAppMetrics();
    const t = ctx.handle.target;
    const target: JobsTarget =
      t.kind === 'postgres' ? { kind: 'postgres', url: t.url } : { kind: 'pglite', raw: ctx.handle.raw as never };
    boss = await createJobs(ctx.db, target, { pollingIntervalSeconds: 60, schedule: false });
  });
  afterAll(async () => {
    await stopQueue(boss);
    dropStructureIndex(ctx.db);
  });

  test('the connection of this instance: pool figures on PostgreSQL, one connection on PGlite', async () => {
    // A query in flight while the registry is read: one connection in use.
    const slow = ctx.db.execute(sql`SELECT pg_sleep(0.4)`).then(() => undefined); // drizzle runs on then()
    await new Promise((r) => setTimeout(r, 150));
    const text = await metricsRegistry().metrics();
    await slow;
    if (ctx.kind === 'postgres') {
      const open = value(text, 'mall_db_connections{driver="postgres",state="open"}')!;
      const idle = value(text, 'mall_db_connections{driver="postgres",state="idle"}')!;
      const inUse = value(text, 'mall_db_connections{driver="postgres",state="in_use"}')!;
      expect(inUse).toBeGreaterThanOrEqual(1);
      expect(idle + inUse).toBe(open);
      expect(value(text, 'mall_db_waiting')).toBe(0);
      expect(value(text, 'mall_db_connections_max')).toBeGreaterThanOrEqual(open);
    } else {
      expect(value(text, 'mall_db_connections{driver="pglite",state="open"}')).toBe(1);
      expect(value(text, 'mall_db_connections_max')).toBe(1);
    }
  });

  test('job queue depth by queue: a job scheduled for later is waiting', async () => {
    await boss.send(QUEUES.orderExpire, { orderId: 1 }, { startAfter: new Date(Date.now() + 3_600_000) });
    await boss.send(QUEUES.orderExpire, { orderId: 2 }, { startAfter: new Date(Date.now() + 3_600_000) });
    // The first scrape starts the count in the background (a scrape never waits for the database).
    let text = await metricsRegistry().metrics();
    for (let i = 0; i < 100 && value(text, `mall_jobs{queue="${QUEUES.orderExpire}",state="waiting"}`) !== 2; i++) {
      await new Promise((r) => setTimeout(r, 100));
      text = await metricsRegistry().metrics();
    }
    expect(value(text, `mall_jobs{queue="${QUEUES.orderExpire}",state="waiting"}`)).toBe(2);
    expect(value(text, `mall_jobs{queue="${QUEUES.orderExpire}",state="active"}`)).toBe(0);
    expect(value(text, `mall_jobs{queue="${QUEUES.orderSweep}",state="waiting"}`)).toBe(0);
  });

  test('structure index: 0 and not ready until built, then its molecule count', async () => {
    dropStructureIndex(ctx.db);
    let text = await metricsRegistry().metrics();
    expect(value(text, 'mall_structure_index_ready')).toBe(0);
    expect(value(text, 'mall_structure_index_molecules')).toBe(0);
    warmStructureIndex(ctx.db);
    await structureIndexIdle(ctx.db);
    text = await metricsRegistry().metrics();
    expect(value(text, 'mall_structure_index_ready')).toBe(1);
    expect(value(text, 'mall_structure_index_molecules')).toBeGreaterThanOrEqual(0);
  });
});
