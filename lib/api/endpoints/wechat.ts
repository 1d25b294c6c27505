/**
 * WeChat login endpoints (base /mall/user/api, spec §3, §4, §7). Contract C3.
 *
 * The page asks for a QR (public/wechat/login/scan), polls public/wechat/is/login every second:
 *   code 0 waiting · 1/2 scanned, no phone bound (bind form, with `key`) · 3 logged in (`token`) · 4 expired (60 s).
 * The bind form posts wx/{x}/loginReg with the SMS code; a token starting with noBind_ sends the user to /register.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { E, ACCOUNT_MSG } from '@/lib/config/messages';
import { zBindCode, zMobileBind, zRecommendMobile } from './account';
import type { WechatLoginResult, WechatPollResult, WechatScanResult } from '@/lib/domain/accounts/auth';
export type { WechatLoginResult, WechatPollResult, WechatScanResult } from '@/lib/domain/accounts/auth';

const zScene = z
  .string({ error: ACCOUNT_MSG.wechatSceneInvalid })
  .trim()
  .min(8, ACCOUNT_MSG.wechatSceneInvalid)
  .max(64, ACCOUNT_MSG.wechatSceneInvalid);
const zSegment = z.string().trim().max(40, E.invalidParams);

export const wechatEndpoints = {
  'wechat.scan': endpoint<WechatScanResult>()({
    service: 'user',
    method: 'POST',
    path: 'public/wechat/login/scan',
    input: z.object({}),
  }),
  'wechat.isLogin': endpoint<WechatPollResult>()({
    service: 'user',
    method: 'GET',
    path: 'public/wechat/is/login',
    input: z.object({ scene_str: zScene }),
  }),
  'wechat.loginReg': endpoint<WechatLoginResult>()({
    service: 'user',
    method: 'POST',
    path: 'wx/{x}/loginReg',
    input: z.object({
      x: zSegment,
      code: zBindCode,
      key: z
        .string({ error: ACCOUNT_MSG.wechatKeyInvalid })
        .trim()
        .min(8, ACCOUNT_MSG.wechatKeyInvalid)
        .max(64, ACCOUNT_MSG.wechatKeyInvalid),
      mobile: zMobileBind,
      recommendMobile: zRecommendMobile,
    }),
  }),
  /** Website-QR (Open Platform) redirect target: exchanges the OAuth code; answers like a poll (3 token, 1 bind key). */
  'wechat.callback': endpoint<WechatPollResult>()({
    service: 'user',
    method: 'GET',
    path: 'loginAndRegister/{x}/wxLoginCallback',
    input: z.object({
      x: zSegment,
      code: z
        .string({ error: ACCOUNT_MSG.wechatKeyInvalid })
        .trim()
        .min(1, ACCOUNT_MSG.wechatKeyInvalid)
        .max(128, ACCOUNT_MSG.wechatKeyInvalid),
      state: z
        .string({ error: ACCOUNT_MSG.wechatSceneInvalid })
        .trim()
        .min(1, ACCOUNT_MSG.wechatSceneInvalid)
        .max(64, ACCOUNT_MSG.wechatSceneInvalid),
    }),
  }),
  /** Login inside WeChat's browser: the official account's web-authorisation URL (snsapi_userinfo) to go to. */
  'wechat.authorize': endpoint<{ url: string }>()({
    service: 'user',
    method: 'POST',
    path: 'public/wechat/oauth/authorize',
    input: z.object({}),
  }),
  /** Official-account web authorisation inside WeChat's browser: exchanges the OAuth code like the callback. */
  'wechat.publicLoginCode': endpoint<WechatPollResult>()({
    service: 'user',
    method: 'POST',
    path: 'wx/public/login/code',
    input: z.object({
      code: z
        .string({ error: ACCOUNT_MSG.wechatKeyInvalid })
        .trim()
        .min(1, ACCOUNT_MSG.wechatKeyInvalid)
        .max(128, ACCOUNT_MSG.wechatKeyInvalid),
      state: z.preprocess((v) => (v === '' ? undefined : v), z.string().trim().max(64, E.invalidParams).optional()),
    }),
  }),
} as const;
