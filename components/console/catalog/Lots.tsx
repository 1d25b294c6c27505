'use client';
/** A product's COA lots in the console: add a lot (with its COA PDF), upload or replace a lot's COA, withdraw a lot. */
import { useRef, useState } from 'react';
import { Btn, ReasonButton, useConsoleAction } from '../ui';
import { inputCls } from '../content/fields';
import { Table } from '../parts';

export type LotRow = {
  id: number;
  batchNo: string;
  status: string;
  releasedOn: string | null;
  expiresOn: string | null;
  purity: string | null;
  fileUrl: string | null;
};

function CoaUpload({ lotId, has }: { lotId: number; has: boolean }) {
  const { run, busy } = useConsoleAction();
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        type="file"
        accept="application/pdf"
        className="sr-only"
        aria-label="选择 COA 文件"
        onChange={async (e) => {
          const f = e.target.files?.[0];
          e.target.value = '';
          if (!f) return;
          const fd = new FormData();
          fd.append('lotId', String(lotId));
          fd.append('file', f);
          await run('catalog.uploadCoa', fd, 'COA 已上传');
        }}
      />
      <Btn kind="link" disabled={busy} onClick={() => input.current?.click()}>
        {has ? '替换 COA' : '上传 COA'}
      </Btn>
    </>
  );
}

export function Lots({ productId, rows }: { productId: number; rows: LotRow[] }) {
  const { run, busy } = useConsoleAction();
  const [f, setF] = useState({ batchNo: '', releasedOn: '', expiresOn: '', purity: '' });
  const [file, setFile] = useState<File | null>(null);
  const set = (k: keyof typeof f) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setF((p) => ({ ...p, [k]: e.target.value }));
  const add = async () => {
    const fd = new FormData();
    fd.append('id', String(productId));
    for (const [k, v] of Object.entries(f)) fd.append(k, v);
    if (file) fd.append('file', file);
    const r = await run('catalog.addLot', fd, '已添加批次');
    if (r) {
      setF({ batchNo: '', releasedOn: '', expiresOn: '', purity: '' });
      setFile(null);
    }
  };
  return (
    <Table head={['批号', '状态', '放行日期', '有效期至', '纯度', 'COA', '操作']}>
      {rows.map((l) => (
        <tr key={l.id} data-testid="lot-row">
          <td className="px-3 py-2 font-mono text-xs">{l.batchNo}</td>
          <td className="px-3 py-2">
            {l.status === 'withdrawn' ? (
              <span className="text-red-600">已撤回</span>
            ) : (
              <span className="text-green-700">有效</span>
            )}
          </td>
          <td className="px-3 py-2">{l.releasedOn ?? '-'}</td>
          <td className="px-3 py-2">{l.expiresOn ?? '-'}</td>
          <td className="px-3 py-2">{l.purity ?? '-'}</td>
          <td className="px-3 py-2">
            {l.fileUrl ? (
              <a href={l.fileUrl} target="_blank" rel="noreferrer" className="text-brand-600 hover:underline">
                查看 PDF
              </a>
            ) : (
              <span className="text-ink-400">未上传</span>
            )}
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            <CoaUpload lotId={l.id} has={Boolean(l.fileUrl)} />
            {l.status !== 'withdrawn' && (
              <span className="ml-3">
                <ReasonButton
                  label="撤回"
                  title={`撤回批次 ${l.batchNo}`}
                  placeholder="撤回原因（记入操作日志）"
                  onSubmit={(reason) =>
                    run('catalog.withdrawLot', { lotId: l.id, reason }, '批次已撤回，COA 查询将显示“已撤回”')
                  }
                />
              </span>
            )}
          </td>
        </tr>
      ))}
      <tr className="bg-[#fafbfc]">
        <td className="px-3 py-2">
          <input
            className={`${inputCls} w-32`}
            value={f.batchNo}
            onChange={set('batchNo')}
            placeholder="新批号"
            aria-label="新批号"
            maxLength={60}
          />
        </td>
        <td className="px-3 py-2 text-xs text-ink-500">新增批次</td>
        <td className="px-3 py-2">
          <input
            type="date"
            className={`${inputCls} w-36`}
            value={f.releasedOn}
            onChange={set('releasedOn')}
            aria-label="放行日期"
          />
        </td>
        <td className="px-3 py-2">
          <input
            type="date"
            className={`${inputCls} w-36`}
            value={f.expiresOn}
            onChange={set('expiresOn')}
            aria-label="有效期至"
          />
        </td>
        <td className="px-3 py-2">
          <input
            className={`${inputCls} w-24`}
            value={f.purity}
            onChange={set('purity')}
            aria-label="批次纯度"
            maxLength={60}
          />
        </td>
        <td className="px-3 py-2">
          <input
            type="file"
            accept="application/pdf"
            aria-label="COA 文件"
            className="w-44 text-xs"
            onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          />
        </td>
        <td className="px-3 py-2">
          <Btn
            kind="default"
            className="whitespace-nowrap"
            disabled={busy || !f.batchNo.trim()}
            onClick={() => void add()}
          >
            添加批次
          </Btn>
        </td>
      </tr>
    </Table>
  );
}
