/**
 * Bank transfer (对公转账): the buyer transfers to the company account with the order number as reference and uploads
 * the voucher (image or PDF, checked by its bytes); the order waits in 待确认 until staff confirm the money arrived
 * (console, or `npm run staff -- confirm-transfer` until the console exists). A new voucher may replace the old one
 * while the order waits.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { payments } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { PAY_RULES } from '@/lib/config/constants';
import { PAY_MSG } from '@/lib/config/messages';
import { transitionOrder } from '@/lib/domain/commerce/orders';
import { fenToYuan } from '@/lib/domain/commerce/orders';
import { uploadOne } from '@/lib/domain/operations/uploads';
import { buyerOrder, outTradeNo } from './common';
import { withTransaction } from '@/lib/db/tx';
import type { TransferInfo } from './types';

export async function transferInfo(db: Db, userId: number, orderNo: string): Promise<TransferInfo> {
  const o = await buyerOrder(db, userId, orderNo);
  const [p] = await db
    .select({ voucher: payments.voucherUploadId })
    .from(payments)
    .where(eq(payments.outTradeNo, outTradeNo('transfer', o.orderNo)))
    .limit(1);
  return {
    ...PAY_RULES.bank,
    orderNo: o.orderNo,
    reference: o.orderNo,
    payAmount: o.payFen / 100,
    voucherUrl: p?.voucher ? `/uploads/${p.voucher}` : null,
    status: o.status,
  };
}

/** Stores the voucher and moves 待付款 → 待确认 (or replaces the voucher of an order already waiting). */
export async function uploadVoucher(
  db: Db,
  userId: number,
  orderNo: string,
  form: FormData,
): Promise<{ orderNo: string; status: string; voucherUrl: string; message: string }> {
  const pre = await buyerOrder(db, userId, orderNo);
  if (pre.status !== 'pending_payment' && pre.status !== 'pending_confirm')
    throw new AppError(PAY_MSG.voucherNotAllowed, 'NOT_PAYABLE');
  const up = await uploadOne(db, userId, 'voucher', form);
  return withTransaction(db, async (tx) => {
    const o = await buyerOrder(tx, userId, orderNo, true);
    if (o.status !== 'pending_payment' && o.status !== 'pending_confirm')
      throw new AppError(PAY_MSG.voucherNotAllowed, 'NOT_PAYABLE');
    const now = new Date();
    await tx
      .insert(payments)
      .values({
        orderId: o.id,
        userId,
        channel: 'transfer',
        outTradeNo: outTradeNo('transfer', o.orderNo),
        amount: fenToYuan(o.payFen),
        status: 'created',
        voucherUploadId: up.fid,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: payments.outTradeNo,
        set: { voucherUploadId: up.fid, status: 'created', updatedAt: now },
      });
    if (o.status === 'pending_payment') {
      await transitionOrder(tx, o.id, 'transfer_submitted', {
        actor: 'buyer',
        actorUserId: userId,
        set: { payMethod: 'transfer' },
      });
      return { orderNo: o.orderNo, status: 'pending_confirm', voucherUrl: up.url, message: PAY_MSG.voucherUploaded };
    }
    return { orderNo: o.orderNo, status: o.status, voucherUrl: up.url, message: PAY_MSG.voucherReplaced };
  });
}
