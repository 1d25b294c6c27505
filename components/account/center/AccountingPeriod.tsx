'use client';
/**
 * /personalCenter/accountingPeriod: the organisation's credit (账期) as the server reports it. Applying for an
 * account period and paying on credit come with the commerce issue; until then this shows the quota or says
 * there is none — no invented data.
 */
import Link from 'next/link';
import { useCenterQuery } from '@/lib/client/profile-queries';
import { formatPrice } from '@/lib/domain/catalog/price';
import { COMPANY, SERVICE_HOURS } from '@/lib/config/constants';
import { EmptyState } from '@/components/ui/EmptyState';
import { LoadError, Loading, Panel } from './ui';
import { PC } from './nav';

const STATUS = ['申请中', '已开通', '已驳回', '已冻结'];

export function AccountingPeriod() {
  const q = useCenterQuery('credit.wallet');
  return (
    <Panel title="账期管理" testId="accounting-period">
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : !q.data ? (
        <EmptyState text="您的企业尚未开通账期">
          <p className="max-w-[460px] text-center text-xs leading-5 text-ink-500">
            账期额度面向已通过企业认证的客户。请先完成
            <Link prefetch={false} href={`${PC}?tab=enterprise#verification`} className="mx-1 text-brand-600 hover:underline">
              企业认证
            </Link>
            ，再联系客服 {COMPANY.supportPhone}（{SERVICE_HOURS}）申请。
          </p>
        </EmptyState>
      ) : (
        <dl className="grid grid-cols-4 gap-3 text-center" data-testid="credit-summary">
          {(
            [
              ['账期额度', formatPrice(q.data.quota)],
              ['已用额度', formatPrice(q.data.used)],
              ['可用额度', formatPrice(q.data.available)],
              ['账期天数', `${q.data.periodDays} 天`],
            ] as const
          ).map(([k, v]) => (
            <div key={k} className="rounded border border-line bg-surface px-4 py-5">
              <dt className="text-[13px] text-ink-500">{k}</dt>
              <dd className="mt-1 text-[20px] font-semibold text-ink-900">{v}</dd>
            </div>
          ))}
          <p className="col-span-4 text-left text-[13px] text-ink-700">
            状态：<b>{STATUS[q.data.status] ?? '—'}</b>
          </p>
        </dl>
      )}
    </Panel>
  );
}
