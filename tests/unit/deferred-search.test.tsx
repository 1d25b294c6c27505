/** @jest-environment jsdom */
/**
 * The header search's logic (classification, SMILES / molfile detection, history) loads on the box's first use, not
 * with the page (issue 34's JS budget): the page's own modules never import it, and what a buyer types, pastes or
 * submits before it arrives is kept and run once it is here, with the right classification.
 */
import { act } from 'react';
import { mountPerTest } from '../helpers/dom';
import { staticImports } from '../helpers/import-graph';

// The logic's loader, held until a test lets it resolve (the chunk "arriving").
jest.mock('@/components/search/header-search-loader', () => {
  let loaded: unknown = null;
  let release: (m: unknown) => void = () => undefined;
  let pending: Promise<unknown> | null = null;
  return {
    headerSearchLogic: () => loaded,
    loadHeaderSearchLogic: () => {
      if (loaded) return Promise.resolve(loaded);
      pending ??= new Promise((r) => (release = r));
      return pending;
    },
    mockArrive: () => {
      loaded = jest.requireActual('@/components/search/header-search-logic');
      release(loaded);
    },
    mockReset: () => {
      loaded = null;
      pending = null;
    },
  };
});
const apiMock = jest.fn();
jest.mock('@/lib/api/client', () => ({ api: (...a: unknown[]) => apiMock(...a), notifyError: jest.fn() }));
const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));
// On a pages-router page (the home, the goods page) every target opens through the router's push.
jest.mock('next/compat/router', () => ({ useRouter: () => ({ push: jest.fn() }) }));

import { HeaderSearch } from '@/components/search/HeaderSearch';
import { readHistory } from '@/components/search/header-search-logic';
import { insertPastedText, mayBeStructurePaste } from '@/components/search/useStructurePaste';
import { isPastedStructure } from '@/lib/domain/catalog/search/client';
import { SEARCH_KEYWORD_MAX_LENGTH } from '@/lib/config/constants';

const loader = jest.requireMock('@/components/search/header-search-loader') as {
  mockArrive: () => void;
  mockReset: () => void;
};

const MOLFILE = [
  'ethanol',
  '  RDKit          2D',
  '',
  '  3  2  0  0  0  0  0  0  0  0999 V2000',
  '    0.0000    0.0000    0.0000 C   0  0',
  '    1.2990    0.7500    0.0000 C   0  0',
  '    2.5981   -0.0000    0.0000 O   0  0',
  '  1  2  1  0',
  '  2  3  1  0',
  'M  END',
].join('\n');

describe('the page JS of the header search', () => {
  test('does not import the classification, structure detection, history cookie or the API client', () => {
    const files = staticImports('components/layout/MainHeader.tsx');
    const banned = [
      'lib/domain/catalog/search/query.ts',
      'lib/domain/catalog/search/structure-keyword.ts',
      'lib/domain/catalog/search/history.ts',
      'lib/domain/catalog/search/client.ts',
      'components/search/header-search-logic.ts',
      'lib/api/client.ts',
    ];
    expect(files.filter((f) => banned.includes(f))).toEqual([]);
    expect(files).toContain('components/search/use-header-search.ts');
  });
});

