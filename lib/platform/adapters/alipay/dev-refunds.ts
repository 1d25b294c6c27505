/**
 * The development stand-in's side of refunds (/dev/alipay/gateway answers alipay.trade.refund and
 * alipay.trade.fastpay.refund.query like Alipay). It plays Alipay: its "trades" are the shop's paid Alipay payments,
 * and it keeps its own record of the refunds it made, per trade, in the settings table (one row per trade, locked
 * while a refund is decided, so two requests at once cannot both refund). What it does goes to the outbox.
 *
 *   - an out_request_no seen before answers fund_change N and refunds nothing again (the query then says
 *     REFUND_SUCCESS), as Alipay does for a retried request;
 *   - refunds beyond the trade's amount are refused (ACQ.REASON_TRADE_REFUND_FEE_ERR);
 *   - a switch on /dev/alipay/refunds makes the next refund fail (ACQ.SELLER_BALANCE_NOT_ENOUGH), to try 退款失败 and
 *     the staff retry on the demo.
 * Every answer is signed with "Alipay's" development private key, so the SDK's response check runs as in production.
 */
import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { payments, settings } from '@/lib/db/schema';
import { writeOutbox } from '../outbox';
import { devAlipayKeys, rsa2Sign } from './dev';
import { amountToFen, fenToAmount } from './sdk';
import { chinaTimestamp } from '@/lib/kernel/time';
import { withTransaction } from '@/lib/db/tx';

const MODE_KEY = 'dev_alipay_refund_mode';
const tradeKey = (outTradeNo: string) => `dev_alipay_refunds:${outTradeNo}`.slice(0, 80);

export type DevRefundMode = 'ok' | 'fail_next';
type TradeRefunds = { requests: Record<string, { fen: number; at: string }> };

export async function devRefundMode(db: Db): Promise<DevRefundMode> {
  const [r] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, MODE_KEY)).limit(1);
  return r?.value === 'fail_next' ? 'fail_next' : 'ok';
}

export async function setDevRefundMode(db: Db, mode: DevRefundMode): Promise<void> {
  await db
    .insert(settings)
    .values({ key: MODE_KEY, value: mode })
    .onConflictDoUpdate({ target: settings.key, set: { value: mode, updatedAt: new Date() } });
}

/** The refunds the stand-in made for a trade (for its page and the tests). */
export async function devTradeRefunds(db: Db, outTradeNo: string): Promise<TradeRefunds['requests']> {
  const [r] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, tradeKey(outTradeNo)))
    .limit(1);
  return (r?.value as TradeRefunds | undefined)?.requests ?? {};
}

/** Alipay's response body: {"<method>_response": {...}, "sign": "..."} with the signature over the inner JSON. */
async function signed(db: Db, method: string, body: Record<string, string>): Promise<string> {
  const keys = await devAlipayKeys(db);
  const content = JSON.stringify(body);
  return `{"${method.replace(/\./g, '_')}_response":${content},"sign":"${rsa2Sign(content, keys.alipayPrivateKey)}"}`;
}

const bizError = (sub: string, msg: string, extra: Record<string, string> = {}) => ({
  code: '40004',
  msg: 'Business Failed',
  sub_code: sub,
  sub_msg: msg,
  ...extra,
});

type Biz = { out_trade_no?: string; out_request_no?: string; refund_amount?: string; refund_reason?: string };

