'use client';
/**
 * Staff actions on an invoice request (issue with number and PDF, reject).
 * Each action calls its console endpoint through useConsoleAction (toast with the server's message, then the
 * server-rendered page refreshes); the server checks role, state and input again.
 */
import { useState } from 'react';
import { ReasonButton, useConsoleAction } from '@/components/console/ui';
import { CONSOLE_SERVICE_MSG as SM } from '@/lib/config/messages';
import { INVOICE_NUMBER_RE } from '@/lib/api/endpoints/staff/service';
import { DialogButton, Field, consoleMessage, inputClass } from './dialog';

export function InvoiceActions({ id, canReject = true }: { id: number; canReject?: boolean }) {
  const { run, busy } = useConsoleAction();
  const [number, setNumber] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [tried, setTried] = useState(false);
  // The same rules as the server's (lib/api/endpoints/staff/service.ts), shown at the field once 确定 was pressed.
  const numberError = tried && !INVOICE_NUMBER_RE.test(number.trim()) ? SM.invoiceNumberInvalid : '';
  const fileError = tried && !file ? SM.invoicePdfRequired : '';
  return (
    <div className="flex flex-wrap gap-2" data-testid="invoice-actions">
      <DialogButton
        label="开票"
        title="开具发票"
        testId="invoice-issue"
        disabled={busy}
        check={() => {
          setTried(true);
          return INVOICE_NUMBER_RE.test(number.trim()) && !!file;
        }}
        submit={() => {
          const fd = new FormData();
          fd.set('id', String(id));
          fd.set('invoiceNumber', number.trim());
          if (file) fd.set('file', file);
          return run('invoices.issue', fd, consoleMessage);
        }}
      >
        <Field label="发票号码" required error={numberError}>
          <input
            aria-label="发票号码"
            aria-required
            aria-invalid={numberError ? true : undefined}
            className={`${inputClass} ${numberError ? 'border-red-400' : ''}`}
            value={number}
            maxLength={40}
            onChange={(e) => setNumber(e.target.value)}
            placeholder="税务机关的发票号码（6-40位数字或字母）"
          />
        </Field>
        <Field label="发票 PDF" required error={fileError}>
          <input
            aria-label="发票 PDF"
            aria-required
            aria-invalid={fileError ? true : undefined}
            type="file"
            accept="application/pdf,.pdf"
            className="block text-sm"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </Field>
        <p className="text-xs text-ink-500">PDF 将按文件内容校验，开票后买家可在发票管理中下载。</p>
      </DialogButton>
      {canReject && (
        <ReasonButton
          label="驳回"
          title="驳回发票申请"
          placeholder="买家将看到驳回原因"
          disabled={busy}
          onSubmit={(reason) => run('invoices.reject', { id, reason }, consoleMessage)}
        />
      )}
    </div>
  );
}
