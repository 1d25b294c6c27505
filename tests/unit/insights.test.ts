/**
 * The pure side of insights: how a storefront query becomes a (kind, query) pair, which searches count, date ranges
 * and zero-filled series, rates, the de-duplication memory and the counter buffer that merges events per product and day.
 */
import { INSIGHTS } from '@/lib/config/constants';
import { classifyQuery } from '@/lib/domain/catalog/search/query';
import {
  addDays,
  daysIn,
  defaultRange,
  fillDays,
  isDay,
  pct,
  rangeQuery,
  rate,
  resolveRange,
  sumSeries,
  today,
} from '@/lib/domain/operations/insights/aggregate';
import { InsightsBuffer, SeenKeys, dayOf, searchKey } from '@/lib/domain/operations/insights/buffer';
import {
  SEARCH_GROUPS,
  SEARCH_LOG_KINDS,
  isSearchGroup,
  kindsOf,
  productSearchEntry,
  searchLogEntry,
  structureLogKind,
} from '@/lib/domain/operations/insights/kinds';

const entry = (s: string) => searchLogEntry(classifyQuery(s));

describe('search log entries', () => {
  test('identifiers in canonical form, so one substance is one row however it was typed', () => {
    expect(entry('50-00-0')).toEqual({ kind: 'cas', query: '50-00-0' });
    expect(entry('50000')).toEqual({ kind: 'cas', query: '50-00-0' });
    expect(entry('CAS: 50-00-0')).toEqual({ kind: 'cas', query: '50-00-0' });
    expect(entry('h9c8no2')).toEqual({ kind: 'formula', query: 'C8H9NO2' });
    expect(entry('rs-00123')).toEqual({ kind: 'code', query: 'RS-00123' });
    expect(entry('RZVAJINKPMORJF-UHFFFAOYSA-N')).toEqual({ kind: 'inchikey', query: 'RZVAJINKPMORJF-UHFFFAOYSA-N' });
    expect(entry('gb 5009.3-2016')).toEqual({ kind: 'standard', query: 'GB 5009.3-2016' });
  });

  test('names are lower-cased keywords; a CAS with a wrong check digit is a typo, logged as a keyword', () => {
    expect(entry('  Aspirin   Impurity ')).toEqual({ kind: 'keyword', query: 'aspirin impurity' });
    expect(entry('对乙酰氨基酚')).toEqual({ kind: 'keyword', query: '对乙酰氨基酚' });
    expect(entry('103-90-3')).toEqual({ kind: 'keyword', query: '103-90-3' });
    expect(entry('')).toBeNull();
    expect(entry('x'.repeat(500))!.query).toHaveLength(INSIGHTS.queryMax);
  });

  test('structure modes', () => {
    expect([structureLogKind('exact'), structureLogKind('substructure'), structureLogKind('similarity')]).toEqual([
      'structure-exact',
      'structure-sub',
      'structure-sim',
    ]);
  });

  test('only a buyer search counts: a keyword, the first page, nothing narrowing it', () => {
    expect(productSearchEntry({ keyword: '50-00-0' })).toEqual({ kind: 'cas', query: '50-00-0' });
    expect(productSearchEntry({ keyword: '50-00-0', pageNo: 1, categoryId: 0, brandIds: [] })).not.toBeNull();
    expect(productSearchEntry({ keyword: '50-00-0', pageNo: 2 })).toBeNull();
    expect(productSearchEntry({ keyword: '50-00-0', categoryId: 12 })).toBeNull();
    expect(productSearchEntry({ keyword: '50-00-0', brandIds: [3] })).toBeNull();
    expect(productSearchEntry({ keyword: '50-00-0', deliverys: ['现货'] })).toBeNull();
    expect(productSearchEntry({ keyword: '   ' })).toBeNull();
    expect(productSearchEntry({})).toBeNull();
  });

  test('groups of the zero-result report cover every kind exactly once', () => {
    const all = Object.values(SEARCH_GROUPS).flatMap((g) => g.kinds);
    expect([...all].sort()).toEqual([...SEARCH_LOG_KINDS].sort());
    expect(kindsOf('structure')).toEqual(['structure-exact', 'structure-sub', 'structure-sim']);
    expect(kindsOf(null)).toBe(SEARCH_LOG_KINDS);
    expect([isSearchGroup('cas'), isSearchGroup('toString'), isSearchGroup('nope'), isSearchGroup(1)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});

describe('date ranges', () => {
  const T = '2026-11-30';

  test('presets end today; the default is 30 days', () => {
    expect(resolveRange({ days: 7 }, T)).toEqual({
      ok: true,
      range: { from: '2026-11-24', to: T, days: 7, preset: 7 },
    });
    expect(resolveRange({ days: '90' }, T)).toEqual({
      ok: true,
      range: { from: '2026-09-02', to: T, days: 90, preset: 90 },
    });
    expect(resolveRange({ days: 14 }, T)).toMatchObject({ ok: true, range: { days: 14, preset: null } });
    expect(resolveRange({}, T)).toEqual({ ok: true, range: defaultRange(T) });
    expect(defaultRange(T)).toEqual({ from: '2026-11-01', to: T, days: 30, preset: 30 });
  });

  test('explicit days, both ends included, across months and a leap day', () => {
    expect(resolveRange({ from: '2028-02-27', to: '2028-03-01' }, T)).toEqual({
      ok: true,
      range: { from: '2028-02-27', to: '2028-03-01', days: 4, preset: null },
    });
    expect(resolveRange({ from: '2026-11-30', to: '2026-11-30' }, T)).toMatchObject({ ok: true, range: { days: 1 } });
    expect(resolveRange({ from: '2026-11-20' }, T)).toMatchObject({
      ok: true,
      range: { from: '2026-11-20', to: T, days: 11 },
    });
    expect(resolveRange({ to: '2026-10-31' }, T)).toMatchObject({
      ok: true,
      range: { from: '2026-10-02', to: '2026-10-31', days: 30 },
    });
  });

  test('bad input gets the Chinese message', () => {
    expect(resolveRange({ from: '2026-02-30', to: T }, T)).toEqual({
      ok: false,
      message: '日期格式不正确（YYYY-MM-DD）',
    });
    expect(resolveRange({ from: '2026/11/01' }, T)).toMatchObject({ ok: false });
    expect(resolveRange({ from: '2026-11-10', to: '2026-11-01' }, T)).toEqual({
      ok: false,
      message: '开始日期不能晚于结束日期',
    });
    expect(resolveRange({ from: '2025-01-01', to: T }, T)).toEqual({ ok: false, message: '时间范围不能超过 366 天' });
    for (const days of [0, -3, 1.5, 367, 'x'])
      expect(resolveRange({ days }, T)).toEqual({ ok: false, message: '天数须为 1-366 的整数' });
  });

  test('day arithmetic and validation', () => {
    expect([isDay('2026-02-28'), isDay('2026-02-29'), isDay('2028-02-29'), isDay('2026-1-01'), isDay(null)]).toEqual([
      true,
      false,
      true,
      false,
      false,
    ]);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysIn('2026-01-01', '2026-12-31')).toBe(365);
    expect(rangeQuery({ from: 'a', to: 'b', days: 3, preset: null })).toEqual({ from: 'a', to: 'b' });
    expect(rangeQuery(defaultRange(T))).toEqual({ days: '30' });
  });

  test('calendar days are Beijing time', () => {
    expect(dayOf(new Date('2026-11-30T15:59:59Z'))).toBe('2026-11-30');
    expect(dayOf(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12-01');
    expect(today(new Date('2026-12-31T16:30:00Z'))).toBe('2027-01-01');
  });
});

describe('series and rates', () => {
  test('one point per day, in order, zeros where nothing happened', () => {
    const range = { from: '2026-11-28', to: '2026-12-02', days: 5, preset: null };
    const rows = [
      { day: '2026-12-01', orders: 2, amountFen: 38150 },
      { day: '2026-11-28', orders: 1, amountFen: 5500 },
      { day: '2026-11-01', orders: 9, amountFen: 1 }, // outside the range: not drawn
    ];
    const filled = fillDays(range, rows, (day) => ({ day, orders: 0, amountFen: 0 }));
    expect(filled.map((d) => [d.day, d.orders, d.amountFen])).toEqual([
      ['2026-11-28', 1, 5500],
      ['2026-11-29', 0, 0],
      ['2026-11-30', 0, 0],
      ['2026-12-01', 2, 38150],
      ['2026-12-02', 0, 0],
    ]);
    // Money stays integer fen: 0.1 + 0.2 style float sums cannot happen.
    expect(sumSeries(filled, ['orders', 'amountFen'])).toEqual({ orders: 3, amountFen: 43650 });
  });

  test('rates have no value without a base', () => {
    expect(rate(3, 40)).toBe(0.075);
    expect(rate(1, 0)).toBeNull();
    expect([pct(0.075), pct(1 / 3), pct(0), pct(null)]).toEqual(['7.5%', '33.3%', '0.0%', '-']);
  });
});

describe('recording buffer', () => {
  test('the same search by the same session or IP counts once within the window, then again', () => {
    let t = 1_000_000;
    const seen = new SeenKeys(100, () => t);
    const k = searchKey('cas', '50-00-0', 'tok-a');
    expect(seen.firstTime(k, 30_000)).toBe(true);
    expect(seen.firstTime(k, 30_000)).toBe(false);
    expect(seen.firstTime(searchKey('cas', '50-00-0', 'tok-b'), 30_000)).toBe(true);
    expect(seen.firstTime(searchKey('keyword', '50-00-0', 'tok-a'), 30_000)).toBe(true);
    t += 30_001;
    expect(seen.firstTime(k, 30_000)).toBe(true);
  });

  test('the memory is bounded (oldest keys go first)', () => {
    const t = 0;
    const seen = new SeenKeys(50, () => t);
    for (let i = 0; i < 500; i++) seen.firstTime(`k${i}`, 60_000);
    expect(seen.size).toBeLessThanOrEqual(50);
    expect(seen.firstTime('k499', 60_000)).toBe(false);
    expect(seen.firstTime('k0', 60_000)).toBe(true);
  });

  test('counters merge per product and day and drain in a fixed order', () => {
    const b = new InsightsBuffer('db');
    const day1 = new Date('2026-11-30T03:00:00Z');
    const day2 = new Date('2026-11-30T17:00:00Z'); // 01:00 on 12-01 in Beijing
    b.addCount(9, 'views', 1, day1);
    b.addCount(9, 'views', 1, day1);
    b.addCount(9, 'carts', 1, day1);
    b.addCount(3, 'orders', 1, day2);
    b.addCount(9, 'views', 4, day2);
    b.addSearch({ kind: 'cas', query: '50-00-0', resultCount: 0, userId: null, token: null, at: day1 });
    expect(b.size).toBe(6);
    const d = b.drain();
    expect(d.target).toBe('db');
    expect(d.counters).toEqual([
      { productId: 3, day: '2026-12-01', views: 0, carts: 0, orders: 1 },
      { productId: 9, day: '2026-11-30', views: 2, carts: 1, orders: 0 },
      { productId: 9, day: '2026-12-01', views: 4, carts: 0, orders: 0 },
    ]);
    expect(d.searches).toHaveLength(1);
    expect(b.size).toBe(0);
    expect(b.drain()).toEqual({ target: 'db', searches: [], counters: [] });
  });

  test('a full buffer drops new events instead of growing', () => {
    const b = new InsightsBuffer(null);
    const at = new Date();
    let accepted = 0;
    for (let i = 0; i < INSIGHTS.bufferMax; i++) if (b.addCount(1, 'views', 1, at)) accepted++;
    expect(accepted).toBe(INSIGHTS.bufferMax);
    expect(b.addCount(1, 'views', 1, at)).toBe(false);
    expect(b.addSearch({ kind: 'keyword', query: 'x', resultCount: 0, userId: null, token: null, at })).toBe(false);
    expect(b.dropped).toBe(2);
    expect(b.drain().counters).toEqual([
      { productId: 1, day: dayOf(at), views: INSIGHTS.bufferMax, carts: 0, orders: 0 },
    ]);
    expect(b.addCount(1, 'views', 1, at)).toBe(true);
  });
});
