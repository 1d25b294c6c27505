/** Status tabs (全部 + each status) of a console list, as plain links keeping the other filters; with a keyword search. */
import { StatusTabs as LinkTabs } from '@/components/ui/StatusTabs';

export function Tabs({
  basePath,
  current,
  keep = {},
  tabs,
}: {
  basePath: string;
  current?: string;
  keep?: Record<string, string | undefined>;
  tabs: [string, string][];
}) {
  const href = (status?: string) => {
    const qs = new URLSearchParams();
    if (status) qs.set('status', status);
    for (const [k, v] of Object.entries(keep)) if (v && k !== 'status') qs.set(k, v);
    return qs.size ? `${basePath}?${qs}` : basePath;
  };
  const all: [string | undefined, string][] = [[undefined, '全部'], ...tabs];
  return (
    <LinkTabs
      variant="pill"
      label="状态"
      current={current ?? 'all'}
      tabs={all.map(([s, label]) => ({ key: s ?? 'all', href: href(s), label }))}
    />
  );
}

export function StatusTabs({
  basePath,
  current,
  keyword,
  tabs,
  placeholder,
}: {
  basePath: string;
  current?: string;
  keyword?: string;
  tabs: [string, string][];
  placeholder: string;
}) {
  return (
    <div className="mb-3 flex flex-wrap items-center justify-between gap-3">
      <Tabs basePath={basePath} current={current} keep={{ keyword }} tabs={tabs} />
      <form method="get" className="flex items-center gap-2 text-sm" role="search">
        {current && <input type="hidden" name="status" value={current} />}
        <input
          name="keyword"
          aria-label="关键词"
          defaultValue={keyword}
          placeholder={placeholder}
          className="h-9 w-72 rounded border border-line px-2"
        />
        <button className="h-9 rounded bg-brand-600 px-4 text-white">搜索</button>
      </form>
    </div>
  );
}
