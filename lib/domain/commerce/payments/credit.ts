/**
 * Credit (账期) payment for organisation buyers, spec §7 order/platform/credit/amount, order/pay/credit/message and
 * order/pay/credit. The organisation's account must be active; paying uses a conditional update
 * (used + amount <= quota) in the same transaction as the payment row and the order's move to 待发货, so two orders can
 * never overdraw the quota and a retried request pays once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { creditAccounts, payments, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { PAY_MSG } from '@/lib/config/messages';
import { transitionOrder } from '@/lib/domain/commerce/orders';
import { fenToYuan, formatFen, toFen } from '@/lib/domain/commerce/orders';
import { assertPayable, buyerOrder, outTradeNo } from './common';
import { withTransaction } from '@/lib/db/tx';
import type { CreditAmount, CreditMessage } from './types';

async function creditAccountOf(db: Db, userId: number) {
  const [u] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.id, userId)).limit(1);
  const owner = u?.orgId ? eq(creditAccounts.orgId, u.orgId) : eq(creditAccounts.userId, userId);
  const [acc] = await db.select().from(creditAccounts).where(owner).limit(1);
  return acc ?? null;
}

/** GET order/platform/credit/amount: the buyer's (organisation's) credit quota, used and available, in yuan. */
export async function creditAmount(db: Db, userId: number): Promise<CreditAmount> {
  const acc = await creditAccountOf(db, userId);
  if (!acc) return { hasAccount: false, status: null, quota: 0, used: 0, available: 0, periodDays: null };
  const quota = toFen(acc.quota);
  const used = toFen(acc.used);
  return {
    hasAccount: true,
    status: acc.status,
    quota: quota / 100,
    used: used / 100,
    available: Math.max(0, quota - used) / 100,
    periodDays: acc.periodDays,
  };
}

/** GET order/pay/credit/message: whether this order can be paid on credit, with the sentence to show. */
export async function creditMessage(db: Db, userId: number, orderNo: string): Promise<CreditMessage> {
  const o = await buyerOrder(db, userId, orderNo);
  const c = await creditAmount(db, userId);
  const availableFen = Math.round(c.available * 100);
  const active = c.hasAccount && c.status === 1;
  const enough = active && availableFen >= o.payFen;
  const message = !c.hasAccount
    ? PAY_MSG.creditNone
    : !active
      ? PAY_MSG.creditNotActive
      : enough
        ? PAY_MSG.creditEnough(formatFen(availableFen))
        : PAY_MSG.creditNotEnough(formatFen(availableFen));
  return { orderNo: o.orderNo, payAmount: o.payFen / 100, available: c.available, enough, active, message };
}

/** POST order/pay/credit: pays the order on credit (see the module comment). */
export async function payOnCredit(
  db: Db,
  userId: number,
  orderNo: string,
): Promise<{ orderNo: string; status: string; available: number }> {
  await withTransaction(db, async (tx) => {
    const o = await buyerOrder(tx, userId, orderNo, true);
    assertPayable(o);
    const acc = await creditAccountOf(tx, userId);
    if (!acc) throw new AppError(PAY_MSG.creditNone, 'NO_CREDIT');
    if (acc.status !== 1) throw new AppError(PAY_MSG.creditNotActive, 'CREDIT_INACTIVE');
    const amount = fenToYuan(o.payFen);
    const took = await tx
      .update(creditAccounts)
      .set({ used: sql`${creditAccounts.used} + ${amount}::numeric` })
      .where(
        and(
          eq(creditAccounts.id, acc.id),
          eq(creditAccounts.status, 1),
          sql`${creditAccounts.used} + ${amount}::numeric <= ${creditAccounts.quota}`,
        ),
      )
      .returning({ id: creditAccounts.id });
    if (took.length === 0) {
      const left = Math.max(0, toFen(acc.quota) - toFen(acc.used));
      throw new AppError(PAY_MSG.creditNotEnough(formatFen(left)), 'CREDIT_NOT_ENOUGH');
    }
    const now = new Date();
    await tx
      .insert(payments)
      .values({
        orderId: o.id,
        userId,
        channel: 'credit',
        outTradeNo: outTradeNo('credit', o.orderNo),
        amount,
        status: 'paid',
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: payments.outTradeNo,
        set: { status: 'paid', amount, paidAt: now, updatedAt: now },
      });
    await transitionOrder(tx, o.id, 'paid_online', {
      actor: 'buyer',
      actorUserId: userId,
      note: '账期支付',
      set: { payMethod: 'credit' },
    });
  });
  const c = await creditAmount(db, userId);
  return { orderNo, status: 'paid', available: c.available };
}
