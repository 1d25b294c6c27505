/**
 * The buyer's list table (personal centre, order and inquiry centres): a header row of column titles and one row per
 * record, in the site's dense table look. While the data loads it shows 加载中 and nothing else — never an empty
 * table, a stale row or 暂无… that would read as "you have none"; a failed read shows 数据加载失败 with 重试; no rows
 * show the empty state with its message (and an optional action, e.g. a link to where records come from).
 */
import type { Key, ReactNode } from 'react';
import { EmptyState } from './EmptyState';
import { LoadError, Loading } from './LoadState';

export type DataColumn<T> = {
  /** Stable React key of the column (defaults to its position). */
  key?: string;
  /** The column title; an empty header is allowed (an actions column). */
  header: ReactNode;
  /** What the row shows in this column. */
  cell: (row: T, index: number) => ReactNode;
  /** A width class for the column, e.g. `w-28`. */
  width?: string;
  align?: 'left' | 'center' | 'right';
  /** Extra classes on every body cell of the column (a function of the row for a per-row style). */
  className?: string | ((row: T) => string);
  /** `data-testid` of the column's body cells. */
  testId?: string;
};

export type DataTableProps<T> = {
  columns: readonly DataColumn<T>[];
  /** The records; `undefined` counts as still loading. */
  rows: readonly T[] | undefined;
  /** The row's React key (defaults to its position). */
  rowKey?: (row: T, index: number) => Key;
  loading?: boolean;
  /** Set when the read failed; `onRetry` is offered as 重试. */
  error?: boolean;
  onRetry?: () => void;
  /** The empty state's message and an optional action under it. */
  empty?: string;
  emptyAction?: ReactNode;
  /** A caption for screen readers (the table's name). */
  caption?: string;
  /** Extra classes on the table, e.g. `text-[13px]`. */
  className?: string;
  /** Extra classes on every body row, e.g. `align-top` (a function of the row for a per-row style). */
  rowClassName?: string | ((row: T) => string);
  testId?: string;
  rowTestId?: string | ((row: T) => string);
};

const ALIGN = { left: '', center: 'text-center', right: 'text-right' } as const;

const of = <T,>(v: string | ((row: T) => string) | undefined, row: T) => (typeof v === 'function' ? v(row) : v);

const cx = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

export function DataTable<T>({
  columns,
  rows,
  rowKey,
  loading = false,
  error = false,
  onRetry,
  empty = '暂无数据',
  emptyAction,
  caption,
  className,
  rowClassName,
  testId,
  rowTestId,
}: DataTableProps<T>) {
  if (error) return <LoadError onRetry={onRetry ?? (() => undefined)} />;
  if (loading || rows === undefined) return <Loading />;
  if (rows.length === 0) return <EmptyState text={empty}>{emptyAction}</EmptyState>;
  return (
    <table className={cx('table-dense w-full', className)} data-testid={testId}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead>
        <tr className="bg-surface text-left text-ink-500">
          {columns.map((c, i) => (
            <th key={c.key ?? i} scope="col" className={cx(c.width, 'p-2', c.align && ALIGN[c.align])}>
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, r) => (
          <tr
            key={rowKey ? rowKey(row, r) : r}
            className={cx('border-t border-line', of(rowClassName, row))}
            data-testid={of(rowTestId, row)}
          >
            {columns.map((c, i) => (
              <td
                key={c.key ?? i}
                className={cx('p-2', c.align && ALIGN[c.align], of(c.className, row))}
                data-testid={c.testId}
              >
                {c.cell(row, r)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
