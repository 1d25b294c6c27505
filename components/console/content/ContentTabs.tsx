'use client';
/** Tabs of the content console (概览, 资讯, 帮助中心, 轮播图, 药典方法, 标准); the current one from the path. */
import Link from 'next/link';
import { usePathname } from 'next/navigation';

export const CONTENT_TABS = [
  { href: '/console/content', label: '概览' },
  { href: '/console/content/news', label: '资讯' },
  { href: '/console/content/help', label: '帮助中心' },
  { href: '/console/content/banners', label: '轮播图' },
  { href: '/console/content/methods', label: '药典方法' },
  { href: '/console/content/standards', label: '标准' },
] as const;

export function ContentTabs() {
  const path = usePathname() ?? '';
  const current =
    [...CONTENT_TABS].reverse().find((t) => path === t.href || path.startsWith(`${t.href}/`))?.href ??
    '/console/content';
  return (
    <nav className="mb-4 flex gap-1 border-b border-line" aria-label="内容管理">
      {CONTENT_TABS.map((t) => (
        <Link
          key={t.href}
          href={t.href}
          aria-current={t.href === current ? 'page' : undefined}
          className={`-mb-px border-b-2 px-4 py-2 text-sm ${t.href === current ? 'border-brand-600 font-medium text-brand-700' : 'border-transparent text-ink-500 hover:text-brand-600'}`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}
