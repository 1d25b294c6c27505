/**
 * Runs once when a server instance starts (never during `next build`), in the background:
 *   1. refreshes planner statistics that are far off (embedded PGlite has no autovacuum: a database seeded by an
 *      older seed, or grown since, would otherwise be planned as if empty) — lib/db/maintenance.ts;
 *   2. starts the job queue (lib/domain/jobs/queue.ts: unpaid orders expire at their deadline; JOBS=0 turns it off);
 *   3. on PostgreSQL (several instances), polls the cache invalidations other instances publish and applies them to
 *      this instance's page and data cache (lib/domain/catalog/tag-broadcast.ts);
 *   4. warms the per-instance structure-search index from the fingerprints stored in the database, so the first
 *      structure search does not pay for the build (STRUCTURE_WARMUP=0 skips it).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  // A production server without SITE_URL links to http://localhost:<PORT>: said once at start-up.
  (await import('./lib/seo/site')).warnIfSiteUrlUnset();
  // Which adapters (real or development/outbox) this instance uses, said once at start-up.
  try {
    (await import('./lib/adapters/config')).logAdaptersOnce();
  } catch (err) {
    console.error('[instrumentation] adapter report skipped:', err instanceof Error ? err.message : err);
  }
  setTimeout(() => {
    void (async () => {
      const { getDb } = await import('./lib/db/client');
      try {
        const { refreshStaleStatistics } = await import('./lib/db/maintenance');
        const analysed = await refreshStaleStatistics(await getDb());
        if (analysed.length) console.log(`[instrumentation] planner statistics refreshed: ${analysed.join(', ')}`);
      } catch (err) {
        console.error('[instrumentation] statistics check skipped:', err instanceof Error ? err.message : err);
      }
      // The job queue (order expiry): pg-boss on this database, shared by every instance.
      await (await import('./lib/domain/jobs/queue')).startJobs();
      // Embedded PGlite is one process: no other instance can publish, so there is nothing to poll.
      if (/^postgres(ql)?:\/\//.test(process.env.DATABASE_URL ?? '')) {
        try {
          const { startTagPoller } = await import('./lib/domain/catalog/tag-broadcast');
          const { applyTags } = await import('./lib/next/apply-tags');
          await startTagPoller(await getDb(), applyTags);
        } catch (err) {
          console.error('[instrumentation] cache invalidation poller not started:', err instanceof Error ? err.message : err);
        }
      }
      if (process.env.STRUCTURE_WARMUP === '0') return;
      try {
        const { warmStructureIndex } = await import('./lib/domain/structure/index');
        warmStructureIndex(await getDb());
      } catch (err) {
        console.error('[instrumentation] structure index warm-up skipped:', err instanceof Error ? err.message : err);
      }
    })();
  }, 1500).unref?.();
}
