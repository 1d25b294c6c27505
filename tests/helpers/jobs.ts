import type PgBoss from 'pg-boss';

/**
 * Stops a test's queue and outlives pg-boss's own clean-up. `stop()` resolves before the workers are removed:
 * pg-boss 10's `Manager.offWork` keeps a loop that wakes every second until each worker has stopped (its
 * `delay()` requires `node:timers/promises` lazily). If the test file ends first, that `require` runs after Jest
 * has torn the module registry down and fails whichever test file the worker process runs next.
 * Source: https://github.com/timgit/pg-boss/blob/10.4.2/src/manager.js (offWork).
 */
export async function stopQueue(boss: PgBoss | undefined): Promise<void> {
  if (!boss) return;
  await boss.stop({ graceful: false, wait: true });
  // A worker stops within one polling interval (≤ 0.5 s in these tests, 60 s workers are idle-waiting on a
  // notify and stop at once); the loop then needs one more 1 s tick to remove it.
  await new Promise((resolve) => setTimeout(resolve, 2_500));
}
