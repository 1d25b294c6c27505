/**
 * Server-safe pieces of the console's service pages (after-sales, invoices, credit, verifications, feedback):
 * status tabs as links, the keyword search form, label/value lists, buyers' files and the filter of searchParams.
 */
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/api/errors';
import { fmtTime } from '@/components/console/parts';
import { StatusTabs as LinkTabs } from '@/components/ui/StatusTabs';

export type SearchParams = Record<string, string | string[] | undefined>;

export const one = (v: string | string[] | undefined): string | undefined => (Array.isArray(v) ? v[0] : v);

/** The filter key of ?status= when it is one of `filters`, else `fallback`. */
export function filterOf<K extends string>(
  filters: Record<K, unknown>,
  v: string | string[] | undefined,
  fallback: K,
): K {
  const s = one(v);
  return s && Object.prototype.hasOwnProperty.call(filters, s) ? (s as K) : fallback;
}

/** The ?kw= search text (trimmed, at most 60 characters). */
export const kwOf = (v: string | string[] | undefined): string => (one(v) ?? '').trim().slice(0, 60);

/** A record id of the URL, or the 404 page. */
export function idOf(raw: string): number {
  const n = Number(raw);
  if (!/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(n) || n <= 0 || n > 2_147_483_647) notFound();
  return n;
}

/** The record, or the 404 page when the domain says it does not exist. */
export async function orNotFound<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof ApiError) notFound();
    throw e;
  }
}

export function hrefWith(basePath: string, params: Record<string, string | undefined>): string {
  const qs = new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1]));
  return qs.size ? `${basePath}?${qs}` : basePath;
}

export function StatusTabs<K extends string>({
  basePath,
  filters,
  current,
  params = {},
  label,
}: {
  basePath: string;
  filters: Record<K, { label: string }>;
  current: K;
  params?: Record<string, string | undefined>;
  label: string;
}) {
  const tabs = (Object.keys(filters) as K[]).map((k) => ({
    key: k,
    href: hrefWith(basePath, { ...params, status: k }),
    label: filters[k].label,
  }));
  return <LinkTabs variant="pill" className="mb-3" label={label} current={current} tabs={tabs} />;
}

export function SearchForm({
  basePath,
  status,
  kw,
  placeholder,
  hidden = {},
}: {
  basePath: string;
  status: string;
  kw: string;
  placeholder: string;
  hidden?: Record<string, string | undefined>;
}) {
  return (
    <form className="mb-3 flex flex-wrap items-center gap-2 text-sm" method="get" action={basePath} role="search">
      <input type="hidden" name="status" value={status} />
      {Object.entries(hidden).map(([k, v]) => v && <input key={k} type="hidden" name={k} value={v} />)}
      <input
        name="kw"
        defaultValue={kw}
        aria-label="搜索"
        className="h-9 w-72 rounded border border-line px-2"
        placeholder={placeholder}
      />
      <button className="h-9 rounded bg-brand-600 px-4 text-white">查询</button>
      {kw && (
        <Link href={hrefWith(basePath, { ...hidden, status })} className="px-2 text-ink-600 hover:text-brand-600">
          清除
        </Link>
      )}
    </form>
  );
}

export function Info({ items }: { items: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1.5 text-sm">
      {items.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-ink-500">{k}</dt>
          <dd className="min-w-0 whitespace-pre-wrap break-words">
            {v === null || v === undefined || v === '' ? '-' : v}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** Buyers' images as thumbnails linking to the full file, PDFs as links (both open in a new tab). */
/** `large`: identity photos and licences, read closely by the reviewer. */
export function FileList({
  files,
  testId,
  large = false,
}: {
  files: { url: string; mime?: string; label?: string }[];
  testId?: string;
  large?: boolean;
}) {
  const box = large ? 'h-60 w-96' : 'h-32 w-44';
  if (files.length === 0) return <p className="text-sm text-ink-500">无附件</p>;
  return (
    <ul className="flex flex-wrap gap-3" data-testid={testId}>
      {files.map((f, i) => {
        const pdf = f.mime === 'application/pdf';
        return (
          <li key={f.url} className="text-center text-xs text-ink-600">
            <a
              href={f.url}
              target="_blank"
              rel="noopener"
              className="block rounded border border-line bg-[#f7f8fa] p-1 hover:border-brand-400"
            >
              {pdf ? (
                <span className={`flex ${box} items-center justify-center text-sm text-brand-600`}>PDF 文件</span>
              ) : (
                // eslint-disable-next-line @next/next/no-img-element -- a private file streamed by the console, not an optimisable asset
                <img src={f.url} alt={f.label ?? `附件 ${i + 1}`} className={`${box} object-contain`} />
              )}
            </a>
            <span className="mt-1 block">{f.label ?? `附件 ${i + 1}`}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function Timeline({
  items,
}: {
  items: { label: string; statusLabel?: string; note: string | null; at: string; actor?: string }[];
}) {
  const ACTORS: Record<string, string> = { buyer: '买家', staff: '员工', system: '系统' };
  return (
    <ol className="space-y-2 text-sm" data-testid="console-timeline">
      {items.map((t, i) => (
        <li key={i} className="flex gap-3">
          <span className="w-36 shrink-0 text-ink-500">{fmtTime(t.at)}</span>
          <span>
            <span className="font-medium">{t.label}</span>
            {t.actor && <span className="ml-2 text-ink-500">{ACTORS[t.actor] ?? t.actor}</span>}
            {t.statusLabel && <span className="ml-2 text-ink-500">→ {t.statusLabel}</span>}
            {t.note && <span className="mt-0.5 block whitespace-pre-wrap text-ink-600">{t.note}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}
