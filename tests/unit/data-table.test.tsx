/** @jest-environment jsdom */
import { act } from 'react';
import { DataTable, type DataColumn } from '@/components/ui/DataTable';
import { mountPerTest } from '../helpers/dom';

type Row = { id: number; no: string; amount: number };
const ROWS: Row[] = [
  { id: 7, no: 'XJ-001', amount: 1200 },
  { id: 9, no: 'XJ-002', amount: 35 },
];
const COLUMNS: DataColumn<Row>[] = [
  { key: 'no', header: '单号', cell: (r) => r.no, className: 'font-mono' },
  { key: 'amount', header: '金额', cell: (r) => `¥${r.amount}`, width: 'w-28', align: 'right' },
  { key: 'op', header: '', cell: (r) => <a href={`/d/${r.id}`}>查看详情</a>, testId: 'op-cell' },
];

const m = mountPerTest();
const render = (el: React.ReactElement) => act(() => m.root.render(el));
const texts = (sel: string) => [...m.container.querySelectorAll(sel)].map((e) => e.textContent);

describe('DataTable', () => {
  test('one header cell per column in order, one row per record with each column’s renderer', () => {
    render(
      <DataTable columns={COLUMNS} rows={ROWS} rowKey={(r) => r.id} testId="t" rowTestId="row" caption="我的询价" />,
    );
    const table = m.container.querySelector('table[data-testid="t"]')!;
    expect(table).not.toBeNull();
    expect(table.querySelector('caption')?.textContent).toBe('我的询价');
    expect(texts('thead th')).toEqual(['单号', '金额', '']);
    expect([...m.container.querySelectorAll('thead th')].every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const rows = m.container.querySelectorAll('tbody tr[data-testid="row"]');
    expect(rows).toHaveLength(2);
    expect([...rows[1]!.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['XJ-002', '¥35', '查看详情']);
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toBe('/d/7');
    // Width and alignment reach the header; alignment, classes and test ids reach the body cells.
    const [, amountTh] = m.container.querySelectorAll('thead th');
    expect(amountTh!.className.split(' ')).toEqual(expect.arrayContaining(['w-28', 'text-right']));
    const cells = rows[0]!.querySelectorAll('td');
    expect(cells[0]!.className.split(' ')).toContain('font-mono');
    expect(cells[1]!.className.split(' ')).toContain('text-right');
    expect(cells[2]!.getAttribute('data-testid')).toBe('op-cell');
    expect(m.container.textContent).not.toContain('暂无');
  });

  test('a per-row class function styles each row’s cell by its record', () => {
    const cols: DataColumn<Row>[] = [
      { header: '金额', cell: (r) => r.amount, className: (r) => (r.amount > 100 ? 'big' : 'small') },
    ];
    render(<DataTable columns={cols} rows={ROWS} />);
    expect([...m.container.querySelectorAll('tbody td')].map((td) => td.className.split(' ').pop())).toEqual([
      'big',
      'small',
    ]);
  });

  test('no records: the empty message and its action, no table', () => {
    render(<DataTable columns={COLUMNS} rows={[]} empty="暂无询价单" emptyAction={<a href="/go">去询价</a>} />);
    expect(m.container.querySelector('table')).toBeNull();
    expect(m.container.textContent).toContain('暂无询价单');
    expect(m.container.querySelector('a')?.getAttribute('href')).toBe('/go');
  });

  test('loading shows 加载中 only: no rows (not even stale ones), no empty message, no header', () => {
    render(<DataTable columns={COLUMNS} rows={ROWS} loading empty="暂无询价单" />);
    expect(m.container.querySelector('table')).toBeNull();
    expect(m.container.querySelector('[role="status"]')?.textContent).toContain('加载中');
    expect(m.container.textContent).not.toContain('XJ-001');
    expect(m.container.textContent).not.toContain('暂无询价单');
    // Rows not yet known count as loading too, never as "none".
    render(<DataTable columns={COLUMNS} rows={undefined} empty="暂无询价单" />);
    expect(m.container.textContent).toContain('加载中');
    expect(m.container.textContent).not.toContain('暂无询价单');
  });

  test('a failed read offers 重试 instead of claiming there are no records', () => {
    const retry = jest.fn();
    render(<DataTable columns={COLUMNS} rows={undefined} error onRetry={retry} empty="暂无询价单" />);
    expect(m.container.querySelector('[role="alert"]')?.textContent).toContain('数据加载失败');
    expect(m.container.textContent).not.toContain('暂无询价单');
    act(() => m.container.querySelector('button')!.click());
    expect(retry).toHaveBeenCalledTimes(1);
  });

  test('rowKey keeps a record’s row (and what the buyer typed in it) when the order changes', () => {
    const cols: DataColumn<Row>[] = [
      { key: 'no', header: '单号', cell: (r) => r.no },
      { key: 'note', header: '备注', cell: (r) => <input aria-label={`note-${r.id}`} /> },
    ];
    render(<DataTable columns={cols} rows={ROWS} rowKey={(r) => r.id} />);
    const typed = m.container.querySelector<HTMLInputElement>('input[aria-label="note-7"]')!;
    typed.value = 'keep me';
    render(<DataTable columns={cols} rows={[ROWS[1]!, ROWS[0]!]} rowKey={(r) => r.id} />);
    const rows = m.container.querySelectorAll('tbody tr');
    expect(rows[1]!.textContent).toContain('XJ-001');
    expect(rows[1]!.querySelector('input')).toBe(typed);
    expect(typed.value).toBe('keep me');
  });
});
