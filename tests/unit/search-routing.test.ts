import {
  ASSISTANT_SEARCH_INDEX,
  HEADER_SEARCH_TYPES,
  HEADER_SEARCH_TYPES_VARIANT,
  NAV_HANDLE_INDEX,
  SAMPLE_SEARCHES,
  SEARCH_PLACEHOLDER,
  SEARCH_PLACEHOLDER_VARIANT,
  assistantForNavIndex,
  navIndexForAssistant,
  parseNavHandleIndex,
  searchHref,
  submittableKeyword,
} from '@/lib/domain/catalog/search/routing';

describe('header search routing (spec §2.3)', () => {
  test('each type goes to its route with the keyword', () => {
    expect(searchHref('all', '对乙酰')).toBe(`/searchCenter?keyword=${encodeURIComponent('对乙酰')}`);
    expect(searchHref('product', '50-78-2')).toBe('/productCenter/productClassifyList/0?keyword=50-78-2');
    expect(searchHref('method', '布洛芬')).toBe(`/searchCenter/methodsSeach?keyword=${encodeURIComponent('布洛芬')}`);
    expect(searchHref('data', 'GB 5009.3')).toBe('/searchCenter/dataSearchofStandard?keyword=GB%205009.3');
    expect(searchHref('standard', 'GB 5009.3')).toBe('/searchCenter/SearchStandardNumber?keyword=GB%205009.3');
  });

  test('an empty keyword does nothing', () => {
    expect(searchHref('all', '')).toBeNull();
    expect(searchHref('all', '   ')).toBeNull();
    expect(searchHref('product', null)).toBeNull();
    expect(submittableKeyword(' a  b ')).toBe('a b');
  });

  test('keywords are URL-encoded (& and # cannot break the query)', () => {
    expect(searchHref('all', 'a&b#c')).toBe('/searchCenter?keyword=a%26b%23c');
  });

  test('the type selector offers 标准 only in the variant; placeholders', () => {
    expect(HEADER_SEARCH_TYPES).toEqual(['all', 'product', 'method', 'data']);
    expect(HEADER_SEARCH_TYPES_VARIANT).toContain('standard');
    expect(SEARCH_PLACEHOLDER).toBe('请输入货号、CAS号、分子式或标准号');
    expect(SEARCH_PLACEHOLDER_VARIANT).toBe('请输入名称、货号、CAS号或品牌');
    expect(SAMPLE_SEARCHES).toHaveLength(4);
  });

  test('assistant header numbers and navHandleIndex tabs', () => {
    expect(ASSISTANT_SEARCH_INDEX).toEqual({ all: 0, methods: 1, products: 2, data: 3 });
    expect(NAV_HANDLE_INDEX).toEqual({ all: 0, product: 0, method: 2, standard: 3, data: 4 });
    expect(navIndexForAssistant(0)).toBe(0);
    expect(navIndexForAssistant(1)).toBe(2);
    expect(navIndexForAssistant(2)).toBe(0);
    expect(navIndexForAssistant(3)).toBe(4);
    expect(assistantForNavIndex(2)).toBe(1);
    expect(assistantForNavIndex(4)).toBe(3);
  });

  test('navHandleIndex parsing: 0, 2, 3, 4; anything else 0', () => {
    expect(parseNavHandleIndex('2')).toBe(2);
    expect(parseNavHandleIndex('3')).toBe(3);
    expect(parseNavHandleIndex(['4'])).toBe(4);
    expect(parseNavHandleIndex('1')).toBe(0);
    expect(parseNavHandleIndex('x')).toBe(0);
    expect(parseNavHandleIndex(undefined)).toBe(0);
  });
});
