'use client';
/** /personalCenter/history: footprints, newest first, grouped by day; remove one or clear all (with confirmation). */
import { api } from '@/lib/api/client';
import type { HistoryDTO } from '@/lib/api/endpoints/profile';
import { useAction, useCenterQuery } from '@/lib/client/profile-queries';
import { CENTER_MSG, PROFILE_MSG } from '@/lib/config/messages';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/Modal';
import { EmptyState } from '@/components/ui/EmptyState';
import { ProductTile } from './ProductTile';
import { TileAddToCart } from './TileAddToCart';
import { LoadError, Loading, Panel, formatTime } from './ui';

/** Groups rows (already newest first) by their China-time day, keeping the order. */
export function groupByDay(rows: HistoryDTO[]): { day: string; rows: HistoryDTO[] }[] {
  const out: { day: string; rows: HistoryDTO[] }[] = [];
  for (const r of rows) {
    const day = formatTime(r.viewedAt).slice(0, 10);
    const last = out[out.length - 1];
    if (last && last.day === day) last.rows.push(r);
    else out.push({ day, rows: [r] });
  }
  return out;
}

export function BrowsingHistory() {
  const list = useCenterQuery('history.list');
  const [clearing, setClearing] = useState(false);
  const { run, busy } = useAction();
  const rows = [...(list.data ?? [])].sort((a, b) => (a.viewedAt < b.viewedAt ? 1 : a.viewedAt > b.viewedAt ? -1 : 0));

  return (
    <Panel
      title="我的足迹"
      extra={
        rows.length > 0 ? (
          <button
            type="button"
            className="btn btn-outline btn-sm"
            onClick={() => setClearing(true)}
            data-testid="history-clear"
          >
            清空足迹
          </button>
        ) : null
      }
      testId="my-history"
    >
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text="暂无浏览足迹" />
      ) : (
        <div className="space-y-5">
          {groupByDay(rows).map((g) => (
            <section key={g.day}>
              <h2 className="mb-2 text-[14px] font-medium text-ink-700">{g.day}</h2>
              <ul className="grid grid-cols-4 gap-3">
                {g.rows.map((p) => (
                  <ProductTile key={p.productId} p={p} testId="history-card">
                    <TileAddToCart productId={p.productId} priced={p.minPrice != null} onSale={p.onSale} />
                    <button
                      type="button"
                      className="text-xs text-ink-500 hover:text-danger"
                      disabled={busy}
                      onClick={() =>
                        void run(() => api('history.clear', { productIds: [p.productId] }), {
                          invalidate: ['history.list'],
                        })
                      }
                    >
                      删除
                    </button>
                  </ProductTile>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
      <ConfirmDialog
        open={clearing}
        message={CENTER_MSG.clearHistoryConfirm}
        busy={busy}
        onCancel={() => setClearing(false)}
        onConfirm={async () => {
          if (
            await run(() => api('history.clear', {}), {
              success: PROFILE_MSG.historyCleared,
              invalidate: ['history.list'],
            })
          )
            setClearing(false);
        }}
      />
    </Panel>
  );
}
