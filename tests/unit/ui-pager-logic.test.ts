import { clampPage, lastPage, pageHref, pageWindow, parseJump, toSearchParams } from '@/components/ui/pager-logic';

describe('pager logic', () => {
  test('lastPage: ceil(total / size), at least 1', () => {
    expect(lastPage(0, 10)).toBe(1);
    expect(lastPage(1, 10)).toBe(1);
    expect(lastPage(10, 10)).toBe(1);
    expect(lastPage(11, 10)).toBe(2);
    expect(lastPage(1_000_000, 10)).toBe(100_000);
    expect(lastPage(5, 0)).toBe(1);
  });

  test('clampPage: garbage and out-of-range pages land on 1..last', () => {
    expect(clampPage('abc', 5)).toBe(1);
    expect(clampPage(-3, 5)).toBe(1);
    expect(clampPage('3', 5)).toBe(3);
    expect(clampPage(99, 5)).toBe(5);
    expect(clampPage(undefined, 5)).toBe(1);
  });

  test('pageWindow shows first, last, neighbours and gaps', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
    expect(pageWindow(10, 10)).toEqual([1, 'gap', 5, 6, 7, 8, 9, 10]);
    expect(pageWindow(50, 100)).toEqual([1, 'gap', 48, 49, 50, 51, 52, 'gap', 100]);
    // a gap never hides exactly one page
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap', 10]);
    expect(pageWindow(6, 10)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 9, 10]);
  });

  test('pageWindow always contains the current page exactly once', () => {
    for (let last = 1; last <= 30; last++) {
      for (let cur = 1; cur <= last; cur++) {
        const w = pageWindow(cur, last);
        expect(w.filter((x) => x === cur)).toHaveLength(1);
        expect(w[0]).toBe(1);
        expect(w[w.length - 1]).toBe(last);
        const nums = w.filter((x): x is number => x !== 'gap');
        expect([...nums].sort((a, b) => a - b)).toEqual(nums);
      }
    }
  });

  test('parseJump accepts only an integer from 1 to last', () => {
    expect(parseJump('3', 5)).toBe(3);
    expect(parseJump(' 5 ', 5)).toBe(5);
    expect(parseJump('1', 1)).toBe(1);
    expect(parseJump('0', 5)).toBeNull();
    expect(parseJump('6', 5)).toBeNull();
    expect(parseJump('-1', 5)).toBeNull();
    expect(parseJump('2.5', 5)).toBeNull();
    expect(parseJump('1e1', 50)).toBeNull();
    expect(parseJump('abc', 5)).toBeNull();
    expect(parseJump('', 5)).toBeNull();
  });

  test('pageHref keeps other query params and drops the page param on page 1', () => {
    const sp = { keyword: '咖啡因', brandIds: ['1', '2'], pageNo: '4' };
    expect(pageHref('/searchCenter', sp, 2)).toBe(
      '/searchCenter?keyword=%E5%92%96%E5%95%A1%E5%9B%A0&brandIds=1&brandIds=2&pageNo=2',
    );
    expect(pageHref('/searchCenter', sp, 1)).toBe(
      '/searchCenter?keyword=%E5%92%96%E5%95%A1%E5%9B%A0&brandIds=1&brandIds=2',
    );
    expect(pageHref('/news', undefined, 1)).toBe('/news');
    expect(pageHref('/news', new URLSearchParams('page=3&x=1'), 7, 'page')).toBe('/news?page=7&x=1');
    expect(toSearchParams({ a: undefined, b: 'x' }).toString()).toBe('b=x');
  });
});
