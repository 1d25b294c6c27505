/** 认证审核 (ops): real-name, enterprise and join-organisation requests; 待审核 first, oldest first. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import {
  STAFF_VERIFICATION_FILTERS,
  VERIFICATION_KIND_LABELS,
  staffListVerifications,
} from '@/lib/domain/accounts/verification';
import type { VerificationKind } from '@/lib/domain/accounts/verification';
import { Badge, LinkPager, PageHeader, Table, fmtTime, pageOf } from '@/components/console/parts';
import {
  SearchForm,
  StatusTabs,
  filterOf,
  hrefWith,
  kwOf,
  one,
  type SearchParams,
} from '@/components/console/service/common';
import { verificationTone } from '@/components/console/service/tones';

export const metadata = { title: '认证审核' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;
const BASE = '/console/verifications';

export default async function ConsoleVerifications({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('verifications');
  const sp = await searchParams;
  const status = filterOf(STAFF_VERIFICATION_FILTERS, sp.status, 'all');
  const k = one(sp.kind);
  const kind = k && k in VERIFICATION_KIND_LABELS ? (k as VerificationKind) : undefined;
  const kw = kwOf(sp.kw);
  const page = pageOf(sp.page);
  const { list, total } = await staffListVerifications(await getDb(), {
    filter: status,
    kind,
    kw,
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  return (
    <>
      <PageHeader title="认证审核" />
      <StatusTabs
        basePath={BASE}
        filters={STAFF_VERIFICATION_FILTERS}
        current={status}
        params={{ kind, kw }}
        label="审核状态"
      />
      <div className="mb-3 flex gap-3 text-sm" aria-label="认证类型">
        {([undefined, 'realname', 'enterprise', 'join'] as const).map((x) => (
          <Link
            key={x ?? 'all'}
            href={hrefWith(BASE, { status, kind: x, kw })}
            aria-current={kind === x ? 'page' : undefined}
            className={kind === x ? 'font-medium text-brand-700' : 'text-ink-600 hover:text-brand-600'}
          >
            {x ? VERIFICATION_KIND_LABELS[x] : '全部类型'}
          </Link>
        ))}
      </div>
      <SearchForm basePath={BASE} status={status} kw={kw} placeholder="手机号、姓名或单位名称" hidden={{ kind }} />
      <Table head={['提交时间', '类型', '手机号', '姓名 / 单位', '状态', '审核时间', '']} empty={list.length === 0}>
        {list.map((r) => (
          <tr key={r.id} data-testid="verification-row">
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.createdAt)}</td>
            <td className="whitespace-nowrap px-3 py-2">{r.kindLabel}</td>
            <td className="whitespace-nowrap px-3 py-2">{r.mobile ?? '-'}</td>
            <td className="px-3 py-2">{r.subject || '-'}</td>
            <td className="whitespace-nowrap px-3 py-2">
              <Badge tone={verificationTone(r.status)}>{r.statusLabel}</Badge>
              {r.reason && <div className="max-w-[14rem] text-xs text-ink-500">{r.reason}</div>}
            </td>
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.reviewedAt)}</td>
            <td className="whitespace-nowrap px-3 py-2">
              <Link href={`${BASE}/${r.id}`} className="text-brand-600 hover:underline">
                {r.status === 'pending' ? '审核' : '查看'}
              </Link>
            </td>
          </tr>
        ))}
      </Table>
      <LinkPager basePath={BASE} params={{ status, kind, kw }} page={page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
