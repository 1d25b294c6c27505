/** Status tabs (全部 + each status) of a console list, as plain links keeping the other filters; with a keyword search. */
import Link from 'next/link';

export function Tabs({ basePath, current, keep = {}, tabs }: { basePath: string; current?: string; keep?: Record<string, string | undefined>; tabs: [string, string][] }) {
  const href = (status?: string) => {
    const qs = new URLSearchParams();
    if (status) qs.set('status', status);
    for (const [k, v] of Object.entries(keep)) if (v && k !== 'status') qs.set(k, v);
    return qs.size ? `${basePath}?${qs}` : basePath;
  };
  return (
    <nav className="flex flex-wrap gap-1 text-sm" aria-label="状态">
      {[[undefined, '全部'] as const, ...tabs].map(([s, label]) => (
        <Link
          key={s ?? 'all'}
          href={href(s)}
          aria-current={current === s ? 'page' : undefined}
          className={`rounded px-3 py-1.5 ${current === s ? 'bg-brand-600 text-white' : 'bg-white text-ink-700 hover:text-brand-600'}`}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}

export function StatusTabs({ basePath, current, keyword, tabs, placeholder }: { basePath: string; current?: string; keyword?: string; tabs: [string, string][]; placeholder: string }) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <Tabs basePath={basePath} current={current} keep={{ keyword }} tabs={tabs} />
      <form method="get" className="flex items-center gap-2 text-sm" role="search">
        {current && <input type="hidden" name="status" value={current} />}
        <input name="keyword" aria-label="关键词" defaultValue={keyword} placeholder={placeholder} className="h-9 w-72 rounded border border-line px-2" />
        <button className="h-9 rounded bg-brand-600 px-4 text-white">搜索</button>
      </form>
    </div>
  );
}
