/**
 * Development WeChat adapter. The QR encodes a local confirmation page, /dev/wechat/<scene_str>, labelled
 * 开发环境模拟, whose buttons play WeChat's part (scan by a WeChat user not bound to an account, or by one bound to
 * an existing account). Web authorisation inside WeChat's browser goes to /dev/wechat/authorize, which plays
 * WeChat's consent page. OAuth codes of the form dev_<id> stand for the WeChat user dev_<id>.
 */
import 'server-only';
import crypto from 'node:crypto';
import QRCode from 'qrcode';
import { AppError } from '@/lib/kernel/errors';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import { writeOutbox } from '../outbox';
import type { WechatAdapter } from './index';

export const devWechatPagePath = (scene: string) => `/dev/wechat/${encodeURIComponent(scene)}`;
/** The development stand-in for open.weixin.qq.com/connect/oauth2/authorize (app/dev/wechat/authorize). */
export const DEV_AUTHORIZE_PATH = '/dev/wechat/authorize';

export function devAuthorizeUrl(origin: string, redirectUri: string, state: string): string {
  const q = new URLSearchParams({ redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_userinfo', state });
  return `${origin}${DEV_AUTHORIZE_PATH}?${q}`;
}

export const devWechat: WechatAdapter = {
  mode: 'dev',
  async qrForScene(db, scene, expireSeconds, origin) {
    const url = `${origin}${devWechatPagePath(scene)}`;
    await writeOutbox(db, {
      kind: 'wechat',
      to: scene,
      code: null,
      text: `【开发环境模拟微信】登录二维码（${expireSeconds}秒内有效）指向模拟扫码页：${url}`,
    });
    return QRCode.toDataURL(url, { errorCorrectionLevel: 'M', margin: 1, width: 200 });
  },
  async exchangeCode(_db, code) {
    if (!/^dev_[A-Za-z0-9_-]{1,60}$/.test(code))
      throw new AppError(ACCOUNT_MSG.wechatKeyInvalid, 'WECHAT_CODE_INVALID');
    const short = crypto.createHash('sha256').update(code).digest('hex').slice(0, 4);
    return { openId: code, nickname: `开发环境微信用户${short}`, avatar: null };
  },
  async authorizeUrl(db, redirectUri, state, origin) {
    const url = devAuthorizeUrl(origin, redirectUri, state);
    await writeOutbox(db, {
      kind: 'wechat',
      to: state,
      code: null,
      text: `【开发环境模拟微信】网页授权（snsapi_userinfo）指向模拟授权页：${url}`,
    });
    return url;
  },
};
