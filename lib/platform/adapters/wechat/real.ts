/**
 * Real WeChat adapter (https://api.weixin.qq.com).
 *   WECHAT_APP_ID, WECHAT_APP_SECRET         the official account: temporary QR codes (cgi-bin/qrcode/create,
 *                                            QR_STR_SCENE) and web authorisation inside WeChat's browser
 *                                            (connect/oauth2/authorize, then sns/oauth2)
 *   WECHAT_TOKEN                             the token configured for the account's message push (signature check
 *                                            of scan events at /mall/user/api/wx/public/event)
 *   WECHAT_OPEN_APP_ID, WECHAT_OPEN_APP_SECRET  the Open Platform website app (QR login redirect); default: the
 *                                            official account's
 * The access token is shared by every instance through the settings table (WeChat invalidates older tokens).
 */
import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import QRCode from 'qrcode';
import type { Db } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import type { WechatAdapter, WechatProfile } from './index';
import { log } from '@/lib/platform/observability';

const API = 'https://api.weixin.qq.com';
const OPEN_AUTHORIZE = 'https://open.weixin.qq.com/connect/oauth2/authorize';
const TOKEN_KEY = 'wechat_access_token';
type Env = Record<string, string | undefined>;

function need(env: Env, ...keys: string[]): string[] {
  const missing = keys.filter((k) => !env[k]);
  if (missing.length) {
    log.error(`[wechat] adapter not configured: ${missing.join(', ')}`);
    throw new AppError(ACCOUNT_MSG.wechatUnavailable, 'WECHAT_NOT_CONFIGURED');
  }
  return keys.map((k) => env[k]!);
}

async function getJson<T>(
  url: string,
  init?: RequestInit,
  fetchImpl: typeof fetch = fetch,
): Promise<T & { errcode?: number; errmsg?: string }> {
  let body: T & { errcode?: number; errmsg?: string };
  try {
    const res = await fetchImpl(url, { ...init, signal: AbortSignal.timeout(8000) });
    body = (await res.json()) as T & { errcode?: number; errmsg?: string };
  } catch (e) {
    log.error(`[wechat] ${url.split('?')[0]} unreachable: ${e instanceof Error ? e.message : e}`);
    throw new AppError(ACCOUNT_MSG.wechatUnavailable, 'WECHAT_API_ERROR');
  }
  if (body.errcode) {
    log.error(
      `[wechat] ${url.replace(/secret=[^&]+/, 'secret=***').replace(/access_token=[^&]+/, 'access_token=***')}: ${body.errcode} ${body.errmsg}`,
    );
    throw new AppError(ACCOUNT_MSG.wechatUnavailable, 'WECHAT_API_ERROR');
  }
  return body;
}

/** The official account's access token, cached in the settings table for every instance. */
export async function accessToken(db: Db, env: Env = process.env, fetchImpl: typeof fetch = fetch): Promise<string> {
  const [appId, secret] = need(env, 'WECHAT_APP_ID', 'WECHAT_APP_SECRET');
  const [row] = await db.select().from(settings).where(eq(settings.key, TOKEN_KEY)).limit(1);
  const cached = row?.value as { token?: string; expiresAt?: number; appId?: string } | undefined;
  if (cached?.token && cached.appId === appId && (cached.expiresAt ?? 0) - Date.now() > 300_000) return cached.token;
  const body = await getJson<{ access_token: string; expires_in: number }>(
    `${API}/cgi-bin/token?grant_type=client_credential&appid=${encodeURIComponent(appId!)}&secret=${encodeURIComponent(secret!)}`,
    undefined,
    fetchImpl,
  );
  const value = { token: body.access_token, expiresAt: Date.now() + body.expires_in * 1000, appId };
  await db
    .insert(settings)
    .values({ key: TOKEN_KEY, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: new Date() } });
  return body.access_token;
}

/** Signature of a message push: sha1 of the sorted token, timestamp and nonce. */
export function verifyPushSignature(token: string, timestamp: string, nonce: string, signature: string): boolean {
  const expected = crypto.createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
  return expected.length === signature.length && crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
}

/** The fields of a plain-text (not encrypted) push message that a scan event needs. */
export function parsePushXml(xml: string): {
  fromUser: string;
  toUser: string;
  msgType: string;
  event: string;
  eventKey: string;
} {
  const field = (name: string) => {
    const m = new RegExp(`<${name}>\\s*(?:<!\\[CDATA\\[([\\s\\S]*?)\\]\\]>|([^<]*))\\s*</${name}>`).exec(xml);
    return (m?.[1] ?? m?.[2] ?? '').trim();
  };
  return {
    fromUser: field('FromUserName'),
    toUser: field('ToUserName'),
    msgType: field('MsgType'),
    event: field('Event'),
    eventKey: field('EventKey'),
  };
}

