/**
 * Plain category list views from the route cache (issue 16): which list URLs the proxy rewrites to the cached route,
 * and that the cached route reads back the same list state the per-request page would.
 */
import { decide } from '@/lib/proxy/decide';
import { LIST_CACHE_MAX_PAGE, listCacheState, plainListRewrite } from '@/lib/domain/catalog/search/list-cache';
import { listHref, parseListState } from '@/lib/domain/catalog/search/list-state';

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const LIST = '/productCenter/productClassifyList';
const rw = (pathAndQuery: string, cookieView?: string) => {
  const u = new URL(pathAndQuery, 'http://x');
  return plainListRewrite(u.pathname, u.search, cookieView);
};

describe('plainListRewrite: which list views come from the route cache', () => {
  test('a category opened from the menu (categoryName only) → page 1, newest, the remembered view', () => {
    expect(rw(`${LIST}/12?categoryName=${encodeURIComponent('药物杂质')}`)).toBe('/listCache/12/1/newest/cookie-grid');
    expect(rw(`${LIST}/12?categoryName=x`, 'list')).toBe('/listCache/12/1/newest/cookie-list');
    expect(rw(`${LIST}/12`)).toBe('/listCache/12/1/newest/cookie-grid');
    expect(rw(`${LIST}/12/`)).toBe('/listCache/12/1/newest/cookie-grid');
  });

  test('page, sort and a view chosen in the URL are part of the variant; 综合排序 without a keyword is newest', () => {
    expect(rw(`${LIST}/7?pageNo=3&sort=mw_desc&view=list`, 'grid')).toBe('/listCache/7/3/mw_desc/list');
    expect(rw(`${LIST}/7?sort=relevance`)).toBe('/listCache/7/1/newest/cookie-grid');
    expect(rw(`${LIST}/7?sort=name_asc&view=grid`)).toBe('/listCache/7/1/name_asc/grid');
    expect(rw(`${LIST}/7?pageNo=${LIST_CACHE_MAX_PAGE}`)).toBe(
      `/listCache/7/${LIST_CACHE_MAX_PAGE}/newest/cookie-grid`,
    );
  });

  test('searches, filters, unknown or repeated parameters, deep pages, invalid values and category 0 render per request', () => {
    for (const q of [
      `${LIST}/12?keyword=abc`,
      `${LIST}/12?brandIds=1`,
      `${LIST}/12?categoryIds=3`,
      `${LIST}/12?deliverys=${encodeURIComponent('现货')}`,
      `${LIST}/12?packageValues=10mg`,
      `${LIST}/12?utm_source=x`,
      `${LIST}/12?pageNo=2&pageNo=3`,
      `${LIST}/12?pageNo=${LIST_CACHE_MAX_PAGE + 1}`,
      `${LIST}/12?pageNo=0`,
      `${LIST}/12?pageNo=02`,
      `${LIST}/12?pageNo=abc`,
      `${LIST}/12?sort=price`,
      `${LIST}/12?view=table`,
      `${LIST}/0`,
      `${LIST}/0?categoryName=x`,
      `${LIST}`,
      `${LIST}/abc`,
      `${LIST}/12/34`,
      `/productCenter/productDetailList/12`,
    ])
      expect([q, rw(q)]).toEqual([q, null]);
  });
});

describe('listCacheState: the cached route reads the same state as the per-request page', () => {
  test('the variant of a URL gives the list state of that URL (same links, same view)', () => {
    for (const [q, cookie] of [
      ['?categoryName=a', undefined],
      ['?pageNo=4&sort=mw_asc', 'list'],
      ['?sort=name_desc&view=list', 'grid'],
      ['?view=grid&pageNo=2', undefined],
      ['', 'list'],
    ] as const) {
      const u = new URL(`${LIST}/12${q}`, 'http://x');
      const path = plainListRewrite(u.pathname, u.search, cookie)!;
      const [, , cid, pageNo, sort, view] = path.split('/');
      const cached = listCacheState({ cid: cid!, pageNo: pageNo!, sort: sort!, view: view! })!;
      const live = parseListState(12, Object.fromEntries(u.searchParams));
      const fromCache = parseListState(cached.cid, cached.query);
      // The cached variant always carries the category's own name; everything else is the URL's.
      expect(listHref({ ...fromCache, categoryName: '' })).toBe(listHref({ ...live, categoryName: '' }));
      expect(cached.view).toBe(live.view ?? (cookie === 'list' ? 'list' : 'grid'));
    }
  });

  test('invalid path parameters (the route opened directly) are refused', () => {
    const ok = { cid: '12', pageNo: '1', sort: 'newest', view: 'grid' };
    expect(listCacheState(ok)).toMatchObject({ cid: 12, view: 'grid' });
    for (const bad of [
      { cid: '0' },
      { cid: 'x' },
      { pageNo: '0' },
      { pageNo: String(LIST_CACHE_MAX_PAGE + 1) },
      { sort: 'relevance' },
      { sort: 'x' },
      { view: 'cookie-x' },
    ])
      expect(listCacheState({ ...ok, ...bad })).toBeNull();
  });
});

