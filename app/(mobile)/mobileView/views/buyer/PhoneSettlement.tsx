'use client';
/**
 * The phone settlement (/mobileView?target=/settlementPage[?inquiryId=]): the desktop settlement's data and actions
 * (use-settlement) on one column — the receiving address (a new one is added in place, with the region cascade of
 * the personal centre's dialog), the lines, the invoice choice (a new title in place), 送货备注, 采购单号 and
 * 提交订单; the order is then paid on the phone payment page.
 */
import Link from 'next/link';
import { EmptyState } from '@/components/ui/EmptyState';
import { LicenceNotice } from '@/components/licences/LicenceNotice';
import * as Part from '@/components/orders/SettlementParts';
import { paymentBillPath, useSettlement } from '@/components/orders/use-settlement';
import { yuan } from '@/lib/client/orders';
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
  const st = useSettlement({
    inquiryId,
    customId: null,
    payHref,
  });
  const { previewQ, addresses, titles, invoiceType, setAdding } = st;
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
          <Part.AddressChoice s={st} className="flex flex-col gap-2" cardClass="block" />
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
        <Part.InvoiceTypeChoice
          s={st}
          className="flex flex-wrap gap-2"
          inputClass="sr-only"
          optionClass={(on) =>
            `flex min-h-11 cursor-pointer items-center rounded border px-3 text-[13px] ${on ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-line'}`
          }
        />
        {invoiceType !== 0 && (
          <div className="mt-2 flex items-center gap-2">
            {titles.length === 0 ? (
              <p className="flex-1 text-[13px] text-ink-500">
                {invoiceType === 2 ? '还没有增值税专用发票抬头' : '还没有发票抬头'}
              </p>
            ) : (
              <Part.TitleSelect s={st} className={`${PHONE_INPUT} min-w-0 flex-1`} />
            )}
            {addButton('settle-add-title', () => setAdding('title'), '+ 新增抬头')}
          </div>
        )}
      </PhoneSection>

      <PhoneSection title="备注">
        <div className="space-y-2">
          <Part.OrderNotes
            s={st}
            look={{
              label: 'block text-[13px]',
              caption: 'text-ink-500',
              textarea: `${PHONE_INPUT} mt-1 h-20 py-2`,
              input: `${PHONE_INPUT} mt-1`,
            }}
            poPlaceholder="贵单位的采购单号（选填）"
          />
        </div>
      </PhoneSection>

      <div className="px-4 py-2 text-[13px]">
        <p>商品金额：{yuan(p.amounts.goodsAmount)}</p>
        <p>运费：{p.amounts.freight > 0 ? yuan(p.amounts.freight) : '免运费'}</p>
        {p.amounts.discount > 0 && <p>优惠：-{yuan(p.amounts.discount)}</p>}
        <Part.SettleBlockers s={st} />
      </div>
      <BottomBar label="提交订单" testId="settle-summary">
        <p className="min-w-0 flex-1 text-[13px]">
          应付{' '}
          <b className="price text-[18px]" data-testid="settle-pay">
            {yuan(p.amounts.payAmount)}
          </b>
        </p>
        <Part.SubmitButton s={st} className={`${PHONE_ACCENT} shrink-0`} />
      </BottomBar>

      <Part.SettlementDialogs s={st} />
    </div>
  );
}
