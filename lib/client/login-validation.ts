/**
 * Pure validation of the login, register and reset forms (spec §5), and the SMS-button rule of §4.
 * Every message comes from lib/config/messages word for word.
 */
import { CAPTCHA_LENGTH, PHONE_LENGTH } from '@/lib/config/constants';
import { ACCOUNT_MSG, V } from '@/lib/config/messages';

/** 11 digits, starting with 1, second digit 3-9 (spec §5). */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** E-mail accepted for account login: .com or .cn domains only (spec §5). */
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.(com|cn)$/i;
/** Password rule of the register and reset forms (the server only ever sees the md5 hash). */
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;

export const trimInput = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
/** Mobile inputs keep digits only, at most 11 (spec §5 max length 11). */
export const cleanMobile = (v: string): string => v.replace(/\D/g, '').slice(0, PHONE_LENGTH);

export const isMobile = (v: string): boolean => MOBILE_RE.test(trimInput(v));
export const isAccount = (v: string): boolean => {
  const s = trimInput(v);
  return MOBILE_RE.test(s) || EMAIL_RE.test(s);
};
export const isCaptcha = (v: string): boolean => trimInput(v).length === CAPTCHA_LENGTH;

/** Phone helper messages (spec §5): empty, wrong length, landline-like; null when valid. */
export function phoneHelper(v: string): string | null {
  const s = trimInput(v);
  if (!s) return V.phoneEmpty;
  if (s.length !== PHONE_LENGTH) return V.phoneLength;
  if (!MOBILE_RE.test(s)) return V.phoneFormat;
  return null;
}

export type Problem = { field: string; message: string } | null;

/** Password login (account = mobile or e-mail). */
export function validateAccountLogin(f: {
  account: string;
  password: string;
  captcha: string;
  captchaRequired: boolean;
}): Problem {
  const account = trimInput(f.account);
  if (!account) return { field: 'account', message: V.accountRequired };
  if (!isAccount(account)) return { field: 'account', message: V.accountPattern };
  if (!f.password) return { field: 'password', message: V.passwordRequired };
  if (f.captchaRequired && !isCaptcha(f.captcha)) return { field: 'captcha', message: V.captchaInvalid };
  return null;
}

/** Password-free login (mobile + SMS code); the account variant also checks the image captcha. */
export function validatePhoneLogin(f: {
  mobile: string;
  smsCode: string;
  captcha?: string;
  captchaRequired?: boolean;
}): Problem {
  const mobile = trimInput(f.mobile);
  if (!mobile) return { field: 'mobile', message: V.mobileRequired };
  if (!isMobile(mobile)) return { field: 'mobile', message: V.mobilePattern };
  if (f.captchaRequired && !isCaptcha(f.captcha ?? '')) return { field: 'captcha', message: V.captchaInvalid };
  if (!trimInput(f.smsCode)) return { field: 'smsCode', message: V.smsCodeRequired };
  return null;
}

/** Bind-phone form after a WeChat scan (spec §5). */
export function validateBindPhone(f: { mobile: string; code: string }): Problem {
  if (!isMobile(f.mobile)) return { field: 'mobile', message: V.mobilePatternShort };
  if (!trimInput(f.code)) return { field: 'code', message: V.bindPhoneCodeRequired };
  return null;
}

/** Register and reset-password forms: mobile, SMS code, password twice, optional referrer mobile. */
export function validateRegister(f: {
  mobile: string;
  smsCode: string;
  password: string;
  password2: string;
  recommendMobile?: string;
}): Problem {
  if (!isMobile(f.mobile)) return { field: 'mobile', message: V.mobilePatternShort };
  if (!trimInput(f.smsCode)) return { field: 'smsCode', message: V.smsCodeRequiredAlt };
  if (!f.password) return { field: 'password', message: V.passwordRequired };
  if (f.password.length < PASSWORD_MIN || f.password.length > PASSWORD_MAX || /\s/.test(f.password)) {
    return { field: 'password', message: V.passwordRule };
  }
  if (f.password !== f.password2) return { field: 'password2', message: V.passwordMismatch };
  const rec = trimInput(f.recommendMobile);
  if (rec && !isMobile(rec)) return { field: 'recommendMobile', message: ACCOUNT_MSG.recommendMobileInvalid };
  return null;
}

/**
 * SMS button enabled (spec §4): not counting down, phone valid, and in the account variant a 4-character
 * image captcha.
 */
export function canSendSms(f: {
  mobile: string;
  captcha?: string;
  needCaptcha?: boolean;
  remaining: number;
  sending?: boolean;
}): boolean {
  if (f.remaining > 0 || f.sending) return false;
  if (!isMobile(f.mobile)) return false;
  if (f.needCaptcha && !isCaptcha(f.captcha ?? '')) return false;
  return true;
}

/** Seconds left of a countdown that started at `startedAt` (ms), 0 when over. */
export function remainingSeconds(startedAt: number | null, now: number, total: number): number {
  if (startedAt === null) return 0;
  const left = total - Math.floor((now - startedAt) / 1000);
  return left > 0 ? Math.min(left, total) : 0;
}

/** Login tab index of spec §4: 0 微信登录, 1 免密登录, 2 密码登录. */
export type LoginTab = 0 | 1 | 2;

/** ?tab=0|1|2; anything else → the default (password). */
export function parseTab(v: unknown, fallback: LoginTab = 2): LoginTab {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return v !== undefined && v !== null && v !== '' && (n === 0 || n === 1 || n === 2) ? n : fallback;
}
