/**
 * The app's side of graceful shutdown (lib/platform/next/lifecycle.cjs, preloaded into the production server): whether the
 * instance is draining, clean-up steps to run once its connections are closed, and the readiness the preload's
 * GET /readyz answers with. Both live on globalThis under
 * Symbol.for('mall.lifecycle'), shared with the preload. Without it (tests, scripts, `next dev`) nothing drains and
 * registered steps are never run.
 */
import type { Readiness } from './types';

const LIFECYCLE = Symbol.for('mall.lifecycle');

type Shared = {
  draining?: boolean;
  hooks?: { name: string; fn: () => unknown }[];
  readiness?: () => Promise<Readiness>;
};

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

/** The readiness GET /readyz answers with when lib/platform/next/lifecycle.cjs answers it (before Next's router). */
export function provideReadiness(fn: () => Promise<Readiness>): void {
  shared().readiness = fn;
}
