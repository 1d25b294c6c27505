'use client';
/**
 * The insights charts (recharts, SVG). The page reads every figure on the server and hands plain rows here; the
 * charts only draw them. Each chart has a fixed height and fills its card's width.
 */
import {
  Bar,
  BarChart,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

const BRAND = '#1f6fd1';
const ACCENT = '#e8590c';
const MUTED = '#94a3b8';
const DANGER = '#dc2626';

const yuan = (n: number) => `¥${n.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const shortYuan = (n: number) =>
  n >= 10_000 ? `${(n / 10_000).toFixed(n >= 100_000 ? 0 : 1)}万` : String(Math.round(n));
const shortDay = (d: string) => d.slice(5);

function Frame({ height, label, children }: { height: number; label: string; children: React.ReactElement }) {
  return (
    <div style={{ width: '100%', height }} role="img" aria-label={label} data-chart={label}>
      <ResponsiveContainer width="100%" height="100%">
        {children}
      </ResponsiveContainer>
    </div>
  );
}

export type DayRow = { day: string; orders: number; amount: number; paid: number };

/** Orders (bars, left axis) and revenue (lines, right axis) per day. */
export function OrdersRevenueChart({ data }: { data: DayRow[] }) {
  return (
    <Frame height={280} label="每日订单与销售额">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#eef0f3" vertical={false} />
        <XAxis dataKey="day" tickFormatter={shortDay} tick={{ fontSize: 12 }} minTickGap={16} />
        <YAxis yAxisId="orders" allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
        <YAxis yAxisId="amount" orientation="right" tickFormatter={shortYuan} tick={{ fontSize: 12 }} width={56} />
        <Tooltip
          formatter={(v, name) => (name === '订单数' ? [v, name] : [yuan(Number(v)), name])}
          labelFormatter={(l) => String(l)}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar yAxisId="orders" dataKey="orders" name="订单数" fill={MUTED} barSize={14} isAnimationActive={false} />
        <Line
          yAxisId="amount"
          type="linear"
          dataKey="amount"
          name="销售额"
          stroke={BRAND}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          yAxisId="amount"
          type="linear"
          dataKey="paid"
          name="已付款"
          stroke={ACCENT}
          strokeWidth={2}
          dot={false}
          strokeDasharray="4 3"
          isAnimationActive={false}
        />
      </ComposedChart>
    </Frame>
  );
}

/** Revenue per top-level category (horizontal bars, largest first). */
export function CategoryChart({ data }: { data: { name: string; amount: number; orders: number }[] }) {
  const height = Math.max(160, data.length * 34 + 40);
  return (
    <Frame height={height} label="分类销售额">
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 24, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="#eef0f3" horizontal={false} />
        <XAxis type="number" tickFormatter={shortYuan} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="name" width={96} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(v) => [yuan(Number(v)), '销售额']} />
        <Bar dataKey="amount" name="销售额" fill={BRAND} barSize={16} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

/** Searches per group: found and nothing found, stacked. */
export function SearchGroupChart({ data }: { data: { label: string; found: number; zero: number }[] }) {
  return (
    <Frame height={220} label="各类搜索次数">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#eef0f3" vertical={false} />
        <XAxis dataKey="label" tick={{ fontSize: 12 }} interval={0} />
        <YAxis allowDecimals={false} tick={{ fontSize: 12 }} width={36} />
        <Tooltip />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Bar dataKey="found" name="有结果" stackId="s" fill={BRAND} barSize={28} isAnimationActive={false} />
        <Bar dataKey="zero" name="无结果" stackId="s" fill={DANGER} barSize={28} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}

/** The funnel of the range: goods views → additions to the cart → orders. */
export function FunnelChart({ views, carts, orders }: { views: number; carts: number; orders: number }) {
  const data = [
    { step: '商品浏览', n: views },
    { step: '加入购物车', n: carts },
    { step: '下单', n: orders },
  ];
  return (
    <Frame height={200} label="浏览-加购-下单漏斗">
      <BarChart data={data} layout="vertical" margin={{ top: 4, right: 24, bottom: 0, left: 8 }}>
        <CartesianGrid stroke="#eef0f3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
        <YAxis type="category" dataKey="step" width={80} tick={{ fontSize: 12 }} />
        <Tooltip formatter={(v) => [v, '次数']} />
        <Bar dataKey="n" name="次数" fill={ACCENT} barSize={22} isAnimationActive={false} />
      </BarChart>
    </Frame>
  );
}
