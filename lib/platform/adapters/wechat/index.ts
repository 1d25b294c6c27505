/**
 * WeChat adapter: the QR shown on the login page and the exchange of OAuth codes for a WeChat identity.
 * Real: official-account temporary QR codes (scan events pushed to /mall/user/api/wx/public/event) and OAuth code
 * exchange (website QR login on the Open Platform, or official-account web authorisation). Development: the QR
 * encodes a local page (/dev/wechat/<scene_str>) that plays WeChat's part. lib/platform/adapters/config.ts chooses.
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { adapterMode, logAdaptersOnce, type AdapterMode } from '../config';
import { devWechat } from './dev';
import { realWechat } from './real';

/** A WeChat identity: openId is the unionid when WeChat gives one (same person across apps), else the openid. */
export type WechatProfile = { openId: string; nickname: string | null; avatar: string | null };

export interface WechatAdapter {
  readonly mode: AdapterMode;
  /** The QR image (a data: URL) for a login scene that expires in expireSeconds. origin: this site's origin. */
  qrForScene(db: Db, scene: string, expireSeconds: number, origin: string): Promise<string>;
  /** Exchange an OAuth code: 'open' = website QR login (Open Platform), 'mp' = official-account web authorisation. */
  exchangeCode(db: Db, code: string, kind: 'open' | 'mp'): Promise<WechatProfile>;
  /**
   * Where to send WeChat's in-app browser for official-account web authorisation (snsapi_userinfo): WeChat asks the
   * user, then comes back to redirectUri with ?code&state. origin: this site's origin.
   */
  authorizeUrl(db: Db, redirectUri: string, state: string, origin: string): Promise<string>;
}

export function wechatAdapter(): WechatAdapter {
  logAdaptersOnce();
  return adapterMode('wechat') === 'dev' ? devWechat : realWechat;
}
