import { pastLastPageHref } from '@/lib/domain/catalog/search/page-params';

describe('pastLastPageHref (a page number past the end goes to the last page)', () => {
  test('past the end: the last page, other query parameters kept', () => {
    expect(pastLastPageHref('/standard', { keyword: 'GB', status: '现行', pageNo: '99' }, 11, 10, 99)).toBe(
      '/standard?keyword=GB&status=%E7%8E%B0%E8%A1%8C&pageNo=2',
    );
  });
  test('the last page is page 1: no pageNo in the URL', () => {
    expect(pastLastPageHref('/newsInformation', { pageNo: '5' }, 7, 10, 5)).toBe('/newsInformation');
  });
  test('in range, or an empty list: stay (null)', () => {
    expect(pastLastPageHref('/standard', { pageNo: '2' }, 11, 10, 2)).toBeNull();
    expect(pastLastPageHref('/standard', { pageNo: '3' }, 0, 10, 3)).toBeNull();
  });
});
