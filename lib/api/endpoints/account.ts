/**
 * Account endpoints (base /mall/user/api, spec §3, §4, §5, §7): captcha and SMS codes, the three ways in,
 * registration, password reset, logout, user info and account security. Contract C3.
 * Validation messages are spec §5 word for word (lib/config/messages.ts V).
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { V, ACCOUNT_MSG, E } from '@/lib/config/messages';
import { ACCOUNT, CAPTCHA_LENGTH, LOGIN_EXPIRE_MINUTES, LOGIN_EXPIRE_MINUTES_REMEMBER } from '@/lib/config/constants';
import type { LoginResult, UserInfoDto } from '@/lib/domain/accounts/auth';
export type { LoginResult, UserInfoDto } from '@/lib/domain/accounts/auth';

/** Mobile: 11 digits, starting with 1, second digit 3-9 (spec §5). */
export const MOBILE_RE = /^1[3-9]\d{9}$/;
/** E-mail for account login: only .com or .cn domains (spec §5). */
export const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.(com|cn)$/i;
/** The browser sends md5(password) as 32 hex digits (spec §3 "password (hashed)"). */
export const MD5_RE = /^[a-f0-9]{32}$/i;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Mobile with the phone-login messages: 请输入手机号 / 请输入正确的手机号码. */
export const zMobile = z
  .string({ error: V.mobileRequired })
  .trim()
  .min(1, V.mobileRequired)
  .regex(MOBILE_RE, V.mobilePattern);
/** Mobile with the bind-phone message: 请输入正确手机号. */
export const zMobileBind = z.string({ error: V.mobilePatternShort }).trim().regex(MOBILE_RE, V.mobilePatternShort);
/** SMS code of the login forms: 请输入验证码. */
export const zMsgCode = z
  .string({ error: V.smsCodeRequired })
  .trim()
  .min(1, V.smsCodeRequired)
  .max(10, V.smsCodeRequired);
/** SMS code of the bind-phone form: 请输入手机验证码. */
export const zBindCode = z
  .string({ error: V.bindPhoneCodeRequired })
  .trim()
  .min(1, V.bindPhoneCodeRequired)
  .max(10, V.bindPhoneCodeRequired);
/** md5 hex of the password: 请输入密码. */
export const zPasswd = z
  .string({ error: V.passwordRequired })
  .trim()
  .min(1, V.passwordRequired)
  .regex(MD5_RE, ACCOUNT_MSG.passwordFormat)
  .transform((s) => s.toLowerCase());
/** Optional image captcha: when given, exactly 4 characters (请输入正确验证码). */
export const zImgCode = z.preprocess(
  blankToUndefined,
  z.string({ error: V.captchaInvalid }).trim().length(CAPTCHA_LENGTH, V.captchaInvalid).optional(),
);
export const zImgCodeKey = z.preprocess(blankToUndefined, z.string().trim().max(64, E.invalidParams).optional());
/** Login expiry in minutes: 1440, or 43200 with "remember" (spec §9). */
export const zExpireTime = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? undefined : Number(v)),
  z
    .union([z.literal(LOGIN_EXPIRE_MINUTES), z.literal(LOGIN_EXPIRE_MINUTES_REMEMBER)], { error: E.invalidParams })
    .optional(),
);
export const zRecommendMobile = z.preprocess(
  blankToUndefined,
  z.string().trim().regex(MOBILE_RE, ACCOUNT_MSG.recommendMobileInvalid).optional(),
);
/** Account of the password login: mobile or e-mail (.com/.cn). */
export const zAccount = z
  .string({ error: V.accountRequired })
  .trim()
  .min(1, V.accountRequired)
  .refine((s) => MOBILE_RE.test(s) || EMAIL_RE.test(s), V.accountPattern);
export const zEmail = z
  .string({ error: ACCOUNT_MSG.emailInvalid })
  .trim()
  .max(120, ACCOUNT_MSG.emailInvalid)
  .regex(EMAIL_RE, ACCOUNT_MSG.emailInvalid)
  .transform((s) => s.toLowerCase());

export type ImgCodeResult = { imagBash64: string; imgCodeKey: string };

