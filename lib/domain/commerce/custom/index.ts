/**
 * lib/domain/commerce/custom: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export {
  CUSTOM_STATUSES,
  CUSTOM_STATUS_LABELS,
  cancelCustom,
  customDetail,
  listCustomDetails,
  quoteCustom,
  rejectCustom,
  submitCustomRequest,
  transitionCustom,
} from './requests';
export { customFileId, customRequestNo, listStaffCustom, staffCustomDetail } from './staff/queries';
export type { CustomDetail, CustomStatus, StaffCustomDetail, StaffCustomRow } from './types';
