'use client';
/**
 * /personalCenter/invoiceAddress: invoice titles (普通发票 / 增值税专用发票 with tax number, bank, account,
 * registered address and phone) and the addresses invoices are mailed to.
 */
import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { InvoiceTitleDTO } from '@/lib/api/endpoints/profile';
import { useAction, useCenterQuery } from '@/lib/client/profile-queries';
import {
  INVOICE_TYPES,
  hasErrors,
  normaliseInvoiceTitle,
  validateInvoiceTitle,
  type Errors,
  type InvoiceTitleForm,
} from '@/lib/client/profile-validate';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { CENTER_MSG, S } from '@/lib/config/messages';
import { ConfirmDialog, Modal } from '@/components/ui/Modal';
import { EmptyState } from '@/components/ui/EmptyState';
import { AddressBook } from './AddressBook';
import { FormRow, LoadError, Loading } from './ui';
import { FormActions } from '@/components/ui/FormActions';

export function InvoiceInfo() {
  return (
    <div className="space-y-4">
      <InvoiceTitles />
      <AddressBook kind="invoice" embedded />
    </div>
  );
}

const typeLabel = (t: number) => INVOICE_TYPES.find((x) => x.value === t)?.label ?? '';

function InvoiceTitles() {
  const list = useCenterQuery('invoiceTitle.list');
  const [editing, setEditing] = useState<InvoiceTitleDTO | 'new' | null>(null);
  const [deleting, setDeleting] = useState<InvoiceTitleDTO | null>(null);
  const { run, busy } = useAction();
  const rows = list.data ?? [];

  return (
    <section className="card p-5" data-testid="invoice-titles">
      <header className="mb-3 flex items-center justify-between border-b border-line pb-3">
        <h1 className="section-title text-[16px]">发票抬头</h1>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setEditing('new')}
          disabled={rows.length >= BUYER_LIMITS.invoiceTitleMax}
          data-testid="invoice-title-add"
        >
          + 新增发票抬头
        </button>
      </header>
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text="您还没有发票抬头" />
      ) : (
        <ul className="grid grid-cols-2 gap-3">
          {rows.map((r) => (
            <li key={r.id} className="rounded border border-line p-4 text-[13px]" data-testid="invoice-title-row">
              <div className="mb-2 flex items-center gap-2">
                <span
                  className={`rounded-sm px-1.5 py-0.5 text-xs ${r.type === 2 ? 'bg-accent-50 text-accent-600' : 'bg-brand-50 text-brand-700'}`}
                >
                  {typeLabel(r.type)}
                </span>
                <b className="truncate text-ink-900">{r.title}</b>
                {r.isDefault && <span className="text-xs text-accent-600">默认</span>}
              </div>
              <dl className="grid grid-cols-[88px_1fr] gap-y-0.5 text-ink-700">
                {r.taxNo && (
                  <>
                    <dt className="text-ink-500">纳税人识别号</dt>
                    <dd className="font-mono">{r.taxNo}</dd>
                  </>
                )}
                {r.bankName && (
                  <>
                    <dt className="text-ink-500">开户银行</dt>
                    <dd>{r.bankName}</dd>
                  </>
                )}
                {r.bankAccount && (
                  <>
                    <dt className="text-ink-500">银行账号</dt>
                    <dd className="font-mono">{r.bankAccount}</dd>
                  </>
                )}
                {r.regAddress && (
                  <>
                    <dt className="text-ink-500">注册地址</dt>
                    <dd>{r.regAddress}</dd>
                  </>
                )}
                {r.regPhone && (
                  <>
                    <dt className="text-ink-500">注册电话</dt>
                    <dd>{r.regPhone}</dd>
                  </>
                )}
              </dl>
              <div className="mt-3 space-x-3 text-right">
                <button type="button" className="text-brand-600 hover:underline" onClick={() => setEditing(r)}>
                  编辑
                </button>
                <button type="button" className="text-brand-600 hover:underline" onClick={() => setDeleting(r)}>
                  删除
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <InvoiceTitleDialog title={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={!!deleting}
        message={CENTER_MSG.deleteInvoiceTitleConfirm}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (
            deleting &&
            (await run(() => api('invoiceTitle.delete', { id: deleting.id }), {
              success: S.deleted,
              invalidate: ['invoiceTitle.list'],
            }))
          )
            setDeleting(null);
        }}
      />
    </section>
  );
}

/**
 * Add or edit an invoice title. Also opened in place by the settlement page's 去添加 (issue 34: it sent the buyer to a
 * page where no title could be added, with no way back): `initialType` presets the kind the buyer chose there and
 * `onSaved` hands back the saved title.
 */
export function InvoiceTitleDialog({
  title,
  onClose,
  onSaved,
  initialType,
}: {
  title: InvoiceTitleDTO | null;
  onClose: () => void;
  onSaved?: (saved: InvoiceTitleDTO) => void;
  initialType?: 1 | 2;
}) {
  const [form, setForm] = useState<InvoiceTitleForm>({
    type: title?.type ?? initialType ?? 1,
    title: title?.title ?? '',
    taxNo: title?.taxNo ?? '',
    bankName: title?.bankName ?? '',
    bankAccount: title?.bankAccount ?? '',
    regAddress: title?.regAddress ?? '',
    regPhone: title?.regPhone ?? '',
  });
  const [isDefault, setIsDefault] = useState(title?.isDefault ?? false);
  const [errors, setErrors] = useState<Errors<keyof InvoiceTitleForm>>({});
  const { run, busy } = useAction();
  const vat = form.type === 2;
  const set = (k: keyof InvoiceTitleForm) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setForm({ ...form, [k]: e.target.value });
    if (errors[k]) setErrors({ ...errors, [k]: undefined });
  };

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const found = validateInvoiceTitle(form);
    setErrors(found);
    if (hasErrors(found)) return;
    const f = normaliseInvoiceTitle(form);
    let saved: InvoiceTitleDTO | null = null;
    const ok = await run(
      async () =>
        (saved = await api('invoiceTitle.save', {
          ...(title ? { id: title.id } : {}),
          type: f.type,
          title: f.title,
          taxNo: f.taxNo || null,
          bankName: f.bankName || null,
          bankAccount: f.bankAccount || null,
          regAddress: f.regAddress || null,
          regPhone: f.regPhone || null,
          isDefault,
        })),
      { success: S.saved, invalidate: ['invoiceTitle.list'] },
    );
    if (ok && saved) onSaved?.(saved);
    if (ok) onClose();
  }

  const req = vat;
  return (
    <Modal open onClose={busy ? () => {} : onClose} title={title ? '编辑发票抬头' : '新增发票抬头'} width={620}>
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="invoice-title-form">
        <FormRow label="发票类型" required>
          <div className="flex gap-4 pt-2 text-[13px]">
            {INVOICE_TYPES.map((t) => (
              <label key={t.value} className="flex items-center gap-1.5">
                <input
                  type="radio"
                  name="invoice-type"
                  checked={form.type === t.value}
                  onChange={() => {
                    setForm({ ...form, type: t.value });
                    setErrors({});
                  }}
                />
                {t.label}
              </label>
            ))}
          </div>
        </FormRow>
        <FormRow label="发票抬头" required error={errors.title} htmlFor="it-title">
          <input
            id="it-title"
            className="input"
            value={form.title}
            onChange={set('title')}
            maxLength={100}
            placeholder={vat ? '单位全称' : '个人姓名或单位全称'}
            data-testid="invoice-title-title"
          />
        </FormRow>
        <FormRow
          label="纳税人识别号"
          required={req}
          error={errors.taxNo}
          htmlFor="it-tax"
          hint={vat ? undefined : '单位抬头请填写；个人可不填'}
        >
          <input
            id="it-tax"
            className="input font-mono uppercase"
            value={form.taxNo}
            onChange={set('taxNo')}
            maxLength={20}
            placeholder="15、18 或 20 位"
            data-testid="invoice-title-tax"
          />
        </FormRow>
        <FormRow label="开户银行" required={req} error={errors.bankName} htmlFor="it-bank">
          <input id="it-bank" className="input" value={form.bankName} onChange={set('bankName')} maxLength={60} />
        </FormRow>
        <FormRow label="银行账号" required={req} error={errors.bankAccount} htmlFor="it-account">
          <input
            id="it-account"
            className="input font-mono"
            value={form.bankAccount}
            onChange={set('bankAccount')}
            maxLength={40}
            inputMode="numeric"
          />
        </FormRow>
        <FormRow label="注册地址" required={req} error={errors.regAddress} htmlFor="it-addr">
          <input id="it-addr" className="input" value={form.regAddress} onChange={set('regAddress')} maxLength={100} />
        </FormRow>
        <FormRow label="注册电话" required={req} error={errors.regPhone} htmlFor="it-phone">
          <input
            id="it-phone"
            className="input"
            value={form.regPhone}
            onChange={set('regPhone')}
            maxLength={30}
            placeholder="如 010-12345678"
          />
        </FormRow>
        <FormRow label="">
          <label className="flex items-center gap-2 pt-1 text-[13px] text-ink-700">
            <input type="checkbox" checked={isDefault} onChange={(e) => setIsDefault(e.target.checked)} />
            设为默认抬头
          </label>
        </FormRow>
        <FormActions onCancel={onClose} busy={busy} label="保存" busyLabel="保存中…" testId="invoice-title-save" />
      </form>
    </Modal>
  );
}
