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

/** Pure: whether an SMS notice can be sent under this environment (`templateVar`: the approved template's variable). */
export function smsNoticeAvailable(env: Env = process.env, templateVar = 'SMS_NOTICE_TEMPLATE_CODE'): boolean {
  return adapterMode('sms', env) === 'dev' || Boolean(env[templateVar]);
}

/** Pure: the channel for a buyer (SMS first), or null when there is nowhere to send. */
export function channelFor(u: { mobile: string | null; email: string | null }, env: Env = process.env, templateVar = 'SMS_NOTICE_TEMPLATE_CODE'): Channel | null {
  if (u.mobile && smsNoticeAvailable(env, templateVar)) return 'sms';
  if (u.email) return 'email';
  return null;
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/**
 * One text notice to a buyer (the back-in-stock message, the ledger's reminders): an SMS to the mobile when there is
 * one (development mode: the outbox; real mode: the approved template named by `templateVar`, whose one parameter is
 * `smsParam`), else an e-mail. Resolves to the channel used; throws when it could not be sent.
 */
export async function sendTextNotice(
  db: Db,
  to: { mobile: string | null; email: string | null },
  msg: { label: string; smsText: string; smsParam: string; templateVar: string; emailSubject: string; emailText: string },
  env: Env = process.env,
): Promise<Channel> {
  logAdaptersOnce();
  const channel = channelFor(to, env, msg.templateVar);
  if (channel === 'sms') {
    const mobile = to.mobile!;
    if (adapterMode('sms', env) === 'dev') {
      console.log(`[sms:dev] DEVELOPMENT adapter, nothing sent: ${mobile} ${msg.label}`);
      await writeOutbox(db, { kind: 'sms', to: mobile, text: `【开发环境模拟短信】${msg.smsText}（开发适配器：未真实发送）` });
    } else {
      await sendRealSms({ ...env, SMS_TEMPLATE_CODE: env[msg.templateVar] }, mobile, msg.smsParam.slice(0, SMS_PARAM_MAX));
    }
    return 'sms';
  }
  if (channel === 'email') {
    await emailAdapter().send(db, { to: to.email!, subject: msg.emailSubject, text: msg.emailText });
    return 'email';
  }
  throw new Error(to.mobile ? `no SMS template (${msg.templateVar}) for ${masked(to.mobile)} and no e-mail address` : 'no mobile and no e-mail address');
}

/** The default sender: SMS to the mobile, else e-mail. */
export const sendNotice: NoticeSender = (db, n) =>
  sendTextNotice(db, n, {
    label: `到货通知 ${n.skuCode}`,
    smsText: STOCK_ALERT_MSG.smsText(n.productName, n.skuCode, n.packageValue, n.url),
    smsParam: n.skuCode,
    templateVar: 'SMS_NOTICE_TEMPLATE_CODE',
    emailSubject: STOCK_ALERT_MSG.emailSubject(n.productName),
    emailText: STOCK_ALERT_MSG.emailText(n.productName, n.skuCode, n.packageValue, n.url),
  });
