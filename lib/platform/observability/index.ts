/**
 * Logs and metrics for server code (docs/operations/observability.md):
 *   - `log` (or `logger('component')`): pino, JSON lines on stdout, each carrying the `reqId` of the request it was
 *     written for; use it instead of console.* in server code (command-line scripts keep their human output);
 *   - `metricsClient()` / `metricsRegistry()`: prom-client and this process's registry, for gauges the app adds
 *     (lib/domain/operations/health/metrics.ts); GET /metrics serves it.
 * The implementation is CommonJS (./log.cjs, ./metrics.cjs) because next.config.js loads it before Next; it is
 * loaded here by absolute path at run time, so Next's bundles use that same module (one logger, one registry).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Logger } from 'pino';
import type * as PromClient from 'prom-client';

type LogModule = { logger(): Logger; currentRequest(): { reqId: string } | undefined };
type MetricsModule = { metrics(): { client: typeof PromClient; registry: PromClient.Registry } };

function load<T>(file: string): T {
  const abs = path.join(process.cwd(), 'lib', 'platform', 'observability', file);
  return createRequire(abs)(abs) as T;
}

let logModule: LogModule | undefined;
const logs = () => (logModule ??= load<LogModule>('log.cjs'));

export type { Logger };

/** A logger whose lines carry `component` (e.g. 'jobs', 'db'); created on first use. */
export function logger(component?: string): Logger {
  const root = logs().logger();
  return component ? root.child({ component }) : root;
}

/** The process's logger (lines without a component), created on first use. */
export const log: Logger = new Proxy({} as Logger, {
  get(_, key) {
    const l = logger();
    const v = (l as unknown as Record<string | symbol, unknown>)[key];
    return typeof v === 'function' ? v.bind(l) : v;
  },
});

/** The id of the request the calling code serves (X-Request-Id), if any. */
export function currentRequestId(): string | undefined {
  return logs().currentRequest()?.reqId;
}

let metricsModule: MetricsModule | undefined;
const metricsOf = () => (metricsModule ??= load<MetricsModule>('metrics.cjs')).metrics();

/** prom-client, the copy this process's registry was made with. */
export function metricsClient(): typeof PromClient {
  return metricsOf().client;
}

/** This process's registry (what GET /metrics serves). */
export function metricsRegistry(): PromClient.Registry {
  return metricsOf().registry;
}
