/** Server-rendered parts of the insights page: key figures, the zero-result report, top searches, conversion per product. */
import Link from 'next/link';
import { Badge, Table, fmtTime } from '@/components/console/parts';
import { goodsHref } from '@/lib/domain/catalog/products';
import { pct } from '@/lib/domain/operations/insights';
import { SEARCH_KIND_LABELS, isStructureKind, type SearchLogKind } from '@/lib/domain/operations/insights';
import type { ConversionRow, SearchRow, ZeroRow } from '@/lib/domain/operations/insights';
import { structureSearchHref } from '@/lib/domain/catalog/structure';

export function Kpis({ items }: { items: { label: string; value: string; hint?: string }[] }) {
  return (
    <dl className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4 xl:grid-cols-8" data-testid="insights-kpis">
      {items.map((k) => (
        <div key={k.label} className="rounded-md border border-line bg-white px-4 py-3">
          <dt className="text-xs text-ink-500">{k.label}</dt>
          <dd className="mt-1 text-lg font-semibold text-ink-900">{k.value}</dd>
          {k.hint && <dd className="text-xs text-ink-400">{k.hint}</dd>}
        </div>
      ))}
    </dl>
  );
}

const STRUCTURE_MODE = {
  'structure-exact': 'exact',
  'structure-sub': 'substructure',
  'structure-sim': 'similarity',
} as const;

/** What the buyer searched, as the buyer would see it again on the storefront (opens in a new tab). */
function QueryCell({ kind, query }: { kind: SearchLogKind; query: string }) {
  if (isStructureKind(kind)) {
    const mode = STRUCTURE_MODE[kind as keyof typeof STRUCTURE_MODE];
    return (
      <a
        href={structureSearchHref({ formula: query, mode, accuracy: mode === 'similarity' ? 80 : 100 })}
        target="_blank"
        rel="noreferrer"
        className="flex items-center gap-2 hover:text-brand-600"
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- the server-drawn SVG of the searched structure */}
        <img
          src={`/mall/shopping/product/api/structure/depict?smiles=${encodeURIComponent(query)}&w=96&h=64`}
          alt=""
          width={96}
          height={64}
          className="shrink-0 rounded border border-line bg-white"
          loading="lazy"
        />
        <code className="break-all text-xs">{query}</code>
      </a>
    );
  }
  return (
    <a
      href={`/searchCenter?keyword=${encodeURIComponent(query)}`}
      target="_blank"
      rel="noreferrer"
      className="break-all hover:text-brand-600"
    >
      {query}
    </a>
  );
}

export function ZeroResultsTable({ rows }: { rows: ZeroRow[] }) {
  return (
    <Table head={['类型', '搜索内容', '搜索次数', '买家数', '最近搜索', '处理']} empty={rows.length === 0}>
      {rows.map((r) => (
        <tr key={`${r.kind}|${r.query}`} data-testid="zero-row" data-kind={r.kind} data-query={r.query}>
          <td className="whitespace-nowrap px-3 py-2">
            <Badge tone={r.kind === 'cas' ? 'amber' : isStructureKind(r.kind) ? 'blue' : 'gray'}>
              {SEARCH_KIND_LABELS[r.kind] ?? r.kind}
            </Badge>
          </td>
          <td className="max-w-md px-3 py-2">
            <QueryCell kind={r.kind} query={r.query} />
          </td>
          <td className="whitespace-nowrap px-3 py-2 font-medium">{r.count}</td>
          <td className="whitespace-nowrap px-3 py-2">{r.buyers || '-'}</td>
          <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.lastAt)}</td>
          <td className="whitespace-nowrap px-3 py-2">
            {r.kind === 'cas' &&
              (r.inCatalog ? (
                <Badge tone="green">已有商品</Badge>
              ) : (
                <Link
                  href={`/console/catalog/new?cas=${encodeURIComponent(r.query)}`}
                  className="text-brand-600 hover:underline"
                  data-testid="create-product"
                >
                  新建商品
                </Link>
              ))}
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function TopSearchesTable({ rows }: { rows: SearchRow[] }) {
  return (
    <Table head={['#', '类型', '搜索内容', '次数', '无结果', '最近搜索']} empty={rows.length === 0}>
      {rows.map((r, i) => (
        <tr key={`${r.kind}|${r.query}`} data-testid="top-search-row">
          <td className="px-3 py-2 text-ink-500">{i + 1}</td>
          <td className="whitespace-nowrap px-3 py-2">{SEARCH_KIND_LABELS[r.kind] ?? r.kind}</td>
          <td className="max-w-xs px-3 py-2">
            <QueryCell kind={r.kind} query={r.query} />
          </td>
          <td className="whitespace-nowrap px-3 py-2 font-medium">{r.count}</td>
          <td className="whitespace-nowrap px-3 py-2">
            {r.zeroCount ? <span className="text-red-700">{r.zeroCount}</span> : '-'}
          </td>
          <td className="whitespace-nowrap px-3 py-2">{fmtTime(r.lastAt)}</td>
        </tr>
      ))}
    </Table>
  );
}

export function ConversionTable({ rows }: { rows: ConversionRow[] }) {
  return (
    <Table head={['商品', 'CAS号', '浏览', '加购', '下单', '加购率', '下单率']} empty={rows.length === 0}>
      {rows.map((r) => (
        <tr key={r.productId} data-testid="conversion-row">
          <td className="px-3 py-2">
            <a href={goodsHref(r.productId)} target="_blank" rel="noreferrer" className="hover:text-brand-600">
              <span className="mr-2 font-mono text-xs text-ink-500">{r.code}</span>
              {r.name}
            </a>
          </td>
          <td className="whitespace-nowrap px-3 py-2">{r.cas ?? '-'}</td>
          <td className="whitespace-nowrap px-3 py-2">{r.views}</td>
          <td className="whitespace-nowrap px-3 py-2">{r.carts}</td>
          <td className="whitespace-nowrap px-3 py-2">{r.orders}</td>
          <td className="whitespace-nowrap px-3 py-2">{pct(r.cartRate)}</td>
          <td className="whitespace-nowrap px-3 py-2">{pct(r.orderRate)}</td>
        </tr>
      ))}
    </Table>
  );
}
