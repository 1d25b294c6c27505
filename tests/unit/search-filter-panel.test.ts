import {
  emitOf,
  filterPanelReducer,
  initFilterPanel,
  parseTypeIds,
  showKeywordBox,
  stripKeyword,
} from '@/lib/domain/catalog/search/filter-panel';

describe('classification filter panel (spec §2.3)', () => {
  test('the keyword box shows only when the route has no keyword', () => {
    expect(showKeywordBox(initFilterPanel(''))).toBe(true);
    expect(showKeywordBox(initFilterPanel(null))).toBe(true);
    expect(showKeywordBox(initFilterPanel('布洛芬'))).toBe(false);
  });

  test('commas and spaces are stripped from the typed keyword', () => {
    expect(stripKeyword(' 布洛芬, 杂质，A ')).toBe('布洛芬杂质A');
    const s = filterPanelReducer(initFilterPanel(''), { type: 'keyword', value: 'ibu profen,' });
    expect(emitOf(s)).toEqual({ keyword: 'ibuprofen', typeIds: [] });
  });

  test('toggles emit keyword and typeIds', () => {
    let s = initFilterPanel('布洛芬');
    s = filterPanelReducer(s, { type: 'toggle', id: 2 });
    s = filterPanelReducer(s, { type: 'toggle', id: 5 });
    expect(emitOf(s)).toEqual({ keyword: '布洛芬', typeIds: [2, 5] });
    s = filterPanelReducer(s, { type: 'toggle', id: 2 });
    expect(emitOf(s)).toEqual({ keyword: '布洛芬', typeIds: [5] });
  });

  test('typing is ignored while the route supplies the keyword', () => {
    const s = filterPanelReducer(initFilterPanel('布洛芬'), { type: 'keyword', value: 'x' });
    expect(emitOf(s).keyword).toBe('布洛芬');
  });

  test('clear resets typeIds and the typed keyword', () => {
    let s = initFilterPanel('', [1, 2], 'abc');
    s = filterPanelReducer(s, { type: 'clear' });
    expect(emitOf(s)).toEqual({ keyword: '', typeIds: [] });
  });

  test('clear keeps the keyword the route supplies', () => {
    let s = initFilterPanel('布洛芬', [1, 2]);
    s = filterPanelReducer(s, { type: 'clear' });
    expect(emitOf(s)).toEqual({ keyword: '布洛芬', typeIds: [] });
  });

  test('a change of the route keyword resets chosen types', () => {
    let s = initFilterPanel('布洛芬', [1, 2]);
    s = filterPanelReducer(s, { type: 'routeKeyword', value: '布洛芬' });
    expect(s.typeIds).toEqual([1, 2]);
    s = filterPanelReducer(s, { type: 'routeKeyword', value: '阿司匹林' });
    expect(emitOf(s)).toEqual({ keyword: '阿司匹林', typeIds: [] });
    s = filterPanelReducer(filterPanelReducer(s, { type: 'toggle', id: 3 }), { type: 'routeKeyword', value: '' });
    expect(s.typeIds).toEqual([]);
    expect(showKeywordBox(s)).toBe(true);
  });

  test('typeIds from the URL', () => {
    expect(parseTypeIds('1,3,x,3,-2,0')).toEqual([1, 3]);
    expect(parseTypeIds(['1', '2'])).toEqual([1, 2]);
    expect(parseTypeIds(undefined)).toEqual([]);
  });
});
