/**
 * Event-log retention (lib/domain/operations/insights/retention.ts): search_log keeps INSIGHTS.searchLogRetentionDays (longer
 * than the longest insights range), access_log INSIGHTS.accessLogRetentionDays; older rows are deleted in batches,
 * newer ones are never touched, a second prune finds nothing, and the daily job of the queue does the same — on
 * PGlite and PostgreSQL.
 */
import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { stopQueue } from '../helpers/jobs';
import { describeDb } from '../helpers/db';
import { rowsOf } from '../../lib/db/client';
import { INSIGHTS } from '../../lib/config/constants';
import { pruneEventLogs, pruneOlderThan } from '../../lib/domain/operations/insights/retention';
import { createJobs, QUEUES } from '../../lib/domain/operations/jobs/queue';
import type { JobsTarget } from '@/lib/domain/operations/jobs';

describeDb('event-log retention', (ctx) => {
  /** Insert `n` rows into each log, created `daysAgo` days ago (plus a few minutes, away from the boundary). */
  async function rows(daysAgo: number, n: number, tag: string) {
    for (let i = 0; i < n; i++) {
      const at = sql`now() - make_interval(days => ${daysAgo}, mins => ${5 + i})`;
      await ctx.db.execute(
        sql`INSERT INTO search_log (kind, query, result_count, created_at) VALUES ('keyword', ${`${tag}-${i}`}, 1, ${at})`,
      );
      await ctx.db.execute(
        sql`INSERT INTO access_log (page, ip, created_at) VALUES (${`/${tag}/${i}`}, '10.0.0.1', ${at})`,
      );
    }
  }
  const left = async (table: 'search_log' | 'access_log') =>
    rowsOf<{ tag: string }>(
      await ctx.db.execute(
        table === 'search_log'
          ? sql`SELECT split_part(query, '-', 1) AS tag FROM search_log ORDER BY id`
          : sql`SELECT split_part(page, '/', 2) AS tag FROM access_log ORDER BY id`,
      ),
    ).map((r) => r.tag);

  beforeEach(async () => {
    await ctx.db.execute(sql`DELETE FROM search_log`);
    await ctx.db.execute(sql`DELETE FROM access_log`);
  });

  test('older rows go in batches, newer rows stay; each log by its own retention; a second prune finds nothing', async () => {
    expect(INSIGHTS.searchLogRetentionDays).toBeGreaterThan(INSIGHTS.maxDays);
    await rows(1, 2, 'recent');
    await rows(INSIGHTS.accessLogRetentionDays + 1, 3, 'mid'); // past access_log's retention, within search_log's
    await rows(INSIGHTS.searchLogRetentionDays + 1, 7, 'old');
    expect(await pruneEventLogs(ctx.db, 2)).toEqual({ search_log: 7, access_log: 10 });
    expect(await left('search_log')).toEqual(['recent', 'recent', 'mid', 'mid', 'mid']);
    expect(await left('access_log')).toEqual(['recent', 'recent']);
    expect(await pruneEventLogs(ctx.db, 2)).toEqual({ search_log: 0, access_log: 0 });
  });

  test('bad retention or batch values are refused before anything is deleted', async () => {
    await rows(10, 1, 'kept');
    await expect(pruneOlderThan(ctx.db, 'search_log', 0)).rejects.toThrow(/days/);
    await expect(pruneOlderThan(ctx.db, 'search_log', 5, 0)).rejects.toThrow(/batch/);
    await expect(pruneOlderThan(ctx.db, 'access_log', 1.5)).rejects.toThrow(/days/);
    expect(await left('search_log')).toEqual(['kept']);
  });

  test('the queue prunes daily: a log-prune job deletes the same rows', async () => {
    const t = ctx.handle.target;
    const target: JobsTarget =
      t.kind === 'postgres' ? { kind: 'postgres', url: t.url } : { kind: 'pglite', raw: ctx.handle.raw as never };
    const boss: PgBoss = await createJobs(ctx.db, target, { pollingIntervalSeconds: 0.5 });
    try {
      // pg-boss keeps the time zone in the schedule's own column (`timezone`), the type says options.tz.
      const schedules = (await boss.getSchedules()).map((s) => [
        s.name,
        s.cron,
        (s as { timezone?: string }).timezone ?? s.options?.tz,
      ]);
      expect(schedules).toContainEqual([QUEUES.logPrune, '30 3 * * *', 'Asia/Shanghai']);
      await rows(3, 1, 'recent');
      await rows(INSIGHTS.searchLogRetentionDays + 30, 2, 'old');
      await boss.send(QUEUES.logPrune, {});
      const deadline = Date.now() + 20_000;
      while (Date.now() < deadline && (await left('search_log')).includes('old'))
        await new Promise((r) => setTimeout(r, 250));
      expect(await left('search_log')).toEqual(['recent']);
      expect(await left('access_log')).toEqual(['recent']);
    } finally {
      await stopQueue(boss);
    }
  }, 30_000);
});
