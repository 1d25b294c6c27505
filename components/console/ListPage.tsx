/**
 * The frame of a console list page (after-sales, invoices, feedback, refunds): title, status tabs (pills, from
 * components/ui/StatusTabs), optional extra filters, the keyword search, the table and the pager. Each page keeps its
 * own query and rows; `listQuery` reads the status, keyword and page of its searchParams.
 */
import { LinkPager, PageHeader, Table, pageOf } from '@/components/console/parts';
import { SearchForm, StatusTabs, filterOf, kwOf, type SearchParams } from '@/components/console/service/common';

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

export function ConsoleListPage<K extends string>({
  title,
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
      <PageHeader title={title} />
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
