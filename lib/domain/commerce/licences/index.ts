/**
 * Licence documents of restricted chemicals (企业资质) and the restricted-sales ledger: the module's door.
 * Browser code imports the pure rules from './rules' (no database in the bundle).
 */
export * from './rules';
export type * from './types';
export { licenceOverview, scopeOf, submitLicence, uploadLicenceScan, withdrawLicence } from './buyer';
export {
  licenceBlockers,
  recordRestrictedSales,
  requirementsFor,
  restrictedClassesOf,
  type LicenceBlocker,
} from './placement';
export {
  approveLicence,
  isLicenceScan,
  licenceFileUrl,
  rejectLicence,
  revokeLicence,
  staffLicenceDetail,
  staffListLicences,
  STAFF_LICENCE_FILTERS,
  type Reviewer,
} from './staff';
export { exportRestrictedSales, listRestrictedSales, LEDGER_COLUMNS } from './ledger';
export { remindExpiringLicences, sendExpiryNotice, type ExpirySender } from './reminders';
export { licenceMachine, LICENCE_EVENT_LABELS, type LicenceTransition } from './machine';
export { LICENCE_KINDS, LICENCE_STATUS_LABELS, isIsoDate } from './rules';
export type {
  LicenceDTO,
  LicenceOverview,
  LicenceRequirement,
  RestrictedSaleRow,
  StaffLicenceDetail,
  StaffLicenceFilter,
  StaffLicenceRow,
} from './types';
