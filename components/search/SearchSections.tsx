/**
 * Building blocks of the search result pages (server components): the tab bar, the page search form
 * (a plain GET form: works without JavaScript), hot searches, and result sections for products, methods,
 * standards, APIs and news.
 */
import Link from 'next/link';
import { ProductCard } from '@/components/product/ProductCard';
import { cardImagePriority } from '@/components/product/product-card-rows';
import { MethodRow } from '@/components/methods/MethodList';
import { StandardStatusBadge } from '@/components/content/StandardStatusBadge';
import { EmptyState } from '@/components/ui/EmptyState';
import { SEARCH_COUNT_CAP, SEARCH_KEYWORD_MAX_LENGTH } from '@/lib/config/constants';
import { UI } from '@/lib/config/messages';
import type { ProductListItem } from '@/lib/domain/catalog/products';
import type { MethodListItem } from '@/lib/domain/content/methods';
import type { StandardListItem } from '@/lib/domain/content/standards';
import type { ApiSearchItem, NewsSearchItem } from '@/lib/domain/catalog/search';
import { HOT_SEARCHES } from '@/lib/domain/catalog/search/client';

export const withKeyword = (path: string, keyword: string, extra: Record<string, string | number | undefined> = {}) => {
  const sp = new URLSearchParams();
  if (keyword) sp.set('keyword', keyword);
  for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== '') sp.set(k, String(v));
  const q = sp.toString();
  return q ? `${path}?${q}` : path;
};

/** The page's h1 (visually hidden: the search box and the tabs already say where the buyer is). */
export function SearchHeading({ keyword, scope = '', title }: { keyword: string; scope?: string; title: string }) {
  return <h1 className="sr-only">{keyword ? `“${keyword}”的${scope}搜索结果` : title}</h1>;
}

/** Tabs of the search centre; each keeps the keyword. */
export const SEARCH_CENTER_TABS = [
  { key: 'all', label: '全部', path: '/searchCenter' },
  { key: 'product', label: '产品', path: '/productCenter/productClassifyList/0' },
  { key: 'method', label: '方法', path: '/searchCenter/methodsSeach' },
  { key: 'standard', label: '标准', path: '/searchCenter/dataSearchofStandard' },
  { key: 'number', label: '标准号', path: '/searchCenter/SearchStandardNumber' },
  { key: 'news', label: '资讯', path: '/searchCenter/relevantSearch' },
] as const;
export type SearchCenterTab = (typeof SEARCH_CENTER_TABS)[number]['key'];

export function SearchTabs({ active, keyword }: { active: SearchCenterTab; keyword: string }) {
  return (
    <nav aria-label="搜索分类" className="mb-4 flex gap-1 border-b border-line" data-testid="search-tabs">
      {SEARCH_CENTER_TABS.map((t) => (
        <Link
          key={t.key}
          href={withKeyword(t.path, keyword)}
          aria-current={t.key === active ? 'page' : undefined}
          className={`-mb-px border-b-2 px-4 py-2 text-[14px] ${t.key === active ? 'border-brand-500 font-medium text-brand-600' : 'border-transparent text-ink-700 hover:text-brand-600'}`}
        >
          {t.label}
        </Link>
      ))}
    </nav>
  );
}

