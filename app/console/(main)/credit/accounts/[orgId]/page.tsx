/**
 * 单位账期 (finance): one organisation's credit account — open it or change quota and period (never below what is
 * used) — and its bills exactly as the organisation's administrator sees them, with 登记还款 for the unpaid ones.
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { staffCreditAccountDetail } from '@/lib/domain/commerce/credit';
import { Badge, Card, PageHeader, Table, fmtMoney, fmtTime } from '@/components/console/parts';
import { Info, idOf, orNotFound } from '@/components/console/service/common';
import { CreditAccountButton, RepaidButton } from '@/components/console/service/credit-actions';

export const metadata = { title: '单位账期' };
export const dynamic = 'force-dynamic';

const BILL_TONES = { open: 'blue', due_soon: 'amber', overdue: 'red', repaid: 'green', refunded: 'gray' } as const;

export default async function ConsoleCreditAccount({ params }: { params: Promise<{ orgId: string }> }) {
  await requireStaff('credit');
  const { org, ownerMobile, overview } = await orNotFound(
    staffCreditAccountDetail(await getDb(), idOf((await params).orgId)),
  );
  const acc = overview.account;
  return (
    <>
      <PageHeader title={org.name}>
        <Link href="/console/credit?view=accounts" className="text-sm text-ink-600 hover:text-brand-600">
          返回单位账期
        </Link>
      </PageHeader>
      <div className="grid gap-4 lg:grid-cols-2">
        <Card title="单位信息">
          <Info
            items={[
              ['单位名称', org.name],
              ['信用代码', org.creditCode],
              ['认证状态', org.certStatus === 2 ? '已认证' : org.certStatus === 1 ? '审核中' : '未认证'],
              ['联系人', `${org.contactName ?? ''} ${org.contactPhone ?? ''}`.trim()],
              ['管理员', ownerMobile],
            ]}
          />
        </Card>
        <Card
          title={
            <span className="flex items-center justify-between">
              <span>账期额度</span>
              {(acc || org.certStatus === 2) && (
                <CreditAccountButton
                  orgId={org.id}
                  quota={acc?.quota ?? null}
                  periodDays={acc?.periodDays ?? null}
                  used={acc ? fmtMoney(acc.used) : null}
                />
              )}
            </span>
          }
        >
          {acc ? (
            <div data-testid="credit-account">
              <Info
                items={[
                  ['授信额度', fmtMoney(acc.quota)],
                  ['已用额度', fmtMoney(acc.used)],
                  ['可用额度', fmtMoney(acc.available)],
                  ['账期', `${acc.periodDays} 天`],
                  ['即将到期', fmtMoney(overview.dueSoonAmount)],
                  ['已逾期', fmtMoney(overview.overdueAmount)],
                ]}
              />
            </div>
          ) : (
            <p className="text-sm text-ink-500">
              {org.certStatus === 2 ? '尚未开通账期' : '单位未通过企业认证，不能开通账期'}
            </p>
          )}
        </Card>
      </div>
      <Card title={`账单（${overview.bills.length}）`}>
        <Table head={['订单号', '应还金额', '付款时间', '到期日', '状态', '']} empty={overview.bills.length === 0}>
          {overview.bills.map((b) => (
            <tr key={b.orderNo} data-testid="credit-bill-row">
              <td className="px-3 py-2 font-mono text-xs">
                <Link href={`/console/orders/${b.orderNo}`} className="text-brand-600 hover:underline">
                  {b.orderNo}
                </Link>
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {fmtMoney(b.amount)}
                {b.refundedAmount > 0 && (
                  <span className="ml-2 text-xs text-ink-500" data-testid="credit-bill-refunded">
                    原 {fmtMoney(b.paidAmount)}，已退 {fmtMoney(b.refundedAmount)}
                  </span>
                )}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{fmtTime(b.paidAt)}</td>
              <td className="whitespace-nowrap px-3 py-2">{fmtTime(b.dueAt)}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <Badge tone={BILL_TONES[b.state]}>{b.stateLabel}</Badge>
                {b.repaidAt && <span className="ml-2 text-xs text-ink-500">{fmtTime(b.repaidAt)}</span>}
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {b.state !== 'repaid' && b.state !== 'refunded' && (
                  <RepaidButton orderNo={b.orderNo} amount={fmtMoney(b.amount)} />
                )}
              </td>
            </tr>
          ))}
        </Table>
      </Card>
    </>
  );
}
