/** 意见反馈 (ops): every suggestion, 未读 first; read, reply and adopt on the detail page. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { ConsoleListPage, listQuery } from '@/components/console/ListPage';
import { STAFF_FEEDBACK_FILTERS, staffListFeedback } from '@/lib/domain/accounts/profile';
import { Badge, fmtTime } from '@/components/console/parts';
import { type SearchParams } from '@/components/console/service/common';
import { feedbackTone } from '@/components/console/service/tones';

export const metadata = { title: '意见反馈' };
export const dynamic = 'force-dynamic';

const BASE = '/console/feedback';

export default async function ConsoleFeedback({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('feedback');
  const sp = await searchParams;
  const { status, kw, page, limit, offset } = listQuery(sp, STAFF_FEEDBACK_FILTERS, 'all');
  const { list, total } = await staffListFeedback(await getDb(), {
    filter: status,
    kw,
    limit,
    offset,
  });
  return (
    <ConsoleListPage
      title="意见反馈"
      basePath={BASE}
      filters={STAFF_FEEDBACK_FILTERS}
      status={status}
      statusLabel="反馈状态"
      kw={kw}
      placeholder="反馈内容、姓名或手机号"
      head={['提交时间', '反馈内容', '姓名 / 手机', '账号', '图片', '状态', '']}
      empty={list.length === 0}
      page={page}
      total={total}
    >
      {list.map((f) => (
        <tr key={f.id} data-testid="feedback-row" className={f.unread ? 'font-medium' : ''}>
          <td className="whitespace-nowrap px-3 py-2">{fmtTime(f.createdAt)}</td>
          <td className="max-w-md px-3 py-2">
            <Link href={`${BASE}/${f.id}`} className="line-clamp-2 hover:text-brand-600">
              {f.content}
            </Link>
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            {f.name}
            <div className="text-xs text-ink-500">{f.phone}</div>
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            {f.accountMobile ?? <span className="text-ink-500">游客</span>}
          </td>
          <td className="px-3 py-2">{f.imageCount || '-'}</td>
          <td className="whitespace-nowrap px-3 py-2">
            <Badge tone={feedbackTone(f)}>{f.statusLabel}</Badge>
          </td>
          <td className="whitespace-nowrap px-3 py-2">
            <Link href={`${BASE}/${f.id}`} className="text-brand-600 hover:underline">
              {f.unread ? '处理' : '查看'}
            </Link>
          </td>
        </tr>
      ))}
    </ConsoleListPage>
  );
}
