'use client';
/**
 * The 一键复购 link of a reminder message (/personalCenter/standardsLedger?reorder=<id>): the entry it is about and
 * one button that puts the same package into the cart (then the cart opens) or opens the current lot's goods page.
 */
import { useCenterQuery } from '@/lib/client/profile-queries';
import { Modal } from '@/components/ui/Modal';
import { DueTag, ReorderButton } from './parts';

export function ReorderPrompt({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useCenterQuery('ledger.detail', { id });
  const e = q.data;
  return (
    <Modal open onClose={onClose} title="一键复购" width={480}>
      {q.isError ? (
        <p className="text-[13px] text-ink-500">该台账记录不存在或不在您的台账中。</p>
      ) : !e ? (
        <p className="text-[13px] text-ink-500">加载中…</p>
      ) : (
        <div className="space-y-3 text-[13px]" data-testid="ledger-reorder-prompt">
          <p className="text-[15px] font-medium text-ink-900">{e.name}</p>
          <p className="text-ink-600">
            {[e.code, e.packageValue, e.lotNo && `批号 ${e.lotNo}`].filter(Boolean).join(' · ')}
          </p>
          <p>
            效期{' '}
            <DueTag dueOn={e.dueOn} daysLeft={e.daysLeft} active={e.status === 'unopened' || e.status === 'opened'} />
            {e.remainingLabel && <span className="ml-3">剩余 {e.remainingLabel}</span>}
          </p>
          <div className="flex justify-end gap-2 pt-2">
            <button type="button" className="btn btn-outline" onClick={onClose}>
              取消
            </button>
            {e.productId ? (
              <ReorderButton
                id={e.id}
                className="btn btn-accent"
                goToCart
                label={e.skuId ? '同款包装加入购物车' : '查看当前批次'}
              />
            ) : (
              <span className="text-ink-500">该标准品不在本商城目录中</span>
            )}
          </div>
        </div>
      )}
    </Modal>
  );
}
