/**
 * The result table of a batch nitrosamine screen: one row per predicted derivative (parent, derivative SMILES, CPCA
 * category and AI, the limit that governs and its source, the catalogue 货号 or 可定制); an input that failed, or has
 * no nitrosatable site, is one row carrying its own message. Same columns as the .xlsx export.
 */
import Link from 'next/link';
import { customSynthesisHref, type BatchDerivative, type BatchRow } from '@/lib/domain/catalog/nitrosamine/client';
import { goodsHref } from '@/lib/domain/catalog/products/client';

const fmt = (v: number | null) => (v === null ? '—' : String(v));

function Source({ d }: { d: BatchDerivative }) {
  if (d.governingBasis !== 'published') return <span className="text-ink-500">CPCA预测</span>;
  return <span>{[...new Set(d.published.map((p) => p.agency))].join('、')}</span>;
}

function Buy({ d, parent }: { d: BatchDerivative; parent: string }) {
  if (d.products.length)
    return (
      <span className="space-x-2">
        {d.products.map((p) => (
          <Link key={p.id} href={goodsHref(p.id)} className="text-brand-600 hover:underline" target="_blank">
            {p.code}
          </Link>
        ))}
      </span>
    );
  return (
    <Link
      href={customSynthesisHref({ smiles: d.smiles, name: `N-亚硝基-${parent}`, notes: `亚硝胺风险评估：${d.smiles}` })}
      className="text-brand-600 hover:underline"
      target="_blank"
    >
      可定制
    </Link>
  );
}

export function BatchResultTable({ rows }: { rows: BatchRow[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[900px] text-left text-[12px]" data-testid="nitrosamine-batch-table">
        <thead className="bg-ink-50 text-ink-500">
          <tr>
            <th className="px-2 py-1.5 font-normal">行号</th>
            <th className="px-2 py-1.5 font-normal">输入 / 母体</th>
            <th className="px-2 py-1.5 font-normal">衍生物 SMILES</th>
            <th className="px-2 py-1.5 font-normal">CPCA类别</th>
            <th className="px-2 py-1.5 font-normal">CPCA AI (ng/天)</th>
            <th className="px-2 py-1.5 font-normal">适用限度 (ng/天)</th>
            <th className="px-2 py-1.5 font-normal">来源</th>
            <th className="px-2 py-1.5 font-normal">货号 / 可定制</th>
          </tr>
        </thead>
        <tbody>
          {rows.flatMap((r) => {
            const parent = r.parent?.name ?? r.input;
            const head = (
              <td className="px-2 py-1.5 align-top">
                <div className="break-all">{r.input}</div>
                {r.parent?.name && r.parent.name !== r.input && <div className="text-ink-500">{r.parent.name}</div>}
              </td>
            );
            if (!r.derivatives.length)
              return [
                <tr
                  key={`${r.line}`}
                  className="border-t border-line"
                  data-testid="nitrosamine-batch-row"
                  data-line={r.line}
                  data-ok={r.ok ? 'true' : 'false'}
                >
                  <td className="px-2 py-1.5 align-top">{r.line}</td>
                  {head}
                  <td colSpan={6} className={`px-2 py-1.5 ${r.ok ? 'text-ink-500' : 'text-danger'}`}>
                    {r.message}
                  </td>
                </tr>,
              ];
            return r.derivatives.map((d, i) => (
              <tr
                key={`${r.line}-${i}`}
                className="border-t border-line"
                data-testid="nitrosamine-batch-row"
                data-line={r.line}
                data-ok="true"
              >
                <td className="px-2 py-1.5 align-top">{r.line}</td>
                {head}
                <td className="max-w-[280px] break-all px-2 py-1.5 font-mono">{d.smiles}</td>
                <td className="px-2 py-1.5" data-testid="nitrosamine-batch-category">
                  {d.category === null ? '—' : `第${d.category}类`}
                </td>
                <td className="px-2 py-1.5">{fmt(d.acceptableIntakeNgPerDay)}</td>
                <td className="px-2 py-1.5 font-medium" data-testid="nitrosamine-batch-governing">
                  {fmt(d.governingLimitNgPerDay)}
                </td>
                <td className="px-2 py-1.5">
                  <Source d={d} />
                </td>
                <td className="px-2 py-1.5">
                  <Buy d={d} parent={parent} />
                </td>
              </tr>
            ));
          })}
        </tbody>
      </table>
    </div>
  );
}
