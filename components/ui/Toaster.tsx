'use client';
/** Renders the toasts of lib/client/toast top-centre; each disappears after ~3 s (or on click). */
import { useSyncExternalStore } from 'react';
import { dismissToast, getServerToasts, getToasts, subscribeToasts, type ToastKind } from '@/lib/client/toast';

const STYLE: Record<ToastKind, { box: string; icon: string; glyph: string }> = {
  success: { box: 'border-green-200 bg-green-50 text-green-800', icon: 'bg-green-600', glyph: '✓' },
  error: { box: 'border-red-200 bg-red-50 text-red-700', icon: 'bg-red-600', glyph: '!' },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-800', icon: 'bg-amber-500', glyph: '!' },
  info: { box: 'border-brand-100 bg-brand-50 text-brand-700', icon: 'bg-brand-500', glyph: 'i' },
};

export function Toaster() {
  const items = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <div
      aria-live="polite"
      aria-atomic="false"
      className="pointer-events-none fixed inset-x-0 top-5 z-[1000] flex flex-col items-center gap-2 px-4"
    >
      {items.map((t) => {
        const s = STYLE[t.kind];
        return (
          <div
            key={t.id}
            role={t.kind === 'error' || t.kind === 'warning' ? 'alert' : 'status'}
            onClick={() => dismissToast(t.id)}
            className={`pointer-events-auto flex max-w-[520px] cursor-pointer items-center gap-2 rounded-md border px-4 py-2.5 text-sm shadow-md ${s.box}`}
          >
            <span
              aria-hidden="true"
              className={`flex h-4 w-4 shrink-0 items-center justify-center rounded-full text-[11px] font-bold leading-none text-white ${s.icon}`}
            >
              {s.glyph}
            </span>
            <span className="break-words">{t.message}</span>
          </div>
        );
      })}
    </div>
  );
}

export default Toaster;
