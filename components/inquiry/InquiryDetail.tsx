'use client';
/**
 * /inquiryCenter/inquiryDetails/:id: the inquiry's lines with the buyer's wishes and the quote (unit price, delivery,
 * line total — fen from the server), quote note and validity, the status timeline and the buyer's actions:
 * 接受报价并下单 (→ /settlementPage?inquiryId=), 关闭询价 (with confirmation), 重新询价 (back into the basket).
 * Another buyer's id, or a malformed one, shows 询价单不存在.
 */
import Link from 'next/link';
import { GoodsLink } from '@/components/product/GoodsLink';
import { useRouter } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import type { InquiryDetailDTO } from '@/lib/api/endpoints/inquiries';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { cnTime, fenLabel, refreshBasket } from '@/lib/client/inquiries';
import { INQUIRY_MSG } from '@/lib/config/messages';
import { goodsHref } from '@/lib/domain/catalog/products/client';
import { ConfirmDialog } from '@/components/ui/Modal';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError, Loading, Panel } from '@/components/account/center/ui';
import { InquiryStatusTag } from './InquiryStatusTag';

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-2 text-[13px]">
      <dt className="w-24 shrink-0 text-ink-500">{label}</dt>
      <dd className="min-w-0 text-ink-900">{children}</dd>
    </div>
  );
}

