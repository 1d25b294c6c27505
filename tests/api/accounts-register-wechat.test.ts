import { and, eq } from 'drizzle-orm';
import { dispatch } from '../../lib/api/router';
import { siteUrl } from '../../lib/platform/seo/site';
import { describeDb } from '../helpers/db';
import { users, wechatLogins, creditAccounts, organizations, pointsLedger, devOutbox } from '../../lib/db/schema';
import { hashPassword, verifyPassword } from '../../lib/domain/accounts/auth/password';
import { devScanBound, devScanUnbound } from '../../lib/domain/accounts/auth/wechat';
import { seedAccounts, DEMO_BUYER } from '../../lib/db/seed/accounts';
import { GET as outboxGET } from '../../app/dev/outbox/route';
import { GET as devWechatGET, POST as devWechatPOST } from '../../app/dev/wechat/[scene]/route';
import { ACCOUNT_MSG } from '../../lib/config/messages';
import { CORP_TYPES, WECHAT_QR_LIFETIME_SECONDS } from '../../lib/config/constants';
import { isCreditCode } from '../../lib/domain/accounts/profile/validate';
import type { LoginResult, UserInfoDto } from '../../lib/api/endpoints/account';
import type { WechatPollResult, WechatScanResult } from '../../lib/api/endpoints/wechat';
import { auth, clearLimits, hex, outboxCode, smsCode } from './accounts-helpers';

