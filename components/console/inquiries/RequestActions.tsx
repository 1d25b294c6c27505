'use client';
/** Console actions on inquiries and custom requests: close an inquiry, quote or decline a custom request (with reasons). */
import { useState } from 'react';
import { CUSTOM_RULES } from '@/lib/config/constants';
import { Btn, ReasonButton, useConsoleAction } from '@/components/console/ui';

const message = (d: unknown) => (d as { message?: string }).message;
const input = 'h-9 w-full rounded border border-line px-2 text-sm';

export function CloseInquiryButton({ id }: { id: number }) {
  const { run, busy } = useConsoleAction();
  return (
    <ReasonButton
      label="关闭询价"
      title="关闭询价单"
      placeholder="如：该品种已停产，无法供货（买家可见）"
      disabled={busy}
      onSubmit={(reason) => run('inquiries.close', { id, reason }, message)}
    />
  );
}

export function RejectCustomButton({ id }: { id: number }) {
  const { run, busy } = useConsoleAction();
  return (
    <ReasonButton
      label="无法承接"
      title="无法承接该定制需求"
      placeholder="如：合成路线不可行（买家可见）"
      disabled={busy}
      onSubmit={(reason) => run('custom.reject', { id, reason }, message)}
    />
  );
}

/** 报价 (or a new quote replacing the current one) of a custom request: amount, lead time, validity in days, note. */
export function CustomQuoteForm({
  id,
  initial,
}: {
  id: number;
  initial?: { amount: number | null; leadTime: string | null; note: string | null };
}) {
  const { run, busy } = useConsoleAction();
  const [amount, setAmount] = useState(initial?.amount ? initial.amount.toFixed(2) : '');
  const [leadTime, setLeadTime] = useState(initial?.leadTime ?? '');
  const [validDays, setValidDays] = useState(String(CUSTOM_RULES.quoteValidDays));
  const [note, setNote] = useState(initial?.note ?? '');
  return (
    <form
      data-testid="console-custom-quote"
      className="grid gap-3 text-sm sm:grid-cols-2"
      onSubmit={async (e) => {
        e.preventDefault();
        await run(
          'custom.quote',
          {
            id,
            amount: amount.trim(),
            leadTime: leadTime.trim(),
            validDays: Number(validDays) || 0,
            note: note.trim() || undefined,
          },
          message,
        );
      }}
    >
      <label>
        <span className="mb-1 block text-ink-600">报价金额（元，含税）</span>
        <input
          aria-label="报价金额"
          inputMode="decimal"
          className={input}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          placeholder="如 6800"
        />
      </label>
      <label>
        <span className="mb-1 block text-ink-600">交货周期</span>
        <input
          aria-label="交货周期"
          className={input}
          maxLength={60}
          value={leadTime}
          onChange={(e) => setLeadTime(e.target.value)}
          placeholder="如 4-6周"
        />
      </label>
      <label>
        <span className="mb-1 block text-ink-600">报价有效期（天）</span>
        <input
          aria-label="报价有效期（天）"
          type="number"
          min={1}
          max={365}
          className={input}
          value={validDays}
          onChange={(e) => setValidDays(e.target.value)}
        />
      </label>
      <label>
        <span className="mb-1 block text-ink-600">报价说明（买家可见）</span>
        <input
          aria-label="报价说明"
          className={input}
          maxLength={500}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          placeholder="如：含 HPLC、1H-NMR、MS 及 COA"
        />
      </label>
      <div className="sm:col-span-2">
        <Btn type="submit" disabled={busy}>
          {initial?.amount ? '重新报价' : '发送报价'}
        </Btn>
      </div>
    </form>
  );
}
