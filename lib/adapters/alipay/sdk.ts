/** The one place the official Alipay SDK is configured and called (both adapters go through here). */
import 'server-only';
import { AlipaySdk } from 'alipay-sdk';
import type { PagePayRequest } from './index';

export type AlipayKeys = { appId: string; appPrivateKey: string; alipayPublicKey: string; gateway: string };

const cache = new Map<string, AlipaySdk>();

function sdkFor(k: AlipayKeys): AlipaySdk {
  const id = `${k.appId}|${k.gateway}|${k.appPrivateKey.length}|${k.alipayPublicKey.slice(-40)}`;
  let sdk = cache.get(id);
  if (!sdk) {
    sdk = new AlipaySdk({
      appId: k.appId,
      privateKey: k.appPrivateKey,
      alipayPublicKey: k.alipayPublicKey,
      gateway: k.gateway,
      keyType: /BEGIN RSA PRIVATE KEY/.test(k.appPrivateKey) ? 'PKCS1' : 'PKCS8',
      signType: 'RSA2',
    });
    cache.set(id, sdk);
  }
  return sdk;
}

/** yuan with two decimals from fen, as Alipay wants it ("12.30"). */
export const fenToAmount = (fen: number): string => (fen / 100).toFixed(2);

/** Exact fen from Alipay's "12.30" (null when it is not a well-formed amount). */
export function amountToFen(s: string | undefined | null): number | null {
  if (typeof s !== 'string' || !/^\d{1,10}(\.\d{1,2})?$/.test(s)) return null;
  const [i, f = ''] = s.split('.');
  return Number(i) * 100 + Number((f + '00').slice(0, 2));
}

export function pagePayUrl(k: AlipayKeys, req: PagePayRequest): string {
  return sdkFor(k).pageExecute('alipay.trade.page.pay', 'GET', {
    bizContent: {
      out_trade_no: req.outTradeNo,
      product_code: 'FAST_INSTANT_TRADE_PAY',
      total_amount: fenToAmount(req.amountFen),
      subject: req.subject,
      ...(req.timeoutMinutes ? { timeout_express: `${Math.max(1, Math.floor(req.timeoutMinutes))}m` } : {}),
    },
    returnUrl: req.returnUrl,
    notifyUrl: req.notifyUrl,
  });
}

/** Alipay's own check of an asynchronous notification (RSA2 over the sorted parameters, sign and sign_type left out). */
export function checkNotify(k: AlipayKeys, params: Record<string, string>): boolean {
  try {
    return sdkFor(k).checkNotifySignV2(params);
  } catch {
    return false;
  }
}
