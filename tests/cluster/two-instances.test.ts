/**
 * Two app instances on one PostgreSQL behind nginx, the page cache shared in Redis (issue 15), supervised (issue 32):
 * probes, a drain on SIGTERM, a rolling restart under load with no failed request, kill -9 under load with the
 * instance restarted, and nginx's own answers when nothing can answer. Run by `npm test` (scripts/test-all.mjs,
 * stage "cluster", on the e2e build) or alone:
 *
 *   CLUSTER_DIST=.next-e2e node --import tsx --test tests/cluster/two-instances.test.ts
 *
 * Skips, saying why, when PostgreSQL (TEST_PG_URL's server), Redis (REDIS_URL, default redis://127.0.0.1:6379),
 * nginx or the build are missing. Its own database (mall_cluster_<pid>, migrated and seeded, dropped at the end) and
 * its own Redis key prefix (CLUSTER_TAG adds a word to both). Ports: CLUSTER_PORTS (default 3411,3412) and
 * CLUSTER_LB_PORT (default 8081).
 *
 * This file starts the cluster once (a migrated, seeded database, two production instances, nginx) and registers the
 * cases by subject: ./sharing.ts (state shared by the instances), then ./supervision.ts (probes, drains, restarts,
 * kills). Their helpers are in ./harness.ts. Only *.test.ts files are run, so those three never start a cluster of
 * their own.
 */
import '../../scripts/lib/no-server-only';
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { tail } from '../../scripts/lib/harness.mjs';
import { dropDatabase, ensureDatabase, prepareDatabase, runDir, startCluster } from '../../scripts/lib/cluster.mjs';
import { DIST, LB_PORT, PORTS, REDIS_URL, dbUrl, keyPrefix, redisClient, whyNot, type ClusterCtx } from './harness';
import { sharingTests } from './sharing';
import { supervisionTests } from './supervision';

describe('two instances behind nginx, one PostgreSQL, the cache in Redis', { timeout: 15 * 60_000 }, async () => {
  const skip = await whyNot();
  if (skip) {
    console.log(`cluster test skipped: ${skip}`);
    test('two instances behind nginx (needs PostgreSQL, Redis, nginx and a build)', { skip }, () => {});
    return;
  }
  const dir = runDir('test');
  const ctx = { supervisorLog: [] as string[] } as ClusterCtx;

  before(async () => {
    await dropDatabase(dbUrl).catch(() => {});
    await ensureDatabase(dbUrl);
    const prep = await prepareDatabase(dbUrl, path.join(dir, 'prepare.log'));
    assert.equal(prep.code, 0, `${prep.step} failed:\n${tail(path.join(dir, 'prepare.log'), 30)}`);
    ctx.cluster = await startCluster({
      distDir: DIST,
      databaseUrl: dbUrl,
      redisUrl: REDIS_URL,
      ports: PORTS,
      lbPort: LB_PORT,
      dir,
      // The test's load comes from one address (nginx forwards 127.0.0.1): its searches are not rate limited.
      env: { REDIS_KEY_PREFIX: keyPrefix, RATE_LIMIT_EXEMPT: '127.0.0.1,::1' },
      say: (m) => ctx.supervisorLog.push(m),
    });
    [ctx.a, ctx.b] = ctx.cluster.instances.map((i) => i.url) as [string, string];
    ctx.lb = ctx.cluster.lb.url;
  });

  after(async () => {
    await ctx.cluster?.stop();
    await dropDatabase(dbUrl).catch(() => {});
    try {
      const c = await redisClient();
      for await (const keys of c.scanIterator({ MATCH: `${keyPrefix}:*`, COUNT: 1000 }))
        if (keys.length) await c.unlink(keys);
      await c.quit();
    } catch {
      /* Redis gone: nothing to clean */
    }
    // CLUSTER_KEEP_LOGS=1 keeps the instances' and nginx's logs (.data/cluster/test-*).
    if (dir && process.env.CLUSTER_KEEP_LOGS !== '1') fs.rmSync(dir, { recursive: true, force: true });
    else console.log(`logs kept in ${dir}`);
  });

  sharingTests(ctx);
  // Last: these restart and kill instances.
  supervisionTests(ctx);
});
