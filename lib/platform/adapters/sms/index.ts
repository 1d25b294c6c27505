/**
 * SMS adapter: sends verification codes. Real (Aliyun or Tencent Cloud SMS, signed HTTPS requests) or development
 * (writes the message to the outbox). lib/platform/adapters/config.ts chooses.
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { adapterMode, logAdaptersOnce, type AdapterMode } from '../config';
import { devSms } from './dev';
import { realSms } from './real';

/** 1 login/register, 2 reset password, 3 bind phone. */
export type SmsPurpose = 1 | 2 | 3;

export interface SmsAdapter {
  readonly mode: AdapterMode;
  sendCode(db: Db, mobile: string, code: string, purpose: SmsPurpose, ttlMinutes: number): Promise<void>;
}

export function smsAdapter(): SmsAdapter {
  logAdaptersOnce();
  return adapterMode('sms') === 'dev' ? devSms : realSms;
}
