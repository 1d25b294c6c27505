/**
 * lib/domain/commerce/inquiries: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { closeInquiry, reinquire } from './actions';
export { INQUIRY_STATUSES, INQUIRY_STATUS_LABELS } from './machine';
export type { InquiryStatus } from './machine';
export { contactDefaults, countInquiries, getInquiry, listInquiries } from './queries';
export { markInquiryOrdered, quoteInquiry, quotedLinesForOrder } from './quote';
export { listStaffInquiries, staffCloseInquiry, staffInquiryDetail } from './staff/queries';
export type { StaffInquiryDetail, StaffInquiryRow } from './staff/queries';
export { submitInquiry } from './submit';
export type {
  InquiryContactDTO,
  InquiryCountsDTO,
  InquiryDetailDTO,
  InquiryEventDTO,
  InquiryLineDTO,
  InquiryStatusDTO,
  InquirySummaryDTO,
} from './types';
