'use client';
/**
 * Catalogue import in the console: upload (→ dry run), the dry run's report (added, changed with the changed fields,
 * unchanged, rejected rows with their reasons), confirm, and the run's progress bar — polling the job every second
 * while it is checked or run in the background on the server.
 */
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/client/toast';
import { consoleApi, ConsoleApiError } from '@/lib/api/staff/client';
import type { ImportJobView } from '@/lib/domain/catalog/staff';
import { Btn } from '../ui';

export function ImportUpload() {
  const router = useRouter();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!file || busy) return;
    setBusy(true);
    try {
      const fd = new FormData();
      fd.append('file', file);
      const { data } = await consoleApi('catalog.importUpload', fd);
      router.push(`/console/catalog/import?job=${data.id}`);
    } catch (e) {
      toast.error(e instanceof ConsoleApiError ? e.message : '上传失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        type="file"
        accept=".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv"
        aria-label="导入文件"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        className="text-sm"
        data-testid="import-file"
      />
      <Btn disabled={!file || busy} onClick={() => void submit()} data-testid="import-upload">
        {busy ? '上传中…' : '上传并预检'}
      </Btn>
      <span className="text-xs text-ink-500">预检不会修改商品数据，确认后才开始导入。</span>
    </div>
  );
}

const ACTIVE = new Set(['checking', 'queued', 'running']);

/** A report table: file row number, 货号, and one more column. */
function RowTable({ testId, last, children }: { testId: string; last: string; children: React.ReactNode }) {
  return (
    <table className="mt-2 w-full text-left text-sm" data-testid={testId}>
      <thead className="bg-[#f7f8fa] text-ink-600">
        <tr>
          <th className="w-16 px-2 py-1.5 font-medium">行号</th>
          <th className="w-40 px-2 py-1.5 font-medium">货号</th>
          <th className="px-2 py-1.5 font-medium">{last}</th>
        </tr>
      </thead>
      <tbody className="divide-y divide-line">{children}</tbody>
    </table>
  );
}

function Progress({ job }: { job: ImportJobView }) {
  const checking = job.status === 'checking';
  const pct = job.percent;
  return (
    <div className="mb-4">
      <div className="mb-1 flex justify-between text-sm">
        <span>{checking ? `预检中：已检查 ${job.processed} 行` : `已处理 ${job.processed} / ${job.total} 行`}</span>
        {!checking && <span data-testid="import-percent">{pct}%</span>}
      </div>
      <div
        className="h-3 overflow-hidden rounded bg-gray-100"
        role="progressbar"
        aria-label="导入进度"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={checking ? undefined : pct}
      >
        <div
          className={`h-full ${job.status === 'failed' ? 'bg-red-400' : 'bg-brand-500'} ${checking ? 'animate-pulse' : ''} transition-[width]`}
          style={{ width: `${checking ? 100 : pct}%` }}
        />
      </div>
    </div>
  );
}

function Counts({ job }: { job: ImportJobView }) {
  const c = job.counts;
  const items = [
    ['新增', c.added, 'text-green-700'],
    ['变更', c.changed, 'text-blue-700'],
    ['无变化', c.unchanged, 'text-ink-600'],
    ['拒绝', c.rejected, 'text-red-600'],
  ] as const;
  return (
    <ul className="mb-4 grid grid-cols-4 gap-3" aria-label="导入统计">
      {items.map(([label, n, cls]) => (
        <li key={label} className="rounded border border-line bg-white p-3" data-count={label}>
          <div className="text-xs text-ink-500">{label}</div>
          <div className={`text-2xl font-semibold ${cls}`}>{n}</div>
        </li>
      ))}
    </ul>
  );
}

