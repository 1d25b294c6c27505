'use client';
/**
 * The phone payment (/mobileView?target=/settlementPage/payment/paymentBill?orderNo=): the desktop payment's data and
 * actions (use-payment) with the phone ways to pay — 支付宝 in Alipay's phone cashier (手机网站支付, wap), 对公转账
 * with the voucher photographed by the phone's camera (to the same voucher upload), and 账期支付.
 */
import Link from 'next/link';
import { ConfirmDialog } from '@/components/ui/Modal';
import { paySuccessPath, usePayment, type PayMethod } from '@/components/orders/use-payment';
import { timeLeft, yuan } from '@/lib/client/orders';
import { PAY_MSG } from '@/lib/config/messages';
import { BottomBar, PHONE_ACCENT, PHONE_OUTLINE, PHONE_PRIMARY, PhoneLoading, PhoneNote, PhoneSection, ph } from './ui';

const successHref = (orderNo: string) => ph(paySuccessPath(orderNo));
const detailHref = (orderNo: string) => ph(`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(orderNo)}`);

const METHODS: readonly [PayMethod, string][] = [
  ['alipay', '支付宝'],
  ['transfer', '对公转账'],
  ['credit', '账期支付'],
];

/** The voucher input: the camera first on a phone (capture), any image from the album otherwise. */
function VoucherInput({ busy, onFile, label }: { busy: boolean; onFile: (f: File) => void; label: string }) {
  return (
    <label className={`${PHONE_PRIMARY} w-full cursor-pointer`}>
      {busy ? '上传中…' : label}
      <input
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        disabled={busy}
        data-testid="pay-voucher-input"
        onChange={(e) => e.target.files?.[0] && onFile(e.target.files[0])}
      />
    </label>
  );
}

export function PhonePayment({ orderNo }: { orderNo: string }) {
  const {
    orderQ,
    creditQ,
    transferQ,
    method,
    setMethod,
    busy,
    confirmCredit,
    setConfirmCredit,
    payAlipay,
    payCredit,
    uploadVoucher,
  } = usePayment({ orderNo, device: 'wap', successHref });
  if (!orderNo || orderQ.isError) return <PhoneNote testId="pay-not-found">{PAY_MSG.orderNotFound}</PhoneNote>;
  if (orderQ.isPending) return <PhoneLoading />;
  const o = orderQ.data;
  const t = transferQ.data;
  const credit = creditQ.data;

  if (o.status !== 'pending_payment') {
    const waiting = o.status === 'pending_confirm';
    return (
      <div className="flex flex-col items-center gap-3 bg-white px-4 py-8 text-center" data-testid="pay-state">
        <p className="text-[17px] font-medium">{waiting ? '转账凭证已提交，等待确认收款' : `订单${o.statusLabel}`}</p>
        <p className="text-sm text-ink-500">
          订单号 {o.orderNo} · 金额 {yuan(o.payAmount)}
        </p>
        {waiting && <VoucherInput busy={busy} onFile={(f) => void uploadVoucher(f)} label="重新拍照上传凭证" />}
        <Link
          prefetch={false}
          href={detailHref(o.orderNo)}
          className={`${PHONE_OUTLINE} w-full`}
          data-testid="pay-order-link"
        >
          查看订单
        </Link>
      </div>
    );
  }
  const left = timeLeft(o.payDeadline);
  return (
    <div data-testid="payment-bill">
      <PhoneSection>
        <p className="text-[15px] font-medium">订单提交成功，请尽快付款！</p>
        <p className="mt-1 text-[13px] text-ink-500 [overflow-wrap:anywhere]">
          订单号：<span data-testid="pay-order-no">{o.orderNo}</span>
        </p>
        {left && (
          <p className="text-[13px] text-ink-500">
            请在 <b className="text-danger">{left}</b> 内完成支付，逾期订单将自动取消
          </p>
        )}
      </PhoneSection>
      <PhoneSection title="选择支付方式">
        <div className="flex flex-col gap-2" role="radiogroup" aria-label="支付方式">
          {METHODS.map(([m, label]) => (
            <label
              key={m}
              className={`flex min-h-11 cursor-pointer items-center rounded border px-4 text-[15px] ${method === m ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line'}`}
            >
              <input
                type="radio"
                name="method"
                className="sr-only"
                checked={method === m}
                onChange={() => setMethod(m)}
              />
              {label}
            </label>
          ))}
        </div>
        <div className="mt-3 text-[13px]">
          {method === 'alipay' && (
            <p className="text-ink-500">将跳转到支付宝手机收银台完成付款，付款结果以支付宝的异步通知为准。</p>
          )}
          {method === 'transfer' && t && (
            <div data-testid="pay-transfer">
              <dl className="grid grid-cols-[5em_minmax(0,1fr)] gap-y-1.5">
                <dt className="text-ink-500">户名</dt>
                <dd className="[overflow-wrap:anywhere]">{t.accountName}</dd>
                <dt className="text-ink-500">开户银行</dt>
                <dd className="[overflow-wrap:anywhere]">{t.bankName}</dd>
                <dt className="text-ink-500">账号</dt>
                <dd className="font-mono [overflow-wrap:anywhere]">{t.accountNo}</dd>
                <dt className="text-ink-500">转账金额</dt>
                <dd className="price">{yuan(t.payAmount)}</dd>
                <dt className="text-ink-500">附言/用途</dt>
                <dd className="[overflow-wrap:anywhere]">
                  <b data-testid="pay-reference">{t.reference}</b>（{t.note}）
                </dd>
              </dl>
              <p className="my-2 text-ink-500">转账完成后，请拍下转账凭证上传，我们确认收款后安排发货。</p>
              <VoucherInput busy={busy} onFile={(f) => void uploadVoucher(f)} label="拍照上传转账凭证" />
            </div>
          )}
          {method === 'credit' && credit && (
            <p className={credit.enough ? '' : 'text-danger'} data-testid="pay-credit">
              {credit.message}
            </p>
          )}
        </div>
      </PhoneSection>
      <BottomBar label="付款">
        <p className="min-w-0 flex-1 text-[13px]">
          应付{' '}
          <b className="price text-[18px]" data-testid="pay-amount">
            {yuan(o.payAmount)}
          </b>
        </p>
        {method === 'alipay' && (
          <button
            type="button"
            className={`${PHONE_ACCENT} shrink-0`}
            disabled={busy}
            onClick={() => void payAlipay()}
            data-testid="pay-alipay"
          >
            {busy ? '正在跳转…' : '去支付宝付款'}
          </button>
        )}
        {method === 'credit' && credit?.enough && (
          <button
            type="button"
            className={`${PHONE_ACCENT} shrink-0`}
            disabled={busy}
            onClick={() => setConfirmCredit(true)}
            data-testid="pay-credit-button"
          >
            使用账期支付
          </button>
        )}
      </BottomBar>
      <ConfirmDialog
        open={confirmCredit}
        message={`确定使用账期支付 ${yuan(o.payAmount)} 吗？`}
        busy={busy}
        onCancel={() => setConfirmCredit(false)}
        onConfirm={() => void payCredit()}
      />
    </div>
  );
}
