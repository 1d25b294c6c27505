/**
 * lib/domain/operations/staff: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export {
  STAFF_PASSWORD_RE,
  createStaff,
  createStaffWithRandomPassword,
  isStaffRole,
  listStaff,
  randomStaffPassword,
  resetStaffPassword,
  resetStaffTotp,
  setOwnPassword,
  toPublic,
  updateStaff,
} from './accounts';
export type { StaffPublic } from './accounts';
export type { StaffRole } from './types';
export { CONSOLE_MENU, STAFF_ROLE_LABELS, canAccess } from './areas';
export type { Area } from './areas';
export { listAudit, writeAudit } from './audit';
export { QUEUES, queueCounts } from './queues';
export type { QueueKey } from './queues';
export { endStaffSession, findStaffSession, passwordStep, totpStepLogin } from './session';
export type { StaffSession } from './session';
