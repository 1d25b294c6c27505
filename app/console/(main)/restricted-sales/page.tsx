/**
 * 管制品台账 (ops): every order line of a restricted product with the licence that covered it (product, quantity,
 * buyer, licence number, date), filtered by China dates, class and keyword; exported as .xlsx or CSV for the
 * authorities (the export is written to the audit log).
 */
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import {
  RESTRICTED_CLASSES,
  isIsoDate,
  isRestricted,
  listRestrictedSales,
  type RestrictedClass,
} from '@/lib/domain/commerce/licences';
import { LinkPager, PageHeader, Table, pageOf } from '@/components/console/parts';
import { hrefWith, kwOf, one, type SearchParams } from '@/components/console/service/common';

export const metadata = { title: '管制品台账' };
export const dynamic = 'force-dynamic';

const PAGE_SIZE = 50;
const BASE = '/console/restricted-sales';
const EXPORT = '/console/api/restricted-sales/export';

const dayOf = (v: string | string[] | undefined) => {
  const d = (one(v) ?? '').trim();
  return isIsoDate(d) ? d : undefined;
};

export default async function RestrictedSales({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await requireStaff('licences');
  const sp = await searchParams;
  const from = dayOf(sp.from);
  const to = dayOf(sp.to);
  const c = one(sp.cls);
  const cls = isRestricted(c) ? (c as RestrictedClass) : undefined;
  const kw = kwOf(sp.kw);
  const all = one(sp.all) === '1' ? '1' : undefined;
  const page = pageOf(sp.page);
  const { list, total } = await listRestrictedSales(
    await getDb(),
    { from, to, cls, kw, includeCancelled: all === '1' },
    { limit: PAGE_SIZE, offset: (page - 1) * PAGE_SIZE },
  );
  const params = { from, to, cls, kw: kw || undefined, all };
  const input = 'h-9 rounded border border-line px-2';
  return (
    <>
      <PageHeader title="管制品销售台账">
        <div className="flex gap-2 text-sm">
          <a
            href={hrefWith(EXPORT, { ...params, format: 'xlsx' })}
            className="rounded bg-brand-600 px-3 py-1.5 text-white hover:bg-brand-700"
            data-testid="ledger-export-xlsx"
          >
            导出 Excel
          </a>
          <a
            href={hrefWith(EXPORT, { ...params, format: 'csv' })}
            className="rounded border border-line bg-white px-3 py-1.5 text-ink-700 hover:text-brand-600"
            data-testid="ledger-export-csv"
          >
            导出 CSV
          </a>
        </div>
      </PageHeader>
      <form className="mb-3 flex flex-wrap items-center gap-2 text-sm" method="get" action={BASE} role="search">
        <label className="flex items-center gap-1">
          销售日期
          <input type="date" name="from" defaultValue={from} className={input} aria-label="开始日期" />
        </label>
        <span>至</span>
        <input type="date" name="to" defaultValue={to} className={input} aria-label="结束日期" />
        <select name="cls" defaultValue={cls ?? ''} className={input} aria-label="管制类别">
          <option value="">全部类别</option>
          {(Object.keys(RESTRICTED_CLASSES) as RestrictedClass[]).map((k) => (
            <option key={k} value={k}>
              {RESTRICTED_CLASSES[k].label}
            </option>
          ))}
        </select>
        <input
          name="kw"
          defaultValue={kw}
          aria-label="搜索"
          className={`${input} w-64`}
          placeholder="订单号、品名、CAS、单位或证件编号"
        />
        <label className="flex items-center gap-1">
          <input type="checkbox" name="all" value="1" defaultChecked={all === '1'} />
          含已取消/已退款
        </label>
        <button className="h-9 rounded bg-brand-600 px-4 text-white">查询</button>
      </form>
      <p className="mb-2 text-xs text-ink-500">
        共 {total} 条。依《易制毒化学品管理条例》第十九条，销售台账和证明材料复印件保存 2
        年备查；第一类易制毒化学品销售情况于销售之日起 5 日内、第二类和第三类于 30 日内报当地公安机关备案。
      </p>
      <Table
        head={['销售日期', '订单号', '品名 / CAS', '管制类别', '数量', '购买单位 / 个人', '证件', '订单状态']}
        empty={list.length === 0}
      >
        {list.map((r) => (
          <tr key={r.id} data-testid="ledger-row">
            <td className="whitespace-nowrap px-3 py-2">{r.at}</td>
            <td className="whitespace-nowrap px-3 py-2 font-mono">{r.orderNo}</td>
            <td className="px-3 py-2">
              {r.productName}
              <div className="text-xs text-ink-500">
                {r.code ?? ''} {r.cas ? `CAS ${r.cas}` : ''}
              </div>
            </td>
            <td className="whitespace-nowrap px-3 py-2">{r.classLabel}</td>
            <td className="whitespace-nowrap px-3 py-2">
              {r.packageValue ?? ''} × {r.num}
            </td>
            <td className="px-3 py-2">
              {r.buyerName}
              <div className="text-xs text-ink-500">{r.buyerMobile ?? ''}</div>
            </td>
            <td className="px-3 py-2">
              <span className="font-mono">{r.licenceNo}</span>
              <div className="text-xs text-ink-500">
                {r.licenceAuthority} · 至 {r.licenceValidTo}
              </div>
            </td>
            <td className="whitespace-nowrap px-3 py-2">{r.orderStatusLabel}</td>
          </tr>
        ))}
      </Table>
      <LinkPager basePath={BASE} params={params} page={page} pageSize={PAGE_SIZE} total={total} />
    </>
  );
}
