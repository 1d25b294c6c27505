'use client';
/**
 * /personalCenter/myFeedback — 我的反馈: the suggestions the buyer sent while logged in, newest first, with their
 * state (已提交 / 已回复 / 已采纳, an adopted one earned FEEDBACK_REWARD_POINTS) and the staff reply.
 */
import { useCenterQuery } from '@/lib/client/profile-queries';
import { openFeedback } from '@/lib/client/profile-feedback';
import { FEEDBACK_REWARD_POINTS } from '@/lib/config/constants';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError, Loading, Panel, formatTime } from './ui';

export function MyFeedback() {
  const q = useCenterQuery('feedback.mine');
  return (
    <Panel
      title="我的反馈"
      testId="my-feedback"
      extra={
        <button type="button" onClick={openFeedback} className="text-[13px] text-brand-600 hover:underline">
          提交新的反馈
        </button>
      }
    >
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : q.data.length === 0 ? (
        <EmptyState text="暂无反馈记录" />
      ) : (
        <ul className="divide-y divide-line">
          {q.data.map((f) => (
            <li key={f.id} className="py-4" data-testid="my-feedback-item">
              <div className="flex items-center justify-between text-xs text-ink-500">
                <span>{formatTime(f.createdAt)}</span>
                <span
                  className={f.adopted ? 'text-success' : f.reply ? 'text-brand-600' : ''}
                  data-testid="my-feedback-status"
                >
                  {f.statusLabel}
                  {f.adopted && `（+${FEEDBACK_REWARD_POINTS} 积分）`}
                </span>
              </div>
              <p className="mt-1 whitespace-pre-wrap text-[14px] text-ink-800">{f.content}</p>
              {f.images.length > 0 && (
                <div className="mt-2 flex gap-2">
                  {f.images.map((u) => (
                    // eslint-disable-next-line @next/next/no-img-element -- the buyer's own uploaded image
                    <img key={u} src={u} alt="反馈图片" className="h-16 w-16 rounded border border-line object-cover" />
                  ))}
                </div>
              )}
              {f.reply && (
                <div className="mt-3 rounded bg-brand-50 px-3 py-2 text-[13px]" data-testid="my-feedback-reply">
                  <p className="text-ink-500">客服回复{f.repliedAt ? ` · ${formatTime(f.repliedAt)}` : ''}</p>
                  <p className="mt-1 whitespace-pre-wrap text-ink-800">{f.reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
