/**
 * Pure validation for the personal centre and the feedback dialog (spec §5). Browser-side checks only: the server
 * validates again. Every function returns the first Chinese message that applies, or null / an error map.
 */
import { ACCOUNT, FEEDBACK_IMAGE_MAX_BYTES, FEEDBACK_MAX_IMAGES, PHONE_LENGTH } from '@/lib/config/constants';
import { ACCOUNT_MSG, CENTER_MSG, PROFILE_MSG, V } from '@/lib/config/messages';
import {
  creditCodeError,
  isBankAccount,
  isCreditCode,
  isIdCardNumber,
  isInvoicePhone,
  taxNumberError,
} from '@/lib/domain/accounts/profile/client';

export { isCreditCode, isIdCardNumber };

/** Mobile of spec §5: 11 digits, starting with 1, second digit 3-9. */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** E-mail of spec §5: only .com or .cn domains. */
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.(com|cn)$/i;

export const isMobile = (v: string | null | undefined) => !!v && MOBILE_RE.test(v.trim());
export const isEmail = (v: string | null | undefined) => !!v && EMAIL_RE.test(v.trim());

/** The phone helper messages of spec §5 (empty / wrong length / landline-like), null when valid. */
export function phoneHelper(v: string): string | null {
  const s = v.trim();
  if (!s) return V.phoneEmpty;
  if (s.length !== PHONE_LENGTH) return V.phoneLength;
  if (!MOBILE_RE.test(s)) return V.phoneFormat;
  return null;
}

export type Errors<K extends string> = Partial<Record<K, string>>;
export const hasErrors = (e: Record<string, unknown>) => Object.values(e).some(Boolean);

// ---------------------------------------------------------------------------------------------
// Image files (feedback, avatar, verification): type from the bytes, never from the name
// ---------------------------------------------------------------------------------------------

export type ImageKind = 'png' | 'jpeg';

/** PNG (89 50 4E 47 0D 0A 1A 0A) or JPEG (FF D8 FF) from the first bytes, else null. */
export function sniffImage(head: Uint8Array): ImageKind | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= 8 && png.every((b, i) => head[i] === b)) return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  return null;
}

/** Checks one image: png/jpeg by its bytes, at most `maxBytes`. Returns the §5 message or null. */
export function checkImageBytes(head: Uint8Array, size: number, maxBytes = FEEDBACK_IMAGE_MAX_BYTES): string | null {
  if (!sniffImage(head)) return V.imageTypeInvalid;
  if (size > maxBytes) return V.imageTooLarge;
  return null;
}

/** Reads the first bytes of a browser File / Blob and checks it (see checkImageBytes). */
export async function checkImageFile(file: Blob, maxBytes = FEEDBACK_IMAGE_MAX_BYTES): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return checkImageBytes(head, file.size, maxBytes);
}

/** How many of `adding` files still fit next to `current` ones (at most FEEDBACK_MAX_IMAGES). */
export function imageSlots(
  current: number,
  adding: number,
  max = FEEDBACK_MAX_IMAGES,
): { accept: number; message: string | null } {
  const free = Math.max(0, max - current);
  return adding > free ? { accept: free, message: V.imageTooMany } : { accept: adding, message: null };
}

// ---------------------------------------------------------------------------------------------
// Feedback (spec §5)
// ---------------------------------------------------------------------------------------------

export type FeedbackForm = { content: string; name: string; phone: string };

export function validateFeedback(f: FeedbackForm): Errors<keyof FeedbackForm> {
  const e: Errors<keyof FeedbackForm> = {};
  if (!f.content.trim()) e.content = V.feedbackContentRequired;
  else if (f.content.trim().length > 500) e.content = CENTER_MSG.feedbackTooLong;
  if (!f.name.trim()) e.name = V.feedbackNameRequired;
  else if (f.name.trim().length > 30) e.name = CENTER_MSG.nameTooLong;
  if (!isMobile(f.phone)) e.phone = V.feedbackPhoneInvalid;
  return e;
}

// ---------------------------------------------------------------------------------------------
// Addresses (receiving and invoice)
// ---------------------------------------------------------------------------------------------

export type AddressForm = {
  consignee: string;
  mobile: string;
  provinceId: number | null;
  cityId: number | null;
  districtId: number | null;
  detail: string;
  company?: string;
};

/** `needDistrict`: false when the chosen city has no districts (some prefecture-level cities). */
export function validateAddress(f: AddressForm, needDistrict = true): Errors<keyof AddressForm> {
  const e: Errors<keyof AddressForm> = {};
  const name = f.consignee.trim();
  if (!name) e.consignee = PROFILE_MSG.consigneeRequired;
  else if (name.length > 30) e.consignee = PROFILE_MSG.consigneeTooLong;
  if (!isMobile(f.mobile)) e.mobile = V.mobilePattern;
  if (!f.provinceId || !f.cityId || (needDistrict && !f.districtId)) e.provinceId = PROFILE_MSG.regionRequired;
  const detail = f.detail.trim();
  if (!detail) e.detail = PROFILE_MSG.detailRequired;
  else if (detail.length > 100) e.detail = PROFILE_MSG.detailTooLong;
  if (f.company && f.company.trim().length > 100) e.company = PROFILE_MSG.companyTooLong;
  return e;
}

// ---------------------------------------------------------------------------------------------
// Invoice titles: 1 普通发票, 2 增值税专用发票
// ---------------------------------------------------------------------------------------------

