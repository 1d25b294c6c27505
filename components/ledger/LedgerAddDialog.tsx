'use client';
/** 手工登记: a standard bought elsewhere (or before the ledger existed); matched to the catalogue by 货号 or CAS. */
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { refreshLedger } from '@/lib/client/ledger';
import { toast } from '@/lib/client/toast';
import { Modal } from '@/components/ui/Modal';
import { Field } from './parts';

const FIELDS: { name: string; label: string; type?: string; placeholder?: string; max: number }[] = [
  { name: 'name', label: '名称 *', placeholder: '如 对乙酰氨基酚对照品', max: 200 },
  { name: 'code', label: '货号', placeholder: '本商城货号可自动关联商品', max: 60 },
  { name: 'cas', label: 'CAS号', placeholder: '如 103-90-2', max: 20 },
  { name: 'supplier', label: '生产商/供应商', placeholder: '如 中检院、USP、LGC', max: 100 },
  { name: 'packageValue', label: '包装规格', placeholder: '如 10mg、1ml、1支', max: 30 },
  { name: 'lotNo', label: '批号', max: 60 },
  { name: 'expiresOn', label: '有效期至', type: 'date', max: 10 },
  { name: 'receivedOn', label: '接收日期', type: 'date', max: 10 },
  { name: 'storage', label: '储存条件', placeholder: '如 2-8℃ 避光', max: 120 },
  { name: 'location', label: '存放位置', placeholder: '如 冰箱 A-2', max: 120 },
  { name: 'count', label: '数量（支/瓶）', type: 'number', max: 3 },
  { name: 'note', label: '备注', max: 500 },
];

export function LedgerAddDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const qc = useQueryClient();
  const [v, setV] = useState<Record<string, string>>({ count: '1' });
  const [busy, setBusy] = useState(false);
  async function submit() {
    setBusy(true);
    try {
      const input = Object.fromEntries(
        Object.entries(v)
          .filter(([, x]) => x.trim() !== '')
          .map(([k, x]) => [k, k === 'count' ? Number(x) : x.trim()]),
      );
      const r = await api('ledger.add', input as never);
      toast.success(
        `${r.message}${r.ids.length > 1 ? `（${r.ids.length} 条）` : ''}${r.matched ? '，已关联本商城商品' : ''}`,
      );
      setV({ count: '1' });
      await refreshLedger(qc);
      onClose();
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="手工登记标准品"
      width={640}
      footer={
        <>
          <button type="button" className="btn btn-outline" onClick={onClose}>
            取消
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || !v.name?.trim()}
            onClick={() => void submit()}
            data-testid="ledger-add-submit"
          >
            登记
          </button>
        </>
      }
    >
      <div className="grid grid-cols-2 gap-3" data-testid="ledger-add-form">
        {FIELDS.map((f) => (
          <Field key={f.name} label={f.label}>
            <input
              className="input w-full"
              aria-label={f.label.replace(' *', '')}
              type={f.type ?? 'text'}
              placeholder={f.placeholder}
              maxLength={f.max}
              value={v[f.name] ?? ''}
              onChange={(e) => setV({ ...v, [f.name]: e.target.value })}
            />
          </Field>
        ))}
      </div>
    </Modal>
  );
}
