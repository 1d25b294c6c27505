'use client';
/**
 * 导入 Excel: choose an .xlsx or .csv in the usual ledger columns (the template, or an export of this ledger), check
 * it (what would be imported, which rows are wrong and why), then import the good rows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { downloadLedgerFile, refreshLedger } from '@/lib/client/ledger';
import { toast } from '@/lib/client/toast';
import { LEDGER } from '@/lib/config/constants';
import type { LedgerImportResult } from '@/lib/domain/accounts/ledger';
import { Modal } from '@/components/ui/Modal';

export function LedgerImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [check, setCheck] = useState<LedgerImportResult | null>(null);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setFile(null);
    setCheck(null);
    onClose();
  };
  async function send(dryRun: boolean) {
    if (!file) return;
    setBusy(true);
    try {
      const fd = new FormData();
      fd.append('file', file);
      if (dryRun) fd.append('dryRun', '1');
      const r = await api('ledger.import', fd);
      if (dryRun) setCheck(r);
      else {
        toast.success(r.message);
        await refreshLedger(qc);
        if (r.errors.length) setCheck(r);
        else close();
      }
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      onClose={close}
      title="导入台账"
      width={680}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={close}>
            关闭
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy || !file}
            onClick={() => void send(true)}
            data-testid="ledger-import-check"
          >
            检查
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !file || !check?.dryRun || check.imported === 0}
            onClick={() => void send(false)}
            data-testid="ledger-import-submit"
          >
            导入{check?.dryRun ? ` ${check.imported} 条` : ''}
          </button>
        </>
      }
    >
      <div className="space-y-3 text-[13px]" data-testid="ledger-import-dialog">
        <p className="text-ink-600">
          支持 .xlsx / .csv（不超过 2MB、{LEDGER.importMaxRows}{' '}
          行）。第一行为表头，须包含“名称”，可包含货号、CAS号、包装规格、生产商/供应商、批号、有效期至、接收日期、储存条件、存放位置、备注、数量。
          <button
            type="button"
            className="ml-1 text-brand-600 hover:underline"
            onClick={() => void downloadLedgerFile('ledger.template')}
          >
            下载模板
          </button>
        </p>
        <input
          type="file"
          accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
          aria-label="台账文件"
          onChange={(e) => {
            setFile(e.target.files?.[0] ?? null);
            setCheck(null);
          }}
          data-testid="ledger-import-file"
        />
        {check && (
          <div className="space-y-2" data-testid="ledger-import-result">
            <p className="font-medium text-ink-900">
              {check.message}
              {check.matched > 0 && `（其中 ${check.matched} 条已关联本商城商品）`}
            </p>
            {check.errors.length > 0 && (
              <ul
                className="max-h-40 overflow-y-auto rounded border border-red-200 bg-red-50 p-2 text-danger"
                data-testid="ledger-import-errors"
              >
                {check.errors.map((e) => (
                  <li key={e.row}>
                    第 {e.row} 行：{e.reasons.join('；')}
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
      </div>
    </Modal>
  );
}
