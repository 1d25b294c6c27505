/** Development SMS adapter: sends nothing, writes the message it would have sent to the outbox (/dev/outbox). */
import 'server-only';
import { writeOutbox } from '../outbox';
import type { SmsAdapter, SmsPurpose } from './index';
import { log } from '@/lib/platform/observability';

export const SMS_PURPOSE_TEXT: Record<SmsPurpose, string> = { 1: '登录/注册', 2: '重置密码', 3: '绑定手机' };

export const devSms: SmsAdapter = {
  mode: 'dev',
  async sendCode(db, mobile, code, purpose, ttlMinutes) {
    log.info(`[sms:dev] DEVELOPMENT adapter, nothing sent: ${mobile} ${SMS_PURPOSE_TEXT[purpose]} code ${code}`);
    await writeOutbox(db, {
      kind: 'sms',
      to: mobile,
      code,
      text: `【开发环境模拟短信】您的${SMS_PURPOSE_TEXT[purpose]}验证码为 ${code}，${ttlMinutes}分钟内有效。（开发适配器：未真实发送）`,
    });
  },
};
