/**
 * lib/domain/commerce/credit: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export {
  CREDIT_APP_LABELS,
  applyForCredit,
  cancelCreditApplication,
  creditOverview,
  listCreditApplications,
  markRepaid,
  transitionCreditApplication,
} from './applications';
export {
  STAFF_CREDIT_APP_FILTERS,
  checkQuotaAndPeriod,
  creditAccountOf,
  creditApplicationOf,
  setCreditAccount,
  staffCreditAccountDetail,
  staffListCreditAccounts,
  staffListCreditApplications,
} from './staff/accounts';
export type {
  CreditAccountChange,
  CreditApplicationRow,
  CreditAppStatus,
  CreditOverview,
  StaffCreditAccountDetail,
  StaffCreditAccountRow,
  StaffCreditAppFilter,
  StaffCreditAppRow,
} from './types';
