// @ts-check
/**
 * Prometheus metrics of this instance (prom-client): one registry per process, on the shared state of ./log.cjs so
 * the HTTP observer (loaded by next.config.js) and the app's bundles (lib/platform/observability/index.ts) fill the
 * same one. Every instance keeps its own numbers and is scraped at its own address; nothing is shared between
 * instances (Prometheus adds the `instance` label and sums across them). docs/operations/observability.md.
 */
const client = require('prom-client');
const { state } = require('./log.cjs');

/** Seconds; prom-client's default buckets with 2.5 ms and 25 s added (probes are faster than 5 ms, exports slower than 10 s). */
const DURATION_BUCKETS = [0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 25];

function create() {
  const registry = new client.Registry();
  // Process CPU, memory, file descriptors, GC, heap spaces, event-loop lag (nodejs_eventloop_lag_seconds and the
  // p50/p90/p99 of perf_hooks.monitorEventLoopDelay), active handles.
  client.collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });
  const httpRequests = new client.Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route group and status (499: the client went away first).',
    labelNames: ['method', 'group', 'status'],
    registers: [registry],
  });
  const httpDuration = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the last byte of its answer, by route group and status.',
    labelNames: ['group', 'status'],
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const pageCache = new client.Counter({
    name: 'mall_page_cache_total',
    help: "Answers from Next's page cache (x-nextjs-cache), by route group and result (hit, stale, miss).",
    labelNames: ['group', 'result'],
    registers: [registry],
  });
  return { client, registry, httpRequests, httpDuration, pageCache };
}

/** @typedef {ReturnType<typeof create>} Metrics */

/** The process's metrics. @returns {Metrics} */
function metrics() {
  const s = state();
  return (s.metrics ??= create());
}

module.exports = { metrics, DURATION_BUCKETS };
