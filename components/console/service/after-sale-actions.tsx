'use client';
/**
 * Staff actions on an after-sales request (approve, reject, complete).
 * Each action calls its console endpoint through useConsoleAction (toast with the server's message, then the
 * server-rendered page refreshes); the server checks role, state and input again.
 */
import { useState } from 'react';
import { ReasonButton, useConsoleAction } from '@/components/console/ui';
import { DialogButton, TextArea, consoleMessage } from './dialog';

export function AfterSaleActions({
  id,
  actions,
  amount,
  typeLabel,
}: {
  id: number;
  actions: string[];
  amount: string | null;
  typeLabel: string;
}) {
  const { run, busy } = useConsoleAction();
  const [note, setNote] = useState('');
  const [resolution, setResolution] = useState('');
  if (actions.length === 0) return <span className="text-sm text-ink-500">无需处理</span>;
  return (
    <div className="flex flex-wrap gap-2" data-testid="after-sale-actions">
      {actions.includes('approve') && (
        <DialogButton
          label="审核通过"
          title="审核通过"
          testId="after-sale-approve"
          disabled={busy}
          submit={() => run('afterSales.approve', { id, note: note.trim() || undefined }, consoleMessage)}
        >
          <p>通过后买家可{typeLabel === '退货退款' || typeLabel === '换货' ? '寄回商品' : '等待处理结果'}。</p>
          <TextArea
            label="备注（买家可见，可不填）"
            value={note}
            onChange={setNote}
            max={500}
            placeholder="如：请在 7 天内寄回，注明售后单号"
          />
        </DialogButton>
      )}
      {actions.includes('reject') && (
        <ReasonButton
          label="驳回"
          title="驳回售后申请"
          placeholder="买家将看到驳回原因"
          disabled={busy}
          onSubmit={(reason) => run('afterSales.reject', { id, reason }, consoleMessage)}
        />
      )}
      {actions.includes('complete') && (
        <DialogButton
          label="确认完成"
          title="确认收货并完成"
          testId="after-sale-complete"
          disabled={busy}
          submit={() => run('afterSales.complete', { id, resolution: resolution.trim() || undefined }, consoleMessage)}
        >
          {amount && (
            <p>
              退款金额（按订单行计算）：<b>{amount}</b>
              。确认后生成退款单，按订单支付方式退回：账期冲减账单并恢复额度、支付宝原路退回、对公转账由财务在「退款」中登记。
            </p>
          )}
          <TextArea
            label="处理结果（买家可见）"
            value={resolution}
            onChange={setResolution}
            max={500}
            placeholder="如：退货已验收 / 已补发，顺丰 SF…"
          />
        </DialogButton>
      )}
    </div>
  );
}