/** The login scene of a scan event: subscribe carries "qrscene_<scene>", SCAN carries "<scene>". */
export function sceneOfEvent(event: string, eventKey: string): { scene: string; status: 1 | 2 } | null {
  const e = event.toLowerCase();
  if (e === 'subscribe' && eventKey.startsWith('qrscene_'))
    return { scene: eventKey.slice('qrscene_'.length), status: 1 };
  if (e === 'scan' && eventKey) return { scene: eventKey, status: 2 };
  return null;
}

/** The follower's identity (unionid when the account is linked to an Open Platform account). */
export async function followerProfile(
  db: Db,
  openid: string,
  env: Env = process.env,
  fetchImpl: typeof fetch = fetch,
): Promise<WechatProfile> {
  const token = await accessToken(db, env, fetchImpl);
  const info = await getJson<{ openid: string; unionid?: string; nickname?: string; headimgurl?: string }>(
    `${API}/cgi-bin/user/info?access_token=${encodeURIComponent(token)}&openid=${encodeURIComponent(openid)}&lang=zh_CN`,
    undefined,
    fetchImpl,
  );
  return { openId: info.unionid || openid, nickname: info.nickname || null, avatar: info.headimgurl || null };
}

export async function exchangeOauthCode(
  code: string,
  kind: 'open' | 'mp',
  env: Env = process.env,
  fetchImpl: typeof fetch = fetch,
): Promise<WechatProfile> {
  const [appId, secret] =
    kind === 'open' && env.WECHAT_OPEN_APP_ID
      ? need(env, 'WECHAT_OPEN_APP_ID', 'WECHAT_OPEN_APP_SECRET')
      : need(env, 'WECHAT_APP_ID', 'WECHAT_APP_SECRET');
  const tok = await getJson<{ access_token: string; openid: string; unionid?: string; scope?: string }>(
    `${API}/sns/oauth2/access_token?appid=${encodeURIComponent(appId!)}&secret=${encodeURIComponent(secret!)}&code=${encodeURIComponent(code)}&grant_type=authorization_code`,
    undefined,
    fetchImpl,
  );
  let nickname: string | null = null;
  let avatar: string | null = null;
  let unionid = tok.unionid;
  if (!tok.scope || /snsapi_(login|userinfo)/.test(tok.scope)) {
    const u = await getJson<{ nickname?: string; headimgurl?: string; unionid?: string }>(
      `${API}/sns/userinfo?access_token=${encodeURIComponent(tok.access_token)}&openid=${encodeURIComponent(tok.openid)}&lang=zh_CN`,
      undefined,
      fetchImpl,
    );
    nickname = u.nickname || null;
    avatar = u.headimgurl || null;
    unionid = unionid || u.unionid;
  }
  return { openId: unionid || tok.openid, nickname, avatar };
}

/**
 * The web-authorisation URL of the official account (网页授权, scope snsapi_userinfo: nickname and avatar after the
 * user agrees). WeChat wants the parameters in this order and the #wechat_redirect fragment; redirect_uri must be on
 * the account's configured 网页授权域名.
 * https://developers.weixin.qq.com/doc/offiaccount/OA_Web_Apps/Wechat_webpage_authorization.html
 */
export function webAuthorizeUrl(appId: string, redirectUri: string, state: string): string {
  return (
    `${OPEN_AUTHORIZE}?appid=${encodeURIComponent(appId)}&redirect_uri=${encodeURIComponent(redirectUri)}` +
    `&response_type=code&scope=snsapi_userinfo&state=${encodeURIComponent(state)}#wechat_redirect`
  );
}

export const realWechat: WechatAdapter = {
  mode: 'real',
  async qrForScene(db, scene, expireSeconds) {
    const token = await accessToken(db);
    const body = await getJson<{ ticket: string; expire_seconds: number; url: string }>(
      `${API}/cgi-bin/qrcode/create?access_token=${encodeURIComponent(token)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          expire_seconds: expireSeconds,
          action_name: 'QR_STR_SCENE',
          action_info: { scene: { scene_str: scene } },
        }),
      },
    );
    // The QR content is the url WeChat returns; drawing it ourselves keeps the page free of third-party images.
    return QRCode.toDataURL(body.url, { errorCorrectionLevel: 'M', margin: 1, width: 200 });
  },
  async exchangeCode(_db, code, kind) {
    return exchangeOauthCode(code, kind);
  },
  async authorizeUrl(_db, redirectUri, state) {
    const [appId] = need(process.env, 'WECHAT_APP_ID', 'WECHAT_APP_SECRET');
    return webAuthorizeUrl(appId!, redirectUri, state);
  },
};
