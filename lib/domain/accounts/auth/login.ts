/**
 * The ways in and the account-security actions (spec §4; docs/decisions/0005-auth.md).
 *
 * Password login: the account is a mobile or an e-mail; the password arrives as md5 hex and is checked with argon2id.
 * Failures are counted per account in the shared rate limiter (also for accounts that do not exist, so the answers
 * are the same either way): after ACCOUNT.captchaAfterFailures the login asks for the image captcha, past
 * RATE_LIMITS.loginFailPerAccount.points the account is locked for blockSec.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { ACCOUNT, LOGIN_EXPIRE_MINUTES, LOGIN_EXPIRE_MINUTES_REMEMBER, RATE_LIMITS } from '@/lib/config/constants';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import { AppError } from '@/lib/kernel/errors';
import type { LoginResult, UserInfoDto } from '@/lib/domain/accounts/auth/types';
import { consume, isLimited, peek, reset, RateLimitedError } from '@/lib/platform/security/rate-limit';
import { checkCaptcha } from './captcha';
import { verifySmsCode, sendEmailCode as sendEmailCodeRaw, verifyEmailCode } from './codes';
import { hashPassword, verifyPassword } from './password';
import { createSession, deleteSession, revokeUserSessions } from './session';
import { findUserByAccount, findUserByMobile, userInfo } from './users';

export type LoginMeta = { ip: string; userAgent?: string | null };

const lockedError = (retryAfterSec: number) =>
  new AppError(ACCOUNT_MSG.locked(Math.max(1, Math.ceil(retryAfterSec / 60))), 'ACCOUNT_LOCKED');

/** Open a session for the user and answer like every login. */
export async function loginResult(
  db: Db,
  userId: number,
  expireTime: number | undefined,
  meta: LoginMeta,
  isNew?: boolean,
): Promise<LoginResult> {
  const minutes = expireTime === LOGIN_EXPIRE_MINUTES_REMEMBER ? LOGIN_EXPIRE_MINUTES_REMEMBER : LOGIN_EXPIRE_MINUTES;
  const { token } = await createSession(db, userId, minutes, {
    ip: meta.ip,
    userAgent: meta.userAgent,
    remember: minutes === LOGIN_EXPIRE_MINUTES_REMEMBER,
  });
  await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, userId));
  const info = await userInfo(db, userId);
  return isNew === undefined
    ? { token, expireTime: minutes, userInfo: info }
    : { token, expireTime: minutes, userInfo: info, isNew };
}

async function loginPerIp(db: Db, ip: string) {
  await consume(db, 'loginPerIp', ip);
}

export async function passwordLogin(
  db: Db,
  input: { account: string; passwd: string; expireTime?: number; imgCode?: string; imgCodeKey?: string },
  meta: LoginMeta,
): Promise<LoginResult> {
  await loginPerIp(db, meta.ip);
  const key = input.account.trim().toLowerCase();
  // One read of the failure counter: over the limit = locked; at the threshold = captcha needed.
  const counter = await peek(db, 'loginFailPerAccount', key);
  const failures = counter?.consumed ?? 0;
  if (failures > RATE_LIMITS.loginFailPerAccount.points)
    throw lockedError(Math.ceil((counter?.msBeforeNext ?? 0) / 1000));
  const captchaGiven = !!(input.imgCode && input.imgCodeKey);
  if (failures >= ACCOUNT.captchaAfterFailures && !captchaGiven)
    throw new AppError(ACCOUNT_MSG.captchaRequired, 'CAPTCHA_REQUIRED');
  if (captchaGiven && !(await checkCaptcha(db, input.imgCodeKey, input.imgCode)))
    throw new AppError(ACCOUNT_MSG.captchaWrong, 'CAPTCHA_INVALID');

  const user = await findUserByAccount(db, key);
  const now = new Date();
  const staffLock = user?.lockedUntil && user.lockedUntil > now ? user.lockedUntil : null;
  const ok = (await verifyPassword(user?.passwordHash, input.passwd)) && !staffLock;
  if (!ok || !user) {
    if (staffLock) throw lockedError((staffLock.getTime() - now.getTime()) / 1000);
    let count = failures + 1;
    try {
      await consume(db, 'loginFailPerAccount', key);
    } catch (e) {
      if (!(e instanceof RateLimitedError)) throw e;
      count = RATE_LIMITS.loginFailPerAccount.points + 1;
      if (user) {
        await db
          .update(users)
          .set({ failedLogins: count, lockedUntil: new Date(Date.now() + e.retryAfterSec * 1000) })
          .where(eq(users.id, user.id));
      }
      throw lockedError(e.retryAfterSec);
    }
    if (user)
      await db
        .update(users)
        .set({ failedLogins: sql`${users.failedLogins} + 1` })
        .where(eq(users.id, user.id));
    // Same message whether the account exists or not; the messageCode tells the form to show the captcha next time.
    throw new AppError(
      ACCOUNT_MSG.loginFailed,
      count >= ACCOUNT.captchaAfterFailures ? 'CAPTCHA_REQUIRED' : 'LOGIN_FAILED',
    );
  }
  if (user.status !== 1) throw new AppError(ACCOUNT_MSG.accountDisabled, 'ACCOUNT_DISABLED');
  if (failures > 0) await reset(db, 'loginFailPerAccount', key);
  if (user.failedLogins !== 0 || user.lockedUntil)
    await db.update(users).set({ failedLogins: 0, lockedUntil: null }).where(eq(users.id, user.id));
  return loginResult(db, user.id, input.expireTime, meta);
}

