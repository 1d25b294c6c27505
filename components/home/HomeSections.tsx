/** Home page building blocks (server components): side panel, section header, methods and news lists. */
import { SiteLink } from '@/components/ui/SiteLink';
import type { HomeMethod } from '@/lib/domain/catalog/products';
import type { NewsListItem } from '@/lib/domain/content/site';
import { COMPANY, SERVICE_HOURS } from '@/lib/config/constants';
import { Icon } from '@/components/ui/Icon';

export function SectionHeader({
  title,
  sub,
  href,
  more = '查看更多',
}: {
  title: string;
  sub?: string;
  href?: string;
  more?: string;
}) {
  return (
    <div className="mb-3 flex items-end justify-between">
      <h2 className="section-title">
        {title}
        {sub && <span className="ml-2 text-[13px] font-normal text-ink-500">{sub}</span>}
      </h2>
      {href && (
        <SiteLink prefetch={false} href={href} className="text-[13px] text-ink-500 hover:text-brand-600">
          {more} ›
        </SiteLink>
      )}
    </div>
  );
}

export function HomeSidePanel() {
  return (
    <aside className="flex h-full flex-col gap-3" aria-label="快捷服务">
      <form
        action="/downloadCenter/downloadSecond/coa"
        method="get"
        className="rounded-md bg-white p-4 shadow-card"
        data-testid="home-coa-form"
      >
        <h2 className="flex items-center gap-1.5 text-[14px] font-medium text-ink-900">
          <Icon name="certificate" size={16} className="text-brand-600" />
          COA 证书查询
        </h2>
        <input name="code" required placeholder="请输入货号" aria-label="货号" className="input mt-3 h-8" />
        <input name="batch" placeholder="请输入批号（选填）" aria-label="批号" className="input mt-2 h-8" />
        <button type="submit" className="btn btn-primary mt-3 w-full">
          查询证书
        </button>
      </form>
      <div className="grid grid-cols-2 gap-2 rounded-md bg-white p-3 shadow-card text-[13px]">
        {[
          { href: '/searchStructureFormula', label: '结构式搜索', icon: 'molecule' },
          { href: '/quickOrder', label: '快速下单', icon: 'lightning' },
          { href: '/customizedServices', label: '定制合成', icon: 'flask' },
          { href: '/brandCenter', label: '品牌中心', icon: 'shield' },
        ].map((l) => (
          <SiteLink
            prefetch={false}
            key={l.href}
            href={l.href}
            className="flex flex-col items-center gap-1 rounded py-2 text-ink-700 hover:bg-brand-50 hover:text-brand-600"
          >
            <Icon name={l.icon as 'molecule'} size={20} className="text-brand-600" />
            {l.label}
          </SiteLink>
        ))}
      </div>
      <div className="flex-1 rounded-md bg-gradient-to-br from-brand-600 to-brand-800 p-4 text-white shadow-card">
        <p className="text-xs text-white/75">客服热线</p>
        <p className="mt-0.5 text-lg font-semibold tracking-wide">{COMPANY.supportPhone}</p>
        <p className="mt-1 text-xs text-white/75">{SERVICE_HOURS}</p>
      </div>
    </aside>
  );
}

export function MethodCards({ methods }: { methods: HomeMethod[] }) {
  if (!methods.length) return <p className="py-6 text-center text-[13px] text-ink-500">暂无方法</p>;
  return (
    <ul className="grid grid-cols-2 gap-3" data-testid="home-methods">
      {methods.map((m) => (
        <li key={m.id}>
          <SiteLink
            prefetch={false}
            href={`/methods/methodDetaile/${m.id}`}
            className="group block h-full rounded border border-line bg-white p-3.5 transition-colors hover:border-brand-300"
          >
            <span className="inline-block rounded-sm bg-brand-50 px-1.5 text-[11px] leading-5 text-brand-700">
              {m.typeName ?? '药典方法'}
            </span>
            <h3 className="mt-1.5 line-clamp-2 text-[14px] font-medium leading-5 text-ink-900 group-hover:text-brand-600">
              {m.title}
            </h3>
            <p className="mt-1 truncate text-xs text-ink-500">
              {m.api}
              {m.testItem ? ` · ${m.testItem}` : ''}
              {m.source ? ` · ${m.source}` : ''}
            </p>
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}

export function NewsList({ news }: { news: NewsListItem[] }) {
  if (!news.length) return <p className="py-6 text-center text-[13px] text-ink-500">暂无资讯</p>;
  return (
    <ul className="divide-y divide-line" data-testid="home-news">
      {news.map((n) => (
        <li key={n.id} className="flex items-center gap-3 py-2.5 text-[13px]">
          {n.categoryName && (
            <span className="shrink-0 rounded-sm bg-surface px-1.5 text-[11px] leading-5 text-ink-500">
              {n.categoryName}
            </span>
          )}
          <SiteLink
            prefetch={false}
            href={`/newsInformation/advisoryDetails/${n.id}`}
            className="min-w-0 flex-1 truncate text-ink-700 hover:text-brand-600"
          >
            {n.title}
          </SiteLink>
          <time className="shrink-0 text-xs text-ink-500" dateTime={n.publishedAt}>
            {n.publishedAt.slice(0, 10)}
          </time>
        </li>
      ))}
    </ul>
  );
}
