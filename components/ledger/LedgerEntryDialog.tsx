'use client';
/**
 * One ledger entry: its facts (lot and COA, dates, storage, amounts), the actions the ledger machine allows now
 * (开封, 登记使用, 用完, 报废, 盘点, 修改: each a small form), the usage records and the history — who changed what,
 * when, before and after (what an auditor reads).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { useCenterQuery } from '@/lib/client/profile-queries';
import { refreshLedger } from '@/lib/client/ledger';
import { toast } from '@/lib/client/toast';
import type { LedgerDetail, LedgerEvent } from '@/lib/domain/accounts/ledger';
import { Modal } from '@/components/ui/Modal';
import { formatTime } from '@/components/account/center/ui';
import { DueTag, Field, ReorderButton, StatusTag } from './parts';
import { todayInChina } from '@/lib/kernel/time';

type FieldDef = {
  name: string;
  label: string;
  type?: 'date' | 'text' | 'number';
  placeholder?: string;
  hint?: string;
  max?: number;
};
type ActionDef = {
  key: 'ledger.open' | 'ledger.usage' | 'ledger.finish' | 'ledger.discard' | 'ledger.adjust' | 'ledger.update';
  label: string;
  fields: (e: LedgerDetail) => FieldDef[];
  initial?: (e: LedgerDetail) => Record<string, string>;
};

const unitOf = (e: LedgerDetail) => (e.unit === 'pcs' ? '支' : (e.unit ?? ''));
const today = () => todayInChina();

const ACTIONS: Partial<Record<LedgerEvent, ActionDef>> = {
  open: {
    key: 'ledger.open',
    label: '开封',
    fields: () => [
      { name: 'openedOn', label: '开封日期', type: 'date' },
      { name: 'byName', label: '开封人', placeholder: '默认为当前账号', max: 60 },
      {
        name: 'inUseDays',
        label: '开封后使用期限（天）',
        type: 'number',
        placeholder: '留空：按商品说明',
        hint: '填写后按开封日期计算开封后有效期，取与批次有效期中较早者',
      },
    ],
    initial: () => ({ openedOn: today() }),
  },
  use: {
    key: 'ledger.usage',
    label: '登记使用',
    fields: (e) => [
      { name: 'amount', label: `使用量（${unitOf(e)}）`, placeholder: `剩余 ${e.remainingLabel}`, max: 30 },
      { name: 'usedOn', label: '使用日期', type: 'date' },
      { name: 'purpose', label: '用途 / 分析批号', placeholder: '如 含量测定 批号 240501', max: 120 },
      { name: 'byName', label: '使用人', placeholder: '默认为当前账号', max: 60 },
    ],
    initial: () => ({ usedOn: today() }),
  },
  finish: { key: 'ledger.finish', label: '用完', fields: () => [{ name: 'reason', label: '说明（选填）', max: 200 }] },
  discard: {
    key: 'ledger.discard',
    label: '报废',
    fields: () => [{ name: 'reason', label: '报废原因', placeholder: '如 已过期、受潮、污染', max: 200 }],
  },
  adjust: {
    key: 'ledger.adjust',
    label: '盘点',
    fields: (e) => [
      { name: 'remaining', label: `实际剩余量（${unitOf(e)}）`, placeholder: `包装量 ${e.initialLabel}`, max: 30 },
      { name: 'reason', label: '原因', placeholder: '如 月度盘点称量', max: 200 },
    ],
  },
  edit: {
    key: 'ledger.update',
    label: '修改',
    fields: (e) => [
      { name: 'location', label: '存放位置', placeholder: '如 冰箱 A-2 第 3 格', max: 120 },
      { name: 'storage', label: '储存条件', max: 120 },
      { name: 'receivedOn', label: '接收日期', type: 'date' },
      { name: 'lotNo', label: '批号', max: 60 },
      ...(e.source === 'order' ? [] : [{ name: 'expiresOn', label: '有效期至', type: 'date' as const }]),
      ...(e.status === 'unopened'
        ? [{ name: 'packageValue', label: '包装规格', placeholder: '如 10mg、1ml', max: 30 }]
        : []),
      ...(e.unit
        ? [{ name: 'lowThreshold', label: `余量提醒阈值（${unitOf(e)}）`, placeholder: '留空：包装量的 20%', max: 30 }]
        : []),
      { name: 'note', label: '备注', max: 500 },
    ],
    initial: (e) => ({
      location: e.location ?? '',
      storage: e.storage ?? '',
      receivedOn: e.receivedOn ?? '',
      lotNo: e.lotNo ?? '',
      expiresOn: e.expiresOn ?? '',
      packageValue: e.packageValue ?? '',
      lowThreshold: '',
      note: e.note ?? '',
    }),
  },
};

const FIELD_LABELS: Record<string, string> = {
  status: '状态',
  openedOn: '开封日期',
  openedBy: '开封人',
  inUseExpiresOn: '开封后有效期',
  dueOn: '到期日',
  remainingAmount: '剩余量',
  initialAmount: '包装量',
  unit: '单位',
  lowThreshold: '余量阈值',
  endedOn: '结束日期',
  endReason: '原因',
  location: '存放位置',
  note: '备注',
  storage: '储存条件',
  receivedOn: '接收日期',
  expiresOn: '有效期',
  lotNo: '批号',
  packageValue: '包装规格',
  orderNo: '订单号',
};

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '空' : String(v));

function Changes({ before, after }: { before: Record<string, unknown> | null; after: Record<string, unknown> | null }) {
  const keys = Object.keys(after ?? {}).filter((k) => FIELD_LABELS[k]);
  if (!keys.length) return null;
  return (
    <span className="text-ink-500">
      {keys.map((k) => (
        <span key={k} className="mr-2 inline-block">
          {FIELD_LABELS[k]}：{before && k in before ? `${show(before[k])} → ` : ''}
          {show(after![k])}
        </span>
      ))}
    </span>
  );
}

export function LedgerEntryDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useCenterQuery('ledger.detail', { id });
  const qc = useQueryClient();
  const [action, setAction] = useState<LedgerEvent | null>(null);
  const [values, setValues] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const e = q.data;
  const def = action ? ACTIONS[action] : undefined;

  function start(a: LedgerEvent) {
    setAction(a);
    setValues(e ? (ACTIONS[a]?.initial?.(e) ?? {}) : {});
  }
  async function submit() {
    if (!def || !e) return;
    setBusy(true);
    try {
      const input: Record<string, unknown> = { id: e.id };
      for (const f of def.fields(e)) {
        const v = (values[f.name] ?? '').trim();
        if (def.key === 'ledger.update') input[f.name] = v === '' ? null : v;
        else if (v !== '') input[f.name] = f.type === 'number' ? Number(v) : v;
      }
      if (def.key === 'ledger.update' && !(values.lowThreshold ?? '').trim()) delete input.lowThreshold;
      const r = await api(def.key, input as never);
      toast.success((r as { message: string }).message);
      setAction(null);
      await refreshLedger(qc);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open onClose={onClose} title={e ? e.name : '台账记录'} width={860}>
      {!e ? (
        <p className="py-8 text-center text-[13px] text-ink-500">{q.isError ? '该台账记录不存在' : '加载中…'}</p>
      ) : (
        <div className="max-h-[70vh] space-y-4 overflow-y-auto text-[13px]" data-testid="ledger-entry">
          <div className="flex flex-wrap items-center gap-3">
            <StatusTag status={e.status} label={e.statusLabel} />
            <DueTag dueOn={e.dueOn} daysLeft={e.daysLeft} active={e.status === 'unopened' || e.status === 'opened'} />
            <span data-testid="ledger-remaining">
              剩余 {e.remainingLabel || '—'} / {e.initialLabel || '—'}
            </span>
            {e.productId && <ReorderButton id={e.id} className="btn btn-sm btn-outline ml-auto" />}
          </div>
          <dl className="grid grid-cols-[6.5rem_1fr_6.5rem_1fr] gap-x-3 gap-y-1.5">
            {(
              [
                ['货号', e.code],
                ['CAS号', e.cas],
                ['包装规格', e.packageValue],
                ['生产商/供应商', e.supplier ?? (e.source === 'order' ? '标准物质商城' : null)],
                ['批号', e.lotNo],
                [
                  'COA',
                  e.coaUrl ? (
                    <a
                      key="coa"
                      href={e.coaUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="text-brand-600 hover:underline"
                    >
                      查看证书
                    </a>
                  ) : null,
                ],
                ['订单', e.orderNo ? `${e.orderNo}${e.unitNo ? `（第 ${e.unitNo} 件）` : ''}` : null],
                ['接收日期', e.receivedOn ?? (e.source === 'order' ? '在途（确认收货后记录）' : null)],
                ['有效期至', e.expiresOn],
                ['开封', e.openedOn ? `${e.openedOn} ${e.openedBy ?? ''}` : null],
                ['开封后有效期', e.inUseExpiresOn],
                ['储存条件', e.storage],
                ['存放位置', e.location],
                ['余量提醒', e.lowThresholdLabel],
                ['用完/报废', e.endedOn ? `${e.endedOn} ${e.endReason ?? ''}` : null],
                ['备注', e.note],
              ] as [string, React.ReactNode][]
            ).map(([k, v]) => (
              <div key={k} className="contents">
                <dt className="text-ink-500">{k}</dt>
                <dd className="min-w-0 break-words">{v ?? '—'}</dd>
              </div>
            ))}
          </dl>

          <div className="flex flex-wrap gap-2 border-t border-line pt-3" data-testid="ledger-actions">
            {e.actions
              .filter((a) => ACTIONS[a])
              .map((a) => (
                <button
                  key={a}
                  type="button"
                  className={`btn btn-sm ${action === a ? 'btn-primary' : 'btn-outline'}`}
                  onClick={() => start(a)}
                  data-testid={`ledger-action-${a}`}
                >
                  {ACTIONS[a]!.label}
                </button>
              ))}
          </div>
          {def && (
            <form
              className="grid grid-cols-2 gap-3 rounded border border-line bg-surface p-3"
              onSubmit={(ev) => {
                ev.preventDefault();
                void submit();
              }}
              data-testid="ledger-action-form"
            >
              {def.fields(e).map((f) => (
                <Field key={f.name} label={f.label} hint={f.hint}>
                  <input
                    className="input w-full"
                    type={f.type ?? 'text'}
                    aria-label={f.label}
                    placeholder={f.placeholder}
                    maxLength={f.max}
                    value={values[f.name] ?? ''}
                    onChange={(ev) => setValues({ ...values, [f.name]: ev.target.value })}
                  />
                </Field>
              ))}
              <div className="col-span-2 flex justify-end gap-2">
                <button type="button" className="btn btn-sm btn-outline" onClick={() => setAction(null)}>
                  取消
                </button>
                <button
                  type="submit"
                  className="btn btn-sm btn-primary"
                  disabled={busy}
                  data-testid="ledger-action-submit"
                >
                  确定{def.label}
                </button>
              </div>
            </form>
          )}

          <section>
            <h3 className="mb-1 font-medium text-ink-900">使用记录（{e.usages.length}）</h3>
            {e.usages.length === 0 ? (
              <p className="text-ink-500">暂无使用记录</p>
            ) : (
              <table className="table-dense" data-testid="ledger-usages">
                <thead>
                  <tr>
                    <th>日期</th>
                    <th>用量</th>
                    <th>用途 / 分析批号</th>
                    <th>使用人</th>
                  </tr>
                </thead>
                <tbody>
                  {e.usages.map((u) => (
                    <tr key={u.id}>
                      <td>{u.usedOn}</td>
                      <td>{u.amountLabel}</td>
                      <td>{u.purpose ?? '—'}</td>
                      <td>{u.byName ?? '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </section>
          <section>
            <h3 className="mb-1 font-medium text-ink-900">变更记录</h3>
            <ol className="space-y-1" data-testid="ledger-history">
              {e.history.map((h) => (
                <li key={h.id} className="flex flex-wrap gap-x-2">
                  <span className="whitespace-nowrap text-ink-500">{formatTime(h.at)}</span>
                  <span className="font-medium">{h.label}</span>
                  <span>{h.userName ?? '系统'}</span>
                  <Changes before={h.before} after={h.after} />
                  {h.note && <span className="text-ink-500">{h.note}</span>}
                </li>
              ))}
            </ol>
          </section>
        </div>
      )}
    </Modal>
  );
}
