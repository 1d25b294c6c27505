/** Footprints are grouped by their China-time day, keeping newest first. */
import { groupByDay } from '../../components/account/center/BrowsingHistory';
import type { HistoryDTO } from '../../lib/api/endpoints/profile';

const row = (productId: number, viewedAt: string): HistoryDTO => ({
  productId,
  viewedAt,
  catalogNo: `C${productId}`,
  name: `对照品${productId}`,
  nameEn: '',
  cas: null,
  formula: null,
  imgUrl: null,
  minPrice: null,
  onSale: true,
});

test('days in China time: 16:30 UTC is already the next day in Shanghai', () => {
  const groups = groupByDay([
    row(1, '2026-11-24T16:30:00Z'),
    row(2, '2026-11-24T15:59:00Z'),
    row(3, '2026-11-24T01:00:00Z'),
  ]);
  expect(groups.map((g) => [g.day, g.rows.map((r) => r.productId)])).toEqual([
    ['2026-11-25', [1]],
    ['2026-11-24', [2, 3]],
  ]);
});
