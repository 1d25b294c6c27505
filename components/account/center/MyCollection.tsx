'use client';
/** /personalCenter/myCollection: favourite products as cards, each can go into the cart or be removed (with confirmation). */
import { usePathname, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { api, apiEnvelope } from '@/lib/api/client';
import type { FavoriteDTO } from '@/lib/api/endpoints/profile';
import { useAction } from '@/lib/client/profile-queries';
import { useSession } from '@/lib/client/session';
import { CENTER_MSG, PROFILE_MSG } from '@/lib/config/messages';
import { useQuery } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/Modal';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { ProductTile } from './ProductTile';
import { TileAddToCart } from './TileAddToCart';
import { LoadError, Loading, Panel } from './ui';

const PAGE_SIZE = 12;

export function MyCollection() {
  const { isLogin } = useSession();
  const pathname = usePathname() ?? '';
  const search = useSearchParams();
  const pageNo = Math.max(1, Number(search?.get('pageNo')) || 1);
  const q = useQuery({
    queryKey: ['favorite.list', pageNo],
    queryFn: () => apiEnvelope('favorite.list', {}, { paging: { pageNo, pageSize: PAGE_SIZE } }),
    enabled: isLogin,
  });
  const [removing, setRemoving] = useState<FavoriteDTO | null>(null);
  const { run, busy } = useAction();
  const rows = q.data?.data ?? [];
  const total = q.data?.totalCount ?? rows.length;

  return (
    <Panel
      title="我的收藏"
      extra={q.data ? <span className="text-[13px] text-ink-500">共 {total} 件商品</span> : null}
      testId="my-collection"
    >
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text="您还没有收藏商品" />
      ) : (
        <>
          <ul className="grid grid-cols-4 gap-3">
            {rows.map((p) => (
              <ProductTile key={p.productId} p={p} testId="favorite-card">
                <span className="flex items-center gap-2">
                  <TileAddToCart productId={p.productId} priced={p.minPrice != null} onSale={p.onSale} />
                  <button
                    type="button"
                    className="text-xs text-ink-500 hover:text-danger"
                    onClick={() => setRemoving(p)}
                    data-testid="favorite-remove"
                  >
                    取消收藏
                  </button>
                </span>
              </ProductTile>
            ))}
          </ul>
          {total > PAGE_SIZE && (
            <Pager
              className="mt-4"
              total={total}
              pageNo={pageNo}
              pageSize={PAGE_SIZE}
              pathname={pathname}
              searchParams={new URLSearchParams(search?.toString() ?? '')}
            />
          )}
        </>
      )}
      <ConfirmDialog
        open={!!removing}
        message={CENTER_MSG.removeFavoriteConfirm}
        busy={busy}
        onCancel={() => setRemoving(null)}
        onConfirm={async () => {
          if (
            removing &&
            (await run(() => api('favorite.remove', { productId: removing.productId }), {
              success: PROFILE_MSG.favoriteRemoved,
              invalidate: ['favorite.list', 'favorite.status'],
            }))
          )
            setRemoving(null);
        }}
      />
    </Panel>
  );
}
