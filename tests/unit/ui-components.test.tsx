/** @jest-environment jsdom */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';

const push = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ push, replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

import { Breadcrumb } from '@/components/ui/Breadcrumb';
import { EmptyState } from '@/components/ui/EmptyState';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from '@/components/ui/ImageWithFallback';
import { Pager } from '@/components/ui/Pager';
import { PagerJump } from '@/components/ui/PagerJump';
import { V } from '@/lib/config/messages';
import { secondTitleFor } from '@/lib/config/routes';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

function doc(html: string) {
  const d = document.createElement('div');
  d.innerHTML = html;
  return d;
}

describe('Pager', () => {
  test('renders first/prev/numbers/next/last links keeping other params, and the total', () => {
    const d = doc(
      renderToStaticMarkup(
        <Pager total={95} pageNo={3} pathname="/methods" searchParams={{ keyword: 'USP', pageNo: '3' }} />,
      ),
    );
    const link = (text: string) =>
      [...d.querySelectorAll('a')].find((a) => a.textContent === text)?.getAttribute('href');
    expect(link('尾页')).toBe('/methods?keyword=USP&pageNo=10');
    expect(link('下一页')).toBe('/methods?keyword=USP&pageNo=4');
    expect(link('上一页')).toBe('/methods?keyword=USP&pageNo=2');
    expect(link('首页')).toBe('/methods?keyword=USP');
    expect(d.querySelector('[aria-current="page"]')?.textContent).toBe('3');
    expect(d.textContent).toContain('共 95 条');
  });

  test('on the last page 下一页 and 尾页 are not links; a single page has no jump box', () => {
    const d = doc(renderToStaticMarkup(<Pager total={20} pageNo={2} pathname="/x" />));
    expect([...d.querySelectorAll('a')].map((a) => a.textContent)).not.toContain('下一页');
    expect([...d.querySelectorAll('a')].map((a) => a.textContent)).not.toContain('尾页');
    const one = doc(renderToStaticMarkup(<Pager total={3} pageNo={1} pathname="/x" />));
    expect(one.querySelector('input')).toBeNull();
  });

  test('uses a custom page param and page size', () => {
    const d = doc(
      renderToStaticMarkup(<Pager total={100} pageNo={1} pageSize={20} pathname="/news" pageParam="page" />),
    );
    expect([...d.querySelectorAll('a')].find((a) => a.textContent === '尾页')?.getAttribute('href')).toBe(
      '/news?page=5',
    );
  });
});

describe('PagerJump', () => {
  function type(input: HTMLInputElement, value: string) {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setter.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
  }
  const button = () => [...container.querySelectorAll('button')].find((b) => b.textContent === '确定')!;

  test('an invalid page shows the message and does not navigate', () => {
    act(() => root.render(<PagerJump last={5} pathname="/methods" query="keyword=a" pageParam="pageNo" />));
    const input = container.querySelector('input')!;
    for (const bad of ['0', '6', '2.5', 'abc', '']) {
      type(input, bad);
      act(() => button().click());
      expect(container.querySelector('[role="alert"]')?.textContent).toBe(V.pagerJumpInvalid);
    }
    expect(push).not.toHaveBeenCalled();
  });

  test('a valid page navigates with the other params kept', () => {
    act(() => root.render(<PagerJump last={5} pathname="/methods" query="keyword=a&pageNo=2" pageParam="pageNo" />));
    type(container.querySelector('input')!, '4');
    act(() => button().click());
    expect(push).toHaveBeenCalledWith('/methods?keyword=a&pageNo=4');
    expect(container.querySelector('[role="alert"]')).toBeNull();
  });
});

describe('shared UI', () => {
  test('ImageWithFallback swaps a broken image for the placeholder, and a missing src uses it directly', () => {
    act(() => root.render(<ImageWithFallback src="/nope.png" alt="x" width={10} height={10} />));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/nope.png');
    act(() => {
      img.dispatchEvent(new Event('error'));
    });
    expect(container.querySelector('img')!.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
    act(() => root.render(<ImageWithFallback src={null} alt="y" />));
    expect(container.querySelector('img')!.getAttribute('src')).toBe(PLACEHOLDER_IMAGE);
  });

  test('Breadcrumb links all but the last item', () => {
    const d = doc(
      renderToStaticMarkup(
        <Breadcrumb
          items={[{ label: '首页', href: '/' }, { label: '药典方法', href: '/methods' }, { label: '详情' }]}
        />,
      ),
    );
    expect([...d.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual(['/', '/methods']);
    expect(d.querySelector('[aria-current="page"]')?.textContent).toBe('详情');
  });

  test('EmptyState defaults to 暂无检索数据', () => {
    expect(renderToStaticMarkup(<EmptyState />)).toContain('暂无检索数据');
    expect(renderToStaticMarkup(<EmptyState text="暂无商品数据" />)).toContain('暂无商品数据');
  });

  test('second titles follow the service pages', () => {
    expect(secondTitleFor('/inquiryCenter')).toBe('询价篮');
    expect(secondTitleFor('/settlementCenter')).toBe('购物车');
    expect(secondTitleFor('/settlementPage')).toBe('结算页');
    expect(secondTitleFor('/settlementPage/payment/paymentBill')).toBe('订单支付');
    expect(secondTitleFor('/demandsList')).toBe('需求清单');
    expect(secondTitleFor('/successAliPage')).toBe('支付完成');
    expect(secondTitleFor('/methods')).toBeNull();
  });
});
