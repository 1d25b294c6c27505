/**
 * 资质审核详情 (ops): the document as the buyer declared it beside its scan (a private file the console streams only
 * to staff of this area), the holder, the timeline and the orders it covered; 通过 / 驳回 while 待审核, 撤销 once 已通过.
 */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { staffLicenceDetail } from '@/lib/domain/commerce/licences';
import { ConsoleDetailPage } from '@/components/console/DetailPage';
import { Badge, Card, Table, fmtTime } from '@/components/console/parts';
import { FileList, Info, Timeline, idOf, orNotFound } from '@/components/console/service/common';
import { licenceTone } from '@/components/console/service/tones';
import { LicenceActions } from '@/components/console/licences/actions';

export const metadata = { title: '资质审核' };
export const dynamic = 'force-dynamic';

export default async function ConsoleLicenceDetail({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('licences');
  const l = await orNotFound(staffLicenceDetail(await getDb(), idOf((await params).id)));
  return (
    <ConsoleDetailPage
      title={`资质审核：${l.kindLabel}`}
      backHref="/console/licences"
      backLabel="返回资质列表"
      statusTestId="licence-status"
      status={<Badge tone={licenceTone(l.displayStatus)}>{l.statusLabel}</Badge>}
      facts={
        <>
          <span className="text-ink-500">提交于 {fmtTime(l.createdAt)}</span>
          {l.reviewedAt && (
            <span className="text-ink-500" data-testid="licence-reviewed">
              审核：{l.reviewedByName ?? '-'} {fmtTime(l.reviewedAt)}
            </span>
          )}
          {l.reason && <span className="text-ink-500">原因：{l.reason}</span>}
        </>
      }
      actions={<LicenceActions id={l.id} status={l.status} kindLabel={l.kindLabel} />}
    >
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="买家填写的证件信息">
          <Info
            items={[
              ['资质类型', l.kindLabel],
              ['证件编号', l.licenceNo],
              ['发证机关', l.authority],
              [
                '有效期',
                `${l.validFrom} 至 ${l.validTo}${l.expiresInDays !== null ? `（${l.expiresInDays} 天后到期）` : ''}`,
              ],
              ['许可品种及数量', l.scope],
            ]}
          />
        </Card>
        <Card title="持证方">
          <Info
            items={[
              [l.owner === 'org' ? '单位' : '个人', l.holder],
              [
                '企业认证',
                l.orgCertified === null ? '个人资质' : l.orgCertified ? '已认证' : '未认证（认证前不能下单）',
              ],
              ['上传人', l.uploaderName],
              ['手机号', l.uploaderMobile],
            ]}
          />
        </Card>
      </div>
      <Card title="证件扫描件">
        <FileList files={[{ url: l.file.url, mime: l.file.mime, label: l.kindLabel }]} testId="licence-files" large />
      </Card>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="记录">
          <Timeline
            items={l.timeline.map((t) => ({
              label: t.who ? `${t.label}（${t.who}）` : t.label,
              statusLabel: t.statusLabel ?? undefined,
              note: t.note,
              at: t.at,
              actor: t.actor,
            }))}
          />
        </Card>
        <Card title={`凭此资质的订单（${l.sales.length}）`}>
          <Table head={['时间', '订单号', '商品', '数量']} empty={l.sales.length === 0}>
            {l.sales.map((s, i) => (
              <tr key={i}>
                <td className="whitespace-nowrap px-3 py-2">{fmtTime(s.at)}</td>
                <td className="whitespace-nowrap px-3 py-2 font-mono">{s.orderNo}</td>
                <td className="px-3 py-2">{s.productName}</td>
                <td className="whitespace-nowrap px-3 py-2">
                  {s.packageValue ?? ''} × {s.num}
                </td>
              </tr>
            ))}
          </Table>
        </Card>
      </div>
    </ConsoleDetailPage>
  );
}