export function InquiryDetail({ id }: { id: number | null }) {
  const { isLogin } = useSession();
  const router = useRouter();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['inquiry.detail', id],
    queryFn: () => api('inquiry.detail', { id: id! }),
    enabled: isLogin && id !== null,
    retry: false,
  });
  const [confirmClose, setConfirmClose] = useState(false);
  const [busy, setBusy] = useState(false);

  async function act(fn: () => Promise<unknown>, done: (r: unknown) => void | Promise<void>) {
    setBusy(true);
    try {
      const r = await fn();
      await done(r);
      await Promise.all([
        qc.invalidateQueries({ queryKey: ['inquiry.detail', id] }),
        qc.invalidateQueries({ queryKey: ['inquiry.list'] }),
        qc.invalidateQueries({ queryKey: ['inquiry.counts'] }),
      ]);
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
    }
  }

  if (id === null)
    return (
      <Panel title="询价详情">
        <EmptyState text={INQUIRY_MSG.notFound} />
      </Panel>
    );
  if (q.isPending)
    return (
      <Panel title="询价详情">
        <Loading />
      </Panel>
    );
  if (q.isError) {
    const missing = q.error instanceof Error && q.error.message === INQUIRY_MSG.notFound;
    return (
      <Panel title="询价详情">
        {missing ? <EmptyState text={INQUIRY_MSG.notFound} /> : <LoadError onRetry={() => void q.refetch()} />}
      </Panel>
    );
  }
  const d: InquiryDetailDTO = q.data;
  const quoted = d.status !== 'submitted';

  return (
    <Panel
      title="询价详情"
      testId="inquiry-detail"
      extra={
        <Link href="/inquiryCenter/inquiryList" className="text-[13px] text-brand-600 hover:underline">
          ‹ 返回我的询价
        </Link>
      }
    >
      <div className="mb-4 flex items-center justify-between gap-4 rounded border border-line bg-surface px-4 py-3">
        <div className="flex items-center gap-3 text-[13px]">
          <span>
            询价单号 <b className="font-mono">{d.inquiryNo}</b>
          </span>
          <InquiryStatusTag status={d.status} label={d.statusLabel} expired={d.expired} />
          {d.expired && <span className="text-xs text-danger">{INQUIRY_MSG.quoteExpiredCannotAccept}</span>}
        </div>
        <div className="flex gap-2">
          {d.actions.accept && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => router.push(`/settlementPage?inquiryId=${d.id}`)}
              data-testid="inquiry-accept"
            >
              接受报价并下单
            </button>
          )}
          {d.actions.reinquire && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              data-testid="inquiry-reinquire"
              onClick={() =>
                void act(
                  () => api('inquiry.reinquire', { id: d.id }),
                  async (r) => {
                    const { added, skipped } = r as { added: number; skipped: number };
                    toast.success(INQUIRY_MSG.reinquired(added));
                    if (skipped) toast.warning(INQUIRY_MSG.reinquireSkipped(skipped));
                    await refreshBasket(qc);
                    router.push('/inquiryCenter');
                  },
                )
              }
            >
              重新询价
            </button>
          )}
          {d.actions.close && (
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy}
              onClick={() => setConfirmClose(true)}
              data-testid="inquiry-close"
            >
              关闭询价
            </button>
          )}
          {d.orderNo && (
            <Link
              className="btn btn-outline"
              href={`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(d.orderNo)}`}
            >
              查看订单
            </Link>
          )}
        </div>
      </div>

      <dl className="mb-4 grid grid-cols-2 gap-x-6 gap-y-1.5">
        <Info label="提交时间">{cnTime(d.createdAt)}</Info>
        <Info label="期望交货日期">{d.wantedBy ?? '—'}</Info>
        <Info label="联系人">{d.contactName ?? '—'}</Info>
        <Info label="联系电话">{d.contactPhone ?? '—'}</Info>
        <Info label="备注">{d.remark ?? '—'}</Info>
        {quoted && <Info label="报价时间">{cnTime(d.quotedAt)}</Info>}
        {quoted && (
          <Info label="报价有效期至">
            <span className={d.expired ? 'text-danger' : ''}>{d.validUntil ?? '—'}</span>
            {d.expired && <span className="ml-1 text-xs text-danger">（{INQUIRY_MSG.quoteExpired}）</span>}
          </Info>
        )}
        {quoted && <Info label="报价说明">{d.quoteNote ?? '—'}</Info>}
        {d.closeReason && <Info label="关闭原因">{d.closeReason}</Info>}
        {d.orderNo && <Info label="订单号">{d.orderNo}</Info>}
      </dl>

      <table className="table-dense w-full" data-testid="inquiry-lines">
        <thead>
          <tr className="bg-surface text-left text-ink-500">
            <th className="p-2">商品</th>
            <th className="w-16 p-2">数量</th>
            <th className="p-2">询价要求</th>
            <th className="w-24 p-2">报价单价</th>
            <th className="w-24 p-2">货期</th>
            <th className="w-28 p-2 text-right">小计</th>
          </tr>
        </thead>
        <tbody>
          {d.lines.map((l) => (
            <tr key={l.id} className="border-t border-line align-top" data-testid="inquiry-line">
              <td className="p-2">
                {l.productId ? (
                  <GoodsLink
                    href={goodsHref(l.productId, l.skuId ?? undefined)}
                    className="font-medium text-ink-900 hover:text-brand-600"
                  >
                    {l.name}
                  </GoodsLink>
                ) : (
                  <span className="font-medium">{l.name}</span>
                )}
                <p className="text-xs text-ink-500">
                  货号 {l.code ?? '—'}
                  {l.cas ? ` · CAS ${l.cas}` : ''} · 包装 {l.packageValue ?? '—'}
                </p>
              </td>
              <td className="p-2">{l.num}</td>
              <td className="p-2 text-xs text-ink-700">
                {[
                  l.purityWish && `纯度：${l.purityWish}`,
                  l.packageWish && `包装：${l.packageWish}`,
                  l.note && `备注：${l.note}`,
                ]
                  .filter(Boolean)
                  .join('；') || '—'}
              </td>
              <td className="p-2">
                {quoted ? (
                  l.unitPriceFen !== null ? (
                    <span className="price">{fenLabel(l.unitPriceFen)}</span>
                  ) : (
                    <span className="text-xs text-ink-500">暂无法供货</span>
                  )
                ) : (
                  <span className="text-xs text-ink-500">待报价</span>
                )}
              </td>
              <td className="p-2">{l.deliveryText ?? '—'}</td>
              <td className="p-2 text-right">
                {l.lineTotalFen !== null ? <span className="price">{fenLabel(l.lineTotalFen)}</span> : '—'}
              </td>
            </tr>
          ))}
        </tbody>
        {quoted && d.quotedAmountFen !== null && (
          <tfoot>
            <tr className="border-t border-line">
              <td colSpan={6} className="p-2 text-right text-[13px]">
                报价合计{' '}
                <span className="price text-[16px]" data-testid="inquiry-total">
                  {fenLabel(d.quotedAmountFen)}
                </span>
              </td>
            </tr>
          </tfoot>
        )}
      </table>

      <section className="mt-5">
        <h2 className="mb-2 text-[14px] font-medium">询价进度</h2>
        <ol className="border-l-2 border-brand-100 pl-4" data-testid="inquiry-timeline">
          {d.events.map((e, i) => (
            <li key={i} className="relative pb-3 text-[13px]">
              <span className="absolute -left-[21px] top-1 h-2.5 w-2.5 rounded-full bg-brand-500" aria-hidden="true" />
              <span className="font-medium">{e.label}</span>
              <span className="ml-3 text-xs text-ink-500">{cnTime(e.createdAt)}</span>
              {e.note && <p className="text-xs text-ink-500">{e.note}</p>}
            </li>
          ))}
        </ol>
      </section>

      <ConfirmDialog
        open={confirmClose}
        message={INQUIRY_MSG.closeConfirm}
        busy={busy}
        onCancel={() => setConfirmClose(false)}
        onConfirm={() =>
          void act(
            () => api('inquiry.close', { id: d.id }),
            () => {
              setConfirmClose(false);
              toast.success(INQUIRY_MSG.closed);
            },
          )
        }
      />
    </Panel>
  );
}
