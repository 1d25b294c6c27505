/**
 * The back-in-stock message to one buyer, through the adapters of the accounts issue: an SMS to the buyer's mobile
 * when they have one, else an e-mail to their address.
 *
 * - E-mail goes through emailAdapter() as it is (real SMTP or the development outbox).
 * - SMS: the SMS adapter's interface sends verification codes only (its real providers need an approved template
 *   per kind of message), so the notice is sent here with the same pieces: in development mode (adapterMode('sms'))
 *   it is written to the outbox exactly as the development SMS adapter does; in real mode it goes through the real
 *   adapter's provider call (sendRealSms) with the notice template SMS_NOTICE_TEMPLATE_CODE, whose one parameter is
 *   the package's 货号. Without that template a buyer who also has an e-mail address gets the e-mail instead.
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { adapterMode, logAdaptersOnce } from '@/lib/adapters/config';
import { writeOutbox } from '@/lib/adapters/outbox';
import { emailAdapter } from '@/lib/adapters/email';
import { sendRealSms } from '@/lib/adapters/sms/real';
import { STOCK_ALERT_MSG } from '@/lib/config/messages';

type Env = Record<string, string | undefined>;

export type Notice = {
  userId: number;
  mobile: string | null;
  email: string | null;
  productName: string;
  skuCode: string;
  packageValue: string;
  /** Absolute goods URL of the package. */
  url: string;
};

export type Channel = 'sms' | 'email';

/** Sends one notice; resolves to the channel used, throws when it could not be sent. */
export type NoticeSender = (db: Db, notice: Notice) => Promise<Channel>;

/** Aliyun and Tencent cap a template variable's length; the 货号 is cut to it. */
const SMS_PARAM_MAX = 35;

/** Pure: whether an SMS notice can be sent under this environment. */
export function smsNoticeAvailable(env: Env = process.env): boolean {
  return adapterMode('sms', env) === 'dev' || Boolean(env.SMS_NOTICE_TEMPLATE_CODE);
}

/** Pure: the channel for a buyer (SMS first), or null when there is nowhere to send. */
export function channelFor(u: { mobile: string | null; email: string | null }, env: Env = process.env): Channel | null {
  if (u.mobile && smsNoticeAvailable(env)) return 'sms';
  if (u.email) return 'email';
  return null;
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

async function sendSmsNotice(db: Db, n: Notice & { mobile: string }, env: Env): Promise<void> {
  const text = STOCK_ALERT_MSG.smsText(n.productName, n.skuCode, n.packageValue, n.url);
  if (adapterMode('sms', env) === 'dev') {
    console.log(`[sms:dev] DEVELOPMENT adapter, nothing sent: ${n.mobile} 到货通知 ${n.skuCode}`);
    await writeOutbox(db, { kind: 'sms', to: n.mobile, text: `【开发环境模拟短信】${text}（开发适配器：未真实发送）` });
    return;
  }
  await sendRealSms({ ...env, SMS_TEMPLATE_CODE: env.SMS_NOTICE_TEMPLATE_CODE }, n.mobile, n.skuCode.slice(0, SMS_PARAM_MAX));
}

/** The default sender: SMS to the mobile, else e-mail. */
export const sendNotice: NoticeSender = async (db, n) => {
  logAdaptersOnce();
  const env = process.env;
  const channel = channelFor(n, env);
  if (channel === 'sms') {
    await sendSmsNotice(db, { ...n, mobile: n.mobile! }, env);
    return 'sms';
  }
  if (channel === 'email') {
    await emailAdapter().send(db, {
      to: n.email!,
      subject: STOCK_ALERT_MSG.emailSubject(n.productName),
      text: STOCK_ALERT_MSG.emailText(n.productName, n.skuCode, n.packageValue, n.url),
    });
    return 'email';
  }
  throw new Error(n.mobile ? `no SMS notice template (SMS_NOTICE_TEMPLATE_CODE) for ${masked(n.mobile)} and no e-mail address` : 'no mobile and no e-mail address');
};
