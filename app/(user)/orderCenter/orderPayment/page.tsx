/** /orderCenter/orderPayment?orderNo= — paying an order from the order centre is the payment page. */
import { redirect } from 'next/navigation';

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const sp = await searchParams;
  const orderNo = typeof sp.orderNo === 'string' ? sp.orderNo : '';
  redirect(
    orderNo
      ? `/settlementPage/payment/paymentBill?orderNo=${encodeURIComponent(orderNo)}`
      : '/orderCenter?status=pending_payment',
  );
}
