'use client';
/**
 * /settlementPage (结算页): the checked cart lines — or, with ?inquiryId=, an accepted quotation — at the server's
 * prices; the buyer chooses the receiving address, the invoice (none, 普通, 增值税专用 with a title), writes 送货备注
 * and a 采购单号, and places the order. One idempotency key per page visit: a double click or a retried request
 * makes one order. Restricted products without an approved, valid document say which one they need and link to
 * 企业资质 (the one place documents are uploaded and reviewed).
 * A missing address or invoice title is added in place, in a dialog, and chosen at once: the buyer never leaves the
 * checkout (issue 34: 普通发票's 去添加 opened a page where no title could be added, with no way back).
 */
import dynamic from 'next/dynamic';
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { yuan } from '@/lib/client/orders';
import { ORDER_RULES } from '@/lib/config/constants';
import { ORDER_MSG } from '@/lib/config/messages';
import { paymentBillPath, useSettlement } from './use-settlement';
import { EmptyState } from '@/components/ui/EmptyState';
import { ProductCell, productFacts } from '@/components/cart/ProductCell';
import { LoadError, Loading } from '@/components/account/center/ui';
import { LicenceNotice, isLicenceBlocker } from '@/components/licences/LicenceNotice';

// The personal centre's own dialogs, loaded when the buyer asks for one.
export const AddressDialog = dynamic(
  () => import('@/components/account/center/AddressBook').then((m) => m.AddressDialog),
  { ssr: false },
);
export const InvoiceTitleDialog = dynamic(
  () => import('@/components/account/center/InvoiceInfo').then((m) => m.InvoiceTitleDialog),
  { ssr: false },
);

export const INVOICE_TYPES = [
  { v: 0, label: '不开发票' },
  { v: 1, label: '普通发票' },
  { v: 2, label: '增值税专用发票' },
] as const;

