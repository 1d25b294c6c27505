/** Spec §5 validation messages, word for word, as the server answers them (code 0). */
import { describeDb } from '../helpers/db';
import { V } from '../../lib/config/messages';
import { hex, clearLimits } from './accounts-helpers';
import { makeUser } from './cart-fixtures';

const PW = hex('whatever');

describeDb('accounts: §5 validation messages', (ctx) => {
  beforeEach(() => clearLimits(ctx.db));
  const expectMsg = async (
    path: string,
    body: Record<string, unknown>,
    message: string,
    headers?: Record<string, string>,
  ) => {
    const r = await ctx.api('user', 'POST', path, body, headers);
    expect({ path, body, code: r.code, message: r.message }).toEqual({ path, body, code: 0, message });
  };

  test('account login: 请输入手机号/邮箱, 请输入正确的手机号码/邮箱 (e-mail only .com/.cn), 请输入密码, 请输入正确验证码', async () => {
    const p = 'loginAndRegister/accountLogin';
    expect(V.accountRequired).toBe('请输入手机号/邮箱');
    expect(V.accountPattern).toBe('请输入正确的手机号码/邮箱');
    expect(V.passwordRequired).toBe('请输入密码');
    expect(V.captchaInvalid).toBe('请输入正确验证码');
    await expectMsg(p, { passwd: PW }, '请输入手机号/邮箱');
    await expectMsg(p, { account: '', passwd: PW }, '请输入手机号/邮箱');
    await expectMsg(p, { account: '   ', passwd: PW }, '请输入手机号/邮箱');
    for (const bad of [
      'abc',
      '1380013800',
      '23800138000',
      '12800138000',
      'buyer@example.org',
      'buyer@example.com.hk',
      'buyer@',
      '@example.com',
    ]) {
      await expectMsg(p, { account: bad, passwd: PW }, '请输入正确的手机号码/邮箱');
    }
    await expectMsg(p, { account: '13800138000' }, '请输入密码');
    await expectMsg(p, { account: '13800138000', passwd: '' }, '请输入密码');
    await expectMsg(p, { account: '13800138000', passwd: PW, imgCode: 'abc', imgCodeKey: 'k' }, '请输入正确验证码');
    await expectMsg(p, { account: '13800138000', passwd: PW, imgCode: 'abcde', imgCodeKey: 'k' }, '请输入正确验证码');
    // valid shapes pass validation (and fail only on the credentials)
    for (const ok of ['13800138000', 'buyer@example.com', 'buyer@lab.example.cn', 'Buyer@Example.CN']) {
      const r = await ctx.api('user', 'POST', p, { account: ok, passwd: PW });
      expect(r.message).toBe('账号或密码错误');
    }
  });

  test('phone login: 请输入手机号, 请输入正确的手机号码 (11 digits, 1 then 3-9), 请输入验证码', async () => {
    const p = 'loginAndRegister/msgCodeLogin';
    await expectMsg(p, { msgCode: '123456' }, '请输入手机号');
    await expectMsg(p, { mobile: '', msgCode: '123456' }, '请输入手机号');
    for (const bad of [
      '12800138000',
      '10800138000',
      '1380013800',
      '138001380001',
      '+8613800138000',
      '1380013800a',
      '02012345678',
    ]) {
      await expectMsg(p, { mobile: bad, msgCode: '123456' }, '请输入正确的手机号码');
    }
    await expectMsg(p, { mobile: '13800138000' }, '请输入验证码');
    await expectMsg(p, { mobile: '13800138000', msgCode: '  ' }, '请输入验证码');
    for (const second of '3456789') {
      const r = await ctx.api('user', 'POST', p, { mobile: `1${second}800138000`, msgCode: '123456' });
      expect(r.message).toBe('验证码错误或已过期');
    }
  });

  test('SMS send: 请输入手机号, 请输入正确的手机号码; the image code, when sent, is 4 characters', async () => {
    await expectMsg('code/getMsgCode', {}, '请输入手机号');
    await expectMsg('code/getMsgCode', { mobile: '1380013800' }, '请输入正确的手机号码');
    await expectMsg('code/getMsgCode', { mobile: '13800138000', imgCode: 'abc', imgCodeKey: 'k' }, '请输入正确验证码');
  });

  test('register and forget password: mobile, SMS code and password messages', async () => {
    for (const p of ['loginAndRegister/register', 'loginAndRegister/forgetPasswd']) {
      await expectMsg(p, { msgCode: '1', passwd: PW }, '请输入手机号');
      await expectMsg(p, { mobile: '1', msgCode: '1', passwd: PW }, '请输入正确的手机号码');
      await expectMsg(p, { mobile: '13800138000', passwd: PW }, '请输入验证码');
      await expectMsg(p, { mobile: '13800138000', msgCode: '1' }, '请输入密码');
    }
  });

  test('bind phone: 请输入正确手机号, 请输入手机验证码 (account security and the WeChat bind form)', async () => {
    expect(V.mobilePatternShort).toBe('请输入正确手机号');
    expect(V.bindPhoneCodeRequired).toBe('请输入手机验证码');
    // Binding a phone needs a session (without one the answer is -1 before the input is read).
    const { h } = await makeUser(ctx.db);
    for (const p of ['userInfo/phone/bind']) {
      await expectMsg(p, { msgCode: '1' }, '请输入正确手机号', h);
      await expectMsg(p, { mobile: '1380013800', msgCode: '1' }, '请输入正确手机号', h);
      await expectMsg(p, { mobile: '13800138000' }, '请输入手机验证码', h);
    }
    const key = 'a'.repeat(32);
    await expectMsg('wx/pc/loginReg', { key, code: '1' }, '请输入正确手机号');
    await expectMsg('wx/pc/loginReg', { key, mobile: '12800138000', code: '1' }, '请输入正确手机号');
    await expectMsg('wx/pc/loginReg', { key, mobile: '13800138000' }, '请输入手机验证码');
    await expectMsg('wx/pc/loginReg', { key, mobile: '13800138000', code: '' }, '请输入手机验证码');
  });
});