async function refund(db: Db, biz: Biz): Promise<Record<string, string>> {
  const outTradeNo = biz.out_trade_no ?? '';
  const no = biz.out_request_no ?? '';
  const fen = amountToFen(biz.refund_amount);
  if (!outTradeNo || !no || fen === null || fen <= 0) return bizError('ACQ.INVALID_PARAMETER', '参数无效');
  const [p] = await db
    .select({ amount: payments.amount, tradeNo: payments.tradeNo })
    .from(payments)
    .where(and(eq(payments.outTradeNo, outTradeNo), eq(payments.channel, 'alipay'), eq(payments.status, 'paid')))
    .limit(1);
  if (!p) return bizError('ACQ.TRADE_NOT_EXIST', '交易不存在', { out_trade_no: outTradeNo });
  const tradeNo = p.tradeNo ?? `dev${outTradeNo}`;
  const totalFen = Math.round(p.amount * 100);
  const base = { out_trade_no: outTradeNo, trade_no: tradeNo, buyer_logon_id: 'dev***@example.com' };
  const outcome: Record<string, string> = await withTransaction(db, async (tx): Promise<Record<string, string>> => {
    await tx
      .insert(settings)
      .values({ key: tradeKey(outTradeNo), value: { requests: {} } })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.key, tradeKey(outTradeNo)))
      .for('update');
    const state = (row?.value as TradeRefunds | undefined) ?? { requests: {} };
    const refundedFen = Object.values(state.requests).reduce((a, r) => a + r.fen, 0);
    const seen = state.requests[no];
    if (seen) {
      if (seen.fen !== fen)
        return bizError('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款请求号已使用，金额与原请求不一致', base);
      return {
        code: '10000',
        msg: 'Success',
        ...base,
        fund_change: 'N',
        refund_fee: fenToAmount(refundedFen),
        gmt_refund_pay: seen.at,
      };
    }
    if ((await devRefundMode(tx)) === 'fail_next') {
      await setDevRefundMode(tx, 'ok');
      return bizError('ACQ.SELLER_BALANCE_NOT_ENOUGH', '卖家余额不足（开发模拟：按开关失败一次）', base);
    }
    if (refundedFen + fen > totalFen) return bizError('ACQ.REASON_TRADE_REFUND_FEE_ERR', '退款金额超限', base);
    const at = chinaTimestamp();
    state.requests[no] = { fen, at };
    await tx
      .update(settings)
      .set({ value: state, updatedAt: new Date() })
      .where(eq(settings.key, tradeKey(outTradeNo)));
    return {
      code: '10000',
      msg: 'Success',
      ...base,
      fund_change: 'Y',
      refund_fee: fenToAmount(refundedFen + fen),
      gmt_refund_pay: at,
    };
  });
  await writeOutbox(db, {
    kind: 'alipay',
    to: outTradeNo,
    code: no,
    text:
      outcome.code === '10000'
        ? `【开发环境模拟支付宝】退款${outcome.fund_change === 'Y' ? '成功' : '请求重复，未重复退款'}：交易 ${outTradeNo}，退款请求号 ${no}，金额 ¥${fenToAmount(fen)}，累计已退 ¥${outcome.refund_fee}（未真实退款）`
        : `【开发环境模拟支付宝】退款失败：交易 ${outTradeNo}，退款请求号 ${no}，${outcome.sub_code} ${outcome.sub_msg}`,
  });
  return outcome;
}

async function query(db: Db, biz: Biz): Promise<Record<string, string>> {
  const outTradeNo = biz.out_trade_no ?? '';
  const no = biz.out_request_no ?? '';
  const seen = (await devTradeRefunds(db, outTradeNo))[no];
  const base = { code: '10000', msg: 'Success', out_trade_no: outTradeNo, out_request_no: no };
  return seen
    ? { ...base, refund_amount: fenToAmount(seen.fen), refund_status: 'REFUND_SUCCESS', gmt_refund_pay: seen.at }
    : base;
}

export const DEV_REFUND_METHODS = ['alipay.trade.refund', 'alipay.trade.fastpay.refund.query'] as const;

/** The signed answer to a refund or refund-query request whose signature the gateway has checked. */
export async function answerRefundRequest(
  db: Db,
  method: (typeof DEV_REFUND_METHODS)[number],
  bizContent: string | undefined,
): Promise<string> {
  let biz: Biz = {};
  try {
    biz = (JSON.parse(bizContent ?? '{}') as Biz) ?? {};
  } catch {
    biz = {};
  }
  const body = method === 'alipay.trade.refund' ? await refund(db, biz) : await query(db, biz);
  return signed(db, method, body);
}
