'use client';
/**
 * Staff actions on credit terms (账期): applications, an organisation's account, repayments.
 * Each action calls its console endpoint through useConsoleAction (toast with the server's message, then the
 * server-rendered page refreshes); the server checks role, state and input again.
 */
import { useState } from 'react';
import { ReasonButton, useConsoleAction } from '@/components/console/ui';
import { CREDIT_RULES } from '@/lib/config/constants';
import { DialogButton, consoleMessage, inputClass } from './dialog';

function QuotaFields({
  quota,
  setQuota,
  period,
  setPeriod,
}: {
  quota: string;
  setQuota: (v: string) => void;
  period: string;
  setPeriod: (v: string) => void;
}) {
  return (
    <>
      <label className="block">
        <span className="mb-1 block text-ink-600">授信额度（元）</span>
        <input
          aria-label="授信额度"
          inputMode="decimal"
          className={inputClass}
          value={quota}
          onChange={(e) => setQuota(e.target.value)}
        />
      </label>
      <label className="block">
        <span className="mb-1 block text-ink-600">账期天数</span>
        <select aria-label="账期天数" className={inputClass} value={period} onChange={(e) => setPeriod(e.target.value)}>
          {CREDIT_RULES.periods.map((p) => (
            <option key={p} value={p}>
              {p} 天
            </option>
          ))}
        </select>
      </label>
    </>
  );
}

export function CreditAppActions({ id, quota: q0, periodDays }: { id: number; quota: number; periodDays: number }) {
  const { run, busy } = useConsoleAction();
  const [quota, setQuota] = useState(String(q0));
  const [period, setPeriod] = useState(String(periodDays));
  return (
    <div className="flex flex-wrap gap-2">
      <DialogButton
        label="通过"
        title="通过账期申请"
        testId={`credit-approve-${id}`}
        disabled={busy}
        submit={() => run('credit.approve', { id, quota: Number(quota), periodDays: Number(period) }, consoleMessage)}
      >
        <QuotaFields quota={quota} setQuota={setQuota} period={period} setPeriod={setPeriod} />
      </DialogButton>
      <ReasonButton
        label="驳回"
        title="驳回账期申请"
        placeholder="单位管理员将看到驳回原因"
        disabled={busy}
        onSubmit={(reason) => run('credit.reject', { id, reason }, consoleMessage)}
      />
    </div>
  );
}

export function CreditAccountButton({
  orgId,
  quota: q0,
  periodDays,
  used,
}: {
  orgId: number;
  quota: number | null;
  periodDays: number | null;
  used: string | null;
}) {
  const { run, busy } = useConsoleAction();
  const [quota, setQuota] = useState(q0 === null ? '' : String(q0));
  const [period, setPeriod] = useState(String(periodDays ?? 30));
  return (
    <DialogButton
      label={q0 === null ? '开通账期' : '调整额度'}
      title={q0 === null ? '开通账期' : '调整额度与账期'}
      testId="credit-account-set"
      disabled={busy}
      submit={() =>
        run('credit.setAccount', { orgId, quota: Number(quota), periodDays: Number(period) }, consoleMessage)
      }
    >
      {used && <p className="text-ink-600">已用额度 {used}，新额度不能低于已用额度。</p>}
      <QuotaFields quota={quota} setQuota={setQuota} period={period} setPeriod={setPeriod} />
    </DialogButton>
  );
}

export function RepaidButton({ orderNo, amount }: { orderNo: string; amount: string }) {
  const { run, busy } = useConsoleAction();
  return (
    <DialogButton
      label="登记还款"
      title="登记还款"
      kind="default"
      disabled={busy}
      submit={() => run('credit.repaid', { orderNo }, consoleMessage)}
    >
      <p>
        确认订单 <span className="font-mono">{orderNo}</span> 的账期款 {amount} 已到账？登记后该额度恢复可用。
      </p>
    </DialogButton>
  );
}