/** Create a buyer for a verified mobile (SMS login / registration); a concurrent creation of the same mobile wins. */
async function createUser(
  db: Db,
  values: {
    mobile: string;
    recommendMobile?: string;
    passwordHash?: string;
    wechatOpenId?: string | null;
    nickName?: string | null;
    avatarUrl?: string | null;
  },
) {
  const rows = await db
    .insert(users)
    .values({
      mobile: values.mobile,
      recommendMobile:
        values.recommendMobile && values.recommendMobile !== values.mobile ? values.recommendMobile : null,
      passwordHash: values.passwordHash ?? null,
      passwordChangedAt: values.passwordHash ? new Date() : null,
      wechatOpenId: values.wechatOpenId ?? null,
      nickName: values.nickName ?? null,
      avatarUrl: values.avatarUrl ?? null,
    })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return rows[0]?.id ?? null;
}

/** SMS login: a new mobile is registered on its first login (keeping recommendMobile). */
export async function smsLogin(
  db: Db,
  input: { mobile: string; msgCode: string; recommendMobile?: string; expireTime?: number },
  meta: LoginMeta,
): Promise<LoginResult> {
  await loginPerIp(db, meta.ip);
  await verifySmsCode(db, input.mobile, [1], input.msgCode);
  const existing = await findUserByMobile(db, input.mobile);
  if (existing) {
    if (existing.status !== 1) throw new AppError(ACCOUNT_MSG.accountDisabled, 'ACCOUNT_DISABLED');
    return loginResult(db, existing.id, input.expireTime, meta, false);
  }
  const id = await createUser(db, { mobile: input.mobile, recommendMobile: input.recommendMobile });
  if (id) return loginResult(db, id, input.expireTime, meta, true);
  const raced = await findUserByMobile(db, input.mobile);
  if (!raced) throw new AppError(ACCOUNT_MSG.smsCodeWrong, 'SMS_CODE_INVALID');
  return loginResult(db, raced.id, input.expireTime, meta, false);
}

/** Registration with SMS code and password; a noBind_ token from the WeChat bind step adds that WeChat identity. */
export async function register(
  db: Db,
  input: {
    mobile: string;
    msgCode: string;
    passwd: string;
    recommendMobile?: string;
    token?: string;
    expireTime?: number;
  },
  meta: LoginMeta,
  wechat: {
    claimNoBind: (
      db: Db,
      token: string,
      mobile: string,
    ) => Promise<{
      openId: string;
      nickname: string | null;
      avatar: string | null;
      recommendMobile: string | null;
    } | null>;
  },
): Promise<LoginResult> {
  await loginPerIp(db, meta.ip);
  if (await findUserByMobile(db, input.mobile)) throw new AppError(ACCOUNT_MSG.mobileRegistered, 'MOBILE_REGISTERED');
  const claim = input.token ? await wechat.claimNoBind(db, input.token, input.mobile) : null;
  if (input.token && !claim) throw new AppError(ACCOUNT_MSG.wechatKeyInvalid, 'WECHAT_TOKEN_INVALID');
  // The WeChat bind step already verified this mobile by SMS; otherwise the code is checked here.
  if (!claim) await verifySmsCode(db, input.mobile, [1], input.msgCode);
  const id = await createUser(db, {
    mobile: input.mobile,
    recommendMobile: input.recommendMobile ?? claim?.recommendMobile ?? undefined,
    passwordHash: await hashPassword(input.passwd),
    wechatOpenId: claim?.openId,
    nickName: claim?.nickname,
    avatarUrl: claim?.avatar,
  });
  if (!id) throw new AppError(ACCOUNT_MSG.mobileRegistered, 'MOBILE_REGISTERED');
  return loginResult(db, id, input.expireTime, meta, true);
}

