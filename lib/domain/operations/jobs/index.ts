/**
 * lib/domain/operations/jobs: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { queueCounts, scheduleOrderExpiry, startJobs } from './queue';

export type { JobsTarget } from './types';
