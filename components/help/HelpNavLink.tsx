'use client';
/** A help-tree link that highlights itself when it is the page being shown. */
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';

export function HelpNavLink({ href, children }: { href: string; children: React.ReactNode }) {
  const pathname = usePathname();
  const sp = useSearchParams();
  const u = new URL(href, 'http://x');
  const active = u.pathname === pathname && (u.searchParams.get('id') ?? '') === (sp?.get('id') ?? '');
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`block rounded px-3 py-1.5 text-[13px] ${active ? 'bg-brand-50 font-medium text-brand-600' : 'text-ink-700 hover:text-brand-600'}`}
    >
      {children}
    </Link>
  );
}
