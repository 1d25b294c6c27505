/**
 * @jest-environment jsdom
 */
/** The category mega menu (issue 17 item 3): hover opens it, 暂无子分类 for a parent without children, it closes
 * 200 ms after the pointer leaves (not before), and it works from the keyboard. */
import { act } from 'react';
import { mountPerTest } from '../helpers/dom';
import { CategoryMegaMenu } from '../../components/layout/CategoryMegaMenu';
import type { CategoryNode } from '../../lib/api/endpoints/catalog';
import { HOVER_CLOSE_DELAY_MS } from '../../lib/config/constants';

jest.mock('next/link', () => {
  const React = jest.requireActual('react');
  return {
    __esModule: true,
    default: React.forwardRef(
      (
        { href, prefetch: _p, children, ...rest }: { href: string; prefetch?: boolean; children: React.ReactNode },
        ref: unknown,
      ) => React.createElement('a', { href, ref, ...rest }, children),
    ),
  };
});

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  parentId: null,
  name,
  count: 3,
  children,
});
const TREE = [
  node(1, '对照品', [node(11, '化学对照品'), node(12, '中药对照品')]),
  node(2, '药物杂质', [node(21, '亚硝胺杂质')]),
  node(3, '试剂耗材'),
];

describe('CategoryMegaMenu', () => {
  const m = mountPerTest();
  const q = (sel: string) => m.container.querySelector(sel) as HTMLElement | null;
  const qa = (sel: string) => [...m.container.querySelectorAll(sel)] as HTMLElement[];
  const mouse = (el: Element, type: 'mouseover' | 'mouseout') =>
    el.dispatchEvent(
      new MouseEvent(type, { bubbles: true, relatedTarget: type === 'mouseout' ? document.body : null }),
    );
  const key = (el: Element, k: string) => el.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));

  async function render() {
    const load = jest.fn(() => Promise.resolve(TREE));
    await act(async () =>
      m.root.render(
        <CategoryMegaMenu href="/productCenter" label="产品中心" className="x" active={false} load={load} />,
      ),
    );
    return load;
  }

  test('hover opens parents and children; a parent without children says 暂无子分类; loads once', async () => {
    const load = await render();
    expect(q('[data-testid=mega-menu-panel]')).toBeNull();
    await act(async () => mouse(q('[data-testid=mega-menu]')!, 'mouseover'));
    expect(qa('[data-testid=mega-menu-parent]').map((a) => a.textContent)).toEqual(['对照品', '药物杂质', '试剂耗材']);
    expect(qa('[data-testid=mega-menu-child]').map((a) => a.textContent)).toEqual(['化学对照品(3)', '中药对照品(3)']);
    await act(async () => mouse(qa('[data-testid=mega-menu-parent]')[2]!, 'mouseover'));
    expect(q('[data-testid=mega-menu-empty]')?.textContent).toBe('暂无子分类');
    expect(qa('[data-testid=mega-menu-child]')).toHaveLength(0);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('closes 200 ms after the pointer leaves, not before; coming back in time keeps it open', async () => {
    await render();
    jest.useFakeTimers();
    try {
      const wrap = q('[data-testid=mega-menu]')!;
      await act(async () => mouse(wrap, 'mouseover'));
      await act(async () => mouse(wrap, 'mouseout'));
      await act(async () => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS - 20));
      expect(q('[data-testid=mega-menu-panel]')).not.toBeNull();
      await act(async () => mouse(wrap, 'mouseover'));
      await act(async () => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS * 2));
      expect(q('[data-testid=mega-menu-panel]')).not.toBeNull();
      await act(async () => mouse(wrap, 'mouseout'));
      await act(async () => jest.advanceTimersByTime(HOVER_CLOSE_DELAY_MS + 5));
      expect(q('[data-testid=mega-menu-panel]')).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });

  test('keyboard: ArrowDown opens and enters the parents, arrows move, ArrowRight enters children, Escape closes back to 产品中心', async () => {
    await render();
    const trigger = q('[data-testid=mega-menu-trigger]')!;
    await act(async () => key(trigger, 'ArrowDown'));
    await act(async () => undefined);
    const parents = () => qa('[data-testid=mega-menu-parent]');
    expect(document.activeElement).toBe(parents()[0]);
    await act(async () => key(parents()[0]!, 'ArrowDown'));
    expect(document.activeElement).toBe(parents()[1]);
    expect(q('[data-testid=mega-menu-children]')!.textContent).toContain('亚硝胺杂质');
    await act(async () => key(parents()[1]!, 'ArrowUp'));
    await act(async () => key(parents()[0]!, 'ArrowUp')); // wraps to the last
    expect(document.activeElement).toBe(parents()[2]);
    await act(async () => key(parents()[2]!, 'Home'));
    await act(async () => key(parents()[0]!, 'ArrowRight'));
    expect(document.activeElement?.textContent).toBe('化学对照品(3)');
    await act(async () => key(document.activeElement!, 'ArrowDown'));
    expect(document.activeElement?.textContent).toBe('中药对照品(3)');
    await act(async () => key(document.activeElement!, 'ArrowLeft'));
    expect(document.activeElement).toBe(parents()[0]);
    await act(async () => key(parents()[0]!, 'Escape'));
    expect(q('[data-testid=mega-menu-panel]')).toBeNull();
    expect(document.activeElement).toBe(q('[data-testid=mega-menu-trigger]'));
  });

  test('its panel loads on the first opening; ArrowDown on an open menu still enters the parents; a reopening shows them at once', async () => {
    const load = await render();
    const wrap = q('[data-testid=mega-menu]')!;
    await act(async () => mouse(wrap, 'mouseover'));
    await act(async () => key(q('[data-testid=mega-menu-trigger]')!, 'ArrowDown'));
    expect(document.activeElement).toBe(qa('[data-testid=mega-menu-parent]')[0]);
    await act(async () => key(document.activeElement!, 'Escape'));
    expect(q('[data-testid=mega-menu-panel]')).toBeNull();
    await act(async () => mouse(wrap, 'mouseover'));
    expect(qa('[data-testid=mega-menu-parent]')).toHaveLength(3);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
