/**
 * /dev/alipay/gateway — the development stand-in for Alipay's gateway (only while the Alipay adapter is the
 * development one; 404 otherwise, so never in a production configuration).
 *
 * GET: the signed pay request the SDK built — alipay.trade.page.pay (电脑网站支付) or alipay.trade.wap.pay (手机网站支付,
 *      product code QUICK_WAP_WAY, with quit_url). The stand-in checks the request's RSA2 signature with the app's
 *      development public key and shows the order and amount with 确认付款 (the phone cashier also 放弃付款, back to
 *      quit_url), saying plainly that it is a development gateway.
 * POST (确认付款): builds the asynchronous notification Alipay would send (TRADE_SUCCESS), signs it with "Alipay's"
 *      development private key, POSTs it form-urlencoded to the request's notify_url, writes what it did to the
 *      outbox, and sends the buyer to the return_url — where the shop shows what its own database says.
 * POST from the SDK's exec (method alipay.trade.refund / alipay.trade.fastpay.refund.query, the common parameters in
 *      the query string, biz_content in the form body): checks the signature and answers like Alipay, signed
 *      (lib/platform/adapters/alipay/dev-refunds.ts).
 */
import crypto from 'node:crypto';
import { adapterMode } from '@/lib/platform/adapters/config';
import {
  DEV_ALIPAY_APP_ID,
  devAlipayKeys,
  rsa2Sign,
  rsa2Verify,
  signContent,
} from '@/lib/platform/adapters/alipay/dev';
import { writeOutbox } from '@/lib/platform/adapters/outbox';
import { answerRefundRequest, DEV_REFUND_METHODS } from '@/lib/platform/adapters/alipay/dev-refunds';
import { getDb } from '@/lib/db/client';
import { buyerOrigin, siteUrl } from '@/lib/platform/seo/site';
import { esc, notFound, page } from '../../html';
import { chinaTimestamp } from '@/lib/kernel/time';

export const dynamic = 'force-dynamic';

type Biz = { out_trade_no?: string; total_amount?: string; subject?: string; product_code?: string; quit_url?: string };

/** The pay methods the stand-in plays, with the product code Alipay requires for each. */
const PAY_METHODS: Record<string, { productCode: string; cashier: string }> = {
  'alipay.trade.page.pay': { productCode: 'FAST_INSTANT_TRADE_PAY', cashier: '支付宝收银台（开发模拟）' },
  'alipay.trade.wap.pay': { productCode: 'QUICK_WAP_WAY', cashier: '支付宝手机收银台（开发模拟）' },
};

function parseBiz(params: Record<string, string>): Biz | null {
  try {
    const b = JSON.parse(params.biz_content ?? '') as Biz;
    return b && typeof b === 'object' ? b : null;
  } catch {
    return null;
  }
}

/**
 * Only URLs of this shop: the stand-in never posts to or redirects elsewhere. The shop is SITE_URL's origin, or (the
 * return URL) the origin the buyer reached this gateway on, which the shop sent them back to (lib/platform/seo/site.ts buyerOrigin).
 */
function ownUrl(u: string | undefined, also?: string): URL | null {
  if (!u) return null;
  try {
    const url = new URL(u);
    return url.origin === new URL(siteUrl()).origin || (also !== undefined && url.origin === new URL(also).origin)
      ? url
      : null;
  } catch {
    return null;
  }
}

type Checked = { biz: Biz; notify: URL; ret: URL; quit: URL | null; wap: boolean; cashier: string };

async function checkRequest(params: Record<string, string>, req: Request): Promise<Checked | string> {
  const keys = await devAlipayKeys(await getDb());
  if (params.app_id !== DEV_ALIPAY_APP_ID) return 'app_id 不正确';
  const method = PAY_METHODS[params.method ?? ''];
  if (!method) return '不支持的接口';
  if (!params.sign || !rsa2Verify(signContent(params, ['sign']), params.sign, keys.appPublicKey))
    return '请求签名验证失败';
  const biz = parseBiz(params);
  if (!biz?.out_trade_no || !biz.total_amount) return 'biz_content 不完整';
  if (biz.product_code !== method.productCode) return `product_code 应为 ${method.productCode}`;
  const wap = params.method === 'alipay.trade.wap.pay';
  const notify = ownUrl(params.notify_url);
  const ret = ownUrl(params.return_url, buyerOrigin(req));
  if (!notify || !ret) return 'notify_url / return_url 必须是本站地址';
  const quit = wap ? ownUrl(biz.quit_url, buyerOrigin(req)) : null;
  if (wap && !quit) return 'quit_url 必须是本站地址';
  return { biz, notify, ret, quit, wap, cashier: method.cashier };
}

const paramsOf = (entries: Iterable<[string, FormDataEntryValue | string]>) => {
  const out: Record<string, string> = {};
  for (const [k, v] of entries) if (typeof v === 'string') out[k] = v;
  return out;
};

