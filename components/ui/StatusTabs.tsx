/**
 * Status tabs as plain links (one per status, the current one marked `aria-current="page"`), shared by the buyer's
 * order and inquiry centres (underlined, with counts) and the console lists (pills).
 */
import Link from 'next/link';

export type StatusTab = { key: string; href: string; label: string; count?: number | null; testId?: string };

const LOOK = {
  underline: {
    nav: 'flex gap-1',
    item: '-mb-px border-b-2 px-3 py-2 text-[13px]',
    on: 'border-brand-500 font-medium text-brand-600',
    off: 'border-transparent text-ink-700 hover:text-brand-600',
  },
  pill: {
    nav: 'flex flex-wrap gap-1 text-sm',
    item: 'rounded px-3 py-1.5',
    on: 'bg-brand-600 text-white',
    off: 'bg-white text-ink-700 hover:text-brand-600',
  },
} as const;

export function StatusTabs({
  tabs,
  current,
  label,
  variant = 'underline',
  className,
}: {
  tabs: StatusTab[];
  current: string;
  label: string;
  variant?: keyof typeof LOOK;
  className?: string;
}) {
  const look = LOOK[variant];
  return (
    <nav className={className ? `${className} ${look.nav}` : look.nav} aria-label={label}>
      {tabs.map((t) => {
        const on = t.key === current;
        return (
          <Link
            key={t.key}
            href={t.href}
            aria-current={on ? 'page' : undefined}
            className={`${look.item} ${on ? look.on : look.off}`}
            data-testid={t.testId}
          >
            {t.label}
            {typeof t.count === 'number' && <span className="ml-1 text-xs text-ink-500">({t.count})</span>}
          </Link>
        );
      })}
    </nav>
  );
}
