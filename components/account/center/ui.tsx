/** Small shared pieces of the personal-centre pages: panel, form row, status badge, loading and error states. */
import { Icon } from '@/components/ui/Icon';
import { CHINA_TIME_ZONE } from '@/lib/kernel/time';

export { Loading, LoadError } from '@/components/ui/LoadState';

export function Panel({
  title,
  extra,
  children,
  id,
  testId,
}: {
  title: string;
  extra?: React.ReactNode;
  children: React.ReactNode;
  id?: string;
  testId?: string;
}) {
  return (
    <section id={id} className="card scroll-mt-4 p-5" data-testid={testId}>
      <header className="mb-4 flex items-center justify-between border-b border-line pb-3">
        <h1 className="section-title text-[16px]">{title}</h1>
        {extra}
      </header>
      {children}
    </section>
  );
}

export function FormRow({
  label,
  required,
  error,
  children,
  htmlFor,
  hint,
}: {
  label: string;
  required?: boolean;
  error?: string | null;
  children: React.ReactNode;
  htmlFor?: string;
  hint?: React.ReactNode;
}) {
  return (
    <div className="grid grid-cols-[128px_1fr] items-start gap-x-3 gap-y-1 text-[13px]">
      <label htmlFor={htmlFor} className="pt-2 text-right text-ink-700">
        {required && <span className="mr-0.5 text-danger">*</span>}
        {label}
      </label>
      <div className="min-w-0">
        {children}
        {hint && !error && <p className="mt-1 text-xs text-ink-500">{hint}</p>}
        {error && (
          <p className="mt-1 text-xs text-danger" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** identityStatus ('0'..'3') or certStatus (0..3) → label and colours. */
export const VERIFY_STATUS: Record<string, { label: string; cls: string }> = {
  '0': { label: '未认证', cls: 'bg-surface text-ink-500 border-line' },
  '1': { label: '审核中', cls: 'bg-amber-50 text-amber-700 border-amber-200' },
  '2': { label: '已认证', cls: 'bg-green-50 text-success border-green-200' },
  '3': { label: '已驳回', cls: 'bg-red-50 text-danger border-red-200' },
};

/** A form's submit button, aligned with the FormRow inputs; it says so while the form is busy. */
export function SubmitRow({
  busy,
  label,
  busyLabel = '提交中…',
  testId,
}: {
  busy: boolean;
  label: string;
  busyLabel?: string;
  testId?: string;
}) {
  return (
    <div className="pl-[140px]">
      <button type="submit" className="btn btn-primary min-w-28" disabled={busy} data-testid={testId}>
        {busy ? busyLabel : label}
      </button>
    </div>
  );
}

export function StatusBadge({ status, testId }: { status: string | number | null | undefined; testId?: string }) {
  const s = VERIFY_STATUS[String(status ?? '0')] ?? VERIFY_STATUS['0']!;
  return (
    <span className={`inline-block rounded-sm border px-1.5 py-0.5 text-xs ${s.cls}`} data-testid={testId}>
      {s.label}
    </span>
  );
}

/** yyyy-mm-dd hh:mm in China time from an ISO string. */
export function formatTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = new Intl.DateTimeFormat('zh-CN', {
    timeZone: CHINA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).formatToParts(d);
  const g = (t: string) => p.find((x) => x.type === t)?.value ?? '';
  return `${g('year')}-${g('month')}-${g('day')} ${g('hour')}:${g('minute')}`;
}

/** The buyer's avatar, or a neutral silhouette when none was uploaded. */
export function Avatar({ url, size = 80 }: { url: string | null | undefined; size?: number }) {
  const style = { width: size, height: size };
  if (!url) {
    return (
      <span
        style={style}
        className="flex shrink-0 items-center justify-center rounded-full border border-line bg-brand-50 text-brand-300"
        data-testid="avatar"
      >
        <Icon name="user" size={Math.round(size * 0.55)} strokeWidth={1.5} />
      </span>
    );
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={url}
      alt="头像"
      style={style}
      className="shrink-0 rounded-full border border-line bg-surface object-cover"
      data-testid="avatar"
    />
  );
}

/** A timeline as a row of steps (label, time, note): an order's progress, a refund's. */
export function Steps({
  label,
  items,
  className = '',
  testId,
}: {
  label: string;
  items: { label: string; at: string; note: string | null }[];
  className?: string;
  testId?: string;
}) {
  return (
    <ol className={`flex flex-wrap gap-x-6 text-[12px] ${className}`} aria-label={label} data-testid={testId}>
      {items.map((t, i) => (
        <li key={i} className="flex flex-col">
          <span className="font-medium text-ink-900">{t.label}</span>
          <span className="text-ink-500">{formatTime(t.at)}</span>
          {t.note && <span className="text-ink-500">{t.note}</span>}
        </li>
      ))}
    </ol>
  );
}
