'use client';
/** Form pieces of the content console: labelled fields, a form-state hook, a confirm-before-delete button. */
import { useState, type ChangeEvent } from 'react';
import { ConfirmDialog } from '@/components/ui/Modal';
import { Btn } from '../ui';

export const inputCls = 'h-9 w-full rounded border border-line px-2 text-sm focus:border-brand-500 focus:outline-none';

export function Field({
  label,
  required,
  hint,
  className = '',
  children,
}: {
  label: string;
  required?: boolean;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  // The hint sits outside the <label> so that the control's accessible name is the label alone.
  return (
    <div className={`text-sm ${className}`}>
      <label className="block">
        <span className="mb-1 block text-ink-500">
          {required && (
            <span aria-hidden="true" className="mr-0.5 text-red-500">
              *
            </span>
          )}
          {label}
        </span>
        {children}
      </label>
      {hint && <span className="mt-1 block text-xs text-ink-500">{hint}</span>}
    </div>
  );
}

type Editable = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** Form values as strings (what inputs hold); `bind(k)` gives an input its value and change handler. */
export function useFields<T extends Record<string, string>>(initial: T) {
  const [v, setV] = useState<T>(initial);
  const set = <K extends keyof T>(k: K, value: T[K]) => setV((p) => ({ ...p, [k]: value }));
  const bind = <K extends keyof T>(k: K) => ({
    value: v[k],
    onChange: (e: ChangeEvent<Editable>) => set(k, e.target.value as T[K]),
  });
  return { v, set, bind };
}

/** A button that asks before running `onConfirm` (delete, withdraw…). */
export function ConfirmButton({
  label,
  message,
  onConfirm,
  kind = 'danger',
  disabled,
}: {
  label: string;
  message: string;
  onConfirm: () => Promise<unknown>;
  kind?: 'danger' | 'link' | 'default';
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  return (
    <>
      <Btn kind={kind} disabled={disabled} onClick={() => setOpen(true)}>
        {label}
      </Btn>
      <ConfirmDialog
        open={open}
        message={message}
        busy={busy}
        onCancel={() => setOpen(false)}
        onConfirm={async () => {
          setBusy(true);
          await onConfirm();
          setBusy(false);
          setOpen(false);
        }}
      />
    </>
  );
}

/** '' → null, else the trimmed text (optional fields). */
export const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** A content form: submit runs `onSave` (the page stays; errors arrive as toasts). */
export function ContentForm({ onSave, children }: { onSave: () => Promise<unknown>; children: React.ReactNode }) {
  return (
    <form
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void onSave();
      }}
    >
      {children}
    </form>
  );
}

/** Save (创建 / 保存), a link to the storefront page, and delete at the far end. */
export function FormActions({
  editing,
  busy,
  viewHref,
  remove,
}: {
  editing: boolean;
  busy: boolean;
  viewHref?: string | null;
  remove?: { label: string; message: string; run: () => Promise<unknown> };
}) {
  return (
    <div className="flex items-center gap-3">
      <Btn type="submit" disabled={busy}>
        {editing ? '保存' : '创建'}
      </Btn>
      {viewHref && (
        <a className="text-sm text-brand-600 hover:underline" href={viewHref} target="_blank" rel="noreferrer">
          在商城查看
        </a>
      )}
      {remove && (
        <>
          <span className="flex-1" />
          <ConfirmButton label={remove.label} message={remove.message} onConfirm={remove.run} />
        </>
      )}
    </div>
  );
}
