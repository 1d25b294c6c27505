'use client';
/**
 * /personalCenter/nitrosamineScreens: the buyer's batch nitrosamine screens, newest first (nitrosamine.screens), each
 * re-opened on /nitrosamineRisk?screen=<token> or downloaded as .xlsx (nitrosamine.screenExport).
 */
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import { apiEnvelope } from '@/lib/api/client';
import { downloadEndpointFile } from '@/lib/client/download';
import { useSession } from '@/lib/client/session';
import { NITROSAMINE_BATCH } from '@/lib/config/constants';
import { EmptyState } from '@/components/ui/EmptyState';
import { Pager } from '@/components/ui/Pager';
import { LoadError, Loading, Panel, formatTime } from './ui';

const PAGE_SIZE = NITROSAMINE_BATCH.pageSize;

export function NitrosamineScreens() {
  const { isLogin } = useSession();
  const pathname = usePathname() ?? '';
  const search = useSearchParams();
  const pageNo = Math.max(1, Number(search?.get('pageNo')) || 1);
  const q = useQuery({
    queryKey: ['nitrosamine.screens', pageNo],
    queryFn: () => apiEnvelope('nitrosamine.screens', {}, { paging: { pageNo, pageSize: PAGE_SIZE } }),
    enabled: isLogin,
  });
  const rows = q.data?.data ?? [];
  const total = q.data?.totalCount ?? rows.length;

  return (
    <Panel
      title="亚硝胺评估记录"
      extra={
        <Link href="/nitrosamineRisk#batch" className="btn btn-outline btn-sm">
          新的批量评估
        </Link>
      }
      testId="nitrosamine-screens"
    >
      {q.isPending ? (
        <Loading />
      ) : q.isError ? (
        <LoadError onRetry={() => void q.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text="暂无亚硝胺批量评估记录" />
      ) : (
        <>
          <table className="w-full text-left text-[13px]">
            <thead className="bg-ink-50 text-ink-500">
              <tr>
                <th className="px-3 py-2 font-normal">评估内容</th>
                <th className="px-3 py-2 font-normal">行数</th>
                <th className="px-3 py-2 font-normal">评估时间</th>
                <th className="px-3 py-2 font-normal">操作</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.token} className="border-t border-line" data-testid="nitrosamine-screen-row">
                  <td className="px-3 py-2">{s.title}</td>
                  <td className="px-3 py-2">{s.done < s.total ? `${s.done} / ${s.total}（未完成）` : s.total}</td>
                  <td className="px-3 py-2">{formatTime(s.createdAt)}</td>
                  <td className="space-x-3 px-3 py-2">
                    <Link
                      href={`/nitrosamineRisk?screen=${encodeURIComponent(s.token)}#batch`}
                      className="text-brand-600 hover:underline"
                      data-testid="nitrosamine-screen-open"
                    >
                      查看结果
                    </Link>
                    <button
                      type="button"
                      className="text-brand-600 hover:underline"
                      onClick={() =>
                        void downloadEndpointFile('nitrosamine.screenExport', { token: s.token }, '亚硝胺风险评估.xlsx')
                      }
                      data-testid="nitrosamine-screen-export"
                    >
                      下载 Excel
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {total > PAGE_SIZE && (
            <Pager
              className="mt-4"
              total={total}
              pageNo={pageNo}
              pageSize={PAGE_SIZE}
              pathname={pathname}
              searchParams={new URLSearchParams(search?.toString() ?? '')}
            />
          )}
        </>
      )}
    </Panel>
  );
}
