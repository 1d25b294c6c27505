/**
 * 批量导入: the columns an import file may have (documented from IMPORT_COLUMNS), the upload (→ dry run), one job's
 * report and progress (?job=<id>), and the recent jobs.
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { IMPORT_COLUMNS, IMPORT_MAX_ROWS } from '@/lib/domain/catalog/staff';
import { getImportJob, listImportJobs } from '@/lib/domain/catalog/staff';
import { Badge, Card, PageHeader, Table, fmtTime } from '@/components/console/parts';
import { ImportJob, ImportUpload } from '@/components/console/catalog/ImportPanel';

export const metadata = { title: '批量导入' };
export const dynamic = 'force-dynamic';

type SP = Promise<Record<string, string | string[] | undefined>>;
const TONE = {
  done: 'green',
  failed: 'red',
  dry_run: 'amber',
  running: 'blue',
  queued: 'blue',
  checking: 'blue',
} as const;

export default async function ImportPage({ searchParams }: { searchParams: SP }) {
  await requireStaff('catalog');
  const sp = await searchParams;
  const raw = Array.isArray(sp.job) ? sp.job[0] : sp.job;
  const jobId = raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  const db = await getDb();
  const [job, recent] = await Promise.all([jobId ? getImportJob(db, jobId) : null, listImportJobs(db, 0, 10)]);
  return (
    <>
      <PageHeader title="批量导入商品">
        <Link href="/console/catalog" className="text-sm text-brand-600 hover:underline">
          返回商品列表
        </Link>
      </PageHeader>
      {job ? (
        <div className="mb-4">
          <ImportJob key={job.id} initial={job} />
          <p className="mt-2 text-sm">
            <Link href="/console/catalog/import" className="text-brand-600 hover:underline">
              导入另一个文件
            </Link>
          </p>
        </div>
      ) : (
        <Card title="上传文件">
          <ImportUpload />
        </Card>
      )}
      <Card title="文件格式">
        <div className="space-y-2 text-sm text-ink-700">
          <p>
            支持 .xlsx（第一个工作表）与 UTF-8 编码的 .csv，最多 {IMPORT_MAX_ROWS.toLocaleString('zh-CN')}{' '}
            行、60MB。第一行为表头，每行一个商品（货号在文件内不可重复）；
            一个商品的多个规格在“规格”“价格”“库存”“货期”列中用英文分号 ; 分隔并一一对应。
          </p>
          <p>
            货号已存在的商品按文件更新，空白单元格表示该字段不修改；不存在的货号新建商品。导入不会删除商品或规格。库存增加时会通知到货通知的订阅者。
          </p>
        </div>
        <div className="mt-3">
          <Table head={['列名', '说明', '示例']}>
            {IMPORT_COLUMNS.map((c) => (
              <tr key={c.key}>
                <td className="whitespace-nowrap px-3 py-1.5 font-medium">
                  {c.label}
                  {c.required && <span className="ml-1 text-red-500">*</span>}
                  {c.aliases.length > 1 && (
                    <div className="text-xs font-normal text-ink-500">
                      也可写作：
                      {c.aliases
                        .filter((a) => a !== c.label)
                        .slice(0, 3)
                        .join('、')}
                    </div>
                  )}
                </td>
                <td className="px-3 py-1.5 text-ink-600">{c.note || '-'}</td>
                <td className="px-3 py-1.5 font-mono text-xs">{c.example || '-'}</td>
              </tr>
            ))}
          </Table>
        </div>
      </Card>
      <Card title="最近的导入">
        <Table head={['文件', '状态', '行数', '新增', '变更', '拒绝', '上传时间', '']} empty={recent.list.length === 0}>
          {recent.list.map((j) => (
            <tr key={j.id}>
              <td className="px-3 py-2">{j.fileName}</td>
              <td className="px-3 py-2">
                <Badge tone={TONE[j.status]}>{j.statusLabel}</Badge>
              </td>
              <td className="px-3 py-2">{j.total || j.processed}</td>
              <td className="px-3 py-2">{j.counts.added}</td>
              <td className="px-3 py-2">{j.counts.changed}</td>
              <td className="px-3 py-2">{j.counts.rejected}</td>
              <td className="whitespace-nowrap px-3 py-2 text-xs">{fmtTime(j.createdAt)}</td>
              <td className="px-3 py-2">
                <Link href={`/console/catalog/import?job=${j.id}`} className="text-brand-600 hover:underline">
                  查看
                </Link>
              </td>
            </tr>
          ))}
        </Table>
      </Card>
    </>
  );
}
