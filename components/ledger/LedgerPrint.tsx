'use client';
/**
 * /personalCenter/standardsLedger/print — the printable ledger for the auditor: the filter of the ledger page (same
 * URL parameters), at most LEDGER.printMax entries, with the ledger's name, the filter, the time it was produced and
 * lines to sign. Its print stylesheet prints this sheet alone (A4 landscape, the header row repeated on every page).
 */
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { api } from '@/lib/api/client';
import { filterFromSearch } from '@/lib/client/ledger';
import { useSession } from '@/lib/client/session';
import { LEDGER } from '@/lib/config/constants';
import { formatTime, LoadError, Loading } from '@/components/account/center/ui';

/** Prints `.ledger-print` alone, whatever the page around it (site header, navigation, side bar, toasts). */
const PRINT_CSS = `
@page { size: A4 landscape; margin: 12mm; }
@media print {
  body * { visibility: hidden !important; }
  .ledger-print, .ledger-print * { visibility: visible !important; }
  .ledger-print { position: absolute; left: 0; top: 0; width: 100%; box-shadow: none !important; border: 0 !important; padding: 0 !important; }
  .ledger-print .no-print { display: none !important; }
  .ledger-print table { font-size: 9pt; }
  .ledger-print thead { display: table-header-group; }
  .ledger-print tr { break-inside: avoid; }
}`;

const STATUS_TEXT: Record<string, string> = {
  active: '在用',
  unopened: '未开封',
  opened: '已开封',
  used_up: '已用完',
  discarded: '已报废',
};
const DUE_TEXT: Record<string, string> = { expired: '已过期', '7': '7 天内到期', '30': '30 天内到期' };

export function LedgerPrint() {
  const sp = useSearchParams() ?? new URLSearchParams();
  const { isLogin } = useSession();
  const f = filterFromSearch(sp);
  const q = useQuery({ queryKey: ['ledger.print', f], queryFn: () => api('ledger.print', f), enabled: isLogin });
  const filterText =
    [
      f.status && STATUS_TEXT[f.status],
      f.due && DUE_TEXT[f.due],
      f.keyword && `“${f.keyword}”`,
      f.location && `位置 ${f.location}`,
    ]
      .filter(Boolean)
      .join('，') || '全部';
  return (
    <section className="ledger-print card p-5" data-testid="ledger-print">
      <style>{PRINT_CSS}</style>
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : (
        <>
          <header className="mb-3 flex items-end justify-between gap-4">
            <div>
              <h1 className="text-lg font-semibold text-ink-900">标准品台账</h1>
              <p className="text-[12px] text-ink-600">
                {q.data.ledgerName} · 筛选：{filterText} · 共 {Math.min(q.data.total, LEDGER.printMax)} 条 · 打印时间{' '}
                {formatTime(q.data.generatedAt)}
              </p>
              {q.data.truncated && (
                <p className="text-[12px] text-danger">
                  超过 {LEDGER.printMax} 条，仅打印前 {LEDGER.printMax} 条，请筛选后分批打印或导出 Excel。
                </p>
              )}
            </div>
            <button
              type="button"
              className="btn btn-primary no-print"
              onClick={() => window.print()}
              data-testid="ledger-print-button"
            >
              打印
            </button>
          </header>
          <table className="w-full border-collapse text-[12px] [&_td]:border [&_td]:border-ink-300 [&_td]:px-1.5 [&_td]:py-1 [&_th]:border [&_th]:border-ink-300 [&_th]:bg-surface [&_th]:px-1.5 [&_th]:py-1 [&_th]:text-left">
            <thead>
              <tr>
                {[
                  '序号',
                  '名称',
                  '货号',
                  'CAS号',
                  '规格',
                  '生产商/供应商',
                  '批号',
                  '有效期至',
                  '接收日期',
                  '开封日期/人',
                  '开封后有效期',
                  '剩余量',
                  '储存条件',
                  '存放位置',
                  '状态',
                ].map((h) => (
                  <th key={h}>{h}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {q.data.rows.map((r, i) => (
                <tr key={r.id} data-testid="ledger-print-row">
                  <td>{i + 1}</td>
                  <td>{r.name}</td>
                  <td>{r.code ?? ''}</td>
                  <td>{r.cas ?? ''}</td>
                  <td>{r.packageValue ?? ''}</td>
                  <td>{r.supplier ?? (r.source === 'order' ? '标准物质商城' : '')}</td>
                  <td>{r.lotNo ?? ''}</td>
                  <td>{r.expiresOn ?? ''}</td>
                  <td>{r.receivedOn ?? ''}</td>
                  <td>{r.openedOn ? `${r.openedOn} ${r.openedBy ?? ''}` : ''}</td>
                  <td>{r.inUseExpiresOn ?? ''}</td>
                  <td>{r.remainingLabel}</td>
                  <td>{r.storage ?? ''}</td>
                  <td>{r.location ?? ''}</td>
                  <td>
                    {r.statusLabel}
                    {r.endReason ? `（${r.endReason}）` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="mt-6 flex gap-16 text-[12px] text-ink-700">
            <span>记录人：________________</span>
            <span>审核人：________________</span>
            <span>日期：________________</span>
          </p>
        </>
      )}
    </section>
  );
}
