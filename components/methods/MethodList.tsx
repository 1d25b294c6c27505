/** Method rows and the keyword search box (server components; the box is a plain GET form). */
import Link from 'next/link';
import type { MethodListItem } from '@/lib/domain/content/methods';
import { DemoTag } from '@/components/content/Blocks';

export const methodHref = (id: number) => `/methods/methodDetaile/${id}`;

export function MethodRow({ m, selectable = false }: { m: MethodListItem; selectable?: boolean }) {
  return (
    <li className="flex items-start gap-3 border-b border-line px-1 py-4 last:border-b-0" data-testid="method-row">
      {selectable && (
        <input
          type="checkbox"
          name="ids"
          value={m.id}
          aria-label={`选择 ${m.title}`}
          className="mt-1.5 h-4 w-4 accent-brand-500"
        />
      )}
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          {m.typeName && (
            <span className="rounded bg-brand-50 px-1.5 py-0.5 text-[12px] text-brand-700">{m.typeName}</span>
          )}
          <Link href={methodHref(m.id)} className="text-[15px] font-medium text-ink-900 hover:text-brand-600">
            {m.title}
          </Link>
          {m.isDemo && <DemoTag />}
        </div>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-1 text-[13px] text-ink-500">
          <span>
            API：{m.api}
            {m.apiEn ? `（${m.apiEn}）` : ''}
          </span>
          {m.testItem && <span>检测项目：{m.testItem}</span>}
          {m.source && <span>来源：{m.source}</span>}
        </div>
      </div>
      <div className="shrink-0 text-right text-[13px]">
        <div className="text-ink-500">
          所需标准品 <strong className="text-brand-600">{m.productCount}</strong> 种
        </div>
        <Link href={methodHref(m.id)} className="btn btn-sm btn-outline mt-2">
          查看方法
        </Link>
      </div>
    </li>
  );
}

export function MethodSearchBox({
  action = '/methods/allTheMethods',
  keyword = '',
  typeIds = [] as number[],
  large = false,
}: {
  action?: string;
  keyword?: string;
  typeIds?: number[];
  large?: boolean;
}) {
  return (
    <form action={action} method="get" role="search" className="flex w-full max-w-[720px] gap-2">
      {typeIds.length > 0 && <input type="hidden" name="typeIds" value={typeIds.join(',')} />}
      <input
        type="search"
        name="keyword"
        defaultValue={keyword}
        maxLength={200}
        placeholder="请输入药典方法或 API 名称，如：对乙酰氨基酚"
        aria-label="方法关键词"
        className={`input ${large ? 'h-11 text-[15px]' : ''}`}
      />
      <button type="submit" className={`btn btn-primary ${large ? 'btn-lg h-11' : ''}`}>
        搜索方法
      </button>
    </form>
  );
}
