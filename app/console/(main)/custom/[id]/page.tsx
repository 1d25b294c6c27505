/**
 * 定制需求详情 (运营): the compound (name, CAS, the structure drawn from the request's SMILES / molfile), quantity,
 * purity, analyses, wished date, notes and the attached file (served to staff only); the buyer; quote (amount, lead
 * time, validity, note) or decline with a reason while the custom machine allows it.
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { structureSvg } from '@/lib/platform/chem/depict';
import { staffCustomDetail } from '@/lib/domain/commerce/custom';
import { Card, PageHeader, fmtMoney, fmtTime } from '@/components/console/parts';
import { RequestStatusBadge } from '@/components/console/orders/StatusBadges';
import { CustomQuoteForm, RejectCustomButton } from '@/components/console/inquiries/RequestActions';
import { idOf, orNotFound } from '@/components/console/orders/params';

export const metadata = { title: '定制需求详情' };
export const dynamic = 'force-dynamic';

async function drawing(input: string | null): Promise<string | null> {
  if (!input) return null;
  try {
    return await structureSvg(input, { width: 320, height: 240, whiteBackground: true });
  } catch {
    return null; // the chemistry engine is unavailable: the SMILES text is still shown
  }
}

export default async function ConsoleCustomDetail({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff('custom');
  const c = await orNotFound(staffCustomDetail(await getDb(), idOf((await params).id)));
  const svg = await drawing(c.smiles);
  const fileUrl = `/console/api/custom/${c.id}/file`;
  return (
    <>
      <PageHeader title={`定制需求 ${c.requestNo}`}>
        <Link href="/console/custom" className="text-sm text-ink-600 hover:text-brand-600">
          返回定制需求列表
        </Link>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-md border border-line bg-white px-4 py-3 text-sm">
        <div className="flex items-center gap-3">
          <span data-testid="console-custom-status">
            <RequestStatusBadge status={c.status} label={c.statusLabel} />
          </span>
          {c.quotedAmount !== null && (
            <span>
              报价 {fmtMoney(c.quotedAmount)} · {c.leadTime ?? '-'} · 有效期至 {fmtTime(c.quoteValidUntil)}
            </span>
          )}
          {c.rejectReason && <span className="text-ink-500">无法承接原因：{c.rejectReason}</span>}
          {c.orderNo && (
            <Link href={`/console/orders/${c.orderNo}`} className="text-brand-600 hover:underline">
              订单 {c.orderNo}
            </Link>
          )}
        </div>
        {c.staffActions.includes('reject') && <RejectCustomButton id={c.id} />}
      </div>

      <div className="grid gap-4 lg:grid-cols-[1fr_360px]">
        <Card title={c.productName}>
          <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-1.5 text-sm">
            {(
              [
                ['CAS 号', c.cas ?? '-'],
                [
                  '结构（SMILES）',
                  <span key="s" className="break-all font-mono text-xs">
                    {c.smiles ?? '-'}
                  </span>,
                ],
                ['数量 / 纯度', `${c.quantity ?? '-'} / ${c.purity ?? '-'}`],
                ['检测项目', c.analyses.length ? c.analyses.join('、') : '-'],
                ['期望交期', c.deliveryDate ?? '-'],
                [
                  '补充说明',
                  <span key="n" className="whitespace-pre-wrap">
                    {c.notes ?? '-'}
                  </span>,
                ],
                [
                  '附件',
                  c.fileUrl ? (
                    <a
                      key="f"
                      href={fileUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="text-brand-600 hover:underline"
                    >
                      查看附件{c.fileMime === 'application/pdf' ? '（PDF）' : ''}
                    </a>
                  ) : (
                    '-'
                  ),
                ],
                ['买家', `${c.buyer.name ?? '-'} ${c.buyer.mobile ?? ''}`],
                ['单位', c.buyer.orgName ?? '-'],
                ['提交时间', fmtTime(c.createdAt)],
                ['报价说明', c.quoteNote ?? '-'],
              ] as const
            ).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-ink-500">{k}</dt>
                <dd className="min-w-0 break-words">{v}</dd>
              </div>
            ))}
          </dl>
        </Card>
        <Card title="结构式">
          {svg ? (
            <div
              className="flex justify-center [&_svg]:h-auto [&_svg]:max-w-full"
              data-testid="console-custom-structure"
              dangerouslySetInnerHTML={{ __html: svg }}
            />
          ) : c.fileUrl && c.fileMime?.startsWith('image/') ? (
            <img src={fileUrl} alt="买家上传的结构图" className="mx-auto max-h-60" />
          ) : (
            <p className="text-sm text-ink-500">{c.smiles ? '结构无法解析，请查看 SMILES 文本' : '买家未提供结构式'}</p>
          )}
        </Card>
      </div>

      {c.staffActions.includes('quote') && (
        <Card title={c.status === 'quoted' ? '重新报价（替换当前报价）' : '报价'}>
          <CustomQuoteForm
            id={c.id}
            initial={
              c.status === 'quoted' ? { amount: c.quotedAmount, leadTime: c.leadTime, note: c.quoteNote } : undefined
            }
          />
        </Card>
      )}
    </>
  );
}
