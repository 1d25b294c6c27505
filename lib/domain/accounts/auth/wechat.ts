/**
 * WeChat QR login (spec §4): a scene per QR, polled by the browser every second.
 *
 *   status 0 waiting → (scan by a WeChat user bound to an account) 3 logged in, token handed to the next poll once
 *                    → (scan by an unbound WeChat user) 1 (new follower) / 2 (follower): bind key for loginReg
 *   a waiting scene past its 60 s lifetime answers 4 (expired).
 *
 * loginReg binds the scanned WeChat identity to the account of the SMS-verified mobile and logs in; a mobile with no
 * account gets a noBind_ token instead, which register() exchanges (claimNoBind) for the WeChat identity.
 */
import crypto from 'node:crypto';
import { and, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { users, wechatLogins } from '@/lib/db/schema';
import { ACCOUNT, LOGIN_EXPIRE_MINUTES, WECHAT_QR_LIFETIME_SECONDS } from '@/lib/config/constants';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import { AppError } from '@/lib/kernel/errors';
import type { WechatLoginResult, WechatPollResult, WechatScanResult } from '@/lib/domain/accounts/auth/types';
import { consume } from '@/lib/platform/security/rate-limit';
import { wechatAdapter, type WechatProfile } from '@/lib/platform/adapters/wechat';
import { verifySmsCode } from './codes';
import { createSession, hashToken, newToken } from './session';
import { loginResult, type LoginMeta } from './login';
import { findUserByMobile, userInfo } from './users';

export const NO_BIND_PREFIX = 'noBind_';

const empty = (code: WechatPollResult['code']): WechatPollResult => ({
  code,
  avatar: null,
  nickname: null,
  key: null,
  token: null,
  expireTime: null,
  userInfo: null,
});

/** New login scene and its QR (public/wechat/login/scan). */
export async function startScan(db: Db, origin: string, ip: string): Promise<WechatScanResult> {
  await consume(db, 'captchaPerIp', ip);
  const scene = crypto.randomBytes(16).toString('hex');
  await db
    .insert(wechatLogins)
    .values({ sceneStr: scene, status: 0, expiresAt: new Date(Date.now() + WECHAT_QR_LIFETIME_SECONDS * 1000) });
  if (Math.random() < 0.05)
    await db.delete(wechatLogins).where(lt(wechatLogins.expiresAt, new Date(Date.now() - 86_400_000)));
  const qrcodeUrl = await wechatAdapter().qrForScene(db, scene, WECHAT_QR_LIFETIME_SECONDS, origin);
  return { qrcodeUrl, scene_str: scene, expireSeconds: WECHAT_QR_LIFETIME_SECONDS };
}

/** The page WeChat's web authorisation returns to (?via=mp&code&state): the phone or desktop callback view. */
export const WEB_AUTH_RETURN_PATH = '/login/wxLogin?via=mp';

/**
 * Login inside WeChat's in-app browser (public/wechat/oauth/authorize): a fresh scene is the OAuth state (so a code
 * is accepted only for a flow this site started, and only once), and the adapter gives the authorisation URL.
 */
export async function startWebAuthorization(db: Db, origin: string, ip: string): Promise<{ url: string }> {
  await consume(db, 'captchaPerIp', ip);
  const scene = crypto.randomBytes(16).toString('hex');
  await db
    .insert(wechatLogins)
    .values({ sceneStr: scene, status: 0, expiresAt: new Date(Date.now() + ACCOUNT.wechatBindTtlSec * 1000) });
  const url = await wechatAdapter().authorizeUrl(db, `${origin}${WEB_AUTH_RETURN_PATH}`, scene, origin);
  return { url };
}

/** public/wechat/is/login. */
export async function pollScene(db: Db, scene: string): Promise<WechatPollResult> {
  const [row] = await db.select().from(wechatLogins).where(eq(wechatLogins.sceneStr, scene)).limit(1);
  const now = new Date();
  if (!row) return empty(4);
  if (row.status === 0) return row.expiresAt > now ? empty(0) : empty(4);
  if (row.status === 1 || row.status === 2) {
    if (row.expiresAt <= now || !row.bindKey) return empty(4);
    return { ...empty(row.status), avatar: row.avatar, nickname: row.nickname, key: row.bindKey };
  }
  if (row.status === 3) {
    // The token goes to exactly one poll; later polls see an expired scene.
    // (RETURNING gives the new row, so the token read above is delivered only if this update took it.)
    if (!row.token || !row.userId) return empty(4);
    const taken = await db
      .update(wechatLogins)
      .set({ token: null, status: 4 })
      .where(and(eq(wechatLogins.sceneStr, scene), eq(wechatLogins.status, 3), eq(wechatLogins.token, row.token)))
      .returning({ userId: wechatLogins.userId });
    if (taken.length === 0 || row.expiresAt <= now) return empty(4);
    return {
      code: 3,
      avatar: row.avatar,
      nickname: row.nickname,
      key: null,
      token: row.token,
      expireTime: LOGIN_EXPIRE_MINUTES,
      userInfo: await userInfo(db, row.userId),
    };
  }
  return empty(4);
}

/**
 * A WeChat user scanned the scene's QR (dev confirmation page, a real scan event, or an OAuth callback).
 * Bound identity → logged in (status 3); otherwise status 1/2 with a bind key.
 */
export async function onScan(
  db: Db,
  scene: string,
  profile: WechatProfile,
  status: 1 | 2,
  meta: Partial<LoginMeta> = {},
): Promise<void> {
  const [row] = await db.select().from(wechatLogins).where(eq(wechatLogins.sceneStr, scene)).limit(1);
  if (!row || row.status !== 0 || row.expiresAt <= new Date())
    throw new AppError(ACCOUNT_MSG.wechatSceneInvalid, 'WECHAT_SCENE_INVALID');
  const [bound] = await db
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.wechatOpenId, profile.openId))
    .limit(1);
  if (bound && bound.status === 1) {
    const { token } = await createSession(db, bound.id, LOGIN_EXPIRE_MINUTES, {
      ip: meta.ip,
      userAgent: meta.userAgent,
    });
    await db.update(users).set({ lastLoginAt: new Date() }).where(eq(users.id, bound.id));
    await db
      .update(wechatLogins)
      .set({
        status: 3,
        openId: profile.openId,
        nickname: profile.nickname,
        avatar: profile.avatar,
        userId: bound.id,
        token,
        expiresAt: new Date(Date.now() + WECHAT_QR_LIFETIME_SECONDS * 1000),
      })
      .where(and(eq(wechatLogins.sceneStr, scene), eq(wechatLogins.status, 0)));
    return;
  }
  await db
    .update(wechatLogins)
    .set({
      status,
      openId: profile.openId,
      nickname: profile.nickname,
      avatar: profile.avatar,
      bindKey: crypto.randomBytes(16).toString('hex'),
      expiresAt: new Date(Date.now() + ACCOUNT.wechatBindTtlSec * 1000),
    })
    .where(and(eq(wechatLogins.sceneStr, scene), eq(wechatLogins.status, 0)));
}

