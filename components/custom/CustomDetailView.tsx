'use client';
/** /customizedServices/customDetails?id= (定制详情): the request, staff's quote, accept (→ /customizedSettlement) or withdraw. */
import Link from 'next/link';
import { useRouter, useSearchParams } from 'next/navigation';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api, notifyError } from '@/lib/api/client';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { yuan } from '@/lib/client/orders';
import { CUSTOM_MSG } from '@/lib/config/messages';
import { ConfirmDialog } from '@/components/ui/Modal';
import { formatTime, LoadError, Loading } from '@/components/account/center/ui';

export function CustomDetailView() {
  const { isLogin } = useSession();
  const sp = useSearchParams();
  const router = useRouter();
  const qc = useQueryClient();
  const id = Number(sp?.get('id')) || 0;
  const q = useQuery({
    queryKey: ['custom', 'detail', id],
    queryFn: () => api('custom.detail', { id }),
    enabled: isLogin && id > 0,
    retry: false,
  });
  const [ask, setAsk] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!id) return <div className="card p-6 text-center text-ink-500">{CUSTOM_MSG.notFound}</div>;
  if (q.isPending)
    return (
      <div className="card">
        <Loading />
      </div>
    );
  if (q.isError)
    return (
      <div className="card">
        <LoadError onRetry={() => void q.refetch()} />
      </div>
    );
  const c = q.data;

  async function cancel() {
    setBusy(true);
    try {
      toast.success((await api('custom.cancel', { id: c.id })).message);
      await qc.invalidateQueries({ queryKey: ['custom'] });
    } catch (err) {
      notifyError(err);
    } finally {
      setBusy(false);
      setAsk(false);
    }
  }

  return (
    <div className="card p-6 text-[13px]" data-testid="custom-detail">
      <div className="mb-4 flex items-start justify-between border-b border-line pb-3">
        <div>
          <h1 className="text-[18px] font-semibold text-ink-900">{c.productName}</h1>
          <p className="mt-1 text-ink-500">
            需求编号 <span className="font-mono">{c.requestNo}</span> · 提交于 {formatTime(c.createdAt)}
          </p>
        </div>
        <span className="rounded bg-brand-50 px-3 py-1 font-medium text-brand-600" data-testid="custom-status">
          {c.statusLabel}
        </span>
      </div>
      <dl className="grid grid-cols-[7rem_1fr] gap-x-3 gap-y-2">
        <dt className="text-ink-500">CAS 号</dt>
        <dd>{c.cas ?? '—'}</dd>
        <dt className="text-ink-500">结构（SMILES）</dt>
        <dd className="break-all font-mono text-[12px]">{c.smiles ?? '—'}</dd>
        <dt className="text-ink-500">数量 / 纯度</dt>
        <dd>
          {c.quantity ?? '—'} / {c.purity ?? '—'}
        </dd>
        <dt className="text-ink-500">检测项目</dt>
        <dd>{c.analyses.length ? c.analyses.join('、') : '—'}</dd>
        <dt className="text-ink-500">期望交期</dt>
        <dd>{c.deliveryDate ?? '—'}</dd>
        {c.notes && (
          <>
            <dt className="text-ink-500">补充说明</dt>
            <dd className="whitespace-pre-wrap">{c.notes}</dd>
          </>
        )}
        {c.fileUrl && (
          <>
            <dt className="text-ink-500">附件</dt>
            <dd>
              <a href={c.fileUrl} target="_blank" rel="noreferrer" className="text-brand-600 hover:underline">
                查看附件
              </a>
            </dd>
          </>
        )}
      </dl>

      {c.quotedAmount !== null && (
        <section className="mt-5 rounded border border-brand-500/40 bg-brand-50/40 p-4" data-testid="custom-quote">
          <h2 className="mb-2 font-medium text-ink-900">报价</h2>
          <p>
            报价金额 <b className="price text-[18px]">{yuan(c.quotedAmount)}</b>
            <span className="ml-4 text-ink-700">货期 {c.leadTime ?? '—'}</span>
            <span className="ml-4 text-ink-500">有效期至 {formatTime(c.quoteValidUntil).slice(0, 10)}</span>
          </p>
          {c.quoteNote && <p className="mt-1 text-ink-700">{c.quoteNote}</p>}
        </section>
      )}
      {c.rejectReason && <p className="mt-4 text-danger">无法承接：{c.rejectReason}</p>}
      {c.orderNo && (
        <p className="mt-4">
          已下单：
          <Link
            href={`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(c.orderNo)}`}
            className="font-mono text-brand-600 hover:underline"
          >
            {c.orderNo}
          </Link>
        </p>
      )}
      <div className="mt-5 flex gap-3">
        {c.canAccept && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => router.push(`/customizedSettlement?customId=${c.id}`)}
            data-testid="custom-accept"
          >
            接受报价并结算
          </button>
        )}
        {c.canCancel && (
          <button
            type="button"
            className="btn btn-outline"
            disabled={busy}
            onClick={() => setAsk(true)}
            data-testid="custom-cancel"
          >
            取消需求
          </button>
        )}
        <Link href="/orderCenter/myCustom" className="btn btn-outline">
          返回我的定制
        </Link>
      </div>
      <ConfirmDialog
        open={ask}
        busy={busy}
        message="确定取消该定制需求吗？"
        onCancel={() => setAsk(false)}
        onConfirm={() => void cancel()}
      />
    </div>
  );
}
