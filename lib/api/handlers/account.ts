import 'server-only';
import type { Ctx, HandlerMap } from '../context';
import { accountEndpoints } from '../endpoints/account';
import { ApiError } from '../errors';
import { ACCOUNT_MSG } from '@/lib/config/messages';
import { adapterMode } from '@/lib/platform/adapters/config';
import { createCaptcha } from '@/lib/domain/accounts/auth';
import { requestSmsCode, sendSmsCode } from '@/lib/domain/accounts/auth';
import {
  bindEmail,
  bindPhone,
  changePassword,
  forgetPassword,
  logout,
  passwordLogin,
  register,
  sendBindEmailCode,
  smsLogin,
  updateProfile,
} from '@/lib/domain/accounts/auth';
import { claimNoBind } from '@/lib/domain/accounts/auth';
import { userInfo } from '@/lib/domain/accounts/auth';

const meta = (ctx: Ctx) => ({ ip: ctx.ip, userAgent: ctx.req.headers.get('user-agent') });

export const accountHandlers: HandlerMap<typeof accountEndpoints> = {
  'account.getImgCode': (_input, { db, ip }) => createCaptcha(db, ip),
  'account.getMsgCode': async (input, { db, ip }) => {
    await requestSmsCode(db, input, ip);
    return null;
  },
  'account.getMsgCodeTest': async (input, { db, ip }) => {
    if (adapterMode('sms') !== 'dev') throw new ApiError(ACCOUNT_MSG.smsTestUnavailable, 'DEV_ONLY');
    await sendSmsCode(db, input.mobile, input.type, ip);
    return null;
  },
  'account.accountLogin': (input, ctx) => passwordLogin(ctx.db, input, meta(ctx)),
  'account.msgCodeLogin': (input, ctx) => smsLogin(ctx.db, input, meta(ctx)),
  'account.register': (input, ctx) => register(ctx.db, input, meta(ctx), { claimNoBind }),
  'account.logout': async (_input, { db, token }) => {
    await logout(db, token);
    return null;
  },
  'account.forgetPasswd': async (input, ctx) => {
    await forgetPassword(ctx.db, input, meta(ctx));
    return null;
  },
  'account.selectUser': (_input, { db, user }) => userInfo(db, user!.id),
  'account.changePassword': async (input, { db, user, token }) => {
    await changePassword(db, user!.id, token, input);
    return null;
  },
  'account.bindPhone': (input, { db, user }) => bindPhone(db, user!.id, input),
  'account.sendEmailCode': async (input, { db, user }) => {
    await sendBindEmailCode(db, user!.id, input.email);
    return null;
  },
  'account.bindEmail': (input, { db, user }) => bindEmail(db, user!.id, input),
  'account.updateProfile': (input, { db, user }) => updateProfile(db, user!.id, input),
};
