/**
 * The back-in-stock message to one buyer: an SMS to the buyer's mobile when they have one, else an e-mail
 * (lib/platform/adapters/notice.ts). Real SMS uses the notice template SMS_NOTICE_TEMPLATE_CODE, whose one parameter is the
 * package's 货号.
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { channelOf, sendBuyerMessage, smsAvailable, type Channel } from '@/lib/platform/adapters/notice';
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

export type { Channel };

/** Sends one notice; resolves to the channel used, throws when it could not be sent. */
export type NoticeSender = (db: Db, notice: Notice) => Promise<Channel>;

const TEMPLATE_ENV = 'SMS_NOTICE_TEMPLATE_CODE';

/** Pure: whether an SMS notice can be sent under this environment. */
export const smsNoticeAvailable = (env: Env = process.env): boolean => smsAvailable(TEMPLATE_ENV, env);

/** Pure: the channel for a buyer (SMS first), or null when there is nowhere to send. */
export const channelFor = (
  u: { mobile: string | null; email: string | null },
  env: Env = process.env,
): Channel | null => channelOf(u, TEMPLATE_ENV, env);

/** The default sender: SMS to the mobile, else e-mail. */
export const sendNotice: NoticeSender = (db, n) =>
  sendBuyerMessage(db, n, {
    label: `到货通知 ${n.skuCode}`,
    smsText: STOCK_ALERT_MSG.smsText(n.productName, n.skuCode, n.packageValue, n.url),
    smsTemplateEnv: TEMPLATE_ENV,
    smsParam: n.skuCode,
    emailSubject: STOCK_ALERT_MSG.emailSubject(n.productName),
    emailText: STOCK_ALERT_MSG.emailText(n.productName, n.skuCode, n.packageValue, n.url),
  });
