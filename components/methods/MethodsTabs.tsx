/** Sub-navigation of the pharmacopoeia method area. */
import Link from 'next/link';

const TABS = [
  { href: '/methods', label: '方法首页' },
  { href: '/methods/allTheMethods', label: '全部方法' },
  { href: '/methods/methodsTheProduct', label: '方法相关产品' },
  { href: '/methods/methodsContrast', label: '方法对比' },
  { href: '/methods/productComparison', label: '产品对比' },
  { href: '/methods/productSummary', label: '产品汇总' },
  { href: '/methods/relatedSeries', label: '同系列方法' },
] as const;

export function MethodsTabs({ active }: { active: string }) {
  return (
    <nav aria-label="药典方法" className="border-b border-line bg-white">
      <ul className="page-width flex gap-1">
        {TABS.map((t) => (
          <li key={t.href}>
            <Link
              href={t.href}
              aria-current={t.href === active ? 'page' : undefined}
              className={`inline-flex h-11 items-center border-b-2 px-4 text-[14px] ${
                t.href === active
                  ? 'border-brand-500 font-medium text-brand-600'
                  : 'border-transparent text-ink-700 hover:text-brand-600'
              }`}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
