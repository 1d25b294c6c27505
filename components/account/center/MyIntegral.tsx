'use client';
/**
 * /personalCenter/myIntegral: points balance and ledger (completed orders earn POINTS_PER_YUAN per yuan paid, adopted
 * feedback earns FEEDBACK_REWARD_POINTS, spec §1), a link to the points mall and the buyer's gift redemptions.
 */
import Link from 'next/link';
import { useCenterQuery } from '@/lib/client/profile-queries';
import { FEEDBACK_REWARD_POINTS, POINTS_PER_YUAN } from '@/lib/config/constants';
import { POINTS_MSG } from '@/lib/config/messages';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError, Loading, Panel, formatTime } from './ui';

export function MyIntegral() {
  const q = useCenterQuery('points.list');
  return (
    <div className="space-y-4">
      <Panel
        title="我的积分"
        testId="my-integral"
        extra={
          <Link
            href="/pointsMallCenter"
            className="text-[13px] text-brand-600 hover:underline"
            data-testid="to-points-mall"
          >
            去积分商城兑换礼品 ›
          </Link>
        }
      >
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
              <div className="pb-1.5 text-xs leading-5 text-ink-500">
                <p>订单完成后每实付 1 元积 {POINTS_PER_YUAN} 分</p>
                <p>意见反馈被采纳可获得 {FEEDBACK_REWARD_POINTS} 积分</p>
              </div>
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
                      <td
                        className={`text-right font-medium tabular-nums ${r.delta >= 0 ? 'text-success' : 'text-danger'}`}
                      >
                        {r.delta > 0 ? `+${r.delta}` : r.delta}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </Panel>
      <Redemptions />
    </div>
  );
}

/** The buyer's gift redemptions (points/redemption/list), newest first. */
function Redemptions() {
  const q = useCenterQuery('points.redemptions');
  return (
    <Panel title="兑换记录" testId="my-redemptions">
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <EmptyState text={POINTS_MSG.noRedemptions} />
      ) : (
        <table className="table-dense" data-testid="redemption-list">
          <thead>
            <tr>
              <th className="w-44">兑换时间</th>
              <th>礼品</th>
              <th className="w-24 text-right">消耗积分</th>
              <th className="w-24">状态</th>
            </tr>
          </thead>
          <tbody>
            {q.data.map((r) => (
              <tr key={r.id}>
                <td>{formatTime(r.createdAt)}</td>
                <td>
                  {r.giftName}
                  {r.address && (
                    <p className="text-xs text-ink-500">
                      寄送至：{r.address.consignee} {r.address.regionText} {r.address.detail}
                    </p>
                  )}
                </td>
                <td className="text-right tabular-nums">{r.cost}</td>
                <td>{r.statusText}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}
