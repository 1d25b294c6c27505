/** The one place the official Alipay SDK is configured and called (both adapters go through here). */
import 'server-only';
import { AlipaySdk } from 'alipay-sdk';
import type { PagePayRequest, RefundOutcome, RefundRequest, WapPayRequest } from './index';

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

/**
 * 手机网站支付 (alipay.trade.wap.pay): the same signed GET request as the page pay, with the phone product code and
 * quit_url (where Alipay's phone cashier sends a buyer who gives up). Same out_trade_no, amount and subject as the
 * page pay of the order, so a buyer who starts on one device and pays on the other is charged once by Alipay.
 */
export function wapPayUrl(k: AlipayKeys, req: WapPayRequest): string {
  return sdkFor(k).pageExecute('alipay.trade.wap.pay', 'GET', {
    bizContent: {
      out_trade_no: req.outTradeNo,
      product_code: 'QUICK_WAP_WAY',
      total_amount: fenToAmount(req.amountFen),
      subject: req.subject,
      quit_url: req.quitUrl,
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

type AlipayAnswer = Record<string, unknown>;

/** A field of the SDK's answer, under its Alipay name or the camelCase the SDK turns it into. */
const field = (a: AlipayAnswer, snake: string): string | null => {
  const camel = snake.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
  const v = a[snake] ?? a[camel];
  return v === undefined || v === null || v === '' ? null : String(v);
};

/**
 * Reads alipay.trade.refund's answer (pure): 10000 with fund_change Y is a refund made; 10000 with fund_change N
 * (a repeated out_request_no, or a refund not yet visible) needs the refund query; 20000 and ACQ.SYSTEM_ERROR are
 * "try again with the same out_request_no"; any other business error is a refusal.
 */
export function readRefundAnswer(a: AlipayAnswer): RefundOutcome | 'query' {
  const code = field(a, 'code');
  const sub = field(a, 'sub_code');
  const message = field(a, 'sub_msg') ?? field(a, 'msg');
  if (code === '10000')
    return field(a, 'fund_change') === 'Y'
      ? { status: 'success', tradeNo: field(a, 'trade_no'), code, message: null }
      : 'query';
  if (code === '20000' || (sub && /SYSTEM_ERROR|UNKNOW|TIMEOUT|BUSY/i.test(sub)))
    return { status: 'processing', tradeNo: null, code: sub ?? code, message };
  return { status: 'failed', tradeNo: null, code: sub ?? code, message };
}

/** Reads alipay.trade.fastpay.refund.query's answer (pure): REFUND_SUCCESS is the refund made; anything else, not yet. */
export function readRefundQuery(a: AlipayAnswer): RefundOutcome {
  if (field(a, 'code') === '10000' && field(a, 'refund_status') === 'REFUND_SUCCESS')
    return { status: 'success', tradeNo: field(a, 'trade_no'), code: '10000', message: null };
  return {
    status: 'processing',
    tradeNo: null,
    code: field(a, 'sub_code') ?? field(a, 'code'),
    message: field(a, 'sub_msg') ?? field(a, 'msg'),
  };
}

const unknown = (e: unknown): RefundOutcome => ({
  status: 'processing',
  tradeNo: null,
  code: null,
  message: (e instanceof Error ? e.message : String(e)).slice(0, 200),
});

/**
 * Refunds through the SDK's alipay.trade.refund (the v2 gateway the page-pay uses), the answer's signature checked
 * with Alipay's public key; when the answer does not say the money moved, asks alipay.trade.fastpay.refund.query.
 * A network error or a bad signature is "processing": the refund is sent again later with the same out_request_no.
 */
export async function tradeRefund(k: AlipayKeys, req: RefundRequest): Promise<RefundOutcome> {
  const sdk = sdkFor(k);
  let first: RefundOutcome | 'query';
  try {
    const a = (await sdk.exec(
      'alipay.trade.refund',
      {
        bizContent: {
          out_trade_no: req.outTradeNo,
          out_request_no: req.outRequestNo,
          refund_amount: fenToAmount(req.amountFen),
          refund_reason: req.reason.slice(0, 256),
        },
      },
      { validateSign: true },
    )) as unknown as AlipayAnswer;
    first = readRefundAnswer(a);
  } catch (e) {
    return unknown(e);
  }
  if (first !== 'query') return first;
  try {
    const q = (await sdk.exec(
      'alipay.trade.fastpay.refund.query',
      { bizContent: { out_trade_no: req.outTradeNo, out_request_no: req.outRequestNo } },
      { validateSign: true },
    )) as unknown as AlipayAnswer;
    return readRefundQuery(q);
  } catch (e) {
    return unknown(e);
  }
}
