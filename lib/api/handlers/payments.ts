import 'server-only';
import { type HandlerMap, uid } from '../context';
import { paymentEndpoints } from '../endpoints/payments';
import { creditAmount, creditMessage, payOnCredit } from '@/lib/domain/commerce/payments';
import { transferInfo, uploadVoucher } from '@/lib/domain/commerce/payments';
import { createAlipayPayment } from '@/lib/domain/commerce/payments';
import { payStatus } from '@/lib/domain/commerce/payments';
import { buyerOrigin } from '@/lib/platform/seo/site';

export const paymentHandlers: HandlerMap<typeof paymentEndpoints> = {
  'pay.creditAmount': (_i, ctx) => creditAmount(ctx.db, uid(ctx)),
  'pay.creditMessage': (i, ctx) => creditMessage(ctx.db, uid(ctx), i.orderNo),
  'pay.credit': (i, ctx) => payOnCredit(ctx.db, uid(ctx), i.orderNo),
  'pay.transferInfo': (i, ctx) => transferInfo(ctx.db, uid(ctx), i.orderNo),
  'pay.transferVoucher': (i, ctx) => uploadVoucher(ctx.db, uid(ctx), i.orderNo, i.form),
  'pay.alipayCreate': (i, ctx) => createAlipayPayment(ctx.db, uid(ctx), i.orderNo, buyerOrigin(ctx.req)),
  'pay.alipayWapCreate': (i, ctx) => createAlipayPayment(ctx.db, uid(ctx), i.orderNo, buyerOrigin(ctx.req), 'wap'),
  'pay.status': (i, ctx) => payStatus(ctx.db, uid(ctx), i.orderNo),
};
