/** Breadcrumb trail (server component). The last item is the current page; items without href render as text. */
import { SiteLink } from '@/components/ui/SiteLink';

export type BreadcrumbItem = { label: string; href?: string };

export function Breadcrumb({ items, className = '' }: { items: BreadcrumbItem[]; className?: string }) {
  if (items.length === 0) return null;
  return (
    <nav aria-label="面包屑" className={`py-3 text-[13px] text-ink-500 ${className}`}>
      <ol className="flex flex-wrap items-center gap-1">
        <li className="text-ink-500">当前位置：</li>
        {items.map((item, i) => {
          const isLast = i === items.length - 1;
          return (
            <li key={`${i}-${item.label}`} className="flex items-center gap-1">
              {item.href && !isLast ? (
                <SiteLink prefetch={false} href={item.href} className="hover:text-brand-600">
                  {item.label}
                </SiteLink>
              ) : (
                <span className={isLast ? 'text-ink-900' : ''} aria-current={isLast ? 'page' : undefined}>
                  {item.label}
                </span>
              )}
              {!isLast && (
                <span aria-hidden="true" className="text-ink-300">
                  &gt;
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

export default Breadcrumb;