/** Forgotten password: SMS-verified reset; every session of the account ends. */
export async function forgetPassword(
  db: Db,
  input: { mobile: string; msgCode: string; passwd: string },
  meta: LoginMeta,
): Promise<void> {
  await loginPerIp(db, meta.ip);
  const user = await findUserByMobile(db, input.mobile);
  // Verify first so that an unknown mobile and a wrong code answer alike.
  await verifySmsCode(db, input.mobile, [2], input.msgCode);
  if (!user) throw new AppError(ACCOUNT_MSG.mobileNotRegistered, 'MOBILE_NOT_REGISTERED');
  await db
    .update(users)
    .set({
      passwordHash: await hashPassword(input.passwd),
      passwordChangedAt: new Date(),
      failedLogins: 0,
      lockedUntil: null,
    })
    .where(eq(users.id, user.id));
  await revokeUserSessions(db, user.id);
  await reset(db, 'loginFailPerAccount', input.mobile);
  if (user.email) await reset(db, 'loginFailPerAccount', user.email.toLowerCase());
}

export async function logout(db: Db, token: string | null): Promise<void> {
  if (token) await deleteSession(db, token);
}

/**
 * Set or change the password. With a password already set, the old one (oldPasswd) or an SMS code sent to the
 * bound mobile (type 2) is needed. Every other session of the user ends; the current one stays.
 */
export async function changePassword(
  db: Db,
  userId: number,
  currentToken: string | null,
  input: { oldPasswd?: string; passwd: string; msgCode?: string },
): Promise<void> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw new AppError(ACCOUNT_MSG.oldPasswordWrong, 'USER_NOT_FOUND');
  if (u.passwordHash) {
    if (input.oldPasswd) {
      const lockedFor = await isLimited(db, 'loginFailPerAccount', `pwchange:${userId}`);
      if (lockedFor > 0) throw lockedError(lockedFor);
      if (!(await verifyPassword(u.passwordHash, input.oldPasswd))) {
        try {
          await consume(db, 'loginFailPerAccount', `pwchange:${userId}`);
        } catch (e) {
          if (e instanceof RateLimitedError) throw lockedError(e.retryAfterSec);
          throw e;
        }
        throw new AppError(ACCOUNT_MSG.oldPasswordWrong, 'OLD_PASSWORD_WRONG');
      }
    } else if (input.msgCode && u.mobile) {
      await verifySmsCode(db, u.mobile, [2], input.msgCode);
    } else {
      throw new AppError(ACCOUNT_MSG.oldPasswordRequired, 'OLD_PASSWORD_REQUIRED');
    }
  } else if (u.mobile) {
    // Setting a first password (SMS or WeChat accounts) needs the SMS code of the bound mobile.
    if (!input.msgCode) throw new AppError(ACCOUNT_MSG.smsCodeWrong, 'SMS_CODE_INVALID');
    await verifySmsCode(db, u.mobile, [2, 3], input.msgCode);
  }
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(input.passwd), passwordChangedAt: new Date() })
    .where(eq(users.id, userId));
  await revokeUserSessions(db, userId, currentToken);
}

/** Bind or change the mobile (SMS type 3 sent to the new number). */
export async function bindPhone(
  db: Db,
  userId: number,
  input: { mobile: string; msgCode: string },
): Promise<UserInfoDto> {
  const other = await findUserByMobile(db, input.mobile);
  if (other && other.id !== userId) throw new AppError(ACCOUNT_MSG.mobileTaken, 'MOBILE_TAKEN');
  await verifySmsCode(db, input.mobile, [3], input.msgCode);
  try {
    await db.update(users).set({ mobile: input.mobile }).where(eq(users.id, userId));
  } catch {
    throw new AppError(ACCOUNT_MSG.mobileTaken, 'MOBILE_TAKEN');
  }
  return userInfo(db, userId);
}

export async function sendBindEmailCode(db: Db, userId: number, email: string): Promise<void> {
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  if (other && other.id !== userId) throw new AppError(ACCOUNT_MSG.emailTaken, 'EMAIL_TAKEN');
  await sendEmailCodeRaw(db, userId, email);
}

export async function bindEmail(db: Db, userId: number, input: { email: string; code: string }): Promise<UserInfoDto> {
  const [other] = await db.select({ id: users.id }).from(users).where(eq(users.email, input.email)).limit(1);
  if (other && other.id !== userId) throw new AppError(ACCOUNT_MSG.emailTaken, 'EMAIL_TAKEN');
  await verifyEmailCode(db, userId, input.email, input.code);
  try {
    await db.update(users).set({ email: input.email, emailVerifiedAt: new Date() }).where(eq(users.id, userId));
  } catch {
    throw new AppError(ACCOUNT_MSG.emailTaken, 'EMAIL_TAKEN');
  }
  return userInfo(db, userId);
}

export async function updateProfile(
  db: Db,
  userId: number,
  input: { nickName?: string; userName?: string },
): Promise<UserInfoDto> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (input.nickName !== undefined) set.nickName = input.nickName;
  if (input.userName !== undefined) set.userName = input.userName || null;
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
  return userInfo(db, userId);
}
