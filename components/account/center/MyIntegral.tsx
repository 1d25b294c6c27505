'use client';
/** /personalCenter/myIntegral: points balance and ledger (adopted feedback earns 100, spec §1). */
import { useCenterQuery } from '@/lib/client/profile-queries';
import { FEEDBACK_REWARD_POINTS } from '@/lib/config/constants';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError, Loading, Panel, formatTime } from './ui';

export function MyIntegral() {
  const q = useCenterQuery('points.list');
  return (
    <Panel title="我的积分" testId="my-integral">
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : (
        <>
          <div className="mb-5 flex items-end gap-6 rounded bg-gradient-to-r from-brand-50 to-white px-6 py-5">
            <div>
              <p className="text-[13px] text-ink-500">当前可用积分</p>
              <p className="text-[32px] font-semibold leading-tight text-accent-500" data-testid="points-balance">
                {q.data.balance}
              </p>
            </div>
            <p className="pb-1.5 text-xs text-ink-500">意见反馈被采纳可获得 {FEEDBACK_REWARD_POINTS} 积分（零售礼品卡）</p>
          </div>
          {q.data.list.length === 0 ? (
            <EmptyState text="暂无积分记录" />
          ) : (
            <table className="table-dense" data-testid="points-ledger">
              <thead>
                <tr>
                  <th className="w-44">时间</th>
                  <th>说明</th>
                  <th className="w-28 text-right">积分变动</th>
                </tr>
              </thead>
              <tbody>
                {q.data.list.map((r) => (
                  <tr key={r.id}>
                    <td>{formatTime(r.createdAt)}</td>
                    <td>{r.reason}</td>
                    <td className={`text-right font-medium tabular-nums ${r.delta >= 0 ? 'text-success' : 'text-danger'}`}>{r.delta > 0 ? `+${r.delta}` : r.delta}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </Panel>
  );
}
