'use client';
/**
 * Finance's actions on a refund.
 * Each action calls its console endpoint through useConsoleAction (toast with the server's message, then the
 * server-rendered page refreshes); the server checks role, state and input again.
 */
import { useState } from 'react';
import { ReasonButton, useConsoleAction } from '@/components/console/ui';
import { REFUND_MSG } from '@/lib/config/messages';
import { todayInChina } from '@/lib/kernel/time';
import { DialogButton, Field, consoleMessage, inputClass } from './dialog';

/**
 * Finance's steps on a refund: 登记转账 (reference 流水号 + date) or 标记失败 for a bank transfer; 重新退款 for a failed
 * one (Alipay: the same out_request_no, so it is never refunded twice); 重新提交 for an Alipay refund without an answer.
 */
export function RefundActions({
  id,
  actions,
  amount,
  channelLabel,
}: {
  id: number;
  actions: string[];
  amount: string;
  channelLabel: string;
}) {
  const { run, busy } = useConsoleAction();
  const [reference, setReference] = useState('');
  const [date, setDate] = useState(todayInChina());
  const [tried, setTried] = useState(false);
  const referenceError = tried && !reference.trim() ? REFUND_MSG.referenceRequired : '';
  const dateError = tried && !date ? REFUND_MSG.dateInvalid : '';
  if (actions.length === 0) return <span className="text-sm text-ink-500">无需处理</span>;
  return (
    <div className="flex flex-wrap gap-2" data-testid="refund-actions">
      {actions.includes('record_transfer') && (
        <DialogButton
          label="登记转账"
          title="登记退款转账"
          testId="refund-transfer"
          disabled={busy}
          check={() => {
            setTried(true);
            return !!reference.trim() && !!date;
          }}
          submit={() => run('refunds.recordTransfer', { id, reference: reference.trim(), date }, consoleMessage)}
        >
          <p>
            请先通过网银向买家转账 <b>{amount}</b>（{channelLabel}
            ），再登记银行流水号与转账日期。登记后退款完成，买家可在订单与售后详情中看到。
          </p>
          <Field label="转账流水号" required error={referenceError}>
            <input
              aria-label="转账流水号"
              aria-required
              aria-invalid={referenceError ? true : undefined}
              className={`${inputClass} ${referenceError ? 'border-red-400' : ''}`}
              maxLength={64}
              value={reference}
              onChange={(e) => setReference(e.target.value)}
              placeholder="字母、数字或短横线"
            />
          </Field>
          <Field label="转账日期" required error={dateError}>
            <input
              aria-label="转账日期"
              aria-required
              aria-invalid={dateError ? true : undefined}
              type="date"
              className={`${inputClass} ${dateError ? 'border-red-400' : ''}`}
              max={todayInChina()}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </Field>
        </DialogButton>
      )}
      {(actions.includes('retry') || actions.includes('resend')) && (
        <DialogButton
          label={actions.includes('retry') ? '重新退款' : '重新提交'}
          title="重新退款"
          kind="default"
          testId="refund-retry"
          disabled={busy}
          submit={() => run('refunds.retry', { id }, consoleMessage)}
        >
          <p>
            {channelLabel === '原路退回支付宝'
              ? '将以同一退款请求号再次向支付宝提交，支付宝对同一请求号只退款一次，不会重复退款。'
              : '退款将回到“退款中”，等待财务重新转账。'}
          </p>
        </DialogButton>
      )}
      {actions.includes('fail') && (
        <ReasonButton
          label="标记失败"
          title="退款转账失败"
          placeholder="如：收款账户名不符，已退回"
          disabled={busy}
          onSubmit={(reason) => run('refunds.fail', { id, reason }, consoleMessage)}
        />
      )}
    </div>
  );
}
