/**
 * The frame of a console list page (after-sales, invoices, feedback, refunds, verifications, licences): title, status
 * tabs (pills, from components/ui/StatusTabs), optional extra filters, the keyword search, the table and the pager.
 * Each page keeps its own query and rows; `listQuery` reads the status, keyword and page of its searchParams.
 */
import Link from 'next/link';
import { LinkPager, PageHeader, Table, pageOf } from '@/components/console/parts';
import {
  SearchForm,
  StatusTabs,
  filterOf,
  hrefWith,
  kwOf,
  type SearchParams,
} from '@/components/console/service/common';

export const CONSOLE_LIST_PAGE_SIZE = 20;

/** The status filter (?status=, else `fallback`), the keyword (?kw=) and the page (?page=) of a console list. */
export function listQuery<K extends string>(sp: SearchParams, filters: Record<K, unknown>, fallback: K) {
  const page = pageOf(sp.page);
  return {
    status: filterOf(filters, sp.status, fallback),
    kw: kwOf(sp.kw),
    page,
    limit: CONSOLE_LIST_PAGE_SIZE,
    offset: (page - 1) * CONSOLE_LIST_PAGE_SIZE,
  };
}

/**
 * A second filter of a list as a row of links (全部 first, then each value), keeping the list's other parameters;
 * `name` is its query parameter (e.g. kind).
 */
export function FilterLinks<V extends string>({
  basePath,
  name,
  values,
  labels,
  allLabel,
  current,
  params,
  label,
}: {
  basePath: string;
  name: string;
  values: readonly V[];
  labels: Record<V, string>;
  allLabel: string;
  current: V | undefined;
  params: Record<string, string | undefined>;
  /** The row's accessible name (e.g. 资质类型). */
  label: string;
}) {
  return (
    <div className="mb-3 flex flex-wrap gap-3 text-sm" aria-label={label}>
      {[undefined, ...values].map((x) => (
        <Link
          key={x ?? 'all'}
          href={hrefWith(basePath, { ...params, [name]: x })}
          aria-current={current === x ? 'page' : undefined}
          className={current === x ? 'font-medium text-brand-700' : 'text-ink-600 hover:text-brand-600'}
        >
          {x ? labels[x] : allLabel}
        </Link>
      ))}
    </div>
  );
}

export function ConsoleListPage<K extends string>({
  title,
  headerLinks,
  basePath,
  filters,
  status,
  statusLabel,
  kw,
  params = {},
  placeholder,
  filtersBar,
  head,
  empty,
  page,
  total,
  children,
}: {
  title: string;
  /** Links at the right of the title (e.g. 管制品台账 ›). */
  headerLinks?: React.ReactNode;
  basePath: string;
  filters: Record<K, { label: string }>;
  status: K;
  /** The status tabs' accessible name (e.g. 售后状态). */
  statusLabel: string;
  kw: string;
  /** Other filters of the list, kept by the tabs, the search and the pager (e.g. the refund channel). */
  params?: Record<string, string | undefined>;
  placeholder: string;
  /** Extra filter links between the tabs and the search. */
  filtersBar?: React.ReactNode;
  head: React.ReactNode[];
  empty: boolean;
  page: number;
  total: number;
  children: React.ReactNode;
}) {
  return (
    <>
      <PageHeader title={title}>{headerLinks}</PageHeader>
      <StatusTabs
        basePath={basePath}
        filters={filters}
        current={status}
        params={{ kw, ...params }}
        label={statusLabel}
      />
      {filtersBar}
      <SearchForm basePath={basePath} status={status} kw={kw} hidden={params} placeholder={placeholder} />
      <Table head={head} empty={empty}>
        {children}
      </Table>
      <LinkPager
        basePath={basePath}
        params={{ status, kw, ...params }}
        page={page}
        pageSize={CONSOLE_LIST_PAGE_SIZE}
        total={total}
      />
    </>
  );
}
