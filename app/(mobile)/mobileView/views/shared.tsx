/** Small pieces shared by the phone views. */
import Link from 'next/link';
import { mobileViewHref } from '@/lib/config/routes';
import { routeId } from '@/lib/domain/content/site';

export const NOINDEX = { index: false, follow: true } as const;

/** The phone URL of a desktop URL (every in-view link goes through it, so the phone stays on phone pages). */
export const phoneHref = (desktopHref: string) => mobileViewHref(desktopHref);

/** A page number from the query (1…500). */
export function pageNoOf(search: URLSearchParams, name = 'pageNo'): number {
  return Math.min(Math.max(Number.parseInt(search.get(name) ?? '1', 10) || 1, 1), 500);
}

/** `path?query` with `changes` applied (null/'' removes a key). */
export function withQuery(
  pathname: string,
  search: URLSearchParams,
  changes: Record<string, string | number | null | undefined>,
): string {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes)) {
    if (v == null || v === '') next.delete(k);
    else next.set(k, String(v));
  }
  const q = next.toString();
  return q ? `${pathname}?${q}` : pathname;
}

/** The page title bar of a phone view (the page's visible h1). */
export function PhoneTitle({ children, sub }: { children: React.ReactNode; sub?: React.ReactNode }) {
  return (
    <div className="bg-white px-4 pb-2 pt-3">
      <h1 className="text-lg font-semibold leading-snug text-ink-900 [overflow-wrap:anywhere]">{children}</h1>
      {sub && <p className="mt-1 text-xs text-ink-500">{sub}</p>}
    </div>
  );
}

export type PhoneListItem = {
  key: string | number;
  href: string;
  title: React.ReactNode;
  sub?: React.ReactNode;
  aside?: React.ReactNode;
};

/** A list of links to other phone pages; each row is a ≥ 44 px touch target. */
export function PhoneList({
  items,
  testId,
  empty = '暂无数据',
}: {
  items: PhoneListItem[];
  testId?: string;
  empty?: string;
}) {
  if (items.length === 0) return <p className="bg-white px-4 py-8 text-center text-sm text-ink-500">{empty}</p>;
  return (
    <ul className="divide-y divide-line bg-white" data-testid={testId}>
      {items.map((i) => (
        <li key={i.key}>
          <Link
            prefetch={false}
            href={phoneHref(i.href)}
            className="flex min-h-11 items-center gap-3 px-4 py-3 active:bg-surface"
          >
            <div className="min-w-0 flex-1">
              <p className="line-clamp-2 text-[15px] leading-snug text-ink-900 [overflow-wrap:anywhere]">{i.title}</p>
              {i.sub && <p className="mt-1 line-clamp-2 text-xs text-ink-500 [overflow-wrap:anywhere]">{i.sub}</p>}
            </div>
            {i.aside && <span className="shrink-0 text-xs text-ink-500">{i.aside}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Filter chips (links that change one query parameter); the active one is marked. */
export function PhoneChips({
  items,
  label,
}: {
  items: { key: string | number; label: React.ReactNode; href: string; active: boolean }[];
  label: string;
}) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className="flex gap-2 overflow-x-auto bg-white px-3 py-2">
      {items.map((c) => (
        <Link
          key={c.key}
          prefetch={false}
          href={phoneHref(c.href)}
          aria-current={c.active ? 'page' : undefined}
          className={`flex h-11 shrink-0 items-center rounded-full border px-4 text-[13px] ${c.active ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-line text-ink-700'}`}
        >
          {c.label}
        </Link>
      ))}
    </nav>
  );
}

/** 上一页 / 下一页 for a paged list whose page number lives in the desktop URL's query. */
export function PhonePager({
  pathname,
  search,
  total,
  pageNo,
  pageSize,
  param = 'pageNo',
}: {
  pathname: string;
  search: URLSearchParams;
  total: number;
  pageNo: number;
  pageSize: number;
  param?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const link = (n: number, text: string) => (
    <Link
      prefetch={false}
      href={phoneHref(withQuery(pathname, search, { [param]: n === 1 ? null : n }))}
      className="flex h-11 flex-1 items-center justify-center rounded border border-line bg-white text-sm text-brand-600"
    >
      {text}
    </Link>
  );
  return (
    <nav aria-label="分页" className="flex items-center gap-3 px-4 py-3 text-sm">
      {pageNo > 1 ? link(pageNo - 1, '上一页') : <span className="flex-1" />}
      <span className="shrink-0 text-ink-500">
        {Math.min(pageNo, pages)} / {pages}
      </span>
      {pageNo < pages ? link(pageNo + 1, '下一页') : <span className="flex-1" />}
    </nav>
  );
}

/** Sanitised rich text (already cleaned by the domain layer), kept inside the screen width. */
export function PhoneRichText({ html, testId }: { html: string; testId?: string }) {
  return (
    <div
      className="prose-zh max-w-full overflow-x-hidden bg-white px-4 py-3 [overflow-wrap:anywhere] [&_img]:h-auto [&_img]:max-w-full [&_pre]:whitespace-pre-wrap [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto"
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** The id of `prefix/<id>` (the desktop detail routes' optional catch-all), or of `prefix?id=<id>`. */
export function idOf(pathname: string, prefix: string, search: URLSearchParams): number | null {
  if (pathname === prefix) return routeId(search.has('id') ? [search.get('id')!] : undefined);
  if (!pathname.startsWith(`${prefix}/`)) return null;
  return routeId(pathname.slice(prefix.length + 1).split('/'));
}
