/** @jest-environment jsdom */
/**
 * Help centre group nodes (a node without a page shows 暂无内容, with links to the pages under it) and the header
 * search, which loads the API client only when it first asks for suggestions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';

const suggestMock = jest.fn();
jest.mock('@/lib/api/client', () => ({ api: (...a: unknown[]) => suggestMock(...a) }));
const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
  useSearchParams: () => new URLSearchParams(),
}));

import { HelpArticle } from '@/components/help/HelpArticle';
import { hasHelpContent, helpView, pagesUnder } from '@/components/help/help-view';
import { HeaderSearch } from '@/components/search/HeaderSearch';
import { MIN_FETCH_DELAY_MS } from '@/lib/config/constants';

import { htmlDoc as doc } from '../helpers/dom';
import type { HelpNode } from '@/lib/domain/content/site';

const node = (id: number, name: string, over: Partial<HelpNode> = {}): HelpNode => ({
  id,
  parentId: null,
  name,
  type: 1,
  description: null,
  href: `/helpCenter/loginProblem?id=${id}`,
  external: false,
  children: [],
  ...over,
});
const tree: HelpNode[] = [
  node(1, '新手指南', {
    href: null,
    children: [node(2, '用户注册', { parentId: 1 }), node(3, '登录问题', { parentId: 1 })],
  }),
  node(14, '关于我们', {
    href: null,
    children: [
      node(15, '公司简介', { parentId: 14 }),
      node(17, 'English Website', { parentId: 14, type: 2, href: 'https://example.com/', external: true }),
      node(18, '空链接', { parentId: 14, type: 2, href: null }),
    ],
  }),
];

describe('help centre group nodes', () => {
  test('a node whose content is blank is an empty view; no node is missing; text or an image is content', () => {
    expect(helpView(null)).toBe('missing');
    expect(helpView({ content: '' })).toBe('empty');
    expect(helpView({ content: '<p> &nbsp; </p>\n<div></div>' })).toBe('empty');
    expect(helpView({ content: '<p>请使用手机号注册</p>' })).toBe('content');
    expect(hasHelpContent('<p><img src="/a.png" alt=""></p>')).toBe(true);
  });

  test('the pages under a group, in tree order (entries without a page left out)', () => {
    expect(pagesUnder(tree, 1).map((n) => n.name)).toEqual(['用户注册', '登录问题']);
    expect(pagesUnder(tree, 14)).toEqual([
      { id: 15, name: '公司简介', href: '/helpCenter/loginProblem?id=15', external: false },
      { id: 17, name: 'English Website', href: 'https://example.com/', external: true },
    ]);
    expect(pagesUnder(tree, 99)).toEqual([]);
  });

  test('a chosen group node shows its name, the empty state 暂无内容 and links to its pages', () => {
    const base = { label: '会员常见问题', href: '/helpCenter/memberProblem' };
    const d = doc(
      renderToStaticMarkup(
        <HelpArticle
          page={{ id: 1, name: '新手指南', content: '', parentId: null, parentName: null }}
          base={base}
          subPages={pagesUnder(tree, 1)}
        />,
      ),
    );
    expect(d.querySelector('h1')?.textContent).toBe('新手指南');
    const empty = d.querySelector('[data-testid="help-empty"]')!;
    expect(empty.textContent).toContain('暂无内容');
    expect([...empty.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['用户注册', '/helpCenter/loginProblem?id=2'],
      ['登录问题', '/helpCenter/loginProblem?id=3'],
    ]);
    // A page with content shows the content, not the empty state.
    const page = doc(
      renderToStaticMarkup(
        <HelpArticle
          page={{ id: 3, name: '登录问题', content: '<p>忘记密码可找回</p>', parentId: 1, parentName: '新手指南' }}
          base={base}
        />,
      ),
    );
    expect(page.querySelector('[data-testid="help-empty"]')).toBeNull();
    expect(page.textContent).toContain('忘记密码可找回');
  });
});

describe('header search', () => {
  test('does not import the API client statically (it is on every page)', () => {
    const dir = path.join(__dirname, '..', '..', 'components', 'search');
    const files = ['HeaderSearch.tsx', 'HeaderSearchParts.tsx', 'use-header-search.ts'];
    const sources = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
    for (const src of sources) expect(src).not.toMatch(/^import\s+(?!type\b)[^;]*from '@\/lib\/api\/client';/m);
    expect(sources[2]).toMatch(/await import\('@\/lib\/api\/client'\)/);
  });

  test('still shows live suggestions (loading the client on demand) and submits to the result page', async () => {
    jest.useFakeTimers();
    suggestMock.mockResolvedValue({
      kind: 'text',
      hint: null,
      suggestion: null,
      exactProductId: null,
      products: [{ id: 42, code: 'RS-42', nameZh: '咖啡因', nameEn: 'Caffeine', cas: '58-08-2', formula: null }],
    });
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root: Root = createRoot(container);
    try {
      act(() => root.render(<HeaderSearch />));
      const input = container.querySelector<HTMLInputElement>('[data-testid="search-input"]')!;
      act(() => {
        input.focus();
        const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
        set.call(input, '咖啡');
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      expect(suggestMock).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(MIN_FETCH_DELAY_MS + 10);
      });
      await act(async () => {
        await Promise.resolve();
        await Promise.resolve();
      });
      expect(suggestMock).toHaveBeenCalledWith(
        'search.suggest',
        { keyword: '咖啡' },
        expect.objectContaining({ silent: true }),
      );
      const suggest = container.querySelector('[data-testid="search-suggest"]');
      expect(suggest?.textContent).toContain('咖啡因');
      expect(suggest?.querySelector('a')?.getAttribute('href')).toMatch(/\/goodsDetail\/42/);
      act(() => container.querySelector<HTMLButtonElement>('[data-testid="search-submit"]')!.click());
      expect(push).toHaveBeenCalledWith(expect.stringContaining('keyword=%E5%92%96%E5%95%A1'));
    } finally {
      act(() => root.unmount());
      container.remove();
      jest.useRealTimers();
    }
  });
});
