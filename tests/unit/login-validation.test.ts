/** Login, register and bind-phone validation (spec §5 messages word for word) and the SMS-button rule (§4). */
import {
  canSendSms,
  cleanMobile,
  isAccount,
  phoneHelper,
  remainingSeconds,
  validateAccountLogin,
  validateBindPhone,
  validatePhoneLogin,
  validateRegister,
} from '../../lib/client/login-validation';
import { smsButtonLabel } from '../../components/account/SmsCodeButton';
import { SMS_COOLDOWN_SECONDS } from '../../lib/config/constants';

describe('account login (spec §5)', () => {
  const ok = { account: '13800138000', password: 'Demo@2026', captcha: 'ab12', captchaRequired: true };
  test('messages in order: account, pattern, password, captcha', () => {
    expect(validateAccountLogin({ ...ok, account: '  ' })?.message).toBe('请输入手机号/邮箱');
    expect(validateAccountLogin({ ...ok, account: '12345' })?.message).toBe('请输入正确的手机号码/邮箱');
    expect(validateAccountLogin({ ...ok, password: '' })?.message).toBe('请输入密码');
    expect(validateAccountLogin({ ...ok, captcha: 'abc' })?.message).toBe('请输入正确验证码');
    expect(validateAccountLogin({ ...ok, captcha: 'abcde' })?.message).toBe('请输入正确验证码');
    expect(validateAccountLogin(ok)).toBeNull();
    expect(validateAccountLogin({ ...ok, account: ' 13800138000 ' })).toBeNull();
  });
  test('e-mail accounts: only .com and .cn domains', () => {
    expect(isAccount('buyer@example.com')).toBe(true);
    expect(isAccount('buyer@lab.example.cn')).toBe(true);
    expect(isAccount('buyer@example.org')).toBe(false);
    expect(isAccount('buyer@example.com.org')).toBe(false);
    expect(isAccount('12800138000')).toBe(false); // second digit 2
  });
});

describe('phone login and bind phone (spec §5)', () => {
  test('phone login messages', () => {
    expect(validatePhoneLogin({ mobile: '', smsCode: '1' })?.message).toBe('请输入手机号');
    expect(validatePhoneLogin({ mobile: '1380013800', smsCode: '1' })?.message).toBe('请输入正确的手机号码');
    expect(validatePhoneLogin({ mobile: '13800138000', smsCode: ' ' })?.message).toBe('请输入验证码');
    expect(
      validatePhoneLogin({ mobile: '13800138000', smsCode: '1', captcha: 'ab', captchaRequired: true })?.message,
    ).toBe('请输入正确验证码');
    expect(validatePhoneLogin({ mobile: '13800138000', smsCode: '123456' })).toBeNull();
  });
  test('bind-phone messages', () => {
    expect(validateBindPhone({ mobile: '110', code: '1' })?.message).toBe('请输入正确手机号');
    expect(validateBindPhone({ mobile: '13800138000', code: '' })?.message).toBe('请输入手机验证码');
    expect(validateBindPhone({ mobile: '13800138000', code: '123456' })).toBeNull();
  });
  test('helper messages: empty, length, landline-like', () => {
    expect(phoneHelper('')).toBe('手机号码不能为空');
    expect(phoneHelper('1380013800')).toBe('手机号码长度不为11位');
    expect(phoneHelper('01012345678')).toBe('手机号码格式不正确');
    expect(phoneHelper('13800138000')).toBeNull();
  });
  test('mobile inputs keep at most 11 digits', () => {
    expect(cleanMobile(' 138-0013-8000 99')).toBe('13800138000');
  });
});

describe('register / reset', () => {
  const ok = { mobile: '13900139000', smsCode: '123456', password: 'abc123', password2: 'abc123' };
  test('password rule, confirmation and referrer', () => {
    expect(validateRegister({ ...ok, mobile: '1' })?.message).toBe('请输入正确手机号');
    expect(validateRegister({ ...ok, smsCode: '' })?.message).toBe('请输入短信验证码');
    expect(validateRegister({ ...ok, password: '', password2: '' })?.message).toBe('请输入密码');
    expect(validateRegister({ ...ok, password: 'abc', password2: 'abc' })?.field).toBe('password');
    expect(validateRegister({ ...ok, password2: 'abc124' })?.message).toBe('两次输入的密码不一致');
    expect(validateRegister({ ...ok, recommendMobile: '123' })?.field).toBe('recommendMobile');
    expect(validateRegister({ ...ok, recommendMobile: '' })).toBeNull();
    expect(validateRegister(ok)).toBeNull();
  });
});

describe('SMS button (spec §4): idle → countdown → re-enabled', () => {
  test('enabled only with a valid phone, and a 4-character captcha where needed', () => {
    expect(canSendSms({ mobile: '1380013800', remaining: 0 })).toBe(false);
    expect(canSendSms({ mobile: '13800138000', remaining: 0 })).toBe(true);
    expect(canSendSms({ mobile: '13800138000', remaining: 0, needCaptcha: true, captcha: 'abc' })).toBe(false);
    expect(canSendSms({ mobile: '13800138000', remaining: 0, needCaptcha: true, captcha: 'abcd' })).toBe(true);
    expect(canSendSms({ mobile: '13800138000', remaining: 0, sending: true })).toBe(false);
  });
  test('60 s countdown disables the button, then it is available again', () => {
    const t0 = 1_000_000;
    expect(remainingSeconds(null, t0, SMS_COOLDOWN_SECONDS)).toBe(0);
    expect(remainingSeconds(t0, t0, SMS_COOLDOWN_SECONDS)).toBe(60);
    expect(remainingSeconds(t0, t0 + 999, SMS_COOLDOWN_SECONDS)).toBe(60);
    expect(remainingSeconds(t0, t0 + 1000, SMS_COOLDOWN_SECONDS)).toBe(59);
    expect(remainingSeconds(t0, t0 + 59_999, SMS_COOLDOWN_SECONDS)).toBe(1);
    expect(remainingSeconds(t0, t0 + 60_000, SMS_COOLDOWN_SECONDS)).toBe(0);
    const left = remainingSeconds(t0, t0 + 30_000, SMS_COOLDOWN_SECONDS);
    expect(canSendSms({ mobile: '13800138000', remaining: left })).toBe(false);
    expect(
      canSendSms({ mobile: '13800138000', remaining: remainingSeconds(t0, t0 + 61_000, SMS_COOLDOWN_SECONDS) }),
    ).toBe(true);
  });
  test('labels', () => {
    expect(smsButtonLabel(0, false)).toBe('获取验证码');
    expect(smsButtonLabel(42, true)).toBe('42秒后重新获取');
    expect(smsButtonLabel(0, true)).toBe('重新获取');
  });
});
