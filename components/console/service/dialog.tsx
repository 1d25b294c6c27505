'use client';
/**
 * The dialog pieces shared by the console's staff actions (service pages, licences): a button opening a dialog with
 * fields, a labelled field with its error, a text area. `consoleMessage` reads the server's message for the toast.
 */
import { useState } from 'react';
import { Modal } from '@/components/ui/Modal';
import { Btn } from '@/components/console/ui';

export const consoleMessage = (d: unknown) => (d as { message?: string } | null)?.message;
export const inputClass = 'h-9 w-full rounded border border-line px-2 text-sm';

/** A button opening a dialog with fields; `submit` returns null when the call failed (the dialog stays open). */
export function DialogButton({
  label,
  title,
  kind = 'primary',
  testId,
  disabled,
  children,
  check,
  submit,
}: {
  label: string;
  title: string;
  kind?: 'primary' | 'default' | 'danger';
  testId?: string;
  disabled?: boolean;
  children: React.ReactNode;
  /** Checks the fields before submitting (false: the dialog shows what is missing and stays open). */
  check?: () => boolean;
  submit: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Btn kind={kind} disabled={disabled} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Btn>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={title}
        footer={
          <>
            <Btn kind="default" onClick={() => setOpen(false)}>
              取消
            </Btn>
            <Btn
              disabled={busy}
              data-testid={testId ? `${testId}-confirm` : undefined}
              onClick={async () => {
                if (check && !check()) return;
                setBusy(true);
                const r = await submit();
                setBusy(false);
                if (r !== null) setOpen(false);
              }}
            >
              确定
            </Btn>
          </>
        }
      >
        <div className="space-y-3 text-sm">{children}</div>
      </Modal>
    </>
  );
}

/** A field's label with the required mark, and the message of what is wrong with it (after a submit attempt). */
export function Field({
  label,
  required,
  error,
  children,
}: {
  label: string;
  required?: boolean;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <label className="block">
      <span className="mb-1 block text-ink-600">
        {required && (
          <span className="mr-0.5 text-red-600" aria-hidden>
            *
          </span>
        )}
        {label}
      </span>
      {children}
      {error && (
        <span role="alert" className="mt-1 block text-xs text-red-600">
          {error}
        </span>
      )}
    </label>
  );
}

export function TextArea({
  label,
  value,
  onChange,
  placeholder,
  max,
  required,
  error,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  placeholder?: string;
  max: number;
  required?: boolean;
  error?: string;
}) {
  return (
    <Field label={label} required={required} error={error}>
      <textarea
        aria-label={label}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        className={`h-24 w-full rounded border p-2 ${error ? 'border-red-400' : 'border-line'}`}
        maxLength={max}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
