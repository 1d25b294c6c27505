/**
 * Alipay adapter (电脑网站支付 alipay.trade.page.pay, 手机网站支付 alipay.trade.wap.pay): builds the signed pay URL
 * the buyer is sent to (the desktop cashier, or the phone one), verifies
 * the RSA2 signature of Alipay's asynchronous notification, and refunds (alipay.trade.refund with out_request_no, then
 * alipay.trade.fastpay.refund.query when the answer does not say the money moved). Both adapters run the official SDK
 * (alipay-sdk) with the same code; they differ in configuration only:
 *
 * - real: ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY (the app's RSA2 private key, PKCS#8 or PKCS#1 PEM), ALIPAY_PUBLIC_KEY
 *   (Alipay's public key) and ALIPAY_GATEWAY (default https://openapi.alipay.com/gateway.do). Never in the repo.
 * - dev: locally generated key pairs kept in the database (every instance shares them), and the gateway is the
 *   development stand-in at /dev/alipay/gateway, which plays Alipay's part: it checks the request's signature,
 *   shows the order, and on 确认付款 sends a correctly signed notification and returns the buyer to the return URL;
 *   it answers refunds and refund queries like Alipay (signed responses, one refund per out_request_no). The dev
 *   adapter also writes each refund it sends to the outbox.
 *
 * lib/platform/adapters/config.ts chooses (ALIPAY_ADAPTER or ADAPTERS = dev|real).
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

/** 手机网站支付: the page pay's fields and quit_url, where the phone cashier sends a buyer who gives up. */
export type WapPayRequest = PagePayRequest & { quitUrl: string };

export type RefundRequest = {
  /** The payment's out_trade_no (AP + order number). */
  outTradeNo: string;
  /** The refund's number: the same for every retry, so Alipay refunds it once. */
  outRequestNo: string;
  amountFen: number;
  reason: string;
};

/**
 * success: the money moved (fund_change Y, or the refund query says REFUND_SUCCESS); failed: Alipay refused it
 * (a business error such as ACQ.SELLER_BALANCE_NOT_ENOUGH: staff may retry, with the same out_request_no);
 * processing: no definite answer (network, system busy, not yet visible to the query) — send again later.
 */
export type RefundOutcome = {
  status: 'success' | 'failed' | 'processing';
  tradeNo: string | null;
  code: string | null;
  message: string | null;
};

export interface AlipayAdapter {
  readonly mode: AdapterMode;
  /** The app id notifications must carry. */
  appId(db: Db): Promise<string>;
  /** The URL (GET) of the signed page-pay request. */
  createPagePay(db: Db, req: PagePayRequest): Promise<string>;
  /** The URL (GET) of the signed phone-pay request (alipay.trade.wap.pay). */
  createWapPay(db: Db, req: WapPayRequest): Promise<string>;
  /** True when the notification's RSA2 signature is Alipay's (the dev stand-in's, in development). */
  verifyNotify(db: Db, params: Record<string, string>): Promise<boolean>;
  /** alipay.trade.refund (and the refund query when needed). Never throws for Alipay's own answers. */
  refund(db: Db, req: RefundRequest): Promise<RefundOutcome>;
}

export function alipayAdapter(): AlipayAdapter {
  logAdaptersOnce();
  return adapterMode('alipay') === 'dev' ? devAlipay : realAlipay;
}
