import { docNo } from '@/lib/kernel/doc-no';
import {
  chinaDateAfter,
  chinaDateTime,
  chinaMidnight,
  chinaStamp,
  chinaTimestamp,
  todayInChina,
} from '@/lib/kernel/time';

// 2026-11-28 23:30:05 UTC is already 2026-11-29 07:30:05 in China: the number carries China's date.
const AT = new Date('2026-11-28T23:30:05Z');

test('document numbers keep their formats (prefix, China date or date-time, random digits)', () => {
  expect(docNo('SO', AT)).toMatch(/^SO20261129073005\d{6}$/);
  expect(docNo('IQ', AT)).toMatch(/^IQ20261129\d{8}$/);
  for (const p of ['AS', 'IV', 'RF', 'CS'] as const) expect(docNo(p, AT)).toMatch(new RegExp(`^${p}20261129\\d{6}$`));
});

test('the random part varies', () => {
  const seen = new Set(Array.from({ length: 50 }, () => docNo('SO', AT)));
  expect(seen.size).toBeGreaterThan(45);
});

test('China time is UTC+8 whatever the server zone', () => {
  expect(todayInChina(AT)).toBe('2026-11-29');
  expect(todayInChina(new Date('2026-11-28T15:59:59Z'))).toBe('2026-11-28');
  expect(chinaStamp(AT, true)).toBe('20261129073005');
  expect(chinaDateAfter(3, AT)).toBe('2026-12-02');
});

test('China timestamps and day boundaries', () => {
  expect(chinaTimestamp(AT)).toBe('2026-11-29 07:30:05');
  expect(chinaDateTime(AT)).toBe('2026-11-29 07:30');
  expect(chinaMidnight('2026-11-29').toISOString()).toBe('2026-11-28T16:00:00.000Z');
  expect(chinaMidnight('2026-11-29').getTime()).toBe(new Date('2026-11-29T00:00:00+08:00').getTime());
  expect(Number.isNaN(chinaMidnight('not a day').getTime())).toBe(true);
});
