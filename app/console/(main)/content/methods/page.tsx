/** 药典方法: methods by keyword and type, with how many products each needs. */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { listMethodTypesAdmin, listMethodsAdmin } from '@/lib/domain/content/staff';
import { Badge, LinkPager, PageHeader, Table, fmtTime, pageOf } from '@/components/console/parts';
import { inputCls } from '@/components/console/content/fields';
import { FilterButton, NewLink, firstParam as one, type SearchParams } from '@/components/console/content/PageBits';

export const metadata = { title: '药典方法管理' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 20;

export default async function MethodsAdminPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff('content');
  const sp = await searchParams;
  const keyword = one(sp.keyword).slice(0, 100);
  const typeId = Number(one(sp.typeId)) || undefined;
  const page = pageOf(sp.page);
  const db = await getDb();
  const [{ rows, total }, types] = await Promise.all([
    listMethodsAdmin(db, { keyword, typeId }, { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE }),
    listMethodTypesAdmin(db),
  ]);
  return (
    <>
      <PageHeader title="药典方法">
        <NewLink href="/console/content/methods/new" label="新建方法" />
      </PageHeader>
      <form className="mb-3 flex flex-wrap items-center gap-2" method="get">
        <input
          name="keyword"
          defaultValue={keyword}
          placeholder="原料药名称或方法标题"
          aria-label="关键词"
          className={`${inputCls} w-64`}
          maxLength={100}
        />
        <select name="typeId" defaultValue={typeId ?? ''} aria-label="方法类型" className={`${inputCls} w-40`}>
          <option value="">全部类型</option>
          {types.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </select>
        <FilterButton />
      </form>
      <Table head={['方法标题', '原料药', '类型', '检测项目', '所需标准品', '更新时间']} empty={rows.length === 0}>
        {rows.map((r) => (
          <tr key={r.id} data-testid="method-row">
            <td className="max-w-[380px] px-3 py-2">
              <Link href={`/console/content/methods/${r.id}`} className="hover:text-brand-600">
                {r.title}
              </Link>
            </td>
            <td className="px-3 py-2">{r.api}</td>
            <td className="px-3 py-2">{r.typeName ?? '-'}</td>
            <td className="px-3 py-2">{r.testItem ?? '-'}</td>
            <td className="px-3 py-2">{r.productCount > 0 ? r.productCount : <Badge tone="amber">未关联</Badge>}</td>
            <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.updatedAt)}</td>
          </tr>
        ))}
      </Table>
      <LinkPager
        basePath="/console/content/methods"
        params={{ keyword, typeId: typeId ? String(typeId) : undefined }}
        page={page}
        pageSize={PAGE_SIZE}
        total={total}
      />
    </>
  );
}
