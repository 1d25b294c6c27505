import 'server-only';
import type { Ctx, HandlerMap } from '../context';
import { wechatEndpoints } from '../endpoints/wechat';
import { loginReg, oauthLogin, pollScene, startScan, startWebAuthorization } from '@/lib/domain/accounts/auth';
import { siteUrl } from '@/lib/platform/seo/site';

const meta = (ctx: Ctx) => ({ ip: ctx.ip, userAgent: ctx.req.headers.get('user-agent') });

export const wechatHandlers: HandlerMap<typeof wechatEndpoints> = {
  // The QR's link is built on the configured site address, never on the request's Host header (a client controls it).
  'wechat.scan': (_input, ctx) => startScan(ctx.db, siteUrl(), ctx.ip),
  'wechat.authorize': (_input, ctx) => startWebAuthorization(ctx.db, siteUrl(), ctx.ip),
  'wechat.isLogin': (input, { db }) => pollScene(db, input.scene_str),
  'wechat.loginReg': (input, ctx) => loginReg(ctx.db, input, meta(ctx)),
  'wechat.callback': (input, ctx) => oauthLogin(ctx.db, input.code, 'open', input.state, meta(ctx)),
  'wechat.publicLoginCode': (input, ctx) => oauthLogin(ctx.db, input.code, 'mp', input.state, meta(ctx)),
};
