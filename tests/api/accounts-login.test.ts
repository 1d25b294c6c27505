import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { captchas, sessions, users, smsCodes } from '../../lib/db/schema';
import { hashPassword } from '../../lib/domain/accounts/auth/password';
import { LOGIN_EXPIRE_MINUTES, LOGIN_EXPIRE_MINUTES_REMEMBER, RATE_LIMITS, ACCOUNT } from '../../lib/config/constants';
import { ACCOUNT_MSG, E } from '../../lib/config/messages';
import type { LoginResult, UserInfoDto } from '../../lib/api/endpoints/account';
import { auth, clearLimits, hex, outboxCode, smsCode } from './accounts-helpers';

const PW = 'Secret#123';

describeDb('accounts: captcha, SMS, password login, sessions', (ctx) => {
  let userId = 0;
  beforeAll(async () => {
    const [u] = await ctx.db
      .insert(users)
      .values({
        mobile: '13911112222',
        email: 'buyer@example.com',
        nickName: '买家甲',
        passwordHash: await hashPassword(hex(PW)),
      })
      .returning();
    userId = u!.id;
  });
  beforeEach(() => clearLimits(ctx.db));

  const login = (body: Record<string, unknown>) =>
    ctx.api<LoginResult>('user', 'POST', 'loginAndRegister/accountLogin', body);

  describe('image captcha', () => {
    test('4-character SVG data URL; the answer goes to the outbox under its key; single use', async () => {
      const r = await ctx.api<{ imagBash64: string; imgCodeKey: string }>('user', 'POST', 'code/getImgCode', {});
      expect(r.code).toBe(1);
      expect(r.data.imagBash64).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(r.data.imagBash64.split(',')[1]!, 'base64').toString()).toContain('<svg');
      const answer = await outboxCode(ctx.db, 'captcha', r.data.imgCodeKey);
      expect(answer).toHaveLength(4);
      // stored hashed, not in clear
      const [row] = await ctx.db.select().from(captchas).where(eq(captchas.key, r.data.imgCodeKey));
      expect(row!.codeHash).not.toContain(answer);
      const ok = await login({
        account: '13911112222',
        passwd: hex(PW),
        imgCode: answer.toUpperCase(),
        imgCodeKey: r.data.imgCodeKey,
      });
      expect(ok.code).toBe(1);
      // the same captcha a second time is refused
      const again = await login({
        account: '13911112222',
        passwd: hex(PW),
        imgCode: answer,
        imgCodeKey: r.data.imgCodeKey,
      });
      expect(again).toMatchObject({ code: 0, message: ACCOUNT_MSG.captchaWrong, messageCode: 'CAPTCHA_INVALID' });
    });

    test('a wrong answer burns the captcha too', async () => {
      const r = await ctx.api<{ imgCodeKey: string }>('user', 'POST', 'code/getImgCode', {});
      const answer = await outboxCode(ctx.db, 'captcha', r.data.imgCodeKey);
      const wrong = answer === 'aaaa' ? 'bbbb' : 'aaaa';
      expect(
        (await login({ account: '13911112222', passwd: hex(PW), imgCode: wrong, imgCodeKey: r.data.imgCodeKey }))
          .message,
      ).toBe(ACCOUNT_MSG.captchaWrong);
      expect(
        (await login({ account: '13911112222', passwd: hex(PW), imgCode: answer, imgCodeKey: r.data.imgCodeKey }))
          .message,
      ).toBe(ACCOUNT_MSG.captchaWrong);
    });

    test('an expired captcha is refused', async () => {
      const r = await ctx.api<{ imgCodeKey: string }>('user', 'POST', 'code/getImgCode', {});
      const answer = await outboxCode(ctx.db, 'captcha', r.data.imgCodeKey);
      await ctx.db
        .update(captchas)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(captchas.key, r.data.imgCodeKey));
      expect(
        (await login({ account: '13911112222', passwd: hex(PW), imgCode: answer, imgCodeKey: r.data.imgCodeKey }))
          .message,
      ).toBe(ACCOUNT_MSG.captchaWrong);
    });

    test('captcha generation is limited per IP', async () => {
      const headers = { 'x-mall-peer-ip': '198.51.100.7' };
      for (let i = 0; i < RATE_LIMITS.captchaPerIp.points; i++)
        expect((await ctx.api('user', 'POST', 'code/getImgCode', {}, headers)).code).toBe(1);
      const over = await ctx.api('user', 'POST', 'code/getImgCode', {}, headers);
      expect(over).toMatchObject({ code: 0, message: E.tooManyRequests, messageCode: 'RATE_LIMITED' });
    });
  });

  describe('SMS codes', () => {
    test('a 6-digit code is sent (dev outbox) with the spec message; a second send within 60 s is refused', async () => {
      const r = await ctx.api('user', 'POST', 'code/getMsgCode', { mobile: '13922223333', type: 1 });
      expect(r).toMatchObject({ code: 1 });
      expect(await outboxCode(ctx.db, 'sms', '13922223333')).toMatch(/^\d{6}$/);
      const again = await ctx.api('user', 'POST', 'code/getMsgCode', { mobile: '13922223333', type: 1 });
      expect(again.code).toBe(0);
      expect(again.messageCode).toBe('SMS_COOLDOWN');
      expect(again.message).toMatch(/^验证码已发送，请(60|59)秒后再试$/);
      // the code is stored hashed
      const rows = await ctx.db.select().from(smsCodes).where(eq(smsCodes.mobile, '13922223333'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    });

    test('the daily cap per phone holds even after the cooldown passes', async () => {
      const mobile = '13933334444';
      for (let i = 0; i < RATE_LIMITS.smsPerPhoneDaily.points; i++) {
        const r = await ctx.api('user', 'POST', 'code/getMsgCode', { mobile });
        expect(r.code).toBe(1);
        await ctx.db
          .delete((await import('../../lib/db/schema')).rateLimiter)
          .where(eq((await import('../../lib/db/schema')).rateLimiter.key, `smsPerPhone:${mobile}`));
      }
      const over = await ctx.api('user', 'POST', 'code/getMsgCode', { mobile });
      expect(over).toMatchObject({ code: 0, message: ACCOUNT_MSG.smsDailyCap, messageCode: 'SMS_DAILY_CAP' });
    });

    test('the daily cap per IP', async () => {
      const headers = { 'x-mall-peer-ip': '198.51.100.8' };
      const { rateLimiter } = await import('../../lib/db/schema');
      await ctx.db.insert(rateLimiter).values({
        key: 'smsPerIpDaily:198.51.100.8',
        points: RATE_LIMITS.smsPerIpDaily.points,
        expire: new Date(Date.now() + 3600_000),
      });
      const over = await ctx.api('user', 'POST', 'code/getMsgCode', { mobile: '13944445555' }, headers);
      expect(over).toMatchObject({ code: 0, message: ACCOUNT_MSG.smsDailyCap });
    });

    test('a wrong code counts attempts and the code dies after the limit', async () => {
      const mobile = '13955556666';
      const code = await smsCode(ctx, mobile);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < ACCOUNT.codeMaxAttempts; i++) {
        const r = await ctx.api('user', 'POST', 'loginAndRegister/msgCodeLogin', { mobile, msgCode: wrong });
        expect(r).toMatchObject({ code: 0, message: ACCOUNT_MSG.smsCodeWrong });
      }
      const right = await ctx.api('user', 'POST', 'loginAndRegister/msgCodeLogin', { mobile, msgCode: code });
      expect(right).toMatchObject({ code: 0, message: ACCOUNT_MSG.smsCodeWrong });
    });

    test('an expired code is refused, a used code cannot be reused', async () => {
      const mobile = '13966667777';
      const code = await smsCode(ctx, mobile);
      await ctx.db
        .update(smsCodes)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(smsCodes.mobile, mobile));
      expect((await ctx.api('user', 'POST', 'loginAndRegister/msgCodeLogin', { mobile, msgCode: code })).message).toBe(
        ACCOUNT_MSG.smsCodeWrong,
      );
      const code2 = await smsCode(ctx, mobile);
      expect((await ctx.api('user', 'POST', 'loginAndRegister/msgCodeLogin', { mobile, msgCode: code2 })).code).toBe(1);
      expect((await ctx.api('user', 'POST', 'loginAndRegister/msgCodeLogin', { mobile, msgCode: code2 })).message).toBe(
        ACCOUNT_MSG.smsCodeWrong,
      );
    });

    test('getMsgCodeTest works while the development SMS adapter is active', async () => {
      const r = await ctx.api('user', 'POST', 'code/getMsgCodeTest', { mobile: '13977778888' });
      expect(r.code).toBe(1);
      expect(await outboxCode(ctx.db, 'sms', '13977778888')).toMatch(/^\d{6}$/);
    });

    test('a reset-password code goes only to a registered mobile', async () => {
      const r = await ctx.api('user', 'POST', 'code/getMsgCode', { mobile: '13988889999', type: 2 });
      expect(r).toMatchObject({ code: 0, message: ACCOUNT_MSG.mobileNotRegistered });
    });

    test('with a captcha, the SMS send checks it', async () => {
      const bad = await ctx.api('user', 'POST', 'code/getMsgCode', {
        mobile: '13900001111',
        imgCode: 'abcd',
        imgCodeKey: 'nope',
      });
      expect(bad).toMatchObject({ code: 0, message: ACCOUNT_MSG.captchaWrong });
      const c = await ctx.api<{ imgCodeKey: string }>('user', 'POST', 'code/getImgCode', {});
      const answer = await outboxCode(ctx.db, 'captcha', c.data.imgCodeKey);
      const ok = await ctx.api('user', 'POST', 'code/getMsgCode', {
        mobile: '13900001111',
        imgCode: answer,
        imgCodeKey: c.data.imgCodeKey,
      });
      expect(ok.code).toBe(1);
    });
  });

  describe('password login', () => {
    test('by mobile and by e-mail; 1440 minutes by default, 43200 with remember', async () => {
      const a = await login({ account: '13911112222', passwd: hex(PW) });
      expect(a.code).toBe(1);
      expect(a.data.expireTime).toBe(LOGIN_EXPIRE_MINUTES);
      expect(a.data.userInfo).toMatchObject({
        id: userId,
        nickName: '买家甲',
        mobile: '139****2222',
        hasPassword: true,
      });
      const [s1] = await ctx.db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(sessions.createdAt);
      expect(s1).toBeDefined();
      const b = await login({ account: 'Buyer@Example.com', passwd: hex(PW), expireTime: 43200 });
      expect(b.data.expireTime).toBe(LOGIN_EXPIRE_MINUTES_REMEMBER);
      const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, userId));
      const remembered = rows.filter((r) => r.remember);
      expect(remembered.length).toBeGreaterThanOrEqual(1);
      for (const r of remembered) expect(r.expiresAt.getTime() - r.createdAt.getTime()).toBeGreaterThan(43199 * 60_000);
      for (const r of rows.filter((x) => !x.remember))
        expect(r.expiresAt.getTime() - r.createdAt.getTime()).toBeLessThanOrEqual(1440 * 60_000 + 5000);
      // tokens are stored hashed
      expect(rows.map((r) => r.tokenHash)).not.toContain(b.data.token);
      const me = await ctx.api<UserInfoDto>('user', 'GET', 'userInfo/selectUser', undefined, auth(b.data.token));
      expect(me.data.id).toBe(userId);
    });

    test('wrong password and unknown account get the same answer', async () => {
      const wrong = await login({ account: '13911112222', passwd: hex('nope') });
      const unknown = await login({ account: '13000000000', passwd: hex('nope') });
      expect(wrong).toMatchObject({ code: 0, message: ACCOUNT_MSG.loginFailed, messageCode: 'LOGIN_FAILED' });
      expect(unknown).toMatchObject({ code: 0, message: ACCOUNT_MSG.loginFailed, messageCode: 'LOGIN_FAILED' });
    });

    test('after 3 failures a captcha is demanded; after the limit the account locks (also for unknown accounts)', async () => {
      for (const account of ['13911112222', '13000000001']) {
        for (let i = 1; i <= ACCOUNT.captchaAfterFailures; i++) {
          const r = await login({ account, passwd: hex('bad') });
          expect(r.message).toBe(ACCOUNT_MSG.loginFailed);
          expect(r.messageCode).toBe(i >= ACCOUNT.captchaAfterFailures ? 'CAPTCHA_REQUIRED' : 'LOGIN_FAILED');
        }
        // without a captcha now: refused even with the right password
        expect(await login({ account, passwd: hex(PW) })).toMatchObject({
          code: 0,
          message: ACCOUNT_MSG.captchaRequired,
          messageCode: 'CAPTCHA_REQUIRED',
        });
        let last;
        for (let i = ACCOUNT.captchaAfterFailures; i <= RATE_LIMITS.loginFailPerAccount.points; i++) {
          const c = await ctx.api<{ imgCodeKey: string }>('user', 'POST', 'code/getImgCode', {});
          const answer = await outboxCode(ctx.db, 'captcha', c.data.imgCodeKey);
          last = await login({ account, passwd: hex('bad'), imgCode: answer, imgCodeKey: c.data.imgCodeKey });
        }
        expect(last!.messageCode).toBe('ACCOUNT_LOCKED');
        expect(last!.message).toBe(ACCOUNT_MSG.locked(RATE_LIMITS.loginFailPerAccount.blockSec / 60));
        // locked: even the right password with a right captcha is refused
        const c = await ctx.api<{ imgCodeKey: string }>('user', 'POST', 'code/getImgCode', {});
        const answer = await outboxCode(ctx.db, 'captcha', c.data.imgCodeKey);
        expect(
          (await login({ account, passwd: hex(PW), imgCode: answer, imgCodeKey: c.data.imgCodeKey })).messageCode,
        ).toBe('ACCOUNT_LOCKED');
      }
      const [u] = await ctx.db.select().from(users).where(eq(users.id, userId));
      expect(u!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());
    });

    test('a successful login resets the failure count', async () => {
      await ctx.db.update(users).set({ lockedUntil: null, failedLogins: 0 }).where(eq(users.id, userId));
      await login({ account: '13911112222', passwd: hex('bad') });
      await login({ account: '13911112222', passwd: hex('bad') });
      expect((await login({ account: '13911112222', passwd: hex(PW) })).code).toBe(1);
      const r = await login({ account: '13911112222', passwd: hex('bad') });
      expect(r.messageCode).toBe('LOGIN_FAILED');
    });
  });

  describe('sessions', () => {
    test('logout revokes the session (selectUser then answers code -1)', async () => {
      const a = await login({ account: '13911112222', passwd: hex(PW) });
      expect((await ctx.api('user', 'GET', 'userInfo/selectUser', undefined, auth(a.data.token))).code).toBe(1);
      const out = await ctx.api('user', 'POST', 'loginAndRegister/logout', {}, auth(a.data.token));
      expect(out.code).toBe(1);
      const after = await ctx.api('user', 'GET', 'userInfo/selectUser', undefined, auth(a.data.token));
      expect(after.code).toBe(-1);
    });

    test('password change revokes the other sessions and keeps the current one', async () => {
      const a = await login({ account: '13911112222', passwd: hex(PW) });
      const b = await login({ account: '13911112222', passwd: hex(PW) });
      const wrongOld = await ctx.api(
        'user',
        'POST',
        'userInfo/password/change',
        { oldPasswd: hex('nope'), passwd: hex('New#456') },
        auth(a.data.token),
      );
      expect(wrongOld).toMatchObject({ code: 0, message: ACCOUNT_MSG.oldPasswordWrong });
      const ch = await ctx.api(
        'user',
        'POST',
        'userInfo/password/change',
        { oldPasswd: hex(PW), passwd: hex('New#456') },
        auth(a.data.token),
      );
      expect(ch.code).toBe(1);
      expect((await ctx.api('user', 'GET', 'userInfo/selectUser', undefined, auth(a.data.token))).code).toBe(1);
      expect((await ctx.api('user', 'GET', 'userInfo/selectUser', undefined, auth(b.data.token))).code).toBe(-1);
      expect((await login({ account: '13911112222', passwd: hex(PW) })).code).toBe(0);
      expect((await login({ account: '13911112222', passwd: hex('New#456') })).code).toBe(1);
      await ctx.api(
        'user',
        'POST',
        'userInfo/password/change',
        { oldPasswd: hex('New#456'), passwd: hex(PW) },
        auth(a.data.token),
      );
    });

    test('forget password: SMS-verified reset revokes every session', async () => {
      const a = await login({ account: '13911112222', passwd: hex(PW) });
      const code = await smsCode(ctx, '13911112222', 2);
      const r = await ctx.api('user', 'POST', 'loginAndRegister/forgetPasswd', {
        mobile: '13911112222',
        msgCode: code,
        passwd: hex('Reset#789'),
      });
      expect(r.code).toBe(1);
      expect((await ctx.api('user', 'GET', 'userInfo/selectUser', undefined, auth(a.data.token))).code).toBe(-1);
      expect((await login({ account: '13911112222', passwd: hex('Reset#789') })).code).toBe(1);
      await ctx.db
        .update(users)
        .set({ passwordHash: await hashPassword(hex(PW)) })
        .where(eq(users.id, userId));
    });

    test('a session of user A never reads or changes user B', async () => {
      const [b] = await ctx.db
        .insert(users)
        .values({ mobile: '13712345678', nickName: '乙', passwordHash: await hashPassword(hex(PW)) })
        .returning();
      const a = await login({ account: '13911112222', passwd: hex(PW) });
      const tb = await login({ account: '13712345678', passwd: hex(PW) });
      const meA = await ctx.api<UserInfoDto>('user', 'GET', 'userInfo/selectUser', undefined, auth(a.data.token));
      const meB = await ctx.api<UserInfoDto>('user', 'GET', 'userInfo/selectUser', undefined, auth(tb.data.token));
      expect(meA.data.id).toBe(userId);
      expect(meB.data.id).toBe(b!.id);
      // A's profile update touches only A
      await ctx.api('user', 'POST', 'userInfo/update', { nickName: '甲改' }, auth(a.data.token));
      const [rowB] = await ctx.db.select().from(users).where(eq(users.id, b!.id));
      expect(rowB!.nickName).toBe('乙');
      // A cannot log B out
      await ctx.api('user', 'POST', 'loginAndRegister/logout', {}, auth(a.data.token));
      expect((await ctx.api('user', 'GET', 'userInfo/selectUser', undefined, auth(tb.data.token))).data).toMatchObject({
        id: b!.id,
      });
    });

    test('protected account endpoints without a token answer code -1', async () => {
      for (const [method, path] of [
        ['GET', 'userInfo/selectUser'],
        ['POST', 'userInfo/update'],
        ['POST', 'userInfo/password/change'],
        ['POST', 'userInfo/phone/bind'],
        ['POST', 'userInfo/email/code'],
        ['POST', 'userInfo/email/bind'],
      ] as const) {
        const body =
          method === 'POST'
            ? { nickName: 'x', passwd: hex('x'), mobile: '13800000000', msgCode: '1', email: 'a@b.com', code: '1' }
            : undefined;
        expect((await ctx.api('user', method, path, body)).code).toBe(-1);
      }
    });
  });
});
