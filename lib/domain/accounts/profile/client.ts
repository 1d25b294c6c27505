/**
 * lib/domain/accounts/profile: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export {
  creditCodeError,
  isBankAccount,
  isCreditCode,
  isIdCardNumber,
  isInvoicePhone,
  phoneError,
  taxNumberError,
} from './validate';