/** wx/{x}/loginReg: bind the scanned identity to the SMS-verified mobile's account, or hand out a noBind_ token. */
export async function loginReg(
  db: Db,
  input: { key: string; mobile: string; code: string; recommendMobile?: string },
  meta: LoginMeta,
): Promise<WechatLoginResult> {
  await consume(db, 'loginPerIp', meta.ip);
  const [row] = await db
    .select()
    .from(wechatLogins)
    .where(
      and(
        eq(wechatLogins.bindKey, input.key),
        inArray(wechatLogins.status, [1, 2]),
        gt(wechatLogins.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row || !row.openId) throw new AppError(ACCOUNT_MSG.wechatKeyInvalid, 'WECHAT_KEY_INVALID');
  const user = await findUserByMobile(db, input.mobile);
  if (user?.wechatOpenId && user.wechatOpenId !== row.openId)
    throw new AppError(ACCOUNT_MSG.wechatMobileTaken, 'WECHAT_MOBILE_TAKEN');
  await verifySmsCode(db, input.mobile, [3, 1], input.code);
  // The key is single use.
  const claimed = await db
    .update(wechatLogins)
    .set({ bindKey: null })
    .where(and(eq(wechatLogins.sceneStr, row.sceneStr), eq(wechatLogins.bindKey, input.key)))
    .returning({ scene: wechatLogins.sceneStr });
  if (claimed.length === 0) throw new AppError(ACCOUNT_MSG.wechatKeyInvalid, 'WECHAT_KEY_INVALID');

  if (user) {
    if (user.status !== 1) throw new AppError(ACCOUNT_MSG.accountDisabled, 'ACCOUNT_DISABLED');
    try {
      await db
        .update(users)
        .set({
          wechatOpenId: row.openId,
          nickName: user.nickName ?? row.nickname,
          avatarUrl: user.avatarUrl ?? row.avatar,
        })
        .where(eq(users.id, user.id));
    } catch {
      throw new AppError(ACCOUNT_MSG.wechatMobileTaken, 'WECHAT_MOBILE_TAKEN');
    }
    await db.update(wechatLogins).set({ status: 4, userId: user.id }).where(eq(wechatLogins.sceneStr, row.sceneStr));
    return loginResult(db, user.id, undefined, meta, false);
  }
  const token = `${NO_BIND_PREFIX}${newToken()}`;
  await db
    .update(wechatLogins)
    .set({
      mobile: input.mobile,
      recommendMobile: input.recommendMobile ?? null,
      noBindHash: hashToken(token),
      expiresAt: new Date(Date.now() + ACCOUNT.wechatBindTtlSec * 1000),
    })
    .where(eq(wechatLogins.sceneStr, row.sceneStr));
  return { token, expireTime: 0, userInfo: null, isNew: true };
}

/** register?token=noBind_…: the WeChat identity waiting for this (already SMS-verified) mobile; single use. */
export async function claimNoBind(
  db: Db,
  token: string,
  mobile: string,
): Promise<{ openId: string; nickname: string | null; avatar: string | null; recommendMobile: string | null } | null> {
  if (!token.startsWith(NO_BIND_PREFIX)) return null;
  const [row] = await db
    .update(wechatLogins)
    .set({ noBindHash: null, status: 4 })
    .where(
      and(
        eq(wechatLogins.noBindHash, hashToken(token)),
        eq(wechatLogins.mobile, mobile),
        gt(wechatLogins.expiresAt, new Date()),
      ),
    )
    .returning();
  if (!row?.openId) return null;
  const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.wechatOpenId, row.openId)).limit(1);
  if (taken) return null;
  return { openId: row.openId, nickname: row.nickname, avatar: row.avatar, recommendMobile: row.recommendMobile };
}