describe('decide(): the proxy rewrites plain list views for reads only, after the mobile redirect', () => {
  const cookies = (init: Record<string, string> = {}) => ({
    get: (n: string) => (n in init ? { value: init[n]! } : undefined),
  });
  const run = (path: string, ua = DESKTOP, c: Record<string, string> = {}, method = 'GET') =>
    decide(new URL(path, 'http://localhost'), new Headers({ 'user-agent': ua }), cookies(c), method);

  test('GET and HEAD of a plain view are rewritten (the remembered view from the cookie)', () => {
    expect(run(`${LIST}/12?categoryName=a`)).toEqual({
      type: 'rewrite',
      location: '/listCache/12/1/newest/cookie-grid',
    });
    expect(run(`${LIST}/12`, DESKTOP, { PRODUCT_VIEW_MODE: 'list' }, 'HEAD')).toEqual({
      type: 'rewrite',
      location: '/listCache/12/1/newest/cookie-list',
    });
  });

  test('a search is not rewritten; a POST is not; a phone still goes to the mobile view', () => {
    expect(run(`${LIST}/12?keyword=a`)).toEqual({ type: 'next' });
    expect(run(`${LIST}/12`, DESKTOP, {}, 'POST')).toEqual({ type: 'next' });
    expect(run(`${LIST}/12`, IPHONE)).toMatchObject({ type: 'redirect' });
  });
});

// Issue 34: spec §2.1 gives a category list's category by query id; /productCenter/productClassifyList?id=5 listed
// every product. Both forms now open the category's list (the query form redirects to the path form).
describe('decide(): a category given by query id', () => {
  const none = { get: () => undefined };
  const run = (path: string, method = 'GET') =>
    decide(new URL(path, 'http://localhost'), new Headers({ 'user-agent': DESKTOP }), none, method);

  test('?id=5 with no category in the path (or 0) goes to the category page, the rest of the query kept', () => {
    expect(run(`${LIST}?id=5`)).toEqual({ type: 'redirect', location: `${LIST}/5`, status: 308 });
    expect(run(`${LIST}/?id=5&pageNo=2&categoryName=%E6%9D%82%E8%B4%A8`)).toEqual({
      type: 'redirect',
      location: `${LIST}/5?pageNo=2&categoryName=%E6%9D%82%E8%B4%A8`,
      status: 308,
    });
    expect(run(`${LIST}/0?id=7&keyword=a`)).toEqual({ type: 'redirect', location: `${LIST}/7?keyword=a`, status: 308 });
  });

  test('a category in the path wins; a bad or repeated id is ignored; a POST is left alone', () => {
    expect(run(`${LIST}/12?id=5`)).toEqual({ type: 'next' }); // the page lists category 12
    expect(run(`${LIST}?id=abc`)).toEqual({ type: 'next' });
    expect(run(`${LIST}?id=5&id=6`)).toEqual({ type: 'next' });
    expect(run(`${LIST}?id=0`)).toEqual({ type: 'next' });
    expect(run(`${LIST}?id=5`, 'POST')).toEqual({ type: 'next' });
  });
});

// Issue 34: product lists show 20 per page where §9's pager default is 10 — a recorded departure, not an accident:
// the page size is its own constant beside the pager's, and the decision record names it.
test('product lists have their own recorded page size; the pager default stays the spec’s 10', async () => {
  const { PAGE_SIZE } = await import('@/lib/config/constants');
  const { LIST_PAGE_SIZE } = await import('@/lib/domain/catalog/search/list-state');
  expect(PAGE_SIZE.pagerDefault).toBe(10);
  expect(LIST_PAGE_SIZE).toBe(PAGE_SIZE.productList);
  const fs = await import('node:fs');
  expect(fs.readFileSync('docs/decisions/search.md', 'utf8')).toMatch(
    /## Page size of product lists[\s\S]*PAGE_SIZE\.productList/,
  );
});
