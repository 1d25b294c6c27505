/**
 * Server-rendered pager: plain links (crawlable, works without JS) for first / previous / page numbers / next / last,
 * the total count (共 N 条), and a small client <PagerJump> for jumping to a page. Keeps every other query param.
 */
import Link from 'next/link';
import { PAGE_SIZE } from '@/lib/config/constants';
import { clampPage, lastPage, pageHref, pageWindow, toSearchParams, type SearchParamsLike } from './pager-logic';
import { PagerJump } from './PagerJump';

export type PagerProps = {
  total: number;
  pageNo: number;
  pageSize?: number;
  pathname: string;
  searchParams?: SearchParamsLike;
  pageParam?: string;
  className?: string;
};

const base = 'inline-flex h-8 min-w-8 items-center justify-center rounded border px-2.5 text-[13px] transition-colors';
const idle = `${base} border-line bg-white text-ink-700 hover:border-brand-500 hover:text-brand-600`;
const active = `${base} border-brand-500 bg-brand-500 font-medium text-white`;
const disabled = `${base} cursor-not-allowed border-line bg-surface text-ink-300`;

export function Pager({
  total,
  pageNo,
  pageSize = PAGE_SIZE.pagerDefault,
  pathname,
  searchParams,
  pageParam = 'pageNo',
  className = '',
}: PagerProps) {
  const last = lastPage(total, pageSize);
  const current = clampPage(pageNo, last);
  const query = toSearchParams(searchParams).toString();
  const href = (p: number) => pageHref(pathname, searchParams, p, pageParam);
  const nav = (label: string, page: number, enabled: boolean, rel?: string) =>
    enabled ? (
      <Link prefetch={false} href={href(page)} className={idle} rel={rel} scroll>
        {label}
      </Link>
    ) : (
      <span className={disabled} aria-disabled="true">
        {label}
      </span>
    );

  return (
    <nav
      aria-label="分页"
      className={`flex flex-wrap items-center justify-center gap-1.5 py-6 text-ink-700 ${className}`}
    >
      {nav('首页', 1, current > 1)}
      {nav('上一页', current - 1, current > 1, 'prev')}
      {pageWindow(current, last).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} className="px-1 text-ink-500" aria-hidden="true">
            …
          </span>
        ) : item === current ? (
          <span key={item} className={active} aria-current="page">
            {item}
          </span>
        ) : (
          <Link prefetch={false} key={item} href={href(item)} className={idle}>
            {item}
          </Link>
        ),
      )}
      {nav('下一页', current + 1, current < last, 'next')}
      {nav('尾页', last, current < last)}
      <span className="ml-2 text-[13px] text-ink-500">
        共 <span className="text-ink-900">{Math.max(0, total)}</span> 条
      </span>
      {last > 1 && <PagerJump last={last} pathname={pathname} query={query} pageParam={pageParam} />}
    </nav>
  );
}

export default Pager;
