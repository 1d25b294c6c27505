/** @jest-environment jsdom */
/**
 * Result rendering of /searchStructureFormula: cards carry the structure image, facts, similarity and the goods link;
 * a lower-bound total shows "N+" with an open-ended pager; exact misses suggest the other modes; the form keeps
 * the URL state and refuses an empty query.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/searchStructureFormula',
}));
// The editor is a lazy client island: not needed to test the form logic.
jest.mock('next/dynamic', () => () => () => null);

import { StructureResults, StructureHitCard } from '@/components/structure/StructureResults';
import { StructureSearchForm } from '@/components/structure/StructureSearchForm';
import type { StructureHit, StructureSearchResult } from '@/lib/domain/catalog/structure/types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const hit = (id: number, similarity: number | null, extra: Partial<StructureHit> = {}): StructureHit => ({
  id,
  code: `RS-${id}`,
  nameZh: '对乙酰氨基酚',
  nameEn: 'Paracetamol',
  cas: '103-90-2',
  formula: 'C8H9NO2',
  molecularWeight: 151.163,
  purity: null,
  imageUrl: null,
  hasStructure: true,
  isHot: false,
  isNew: false,
  kind: 'reference',
  brandId: null,
  brandName: null,
  minPrice: 120,
  packages: [],
  similarity,
  ...extra,
});

const result = (over: Partial<StructureSearchResult>): StructureSearchResult => ({
  list: [hit(3, 100), hit(4, 71, { nameZh: null, nameEn: '4-Aminophenol', minPrice: null, cas: null })],
  total: 2,
  capped: false,
  timedOut: false,
  mode: 'similarity',
  accuracy: 70,
  pageNo: 1,
  pageSize: 20,
  query: { canonicalSmiles: 'CC(=O)Nc1ccc(O)cc1', formula: 'C8H9NO2', molecularWeight: 151.16, smarts: false },
  tookMs: 12.3,
  ...over,
});

function doc(html: string) {
  const d = document.createElement('div');
  d.innerHTML = html;
  return d;
}

test('a hit card shows image, facts, similarity, price or 询价, and links to the goods page', () => {
  const d = doc(renderToStaticMarkup(<StructureHitCard hit={hit(3, 100)} />));
  expect(d.querySelector('img')!.getAttribute('src')).toBe('/images/structure/3.svg');
  expect(d.querySelector('[data-testid=similarity]')!.textContent).toBe('相似度 100%');
  expect(d.textContent).toContain('RS-3');
  expect(d.textContent).toContain('103-90-2');
  expect(d.textContent).toContain('151.16');
  expect(d.textContent).toContain('¥120.00');
  expect([...d.querySelectorAll('a')].every((a) => a.getAttribute('href') === '/goodsDetail/3')).toBe(true);
  const inquiry = doc(renderToStaticMarkup(<StructureHitCard hit={hit(4, null, { minPrice: null })} />));
  expect(inquiry.textContent).toContain('询价');
  expect(inquiry.querySelector('[data-testid=similarity]')).toBeNull();
});

test('results: summary, cards, formula link; exact totals page with the shared pager', () => {
  const d = doc(
    renderToStaticMarkup(
      <StructureResults result={result({ total: 45, pageNo: 2 })} formula="CC(=O)Nc1ccc(O)cc1" queryImage="/q.svg" />,
    ),
  );
  expect(d.querySelector('[data-testid=structure-total]')!.textContent).toBe('45');
  expect(d.querySelectorAll('[data-testid=structure-hit]').length).toBe(2);
  expect(d.textContent).toContain('相似度搜索');
  expect(d.textContent).toContain('≥ 70%');
  expect(d.querySelector('a[href="/productCenter/formulaProductList?formula=C8H9NO2"]')).not.toBeNull();
  const next = [...d.querySelectorAll('nav a')].find((a) => a.textContent === '下一页')!;
  expect(next.getAttribute('href')).toContain('pageNo=3');
  expect(next.getAttribute('href')).toContain('mode=similarity');
  expect(next.getAttribute('href')).toContain('accuracy=70');
  expect(d.textContent).toContain('共 45 条');
});

test('a lower-bound total reads "200+" with an open-ended pager; a timeout says the page is partial', () => {
  const d = doc(
    renderToStaticMarkup(
      <StructureResults
        result={result({ mode: 'substructure', total: 200, capped: true })}
        formula="c1ccccc1"
        queryImage={null}
      />,
    ),
  );
  expect(d.querySelector('[data-testid=structure-total]')!.textContent).toBe('200+');
  const next = [...d.querySelectorAll('nav a')].find((a) => a.textContent === '下一页')!;
  expect(next.getAttribute('href')).toBe(
    '/searchStructureFormula?formula=c1ccccc1&accuracy=70&mode=substructure&pageNo=2',
  );
  expect(d.textContent).toContain('已找到 200+ 条');
  const t = doc(
    renderToStaticMarkup(
      <StructureResults
        result={result({ mode: 'substructure', capped: true, timedOut: true })}
        formula="C"
        queryImage={null}
      />,
    ),
  );
  expect(t.querySelector('[data-testid=structure-timeout]')).not.toBeNull();
});

test('an exact miss suggests similarity and substructure search', () => {
  const d = doc(
    renderToStaticMarkup(
      <StructureResults
        result={result({ mode: 'exact', accuracy: 100, list: [], total: 0 })}
        formula="CCO"
        queryImage={null}
      />,
    ),
  );
  expect(d.textContent).toContain('暂无检索数据');
  const hrefs = [...d.querySelectorAll('a')].map((a) => a.getAttribute('href'));
  expect(hrefs).toContain('/searchStructureFormula?formula=CCO&accuracy=70&mode=similarity');
  expect(hrefs).toContain('/searchStructureFormula?formula=CCO&accuracy=100&mode=substructure');
});

describe('the search form', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    push.mockClear();
    container = document.createElement('div');
    document.body.appendChild(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  const submit = () =>
    act(() => container.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true })));

  test('empty query → 请先绘制或输入结构式, no navigation', () => {
    act(() => root.render(<StructureSearchForm initialFormula="" initialMode="exact" initialAccuracy={100} />));
    submit();
    expect(container.querySelector('[data-testid=structure-form-error]')!.textContent).toBe('请先绘制或输入结构式');
    expect(push).not.toHaveBeenCalled();
  });

  test('submits the URL state; switching to similarity presets 80 %, exact forces 100 %', () => {
    act(() =>
      root.render(
        <StructureSearchForm initialFormula="CC(=O)Nc1ccc(O)cc1" initialMode="exact" initialAccuracy={100} />,
      ),
    );
    const acc = container.querySelector<HTMLInputElement>('[data-testid=structure-accuracy]')!;
    expect(acc.value).toBe('100');
    expect(acc.disabled).toBe(true);
    const radio = (label: string) =>
      [...container.querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!;
    act(() => radio('相似度').click());
    expect(acc.value).toBe('80');
    expect(acc.disabled).toBe(false);
    submit();
    expect(push).toHaveBeenLastCalledWith(
      '/searchStructureFormula?formula=CC%28%3DO%29Nc1ccc%28O%29cc1&accuracy=80&mode=similarity',
    );
    act(() => radio('精确').click());
    submit();
    expect(push).toHaveBeenLastCalledWith(
      '/searchStructureFormula?formula=CC%28%3DO%29Nc1ccc%28O%29cc1&accuracy=100&mode=exact',
    );
  });
});
