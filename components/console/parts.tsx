/** Server-safe pieces of console pages: page header, cards, tables, status badge, link pager. */
import Link from 'next/link';
import { CHINA_TIME_ZONE } from '@/lib/kernel/time';

export function PageHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="mb-4 flex items-center justify-between">
      <h1 className="text-lg font-semibold text-ink-900">{title}</h1>
      <div className="flex items-center gap-2">{children}</div>
    </div>
  );
}

export function Card({
  title,
  children,
  className = '',
}: {
  title?: React.ReactNode;
  children: React.ReactNode;
  className?: string;
}) {
  return (
    <section className={`mb-4 rounded-md border border-line bg-white ${className}`}>
      {title !== undefined && (
        <h2 className="border-b border-line px-4 py-2.5 text-sm font-medium text-ink-800">{title}</h2>
      )}
      <div className="p-4">{children}</div>
    </section>
  );
}

export function Table({
  head,
  children,
  empty,
}: {
  head: React.ReactNode[];
  children: React.ReactNode;
  empty?: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-md border border-line bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-[#f7f8fa] text-ink-600">
          <tr>
            {head.map((h, i) => (
              <th key={i} className="whitespace-nowrap px-3 py-2 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {empty ? (
            <tr>
              <td colSpan={head.length} className="px-3 py-10 text-center text-ink-500">
                暂无数据
              </td>
            </tr>
          ) : (
            children
          )}
        </tbody>
      </table>
    </div>
  );
}

const TONES = {
  gray: 'bg-gray-100 text-gray-700',
  blue: 'bg-blue-50 text-blue-700',
  green: 'bg-green-50 text-green-700',
  amber: 'bg-amber-50 text-amber-800',
  red: 'bg-red-50 text-red-700',
};
export function Badge({ tone = 'gray', children }: { tone?: keyof typeof TONES; children: React.ReactNode }) {
  return (
    <span className={`inline-block whitespace-nowrap rounded px-1.5 py-0.5 text-xs ${TONES[tone]}`}>{children}</span>
  );
}

/** Previous / next links keeping the other query parameters; `page` is 1-based. */
export function LinkPager({
  basePath,
  params,
  page,
  pageSize,
  total,
}: {
  basePath: string;
  params: Record<string, string | undefined>;
  page: number;
  pageSize: number;
  total: number;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const href = (p: number) => {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(params)) if (v && k !== 'page') qs.set(k, v);
    if (p > 1) qs.set('page', String(p));
    const s = qs.toString();
    return s ? `${basePath}?${s}` : basePath;
  };
  return (
    <div className="mt-3 flex items-center justify-end gap-3 text-sm text-ink-600">
      <span>
        共 {total} 条，第 {Math.min(page, pages)}/{pages} 页
      </span>
      {page > 1 ? (
        <Link className="text-brand-600 hover:underline" href={href(page - 1)}>
          上一页
        </Link>
      ) : (
        <span className="text-ink-300">上一页</span>
      )}
      {page < pages ? (
        <Link className="text-brand-600 hover:underline" href={href(page + 1)}>
          下一页
        </Link>
      ) : (
        <span className="text-ink-300">下一页</span>
      )}
    </div>
  );
}

/** The 1-based page number of a searchParams value (bad values → 1). */
export function pageOf(v: string | string[] | undefined, max = 10_000): number {
  const n = Number(Array.isArray(v) ? v[0] : v);
  return Number.isInteger(n) && n >= 1 && n <= max ? n : 1;
}

export const fmtTime = (d: Date | string | null | undefined) => {
  if (!d) return '-';
  const x = typeof d === 'string' ? new Date(d) : d;
  return new Intl.DateTimeFormat('zh-CN', {
    timeZone: CHINA_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(x);
};
export const fmtMoney = (n: number | null | undefined) =>
  n == null ? '-' : `¥${n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const fmtFen = (fen: number | null | undefined) => (fen == null ? '-' : fmtMoney(fen / 100));
