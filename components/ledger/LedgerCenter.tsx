'use client';
/**
 * /personalCenter/standardsLedger — 标准品台账: the lab's ledger of reference standards (the organisation's for its
 * members, else the buyer's own). The counts, the reminders (past due, due within 30 days, low) with 一键复购, the
 * filtered list (status, due, text, location; the filter lives in the URL, so a filtered view can be shared, printed
 * and exported), and the entry dialog with 开封, usage, 用完, 报废, 盘点, edits and the history.
 */
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiEnvelope } from '@/lib/api/client';
import { useCenterQuery } from '@/lib/client/profile-queries';
import { useSession } from '@/lib/client/session';
import { downloadLedgerFile, filterFromSearch, filterQuery } from '@/lib/client/ledger';
import { LEDGER } from '@/lib/config/constants';
import type { LedgerFilter, LedgerRow } from '@/lib/domain/accounts/ledger';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { LoadError, Loading, Panel } from '@/components/account/center/ui';
import { DueTag, StatusTag } from './parts';
import { LedgerReminders } from './LedgerReminders';
import { LedgerEntryDialog } from './LedgerEntryDialog';
import { LedgerAddDialog } from './LedgerAddDialog';
import { LedgerImportDialog } from './LedgerImportDialog';
import { ReorderPrompt } from './ReorderPrompt';

const STATUS_OPTIONS: [string, string][] = [
  ['', '全部状态'],
  ['active', '在用（未开封+已开封）'],
  ['unopened', '未开封'],
  ['opened', '已开封'],
  ['used_up', '已用完'],
  ['discarded', '已报废'],
];
const DUE_OPTIONS: [string, string][] = [
  ['', '全部效期'],
  ['expired', '已过期'],
  ['7', '7 天内到期'],
  ['30', '30 天内到期'],
];

export function LedgerCenter() {
  // Nullable in the build's types (the pages router): an empty set of parameters then.
  const sp = useSearchParams() ?? new URLSearchParams();
  const router = useRouter();
  const pathname = usePathname() ?? '/personalCenter/standardsLedger';
  const { isLogin } = useSession();
  const filter = filterFromSearch(sp);
  const pageNo = Math.max(1, Number(sp.get('pageNo')) || 1);
  const summary = useCenterQuery('ledger.summary');
  const list = useQuery({
    queryKey: ['ledger.list', filter, pageNo],
    queryFn: () => apiEnvelope('ledger.list', filter, { paging: { pageNo, pageSize: LEDGER.pageSize } }),
    enabled: isLogin,
  });
  const [openId, setOpenId] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);
  const [importing, setImporting] = useState(false);
  const [keyword, setKeyword] = useState(filter.keyword ?? '');
  const reorderId = Number(sp.get('reorder')) || null;

  const setFilter = (patch: Partial<LedgerFilter>) => {
    const q = filterQuery({ ...filter, ...patch });
    router.replace(q ? `${pathname}?${q}` : pathname, { scroll: false });
  };
  const s = summary.data;
  const chips: [string, number | undefined, Partial<LedgerFilter>, string][] = [
    ['全部', s?.counts.all, { status: undefined, due: undefined }, ''],
    ['未开封', s?.counts.unopened, { status: 'unopened', due: undefined }, ''],
    ['已开封', s?.counts.opened, { status: 'opened', due: undefined }, ''],
    ['已过期', s?.counts.expired, { status: undefined, due: 'expired' }, 'text-danger'],
    ['30 天内到期', s?.counts.due30, { status: undefined, due: '30' }, 'text-amber-700'],
    ['已用完 / 报废', s ? s.counts.used_up + s.counts.discarded : undefined, { status: 'used_up', due: undefined }, ''],
  ];
  const rows = list.data?.data ?? [];
  const total = list.data?.totalCount ?? 0;
  const q = filterQuery(filter);

  return (
    <div className="flex flex-col gap-4">
      <Panel
        title="标准品台账"
        testId="ledger-center"
        extra={
          s && (
            <span className="text-[13px] text-ink-500" data-testid="ledger-scope">
              {s.scope.kind === 'org' ? `单位台账：${s.scope.name}（本单位成员共享）` : `个人台账：${s.scope.name}`}
            </span>
          )
        }
      >
        <div className="mb-3 flex flex-wrap gap-2 text-[13px]" data-testid="ledger-counts">
          {chips.map(([label, n, patch, cls]) => (
            <button
              key={label}
              type="button"
              className={`rounded border border-line px-3 py-1.5 hover:border-brand-500 ${cls}`}
              onClick={() => setFilter(patch)}
            >
              {label} <b>{n ?? '-'}</b>
            </button>
          ))}
        </div>
        <LedgerReminders />
      </Panel>

      <Panel
        title="台账明细"
        extra={
          <div className="flex flex-wrap gap-2 print:hidden">
            <button
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => setAdding(true)}
              data-testid="ledger-add"
            >
              手工登记
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => setImporting(true)}
              data-testid="ledger-import"
            >
              导入 Excel
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              onClick={() => void downloadLedgerFile('ledger.export', filter as Record<string, unknown>)}
              data-testid="ledger-export"
            >
              导出 Excel
            </button>
            <Link
              prefetch={false}
              href={`${pathname}/print${q ? `?${q}` : ''}`}
              target="_blank"
              className="btn btn-sm btn-outline"
              data-testid="ledger-print"
            >
              打印
            </Link>
          </div>
        }
      >
        <form
          className="mb-3 flex flex-wrap items-center gap-2 text-[13px]"
          onSubmit={(e) => {
            e.preventDefault();
            setFilter({ keyword: keyword.trim() || undefined });
          }}
        >
          <input
            className="input w-64"
            placeholder="名称、货号、CAS号、批号或位置"
            maxLength={60}
            value={keyword}
            onChange={(e) => setKeyword(e.target.value)}
            aria-label="搜索台账"
            data-testid="ledger-keyword"
          />
          <select
            className="input w-48"
            aria-label="状态"
            value={filter.status ?? ''}
            onChange={(e) => setFilter({ status: (e.target.value || undefined) as LedgerFilter['status'] })}
          >
            {STATUS_OPTIONS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
          <select
            className="input w-36"
            aria-label="效期"
            value={filter.due ?? ''}
            onChange={(e) => setFilter({ due: (e.target.value || undefined) as LedgerFilter['due'] })}
          >
            {DUE_OPTIONS.map(([v, l]) => (
              <option key={v} value={v}>
                {l}
              </option>
            ))}
          </select>
          <select
            className="input w-36"
            aria-label="存放位置"
            value={filter.location ?? ''}
            onChange={(e) => setFilter({ location: e.target.value || undefined })}
          >
            <option value="">全部位置</option>
            {(s?.locations ?? []).map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
          <select
            className="input w-32"
            aria-label="排序"
            value={filter.sort ?? 'due'}
            onChange={(e) => setFilter({ sort: e.target.value === 'received' ? 'received' : undefined })}
          >
            <option value="due">按效期</option>
            <option value="received">按接收日期</option>
          </select>
          <button type="submit" className="btn btn-sm btn-primary">
            查询
          </button>
        </form>
        {list.isPending ? (
          <Loading />
        ) : list.isError ? (
          <LoadError onRetry={() => void list.refetch()} />
        ) : rows.length === 0 ? (
          <EmptyState text={q ? '没有符合条件的台账记录' : '台账暂无记录'}>
            <p className="text-xs text-ink-500">
              在本商城购买的标准品发货后自动入账；其他渠道购买的可手工登记或导入 Excel。
            </p>
          </EmptyState>
        ) : (
          <LedgerTable rows={rows} onOpen={setOpenId} />
        )}
        {total > LEDGER.pageSize && (
          <Pager
            total={total}
            pageNo={pageNo}
            pageSize={LEDGER.pageSize}
            pathname={pathname}
            searchParams={Object.fromEntries(sp.entries())}
            className="mt-4"
          />
        )}
      </Panel>
      {openId !== null && <LedgerEntryDialog id={openId} onClose={() => setOpenId(null)} />}
      <LedgerAddDialog open={adding} onClose={() => setAdding(false)} />
      <LedgerImportDialog open={importing} onClose={() => setImporting(false)} />
      {reorderId && <ReorderPrompt id={reorderId} onClose={() => setFilter({})} />}
    </div>
  );
}