export const accountEndpoints = {
  'account.getImgCode': endpoint<ImgCodeResult>()({
    service: 'user',
    method: 'POST',
    path: 'code/getImgCode',
    input: z.object({}),
  }),
  'account.getMsgCode': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'code/getMsgCode',
    input: z.object({
      mobile: zMobile,
      /** 1 login/register, 2 reset password, 3 bind phone. */
      type: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
        z.union([z.literal(1), z.literal(2), z.literal(3)], { error: E.invalidParams }),
      ),
      imgCode: zImgCode,
      imgCodeKey: zImgCodeKey,
    }),
  }),
  'account.getMsgCodeTest': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'code/getMsgCodeTest',
    input: z.object({
      mobile: zMobile,
      type: z.preprocess(
        (v) => (v === undefined || v === null || v === '' ? 1 : Number(v)),
        z.union([z.literal(1), z.literal(2), z.literal(3)], { error: E.invalidParams }),
      ),
    }),
  }),
  'account.accountLogin': endpoint<LoginResult>()({
    service: 'user',
    method: 'POST',
    path: 'loginAndRegister/accountLogin',
    input: z.object({
      account: zAccount,
      passwd: zPasswd,
      expireTime: zExpireTime,
      timestamp: z.unknown().optional(),
      imgCode: zImgCode,
      imgCodeKey: zImgCodeKey,
    }),
  }),
  'account.msgCodeLogin': endpoint<LoginResult>()({
    service: 'user',
    method: 'POST',
    path: 'loginAndRegister/msgCodeLogin',
    input: z.object({
      mobile: zMobile,
      msgCode: zMsgCode,
      recommendMobile: zRecommendMobile,
      expireTime: zExpireTime,
    }),
  }),
  'account.register': endpoint<LoginResult>()({
    service: 'user',
    method: 'POST',
    path: 'loginAndRegister/register',
    input: z.object({
      mobile: zMobile,
      msgCode: zMsgCode,
      passwd: zPasswd,
      recommendMobile: zRecommendMobile,
      /** A noBind_ token from the WeChat bind step: the new account gets that WeChat identity. */
      token: z.preprocess(blankToUndefined, z.string().trim().max(200, E.invalidParams).optional()),
      expireTime: zExpireTime,
    }),
  }),
  'account.logout': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'loginAndRegister/logout',
    auth: 'optional',
    input: z.object({}),
  }),
  'account.forgetPasswd': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'loginAndRegister/forgetPasswd',
    input: z.object({ mobile: zMobile, msgCode: zMsgCode, passwd: zPasswd }),
  }),
  'account.selectUser': endpoint<UserInfoDto>()({
    service: 'user',
    method: 'GET',
    path: 'userInfo/selectUser',
    auth: 'user',
    input: z.object({}),
  }),
  'account.changePassword': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/password/change',
    auth: 'user',
    input: z.object({
      oldPasswd: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .regex(MD5_RE, ACCOUNT_MSG.passwordFormat)
          .transform((s) => s.toLowerCase())
          .optional(),
      ),
      passwd: zPasswd,
      msgCode: z.preprocess(blankToUndefined, z.string().trim().max(10, V.smsCodeRequired).optional()),
    }),
  }),
  'account.bindPhone': endpoint<UserInfoDto>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/phone/bind',
    auth: 'user',
    input: z.object({ mobile: zMobileBind, msgCode: zBindCode }),
  }),
  'account.sendEmailCode': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/email/code',
    auth: 'user',
    input: z.object({ email: zEmail }),
  }),
  'account.bindEmail': endpoint<UserInfoDto>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/email/bind',
    auth: 'user',
    input: z.object({
      email: zEmail,
      code: z
        .string({ error: ACCOUNT_MSG.emailCodeRequired })
        .trim()
        .min(1, ACCOUNT_MSG.emailCodeRequired)
        .max(10, ACCOUNT_MSG.emailCodeWrong),
    }),
  }),
  'account.updateProfile': endpoint<UserInfoDto>()({
    service: 'user',
    method: 'POST',
    path: 'userInfo/update',
    auth: 'user',
    input: z.object({
      nickName: z
        .string()
        .trim()
        .min(1, ACCOUNT_MSG.nickNameRequired)
        .max(ACCOUNT.nickNameMaxChars, ACCOUNT_MSG.nickNameTooLong)
        .optional(),
      userName: z.string().trim().max(ACCOUNT.nickNameMaxChars, ACCOUNT_MSG.userNameTooLong).optional(),
    }),
  }),
} as const;
