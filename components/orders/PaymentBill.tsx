'use client';
/**
 * /settlementPage/payment/paymentBill?orderNo= (订单支付): the order's amount and pay deadline from the server, and
 * the ways to pay: 支付宝 (the cashier of the configured adapter), 对公转账 (company account, the order number as the
 * reference, voucher upload → 待确认), 账期支付 (organisation buyers with an active credit account).
 */
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { timeLeft, yuan } from '@/lib/client/orders';
import { PAY_MSG } from '@/lib/config/messages';
import { ConfirmDialog } from '@/components/ui/Modal';
import { Loading } from '@/components/account/center/ui';
import { paySuccessPath, usePayment } from './use-payment';

export function PaymentBill() {
  const orderNo = useSearchParams()?.get('orderNo') ?? '';
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
  } = usePayment({ orderNo, device: 'pc', successHref: paySuccessPath });

  if (!orderNo) return <div className="card my-4 p-8 text-center text-ink-500">{PAY_MSG.orderNotFound}</div>;
  if (orderQ.isPending)
    return (
      <div className="card my-4">
        <Loading />
      </div>
    );
  if (orderQ.isError)
    return (
      <div className="card my-4 p-8 text-center text-ink-500" data-testid="pay-not-found">
        {PAY_MSG.orderNotFound}
      </div>
    );
  const o = orderQ.data;
  const left = timeLeft(o.payDeadline);
  const t = transferQ.data;
  const credit = creditQ.data;

  if (o.status !== 'pending_payment') {
    const waiting = o.status === 'pending_confirm';
    return (
      <div className="card my-4 flex flex-col items-center gap-3 p-10 text-center" data-testid="pay-state">
        <p className="text-[18px] font-medium">{waiting ? '转账凭证已提交，等待确认收款' : `订单${o.statusLabel}`}</p>
        <p className="text-ink-500">
          订单号 {o.orderNo} · 金额 {yuan(o.payAmount)}
        </p>
        {waiting && t?.voucherUrl && (
          <p className="text-[13px]">
            <a href={t.voucherUrl} target="_blank" rel="noreferrer" className="text-brand-600 hover:underline">
              查看已上传的凭证
            </a>
            <label className="ml-4 cursor-pointer text-brand-600 hover:underline">
              重新上传
              <input
                type="file"
                accept="image/png,image/jpeg,application/pdf"
                className="sr-only"
                disabled={busy}
                onChange={(e) => e.target.files?.[0] && void uploadVoucher(e.target.files[0])}
              />
            </label>
          </p>
        )}
        <Link
          href={`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(o.orderNo)}`}
          className="btn btn-primary"
          data-testid="pay-order-link"
        >
          查看订单
        </Link>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 py-4" data-testid="payment-bill">
      <section className="card flex items-center justify-between p-5">
        <div>
          <p className="text-[15px] font-medium">订单提交成功，请尽快付款！</p>
          <p className="mt-1 text-[13px] text-ink-500">
            订单号：<span data-testid="pay-order-no">{o.orderNo}</span>
            {left ? (
              <>
                {' '}
                · 请在{' '}
                <b className="text-danger" data-testid="pay-left">
                  {left}
                </b>{' '}
                内完成支付，逾期订单将自动取消
              </>
            ) : null}
          </p>
        </div>
        <p className="text-[13px]">
          应付金额{' '}
          <b className="price text-[22px]" data-testid="pay-amount">
            {yuan(o.payAmount)}
          </b>
        </p>
      </section>

      <section className="card p-5" aria-label="支付方式">
        <h2 className="section-title mb-3 text-[15px]">选择支付方式</h2>
        <div className="flex gap-3" role="radiogroup" aria-label="支付方式">
          {(
            [
              ['alipay', '支付宝'],
              ['transfer', '对公转账'],
              ['credit', '账期支付'],
            ] as const
          ).map(([m, label]) => (
            <label
              key={m}
              className={`cursor-pointer rounded border px-6 py-3 text-[14px] ${method === m ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-line'}`}
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

        <div className="mt-5 text-[13px]">
          {method === 'alipay' && (
            <div className="flex items-center gap-4">
              <p className="text-ink-500">将跳转到支付宝收银台完成付款，付款结果以支付宝的异步通知为准。</p>
              <button
                type="button"
                className="btn btn-primary btn-lg min-w-40"
                disabled={busy}
                onClick={() => void payAlipay()}
                data-testid="pay-alipay"
              >
                {busy ? '正在跳转…' : '去支付宝付款'}
              </button>
            </div>
          )}
          {method === 'transfer' && t && (
            <div className="grid grid-cols-2 gap-6" data-testid="pay-transfer">
              <dl className="grid grid-cols-[6em_1fr] gap-y-1.5">
                <dt className="text-ink-500">户名</dt>
                <dd>{t.accountName}</dd>
                <dt className="text-ink-500">开户银行</dt>
                <dd>{t.bankName}</dd>
                <dt className="text-ink-500">账号</dt>
                <dd className="font-mono">{t.accountNo}</dd>
                <dt className="text-ink-500">转账金额</dt>
                <dd className="price">{yuan(t.payAmount)}</dd>
                <dt className="text-ink-500">附言/用途</dt>
                <dd>
                  <b data-testid="pay-reference">{t.reference}</b>（{t.note}）
                </dd>
              </dl>
              <div>
                <p className="mb-2 text-ink-500">
                  转账完成后请上传转账凭证（PNG、JPEG 或 PDF），我们确认收款后安排发货。
                </p>
                <label className="btn btn-primary cursor-pointer">
                  {busy ? '上传中…' : '上传转账凭证'}
                  <input
                    type="file"
                    accept="image/png,image/jpeg,application/pdf"
                    className="sr-only"
                    disabled={busy}
                    data-testid="pay-voucher-input"
                    onChange={(e) => e.target.files?.[0] && void uploadVoucher(e.target.files[0])}
                  />
                </label>
              </div>
            </div>
          )}
          {method === 'credit' && credit && (
            <div className="flex items-center gap-4" data-testid="pay-credit">
              <p className={credit.enough ? '' : 'text-danger'}>{credit.message}</p>
              {credit.enough && (
                <button
                  type="button"
                  className="btn btn-primary btn-lg min-w-40"
                  disabled={busy}
                  onClick={() => setConfirmCredit(true)}
                  data-testid="pay-credit-button"
                >
                  使用账期支付
                </button>
              )}
            </div>
          )}
        </div>
      </section>
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
