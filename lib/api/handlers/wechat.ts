import 'server-only';
import type { Ctx, HandlerMap } from '../context';
import { wechatEndpoints } from '../endpoints/wechat';
import { loginReg, oauthLogin, pollScene, startScan } from '@/lib/domain/accounts/wechat';

const meta = (ctx: Ctx) => ({ ip: ctx.ip, userAgent: ctx.req.headers.get('user-agent') });

export const wechatHandlers: HandlerMap<typeof wechatEndpoints> = {
  'wechat.scan': (_input, ctx) => startScan(ctx.db, new URL(ctx.req.url).origin, ctx.ip),
  'wechat.isLogin': (input, { db }) => pollScene(db, input.scene_str),
  'wechat.loginReg': (input, ctx) => loginReg(ctx.db, input, meta(ctx)),
  'wechat.callback': (input, ctx) => oauthLogin(ctx.db, input.code, 'open', input.state, meta(ctx)),
  'wechat.publicLoginCode': (input, ctx) => oauthLogin(ctx.db, input.code, 'mp', input.state, meta(ctx)),
};
