/**
 * A no-JS method picker: a keyword search and checkboxes named `ids`; submitting goes to `action` with ids=…
 * Used by the comparison and summary pages when nothing is selected yet.
 */
import type { MethodListItem } from '@/lib/domain/content/methods';
import { MethodRow } from './MethodList';

export function MethodPicker({
  action,
  methods,
  keyword,
  submitLabel,
  hint,
  keepIds = [],
}: {
  action: string;
  methods: MethodListItem[];
  keyword: string;
  submitLabel: string;
  hint: string;
  keepIds?: number[];
}) {
  return (
    <div className="space-y-4">
      <form method="get" action={action} className="flex max-w-[560px] gap-2" role="search">
        {keepIds.length > 0 && <input type="hidden" name="ids" value={keepIds.join(',')} />}
        <input
          name="keyword"
          defaultValue={keyword}
          className="input"
          maxLength={200}
          placeholder="输入 API 名称查找方法"
          aria-label="方法关键词"
        />
        <button className="btn btn-outline" type="submit">
          查找
        </button>
      </form>
      <form method="get" action={action}>
        {keepIds.map((id) => (
          <input key={id} type="hidden" name="ids" value={id} />
        ))}
        <p className="mb-2 text-[13px] text-ink-500">{hint}</p>
        {methods.length === 0 && <p className="text-[13px] text-ink-500">没有找到匹配的方法。</p>}
        <ul className="card px-4">
          {methods.map((m) => (
            <MethodRow key={m.id} m={m} selectable />
          ))}
        </ul>
        <button type="submit" className="btn btn-primary mt-4">
          {submitLabel}
        </button>
      </form>
    </div>
  );
}