function LedgerTable({ rows, onOpen }: { rows: LedgerRow[]; onOpen: (id: number) => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="table-dense" data-testid="ledger-table">
        <thead>
          <tr>
            <th>标准品</th>
            <th>批号 / COA</th>
            <th>包装 / 剩余</th>
            <th>接收</th>
            <th>效期</th>
            <th>状态</th>
            <th>位置</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => {
            const active = r.status === 'unopened' || r.status === 'opened';
            return (
              <tr key={r.id} data-testid="ledger-row" data-id={r.id}>
                <td className="max-w-64">
                  <button
                    type="button"
                    className="text-left text-ink-900 hover:text-brand-600"
                    onClick={() => onOpen(r.id)}
                  >
                    {r.name}
                  </button>
                  <p className="text-xs text-ink-500">
                    {[r.code, r.cas && `CAS ${r.cas}`, r.orderNo && `订单 ${r.orderNo}`].filter(Boolean).join(' · ')}
                  </p>
                </td>
                <td className="whitespace-nowrap">
                  {r.lotNo ?? '—'}
                  {r.coaUrl && (
                    <a
                      href={r.coaUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="ml-1 text-xs text-brand-600 hover:underline"
                      data-testid="ledger-coa"
                    >
                      COA
                    </a>
                  )}
                </td>
                <td className="whitespace-nowrap">
                  {r.packageValue ?? '—'}
                  {r.remainingLabel && (
                    <p className={`text-xs ${r.low ? 'font-medium text-danger' : 'text-ink-500'}`}>
                      剩余 {r.remainingLabel}
                      {r.low ? '（不足）' : ''}
                    </p>
                  )}
                </td>
                <td className="whitespace-nowrap">
                  {r.receivedOn ?? <span className="text-xs text-ink-500">在途</span>}
                </td>
                <td>
                  <DueTag dueOn={r.dueOn} daysLeft={r.daysLeft} active={active} />
                  {r.inUseExpiresOn && <p className="text-xs text-ink-500">开封后至 {r.inUseExpiresOn}</p>}
                </td>
                <td>
                  <StatusTag status={r.status} label={r.statusLabel} />
                </td>
                <td className="max-w-32 truncate">{r.location ?? '—'}</td>
                <td className="whitespace-nowrap">
                  <button
                    type="button"
                    className="text-brand-600 hover:underline"
                    onClick={() => onOpen(r.id)}
                    data-testid="ledger-open-entry"
                  >
                    {active ? '登记' : '查看'}
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
