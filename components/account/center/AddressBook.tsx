'use client';
/**
 * Receiving (收货地址) or invoice-mailing (收票地址) addresses: list, add, edit, delete with confirmation, set
 * default; the region cascade is loaded level by level.
 */
import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { AddressDTO, AddressKind } from '@/lib/api/endpoints/profile';
import { needsDistrict } from '@/lib/client/profile-cascade';
import { useAction, useCenterQuery } from '@/lib/client/profile-queries';
import { hasErrors, validateAddress, type AddressForm, type Errors } from '@/lib/client/profile-validate';
import { BUYER_LIMITS, PHONE_LENGTH } from '@/lib/config/constants';
import { CENTER_MSG, S } from '@/lib/config/messages';
import { ConfirmDialog, Modal } from '@/components/ui/Modal';
import { EmptyState } from '@/components/ui/EmptyState';
import { RegionSelects, useRegionCascade } from './RegionCascade';
import { FormRow, LoadError, Loading, Panel } from './ui';
import { FormActions } from '@/components/ui/FormActions';

const TEXT = {
  receiving: { title: '收货地址', person: '收货人', add: '新增收货地址', empty: '您还没有收货地址' },
  invoice: { title: '收票地址', person: '收票人', add: '新增收票地址', empty: '您还没有收票地址' },
} as const;

