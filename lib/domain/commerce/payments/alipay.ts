/**
 * Alipay page pay and phone (wap) pay: create the payment and send the buyer to the cashier; handle the asynchronous notification.
 *
 * The notification is the only thing that marks an Alipay payment paid (the return URL never does). Handling:
 * signature checked with the official SDK → app id must be ours → the notification is recorded under its notify_id
 * (a replay is a duplicate and changes nothing) → out_trade_no must be one of our Alipay payments → total_amount must
 * equal that payment exactly in fen → TRADE_SUCCESS / TRADE_FINISHED marks the payment paid and moves the order to
 * 待发货 through the state machine, all in one transaction. Answer "success" when handled (also for a duplicate),
 * "failure" otherwise (Alipay retries).
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { orders, paymentNotifications, payments } from '@/lib/db/schema';
import { PAY_RULES } from '@/lib/config/constants';
import { alipayAdapter } from '@/lib/platform/adapters/alipay';
import { amountToFen } from '@/lib/platform/adapters/alipay/sdk';
import { transitionOrder } from '@/lib/domain/commerce/orders';
import { fenToYuan, toFen } from '@/lib/domain/commerce/orders';
import { siteUrl } from '@/lib/platform/seo/site';
import { mobileViewHref } from '@/lib/config/routes';
import { assertPayable, buyerOrder, outTradeNo } from './common';
import { withTransaction } from '@/lib/db/tx';

export const ALIPAY_NOTIFY_PATH = '/mall/shopping/order/api/pay/alipay/notify';

/** Where the buyer pays: the desktop cashier (电脑网站支付) or the phone one (手机网站支付). */
export type AlipayDevice = 'pc' | 'wap';

/** The shop pages a payment sends the buyer back to: the desktop pages, or their phone views (/mobileView). */
export function alipayReturnPaths(orderNo: string, device: AlipayDevice): { returnPath: string; quitPath: string } {
  const no = encodeURIComponent(orderNo);
  const returnPath = `/successAliPage?orderNo=${no}`;
  const quitPath = `/settlementPage/payment/paymentBill?orderNo=${no}`;
  return device === 'wap'
    ? { returnPath: mobileViewHref(returnPath), quitPath: mobileViewHref(quitPath) }
    : { returnPath, quitPath };
}

/**
 * POST order/pay/alipay/create (desktop) and order/pay/alipay/wap/create (phone): the URL of the Alipay cashier for
 * this order. `origin` is where the buyer's browser comes back to (lib/platform/seo/site.ts buyerOrigin: SITE_URL, else the
 * host the buyer used); Alipay's server-to-server notification always goes to SITE_URL's. Both devices use the same
 * out_trade_no, amount and subject, so Alipay takes the money once whichever cashier the buyer finishes on; the
 * notification is handled by the same code below.
 */
