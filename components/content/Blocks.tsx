/** Small shared blocks for content pages (server components). */
import Link from 'next/link';
import { UI } from '@/lib/config/messages';

export function PageHero({
  title,
  subtitle,
  children,
  tone = 'brand',
}: {
  title: string;
  subtitle?: string;
  children?: React.ReactNode;
  tone?: 'brand' | 'accent';
}) {
  const bg = tone === 'accent' ? 'from-accent-600 to-accent-500' : 'from-brand-700 to-brand-500';
  return (
    <section className={`bg-gradient-to-r ${bg} text-white`}>
      <div className="page-width px-0 py-10">
        <h1 className="text-[28px] font-semibold tracking-wide">{title}</h1>
        {subtitle && <p className="mt-2 max-w-[760px] text-[15px] text-white/85">{subtitle}</p>}
        {children && <div className="mt-5">{children}</div>}
      </div>
    </section>
  );
}

/** Marks invented demo content (required wherever the text is not real). */
export function DemoNotice({
  text = '以下内容为演示数据，仅用于展示商城功能，不代表真实信息。',
  className = '',
}: {
  text?: string;
  className?: string;
}) {
  return (
    <p
      className={`rounded border border-warning/40 bg-amber-50 px-3 py-2 text-[13px] text-amber-800 ${className}`}
      role="note"
    >
      <span className="mr-1 rounded bg-amber-200 px-1.5 py-0.5 text-[12px] font-medium">{UI.demoContent}</span>
      {text}
    </p>
  );
}

export function DemoTag() {
  return (
    <span className="ml-2 inline-flex items-center rounded bg-amber-100 px-1.5 py-0.5 align-middle text-[11px] font-medium text-amber-800">
      {UI.demoContent}
    </span>
  );
}

export function Card({
  title,
  extra,
  children,
  className = '',
  id,
}: {
  title?: React.ReactNode;
  extra?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  id?: string;
}) {
  return (
    <section className={`card p-5 ${className}`} id={id}>
      {(title || extra) && (
        <div className="mb-4 flex items-center justify-between gap-3">
          {title ? <h2 className="section-title">{title}</h2> : <span />}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}

/** A filter chip (a link that keeps the other query params). */
export function Chip({ href, active, children }: { href: string; active?: boolean; children: React.ReactNode }) {
  return (
    <Link
      href={href}
      className={`inline-flex h-7 items-center rounded-full border px-3 text-[13px] transition-colors ${
        active
          ? 'border-brand-500 bg-brand-500 text-white'
          : 'border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-600'
      }`}
      aria-current={active ? 'true' : undefined}
    >
      {children}
    </Link>
  );
}

/** Build an href from a pathname and params, dropping empty values. */
export function hrefWith(pathname: string, params: Record<string, string | number | null | undefined>): string {
  const u = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== null && v !== undefined && v !== '') u.set(k, String(v));
  const s = u.toString();
  return s ? `${pathname}?${s}` : pathname;
}

export function InfoGrid({ items, cols = 2 }: { items: { label: string; value: React.ReactNode }[]; cols?: 2 | 3 }) {
  return (
    <dl className={`grid gap-x-8 gap-y-2 text-[13px] ${cols === 3 ? 'grid-cols-3' : 'grid-cols-2'}`}>
      {items.map((i) => (
        <div key={i.label} className="flex min-w-0 gap-2">
          <dt className="shrink-0 text-ink-500">{i.label}：</dt>
          <dd className="min-w-0 break-words text-ink-900">{i.value}</dd>
        </div>
      ))}
    </dl>
  );
}