export const INVOICE_TYPES = [
  { value: 1, label: '普通发票' },
  { value: 2, label: '增值税专用发票' },
] as const;

export type InvoiceTitleForm = {
  type: 1 | 2;
  title: string;
  taxNo: string;
  bankName: string;
  bankAccount: string;
  regAddress: string;
  regPhone: string;
};

export function normaliseInvoiceTitle(f: InvoiceTitleForm): InvoiceTitleForm {
  return {
    type: f.type,
    title: f.title.trim(),
    taxNo: f.taxNo.replace(/\s+/g, '').toUpperCase(),
    bankName: f.bankName.trim(),
    bankAccount: f.bankAccount.replace(/\s+/g, ''),
    regAddress: f.regAddress.trim(),
    regPhone: f.regPhone.replace(/\s+/g, ''),
  };
}

/**
 * 普通发票: title required; the tax number is optional (a person) but checked when given.
 * 增值税专用发票: title, tax number, bank, account, registered address and phone are all required and checked.
 */
export function validateInvoiceTitle(raw: InvoiceTitleForm): Errors<keyof InvoiceTitleForm> {
  const f = normaliseInvoiceTitle(raw);
  const e: Errors<keyof InvoiceTitleForm> = {};
  if (!f.title) e.title = PROFILE_MSG.invoiceTitleRequired;
  else if (f.title.length > 100) e.title = PROFILE_MSG.invoiceTitleTooLong;
  const vat = f.type === 2;
  if (vat && !f.taxNo) e.taxNo = PROFILE_MSG.taxNoRequired;
  else if (taxNumberError(f.taxNo)) e.taxNo = taxNumberError(f.taxNo)!;
  if (vat && !f.bankName) e.bankName = PROFILE_MSG.bankNameRequired;
  if (vat && !f.bankAccount) e.bankAccount = PROFILE_MSG.bankAccountRequired;
  else if (f.bankAccount && !isBankAccount(f.bankAccount)) e.bankAccount = PROFILE_MSG.bankAccountInvalid;
  if (vat && !f.regAddress) e.regAddress = PROFILE_MSG.regAddressRequired;
  if (vat && !f.regPhone) e.regPhone = PROFILE_MSG.regPhoneRequired;
  else if (f.regPhone && !isInvoicePhone(f.regPhone)) e.regPhone = CENTER_MSG.regPhoneHint;
  return e;
}

// ---------------------------------------------------------------------------------------------
// Real-name and enterprise verification, account security
// ---------------------------------------------------------------------------------------------

export type RealNameForm = { realName: string; idCardNo: string; frontId: number | null; backId: number | null };

export function validateRealName(f: RealNameForm): Errors<keyof RealNameForm> {
  const e: Errors<keyof RealNameForm> = {};
  const name = f.realName.trim();
  if (!name) e.realName = PROFILE_MSG.realNameRequired;
  else if (!/^[\u4e00-\u9fa5·A-Za-z ]{2,30}$/.test(name)) e.realName = PROFILE_MSG.realNameInvalid;
  if (!f.idCardNo.trim()) e.idCardNo = PROFILE_MSG.idCardRequired;
  else if (!isIdCardNumber(f.idCardNo)) e.idCardNo = PROFILE_MSG.idCardInvalid;
  if (!f.frontId) e.frontId = PROFILE_MSG.idCardFrontRequired;
  if (!f.backId) e.backId = PROFILE_MSG.idCardBackRequired;
  return e;
}

export type EnterpriseForm = {
  name: string;
  creditCode: string;
  corpType: string;
  address: string;
  contactName: string;
  contactPhone: string;
  licenceId: number | null;
};

export function validateEnterprise(f: EnterpriseForm): Errors<keyof EnterpriseForm> {
  const e: Errors<keyof EnterpriseForm> = {};
  if (!f.name.trim()) e.name = PROFILE_MSG.corpNameRequired;
  else if (f.name.trim().length > 100) e.name = PROFILE_MSG.corpNameTooLong;
  if (!f.creditCode.trim()) e.creditCode = PROFILE_MSG.creditCodeRequired;
  else if (creditCodeError(f.creditCode)) e.creditCode = creditCodeError(f.creditCode)!;
  if (!f.corpType) e.corpType = PROFILE_MSG.corpTypeInvalid;
  if (!f.address.trim()) e.address = PROFILE_MSG.corpAddressRequired;
  if (!f.contactName.trim()) e.contactName = PROFILE_MSG.contactNameRequired;
  if (!isMobile(f.contactPhone)) e.contactPhone = CENTER_MSG.contactPhoneInvalid;
  if (!f.licenceId) e.licenceId = PROFILE_MSG.licenseRequired;
  return e;
}

/** New password rule of the register form: 6-20 characters, no spaces (the server only sees the md5). */
export function passwordProblem(p: string): string | null {
  if (!p) return V.passwordRequired;
  if (/\s/.test(p) || p.length < 6 || p.length > 20) return V.passwordRule;
  return null;
}

export function nicknameProblem(n: string): string | null {
  const s = n.trim();
  if (!s) return ACCOUNT_MSG.nickNameRequired;
  if (s.length > ACCOUNT.nickNameMaxChars) return ACCOUNT_MSG.nickNameTooLong;
  return null;
}

/** 138****8000 (the server already masks; this keeps raw input from ever being shown whole). */
export function maskMobile(m: string | null | undefined): string {
  if (!m) return '';
  return /^\d{11}$/.test(m) ? `${m.slice(0, 3)}****${m.slice(7)}` : m;
}
