'use client';
/**
 * 报价 of an inquiry in the console: per line the unit price (yuan; empty = cannot supply) and the lead time, then the
 * validity date and a note for the buyer. Line totals and the sum are integer fen (yuanToFen), never float sums.
 */
import { useState } from 'react';
import { yuanToFen } from '@/lib/api/endpoints/staff/inquiries';
import { Btn, useConsoleAction } from '@/components/console/ui';

export type QuoteLine = {
  id: number;
  name: string;
  code: string | null;
  cas: string | null;
  packageValue: string | null;
  num: number;
  wishes: string;
  /** Starting values: the package's catalogue price (yuan text) and delivery. */
  price: string;
  delivery: string;
  stock: number | null;
};

const fmt = (fen: number) =>
  `¥${(fen / 100).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const input = 'h-8 rounded border border-line px-2 text-sm';

export function QuoteForm({
  inquiryId,
  lines,
  validUntil: initialValid,
  today,
}: {
  inquiryId: number;
  lines: QuoteLine[];
  validUntil: string;
  today: string;
}) {
  const { run, busy } = useConsoleAction();
  const [prices, setPrices] = useState(() => lines.map((l) => l.price));
  const [delivery, setDelivery] = useState(() => lines.map((l) => l.delivery));
  const [validUntil, setValidUntil] = useState(initialValid);
  const [note, setNote] = useState('');
  const totals = lines.map((l, i) => {
    const fen = prices[i]!.trim() ? yuanToFen(prices[i]!) : null;
    return { fen, total: fen === null ? null : fen * l.num, bad: prices[i]!.trim() !== '' && fen === null };
  });
  const sum = totals.reduce((s, t) => s + (t.total ?? 0), 0);
  const set = (setter: typeof setPrices, i: number, v: string) => setter((a) => a.map((x, j) => (j === i ? v : x)));

  return (
    <form
      data-testid="console-quote-form"
      onSubmit={async (e) => {
        e.preventDefault();
        await run(
          'inquiries.quote',
          {
            id: inquiryId,
            lines: lines.map((l, i) => ({
              lineId: l.id,
              price: prices[i]!.trim() || null,
              deliveryText: delivery[i]!.trim() || undefined,
            })),
            validUntil,
            note: note.trim() || undefined,
          },
          (d) => (d as { message?: string }).message,
        );
      }}
    >
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full text-left text-sm">
          <thead className="bg-[#f7f8fa] text-ink-600">
            <tr>
              {['商品', '包装', '数量', '买家要求', '单价（元）', '货期', '小计'].map((h) => (
                <th key={h} className="whitespace-nowrap px-3 py-2 font-medium">
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {lines.map((l, i) => (
              <tr key={l.id} data-testid="console-quote-line" className="align-top">
                <td className="px-3 py-2">
                  <div>{l.name}</div>
                  <div className="text-xs text-ink-500">
                    {l.code ?? '-'}
                    {l.cas ? ` · CAS ${l.cas}` : ''}
                    {l.stock !== null ? ` · 库存 ${l.stock}` : ''}
                  </div>
                </td>
                <td className="whitespace-nowrap px-3 py-2">{l.packageValue ?? '-'}</td>
                <td className="px-3 py-2">{l.num}</td>
                <td className="max-w-[14rem] px-3 py-2 text-xs text-ink-600">{l.wishes || '-'}</td>
                <td className="px-3 py-2">
                  <input
                    aria-label={`单价 ${l.name}`}
                    inputMode="decimal"
                    className={`${input} w-28 ${totals[i]!.bad ? 'border-red-400' : ''}`}
                    value={prices[i]}
                    placeholder="不供货留空"
                    onChange={(e) => set(setPrices, i, e.target.value)}
                  />
                </td>
                <td className="px-3 py-2">
                  <input
                    aria-label={`货期 ${l.name}`}
                    className={`${input} w-28`}
                    maxLength={60}
                    value={delivery[i]}
                    placeholder="如 现货、2-3周"
                    onChange={(e) => set(setDelivery, i, e.target.value)}
                  />
                </td>
                <td className="whitespace-nowrap px-3 py-2">
                  {totals[i]!.total === null ? <span className="text-ink-400">不供货</span> : fmt(totals[i]!.total!)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-3 flex flex-wrap items-end justify-between gap-4">
        <div className="flex flex-wrap items-end gap-4 text-sm">
          <label>
            <span className="mb-1 block text-ink-600">报价有效期至</span>
            <input
              type="date"
              aria-label="报价有效期至"
              className={`${input} h-9`}
              min={today}
              value={validUntil}
              onChange={(e) => setValidUntil(e.target.value)}
            />
          </label>
          <label>
            <span className="mb-1 block text-ink-600">报价说明（买家可见）</span>
            <input
              aria-label="报价说明"
              className={`${input} h-9 w-96`}
              maxLength={500}
              value={note}
              placeholder="如：含税（13% 增值税），含运费"
              onChange={(e) => setNote(e.target.value)}
            />
          </label>
        </div>
        <div className="flex items-center gap-4">
          <span className="text-sm">
            报价合计{' '}
            <b className="text-base text-brand-700" data-testid="console-quote-sum">
              {fmt(sum)}
            </b>
          </span>
          <Btn type="submit" disabled={busy || totals.some((t) => t.bad)}>
            发送报价
          </Btn>
        </div>
      </div>
    </form>
  );
}
