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
import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import type { SettlementPreview } from '@/lib/api/endpoints/orders';
import { yuan } from '@/lib/client/orders';
import { ORDER_RULES } from '@/lib/config/constants';
import { ORDER_MSG } from '@/lib/config/messages';
import { paymentBillPath, useSettlement } from './use-settlement';
import { EmptyState } from '@/components/ui/EmptyState';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { ProductCell, productFacts } from '@/components/cart/ProductCell';
import { LoadError, Loading } from '@/components/account/center/ui';
import { LicenceNotice } from '@/components/licences/LicenceNotice';
import * as Part from './SettlementParts';

type Line = SettlementPreview['lines'][number];

const LINE_COLUMNS: DataColumn<Line>[] = [
  {
    key: 'goods',
    header: '商品',
    cell: (l) => (
      <ProductCell
        productId={l.productId}
        skuId={l.skuId}
        name={l.name}
        img={l.imgUrl}
        size={48}
        facts={productFacts(l.code, l.cas, l.packageValue)}
      />
    ),
  },
  { key: 'delivery', header: '货期', width: 'w-24', className: 'text-xs', cell: (l) => l.delivery ?? '—' },
  {
    key: 'price',
    header: '单价',
    width: 'w-24',
    cell: (l) => (l.price === null ? <span className="text-accent-600">询价</span> : yuan(l.price)),
  },
  { key: 'num', header: '数量', width: 'w-16', cell: (l) => l.num },
  {
    key: 'amount',
    header: '小计',
    width: 'w-28',
    align: 'right',
    cell: (l) => (l.amount === null ? '—' : yuan(l.amount)),
  },
];

export function SettlementPage() {
  const sp = useSearchParams();
  // ?inquiryId=: an accepted quotation; /customizedSettlement?customId=: an accepted custom-synthesis quote.
  const st = useSettlement({
    inquiryId: Number(sp?.get('inquiryId')) || null,
    customId: Number(sp?.get('customId')) || null,
    payHref: paymentBillPath,
  });

  const { previewQ, addresses, titles, invoiceType, setAdding } = st;
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
  const licenceBlocked = p.blockers.length > st.otherBlockers.length;

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
          <Part.AddressChoice s={st} className="grid grid-cols-3 gap-3" />
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
        <DataTable
          columns={LINE_COLUMNS}
          rows={p.lines}
          rowKey={(l) => `${l.skuId}-${l.carId}`}
          rowClassName="align-top"
          testId="settle-lines"
        />
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
          <Part.InvoiceTypeChoice s={st} className="flex gap-4" optionClass={() => 'flex items-center gap-1'} />
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
                  <Part.TitleSelect s={st} className="input min-w-0 flex-1" detailed />
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
          <Part.OrderNotes
            s={st}
            look={{
              label: 'flex flex-col gap-1',
              caption: 'font-medium',
              textarea: 'input h-16 py-1.5',
              input: 'input',
            }}
            poPlaceholder="贵单位的采购单号（选填），会显示在订单和发票上"
          />
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
        <Part.SettleBlockers s={st} />
        <Part.SubmitButton s={st} className="btn btn-primary btn-lg mt-2 min-w-40" />
      </section>

      <Part.SettlementDialogs s={st} />
    </div>
  );
}
