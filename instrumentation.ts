/**
 * Runs once when a server instance starts (never during `next build`): opens the database, then, once the first
 * answer is done (lib/platform/next/first-request.cjs), in the background:
 *   1. refreshes planner statistics that are far off (embedded PGlite has no autovacuum: a database seeded by an
 *      older seed, or grown since, would otherwise be planned as if empty) — lib/db/maintenance.ts;
 *   2. starts the job queue (lib/domain/operations/jobs/queue.ts: unpaid orders expire at their deadline; JOBS=0 turns it off);
 *   3. on PostgreSQL (several instances), polls the cache invalidations other instances publish and applies them to
 *      this instance's page and data cache (lib/domain/catalog/products/tag-broadcast.ts);
 *   4. warms the per-instance structure-search index from the fingerprints stored in the database, so the first
 *      structure search does not pay for the build (STRUCTURE_WARMUP=0 skips it);
 *   5. builds the nitrosamine screen's index of the agencies' published limits (lib/domain/catalog/nitrosamine/
 *      published.ts), one structure per event-loop turn, so the first screen does not pay for it;
 *   6. registers the app's gauges on GET /metrics (lib/domain/operations/health/metrics.ts), the readiness GET /readyz answers with, and what graceful shutdown closes after the last request
 *      (lib/platform/next/lifecycle.cjs): the poller, the job queue, the Redis connection, the database pool — in that order.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // JSON lines with the request id (docs/operations/observability.md); imported here, not at the top: this file is
  // also compiled for the edge runtime, which has no node:module.
  const { log } = await import('./lib/platform/observability');
  // The database opens now (on its own thread with PGLITE_WORKER=1), while Next finishes starting: the first page
  // then finds it open instead of paying for PGlite's start itself. A failure is logged; the first query retries.
  void import('./lib/db/client')
    .then((m) => m.getHandle())
    .catch((err: unknown) => log.error({ err }, '[instrumentation] database not opened at start'));
  // A production server without SITE_URL links to http://localhost:<PORT>: said once at start-up.
  (await import('./lib/platform/seo/site')).warnIfSiteUrlUnset();
  // Which adapters (real or development/outbox) this instance uses, said once at start-up.
  try {
    (await import('./lib/platform/adapters/config')).logAdaptersOnce();
  } catch (err) {
    log.error({ err }, '[instrumentation] adapter report skipped');
  }
  // Changes published on this instance (publishChange) revalidate its own cache too: revalidateTag in a request,
  // at once outside one (lib/pages/revalidation.ts).
  (await import('./lib/pages/revalidation')).registerLocalRevalidation();
  // GET /readyz, answered by lib/platform/next/lifecycle.cjs before Next's router (cheap, and 503 "starting" until now).
  const { onShutdown, provideReadiness, readiness, registerAppMetrics } =
    await import('./lib/domain/operations/health');
  // The database, job-queue and structure-index gauges GET /metrics serves (lib/platform/observability/http.cjs).
  registerAppMetrics();
  provideReadiness(async () => readiness((await import('./lib/db/client')).getDb));
  // Run last registered first: the database pool closes after everything that uses it.
  onShutdown('database pool', async () => (await import('./lib/db/client')).closeDb());
  onShutdown('Redis cache connection', async () => {
    const redis = (globalThis as { __mallRedisCache?: { client: { isOpen: boolean; quit(): Promise<unknown> } } })
      .__mallRedisCache;
    if (redis?.client.isOpen) await redis.client.quit();
  });
  // Nothing below is waited for by a request: it starts once the first answer is done (a page, or a balancer's
  // /readyz, which waits for the structure index), or 10 s after start without one, so it does not take the CPU
  // the first page's render needs (lib/platform/next/first-request.cjs).
  const { afterFirstAnswer } = await import('./lib/platform/next/first-request.cjs');
  void afterFirstAnswer(10_000).then(() => {
    // Not awaited, and first: it needs no database, yields between structures and runs beside the steps below;
    // errors are logged.
    void (async () => {
      const { warmPublishedLimits } = await import('./lib/domain/catalog/nitrosamine');
      const { getRDKit } = await import('./lib/platform/chem/rdkit');
      const n = await warmPublishedLimits(await getRDKit());
      log.info(`[instrumentation] nitrosamine published limits indexed: ${n} structures`);
    })().catch((err: unknown) => log.error({ err }, '[instrumentation] nitrosamine limits warm-up skipped'));
    void (async () => {
      const { getDb } = await import('./lib/db/client');
      try {
        const { refreshStaleStatistics } = await import('./lib/db/maintenance');
        const analysed = await refreshStaleStatistics(await getDb());
        if (analysed.length) log.info(`[instrumentation] planner statistics refreshed: ${analysed.join(', ')}`);
      } catch (err) {
        log.error({ err }, '[instrumentation] statistics check skipped');
      }
      // The job queue (order expiry): pg-boss on this database, shared by every instance.
      const boss = await (await import('./lib/domain/operations/jobs')).startJobs();
      if (boss) onShutdown('job queue', () => boss.stop({ graceful: true, timeout: 3000 }));
      // Embedded PGlite is one process: no other instance can publish, so there is nothing to poll.
      if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
        try {
          const { startTagPoller } = await import('./lib/domain/catalog/products');
          const { applyTags } = await import('./lib/platform/next/apply-tags');
          await startTagPoller(await getDb(), applyTags);
          onShutdown('cache invalidation poller', async () =>
            (await import('./lib/domain/catalog/products')).stopTagPoller(),
          );
        } catch (err) {
          log.error({ err }, '[instrumentation] cache invalidation poller not started');
        }
      }
      if (process.env.STRUCTURE_WARMUP === '0') return;
      try {
        const { warmStructureIndex } = await import('./lib/domain/catalog/structure');
        warmStructureIndex(await getDb());
      } catch (err) {
        log.error({ err }, '[instrumentation] structure index warm-up skipped');
      }
    })();
  });
}