export async function GET(req: Request): Promise<Response> {
  if (adapterMode('alipay') !== 'dev') return notFound();
  const params = paramsOf(new URL(req.url).searchParams);
  const r = await checkRequest(params, req);
  if (typeof r === 'string')
    return page(
      '支付宝（开发模拟）',
      `<h1>支付宝收银台（开发模拟）</h1><div class="card">请求无效：${esc(r)}</div>`,
      400,
    );
  const hidden = Object.entries(params)
    .map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`)
    .join('');
  // The phone cashier's 放弃付款 (quit_url): a plain link, ≥ 44 px like the button above it.
  const quit = r.quit
    ? `<a href="${esc(r.quit.toString())}" data-testid="dev-alipay-quit" style="display:block;min-height:44px;line-height:44px;text-align:center">放弃付款，返回商城</a>`
    : '';
  return page(
    '支付宝（开发模拟）',
    `<h1 style="font-size:20px">${esc(r.cashier)}</h1>
<p>这是开发环境的支付宝替身（${esc(params.method)}）：不会真实扣款。点击“确认付款”后，它会像支付宝一样向商城发送签名的异步通知，再带您回到商城。</p>
<div class="card" data-testid="dev-alipay-${r.wap ? 'wap' : 'page'}"><p>商户订单号：<strong data-testid="dev-alipay-trade" style="word-break:break-all">${esc(r.biz.out_trade_no)}</strong></p>
<p>商品：${esc(r.biz.subject)}</p><p>应付金额：<strong data-testid="dev-alipay-amount">¥${esc(r.biz.total_amount)}</strong></p>
<form method="post">${hidden}<button type="submit" style="min-height:44px">确认付款</button></form>${quit}</div>`,
  );
}

/** The SDK's server-to-server calls (refund, refund query): a signed JSON answer, as Alipay's gateway gives. */
async function answerApi(params: Record<string, string>): Promise<Response> {
  const db = await getDb();
  const keys = await devAlipayKeys(db);
  const json = (body: string, status = 200) =>
    new Response(body, {
      status,
      headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    });
  if (
    params.app_id !== DEV_ALIPAY_APP_ID ||
    !params.sign ||
    !rsa2Verify(signContent(params, ['sign']), params.sign, keys.appPublicKey)
  ) {
    return json(
      JSON.stringify({
        error_response: {
          code: '40002',
          msg: 'Invalid Arguments',
          sub_code: 'isv.invalid-signature',
          sub_msg: '验签出错',
        },
      }),
    );
  }
  return json(await answerRefundRequest(db, params.method as (typeof DEV_REFUND_METHODS)[number], params.biz_content));
}

export async function POST(req: Request): Promise<Response> {
  if (adapterMode('alipay') !== 'dev') return notFound();
  const text = await req.text();
  if (text.length > 64 * 1024) return new Response('too large', { status: 413 });
  const params = { ...paramsOf(new URL(req.url).searchParams), ...paramsOf(new URLSearchParams(text)) };
  if ((DEV_REFUND_METHODS as readonly string[]).includes(params.method ?? '')) return answerApi(params);
  const r = await checkRequest(params, req);
  if (typeof r === 'string') return page('支付宝（开发模拟）', `<div class="card">请求无效：${esc(r)}</div>`, 400);
  const db = await getDb();
  const keys = await devAlipayKeys(db);
  const now = chinaTimestamp();
  const notice: Record<string, string> = {
    notify_id: crypto.randomUUID().replace(/-/g, ''),
    notify_type: 'trade_status_sync',
    notify_time: now,
    app_id: DEV_ALIPAY_APP_ID,
    charset: 'utf-8',
    version: '1.0',
    trade_no: `2026${Date.now()}${Math.floor(Math.random() * 1e6)}`,
    out_trade_no: r.biz.out_trade_no!,
    total_amount: r.biz.total_amount!,
    receipt_amount: r.biz.total_amount!,
    subject: r.biz.subject ?? '',
    trade_status: 'TRADE_SUCCESS',
    gmt_payment: now,
    buyer_logon_id: 'dev***@example.com',
  };
  notice.sign = rsa2Sign(signContent(notice, ['sign', 'sign_type']), keys.alipayPrivateKey);
  notice.sign_type = 'RSA2';
  let answer = '';
  try {
    const res = await fetch(r.notify, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(notice).toString(),
    });
    answer = (await res.text()).trim();
  } catch (e) {
    answer = `error: ${(e as Error).message}`;
  }
  await writeOutbox(db, {
    kind: 'alipay',
    to: r.notify.pathname,
    code: notice.out_trade_no,
    text: `【开发环境模拟支付宝${r.wap ? '·手机网站支付' : ''}】已向商城发送 TRADE_SUCCESS 异步通知：订单 ${notice.out_trade_no}，金额 ¥${notice.total_amount}，商城应答 ${answer}（未真实扣款）`,
  });
  const back = new URL(r.ret);
  back.searchParams.set('out_trade_no', notice.out_trade_no!);
  back.searchParams.set('total_amount', notice.total_amount!);
  return new Response(null, { status: 303, headers: { location: back.toString(), 'cache-control': 'no-store' } });
}
