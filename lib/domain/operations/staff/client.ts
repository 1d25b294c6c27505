/**
 * lib/domain/operations/staff: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export { STAFF_ROLE_LABELS } from './areas';
export type { StaffRole } from './types';