describeDb('accounts: registration, WeChat, outbox, demo seed', (ctx) => {
  beforeEach(() => clearLimits(ctx.db));

  test('SMS login registers a new mobile on first login, keeping recommendMobile; the second login finds it', async () => {
    const code = await smsCode(ctx, '13612340001');
    const r = await ctx.api<LoginResult>('user', 'POST', 'loginAndRegister/msgCodeLogin', {
      mobile: '13612340001',
      msgCode: code,
      recommendMobile: '13800138000',
    });
    expect(r.code).toBe(1);
    expect(r.data.isNew).toBe(true);
    expect(r.data.userInfo).toMatchObject({ mobile: '136****0001', hasPassword: false, identityStatus: '0' });
    const [u] = await ctx.db.select().from(users).where(eq(users.mobile, '13612340001'));
    expect(u!.recommendMobile).toBe('13800138000');
    const code2 = await smsCode(ctx, '13612340001');
    const again = await ctx.api<LoginResult>('user', 'POST', 'loginAndRegister/msgCodeLogin', {
      mobile: '13612340001',
      msgCode: code2,
      expireTime: 43200,
    });
    expect(again.data).toMatchObject({ isNew: false, expireTime: 43200 });
    expect(again.data.userInfo.id).toBe(u!.id);
  });

  test('register with SMS code and password; a registered mobile is refused', async () => {
    const code = await smsCode(ctx, '13612340002');
    const r = await ctx.api<LoginResult>('user', 'POST', 'loginAndRegister/register', {
      mobile: '13612340002',
      msgCode: code,
      passwd: hex('Reg#2026'),
      recommendMobile: '13612340001',
    });
    expect(r.code).toBe(1);
    expect(r.data.userInfo.hasPassword).toBe(true);
    const [u] = await ctx.db.select().from(users).where(eq(users.mobile, '13612340002'));
    expect(u!.recommendMobile).toBe('13612340001');
    expect(u!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(u!.passwordHash, hex('Reg#2026'))).toBe(true);
    const code2 = await smsCode(ctx, '13612340002');
    const dup = await ctx.api('user', 'POST', 'loginAndRegister/register', {
      mobile: '13612340002',
      msgCode: code2,
      passwd: hex('x'),
    });
    expect(dup).toMatchObject({ code: 0, message: ACCOUNT_MSG.mobileRegistered });
  });

  test('bind phone (SMS type 3) and bind e-mail (code by the e-mail adapter); profile update', async () => {
    const code = await smsCode(ctx, '13612340003');
    const login = await ctx.api<LoginResult>('user', 'POST', 'loginAndRegister/msgCodeLogin', {
      mobile: '13612340003',
      msgCode: code,
    });
    const h = auth(login.data.token);
    const taken = await ctx.api('user', 'POST', 'userInfo/phone/bind', { mobile: '13612340001', msgCode: '123456' }, h);
    expect(taken).toMatchObject({ code: 0, message: ACCOUNT_MSG.mobileTaken });
    const bindCode = await smsCode(ctx, '13612340009', 3);
    const bound = await ctx.api<UserInfoDto>(
      'user',
      'POST',
      'userInfo/phone/bind',
      { mobile: '13612340009', msgCode: bindCode },
      h,
    );
    expect(bound.code).toBe(1);
    expect(bound.data.mobile).toBe('136****0009');
    expect((await ctx.api('user', 'POST', 'userInfo/email/code', { email: 'New.Buyer@Lab.cn' }, h)).code).toBe(1);
    const mailCode = await outboxCode(ctx.db, 'email', 'new.buyer@lab.cn');
    const wrong = await ctx.api(
      'user',
      'POST',
      'userInfo/email/bind',
      { email: 'new.buyer@lab.cn', code: '000000' === mailCode ? '111111' : '000000' },
      h,
    );
    expect(wrong).toMatchObject({ code: 0, message: ACCOUNT_MSG.emailCodeWrong });
    const ok = await ctx.api<UserInfoDto>(
      'user',
      'POST',
      'userInfo/email/bind',
      { email: 'new.buyer@lab.cn', code: mailCode },
      h,
    );
    expect(ok.data.email).toBe('new.buyer@lab.cn');
    const prof = await ctx.api<UserInfoDto>('user', 'POST', 'userInfo/update', { nickName: '新昵称' }, h);
    expect(prof.data.nickName).toBe('新昵称');
    const tooLong = await ctx.api('user', 'POST', 'userInfo/update', { nickName: '长'.repeat(31) }, h);
    expect(tooLong).toMatchObject({ code: 0, message: ACCOUNT_MSG.nickNameTooLong });
    // the account can now log in by e-mail after setting a password with an SMS code (type 2 to its mobile)
    const pwCode = await smsCode(ctx, '13612340009', 2);
    expect(
      (await ctx.api('user', 'POST', 'userInfo/password/change', { passwd: hex('Mail#1'), msgCode: pwCode }, h)).code,
    ).toBe(1);
    expect(
      (
        await ctx.api('user', 'POST', 'loginAndRegister/accountLogin', {
          account: 'new.buyer@lab.cn',
          passwd: hex('Mail#1'),
        })
      ).code,
    ).toBe(1);
  });

  describe('WeChat QR (development adapter)', () => {
    const scan = () => ctx.api<WechatScanResult>('user', 'POST', 'public/wechat/login/scan', {});
    const poll = (scene: string) =>
      ctx.api<WechatPollResult>('user', 'GET', `public/wechat/is/login?scene_str=${scene}`);

    test('scan gives a QR data URL pointing at the dev page, 60 s lifetime; waiting → expired', async () => {
      const s = await scan();
      expect(s.code).toBe(1);
      expect(s.data.qrcodeUrl).toMatch(/^data:image\/png;base64,/);
      expect(s.data.expireSeconds).toBe(WECHAT_QR_LIFETIME_SECONDS);
      expect((await poll(s.data.scene_str)).data.code).toBe(0);
      await ctx.db
        .update(wechatLogins)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(wechatLogins.sceneStr, s.data.scene_str));
      expect((await poll(s.data.scene_str)).data.code).toBe(4);
      expect((await poll('unknown-scene-0000')).data.code).toBe(4);
    });

    test("the QR links to the configured site address, never to the request's Host", async () => {
      const req = new Request('http://evil.example/mall/user/api/public/wechat/login/scan', {
        method: 'POST',
        headers: { host: 'evil.example' },
      });
      const res = await dispatch('user', req, ['public', 'wechat', 'login', 'scan']);
      const s = (await res.json()) as { code: number; data: WechatScanResult };
      expect(s.code).toBe(1);
      const [entry] = await ctx.db
        .select()
        .from(devOutbox)
        .where(and(eq(devOutbox.kind, 'wechat'), eq(devOutbox.to, s.data.scene_str)));
      expect(entry!.text).toContain(`${siteUrl()}/dev/wechat/${s.data.scene_str}`);
      expect(entry!.text).not.toContain('evil.example');
    });

    test('scan by an unbound WeChat user → bind form → existing mobile logs in and binds the WeChat identity', async () => {
      const [u] = await ctx.db
        .insert(users)
        .values({ mobile: '13512340001', nickName: '老用户', passwordHash: await hashPassword(hex('x')) })
        .returning();
      const s = await scan();
      await devScanUnbound(ctx.db, s.data.scene_str);
      const p = await poll(s.data.scene_str);
      expect(p.data.code).toBe(1);
      expect(p.data.key).toMatch(/^[0-9a-f]{32}$/);
      expect(p.data.token).toBeNull();
      const code = await smsCode(ctx, '13512340001', 3);
      const r = await ctx.api<LoginResult>('user', 'POST', 'wx/pc/loginReg', {
        code,
        key: p.data.key,
        mobile: '13512340001',
      });
      expect(r.code).toBe(1);
      expect(r.data.token.startsWith('noBind_')).toBe(false);
      expect(r.data.userInfo.id).toBe(u!.id);
      const [after] = await ctx.db.select().from(users).where(eq(users.id, u!.id));
      expect(after!.wechatOpenId).toMatch(/^dev_/);
      // the key is single use
      const again = await ctx.api('user', 'POST', 'wx/pc/loginReg', { code, key: p.data.key, mobile: '13512340001' });
      expect(again).toMatchObject({ code: 0, message: ACCOUNT_MSG.wechatKeyInvalid });
      // next time, the same WeChat identity logs straight in (code 3 with a token, delivered once)
      const s2 = await scan();
      const { onScan } = await import('../../lib/domain/accounts/auth/wechat');
      await onScan(ctx.db, s2.data.scene_str, { openId: after!.wechatOpenId!, nickname: null, avatar: null }, 2);
      const p2 = await poll(s2.data.scene_str);
      expect(p2.data.code).toBe(3);
      expect(p2.data.userInfo?.id).toBe(u!.id);
      expect(
        (await ctx.api<UserInfoDto>('user', 'GET', 'userInfo/selectUser', undefined, auth(p2.data.token!))).data.id,
      ).toBe(u!.id);
      expect((await poll(s2.data.scene_str)).data).toMatchObject({ code: 4, token: null });
    });

    test('new mobile → noBind_ token → /register with the token creates the account with the WeChat identity', async () => {
      const s = await scan();
      await devScanUnbound(ctx.db, s.data.scene_str);
      const p = await poll(s.data.scene_str);
      const code = await smsCode(ctx, '13512340002', 3);
      const r = await ctx.api<{ token: string; userInfo: null }>('user', 'POST', 'wx/pc/loginReg', {
        code,
        key: p.data.key,
        mobile: '13512340002',
        recommendMobile: '13800138000',
      });
      expect(r.code).toBe(1);
      expect(r.data.token).toMatch(/^noBind_/);
      expect(r.data.userInfo).toBeNull();
      // a noBind_ token is no session
      expect((await ctx.api('user', 'GET', 'userInfo/selectUser', undefined, auth(r.data.token))).code).toBe(-1);
      // wrong mobile for the token
      const bad = await ctx.api('user', 'POST', 'loginAndRegister/register', {
        mobile: '13512340003',
        msgCode: '000000',
        passwd: hex('p'),
        token: r.data.token,
      });
      expect(bad).toMatchObject({ code: 0, message: ACCOUNT_MSG.wechatKeyInvalid });
      const reg = await ctx.api<LoginResult>('user', 'POST', 'loginAndRegister/register', {
        mobile: '13512340002',
        msgCode: code,
        passwd: hex('Wx#2026'),
        token: r.data.token,
      });
      expect(reg.code).toBe(1);
      expect(reg.data.isNew).toBe(true);
      const [u] = await ctx.db.select().from(users).where(eq(users.mobile, '13512340002'));
      expect(u!.wechatOpenId).toMatch(/^dev_/);
      expect(u!.recommendMobile).toBe('13800138000');
      // the token is single use
      const code2 = await smsCode(ctx, '13512340004');
      const reuse = await ctx.api('user', 'POST', 'loginAndRegister/register', {
        mobile: '13512340004',
        msgCode: code2,
        passwd: hex('p'),
        token: r.data.token,
      });
      expect(reuse.code).toBe(0);
    });

    test('the dev confirmation page plays WeChat: labelled, "bound" logs the mobile\'s user in', async () => {
      const [u] = await ctx.db.insert(users).values({ mobile: '13512340005', nickName: '扫码用户' }).returning();
      const s = await scan();
      const params = { params: Promise.resolve({ scene: s.data.scene_str }) };
      const page = await devWechatGET(new Request(`http://localhost/dev/wechat/${s.data.scene_str}`), params);
      const html = await page.text();
      expect(html).toContain('开发环境模拟');
      expect(html).toContain('扫码：未绑定账号的微信用户');
      expect(html).toContain('扫码：已绑定该账号的微信用户');
      const post = await devWechatPOST(
        new Request(`http://localhost/dev/wechat/${s.data.scene_str}`, {
          method: 'POST',
          body: 'action=bound&mobile=13512340005',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
        { params: Promise.resolve({ scene: s.data.scene_str }) },
      );
      expect(post.status).toBe(200);
      const p = await poll(s.data.scene_str);
      expect(p.data.code).toBe(3);
      expect(p.data.userInfo?.id).toBe(u!.id);
      // a used scene cannot be scanned again
      await expect(devScanBound(ctx.db, s.data.scene_str, '13512340005')).rejects.toThrow(
        ACCOUNT_MSG.wechatSceneInvalid,
      );
    });

    test('OAuth code exchange (website callback with state, official-account code without)', async () => {
      const s = await scan();
      const cb = await ctx.api<WechatPollResult>(
        'user',
        'GET',
        `loginAndRegister/pc/wxLoginCallback?code=dev_cb1&state=${s.data.scene_str}`,
      );
      expect(cb.data.code).toBe(1);
      expect(cb.data.key).toBeTruthy();
      const bad = await ctx.api('user', 'GET', 'loginAndRegister/pc/wxLoginCallback?code=dev_cb1&state=nosuchscene000');
      expect(bad).toMatchObject({ code: 0, message: ACCOUNT_MSG.wechatSceneInvalid });
      const mp = await ctx.api<WechatPollResult>('user', 'POST', 'wx/public/login/code', { code: 'dev_mp1' });
      expect(mp.data.code).toBe(1);
      const junk = await ctx.api('user', 'POST', 'wx/public/login/code', { code: 'not-a-dev-code' });
      expect(junk.code).toBe(0);
    });
  });

  test('outbox JSON: newest first, [{kind,to,code,text,at}] with sms, captcha and wechat entries', async () => {
    await ctx.api('user', 'POST', 'code/getMsgCode', { mobile: '13412340001' });
    const c = await ctx.api<{ imgCodeKey: string }>('user', 'POST', 'code/getImgCode', {});
    const res = await outboxGET(new Request('http://localhost/dev/outbox?format=json'));
    expect(res.status).toBe(200);
    const list = (await res.json()) as { kind: string; to: string; code: string | null; text: string; at: string }[];
    expect(Object.keys(list[0]!).sort()).toEqual(['at', 'code', 'kind', 'text', 'to']);
    expect(list[0]).toMatchObject({ kind: 'captcha', to: c.data.imgCodeKey });
    expect(list[0]!.code).toHaveLength(4);
    expect(list[1]).toMatchObject({ kind: 'sms', to: '13412340001' });
    expect(list[1]!.code).toMatch(/^\d{6}$/);
    expect(list[1]!.text).toContain(list[1]!.code);
    for (let i = 1; i < list.length; i++)
      expect(Date.parse(list[i - 1]!.at)).toBeGreaterThanOrEqual(Date.parse(list[i]!.at));
    expect(new Set(list.map((e) => e.kind))).toEqual(new Set(['sms', 'captcha', 'wechat', 'email']));
    const html = await (await outboxGET(new Request('http://localhost/dev/outbox'))).text();
    expect(html).toContain('开发环境模拟');
    expect(html).toContain(c.data.imgCodeKey);
  });

  test('no outbox and no dev WeChat page in a production configuration', async () => {
    const env = process.env as Record<string, string | undefined>;
    const saved = { NODE_ENV: env.NODE_ENV, ADAPTERS: env.ADAPTERS, ALLOW: env.ALLOW_DEV_ADAPTERS };
    try {
      env.NODE_ENV = 'production';
      env.ADAPTERS = 'dev';
      delete env.ALLOW_DEV_ADAPTERS;
      expect((await outboxGET(new Request('http://localhost/dev/outbox?format=json'))).status).toBe(404);
      expect(
        (await devWechatGET(new Request('http://localhost/dev/wechat/x'), { params: Promise.resolve({ scene: 'x' }) }))
          .status,
      ).toBe(404);
      const r = await ctx.api('user', 'POST', 'code/getMsgCodeTest', { mobile: '13412340002' });
      expect(r).toMatchObject({ code: 0, message: ACCOUNT_MSG.smsTestUnavailable });
    } finally {
      env.NODE_ENV = saved.NODE_ENV;
      if (saved.ADAPTERS === undefined) delete env.ADAPTERS;
      else env.ADAPTERS = saved.ADAPTERS;
      if (saved.ALLOW !== undefined) env.ALLOW_DEV_ADAPTERS = saved.ALLOW;
    }
  });

  test('demo seed: 13800138000 / Demo@2026 in a certified organisation with a 50000 credit quota; idempotent', async () => {
    const first = await seedAccounts(ctx.db);
    const second = await seedAccounts(ctx.db);
    expect(second).toEqual({ ...first, created: false });
    const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, first.orgId));
    expect(org!.certStatus).toBe(2);
    // The demo organisation passes the same checks a buyer's certification does.
    expect(isCreditCode(org!.creditCode)).toBe(true);
    expect(CORP_TYPES.map((t) => t.value)).toContain(org!.corpType);
    // The points balance is the sum of the ledger.
    const ledger = await ctx.db.select().from(pointsLedger).where(eq(pointsLedger.userId, first.userId));
    const [buyer] = await ctx.db.select().from(users).where(eq(users.id, first.userId));
    expect(ledger.reduce((a, l) => a + l.delta, 0)).toBe(buyer!.points);
    // Real-name verified: the personal centre shows a masked identity number, never a full one.
    expect(buyer!.idCardMasked).toMatch(/^\d{6}\*{8}\d{3}[\dX]$/);
    const credits = await ctx.db.select().from(creditAccounts).where(eq(creditAccounts.orgId, first.orgId));
    expect(credits).toHaveLength(1);
    expect(credits[0]).toMatchObject({ quota: 50000, periodDays: 30, status: 1 });
    const r = await ctx.api<LoginResult>('user', 'POST', 'loginAndRegister/accountLogin', {
      account: DEMO_BUYER.mobile,
      passwd: hex(DEMO_BUYER.password),
    });
    expect(r.code).toBe(1);
    expect(r.data.userInfo).toMatchObject({
      nickName: DEMO_BUYER.nickName,
      orgName: DEMO_BUYER.orgName,
      orgRole: 'owner',
      identityStatus: '2',
    });
  });
});
