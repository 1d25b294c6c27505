/**
 * Issue 36 (微信登录 inside WeChat's browser) through the development WeChat adapter: wechat.authorize gives the
 * stand-in of WeChat's authorisation page with a fresh scene as the OAuth state; the stand-in returns only to the
 * shop's own callback; the code it hands back logs the bound account in once, for that state only.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { users, devOutbox } from '../../lib/db/schema';
import { seedAccounts, DEMO_BUYER } from '../../lib/db/seed/accounts';
import { GET as authorizeGET, POST as authorizePOST } from '../../app/dev/wechat/authorize/route';
import { ACCOUNT_MSG } from '../../lib/config/messages';
import type { WechatPollResult } from '../../lib/api/endpoints/wechat';
import { clearLimits } from './accounts-helpers';

const form = (fields: Record<string, string>) =>
  new Request('http://localhost/dev/wechat/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describeDb('WeChat web authorisation (official account, snsapi_userinfo) through the dev adapter', (ctx) => {
  beforeEach(() => clearLimits(ctx.db));

  test('authorize → the stand-in page → back with code and state → the bound account is logged in once', async () => {
    await seedAccounts(ctx.db);
    const a = await ctx.api<{ url: string }>('user', 'POST', 'public/wechat/oauth/authorize', {});
    expect(a.code).toBe(1);
    const url = new URL(a.data.url);
    expect(url.pathname).toBe('/dev/wechat/authorize');
    expect(url.searchParams.get('scope')).toBe('snsapi_userinfo');
    const redirectUri = url.searchParams.get('redirect_uri')!;
    expect(new URL(redirectUri).pathname + new URL(redirectUri).search).toBe('/login/wxLogin?via=mp');
    const state = url.searchParams.get('state')!;
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    const [note] = await ctx.db.select().from(devOutbox).where(eq(devOutbox.to, state));
    expect(note?.kind).toBe('wechat');

    expect((await authorizeGET(new Request(a.data.url))).status).toBe(200);
    // Only the shop's own callback path is a redirect target, and always on this site (no open redirect).
    const other = await authorizePOST(form({ redirect_uri: 'https://evil.example/steal', state }));
    expect(other.status).toBe(400);
    const foreign = await authorizePOST(form({ redirect_uri: 'https://evil.example/login/wxLogin', state }));
    expect(foreign.headers.get('location')).toMatch(/^\/login\/wxLogin\?code=/);
    const res = await authorizePOST(
      form({ redirect_uri: redirectUri, state, action: 'bound', mobile: DEMO_BUYER.mobile }),
    );
    expect(res.status).toBe(303);
    const back = new URL(res.headers.get('location')!, 'http://localhost');
    expect(back.pathname).toBe('/login/wxLogin');
    expect(back.searchParams.get('via')).toBe('mp');
    expect(back.searchParams.get('state')).toBe(state);

    const code = back.searchParams.get('code')!;
    const login = await ctx.api<WechatPollResult>('user', 'POST', 'wx/public/login/code', { code, state });
    expect(login.data.code).toBe(3);
    expect(login.data.token).toBeTruthy();
    const [demo] = await ctx.db.select().from(users).where(eq(users.mobile, DEMO_BUYER.mobile));
    expect(login.data.userInfo?.id).toBe(demo!.id);
    // The state was used: the same code and state cannot log in again.
    const again = await ctx.api('user', 'POST', 'wx/public/login/code', { code, state });
    expect(again).toMatchObject({ code: 0, message: ACCOUNT_MSG.wechatSceneInvalid });
  });
});
