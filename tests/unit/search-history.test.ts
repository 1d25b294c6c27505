import { addHistory, parseHistory, removeHistory, serializeHistory } from '@/lib/domain/catalog/search/history';
import { SEARCH_HISTORY_COOKIE, SEARCH_HISTORY_DAYS, SEARCH_HISTORY_MAX } from '@/lib/config/constants';
import type { HistoryEntry } from '@/lib/domain/catalog/search';

describe('search history cookie', () => {
  test('constants of spec §9', () => {
    expect(SEARCH_HISTORY_COOKIE).toBe('HISTORY_SEARCH');
    expect(SEARCH_HISTORY_MAX).toBe(5);
    expect(SEARCH_HISTORY_DAYS).toBe(7);
  });

  test('stores two comma-joined strings: keywords and types', () => {
    const v = serializeHistory([
      { keyword: '对乙酰', type: 'all' },
      { keyword: '50-78-2', type: 'product' },
    ]);
    const obj = JSON.parse(v) as { keywords: string; types: string };
    expect(obj.types).toBe('all,product');
    expect(obj.keywords.split(',').map(decodeURIComponent)).toEqual(['对乙酰', '50-78-2']);
  });

  test('a comma inside a keyword survives the round trip', () => {
    const list: HistoryEntry[] = [
      { keyword: '1,2-二氯乙烷', type: 'all' },
      { keyword: 'a%b', type: 'method' },
    ];
    expect(parseHistory(serializeHistory(list))).toEqual(list);
  });

  test('most recent first, distinct keywords, at most 5', () => {
    let h: HistoryEntry[] = [];
    for (const k of ['a', 'b', 'c', 'd', 'e', 'f']) h = addHistory(h, k, 'all');
    expect(h.map((e) => e.keyword)).toEqual(['f', 'e', 'd', 'c', 'b']);
    h = addHistory(h, 'd', 'data');
    expect(h.map((e) => e.keyword)).toEqual(['d', 'f', 'e', 'c', 'b']);
    expect(h[0]!.type).toBe('data');
    expect(h).toHaveLength(5);
  });

  test('blank keywords are not stored; whitespace is collapsed', () => {
    expect(addHistory([], '   ', 'all')).toEqual([]);
    expect(addHistory([], '  对乙酰   氨基酚 ', 'all')).toEqual([{ keyword: '对乙酰 氨基酚', type: 'all' }]);
  });

  test('per-item delete', () => {
    const h = addHistory(addHistory([], 'a', 'all'), 'b', 'all');
    expect(removeHistory(h, 'a')).toEqual([{ keyword: 'b', type: 'all' }]);
  });

  test('garbage cookies read as an empty history; unknown types become all', () => {
    expect(parseHistory(undefined)).toEqual([]);
    expect(parseHistory('')).toEqual([]);
    expect(parseHistory('not json')).toEqual([]);
    expect(parseHistory('{"keywords":5}')).toEqual([]);
    expect(parseHistory('{"keywords":"a,%E0%A4%A,b","types":"x,all,product"}')).toEqual([
      { keyword: 'a', type: 'all' },
      { keyword: 'b', type: 'product' },
    ]);
    expect(parseHistory('{"keywords":"a,a,b"}')).toEqual([
      { keyword: 'a', type: 'all' },
      { keyword: 'b', type: 'all' },
    ]);
  });

  test('a tampered cookie with many entries yields at most 5', () => {
    const v = JSON.stringify({ keywords: 'a,b,c,d,e,f,g', types: '' });
    expect(parseHistory(v)).toHaveLength(5);
  });
});