export function AddressBook({ kind, embedded = false }: { kind: AddressKind; embedded?: boolean }) {
  const t = TEXT[kind];
  const list = useCenterQuery('address.list', { kind });
  const [editing, setEditing] = useState<AddressDTO | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AddressDTO | null>(null);
  const { run, busy } = useAction();
  const rows = list.data ?? [];
  const full = rows.length >= BUYER_LIMITS.addressMax;

  const body = list.isPending ? (
    <Loading />
  ) : list.isError ? (
    <LoadError onRetry={() => void list.refetch()} />
  ) : rows.length === 0 ? (
    <EmptyState text={t.empty} />
  ) : (
    <table className="table-dense" data-testid={`address-table-${kind}`}>
      <thead>
        <tr>
          <th className="w-24">{t.person}</th>
          <th className="w-48">所在地区</th>
          <th>详细地址</th>
          <th className="w-28">手机号</th>
          <th className="w-44">操作</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((a) => (
          <tr key={a.id} data-testid="address-row">
            <td>
              {a.consignee}
              {a.isDefault && (
                // One line whatever the name (beside a three-character name it wrapped to 默 / 认, issue 34).
                <span
                  className="ml-1 inline-block whitespace-nowrap rounded-sm bg-accent-50 px-1 text-[11px] text-accent-600"
                  data-testid="address-default"
                >
                  默认
                </span>
              )}
            </td>
            <td data-testid="address-region">{a.regionText}</td>
            <td>
              {a.detail}
              {a.company && <span className="block text-xs text-ink-500">{a.company}</span>}
            </td>
            <td>{a.mobile}</td>
            <td className="space-x-3 whitespace-nowrap">
              <button
                type="button"
                className="text-brand-600 hover:underline"
                onClick={() => setEditing(a)}
                data-testid="address-edit"
              >
                编辑
              </button>
              <button
                type="button"
                className="text-brand-600 hover:underline"
                onClick={() => setDeleting(a)}
                data-testid="address-delete"
              >
                删除
              </button>
              {!a.isDefault && (
                <button
                  type="button"
                  className="text-brand-600 hover:underline"
                  disabled={busy}
                  onClick={() =>
                    void run(() => api('address.setDefault', { id: a.id }), {
                      success: CENTER_MSG.defaultSet,
                      invalidate: ['address.list'],
                    })
                  }
                >
                  设为默认
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  const addButton = (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      onClick={() => setEditing('new')}
      disabled={full}
      title={full ? `最多保存 ${BUYER_LIMITS.addressMax} 个地址` : undefined}
      data-testid={`address-add-${kind}`}
    >
      + {t.add}
    </button>
  );

  return (
    <>
      {embedded ? (
        <section className="card p-5" data-testid={`address-book-${kind}`}>
          <header className="mb-3 flex items-center justify-between">
            <h2 className="section-title text-[16px]">{t.title}</h2>
            {addButton}
          </header>
          {body}
        </section>
      ) : (
        <Panel title={t.title} extra={addButton} testId={`address-book-${kind}`}>
          {body}
        </Panel>
      )}
      {editing && (
        <AddressDialog kind={kind} address={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
      <ConfirmDialog
        open={!!deleting}
        message={CENTER_MSG.deleteAddressConfirm}
        busy={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={async () => {
          if (
            deleting &&
            (await run(() => api('address.delete', { id: deleting.id }), {
              success: S.deleted,
              invalidate: ['address.list'],
            }))
          )
            setDeleting(null);
        }}
      />
    </>
  );
}

/** Add or edit an address; also opened in place by the settlement page's 去添加, which takes the saved one (`onSaved`). */
export function AddressDialog({
  kind,
  address,
  onClose,
  onSaved,
}: {
  kind: AddressKind;
  address: AddressDTO | null;
  onClose: () => void;
  onSaved?: (saved: AddressDTO) => void;
}) {
  const t = TEXT[kind];
  const cascade = useRegionCascade(address ? [address.provinceId, address.cityId, address.districtId] : undefined);
  const [form, setForm] = useState({
    consignee: address?.consignee ?? '',
    mobile: address?.mobile ?? '',
    detail: address?.detail ?? '',
    company: address?.company ?? '',
    isDefault: address?.isDefault ?? false,
  });
  const [errors, setErrors] = useState<Errors<keyof AddressForm>>({});
  const { run, busy } = useAction();
  const [ids] = [cascade.state.ids];

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const f: AddressForm = { ...form, provinceId: ids[0], cityId: ids[1], districtId: ids[2] };
    const found = validateAddress(f, needsDistrict(cascade.state));
    setErrors(found);
    if (hasErrors(found)) return;
    let saved: AddressDTO | null = null;
    const ok = await run(
      async () =>
        (saved = await api('address.save', {
          ...(address ? { id: address.id } : {}),
          kind,
          consignee: f.consignee.trim(),
          mobile: f.mobile.trim(),
          provinceId: ids[0]!,
          cityId: ids[1]!,
          districtId: ids[2] ?? null,
          detail: f.detail.trim(),
          company: form.company.trim() || null,
          isDefault: form.isDefault,
        })),
      { success: S.saved, invalidate: ['address.list'] },
    );
    if (ok && saved) onSaved?.(saved);
    if (ok) onClose();
  }

  const set =
    (k: 'consignee' | 'mobile' | 'detail' | 'company') =>
    (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      setForm({
        ...form,
        [k]: k === 'mobile' ? e.target.value.replace(/\D/g, '').slice(0, PHONE_LENGTH) : e.target.value,
      });
      if (errors[k]) setErrors({ ...errors, [k]: undefined });
    };

  return (
    <Modal open onClose={busy ? () => {} : onClose} title={address ? `编辑${t.title}` : t.add} width={640}>
      <form onSubmit={submit} noValidate className="space-y-3" data-testid="address-form">
        <FormRow label={t.person} required error={errors.consignee} htmlFor="addr-name">
          <input
            id="addr-name"
            className="input max-w-[240px]"
            value={form.consignee}
            onChange={set('consignee')}
            maxLength={30}
            data-testid="address-consignee"
          />
        </FormRow>
        <FormRow label="手机号码" required error={errors.mobile} htmlFor="addr-mobile">
          <input
            id="addr-mobile"
            className="input max-w-[240px]"
            inputMode="numeric"
            value={form.mobile}
            onChange={set('mobile')}
            data-testid="address-mobile"
          />
        </FormRow>
        <FormRow label="所在地区" required error={errors.provinceId}>
          <RegionSelects
            state={cascade.state}
            select={(level, id) => {
              cascade.select(level, id);
              if (errors.provinceId) setErrors({ ...errors, provinceId: undefined });
            }}
            invalid={!!errors.provinceId}
          />
        </FormRow>
        <FormRow label="详细地址" required error={errors.detail} htmlFor="addr-detail">
          <textarea
            id="addr-detail"
            className="input h-16 resize-none py-2"
            value={form.detail}
            onChange={set('detail')}
            maxLength={100}
            placeholder="街道、门牌号、楼层等"
            data-testid="address-detail"
          />
        </FormRow>
        <FormRow label="单位名称" error={errors.company} htmlFor="addr-company">
          <input
            id="addr-company"
            className="input"
            value={form.company}
            onChange={set('company')}
            maxLength={100}
            placeholder="选填"
          />
        </FormRow>
        <FormRow label="">
          <label className="flex items-center gap-2 pt-1 text-[13px] text-ink-700">
            <input
              type="checkbox"
              checked={form.isDefault}
              onChange={(e) => setForm({ ...form, isDefault: e.target.checked })}
            />
            设为默认地址
          </label>
        </FormRow>
        <FormActions onCancel={onClose} busy={busy} label="保存" busyLabel="保存中…" testId="address-save" />
      </form>
    </Modal>
  );
}
