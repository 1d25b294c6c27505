/** 操作日志 (管理员): every console action — who, when, what, on which record, before and after. */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listAudit } from '@/lib/domain/operations/staff';
import { listStaff } from '@/lib/domain/operations/staff';
import { LinkPager, PageHeader, Table, fmtTime, pageOf } from '@/components/console/parts';

export const metadata = { title: '操作日志' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 50;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)?.trim().slice(0, 60) || undefined;

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <span className="text-ink-400">-</span>;
  const text = JSON.stringify(value, null, 1);
  return text.length <= 80 ? (
    <code className="break-all text-xs">{text.replace(/\n\s*/g, ' ')}</code>
  ) : (
    <details>
      <summary className="cursor-pointer text-xs text-brand-600">{text.replace(/\n\s*/g, ' ').slice(0, 60)}…</summary>
      <pre className="mt-1 max-w-md overflow-x-auto whitespace-pre-wrap break-all text-xs">{text}</pre>
    </details>
  );
}

export default async function AuditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  await requireStaff('audit');
  const sp = await searchParams;
  const page = pageOf(sp.page);
  const staffId = Number(one(sp.staffId)) || undefined;
  const filter = {
    staffId: staffId && staffId > 0 && staffId < 2 ** 31 ? staffId : undefined,
    entity: one(sp.entity),
    entityId: one(sp.entityId),
    action: one(sp.action),
  };
  const db = await getDb();
  const [{ rows, total }, staff] = await Promise.all([
    listAudit(db, filter, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    listStaff(db),
  ]);
  return (
    <>
      <PageHeader title="操作日志" />
      <form className="mb-3 flex flex-wrap items-end gap-3 text-sm" method="get">
        <label>
          <span className="mb-1 block text-ink-600">员工</span>
          <select name="staffId" defaultValue={filter.staffId ?? ''} className="h-9 rounded border border-line px-2">
            <option value="">全部</option>
            {staff.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}（{s.username}）
              </option>
            ))}
          </select>
        </label>
        <label>
          <span className="mb-1 block text-ink-600">对象类型</span>
          <input
            name="entity"
            defaultValue={filter.entity}
            className="h-9 w-32 rounded border border-line px-2"
            placeholder="如 order"
          />
        </label>
        <label>
          <span className="mb-1 block text-ink-600">对象编号</span>
          <input name="entityId" defaultValue={filter.entityId} className="h-9 w-40 rounded border border-line px-2" />
        </label>
        <label>
          <span className="mb-1 block text-ink-600">操作</span>
          <input
            name="action"
            defaultValue={filter.action}
            className="h-9 w-40 rounded border border-line px-2"
            placeholder="如 orders."
          />
        </label>
        <button className="h-9 rounded bg-brand-600 px-4 text-white">查询</button>
      </form>
      <Table head={['时间', '员工', '操作', '对象', '修改前', '修改后', '请求内容', 'IP']} empty={rows.length === 0}>
        {rows.map((r) => (
          <tr key={r.id} className="align-top">
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.createdAt)}</td>
            <td className="whitespace-nowrap px-3 py-2">{r.staffName ?? '-'}</td>
            <td className="whitespace-nowrap px-3 py-2 font-mono text-xs">{r.action}</td>
            <td className="whitespace-nowrap px-3 py-2 text-xs">
              {r.entity}
              {r.entityId ? ` #${r.entityId}` : ''}
            </td>
            <td className="px-3 py-2">
              <Json value={r.before} />
            </td>
            <td className="px-3 py-2">
              <Json value={r.after} />
            </td>
            <td className="px-3 py-2">
              <Json value={r.detail} />
            </td>
            <td className="px-3 py-2 text-xs">{r.ip ?? '-'}</td>
          </tr>
        ))}
      </Table>
      <LinkPager
        basePath="/console/audit"
        params={{
          staffId: filter.staffId ? String(filter.staffId) : undefined,
          entity: filter.entity,
          entityId: filter.entityId,
          action: filter.action,
        }}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
      />
    </>
  );
}
