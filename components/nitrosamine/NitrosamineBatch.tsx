'use client';
/**
 * 批量评估 on /nitrosamineRisk: a pasted list (one name / CAS / SMILES per line) or an uploaded .csv / .xlsx, screened
 * in chunks of NITROSAMINE_BATCH.chunkMax rows one after another (nitrosamine.batch; the first chunk creates the stored
 * screen, the next ones append to it by its token), with a progress bar, the result table growing as chunks answer,
 * and the .xlsx export. A chunk that fails stops the run with its message; 继续 resumes from the next row.
 * ?screen=<token> re-opens a stored screen (the personal centre links here).
 */
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { api } from '@/lib/api/client';
import { downloadEndpointFile } from '@/lib/client/download';
import { useSession } from '@/lib/client/session';
import { NITROSAMINE_BATCH } from '@/lib/config/constants';
import { NITROSAMINE_MSG } from '@/lib/config/messages';
import { rowsFromText, type BatchRow } from '@/lib/domain/catalog/nitrosamine/client';
import { BatchResultTable } from './BatchResultTable';

type Run = { list: string[]; next: number; token: string | null };

const errorText = (e: unknown) => (e instanceof Error && e.message ? e.message : NITROSAMINE_MSG.batchRowFailed);

export function NitrosamineBatch({ initialToken }: { initialToken: string | null }) {
  const { isLogin } = useSession();
  const [text, setText] = useState('');
  const [rows, setRows] = useState<BatchRow[]>([]);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [running, setRunning] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [token, setToken] = useState<string | null>(initialToken);
  const [uploading, setUploading] = useState(false);
  const [paused, setPaused] = useState<Run | null>(null);
  const file = useRef<HTMLInputElement | null>(null);

  // A stored screen named in the URL: its rows and its export.
  useEffect(() => {
    if (!initialToken) return;
    let live = true;
    api('nitrosamine.screenDetail', { token: initialToken })
      .then((s) => {
        if (!live) return;
        setRows(s.rows);
        setProgress({ done: s.done, total: s.total });
      })
      .catch((e: unknown) => live && setError(errorText(e)));
    return () => {
      live = false;
    };
  }, [initialToken]);

  const go = async (run: Run) => {
    setRunning(true);
    setError(null);
    try {
      while (run.next < run.list.length) {
        const chunk = run.list.slice(run.next, run.next + NITROSAMINE_BATCH.chunkMax);
        const r = await api('nitrosamine.batch', { rows: chunk, token: run.token, total: run.list.length });
        run.token = r.token;
        run.next += chunk.length;
        setToken(r.token);
        setRows((prev) => [...prev, ...r.rows]);
        setProgress({ done: r.done, total: r.total });
      }
      setPaused(null);
    } catch (e) {
      setPaused({ ...run });
      setError(errorText(e));
    } finally {
      setRunning(false);
    }
  };

  const start = () => {
    const list = rowsFromText(text);
    if (!list.length) return setError(NITROSAMINE_MSG.batchEmpty);
    if (list.length > NITROSAMINE_BATCH.maxRows)
      return setError(NITROSAMINE_MSG.batchTooMany(NITROSAMINE_BATCH.maxRows));
    setRows([]);
    setToken(null);
    setPaused(null);
    setProgress({ done: 0, total: list.length });
    void go({ list, next: 0, token: null });
  };

  const upload = async (f: File | undefined) => {
    if (!f) return;
    setUploading(true);
    setError(null);
    try {
      const fd = new FormData();
      fd.append('file', f);
      const r = await api('nitrosamine.batchUpload', fd as never);
      setText(r.rows.join('\n'));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setUploading(false);
      if (file.current) file.current.value = '';
    }
  };

  const pct = progress && progress.total ? Math.round((progress.done / progress.total) * 100) : 0;
  const finished = !!progress && progress.done >= progress.total && !running;

  return (
    <section id="batch" className="mt-6 rounded-md bg-white px-6 py-5 shadow-card" data-testid="nitrosamine-batch">
      <h2 className="text-[17px] font-semibold text-ink-900">批量评估</h2>
      <p className="mt-0.5 mb-3 text-[13px] text-ink-500">
        每行一个药品名称、CAS号或SMILES，或上传 CSV / Excel（.xlsx，取每行第一个非空单元格），最多{' '}
        {NITROSAMINE_BATCH.maxRows} 行。
      </p>
      <textarea
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setError(null);
        }}
        rows={6}
        spellCheck={false}
        placeholder={'fluoxetine\n54910-89-3\nCC(C)NCC(O)COc1cccc2ccccc12'}
        className="input h-auto w-full resize-y py-2 font-mono text-[12px] leading-5"
        aria-label="批量评估：每行一个药品名称、CAS号或SMILES"
        data-testid="nitrosamine-batch-input"
        disabled={running}
      />
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn btn-primary"
          onClick={start}
          disabled={running || uploading}
          data-testid="nitrosamine-batch-start"
        >
          {running ? '评估中…' : '开始批量评估'}
        </button>
        {paused && !running && (
          <button type="button" className="btn btn-outline" onClick={() => void go(paused)}>
            继续
          </button>
        )}
        <label className="btn btn-ghost cursor-pointer">
          {uploading ? '读取中…' : '上传 CSV / Excel'}
          <input
            ref={file}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            className="sr-only"
            disabled={running || uploading}
            onChange={(e) => void upload(e.target.files?.[0])}
            data-testid="nitrosamine-batch-file"
          />
        </label>
        {!isLogin && <span className="text-[12px] text-ink-500">登录后评估记录保存在个人中心</span>}
      </div>
      {error && (
        <p
          className="mt-3 rounded border border-danger/30 bg-danger/5 px-3 py-2 text-[13px] text-danger"
          role="alert"
          data-testid="nitrosamine-batch-error"
        >
          {error}
        </p>
      )}
      {progress && (
        <div className="mt-4">
          <div
            className="h-2 overflow-hidden rounded bg-ink-100"
            role="progressbar"
            aria-label="批量评估进度"
            aria-valuemin={0}
            aria-valuemax={progress.total}
            aria-valuenow={progress.done}
            data-testid="nitrosamine-batch-progress"
          >
            <div className="h-full bg-brand-500 transition-all" style={{ width: `${pct}%` }} />
          </div>
          <p className="mt-1 text-[12px] text-ink-500" data-testid="nitrosamine-batch-status">
            {finished ? '已完成' : '已评估'} {progress.done} / {progress.total} 行
          </p>
        </div>
      )}
      {rows.length > 0 && (
        <div className="mt-4">
          <div className="mb-2 flex items-center gap-4 text-[13px]">
            {token && finished && (
              <button
                type="button"
                className="btn btn-outline btn-sm"
                onClick={() => void downloadEndpointFile('nitrosamine.screenExport', { token }, '亚硝胺风险评估.xlsx')}
                data-testid="nitrosamine-batch-export"
              >
                下载 Excel（.xlsx）
              </button>
            )}
            {isLogin && finished && (
              <Link href="/personalCenter/nitrosamineScreens" className="text-brand-600 hover:underline">
                我的亚硝胺评估
              </Link>
            )}
          </div>
          <BatchResultTable rows={rows} />
        </div>
      )}
    </section>
  );
}
