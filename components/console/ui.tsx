'use client';
/**
 * Small building blocks of console pages: an action hook (call, toast, refresh the server-rendered page), a reason
 * dialog, buttons and badges. Lists are server components reading the domain layer; actions go through the API.
 */
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
import { Modal } from '@/components/ui/Modal';
import { toast } from '@/lib/client/toast';
import { consoleApi, ConsoleApiError } from '@/lib/api/staff/client';
import type { StaffEndpointName } from '@/lib/api/endpoints/staff';

export function useConsoleAction() {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [, startTransition] = useTransition();
  async function run<K extends StaffEndpointName>(
    key: K,
    input: Parameters<typeof consoleApi<K>>[1],
    success?: string | ((data: unknown) => string | undefined),
  ) {
    if (busy) return null;
    setBusy(true);
    try {
      const { data } = await consoleApi(key, input);
      const msg = typeof success === 'function' ? success(data) : success;
      if (msg) toast.success(msg);
      startTransition(() => router.refresh());
      return data;
    } catch (e) {
      toast.error(e instanceof ConsoleApiError ? e.message : '操作失败，请稍后重试');
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { run, busy };
}

export function Btn({
  kind = 'primary',
  className = '',
  ...p
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { kind?: 'primary' | 'default' | 'danger' | 'link' }) {
  const styles = {
    primary: 'bg-brand-600 text-white hover:bg-brand-700 disabled:bg-brand-300',
    default:
      'border border-line bg-white text-ink-800 hover:border-brand-400 hover:text-brand-700 disabled:text-ink-400',
    danger: 'border border-red-300 bg-white text-red-600 hover:bg-red-50 disabled:text-red-300',
    link: 'text-brand-600 hover:underline disabled:text-ink-400',
  }[kind];
  return (
    <button
      type="button"
      {...p}
      className={`${kind === 'link' ? '' : 'rounded px-3 py-1.5'} text-sm ${styles} ${className}`}
    />
  );
}

/** A dialog asking for a reason (reject, cancel…) before running the action; the reason is required. */
export function ReasonButton({
  label,
  title,
  placeholder = '请填写原因',
  kind = 'danger',
  onSubmit,
  disabled,
}: {
  label: string;
  title: string;
  placeholder?: string;
  kind?: 'danger' | 'default' | 'primary';
  onSubmit: (reason: string) => Promise<unknown>;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Btn kind={kind} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Btn>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        footer={
          <div className="flex justify-end gap-2">
            <Btn kind="default" onClick={() => setOpen(false)}>
              取消
            </Btn>
            <Btn
              disabled={busy || !reason.trim()}
              onClick={async () => {
                setBusy(true);
                const r = await onSubmit(reason.trim());
                setBusy(false);
                if (r !== null) {
                  setOpen(false);
                  setReason('');
                }
              }}
            >
              确定
            </Btn>
          </div>
        }
      >
        <label className="block text-sm">
          <span className="mb-1 block text-ink-600">原因</span>
          <textarea
            aria-label="原因"
            className="h-24 w-full rounded border border-line p-2"
            maxLength={200}
            placeholder={placeholder}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </label>
      </Modal>
    </>
  );
}
