import { cjkGrams, queryTerms, searchText, searchTokens } from '@/lib/domain/catalog/search/tokens';
import {
  effectiveSort,
  listHref,
  sortOptions,
  parseCategorySegment,
  parseListState,
  toListQuery,
  truncateLabel,
} from '@/lib/domain/catalog/search/list-state';
import { packageSizeKey } from '@/lib/domain/catalog/search/facets';

describe('search tokens', () => {
  test('CJK unigrams and bigrams, lower-case Latin words', () => {
    expect(cjkGrams('对乙酰')).toEqual(['对', '对乙', '乙', '乙酰', '酰']);
    const t = searchTokens('对乙酰氨基酚 Paracetamol RS-1001');
    expect(t).toEqual(expect.arrayContaining(['对乙', '氨基', '酚', 'paracetamol', 'rs', '1001']));
    expect(t).not.toContain('Paracetamol');
  });

  test('search_text is lower-case NFKC, parts joined and de-duplicated', () => {
    expect(searchText(['RS-1001', 'Ａｓｐｉｒｉｎ', ['aspirin', null, '乙酰水杨酸'], undefined])).toBe(
      'rs-1001 | aspirin | 乙酰水杨酸',
    );
  });

  test('query terms: CJK needs its bigrams and a substring; short Latin terms need a whole word', () => {
    expect(queryTerms('对乙酰')).toEqual([
      { term: '对乙酰', tokens: ['对乙', '乙酰'], like: '对乙酰', latinOnly: false },
    ]);
    expect(queryTerms('酚')).toEqual([{ term: '酚', tokens: ['酚'], like: null, latinOnly: false }]);
    // two CJK characters: the bigram token alone is exact
    expect(queryTerms('杂质')).toEqual([{ term: '杂质', tokens: ['杂质'], like: null, latinOnly: false }]);
    expect(queryTerms('杂质k')[0]).toMatchObject({ tokens: ['杂质'], like: '杂质k' });
    expect(queryTerms('Acetam')).toEqual([{ term: 'acetam', tokens: [], like: 'acetam', latinOnly: true }]);
    expect(queryTerms('k')[0]).toMatchObject({ tokens: ['k'], like: null });
    expect(queryTerms('a b  a')).toHaveLength(2);
  });

  test('every query bigram of a stored name is among its tokens (partial Chinese names match)', () => {
    const stored = new Set(searchTokens(searchText(['对乙酰氨基酚杂质K'])));
    for (const q of ['对乙酰', '氨基酚杂质', '杂质k'])
      for (const t of queryTerms(q)[0]!.tokens) expect(stored.has(t)).toBe(true);
  });
});

describe('product list URL state', () => {
  test('parses filters, sort, page and view; ignores garbage', () => {
    const s = parseListState(3, {
      keyword: ' 对乙酰 ',
      sort: 'mw_desc',
      brandIds: '1,2,x,2',
      categoryIds: '5',
      deliverys: '现货,1-3天',
      packageValues: '10mg',
      pageNo: '2',
      view: 'list',
    });
    expect(s).toMatchObject({
      categoryId: 3,
      keyword: '对乙酰',
      sort: 'mw_desc',
      brandIds: [1, 2],
      categoryIds: [5],
      deliverys: ['现货', '1-3天'],
      packageValues: ['10mg'],
      pageNo: 2,
      view: 'list',
    });
    expect(parseListState(0, { sort: 'bogus', pageNo: '-1', view: 'huge' })).toMatchObject({
      sort: null,
      pageNo: 1,
      view: null,
    });
  });

  test('default sort: newest; after a keyword search relevance (综合排序), which is offered only then', () => {
    expect(effectiveSort({ sort: null, keyword: '' })).toBe('newest');
    expect(effectiveSort({ sort: null, keyword: 'x' })).toBe('relevance');
    expect(effectiveSort({ sort: 'name_asc', keyword: 'x' })).toBe('name_asc');
    expect(effectiveSort({ sort: 'mw_asc', keyword: 'x' })).toBe('mw_asc');
    expect(effectiveSort({ sort: 'relevance', keyword: '' })).toBe('newest');
    expect(sortOptions('x').map((o) => o.label)).toEqual([
      '综合排序',
      '名称升序',
      '名称降序',
      '分子量升序',
      '分子量降序',
      '最新',
    ]);
    expect(sortOptions('x')[0]!.value).toBe('relevance');
    expect(sortOptions('').map((o) => o.value)).not.toContain('relevance');
    // 名称升序 after a keyword search is a real choice kept in the URL (it sorts by name)
    const byName = listHref(parseListState(0, { keyword: 'x' }), { sort: 'name_asc' });
    expect(byName).toContain('sort=name_asc');
    expect(toListQuery(parseListState(0, new URL(byName, 'http://x').searchParams)).sort).toBe('name_asc');
    expect(toListQuery(parseListState(0, { keyword: 'x' })).sort).toBe('relevance');
  });

  test('the URL reproduces the state (round trip), defaults left out', () => {
    const s = parseListState(7, {
      keyword: '对乙酰',
      brandIds: '1,2',
      deliverys: '现货',
      pageNo: '3',
      sort: 'mw_asc',
      categoryName: '杂质',
    });
    const href = listHref(s);
    const u = new URL(href, 'http://x');
    expect(u.pathname).toBe('/productCenter/productClassifyList/7');
    const back = parseListState(7, u.searchParams);
    expect(back).toEqual(s);
    expect(toListQuery(back)).toEqual(toListQuery(s));
    expect(listHref(parseListState(0, {}))).toBe('/productCenter/productClassifyList/0');
    expect(listHref(parseListState(0, { keyword: 'x', sort: 'relevance' }))).toBe(
      '/productCenter/productClassifyList/0?keyword=x',
    );
  });

  test('changing a filter or the sort resets the page; the view does not', () => {
    const s = parseListState(0, { pageNo: '4' });
    expect(listHref(s, { sort: 'mw_desc' })).not.toContain('pageNo');
    expect(listHref(s, { brandIds: [1] })).not.toContain('pageNo');
    expect(listHref(s, { view: 'list' })).toContain('pageNo=4');
  });

  test('category segment', () => {
    expect(parseCategorySegment(undefined)).toBe(0);
    expect(parseCategorySegment(['0'])).toBe(0);
    expect(parseCategorySegment(['12'])).toBe(12);
    expect(parseCategorySegment(['x'])).toBeNull();
    expect(parseCategorySegment(['1', '2'])).toBeNull();
  });

  test('chosen labels are truncated at 20 characters', () => {
    expect(truncateLabel('一二三四五六七八九十一二三四五六七八九十')).toBe('一二三四五六七八九十一二三四五六七八九十');
    expect(truncateLabel('一二三四五六七八九十一二三四五六七八九十多')).toBe(
      '一二三四五六七八九十一二三四五六七八九十…',
    );
  });

  test('package sizes sort by amount', () => {
    const list = ['1g', '100mg', '10mg', '1ml', '5mg', 'kit'];
    list.sort((a, b) => {
      const x = packageSizeKey(a);
      const y = packageSizeKey(b);
      return x[0] - y[0] || x[1] - y[1];
    });
    expect(list).toEqual(['5mg', '10mg', '100mg', '1g', '1ml', 'kit']);
  });
});
