/**
 * 意见反馈详情 (ops): the suggestion with its images; 标为已读, 回复 (the buyer reads it on 我的反馈) and 采纳
 * (the author earns the points of spec §1 once).
 */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { staffFeedbackDetail } from '@/lib/domain/accounts/profile';
import { ConsoleDetailPage } from '@/components/console/DetailPage';
import { Badge, Card, fmtTime } from '@/components/console/parts';
import { FileList, Info, idOf, orNotFound } from '@/components/console/service/common';
import { FeedbackActions } from '@/components/console/service/review-actions';
import { feedbackTone } from '@/components/console/service/tones';

export const metadata = { title: '意见反馈' };
export const dynamic = 'force-dynamic';

export default async function ConsoleFeedbackDetail({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('feedback');
  const f = await orNotFound(staffFeedbackDetail(await getDb(), idOf((await params).id)));
  return (
    <ConsoleDetailPage
      title="意见反馈"
      backHref="/console/feedback"
      backLabel="返回反馈列表"
      statusTestId="feedback-status"
      status={<Badge tone={feedbackTone(f)}>{f.statusLabel}</Badge>}
      facts={
        <>
          <span className="text-ink-500">提交于 {fmtTime(f.createdAt)}</span>
          {f.adoptedAt && <span className="text-ink-500">采纳于 {fmtTime(f.adoptedAt)}</span>}
        </>
      }
      actions={
        <FeedbackActions
          id={f.id}
          unread={f.unread}
          adopted={f.status === 'adopted'}
          reply={f.reply}
          forGuest={f.userId === null}
        />
      }
    >
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="反馈内容" className="lg:col-span-2">
          <p className="whitespace-pre-wrap text-sm" data-testid="feedback-content">
            {f.content}
          </p>
          <div className="mt-4">
            <FileList files={f.files.map((x, i) => ({ url: x.url, label: `图片 ${i + 1}` }))} />
          </div>
        </Card>
        <Card title="提交人">
          <Info
            items={[
              ['姓名', f.name],
              ['联系电话', f.phone],
              ['登录账号', f.accountMobile ?? '游客（未登录）'],
              ['当前积分', f.points],
              ['阅读时间', f.readAt ? fmtTime(f.readAt) : null],
            ]}
          />
        </Card>
      </div>
      <Card title="回复">
        {f.reply ? (
          <div className="text-sm" data-testid="feedback-reply-text">
            <p className="whitespace-pre-wrap">{f.reply}</p>
            <p className="mt-1 text-xs text-ink-500">回复于 {fmtTime(f.repliedAt)}</p>
          </div>
        ) : (
          <p className="text-sm text-ink-500">尚未回复</p>
        )}
      </Card>
    </ConsoleDetailPage>
  );
}
