'use client';
/**
 * The controls the desktop settlement page (SettlementPage) and the phone settlement (/mobileView) share, over one
 * useSettlement state: the receiving-address choice, the invoice type and title, 送货备注 and 采购单号, what blocks
 * the order, 提交订单, and the dialogs that add an address or an invoice title in place. Each view passes only its
 * look (classes); what the controls do is decided here and in the hook once.
 */
import dynamic from 'next/dynamic';
import { ORDER_RULES } from '@/lib/config/constants';
import type { SettlementState } from './use-settlement';

// The personal centre's own dialogs, loaded when the buyer asks for one.
const AddressDialog = dynamic(() => import('@/components/account/center/AddressBook').then((m) => m.AddressDialog), {
  ssr: false,
});
const InvoiceTitleDialog = dynamic(
  () => import('@/components/account/center/InvoiceInfo').then((m) => m.InvoiceTitleDialog),
  { ssr: false },
);

export const INVOICE_TYPES = [
  { v: 0, label: '不开发票' },
  { v: 1, label: '普通发票' },
  { v: 2, label: '增值税专用发票' },
] as const;

/** The receiving addresses as radio cards (the organisation's shared ones marked 单位共享). */
export function AddressChoice({
  s,
  className,
  cardClass,
}: {
  s: SettlementState;
  className: string;
  cardClass?: string;
}) {
  return (
    <div className={className} role="radiogroup" aria-label="选择收货地址">
      {s.addresses.map((a) => (
        <label
          key={a.id}
          className={`${cardClass ?? ''} cursor-pointer rounded border p-3 text-[13px] ${a.id === s.addressId ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
          data-testid="settle-address"
        >
          <input
            type="radio"
            name="address"
            className="sr-only"
            checked={a.id === s.addressId}
            onChange={() => s.setAddressId(a.id)}
          />
          <span className="block font-medium">
            {a.consignee} {a.mobile} {a.isDefault && <span className="ml-1 text-xs text-brand-600">默认</span>}
            {a.shared && <span className="ml-1 text-xs text-ink-500">单位共享</span>}
          </span>
          <span className="mt-1 block text-ink-500 [overflow-wrap:anywhere]">
            {a.regionText} {a.detail}
          </span>
          {a.company && <span className="block text-ink-500">{a.company}</span>}
        </label>
      ))}
    </div>
  );
}

/** 不开发票 / 普通发票 / 增值税专用发票. */
export function InvoiceTypeChoice({
  s,
  className,
  optionClass,
  inputClass,
}: {
  s: SettlementState;
  className: string;
  optionClass: (checked: boolean) => string;
  inputClass?: string;
}) {
  return (
    <div className={className} role="radiogroup" aria-label="发票类型">
      {INVOICE_TYPES.map((t) => (
        <label key={t.v} className={optionClass(s.invoiceType === t.v)}>
          <input
            type="radio"
            name="invoiceType"
            className={inputClass}
            checked={s.invoiceType === t.v}
            onChange={() => s.setInvoiceType(t.v)}
          />
          {t.label}
        </label>
      ))}
    </div>
  );
}

/** The invoice title of the chosen type; `detailed` adds 单位共享 and the tax number to each option. */
export function TitleSelect({ s, className, detailed }: { s: SettlementState; className: string; detailed?: boolean }) {
  return (
    <select
      className={className}
      aria-label="发票抬头"
      value={s.titleId ?? ''}
      onChange={(e) => s.setTitleId(Number(e.target.value) || null)}
    >
      {s.titles.map((t) => (
        <option key={t.id} value={t.id}>
          {t.title}
          {detailed && t.shared ? '（单位共享）' : ''}
          {detailed && t.taxNo ? `（${t.taxNo}）` : ''}
        </option>
      ))}
    </select>
  );
}

/** 送货备注 and 采购单号, both optional and bounded by ORDER_RULES. */
export function OrderNotes({
  s,
  look,
  poPlaceholder,
}: {
  s: SettlementState;
  look: { label: string; caption: string; textarea: string; input: string };
  poPlaceholder: string;
}) {
  return (
    <>
      <label className={look.label}>
        <span className={look.caption}>送货备注</span>
        <textarea
          className={look.textarea}
          maxLength={ORDER_RULES.remarkMax}
          placeholder="如送货时间、收货要求（选填）"
          value={s.remark}
          onChange={(e) => s.setRemark(e.target.value)}
        />
      </label>
      <label className={look.label}>
        <span className={look.caption}>采购单号</span>
        <input
          className={look.input}
          maxLength={ORDER_RULES.poNumberMax}
          placeholder={poPlaceholder}
          value={s.poNumber}
          onChange={(e) => s.setPoNumber(e.target.value)}
        />
      </label>
    </>
  );
}

/** What blocks the order other than a missing document (LicenceNotice shows those). */
export function SettleBlockers({ s }: { s: SettlementState }) {
  return s.otherBlockers.map((b) => (
    <p key={b.code + b.skuIds.join()} className="text-danger" data-testid="settle-blocker">
      {b.message}
    </p>
  ));
}

export function SubmitButton({ s, className }: { s: SettlementState; className: string }) {
  return (
    <button
      type="button"
      className={className}
      disabled={!s.canSubmit}
      onClick={() => void s.submit()}
      data-testid="settle-submit"
    >
      {s.busy ? '提交中…' : '提交订单'}
    </button>
  );
}

/** A new receiving address or invoice title, added in place and chosen at once. */
export function SettlementDialogs({ s }: { s: SettlementState }) {
  if (s.adding === 'address')
    return (
      <AddressDialog
        kind="receiving"
        address={null}
        onClose={() => s.setAdding(null)}
        onSaved={(a) => s.setAddressId(a.id)}
      />
    );
  if (s.adding === 'title')
    return (
      <InvoiceTitleDialog
        title={null}
        initialType={s.invoiceType === 2 ? 2 : 1}
        onClose={() => s.setAdding(null)}
        onSaved={(t) => s.setTitleId(t.id)}
      />
    );
  return null;
}
