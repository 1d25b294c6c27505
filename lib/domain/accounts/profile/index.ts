/**
 * lib/domain/accounts/profile: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { deleteAddress, listAddresses, saveAddress, setDefaultAddress } from './addresses';
export { addFeedback, feedbackContact, uploadAvatar } from './feedback';
export { deleteInvoiceTitle, listInvoiceTitles, saveInvoiceTitle } from './invoice-titles';
export { listPoints } from './points';
export {
  addFavorite,
  clearHistory,
  favoritedAmong,
  isFavorite,
  listFavorites,
  listHistory,
  recordView,
  removeFavorite,
} from './products';
export { regionChildren } from './regions';
export {
  STAFF_FEEDBACK_FILTERS,
  adoptFeedbackByStaff,
  isFeedbackFile,
  listOwnFeedback,
  markFeedbackRead,
  replyFeedback,
  staffFeedbackDetail,
  staffListFeedback,
} from './staff/feedback';
export type { MyFeedbackRow, StaffFeedbackDetail, StaffFeedbackFilter, StaffFeedbackRow } from './staff/feedback';
export { staffUploadResponse } from './staff/files';
export type {
  AddressDTO,
  AddressKind,
  CreditDTO,
  DeptDTO,
  FavoriteDTO,
  HistoryDTO,
  IdCardCaseDTO,
  IdCardInfoDTO,
  InvoiceTitleDTO,
  OrgInfoDTO,
  OrgSearchDTO,
  OrganizationDTO,
  PointsEntryDTO,
  PointsPageDTO,
  ProductCardDTO,
  RegionDTO,
  UploadDTO,
} from './types';
export {
  creditCodeError,
  idCardCheckChar,
  isBankAccount,
  isIdCardNumber,
  isInvoicePhone,
  maskIdCard,
  phoneError,
  taxNumberError,
} from './validate';
