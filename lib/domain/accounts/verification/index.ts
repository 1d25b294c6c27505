/**
 * lib/domain/accounts/verification: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export {
  changeOrg,
  corpTypes,
  creditOf,
  departments,
  improveCertification,
  joinOrg,
  orgInfo,
  organizationInfo,
  searchOrgs,
  submitCorpCertification,
  uploadCorpOther,
  uploadLicence,
} from './enterprise';
export { idCardCase, idCardInfo, submitRealName, uploadIdCard } from './realname';
export {
  STAFF_VERIFICATION_FILTERS,
  VERIFICATION_KIND_LABELS,
  isVerificationFile,
  staffListVerifications,
  staffVerificationDetail,
} from './staff/queries';
export { approveRequest, listRequests, rejectRequest } from './state';
export type { StaffVerificationDetail, StaffVerificationFilter, StaffVerificationRow, VerificationKind } from './types';
