/**
 * Pure validators for the personal centre (safe in client components and in zod schemas):
 * mobile numbers (spec §5), resident identity card numbers (GB 11643, ISO 7064 MOD 11-2 check digit),
 * unified social credit codes (GB 32100, MOD 31 check character) and VAT tax numbers.
 */
import { PROFILE_MSG, V } from '@/lib/config/messages';

/** Spec §5 phone rule: 11 digits, starting with 1, second digit 3-9. Returns the helper message, or null when valid. */
export function phoneError(raw: string | null | undefined): string | null {
  const v = (raw ?? '').trim();
  if (!v) return V.phoneEmpty;
  if (v.length !== 11) return V.phoneLength;
  if (!/^1[3-9]\d{9}$/.test(v)) return V.phoneFormat;
  return null;
}

export const isMobile = (raw: string | null | undefined) => phoneError(raw) === null;

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';
/** First two digits of a GB/T 2260 province-level code. */
const ID_PROVINCES = new Set([
  11, 12, 13, 14, 15, 21, 22, 23, 31, 32, 33, 34, 35, 36, 37, 41, 42, 43, 44, 45, 46, 50, 51, 52, 53, 54, 61, 62, 63,
  64, 65, 71, 81, 82,
]);

/** The ISO 7064 MOD 11-2 check character of the first 17 digits. */
export function idCardCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * ID_WEIGHTS[i]!;
  return ID_CHECK[sum % 11]!;
}

/** An 18-character resident identity number: province code, a real birth date not in the future, check character. */
export function isIdCardNumber(raw: string | null | undefined): boolean {
  const v = (raw ?? '').trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(v)) return false;
  if (!ID_PROVINCES.has(Number(v.slice(0, 2)))) return false;
  const y = Number(v.slice(6, 10));
  const m = Number(v.slice(10, 12));
  const d = Number(v.slice(12, 14));
  const date = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return false;
  if (date.getTime() > Date.now()) return false;
  return idCardCheckChar(v) === v[17];
}

/** 110101********1234 style: first 6 and last 4 characters kept. */
export function maskIdCard(raw: string): string {
  const v = raw.trim().toUpperCase();
  return `${v.slice(0, 6)}${'*'.repeat(Math.max(0, v.length - 10))}${v.slice(-4)}`;
}

const USCC_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const USCC_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The GB 32100 check character of the first 17 characters (null when one is outside the code's alphabet). */
export function creditCodeCheckChar(first17: string): string | null {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const n = USCC_CHARS.indexOf(first17[i]!);
    if (n < 0) return null;
    sum += n * USCC_WEIGHTS[i]!;
  }
  const c = 31 - (sum % 31);
  return USCC_CHARS[c === 31 ? 0 : c]!;
}

const USCC_SHAPE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

/** An 18-character unified social credit code with a correct check character. */
export function isCreditCode(raw: string | null | undefined): boolean {
  const v = (raw ?? '').trim().toUpperCase();
  if (!USCC_SHAPE.test(v)) return false;
  return creditCodeCheckChar(v) === v[17];
}

/** What is wrong with a unified social credit code, or null when it is right (an empty value is the caller's case). */
export function creditCodeError(raw: string | null | undefined): string | null {
  const v = (raw ?? '').trim().toUpperCase();
  if (isCreditCode(v)) return null;
  return USCC_SHAPE.test(v) ? PROFILE_MSG.creditCodeCheckDigit : PROFILE_MSG.creditCodeInvalid;
}

/**
 * A VAT taxpayer identification number: 15 or 20 characters (older registrations) or the 18-character unified
 * social credit code, whose check character must be right.
 */
export function isTaxNumber(raw: string | null | undefined): boolean {
  return taxNumberError(raw) === null && (raw ?? '').trim() !== '';
}

/**
 * What is wrong with a taxpayer identification number, in the buyer's words (issue 34: a number of the right length
 * with a wrong check character was told to enter 15, 18 or 20 characters): the length, the characters, or the check
 * character of an 18-character code. Null when it is right; an empty value is the caller's case (required or not).
 */
export function taxNumberError(raw: string | null | undefined): string | null {
  const v = (raw ?? '').trim().toUpperCase();
  if (v === '') return null;
  if (v.length === 18)
    return isCreditCode(v) ? null : USCC_SHAPE.test(v) ? PROFILE_MSG.taxNoCheckDigit : PROFILE_MSG.taxNoFormat;
  if (v.length === 15 || v.length === 20) return /^\d{6}[0-9A-Z]+$/.test(v) ? null : PROFILE_MSG.taxNoFormat;
  return PROFILE_MSG.taxNoInvalid;
}

/** A landline or mobile number as printed on a VAT invoice (010-12345678, 0755-1234567-89, 13800138000). */
export function isInvoicePhone(raw: string | null | undefined): boolean {
  const v = (raw ?? '').trim();
  return /^(0\d{2,3}-?\d{7,8}(-\d{1,6})?|1[3-9]\d{9}|400-?\d{3}-?\d{4})$/.test(v);
}

/** A bank account number: 8-30 digits, spaces or dashes allowed between groups. */
export function isBankAccount(raw: string | null | undefined): boolean {
  const v = (raw ?? '').replace(/[\s-]/g, '');
  return /^\d{8,30}$/.test(v);
}
