/**
 * The app's side of graceful shutdown (lib/next/lifecycle.cjs, preloaded into the production server): whether the
 * instance is draining, and clean-up steps to run once its connections are closed. Both live on globalThis under
 * Symbol.for('mall.lifecycle'), shared with the preload. Without it (tests, scripts, `next dev`) nothing drains and
 * registered steps are never run.
 */
const LIFECYCLE = Symbol.for('mall.lifecycle');

type Shared = { draining?: boolean; hooks?: { name: string; fn: () => unknown }[] };

function shared(): Shared {
  const g = globalThis as unknown as Record<symbol, Shared | undefined>;
  return (g[LIFECYCLE] ??= {});
}

/** True from the moment the instance got SIGTERM/SIGINT until it exits. */
export function isDraining(): boolean {
  return shared().draining === true;
}

/** Runs `fn` at shutdown after the last request finished (last registered first; 5 s for all of them). */
export function onShutdown(name: string, fn: () => unknown): void {
  (shared().hooks ??= []).push({ name, fn });
}
