/**
 * A short notice to a buyer (back in stock, a licence about to expire) through the adapters of the accounts issue:
 * an SMS to the buyer's mobile when they have one, else an e-mail to their address.
 *
 * - E-mail goes through emailAdapter() as it is (real SMTP or the development outbox).
 * - SMS: the SMS adapter's interface sends verification codes only (real providers need an approved template per
 *   kind of message), so a notice is sent here with the same pieces: in development mode (adapterMode('sms')) it is
 *   written to the outbox exactly as the development SMS adapter does; in real mode it goes through the real
 *   adapter's provider call (sendRealSms) with the template named by the notice's environment variable (one
 *   parameter). Without that template a buyer who also has an e-mail address gets the e-mail instead.
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { adapterMode, logAdaptersOnce } from './config';
import { writeOutbox } from './outbox';
import { emailAdapter } from './email';
import { sendRealSms } from './sms/real';
import { log } from '@/lib/platform/observability';

type Env = Record<string, string | undefined>;

export type Channel = 'sms' | 'email';

export type BuyerMessage = {
  /** What the log line names (到货通知 RS-000001). */
  label: string;
  /** The SMS text (development outbox) and, for real SMS, the template's variable and its environment variable. */
  smsText: string;
  smsTemplateEnv: string;
  smsParam: string;
  emailSubject: string;
  emailText: string;
};

/** Aliyun and Tencent cap a template variable's length; the parameter is cut to it. */
const SMS_PARAM_MAX = 35;

/** Pure: whether an SMS notice of this template can be sent under this environment. */
export function smsAvailable(templateEnv: string, env: Env = process.env): boolean {
  return adapterMode('sms', env) === 'dev' || Boolean(env[templateEnv]);
}

/** Pure: the channel for a buyer (SMS first), or null when there is nowhere to send. */
export function channelOf(
  u: { mobile: string | null; email: string | null },
  templateEnv: string,
  env: Env = process.env,
): Channel | null {
  if (u.mobile && smsAvailable(templateEnv, env)) return 'sms';
  if (u.email) return 'email';
  return null;
}

const masked = (mobile: string) => `${mobile.slice(0, 3)}****${mobile.slice(7)}`;

/** Sends one notice; resolves to the channel used, throws when it could not be sent. */
export async function sendBuyerMessage(
  db: Db,
  to: { mobile: string | null; email: string | null },
  m: BuyerMessage,
  env: Env = process.env,
): Promise<Channel> {
  logAdaptersOnce();
  const channel = channelOf(to, m.smsTemplateEnv, env);
  if (channel === 'sms') {
    const mobile = to.mobile!;
    if (adapterMode('sms', env) === 'dev') {
      log.info(`[sms:dev] DEVELOPMENT adapter, nothing sent: ${mobile} ${m.label}`);
      await writeOutbox(db, {
        kind: 'sms',
        to: mobile,
        text: `【开发环境模拟短信】${m.smsText}（开发适配器：未真实发送）`,
      });
    } else {
      await sendRealSms(
        { ...env, SMS_TEMPLATE_CODE: env[m.smsTemplateEnv] },
        mobile,
        m.smsParam.slice(0, SMS_PARAM_MAX),
      );
    }
    return 'sms';
  }
  if (channel === 'email') {
    await emailAdapter().send(db, { to: to.email!, subject: m.emailSubject, text: m.emailText });
    return 'email';
  }
  throw new Error(
    to.mobile
      ? `no SMS template (${m.smsTemplateEnv}) for ${masked(to.mobile)} and no e-mail address`
      : 'no mobile and no e-mail address',
  );
}
