'use client';
/**
 * /personalCenter/accountingPeriod (账期管理): the organisation's credit quota, what is used and available, the bills
 * (orders paid on credit: 未到期 / 即将到期 / 已逾期 / 已还款 / 已全额退款, due `periodDays` after payment; a refund through
 * the bill lowers what it asks for), the applications, and
 * the new account period form (quota and period) for the organisation's administrator.
 */
import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '@/lib/api/client';
import type { CreditApplicationRow, CreditOverview } from '@/lib/api/endpoints/credit';
import { useAction } from '@/lib/client/profile-queries';
import { useSession } from '@/lib/client/session';
import { toast } from '@/lib/client/toast';
import { formatPrice } from '@/lib/domain/catalog/products/client';
import { CREDIT_RULES } from '@/lib/config/constants';
import { CREDIT_MSG } from '@/lib/config/messages';
import { EmptyState } from '@/components/ui/EmptyState';
import { Modal } from '@/components/ui/Modal';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { FormRow, LoadError, Loading, Panel, formatTime } from './ui';
import { PC } from './nav';

const ACCOUNT_STATUS = ['申请中', '已开通', '已驳回', '已冻结'];
const BILL_CLS: Record<string, string> = {
  overdue: 'text-danger font-medium',
  due_soon: 'text-accent-500 font-medium',
  open: 'text-ink-700',
  repaid: 'text-success',
  refunded: 'text-ink-500',
};
const KEY = ['credit'] as const;

const BILL_COLUMNS: DataColumn<CreditOverview['bills'][number]>[] = [
  {
    key: 'no',
    header: '订单号',
    className: 'font-mono text-[12px]',
    cell: (b) => (
      <Link
        href={`/orderCenter/orderDetaile?orderNo=${encodeURIComponent(b.orderNo)}`}
        className="hover:text-brand-600"
      >
        {b.orderNo}
      </Link>
    ),
  },
  { key: 'paid', header: '账期金额', align: 'right', cell: (b) => formatPrice(b.paidAmount) },
  {
    key: 'refunded',
    header: '已退款',
    align: 'right',
    className: 'text-danger',
    testId: 'credit-bill-refunded',
    cell: (b) => (b.refundedAmount > 0 ? `-${formatPrice(b.refundedAmount)}` : '—'),
  },
  {
    key: 'amount',
    header: '应还金额',
    align: 'right',
    className: 'font-medium',
    testId: 'credit-bill-amount',
    cell: (b) => formatPrice(b.amount),
  },
  { key: 'paidAt', header: '支付时间', className: 'text-ink-500', cell: (b) => formatTime(b.paidAt) },
  { key: 'due', header: '到期日', cell: (b) => formatTime(b.dueAt).slice(0, 10) },
  { key: 'state', header: '状态', className: (b) => BILL_CLS[b.state] ?? '', cell: (b) => b.stateLabel },
];