describe('typing and submitting before the logic arrives', () => {
  const m = mountPerTest();
  const input = () => m.container.querySelector<HTMLInputElement>('[data-testid="search-input"]')!;
  const type = (value: string) =>
    act(() => {
      const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      set.call(input(), value);
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
  const enter = () =>
    act(() => {
      input().form!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    });
  const arrive = () =>
    act(async () => {
      loader.mockArrive();
      for (let i = 0; i < 6; i++) await Promise.resolve();
    });

  beforeEach(() => {
    loader.mockReset();
    push.mockClear();
    apiMock.mockReset();
    document.cookie = 'HISTORY_SEARCH=; max-age=0; path=/';
    act(() => m.root.render(<HeaderSearch />));
  });

  test('a keyword typed and submitted first is searched once the logic is here (text → 全部)', async () => {
    act(() => input().focus());
    type('对乙酰氨基酚');
    expect(input().value).toBe('对乙酰氨基酚');
    enter();
    expect(push).not.toHaveBeenCalled();
    await arrive();
    expect(push).toHaveBeenCalledTimes(1);
    expect(push).toHaveBeenCalledWith(`/searchCenter?keyword=${encodeURIComponent('对乙酰氨基酚')}`);
    expect(readHistory()).toEqual([{ keyword: '对乙酰氨基酚', type: 'all' }]);
  });

  test('a SMILES submitted first goes to the structure lookup of the 产品 search', async () => {
    act(() => m.container.querySelector<HTMLButtonElement>('[data-testid="search-type"]')!.click());
    act(() => m.container.querySelector<HTMLButtonElement>('[data-testid="search-type-product"]')!.click());
    type('CC(=O)Nc1ccc(O)cc1');
    enter();
    await arrive();
    expect(push).toHaveBeenCalledWith(`/searchProduction?keyword=${encodeURIComponent('CC(=O)Nc1ccc(O)cc1')}`);
  });

  test('a CAS number submitted first asks whether it names one product and opens that goods page', async () => {
    apiMock.mockResolvedValue({ kind: 'cas', hint: null, suggestion: null, exactProductId: 7, products: [] });
    type('50-78-2');
    enter();
    expect(apiMock).not.toHaveBeenCalled();
    await arrive();
    expect(apiMock).toHaveBeenCalledWith(
      'search.suggest',
      { keyword: '50-78-2' },
      expect.objectContaining({ silent: true }),
    );
    expect(push).toHaveBeenCalledWith('/goodsDetail/7');
  });

  test('two submits while the logic loads search once, with the latest keyword', async () => {
    type('布洛芬');
    enter();
    type('阿司匹林');
    enter();
    await arrive();
    expect(push.mock.calls).toEqual([[`/searchCenter?keyword=${encodeURIComponent('阿司匹林')}`]]);
  });

  test('a molfile pasted first is held (not cut to its first line) and looked up whole', async () => {
    apiMock.mockResolvedValue({ href: '/goodsDetail/9' });
    const paste = new Event('paste', { bubbles: true, cancelable: true }) as Event & { clipboardData: unknown };
    paste.clipboardData = { getData: (t: string) => (t === 'text/plain' ? MOLFILE : '') };
    act(() => void input().dispatchEvent(paste));
    expect(paste.defaultPrevented).toBe(true);
    await arrive();
    expect(input().value).toBe('结构式（Molfile）');
    await act(async () => {
      for (let i = 0; i < 6; i++) await Promise.resolve();
    });
    expect(apiMock).toHaveBeenCalledWith('search.structureKeyword', { keyword: MOLFILE });
    expect(push).toHaveBeenCalledWith('/goodsDetail/9');
  });
});

describe('what a paste held before the logic arrives becomes', () => {
  test('every paste the structure lookup takes is held', () => {
    const long = 'C'.repeat(SEARCH_KEYWORD_MAX_LENGTH) + '(=O)O';
    for (const text of [MOLFILE, long, `CC(=O)O\n`]) {
      if (isPastedStructure(text, SEARCH_KEYWORD_MAX_LENGTH)) expect(mayBeStructurePaste(text)).toBe(true);
    }
    expect(isPastedStructure(MOLFILE, SEARCH_KEYWORD_MAX_LENGTH)).toBe(true);
    expect(mayBeStructurePaste('CC(=O)O')).toBe(false);
    expect(mayBeStructurePaste('50-78-2')).toBe(false);
  });

  test('text goes into the box over the selection, on one line, cut to the box', () => {
    expect(insertPastedText('ab', '对乙酰\n氨基酚', 1, 2)).toBe('a对乙酰 氨基酚');
    expect(insertPastedText('abc', 'xyz', 1, 1, 5)).toBe('axybc');
  });
});
