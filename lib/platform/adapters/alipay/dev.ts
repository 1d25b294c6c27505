/**
 * The development Alipay adapter. It says plainly what it is: nothing is charged. The same SDK code as the real
 * adapter runs against the development stand-in at /dev/alipay/gateway, with two RSA key pairs generated here on
 * first use and kept in the settings table (so every instance and the stand-in use the same ones):
 *   - the app's pair: the SDK signs the page-pay and wap-pay requests with it; the stand-in checks that signature;
 *   - "Alipay's" pair: the stand-in signs its notifications with it; verifyNotify checks them with the SDK.
 * What the stand-in sends is also written to the outbox (/dev/outbox).
 */
import 'server-only';
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { settings } from '@/lib/db/schema';
import { siteUrl } from '@/lib/platform/seo/site';
import type { AlipayAdapter } from './index';
import { writeOutbox } from '../outbox';
import { checkNotify, fenToAmount, pagePayUrl, tradeRefund, wapPayUrl, type AlipayKeys } from './sdk';
import { log } from '@/lib/platform/observability';

export const DEV_ALIPAY_APP_ID = '2021000000000000';
export const DEV_ALIPAY_GATEWAY_PATH = '/dev/alipay/gateway';
const KEY = 'dev_alipay_keys';

export type DevAlipayKeys = {
  appPrivateKey: string;
  appPublicKey: string;
  alipayPrivateKey: string;
  alipayPublicKey: string;
};

function pair() {
  return crypto.generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
}

/** The development key pairs, generated once per database (a concurrent first use keeps the first written). */
export async function devAlipayKeys(db: Db): Promise<DevAlipayKeys> {
  const read = async () =>
    (await db.select({ value: settings.value }).from(settings).where(eq(settings.key, KEY)).limit(1))[0]?.value as
      DevAlipayKeys | undefined;
  const have = await read();
  if (have) return have;
  const app = pair();
  const ali = pair();
  const fresh: DevAlipayKeys = {
    appPrivateKey: app.privateKey,
    appPublicKey: app.publicKey,
    alipayPrivateKey: ali.privateKey,
    alipayPublicKey: ali.publicKey,
  };
  await db.insert(settings).values({ key: KEY, value: fresh }).onConflictDoNothing();
  return (await read())!;
}

async function sdkKeys(db: Db): Promise<AlipayKeys> {
  const k = await devAlipayKeys(db);
  return {
    appId: DEV_ALIPAY_APP_ID,
    appPrivateKey: k.appPrivateKey,
    alipayPublicKey: k.alipayPublicKey,
    gateway: `${siteUrl()}${DEV_ALIPAY_GATEWAY_PATH}`,
  };
}

/** The string Alipay signs: parameters sorted by name, the left-out keys dropped, k=v joined by &. */
export function signContent(params: Record<string, string>, leaveOut: readonly string[]): string {
  return Object.keys(params)
    .filter((k) => !leaveOut.includes(k) && params[k] !== undefined)
    .sort()
    .map((k) => `${k}=${params[k]}`)
    .join('&');
}

/** RSA2 (SHA256withRSA) signature, base64 — what Alipay puts in `sign`. */
export function rsa2Sign(content: string, privateKeyPem: string): string {
  return crypto.createSign('RSA-SHA256').update(content, 'utf8').sign(privateKeyPem, 'base64');
}

export function rsa2Verify(content: string, sign: string, publicKeyPem: string): boolean {
  try {
    return crypto.createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKeyPem, sign, 'base64');
  } catch {
    return false;
  }
}

export const devAlipay: AlipayAdapter = {
  mode: 'dev',
  async appId() {
    return DEV_ALIPAY_APP_ID;
  },
  async createPagePay(db, req) {
    log.info(`[alipay:dev] DEVELOPMENT adapter, nothing is charged: page pay ${req.outTradeNo} ${req.amountFen} fen`);
    return pagePayUrl(await sdkKeys(db), req);
  },
  async createWapPay(db, req) {
    log.info(
      `[alipay:dev] DEVELOPMENT adapter, nothing is charged: phone (wap) pay ${req.outTradeNo} ${req.amountFen} fen`,
    );
    return wapPayUrl(await sdkKeys(db), req);
  },
  async verifyNotify(db, params) {
    return checkNotify(await sdkKeys(db), params);
  },
  async refund(db, req) {
    log.info(
      `[alipay:dev] DEVELOPMENT adapter, no money moves: refund ${req.outRequestNo} of ${req.outTradeNo} ${req.amountFen} fen`,
    );
    const out = await tradeRefund(await sdkKeys(db), req);
    await writeOutbox(db, {
      kind: 'alipay',
      to: req.outTradeNo,
      code: req.outRequestNo,
      text: `【开发环境】商城向支付宝（开发模拟）发起退款 alipay.trade.refund：交易 ${req.outTradeNo}，退款请求号 ${req.outRequestNo}，金额 ¥${fenToAmount(req.amountFen)}；结果 ${out.status}${out.message ? `（${out.message}）` : ''}（未真实退款）`,
    });
    return out;
  },
};