/** The page's own search box (GET form; `required` keeps an empty search from being submitted). */
export function SearchPageForm({
  action,
  keyword,
  placeholder = '请输入货号、CAS号、分子式或标准号',
  hidden = {},
  button = '搜索',
}: {
  action: string;
  keyword: string;
  placeholder?: string;
  hidden?: Record<string, string>;
  button?: string;
}) {
  return (
    <form
      action={action}
      method="get"
      role="search"
      className="flex w-full max-w-[760px] gap-2"
      data-testid="search-page-form"
    >
      {Object.entries(hidden).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <input
        type="search"
        name="keyword"
        defaultValue={keyword}
        required
        maxLength={SEARCH_KEYWORD_MAX_LENGTH}
        placeholder={placeholder}
        aria-label="搜索关键词"
        className="input h-11 text-[15px]"
      />
      <button type="submit" className="btn btn-primary btn-lg h-11">
        {button}
      </button>
    </form>
  );
}

export function HotSearches({ path }: { path: string }) {
  return (
    <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-[13px]">
      <span className="text-ink-500">热门搜索：</span>
      {HOT_SEARCHES.map((h) => (
        <Link key={h} href={withKeyword(path, h)} className="text-ink-700 hover:text-brand-600">
          {h}
        </Link>
      ))}
    </div>
  );
}

/** What a buyer can do when a keyword finds no product: draw the structure, or have it made. */
export function NoResultHelp() {
  return (
    <p className="text-[13px] text-ink-500" data-testid="no-result-help">
      找不到需要的产品？试试{' '}
      <Link href="/searchStructureFormula" className="text-brand-600 hover:underline">
        结构式搜索
      </Link>
      ，或{' '}
      <Link href="/customizedServices" className="text-brand-600 hover:underline">
        提交定制合成需求
      </Link>
      。
    </p>
  );
}

/** An empty section: the full illustration, or one line on the overview page (several sections stacked). */
function SectionEmpty({ compact }: { compact?: boolean }) {
  return compact ? (
    <p role="status" className="py-2 text-[13px] text-ink-500">
      {UI.emptySearch}
    </p>
  ) : (
    <EmptyState className="py-8" />
  );
}

function SectionHead({
  title,
  count,
  more,
  capped = false,
}: {
  title: string;
  count: number;
  more?: string;
  capped?: boolean;
}) {
  return (
    <div className="mb-3 flex items-center justify-between">
      <h2 className="section-title">
        {title}
        <span className="text-[13px] font-normal text-ink-500">（{capped ? `${SEARCH_COUNT_CAP}+` : count}）</span>
      </h2>
      {more && count > 0 && (
        <Link href={more} className="text-[13px] text-brand-600 hover:underline">
          查看全部 &gt;
        </Link>
      )}
    </div>
  );
}

export function ProductSection({
  items,
  total,
  capped,
  more,
  title = '产品',
}: {
  items: ProductListItem[];
  total: number;
  capped?: boolean;
  more?: string;
  title?: string;
}) {
  return (
    <section className="card mb-4 p-5" data-testid="section-products">
      <SectionHead title={title} count={total} more={more} capped={capped} />
      {items.length ? (
        <div className="grid grid-cols-5 gap-3">
          {items.map((p, i) => (
            <ProductCard key={p.id} item={p} priority={cardImagePriority(i)} />
          ))}
        </div>
      ) : (
        <EmptyState text="暂无商品数据" className="py-8">
          <NoResultHelp />
        </EmptyState>
      )}
    </section>
  );
}

export function MethodSection({
  items,
  total,
  more,
  title = '药典方法',
  compactEmpty,
}: {
  items: MethodListItem[];
  total: number;
  more?: string;
  title?: string;
  compactEmpty?: boolean;
}) {
  return (
    <section className="card mb-4 p-5" data-testid="section-methods">
      <SectionHead title={title} count={total} more={more} />
      {items.length ? (
        <ul>
          {items.map((m) => (
            <MethodRow key={m.id} m={m} />
          ))}
        </ul>
      ) : (
        <SectionEmpty compact={compactEmpty} />
      )}
    </section>
  );
}

export const standardDataHref = (id: number) => `/searchCenter/dataSearchofStandard/dataDetail/${id}`;
export const standardLibraryHref = (id: number) => `/searchCenter/dataSearchofStandard/secondaryLibrary/${id}`;

export function StandardTable({ items }: { items: StandardListItem[] }) {
  return (
    <table className="table-dense" data-testid="standard-results">
      <thead>
        <tr>
          <th className="w-[180px]">标准号</th>
          <th>标准名称</th>
          <th className="w-[100px]">实施日期</th>
          <th className="w-[80px]">状态</th>
          <th className="w-[150px]">操作</th>
        </tr>
      </thead>
      <tbody>
        {items.map((s) => (
          <tr key={s.id}>
            <td className="font-medium">
              <Link href={standardDataHref(s.id)} className="text-brand-600 hover:underline">
                {s.standardCode}
              </Link>
            </td>
            <td>
              <Link href={standardDataHref(s.id)} className="hover:text-brand-600">
                {s.title}
              </Link>
            </td>
            <td>{s.effectiveOn ?? '—'}</td>
            <td>
              <StandardStatusBadge status={s.status} />
            </td>
            <td className="space-x-3 whitespace-nowrap">
              <Link href={standardDataHref(s.id)} className="text-brand-600 hover:underline">
                标准数据
              </Link>
              <Link href={standardLibraryHref(s.id)} className="text-brand-600 hover:underline">
                所需产品
              </Link>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function StandardSection({
  items,
  total,
  more,
  title = '法规标准',
  compactEmpty,
}: {
  items: StandardListItem[];
  total: number;
  more?: string;
  title?: string;
  compactEmpty?: boolean;
}) {
  return (
    <section className="card mb-4 p-5" data-testid="section-standards">
      <SectionHead title={title} count={total} more={more} />
      {items.length ? <StandardTable items={items} /> : <SectionEmpty compact={compactEmpty} />}
    </section>
  );
}

export function ApiSection({
  items,
  total,
  title = '相关原料药',
}: {
  items: ApiSearchItem[];
  total: number;
  title?: string;
}) {
  if (!items.length) return null;
  return (
    <section className="card mb-4 p-5" data-testid="section-apis">
      <SectionHead title={title} count={total} />
      <ul className="flex flex-wrap gap-2">
        {items.map((a) => (
          <li key={a.api}>
            <Link
              href={`/methods/methodDetaile/${a.firstMethodId}`}
              className="inline-flex items-center gap-1 rounded border border-line px-3 py-1.5 text-[13px] text-ink-700 hover:border-brand-500 hover:text-brand-600"
            >
              {a.api}
              {a.apiEn && <span className="text-ink-500">{a.apiEn}</span>}
              <span className="text-[12px] text-ink-500">· {a.methodCount} 个方法</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function NewsSection({
  items,
  total,
  more,
  title = '行业资讯',
  compactEmpty,
}: {
  items: NewsSearchItem[];
  total: number;
  more?: string;
  title?: string;
  compactEmpty?: boolean;
}) {
  return (
    <section className="card mb-4 p-5" data-testid="section-news">
      <SectionHead title={title} count={total} more={more} />
      {items.length ? (
        <ul className="divide-y divide-line">
          {items.map((n) => (
            <li key={n.id} className="py-3">
              <Link
                href={`/newsInformation/advisoryDetails/${n.id}`}
                className="text-[15px] font-medium text-ink-900 hover:text-brand-600"
              >
                {n.title}
              </Link>
              <p className="mt-1 line-clamp-2 text-[13px] text-ink-500">{n.summary}</p>
              <p className="mt-1 text-[12px] text-ink-500">
                {n.categoryName ? `${n.categoryName} · ` : ''}
                {n.publishedAt.slice(0, 10)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <SectionEmpty compact={compactEmpty} />
      )}
    </section>
  );
}
