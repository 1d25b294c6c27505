/** The inline states of a block that loads its data: 加载中 while it waits, 数据加载失败 with 重试 when the read failed. */
import { UI } from '@/lib/config/messages';

export function Loading() {
  return (
    <div role="status" className="flex items-center justify-center gap-2 py-12 text-[13px] text-ink-500">
      <span
        className="h-5 w-5 animate-spin rounded-full border-2 border-brand-100 border-t-brand-500"
        aria-hidden="true"
      />
      {UI.loading}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-12 text-[13px] text-ink-500">
      数据加载失败
      <button type="button" className="btn btn-outline btn-sm" onClick={onRetry}>
        重试
      </button>
    </div>
  );
}
