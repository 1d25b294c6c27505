/**
 * 数据洞察 (运营, 财务): orders and revenue per day and per category, searches and — for deciding what to stock or
 * synthesise — the searches that found nothing, by kind, with counts; goods view → cart → order conversion.
 * Every figure is read live from the database for the chosen range (?days=7|30|90 or ?from=&to=); the zero-result
 * table filters by group (?group=) and pages (?page=). Charts: components/console/insights/Charts.tsx (recharts).
 */
import Link from 'next/link';
import { getDb } from '@/lib/db/client';
import { requireStaff } from '@/lib/api/staff/page-auth';
import { INSIGHTS } from '@/lib/config/constants';
import { defaultRange, pct, rangeQuery, rate, resolveRange, today } from '@/lib/domain/operations/insights';
import { SEARCH_GROUPS, SEARCH_GROUP_KEYS, isSearchGroup } from '@/lib/domain/operations/insights';
import { conversion, salesOverview, searchSummary, zeroResults } from '@/lib/domain/operations/insights';
import { flushInsights } from '@/lib/domain/operations/insights';
import { Card, LinkPager, PageHeader, fmtMoney, pageOf } from '@/components/console/parts';
import { CategoryChart, FunnelChart, OrdersRevenueChart, SearchGroupChart } from '@/components/console/insights/Charts';
import { RangeFilter } from '@/components/console/insights/RangeFilter';
import { ConversionTable, Kpis, TopSearchesTable, ZeroResultsTable } from '@/components/console/insights/Tables';

export const metadata = { title: '数据洞察' };
export const dynamic = 'force-dynamic';

const BASE = '/console/insights';
type SP = Record<string, string | string[] | undefined>;
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? null;

export default async function InsightsPage({ searchParams }: { searchParams: Promise<SP> }) {
  await requireStaff('insights');
  const sp = await searchParams;
  const day = today();
  const asked = resolveRange({ from: one(sp.from), to: one(sp.to), days: one(sp.days) }, day);
  const range = asked.ok ? asked.range : defaultRange(day);
  const groupParam = one(sp.group);
  const group = isSearchGroup(groupParam) ? groupParam : null;
  const page = pageOf(sp.page);

  // This instance's buffered searches and counters first: the report is current to the second.
  await flushInsights();
  const db = await getDb();
  const [sales, searches, zero, conv] = await Promise.all([
    salesOverview(db, range),
    searchSummary(db, range),
    zeroResults(db, range, { group, limit: INSIGHTS.zeroPageSize, offset: (page - 1) * INSIGHTS.zeroPageSize }),
    conversion(db, range),
  ]);
  const rq = rangeQuery(range);
  const groupHref = (g: string | null) =>
    `${BASE}?${new URLSearchParams({ ...rq, ...(g ? { group: g } : {}) }).toString()}#zero`;

  return (
    <>
      <PageHeader title="数据洞察" />
      <RangeFilter range={range} basePath={BASE} error={asked.ok ? null : asked.message} />

      <Kpis
        items={[
          {
            label: '订单数',
            value: String(sales.totals.orders),
            hint: sales.totals.cancelled ? `另有已取消 ${sales.totals.cancelled}` : undefined,
          },
          { label: '销售额', value: fmtMoney(sales.totals.amount) },
          { label: '已付款', value: fmtMoney(sales.totals.paid) },
          { label: '客单价', value: fmtMoney(sales.totals.avgOrder), hint: `下单买家 ${sales.totals.buyers}` },
          { label: '搜索次数', value: String(searches.total) },
          { label: '无结果搜索', value: String(searches.zero), hint: `占 ${pct(rate(searches.zero, searches.total))}` },
          {
            label: '商品浏览',
            value: String(conv.totals.views),
            hint: `加购 ${conv.totals.carts} · 下单 ${conv.totals.orders}`,
          },
          { label: '加购率', value: pct(conv.totals.cartRate), hint: `下单率 ${pct(conv.totals.orderRate)}` },
        ]}
      />

      <div className="grid gap-4 xl:grid-cols-3">
        <Card title="每日订单与销售额" className="xl:col-span-2">
          <OrdersRevenueChart
            data={sales.perDay.map(({ day: d, orders, amount, paid }) => ({ day: d, orders, amount, paid }))}
          />
          <p className="mt-2 text-xs text-ink-500">
            销售额为当天下单、未取消且未退款订单的应付金额（含运费）；已付款为其中已收到货款的部分。
          </p>
        </Card>
        <Card title="分类销售额（商品金额，按一级分类）">
          {sales.byCategory.length ? (
            <CategoryChart data={sales.byCategory.map((c) => ({ name: c.name, amount: c.amount, orders: c.orders }))} />
          ) : (
            <p className="py-10 text-center text-sm text-ink-500">暂无订单</p>
          )}
        </Card>
      </div>

      <section id="zero" className="mb-4 rounded-md border border-line bg-white" data-testid="zero-results">
        <div className="flex flex-wrap items-center justify-between gap-3 border-b border-line px-4 py-2.5">
          <h2 className="text-sm font-medium text-ink-800">
            无结果搜索{' '}
            <span className="ml-2 font-normal text-ink-500">
              买家搜过、商品库里没有的——按搜索次数排列，供备货与合成决策
            </span>
          </h2>
          <nav className="flex flex-wrap gap-1 text-sm" aria-label="搜索类型">
            {[null, ...SEARCH_GROUP_KEYS].map((g) => (
              <Link
                key={g ?? 'all'}
                href={groupHref(g)}
                aria-current={group === g ? 'page' : undefined}
                className={`rounded px-2.5 py-1 ${group === g ? 'bg-brand-600 text-white' : 'text-ink-700 hover:bg-[#f7f8fa]'}`}
              >
                {g ? SEARCH_GROUPS[g].label : '全部'}
              </Link>
            ))}
          </nav>
        </div>
        <div className="p-4">
          <ZeroResultsTable rows={zero.rows} />
          <LinkPager
            basePath={BASE}
            params={{ ...rq, group: group ?? undefined }}
            page={page}
            pageSize={INSIGHTS.zeroPageSize}
            total={zero.total}
          />
        </div>
      </section>

      <div className="grid gap-4 xl:grid-cols-3">
        <Card title="热门搜索" className="xl:col-span-2">
          <TopSearchesTable rows={searches.top} />
        </Card>
        <Card title="各类搜索次数">
          <SearchGroupChart
            data={searches.byGroup.map((g) => ({ label: g.short, found: g.count - g.zero, zero: g.zero }))}
          />
        </Card>
      </div>

      <div className="grid gap-4 xl:grid-cols-3">
        <Card title="商品转化（浏览 → 加购 → 下单）" className="xl:col-span-2">
          <ConversionTable rows={conv.products} />
          <p className="mt-2 text-xs text-ink-500">
            按浏览次数排列前 {INSIGHTS.conversionRows} 个商品；同一访客 30
            秒内重复浏览同一商品计一次，下单按订单计（一个订单含该商品计一次）。
          </p>
        </Card>
        <Card title="转化漏斗">
          <FunnelChart views={conv.totals.views} carts={conv.totals.carts} orders={conv.totals.orders} />
        </Card>
      </div>
    </>
  );
}
