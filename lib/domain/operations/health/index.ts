/** Health of a server instance: readiness for a balancer, and the shutdown hooks of graceful drain (issue 32). */
export { readiness, LATEST_MIGRATION, resetReadinessForTests } from './readiness';
export { isDraining, onShutdown, provideReadiness } from './lifecycle';
export type { Readiness, ReadinessCheck } from './types';
export { registerAppMetrics } from './metrics';
