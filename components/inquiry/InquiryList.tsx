'use client';
/**
 * /inquiryCenter/inquiryList (我的询价): status tabs with counts (全部, 待报价, 已报价, 已下单, 已关闭), search by inquiry
 * number or product, the §2.4 pager. Tab, keyword and page live in the URL (?status=&keyword=&pageNo=).
 */
import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiEnvelope, api } from '@/lib/api/client';
import type { InquiryStatusDTO, InquirySummaryDTO } from '@/lib/api/endpoints/inquiries';
import { useSession } from '@/lib/client/session';
import { cnTime, fenLabel } from '@/lib/client/inquiries';
import { INQUIRY_RULES } from '@/lib/config/constants';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { Pager } from '@/components/ui/Pager';
import { StatusTabs } from '@/components/ui/StatusTabs';
import { Panel } from '@/components/account/center/ui';
import { InquiryStatusTag } from './InquiryStatusTag';

const TABS: { status: InquiryStatusDTO | null; label: string }[] = [
  { status: null, label: '全部' },
  { status: 'submitted', label: '待报价' },
  { status: 'quoted', label: '已报价' },
  { status: 'ordered', label: '已下单' },
  { status: 'closed', label: '已关闭' },
];

const COLUMNS: DataColumn<InquirySummaryDTO>[] = [
  { key: 'no', header: '询价单号', cell: (r) => r.inquiryNo, className: 'font-mono text-[12px]' },
  {
    key: 'goods',
    header: '商品',
    className: 'max-w-[260px]',
    cell: (r) => (
      <span className="line-clamp-2" title={r.names.join('、')}>
        {r.names.join('、')}
        {r.lineCount > r.names.length ? ` 等 ${r.lineCount} 件` : ''}
      </span>
    ),
  },
  { key: 'time', header: '提交时间', width: 'w-36', className: 'text-ink-500', cell: (r) => cnTime(r.createdAt) },
  {
    key: 'amount',
    header: '报价金额',
    width: 'w-28',
    cell: (r) => (r.quotedAmountFen !== null ? <span className="price">{fenLabel(r.quotedAmountFen)}</span> : '—'),
  },
  {
    key: 'status',
    header: '状态',
    width: 'w-24',
    cell: (r) => <InquiryStatusTag status={r.status} label={r.statusLabel} expired={r.expired} />,
  },
  {
    key: 'op',
    header: '操作',
    width: 'w-20',
    cell: (r) => (
      <Link href={`/inquiryCenter/inquiryDetails/${r.id}`} className="text-brand-600 hover:underline">
        查看详情
      </Link>
    ),
  },
];

const isStatus = (s: string | null): s is InquiryStatusDTO =>
  s === 'submitted' || s === 'quoted' || s === 'ordered' || s === 'closed';

export function InquiryList() {
  const { isLogin } = useSession();
  const pathname = usePathname() ?? '/inquiryCenter/inquiryList';
  const router = useRouter();
  const search = useSearchParams();
  const raw = search?.get('status') ?? null;
  const status = isStatus(raw) ? raw : null;
  const keyword = (search?.get('keyword') ?? '').trim();
  const pageNo = Math.max(1, Number(search?.get('pageNo')) || 1);
  const pageSize = INQUIRY_RULES.pageSize;
  const [kw, setKw] = useState(keyword);

  const counts = useQuery({ queryKey: ['inquiry.counts'], queryFn: () => api('inquiry.counts'), enabled: isLogin });
  const list = useQuery({
    queryKey: ['inquiry.list', status, keyword, pageNo],
    queryFn: () =>
      apiEnvelope(
        'inquiry.list',
        { ...(status ? { status } : {}), ...(keyword ? { keyword } : {}) },
        { paging: { pageNo, pageSize } },
      ),
    enabled: isLogin,
  });
  const rows = list.data?.data ?? [];
  const total = list.data?.totalCount ?? rows.length;
  const all = counts.data ? Object.values(counts.data).reduce((a, b) => a + b, 0) : null;

  const href = (next: { status?: InquiryStatusDTO | null; keyword?: string }) => {
    const p = new URLSearchParams();
    const s = next.status === undefined ? status : next.status;
    const k = next.keyword === undefined ? keyword : next.keyword;
    if (s) p.set('status', s);
    if (k) p.set('keyword', k);
    const q = p.toString();
    return q ? `${pathname}?${q}` : pathname;
  };

  return (
    <Panel title="我的询价" testId="inquiry-list">
      <div className="mb-3 flex items-center justify-between gap-4 border-b border-line">
        <StatusTabs
          label="询价状态"
          current={status ?? 'all'}
          tabs={TABS.map((t) => ({
            key: t.status ?? 'all',
            href: href({ status: t.status }),
            label: t.label,
            count: t.status ? counts.data?.[t.status] : all,
            testId: `inquiry-tab-${t.status ?? 'all'}`,
          }))}
        />
        <form
          role="search"
          className="mb-1 flex gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            router.push(href({ keyword: kw.trim() }));
          }}
        >
          <input
            className="input h-8 w-56 text-[13px]"
            placeholder="询价单号 / 商品名称 / 货号 / CAS"
            aria-label="搜索询价单"
            value={kw}
            maxLength={200}
            onChange={(e) => setKw(e.target.value)}
          />
          <button type="submit" className="btn btn-outline btn-sm h-8">
            搜索
          </button>
        </form>
      </div>
      <DataTable
        columns={COLUMNS}
        rows={list.data?.data}
        rowKey={(r) => r.id}
        loading={list.isPending}
        error={list.isError}
        onRetry={() => void list.refetch()}
        empty={keyword ? '没有找到匹配的询价单' : '暂无询价单'}
        rowTestId="inquiry-row"
      />
      {rows.length > 0 && total > pageSize && (
        <Pager
          className="mt-2"
          total={total}
          pageNo={pageNo}
          pageSize={pageSize}
          pathname={pathname}
          searchParams={new URLSearchParams(search?.toString() ?? '')}
        />
      )}
    </Panel>
  );
}