/**
 * OAuth code exchange (website QR callback with state = scene, or official-account web authorisation without one):
 * answers like a poll — 3 with a token when the identity is bound, 1 with a bind key when not.
 */
export async function oauthLogin(
  db: Db,
  code: string,
  kind: 'open' | 'mp',
  state: string | undefined,
  meta: LoginMeta,
): Promise<WechatPollResult> {
  await consume(db, 'loginPerIp', meta.ip);
  let scene = state;
  if (scene) {
    const [row] = await db.select().from(wechatLogins).where(eq(wechatLogins.sceneStr, scene)).limit(1);
    if (!row || row.status !== 0 || row.createdAt.getTime() < Date.now() - ACCOUNT.wechatBindTtlSec * 1000) {
      throw new AppError(ACCOUNT_MSG.wechatSceneInvalid, 'WECHAT_SCENE_INVALID');
    }
    // The browser went to WeChat and came back: give the scene the bind lifetime.
    await db
      .update(wechatLogins)
      .set({ expiresAt: new Date(Date.now() + ACCOUNT.wechatBindTtlSec * 1000) })
      .where(eq(wechatLogins.sceneStr, scene));
  } else {
    scene = crypto.randomBytes(16).toString('hex');
    await db
      .insert(wechatLogins)
      .values({ sceneStr: scene, status: 0, expiresAt: new Date(Date.now() + ACCOUNT.wechatBindTtlSec * 1000) });
  }
  const profile = await wechatAdapter().exchangeCode(db, code, kind);
  await onScan(db, scene, profile, 1, meta);
  return pollScene(db, scene);
}

/** Development confirmation page: scan by a WeChat user bound to no account. */
export async function devScanUnbound(db: Db, scene: string): Promise<void> {
  const id = crypto.randomBytes(6).toString('hex');
  await onScan(db, scene, { openId: `dev_${id}`, nickname: `开发环境微信用户${id.slice(0, 4)}`, avatar: null }, 1);
}

/** Development confirmation page: scan by the WeChat user bound to the account of this mobile (bound now if needed). */
export async function devScanBound(db: Db, scene: string, mobile: string): Promise<void> {
  const user = await devBoundUser(db, mobile);
  await onScan(db, scene, { openId: user.openId, nickname: user.nickName, avatar: user.avatarUrl }, 2);
}

/**
 * Development: the WeChat user bound to the account of this mobile (bound now if needed). Its openId (dev_u<id>) is
 * also the OAuth code the development authorisation page hands back for that user.
 */
export async function devBoundUser(db: Db, mobile: string) {
  const user = await findUserByMobile(db, mobile);
  if (!user) throw new AppError(ACCOUNT_MSG.mobileNotRegistered, 'MOBILE_NOT_REGISTERED');
  let openId = user.wechatOpenId;
  if (!openId) {
    openId = `dev_u${user.id}`;
    await db.update(users).set({ wechatOpenId: openId }).where(eq(users.id, user.id));
  }
  return { ...user, openId };
}

/**
 * A scan event pushed by WeChat to the official account's server URL (real adapter): subscribe (new follower,
 * EventKey qrscene_<scene>) or SCAN (follower, EventKey <scene>). Other messages are ignored.
 */
export async function handlePushEvent(db: Db, xml: string): Promise<void> {
  const { parsePushXml, sceneOfEvent, followerProfile } = await import('@/lib/platform/adapters/wechat/real');
  const msg = parsePushXml(xml);
  if (msg.msgType !== 'event' || !msg.fromUser) return;
  const s = sceneOfEvent(msg.event, msg.eventKey);
  if (!s) return;
  const profile = await followerProfile(db, msg.fromUser);
  try {
    await onScan(db, s.scene, profile, s.status);
  } catch (e) {
    // An expired or unknown scene: the page shows the refresh mask; WeChat still gets its "success".
    if (!(e instanceof AppError)) throw e;
  }
}
