/** The real Alipay adapter: the merchant's keys from the environment, Alipay's gateway. */
import 'server-only';
import type { AlipayAdapter } from './index';
import { checkNotify, pagePayUrl, tradeRefund, wapPayUrl, type AlipayKeys } from './sdk';

export const ALIPAY_GATEWAY = 'https://openapi.alipay.com/gateway.do';

function keys(): AlipayKeys {
  const appId = process.env.ALIPAY_APP_ID?.trim();
  const appPrivateKey = process.env.ALIPAY_PRIVATE_KEY?.trim();
  const alipayPublicKey = process.env.ALIPAY_PUBLIC_KEY?.trim();
  if (!appId || !appPrivateKey || !alipayPublicKey)
    throw new Error(
      'Alipay is not configured: set ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY and ALIPAY_PUBLIC_KEY (or ALIPAY_ADAPTER=dev)',
    );
  return {
    appId,
    appPrivateKey: appPrivateKey.replace(/\\n/g, '\n'),
    alipayPublicKey: alipayPublicKey.replace(/\\n/g, '\n'),
    gateway: process.env.ALIPAY_GATEWAY?.trim() || ALIPAY_GATEWAY,
  };
}

export const realAlipay: AlipayAdapter = {
  mode: 'real',
  async appId() {
    return keys().appId;
  },
  async createPagePay(_db, req) {
    return pagePayUrl(keys(), req);
  },
  async createWapPay(_db, req) {
    return wapPayUrl(keys(), req);
  },
  async verifyNotify(_db, params) {
    return checkNotify(keys(), params);
  },
  async refund(_db, req) {
    return tradeRefund(keys(), req);
  },
};
