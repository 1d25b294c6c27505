/**
 * Alipay adapter (电脑网站支付 alipay.trade.page.pay): builds the signed page-pay URL the buyer is sent to, and verifies
 * the RSA2 signature of Alipay's asynchronous notification. Both adapters run the official SDK (alipay-sdk) with the
 * same code; they differ in configuration only:
 *
 * - real: ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY (the app's RSA2 private key, PKCS#8 or PKCS#1 PEM), ALIPAY_PUBLIC_KEY
 *   (Alipay's public key) and ALIPAY_GATEWAY (default https://openapi.alipay.com/gateway.do). Never in the repo.
 * - dev: locally generated key pairs kept in the database (every instance shares them), and the gateway is the
 *   development stand-in at /dev/alipay/gateway, which plays Alipay's part: it checks the request's signature,
 *   shows the order, and on 确认付款 sends a correctly signed notification and returns the buyer to the return URL.
 *
 * lib/adapters/config.ts chooses (ALIPAY_ADAPTER or ADAPTERS = dev|real).
 */
import 'server-only';
import type { Db } from '@/lib/db/client';
import { adapterMode, logAdaptersOnce, type AdapterMode } from '../config';
import { devAlipay } from './dev';
import { realAlipay } from './real';

export type PagePayRequest = {
  outTradeNo: string;
  /** The amount in fen (Alipay gets yuan with two decimals). */
  amountFen: number;
  subject: string;
  returnUrl: string;
  notifyUrl: string;
  /** Minutes until Alipay closes the trade (the order's remaining pay time). */
  timeoutMinutes?: number;
};

export interface AlipayAdapter {
  readonly mode: AdapterMode;
  /** The app id notifications must carry. */
  appId(db: Db): Promise<string>;
  /** The URL (GET) of the signed page-pay request. */
  createPagePay(db: Db, req: PagePayRequest): Promise<string>;
  /** True when the notification's RSA2 signature is Alipay's (the dev stand-in's, in development). */
  verifyNotify(db: Db, params: Record<string, string>): Promise<boolean>;
}

export function alipayAdapter(): AlipayAdapter {
  logAdaptersOnce();
  return adapterMode('alipay') === 'dev' ? devAlipay : realAlipay;
}
