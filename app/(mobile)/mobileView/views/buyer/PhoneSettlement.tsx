'use client';
/**
 * The phone settlement (/mobileView?target=/settlementPage[?inquiryId=]): the desktop settlement's data and actions
 * (use-settlement) on one column — the receiving address (a new one is added in place, with the region cascade of
 * the personal centre's dialog), the lines, the invoice choice (a new title in place), 送货备注, 采购单号 and
 * 提交订单; the order is then paid on the phone payment page.
 */
import Link from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { LicenceNotice, isLicenceBlocker } from '@/components/licences/LicenceNotice';
import { AddressDialog, INVOICE_TYPES, InvoiceTitleDialog } from '@/components/orders/SettlementPage';
import { paymentBillPath, useSettlement } from '@/components/orders/use-settlement';
import { yuan } from '@/lib/client/orders';
import { ORDER_RULES } from '@/lib/config/constants';
import { ORDER_MSG } from '@/lib/config/messages';
import {
  BottomBar,
  PHONE_ACCENT,
  PHONE_INPUT,
  PHONE_PRIMARY,
  PhoneLoadError,
  PhoneLoading,
  PhoneSection,
  ph,
} from './ui';

const payHref = (orderNo: string) => ph(paymentBillPath(orderNo));

export function PhoneSettlement({ inquiryId }: { inquiryId: number | null }) {
  const {
    previewQ,
    addresses,
    titles,
    addressId,
    setAddressId,
    invoiceType,
    setInvoiceType,
    titleId,
    setTitleId,
    remark,
    setRemark,
    poNumber,
    setPoNumber,
    busy,
    adding,
    setAdding,
    submit,
  } = useSettlement({
    inquiryId,
    customId: null,
    payHref,
  });
  if (previewQ.isPending) return <PhoneLoading />;
  if (previewQ.isError) return <PhoneLoadError onRetry={() => void previewQ.refetch()} />;
  const p = previewQ.data;
  if (p.lines.length === 0)
    return (
      <div className="bg-white py-4">
        <EmptyState text={ORDER_MSG.noLines}>
          <Link prefetch={false} href={ph('/settlementCenter')} className={`${PHONE_PRIMARY} mt-3`}>
            返回购物车
          </Link>
        </EmptyState>
      </div>
    );
  const otherBlockers = p.blockers.filter((b) => !isLicenceBlocker(b));
  const addButton = (testId: string, onClick: () => void, text: string) => (
    <button type="button" className="h-11 shrink-0 text-[13px] text-brand-600" onClick={onClick} data-testid={testId}>
      {text}
    </button>
  );
  return (
    <div data-testid="phone-settlement">
      <PhoneSection
        title="收货地址"
        extra={addButton('settle-add-address', () => setAdding('address'), '+ 新增收货地址')}
      >
        {addresses.length === 0 ? (
          <p className="text-[13px] text-ink-500">还没有收货地址，请先新增。</p>
        ) : (
          <div className="flex flex-col gap-2" role="radiogroup" aria-label="选择收货地址">
            {addresses.map((a) => (
              <label
                key={a.id}
                className={`block cursor-pointer rounded border p-3 text-[13px] ${a.id === addressId ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
                data-testid="settle-address"
              >
                <input
                  type="radio"
                  name="address"
                  className="sr-only"
                  checked={a.id === addressId}
                  onChange={() => setAddressId(a.id)}
                />
                <span className="block font-medium">
                  {a.consignee} {a.mobile} {a.isDefault && <span className="ml-1 text-xs text-brand-600">默认</span>}
                </span>
                <span className="mt-1 block text-ink-500 [overflow-wrap:anywhere]">
                  {a.regionText} {a.detail}
                </span>
              </label>
            ))}
          </div>
        )}
      </PhoneSection>

      <PhoneSection title={p.source === 'inquiry' ? '报价商品（按报价价格结算）' : '商品清单'}>
        <ul className="divide-y divide-line text-[13px]" data-testid="settle-lines">
          {p.lines.map((l) => (
            <li key={`${l.skuId}-${l.carId}`} className="py-2">
              <p className="text-ink-900 [overflow-wrap:anywhere]">{l.name}</p>
              <p className="flex justify-between text-ink-500">
                <span>
                  {l.packageValue} × {l.num}
                  {l.delivery ? ` · ${l.delivery}` : ''}
                </span>
                <span className="text-ink-900">{l.amount === null ? '询价' : yuan(l.amount)}</span>
              </p>
            </li>
          ))}
        </ul>
        <LicenceNotice blockers={p.blockers} requirements={p.licences} />
      </PhoneSection>

      <PhoneSection title="发票">
        <div className="flex flex-wrap gap-2" role="radiogroup" aria-label="发票类型">
          {INVOICE_TYPES.map((t) => (
            <label
              key={t.v}
              className={`flex min-h-11 cursor-pointer items-center rounded border px-3 text-[13px] ${invoiceType === t.v ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-line'}`}
            >
              <input
                type="radio"
                name="invoiceType"
                className="sr-only"
                checked={invoiceType === t.v}
                onChange={() => setInvoiceType(t.v)}
              />
              {t.label}
            </label>
          ))}
        </div>
        {invoiceType !== 0 && (
          <div className="mt-2 flex items-center gap-2">
            {titles.length === 0 ? (
              <p className="flex-1 text-[13px] text-ink-500">
                {invoiceType === 2 ? '还没有增值税专用发票抬头' : '还没有发票抬头'}
              </p>
            ) : (
              <select
                className={`${PHONE_INPUT} min-w-0 flex-1`}
                aria-label="发票抬头"
                value={titleId ?? ''}
                onChange={(e) => setTitleId(Number(e.target.value) || null)}
              >
                {titles.map((t) => (
                  <option key={t.id} value={t.id}>
                    {t.title}
                  </option>
                ))}
              </select>
            )}
            {addButton('settle-add-title', () => setAdding('title'), '+ 新增抬头')}
          </div>
        )}
      </PhoneSection>

      <PhoneSection title="备注">
        <label className="block text-[13px]">
          <span className="text-ink-500">送货备注</span>
          <textarea
            className={`${PHONE_INPUT} mt-1 h-20 py-2`}
            maxLength={ORDER_RULES.remarkMax}
            placeholder="如送货时间、收货要求（选填）"
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />
        </label>
        <label className="mt-2 block text-[13px]">
          <span className="text-ink-500">采购单号</span>
          <input
            className={`${PHONE_INPUT} mt-1`}
            maxLength={ORDER_RULES.poNumberMax}
            placeholder="贵单位的采购单号（选填）"
            value={poNumber}
            onChange={(e) => setPoNumber(e.target.value)}
          />
        </label>
      </PhoneSection>

      <div className="px-4 py-2 text-[13px]">
        <p>商品金额：{yuan(p.amounts.goodsAmount)}</p>
        <p>运费：{p.amounts.freight > 0 ? yuan(p.amounts.freight) : '免运费'}</p>
        {p.amounts.discount > 0 && <p>优惠：-{yuan(p.amounts.discount)}</p>}
        {otherBlockers.map((b) => (
          <p key={b.code + b.skuIds.join()} className="text-danger" data-testid="settle-blocker">
            {b.message}
          </p>
        ))}
      </div>
      <BottomBar label="提交订单" testId="settle-summary">
        <p className="min-w-0 flex-1 text-[13px]">
          应付{' '}
          <b className="price text-[18px]" data-testid="settle-pay">
            {yuan(p.amounts.payAmount)}
          </b>
        </p>
        <button
          type="button"
          className={`${PHONE_ACCENT} shrink-0`}
          disabled={busy || p.blockers.length > 0 || !addressId}
          onClick={() => void submit()}
          data-testid="settle-submit"
        >
          {busy ? '提交中…' : '提交订单'}
        </button>
      </BottomBar>

      {adding === 'address' && (
        <AddressDialog
          kind="receiving"
          address={null}
          onClose={() => setAdding(null)}
          onSaved={(a) => setAddressId(a.id)}
        />
      )}
      {adding === 'title' && (
        <InvoiceTitleDialog
          title={null}
          initialType={invoiceType === 2 ? 2 : 1}
          onClose={() => setAdding(null)}
          onSaved={(t) => setTitleId(t.id)}
        />
      )}
    </div>
  );
}
