'use client';
/** Small shared pieces of the standards ledger pages: status and due badges, the 一键复购 button. */
import { useRouter } from 'next/navigation';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { refreshCart } from '@/lib/client/orders';
import { toast } from '@/lib/client/toast';
import type { LedgerStatus } from '@/lib/domain/accounts/ledger';

const STATUS_CLS: Record<LedgerStatus, string> = {
  unopened: 'border-brand-200 bg-brand-50 text-brand-700',
  opened: 'border-green-200 bg-green-50 text-success',
  used_up: 'border-line bg-surface text-ink-500',
  discarded: 'border-line bg-surface text-ink-500 line-through',
};

export function StatusTag({ status, label }: { status: LedgerStatus; label: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-sm border px-1.5 py-0.5 text-xs ${STATUS_CLS[status]}`}
      data-testid="ledger-status"
    >
      {label}
    </span>
  );
}

/** The due date with what it means now: 已过期 (red), 剩 N 天 within 30 days (amber), else the date alone. */
export function DueTag({
  dueOn,
  daysLeft,
  active,
}: {
  dueOn: string | null;
  daysLeft: number | null;
  active: boolean;
}) {
  if (!dueOn) return <span className="text-ink-300">—</span>;
  const cls =
    !active || daysLeft === null || daysLeft > 30
      ? 'text-ink-700'
      : daysLeft < 0
        ? 'font-medium text-danger'
        : 'font-medium text-amber-700';
  return (
    <span className={`whitespace-nowrap ${cls}`} data-testid="ledger-due">
      {dueOn}
      {active && daysLeft !== null && daysLeft <= 30 && (
        <span className="ml-1 text-xs">{daysLeft < 0 ? '（已过期）' : `（剩 ${daysLeft} 天）`}</span>
      )}
    </span>
  );
}

/** 一键复购: the same package into the cart (then the cart's count refreshes), or the goods page of the current lot. */
export function ReorderButton({
  id,
  className = 'btn btn-sm btn-accent',
  goToCart = false,
  label = '一键复购',
}: {
  id: number;
  className?: string;
  goToCart?: boolean;
  label?: string;
}) {
  const router = useRouter();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const r = await api('ledger.reorder', { id });
      if (r.mode === 'cart') {
        toast.success(r.message);
        await refreshCart(qc);
        if (goToCart) router.push(r.href);
      } else {
        toast.info(r.message);
        router.push(r.href);
      }
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className={className} disabled={busy} onClick={() => void run()} data-testid="ledger-reorder">
      {label}
    </button>
  );
}

/** A labelled field of the dialogs' forms. */
export function Field({ label, children, hint }: { label: string; children: React.ReactNode; hint?: string }) {
  return (
    <label className="block text-[13px]">
      <span className="mb-1 block text-ink-600">{label}</span>
      {children}
      {hint && <span className="mt-0.5 block text-xs text-ink-500">{hint}</span>}
    </label>
  );
}
