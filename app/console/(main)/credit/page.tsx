/**
 * 账期 (finance): the account-period applications (审核中 first; approve with quota and period, reject with a
 * reason) and, under 单位账期, every certified organisation with its credit account (open, adjust, bills).
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import {
  STAFF_CREDIT_APP_FILTERS,
  staffListCreditAccounts,
  staffListCreditApplications,
} from '@/lib/domain/commerce/credit';
import { Badge, LinkPager, PageHeader, Table, fmtMoney, fmtTime, pageOf } from '@/components/console/parts';
import { SearchForm, StatusTabs, filterOf, kwOf, one, type SearchParams } from '@/components/console/service/common';
import { CreditAppActions } from '@/components/console/service/credit-actions';
import { creditAppTone } from '@/components/console/service/tones';

export const metadata = { title: '账期' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;
const BASE = '/console/credit';

function Views({ accounts }: { accounts: boolean }) {
  const cls = (on: boolean) =>
    `border-b-2 px-1 pb-2 ${on ? 'border-brand-600 text-brand-700' : 'border-transparent text-ink-600 hover:text-brand-600'}`;
  return (
    <div className="mb-4 flex gap-6 border-b border-line text-sm">
      <Link href={BASE} className={cls(!accounts)} aria-current={!accounts ? 'page' : undefined}>
        账期申请
      </Link>
      <Link href={`${BASE}?view=accounts`} className={cls(accounts)} aria-current={accounts ? 'page' : undefined}>
        单位账期
      </Link>
    </div>
  );
}

export default async function ConsoleCredit({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('credit');
  const sp = await searchParams;
  const kw = kwOf(sp.kw);
  const page = pageOf(sp.page);
  const db = await getDb();
  if (one(sp.view) === 'accounts') {
    const { list, total } = await staffListCreditAccounts(db, { kw, limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE });
    return (
      <>
        <PageHeader title="账期" />
        <Views accounts />
        <SearchForm
          basePath={BASE}
          status="all"
          kw={kw}
          placeholder="单位名称或统一社会信用代码"
          hidden={{ view: 'accounts' }}
        />
        <Table head={['单位', '授信额度', '已用', '可用', '账期', '']} empty={list.length === 0}>
          {list.map((a) => (
            <tr key={a.orgId} data-testid="credit-account-row">
              <td className="px-3 py-2">
                <Link href={`${BASE}/accounts/${a.orgId}`} className="text-brand-600 hover:underline">
                  {a.orgName}
                </Link>
                {a.certStatus !== 2 && <span className="ml-2 text-xs text-ink-500">未认证</span>}
              </td>
              <td className="whitespace-nowrap px-3 py-2">
                {a.quota === null ? <span className="text-ink-500">未开通</span> : fmtMoney(a.quota)}
              </td>
              <td className="whitespace-nowrap px-3 py-2">{fmtMoney(a.used)}</td>
              <td className="whitespace-nowrap px-3 py-2">{fmtMoney(a.available)}</td>
              <td className="whitespace-nowrap px-3 py-2">{a.periodDays === null ? '-' : `${a.periodDays} 天`}</td>
              <td className="whitespace-nowrap px-3 py-2">
                <Link href={`${BASE}/accounts/${a.orgId}`} className="text-brand-600 hover:underline">
                  {a.quota === null ? '开通' : '管理'}
                </Link>
              </td>
            </tr>
          ))}
        </Table>
        <LinkPager basePath={BASE} params={{ view: 'accounts', kw }} page={page} pageSize={PAGE_SIZE} total={total} />
      </>
    );
  }
  const status = filterOf(STAFF_CREDIT_APP_FILTERS, sp.status, 'all');
  const { list, total } = await staffListCreditApplications(db, {
    filter: status,
    kw,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return (
    <>
      <PageHeader title="账期" />
      <Views accounts={false} />
      <StatusTabs
        basePath={BASE}
        filters={STAFF_CREDIT_APP_FILTERS}
        current={status}
        params={{ kw }}
        label="申请状态"
      />
      <SearchForm basePath={BASE} status={status} kw={kw} placeholder="单位名称或申请人手机号" />
      <Table
        head={['申请时间', '单位', '申请人 / 联系人', '申请额度', '账期', '现有额度', '说明', '状态', '操作']}
        empty={list.length === 0}
      >
        {list.map((r) => (
          <tr key={r.id} data-testid="credit-app-row">
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.createdAt)}</td>
            <td className="px-3 py-2">
              {r.orgId ? (
                <Link href={`${BASE}/accounts/${r.orgId}`} className="text-brand-600 hover:underline">
                  {r.orgName}
                </Link>
              ) : (
                '-'
              )}
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              <div>{r.applicantMobile ?? '-'}</div>
              <div className="text-xs text-ink-500">
                {r.contactName ?? ''} {r.contactPhone ?? ''}
              </div>
            </td>
            <td className="whitespace-nowrap px-3 py-2">{fmtMoney(r.quota)}</td>
            <td className="whitespace-nowrap px-3 py-2">{r.periodDays} 天</td>
            <td className="whitespace-nowrap px-3 py-2">
              {r.currentQuota === null ? '-' : `${fmtMoney(r.currentQuota)}（已用 ${fmtMoney(r.currentUsed)}）`}
            </td>
            <td className="max-w-xs px-3 py-2 text-ink-600">{r.reason ?? '-'}</td>
            <td className="whitespace-nowrap px-3 py-2">
              <Badge tone={creditAppTone(r.status)}>{r.statusLabel}</Badge>
              {r.approvedQuota !== null && <div className="text-xs text-ink-500">批准 {fmtMoney(r.approvedQuota)}</div>}
              {r.rejectReason && <div className="max-w-[12rem] text-xs text-ink-500">{r.rejectReason}</div>}
            </td>
            <td className="whitespace-nowrap px-3 py-2">
              {r.status === 'pending' ? <CreditAppActions id={r.id} quota={r.quota} periodDays={r.periodDays} /> : '-'}
            </td>
          </tr>
        ))}
      </Table>
      <LinkPager basePath={BASE} params={{ status, kw }} page={page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