export async function createAlipayPayment(
  db: Db,
  userId: number,
  orderNo: string,
  origin: string = siteUrl(),
  device: AlipayDevice = 'pc',
): Promise<{ payUrl: string; outTradeNo: string }> {
  const o = await buyerOrder(db, userId, orderNo);
  assertPayable(o);
  const no = outTradeNo('alipay', o.orderNo);
  const now = new Date();
  await db
    .insert(payments)
    .values({
      orderId: o.id,
      userId,
      channel: 'alipay',
      outTradeNo: no,
      amount: fenToYuan(o.payFen),
      status: 'created',
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const left = o.payDeadline ? Math.floor((o.payDeadline.getTime() - Date.now()) / 60_000) : undefined;
  const base = siteUrl();
  const paths = alipayReturnPaths(o.orderNo, device);
  const req = {
    outTradeNo: no,
    amountFen: o.payFen,
    subject: `${PAY_RULES.subjectPrefix} ${o.orderNo}`,
    returnUrl: `${origin}${paths.returnPath}`,
    notifyUrl: `${base}${ALIPAY_NOTIFY_PATH}`,
    timeoutMinutes: left !== undefined && left > 0 ? left : undefined,
  };
  const adapter = alipayAdapter();
  const cashier =
    device === 'wap'
      ? await adapter.createWapPay(db, { ...req, quitUrl: `${origin}${paths.quitPath}` })
      : await adapter.createPagePay(db, req);
  // The development gateway is a page of this shop: the buyer stays on the host they used (Alipay's is elsewhere).
  const payUrl = origin !== base && cashier.startsWith(`${base}/`) ? origin + cashier.slice(base.length) : cashier;
  return { payUrl, outTradeNo: no };
}

export type NotifyOutcome =
  | 'applied'
  | 'duplicate'
  | 'already_paid'
  | 'ignored'
  | 'late_payment'
  | 'bad_signature'
  | 'bad_app'
  | 'unknown_order'
  | 'amount_mismatch'
  | 'malformed';

const HANDLED: readonly NotifyOutcome[] = ['applied', 'duplicate', 'already_paid', 'ignored', 'late_payment'];

/** Handles one notification; returns what happened and the text to answer Alipay with. */
export async function handleAlipayNotify(
  db: Db,
  params: Record<string, string>,
): Promise<{ outcome: NotifyOutcome; answer: 'success' | 'failure' }> {
  const outcome = await decide(db, params);
  return { outcome, answer: HANDLED.includes(outcome) ? 'success' : 'failure' };
}

async function recordRejected(db: Db, params: Record<string, string>, outcome: NotifyOutcome): Promise<NotifyOutcome> {
  // A rejected notification never takes the notify_id a genuine one will carry.
  await db.insert(paymentNotifications).values({
    channel: 'alipay',
    notifyId: `rejected-${crypto.randomUUID()}`,
    outTradeNo: (params.out_trade_no ?? '').slice(0, 64) || null,
    outcome,
    raw: params,
  });
  return outcome;
}

async function decide(db: Db, params: Record<string, string>): Promise<NotifyOutcome> {
  const adapter = alipayAdapter();
  const notifyId = params.notify_id;
  if (!notifyId || notifyId.length > 128 || !params.out_trade_no || !params.sign)
    return recordRejected(db, params, 'malformed');
  if (!(await adapter.verifyNotify(db, params))) return recordRejected(db, params, 'bad_signature');
  if (params.app_id !== (await adapter.appId(db))) return recordRejected(db, params, 'bad_app');

  return withTransaction(db, async (tx) => {
    const [rec] = await tx
      .insert(paymentNotifications)
      .values({
        channel: 'alipay',
        notifyId,
        outTradeNo: params.out_trade_no!.slice(0, 64),
        outcome: 'applied',
        raw: params,
      })
      .onConflictDoNothing()
      .returning({ id: paymentNotifications.id });
    if (!rec) return 'duplicate';
    const set = async (o: NotifyOutcome): Promise<NotifyOutcome> => {
      await tx.update(paymentNotifications).set({ outcome: o }).where(eq(paymentNotifications.id, rec.id));
      return o;
    };
    const [p] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.outTradeNo, params.out_trade_no!), eq(payments.channel, 'alipay')))
      .for('update');
    if (!p) return set('unknown_order');
    const fen = amountToFen(params.total_amount);
    if (fen === null || fen !== toFen(p.amount)) return set('amount_mismatch');
    if (params.trade_status !== 'TRADE_SUCCESS' && params.trade_status !== 'TRADE_FINISHED') return set('ignored');
    if (p.status === 'paid') return set('already_paid');
    const now = new Date();
    await tx
      .update(payments)
      .set({
        status: 'paid',
        tradeNo: (params.trade_no ?? '').slice(0, 64) || null,
        paidAt: now,
        updatedAt: now,
        raw: params,
      })
      .where(eq(payments.id, p.id));
    const [o] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, p.orderId));
    if (o?.status !== 'pending_payment') {
      // Paid after the order was cancelled (or paid another way): the money is recorded for staff to refund.
      return set('late_payment');
    }
    await transitionOrder(tx, p.orderId, 'paid_online', {
      actor: 'system',
      note: `支付宝交易号 ${params.trade_no ?? ''}`.trim(),
      set: { payMethod: 'alipay' },
    });
    return set('applied');
  });
}
