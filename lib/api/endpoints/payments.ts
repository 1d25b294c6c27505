/**
 * Paying an order (base /mall/shopping/order/api): credit (spec §7 order/platform/credit/amount, order/pay/credit/message,
 * order/pay/credit), bank transfer with a voucher, Alipay page pay and phone (wap) pay. Every endpoint is the logged-in buyer's own order
 * (auth 'user'); another buyer's order number answers 订单不存在 and changes nothing. The Alipay notification has its
 * own route (app/mall/shopping/order/api/pay/alipay/notify), outside this table: it answers Alipay in plain text.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { PAY_MSG, PROFILE_MSG } from '@/lib/config/messages';
import type { CreditAmount, CreditMessage } from '@/lib/domain/commerce/payments';
import type { TransferInfo } from '@/lib/domain/commerce/payments';
import type { PayStatus } from '@/lib/domain/commerce/payments';

export type { CreditAmount, CreditMessage, TransferInfo, PayStatus };

const zOrderNo = z
  .string({ error: PAY_MSG.orderNotFound })
  .trim()
  .min(1, PAY_MSG.orderNotFound)
  .max(40, PAY_MSG.orderNotFound);
const zForm = z.custom<FormData>((v) => typeof FormData !== 'undefined' && v instanceof FormData, {
  message: PROFILE_MSG.fileRequired,
});

export const paymentEndpoints = {
  /** GET order/platform/credit/amount: the organisation's credit quota, used and available (yuan). */
  'pay.creditAmount': endpoint<CreditAmount>()({
    service: 'order',
    method: 'GET',
    path: 'order/platform/credit/amount',
    auth: 'user',
    input: z.object({}),
  }),
  /** GET order/pay/credit/message?orderNo=: whether the order can be paid on credit, and the sentence to show. */
  'pay.creditMessage': endpoint<CreditMessage>()({
    service: 'order',
    method: 'GET',
    path: 'order/pay/credit/message',
    auth: 'user',
    input: z.object({ orderNo: zOrderNo }),
  }),
  /** POST order/pay/credit {orderNo}: pays on credit (quota checked and taken in the same transaction; paid once). */
  'pay.credit': endpoint<{ orderNo: string; status: string; available: number }>()({
    service: 'order',
    method: 'POST',
    path: 'order/pay/credit',
    auth: 'user',
    input: z.object({ orderNo: zOrderNo }),
  }),
  /** GET order/pay/transfer/info?orderNo=: the company account, the reference to write, the voucher on file. */
  'pay.transferInfo': endpoint<TransferInfo>()({
    service: 'order',
    method: 'GET',
    path: 'order/pay/transfer/info',
    auth: 'user',
    input: z.object({ orderNo: zOrderNo }),
  }),
  /** POST order/pay/transfer/voucher (multipart orderNo + file): the transfer voucher; 待付款 → 待确认. */
  'pay.transferVoucher': endpoint<{ orderNo: string; status: string; voucherUrl: string; message: string }>()({
    service: 'order',
    method: 'POST',
    path: 'order/pay/transfer/voucher',
    auth: 'user',
    input: z.object({ orderNo: zOrderNo, form: zForm }),
  }),
  /** POST order/pay/alipay/create {orderNo}: the Alipay cashier URL to send the buyer to. */
  'pay.alipayCreate': endpoint<{ payUrl: string; outTradeNo: string }>()({
    service: 'order',
    method: 'POST',
    path: 'order/pay/alipay/create',
    auth: 'user',
    input: z.object({ orderNo: zOrderNo }),
  }),
  /**
   * POST order/pay/alipay/wap/create {orderNo}: the phone cashier URL (手机网站支付 alipay.trade.wap.pay); Alipay
   * returns the buyer to the phone pages (/mobileView) and the notification is the page pay's.
   */
  'pay.alipayWapCreate': endpoint<{ payUrl: string; outTradeNo: string }>()({
    service: 'order',
    method: 'POST',
    path: 'order/pay/alipay/wap/create',
    auth: 'user',
    input: z.object({ orderNo: zOrderNo }),
  }),
  /** GET order/pay/status?orderNo=: the order's payment state (the success page polls it). */
  'pay.status': endpoint<PayStatus>()({
    service: 'order',
    method: 'GET',
    path: 'order/pay/status',
    auth: 'user',
    input: z.object({ orderNo: zOrderNo }),
  }),
};