export function ImportJob({ initial }: { initial: ImportJobView }) {
  const router = useRouter();
  const [job, setJob] = useState(initial);
  const [busy, setBusy] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    if (!ACTIVE.has(job.status)) return;
    timer.current = setTimeout(async () => {
      try {
        const { data } = await consoleApi('catalog.import', { id: job.id });
        setJob(data);
        if (!ACTIVE.has(data.status)) router.refresh();
      } catch {
        setJob((j) => ({ ...j }));
      }
    }, 1000);
    return () => {
      if (timer.current) clearTimeout(timer.current);
    };
  }, [job, router]);

  const confirm = async () => {
    setBusy(true);
    try {
      const { data } = await consoleApi('catalog.importConfirm', { id: job.id });
      toast.success('导入已开始');
      setJob(data);
    } catch (e) {
      toast.error(e instanceof ConsoleApiError ? e.message : '操作失败，请稍后重试');
    } finally {
      setBusy(false);
    }
  };

  const r = job.report;
  const dry = r?.dryRun;
  return (
    <section className="rounded-md border border-line bg-white p-4" data-testid="import-job" data-status={job.status}>
      <div className="mb-3 flex items-center justify-between">
        <h2 className="text-base font-medium">
          {job.fileName}
          <span className="ml-2 rounded bg-gray-100 px-1.5 py-0.5 text-xs text-ink-700" data-testid="import-status">
            {job.statusLabel}
          </span>
        </h2>
        {job.status === 'dry_run' && (
          <Btn
            disabled={busy || job.counts.added + job.counts.changed === 0}
            onClick={() => void confirm()}
            data-testid="import-confirm"
          >
            确认导入（新增 {job.counts.added}，变更 {job.counts.changed}）
          </Btn>
        )}
      </div>
      {job.error && <p className="mb-3 rounded bg-red-50 p-2 text-sm text-red-700">{job.error}</p>}
      {job.status !== 'failed' && <Progress job={job} />}
      {job.status === 'dry_run' && (
        <p className="mb-3 text-sm text-ink-600">
          预检完成：以下是导入将会产生的变化，尚未写入任何商品数据。被拒绝的行不会导入，其余行确认后按每批 1000 行写入。
        </p>
      )}
      {job.status === 'done' && (
        <p className="mb-3 text-sm text-green-700" data-testid="import-done">
          导入完成{dry ? `（预检时：新增 ${dry.added}，变更 ${dry.changed}，拒绝 ${dry.rejected}）` : ''}。
          {r?.run &&
            ` 结构计算 ${r.run.structures} 个，补货 ${r.run.restocked} 个规格（通知 ${r.run.notified} 位订阅者）。${r.run.invalidation}`}
        </p>
      )}
      <Counts job={job} />
      {r && r.columns.ignored.length > 0 && (
        <p className="mb-3 text-xs text-ink-500">未识别而忽略的列：{r.columns.ignored.join('、')}</p>
      )}
      {r && r.rejected.length > 0 && (
        <details open className="mb-4">
          <summary className="cursor-pointer text-sm font-medium text-red-700">
            被拒绝的行（{job.counts.rejected}）
          </summary>
          <RowTable testId="import-rejected" last="原因">
            {r.rejected.map((x) => (
              <tr key={x.row}>
                <td className="px-2 py-1.5">{x.row}</td>
                <td className="px-2 py-1.5 font-mono text-xs">{x.code || '-'}</td>
                <td className="px-2 py-1.5 text-red-700">{x.reasons.join('；')}</td>
              </tr>
            ))}
          </RowTable>
          {job.counts.rejected > r.rejected.length && (
            <p className="mt-1 text-xs text-ink-500">仅显示前 {r.rejected.length} 行。</p>
          )}
        </details>
      )}
      {r && r.changed.length > 0 && (
        <details open className="mb-4">
          <summary className="cursor-pointer text-sm font-medium text-blue-700">
            变更的商品（{job.counts.changed}）
          </summary>
          <RowTable testId="import-changed" last="变更字段">
            {r.changed.map((x) => (
              <tr key={x.row}>
                <td className="px-2 py-1.5">{x.row}</td>
                <td className="px-2 py-1.5 font-mono text-xs">{x.code}</td>
                <td className="px-2 py-1.5">
                  {x.fields.map((f, i) => (
                    <span key={i} className="mr-3 inline-block">
                      <span className="text-ink-500">{f.label}：</span>
                      {f.from && <span className="text-ink-400 line-through">{f.from}</span>}
                      {f.from && ' → '}
                      <span>{f.to}</span>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </RowTable>
        </details>
      )}
      {r && r.added.length > 0 && (
        <details open={job.status !== 'done'} className="mb-2">
          <summary className="cursor-pointer text-sm font-medium text-green-700">
            新增的商品（{job.counts.added}）
          </summary>
          <ul className="mt-2 grid grid-cols-2 gap-x-6 gap-y-1 text-sm lg:grid-cols-3" data-testid="import-added">
            {r.added.map((x) => (
              <li key={x.row}>
                <span className="mr-2 text-ink-500">第 {x.row} 行</span>
                {job.status === 'done' ? (
                  <Link
                    className="font-mono text-xs text-brand-600 hover:underline"
                    href={`/console/catalog?q=${encodeURIComponent(x.code)}`}
                  >
                    {x.code}
                  </Link>
                ) : (
                  <span className="font-mono text-xs">{x.code}</span>
                )}
                <span className="ml-2">{x.name}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
