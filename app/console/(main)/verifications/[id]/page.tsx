/**
 * 认证审核详情 (ops): what the buyer submitted and the uploaded images (identity photos, licence — private files
 * the console streams only to staff of this area), then 通过 (identity status 2 / organisation certified / member)
 * or 驳回 with the reason the buyer reads.
 */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { staffVerificationDetail } from '@/lib/domain/accounts/verification';
import { ConsoleDetailPage } from '@/components/console/DetailPage';
import { Badge, Card, fmtTime } from '@/components/console/parts';
import { FileList, Info, idOf, orNotFound } from '@/components/console/service/common';
import { VerificationActions } from '@/components/console/service/review-actions';
import { verificationTone } from '@/components/console/service/tones';

export const metadata = { title: '认证审核' };
export const dynamic = 'force-dynamic';

const IDENTITY: Record<string, string> = { '0': '未认证', '1': '审核中', '2': '已认证', '3': '已驳回' };

export default async function ConsoleVerificationDetail({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('verifications');
  const v = await orNotFound(staffVerificationDetail(await getDb(), idOf((await params).id)));
  return (
    <ConsoleDetailPage
      title={`${v.kindLabel}审核`}
      backHref="/console/verifications"
      backLabel="返回认证列表"
      statusTestId="verification-status"
      status={<Badge tone={verificationTone(v.status)}>{v.statusLabel}</Badge>}
      facts={
        <>
          <span>{v.kindLabel}</span>
          <span className="text-ink-500">提交于 {fmtTime(v.createdAt)}</span>
          {v.reason && <span className="text-ink-500">驳回原因：{v.reason}</span>}
        </>
      }
      actions={v.status === 'pending' && <VerificationActions id={v.id} kindLabel={v.kindLabel} />}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="提交信息">
          <Info items={v.fields.map((f) => [f.label, f.value] as [string, string])} />
        </Card>
        <Card title="账号">
          <Info
            items={[
              ['手机号', v.mobile],
              ['实名状态', IDENTITY[v.identityStatus] ?? v.identityStatus],
              ['所属单位', v.orgName],
              ['审核时间', v.reviewedAt ? fmtTime(v.reviewedAt) : null],
            ]}
          />
        </Card>
      </div>
      <Card title={`证件照片 / 文件（${v.files.length}）`}>
        <FileList files={v.files} testId="verification-files" large />
      </Card>
    </ConsoleDetailPage>
  );
}
