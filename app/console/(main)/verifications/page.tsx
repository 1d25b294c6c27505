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
import { ConsoleListPage, FilterLinks, listQuery } from '@/components/console/ListPage';
import { Badge, fmtTime } from '@/components/console/parts';
import { one, type SearchParams } from '@/components/console/service/common';
import { verificationTone } from '@/components/console/service/tones';

export const metadata = { title: '认证审核' };
export const dynamic = 'force-dynamic';

const KINDS = ['realname', 'enterprise', 'join'] as const satisfies readonly VerificationKind[];
const BASE = '/console/verifications';

export default async function ConsoleVerifications({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('verifications');
  const sp = await searchParams;
  const { status, kw, page, limit, offset } = listQuery(sp, STAFF_VERIFICATION_FILTERS, 'all');
  const k = one(sp.kind);
  const kind = k && k in VERIFICATION_KIND_LABELS ? (k as VerificationKind) : undefined;
  const { list, total } = await staffListVerifications(await getDb(), { filter: status, kind, kw, limit, offset });
  return (
    <ConsoleListPage
      title="认证审核"
      basePath={BASE}
      filters={STAFF_VERIFICATION_FILTERS}
      status={status}
      statusLabel="审核状态"
      kw={kw}
      params={{ kind }}
      placeholder="手机号、姓名或单位名称"
      filtersBar={
        <FilterLinks
          basePath={BASE}
          name="kind"
          values={KINDS}
          labels={VERIFICATION_KIND_LABELS}
          allLabel="全部类型"
          current={kind}
          params={{ status, kind, kw }}
          label="认证类型"
        />
      }
      head={['提交时间', '类型', '手机号', '姓名 / 单位', '状态', '审核时间', '']}
      empty={list.length === 0}
      page={page}
      total={total}
    >
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
    </ConsoleListPage>
  );
}
