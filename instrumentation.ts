/**
 * Runs once when a server instance starts (never during `next build`): warms the per-instance
 * structure-search index from the fingerprints stored in the database, in the background,
 * so the first structure search does not pay for the build.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (process.env.STRUCTURE_WARMUP === '0') return;
  setTimeout(() => {
    void (async () => {
      try {
        const { getDb } = await import('./lib/db/client');
        const { warmStructureIndex } = await import('./lib/domain/structure/index');
        warmStructureIndex(await getDb());
      } catch (err) {
        console.error('[instrumentation] structure index warm-up skipped:', err instanceof Error ? err.message : err);
      }
    })();
  }, 1500).unref?.();
}
