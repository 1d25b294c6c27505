/** 资质审核 (ops): buyers' licence documents for restricted chemicals; 待审核 first, oldest first. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import {
  LICENCE_KINDS,
  LICENCE_KIND_SHORT,
  STAFF_LICENCE_FILTERS,
  staffListLicences,
  type LicenceKind,
} from '@/lib/domain/commerce/licences';
import { ConsoleListPage, FilterLinks, listQuery } from '@/components/console/ListPage';
import { Badge, fmtTime } from '@/components/console/parts';
import { one, type SearchParams } from '@/components/console/service/common';
import { licenceTone } from '@/components/console/service/tones';

export const metadata = { title: '资质审核' };
export const dynamic = 'force-dynamic';

const BASE = '/console/licences';

export default async function ConsoleLicences({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('licences');
  const sp = await searchParams;
  const { status, kw, page, limit, offset } = listQuery(sp, STAFF_LICENCE_FILTERS, 'pending');
  const k = one(sp.kind);
  const kind = k && (LICENCE_KINDS as readonly string[]).includes(k) ? (k as LicenceKind) : undefined;
  const { list, total } = await staffListLicences(await getDb(), { filter: status, kind, kw, limit, offset });
  return (
    <ConsoleListPage
      title="资质审核"
      headerLinks={
        <Link href="/console/restricted-sales" className="text-sm text-ink-600 hover:text-brand-600">
          管制品台账 ›
        </Link>
      }
      basePath={BASE}
      filters={STAFF_LICENCE_FILTERS}
      status={status}
      statusLabel="资质状态"
      kw={kw}
      params={{ kind }}
      placeholder="证件编号、单位名称、手机号或姓名"
      filtersBar={
        <FilterLinks
          basePath={BASE}
          name="kind"
          values={LICENCE_KINDS}
          labels={LICENCE_KIND_SHORT}
          allLabel="全部类型"
          current={kind}
          params={{ status, kind, kw }}
          label="资质类型"
        />
      }
      head={['提交时间', '资质类型', '证件编号', '持证单位 / 个人', '有效期', '状态', '审核', '']}
      empty={list.length === 0}
      page={page}
      total={total}
    >
      {list.map((r) => (
        <tr key={r.id} data-testid="licence-row">
          <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.createdAt)}</td>
          <td className="px-3 py-2">{LICENCE_KIND_SHORT[r.kind] ?? r.kindLabel}</td>
          <td className="whitespace-nowrap px-3 py-2 font-mono">{r.licenceNo}</td>
          <td className="px-3 py-2">
            {r.holder || '-'}
            {r.orgCertified === false && <div className="text-xs text-danger">单位未认证</div>}
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            {r.validFrom} 至 {r.validTo}
            {r.expiresInDays !== null && <div className="text-xs text-warning">{r.expiresInDays} 天后到期</div>}
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            <Badge tone={licenceTone(r.displayStatus)}>{r.statusLabel}</Badge>
            {r.reason && <div className="max-w-[14rem] text-xs text-ink-500">{r.reason}</div>}
          </td>
          <td className="whitespace-nowrap px-3 py-2 text-xs">
            {r.reviewedAt ? `${r.reviewedByName ?? ''} ${fmtTime(r.reviewedAt)}` : '-'}
          </td>
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
