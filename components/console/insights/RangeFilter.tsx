/** The date range of the insights page: preset links (近7天 / 近30天 / 近90天) and a from–to form (plain GET). */
import Link from 'next/link';
import { INSIGHTS } from '@/lib/config/constants';
import type { DayRange } from '@/lib/domain/operations/insights';

export function RangeFilter({ range, basePath, error }: { range: DayRange; basePath: string; error?: string | null }) {
  return (
    <div className="mb-4 flex flex-wrap items-end gap-4 text-sm" data-testid="insights-range">
      <nav className="flex overflow-hidden rounded border border-line bg-white" aria-label="时间范围">
        {INSIGHTS.rangePresets.map((d) => (
          <Link
            key={d}
            href={`${basePath}?days=${d}`}
            aria-current={range.preset === d ? 'page' : undefined}
            className={`px-3 py-1.5 ${range.preset === d ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-[#f7f8fa]'}`}
          >
            近{d}天
          </Link>
        ))}
      </nav>
      <form method="get" action={basePath} className="flex flex-wrap items-end gap-2">
        <label>
          <span className="mb-1 block text-ink-600">开始日期</span>
          <input
            type="date"
            name="from"
            defaultValue={range.from}
            className="h-9 rounded border border-line px-2"
            required
          />
        </label>
        <label>
          <span className="mb-1 block text-ink-600">结束日期</span>
          <input
            type="date"
            name="to"
            defaultValue={range.to}
            className="h-9 rounded border border-line px-2"
            required
          />
        </label>
        <button className="h-9 rounded bg-brand-600 px-4 text-white">查询</button>
      </form>
      <span className="pb-2 text-ink-500">
        {range.from} 至 {range.to}，共 {range.days} 天（北京时间）
      </span>
      {error && (
        <p role="alert" className="w-full rounded border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800">
          {error}，已显示近{INSIGHTS.defaultDays}天。
        </p>
      )}
    </div>
  );
}