export function SettlementPage() {
  const sp = useSearchParams();
  // ?inquiryId=: an accepted quotation; /customizedSettlement?customId=: an accepted custom-synthesis quote.
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
    inquiryId: Number(sp?.get('inquiryId')) || null,
    customId: Number(sp?.get('customId')) || null,
    payHref: paymentBillPath,
  });

  if (previewQ.isPending)
    return (
      <div className="card my-4">
        <Loading />
      </div>
    );
  if (previewQ.isError)
    return (
      <div className="card my-4">
        <LoadError onRetry={() => void previewQ.refetch()} />
      </div>
    );
  const p = previewQ.data;
  if (p.lines.length === 0)
    return (
      <div className="card my-4">
        <EmptyState text={ORDER_MSG.noLines}>
          <Link href="/settlementCenter" className="btn btn-primary mt-3">
            返回购物车
          </Link>
        </EmptyState>
      </div>
    );
  const otherBlockers = p.blockers.filter((b) => !isLicenceBlocker(b));
  const licenceBlocked = p.blockers.length > otherBlockers.length;

  return (
    <div className="flex flex-col gap-4 py-4" data-testid="settlement-page">
      <section className="card p-5" aria-label="收货地址">
        <header className="mb-3 flex items-center justify-between">
          <h2 className="section-title text-[15px]">收货地址</h2>
          <span className="flex items-center gap-4 text-[13px]">
            <button
              type="button"
              className="text-brand-600 hover:underline"
              onClick={() => setAdding('address')}
              data-testid="settle-add-address"
            >
              + 新增收货地址
            </button>
            <Link href="/personalCenter/receivingAddress" className="text-brand-600 hover:underline">
              管理收货地址 ›
            </Link>
          </span>
        </header>
        {addresses.length === 0 ? (
          <p className="text-[13px] text-ink-500">
            还没有收货地址，
            <button
              type="button"
              className="text-brand-600 hover:underline"
              onClick={() => setAdding('address')}
              data-testid="settle-address-empty-add"
            >
              去添加
            </button>
          </p>
        ) : (
          <div className="grid grid-cols-3 gap-3" role="radiogroup" aria-label="选择收货地址">
            {addresses.map((a) => (
              <label
                key={a.id}
                className={`cursor-pointer rounded border p-3 text-[13px] ${a.id === addressId ? 'border-brand-600 bg-brand-50' : 'border-line'}`}
                data-testid="settle-address"
              >
                <input
                  type="radio"
                  name="address"
                  className="sr-only"
                  checked={a.id === addressId}
                  onChange={() => setAddressId(a.id)}
                />
                <p className="font-medium">
                  {a.consignee} {a.mobile} {a.isDefault && <span className="ml-1 text-xs text-brand-600">默认</span>}
                  {a.shared && <span className="ml-1 text-xs text-ink-500">单位共享</span>}
                </p>
                <p className="mt-1 text-ink-500">
                  {a.regionText} {a.detail}
                </p>
                {a.company && <p className="text-ink-500">{a.company}</p>}
              </label>
            ))}
          </div>
        )}
      </section>

      <section className="card p-5" aria-label="商品清单">
        <h2 className="section-title mb-3 text-[15px]">
          {p.source === 'inquiry'
            ? '报价商品（按报价价格结算）'
            : p.source === 'custom'
              ? '定制合成（按报价结算）'
              : '商品清单'}
        </h2>
        <table className="table-dense w-full" data-testid="settle-lines">
          <thead>
            <tr className="bg-surface text-left text-ink-500">
              <th className="p-2">商品</th>
              <th className="w-24 p-2">货期</th>
              <th className="w-24 p-2">单价</th>
              <th className="w-16 p-2">数量</th>
              <th className="w-28 p-2 text-right">小计</th>
            </tr>
          </thead>
          <tbody>
            {p.lines.map((l) => (
              <tr key={`${l.skuId}-${l.carId}`} className="border-t border-line align-top">
                <td className="p-2">
                  <ProductCell
                    productId={l.productId}
                    skuId={l.skuId}
                    name={l.name}
                    img={l.imgUrl}
                    size={48}
                    facts={productFacts(l.code, l.cas, l.packageValue)}
                  />
                </td>
                <td className="p-2 text-xs">{l.delivery ?? '—'}</td>
                <td className="p-2">
                  {l.price === null ? <span className="text-accent-600">询价</span> : yuan(l.price)}
                </td>
                <td className="p-2">{l.num}</td>
                <td className="p-2 text-right">{l.amount === null ? '—' : yuan(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {(licenceBlocked || p.licences.some((r) => r.expiresInDays !== null)) && (
        <section
          className={`card p-5 ${licenceBlocked ? 'border-warning' : ''}`}
          aria-label="资质"
          data-testid="settle-licence"
        >
          <LicenceNotice blockers={p.blockers} requirements={p.licences} />
        </section>
      )}

      <section className="card grid grid-cols-2 gap-5 p-5 text-[13px]" aria-label="发票与备注">
        <div>
          <h2 className="section-title mb-3 text-[15px]">发票</h2>
          <div className="flex gap-4" role="radiogroup" aria-label="发票类型">
            {INVOICE_TYPES.map((t) => (
              <label key={t.v} className="flex items-center gap-1">
                <input
                  type="radio"
                  name="invoiceType"
                  checked={invoiceType === t.v}
                  onChange={() => setInvoiceType(t.v)}
                />
                {t.label}
              </label>
            ))}
          </div>
          {invoiceType !== 0 && (
            <div className="mt-3">
              {titles.length === 0 ? (
                <p className="text-ink-500">
                  {invoiceType === 2 ? '还没有增值税专用发票抬头，' : '还没有发票抬头，'}
                  <button
                    type="button"
                    className="text-brand-600 hover:underline"
                    onClick={() => setAdding('title')}
                    data-testid="settle-title-empty-add"
                  >
                    去添加
                  </button>
                </p>
              ) : (
                <div className="flex items-center gap-3">
                  <select
                    className="input min-w-0 flex-1"
                    aria-label="发票抬头"
                    value={titleId ?? ''}
                    onChange={(e) => setTitleId(Number(e.target.value) || null)}
                  >
                    {titles.map((t) => (
                      <option key={t.id} value={t.id}>
                        {t.title}
                        {t.shared ? '（单位共享）' : ''}
                        {t.taxNo ? `（${t.taxNo}）` : ''}
                      </option>
                    ))}
                  </select>
                  <button
                    type="button"
                    className="shrink-0 text-brand-600 hover:underline"
                    onClick={() => setAdding('title')}
                    data-testid="settle-add-title"
                  >
                    + 新增抬头
                  </button>
                </div>
              )}
            </div>
          )}
        </div>
        <div className="flex flex-col gap-3">
          <label className="flex flex-col gap-1">
            <span className="font-medium">送货备注</span>
            <textarea
              className="input h-16 py-1.5"
              maxLength={ORDER_RULES.remarkMax}
              placeholder="如送货时间、收货要求（选填）"
              value={remark}
              onChange={(e) => setRemark(e.target.value)}
            />
          </label>
          <label className="flex flex-col gap-1">
            <span className="font-medium">采购单号</span>
            <input
              className="input"
              maxLength={ORDER_RULES.poNumberMax}
              placeholder="贵单位的采购单号（选填），会显示在订单和发票上"
              value={poNumber}
              onChange={(e) => setPoNumber(e.target.value)}
            />
          </label>
        </div>
      </section>

      <section
        className="card flex flex-col items-end gap-2 p-5 text-[13px]"
        aria-label="金额"
        data-testid="settle-summary"
      >
        <p>
          商品金额：<span data-testid="settle-goods">{yuan(p.amounts.goodsAmount)}</span>
        </p>
        <p>
          运费：
          {p.amounts.freight > 0
            ? yuan(p.amounts.freight)
            : `免运费（满 ${yuan(ORDER_RULES.freeFreightFromFen / 100)}）`}
        </p>
        {p.amounts.discount > 0 && <p>优惠：-{yuan(p.amounts.discount)}</p>}
        <p className="text-[15px]">
          应付金额：
          <b className="price text-[20px]" data-testid="settle-pay">
            {yuan(p.amounts.payAmount)}
          </b>
        </p>
        {otherBlockers.map((b) => (
          <p key={b.code + b.skuIds.join()} className="text-danger" data-testid="settle-blocker">
            {b.message}
          </p>
        ))}
        <button
          type="button"
          className="btn btn-primary btn-lg mt-2 min-w-40"
          disabled={busy || p.blockers.length > 0 || !addressId}
          onClick={() => void submit()}
          data-testid="settle-submit"
        >
          {busy ? '提交中…' : '提交订单'}
        </button>
      </section>

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
