/**
 * SMS and e-mail verification codes. A code is random, stored only as a hash, expires, allows a few wrong guesses,
 * and is used once. Sending is rate limited in the database (lib/platform/security/rate-limit.ts): 60 s per phone, a daily
 * cap per phone and per client IP; one e-mail per address per minute.
 */
import crypto from 'node:crypto';
import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { emailCodes, smsCodes, users } from '@/lib/db/schema';
import { ACCOUNT } from '@/lib/config/constants';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import { AppError } from '@/lib/kernel/errors';
import { consume, RateLimitedError } from '@/lib/platform/security/rate-limit';
import { smsAdapter, type SmsPurpose } from '@/lib/platform/adapters/sms';
import { emailAdapter } from '@/lib/platform/adapters/email';
import { checkCaptcha } from './captcha';

const codeHash = (scope: string, code: string) =>
  crypto.createHash('sha256').update(`${scope}:${code.trim()}`).digest('hex');

export function randomDigits(n: number): string {
  let s = '';
  for (let i = 0; i < n; i++) s += crypto.randomInt(0, 10).toString();
  return s;
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Send an SMS code, after the cooldown and daily caps. */
export async function sendSmsCode(db: Db, mobile: string, purpose: SmsPurpose, ip: string): Promise<void> {
  try {
    await consume(db, 'smsPerPhone', mobile);
  } catch (e) {
    if (e instanceof RateLimitedError) throw new AppError(ACCOUNT_MSG.smsCooldown(e.retryAfterSec), 'SMS_COOLDOWN');
    throw e;
  }
  try {
    await consume(db, 'smsPerPhoneDaily', mobile);
    await consume(db, 'smsPerIpDaily', ip);
  } catch (e) {
    if (e instanceof RateLimitedError) throw new AppError(ACCOUNT_MSG.smsDailyCap, 'SMS_DAILY_CAP');
    throw e;
  }
  const code = randomDigits(ACCOUNT.smsCodeLength);
  const scope = `sms:${mobile}:${purpose}`;
  await db.insert(smsCodes).values({
    mobile,
    purpose,
    codeHash: codeHash(scope, code),
    expiresAt: new Date(Date.now() + ACCOUNT.smsCodeTtlSec * 1000),
  });
  if (Math.random() < 0.02) await db.delete(smsCodes).where(lt(smsCodes.expiresAt, new Date(Date.now() - 86_400_000)));
  await smsAdapter().sendCode(db, mobile, code, purpose, Math.round(ACCOUNT.smsCodeTtlSec / 60));
}

/**
 * Check the newest live code of the mobile for one of the purposes and burn it on success. A wrong code counts an
 * attempt; after ACCOUNT.codeMaxAttempts the code is void. Throws 验证码错误或已过期.
 */
export async function verifySmsCode(db: Db, mobile: string, purposes: SmsPurpose[], code: string): Promise<void> {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.mobile, mobile),
        inArray(smsCodes.purpose, purposes),
        isNull(smsCodes.consumedAt),
        gt(smsCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  if (!row || row.attempts >= ACCOUNT.codeMaxAttempts) throw new AppError(ACCOUNT_MSG.smsCodeWrong, 'SMS_CODE_INVALID');
  if (!sameHash(row.codeHash, codeHash(`sms:${mobile}:${row.purpose}`, code))) {
    await db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, row.id));
    throw new AppError(ACCOUNT_MSG.smsCodeWrong, 'SMS_CODE_INVALID');
  }
  // Burn it atomically: a second request with the same code loses the race.
  const burnt = await db
    .update(smsCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCodes.id, row.id), isNull(smsCodes.consumedAt)))
    .returning({ id: smsCodes.id });
  if (burnt.length === 0) throw new AppError(ACCOUNT_MSG.smsCodeWrong, 'SMS_CODE_INVALID');
}

/** Send an e-mail code to bind the address to the user. */
export async function sendEmailCode(db: Db, userId: number, email: string): Promise<void> {
  try {
    await consume(db, 'emailPerAddress', email);
  } catch (e) {
    if (e instanceof RateLimitedError) throw new AppError(ACCOUNT_MSG.smsCooldown(e.retryAfterSec), 'EMAIL_COOLDOWN');
    throw e;
  }
  const code = randomDigits(ACCOUNT.smsCodeLength);
  await db.insert(emailCodes).values({
    userId,
    email,
    codeHash: codeHash(`email:${userId}:${email}`, code),
    expiresAt: new Date(Date.now() + ACCOUNT.emailCodeTtlSec * 1000),
  });
  const minutes = Math.round(ACCOUNT.emailCodeTtlSec / 60);
  await emailAdapter().send(db, {
    to: email,
    subject: '标准物质商城 邮箱验证码',
    text: `您正在绑定邮箱，验证码为 ${code}，${minutes}分钟内有效。如非本人操作，请忽略本邮件。`,
    code,
  });
}

export async function verifyEmailCode(db: Db, userId: number, email: string, code: string): Promise<void> {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.email, email),
        isNull(emailCodes.consumedAt),
        gt(emailCodes.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  if (!row || row.attempts >= ACCOUNT.codeMaxAttempts)
    throw new AppError(ACCOUNT_MSG.emailCodeWrong, 'EMAIL_CODE_INVALID');
  if (!sameHash(row.codeHash, codeHash(`email:${userId}:${email}`, code))) {
    await db
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(eq(emailCodes.id, row.id));
    throw new AppError(ACCOUNT_MSG.emailCodeWrong, 'EMAIL_CODE_INVALID');
  }
  const burnt = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, row.id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (burnt.length === 0) throw new AppError(ACCOUNT_MSG.emailCodeWrong, 'EMAIL_CODE_INVALID');
}

/**
 * code/getMsgCode: an image captcha, when the form sends one, must be right (the account-login variant sends it;
 * the password-free variant does not, and then the per-phone and per-IP limits are the guard). A reset-password
 * code goes only to a registered mobile.
 */
export async function requestSmsCode(
  db: Db,
  input: { mobile: string; type: SmsPurpose; imgCode?: string; imgCodeKey?: string },
  ip: string,
): Promise<void> {
  if (input.imgCode || input.imgCodeKey) {
    if (!(await checkCaptcha(db, input.imgCodeKey, input.imgCode)))
      throw new AppError(ACCOUNT_MSG.captchaWrong, 'CAPTCHA_INVALID');
  }
  if (input.type === 2) {
    const [u] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile)).limit(1);
    if (!u) throw new AppError(ACCOUNT_MSG.mobileNotRegistered, 'MOBILE_NOT_REGISTERED');
  }
  await sendSmsCode(db, input.mobile, input.type, ip);
}