export function AccountingPeriod() {
  const { isLogin } = useSession();
  const ov = useQuery({ queryKey: [...KEY, 'overview'], queryFn: () => api('credit.overview'), enabled: isLogin });
  const apps = useQuery({ queryKey: [...KEY, 'apps'], queryFn: () => api('creditApp.list'), enabled: isLogin });
  const org = useQuery({ queryKey: ['org.info'], queryFn: () => api('org.info'), enabled: isLogin });
  const [open, setOpen] = useState(false);
  const { run, busy } = useAction();
  const done = { success: (r: { message: string }) => r.message, invalidate: KEY };
  const [form, setForm] = useState({ quota: '', periodDays: '30', reason: '', contactName: '', contactPhone: '' });
  const isOwner = org.data?.orgRole === 'owner' && org.data.certStatus === 2;
  const pending = apps.data?.some((a) => a.status === 'pending');

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const quota = Number(form.quota);
    if (!Number.isInteger(quota) || quota < CREDIT_RULES.minQuota || quota > CREDIT_RULES.maxQuota)
      return toast.error(
        CREDIT_MSG.quotaInvalid(formatPrice(CREDIT_RULES.minQuota), formatPrice(CREDIT_RULES.maxQuota)),
      );
    if (!form.contactName.trim() || !form.contactPhone.trim()) return toast.error(CREDIT_MSG.contactRequired);
    void run(
      () =>
        api('creditApp.apply', {
          quota,
          periodDays: Number(form.periodDays),
          reason: form.reason.trim() || null,
          contactName: form.contactName.trim(),
          contactPhone: form.contactPhone.trim(),
        }),
      done,
    ).then((ok) => ok && setOpen(false));
  }

  const applyButton = isOwner ? (
    <button
      type="button"
      className="btn btn-primary btn-sm"
      disabled={pending}
      title={pending ? CREDIT_MSG.pendingExists : undefined}
      onClick={() => setOpen(true)}
      data-testid="credit-apply-open"
    >
      {ov.data?.account ? '申请调整额度' : '申请账期'}
    </button>
  ) : null;

  const appColumns: DataColumn<CreditApplicationRow>[] = [
    {
      key: 'quota',
      header: '申请额度',
      cell: (a) => (
        <>
          {formatPrice(a.quota)}
          {a.approvedQuota !== null && a.approvedQuota !== a.quota && (
            <p className="text-xs text-ink-500">核定 {formatPrice(a.approvedQuota)}</p>
          )}
        </>
      ),
    },
    { key: 'days', header: '账期', cell: (a) => `${a.periodDays} 天` },
    { key: 'reason', header: '说明', className: 'text-ink-700', cell: (a) => a.reason ?? '—' },
    {
      key: 'status',
      header: '状态',
      testId: 'credit-app-status',
      cell: (a) => (
        <>
          {a.statusLabel}
          {a.rejectReason && <p className="text-xs text-danger">{a.rejectReason}</p>}
        </>
      ),
    },
    { key: 'time', header: '申请时间', className: 'text-ink-500', cell: (a) => formatTime(a.createdAt) },
    {
      key: 'op',
      header: '',
      cell: (a) =>
        a.canCancel && (
          <button
            type="button"
            className="text-ink-700 hover:text-brand-600"
            disabled={busy}
            onClick={() => void run(() => api('creditApp.cancel', { id: a.id }), done)}
          >
            撤回
          </button>
        ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <Panel title="账期管理" testId="accounting-period" extra={applyButton}>
        {ov.isPending ? (
          <Loading />
        ) : ov.isError ? (
          <LoadError onRetry={() => void ov.refetch()} />
        ) : !ov.data.account ? (
          <EmptyState text="您的企业尚未开通账期">
            <p className="max-w-[460px] text-center text-xs leading-5 text-ink-500">
              账期额度面向已通过企业认证的单位，由单位管理员申请。
              {!org.data || org.data.certStatus !== 2 ? (
                <>
                  请先完成
                  <Link
                    prefetch={false}
                    href={`${PC}?tab=enterprise#verification`}
                    className="mx-1 text-brand-600 hover:underline"
                  >
                    企业认证
                  </Link>
                  。
                </>
              ) : null}
            </p>
          </EmptyState>
        ) : (
          <>
            <dl className="grid grid-cols-4 gap-3 text-center" data-testid="credit-summary">
              {(
                [
                  ['账期额度', formatPrice(ov.data.account.quota)],
                  ['已用额度', formatPrice(ov.data.account.used)],
                  ['可用额度', formatPrice(ov.data.account.available)],
                  ['账期天数', `${ov.data.account.periodDays} 天`],
                ] as const
              ).map(([k, v]) => (
                <div key={k} className="rounded border border-line bg-surface px-4 py-5">
                  <dt className="text-[13px] text-ink-500">{k}</dt>
                  <dd className="mt-1 text-[20px] font-semibold text-ink-900">{v}</dd>
                </div>
              ))}
            </dl>
            <p className="mt-3 text-[13px] text-ink-700">
              状态：<b>{ACCOUNT_STATUS[ov.data.account.status] ?? '—'}</b>
              {ov.data.dueSoonAmount > 0 && (
                <span className="ml-4 text-accent-500">即将到期 {formatPrice(ov.data.dueSoonAmount)}</span>
              )}
              {ov.data.overdueAmount > 0 && (
                <span className="ml-4 text-danger" data-testid="credit-overdue">
                  已逾期 {formatPrice(ov.data.overdueAmount)}，请尽快还款
                </span>
              )}
            </p>
            <h3 className="mb-2 mt-5 text-[14px] font-medium">账单</h3>
            {ov.data.bills.length === 0 ? (
              <p className="text-[13px] text-ink-500">暂无账期账单：使用账期支付的订单会在此列出，到期前请完成还款。</p>
            ) : (
              <DataTable
                columns={BILL_COLUMNS}
                rows={ov.data.bills}
                rowKey={(b) => b.orderNo}
                className="text-[13px]"
                testId="credit-bills"
              />
            )}
          </>
        )}
      </Panel>

      <Panel title="账期申请记录" testId="credit-applications">
        <DataTable
          columns={appColumns}
          rows={apps.data}
          rowKey={(a) => a.id}
          loading={apps.isPending}
          error={apps.isError}
          onRetry={() => void apps.refetch()}
          empty="暂无账期申请"
          emptyAction={applyButton}
          className="text-[13px]"
          rowClassName="align-top"
        />
      </Panel>

      <Modal open={open} onClose={() => setOpen(false)} title="申请账期" width={560}>
        <form onSubmit={submit} noValidate className="px-5 py-4" data-testid="credit-apply-form">
          <FormRow
            label="申请额度（元）"
            required
            htmlFor="cr-quota"
            hint={`${formatPrice(CREDIT_RULES.minQuota)} – ${formatPrice(CREDIT_RULES.maxQuota)}`}
          >
            <input
              id="cr-quota"
              className="input w-48"
              inputMode="numeric"
              value={form.quota}
              onChange={(e) => setForm({ ...form, quota: e.target.value.replace(/\D/g, '') })}
              data-testid="credit-apply-quota"
            />
          </FormRow>
          <FormRow label="账期天数" required htmlFor="cr-days">
            <select
              id="cr-days"
              className="input w-32"
              value={form.periodDays}
              onChange={(e) => setForm({ ...form, periodDays: e.target.value })}
              data-testid="credit-apply-days"
            >
              {CREDIT_RULES.periods.map((d) => (
                <option key={d} value={d}>
                  {d} 天
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label="联系人" required htmlFor="cr-name">
            <input
              id="cr-name"
              className="input w-48"
              value={form.contactName}
              onChange={(e) => setForm({ ...form, contactName: e.target.value })}
              data-testid="credit-apply-contact"
            />
          </FormRow>
          <FormRow label="联系电话" required htmlFor="cr-phone">
            <input
              id="cr-phone"
              className="input w-48"
              value={form.contactPhone}
              onChange={(e) => setForm({ ...form, contactPhone: e.target.value })}
              data-testid="credit-apply-phone"
            />
          </FormRow>
          <FormRow label="申请说明" htmlFor="cr-reason">
            <textarea
              id="cr-reason"
              className="input w-full"
              rows={3}
              maxLength={CREDIT_RULES.reasonMax}
              placeholder="如月均采购额、结算方式要求等"
              value={form.reason}
              onChange={(e) => setForm({ ...form, reason: e.target.value })}
            />
          </FormRow>
          <div className="flex justify-end gap-2 border-t border-line pt-3">
            <button type="button" className="btn btn-outline" onClick={() => setOpen(false)}>
              取消
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="credit-apply-submit">
              提交申请
            </button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
