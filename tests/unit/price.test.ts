import {
  defaultSkuId,
  formatPrice,
  hasPrice,
  minPrice,
  parsePrice,
  pickSkuId,
  priceLabel,
} from '@/lib/domain/catalog/products/price';
import { NO_PRICE_VALUES } from '@/lib/config/constants';

describe('price rule (spec §5: "0", "?", "0.00" mean no price → 询价)', () => {
  test.each(['0', '?', '？', '0.00', '0.0', '', '   ', ' 0 '])('"%s" is no price', (t) => {
    expect(parsePrice(t)).toBeNull();
  });

  test('every NO_PRICE_VALUES entry is no price', () => {
    for (const v of NO_PRICE_VALUES) expect(parsePrice(v)).toBeNull();
  });

  test('real prices parse, with currency signs and thousands separators', () => {
    expect(parsePrice('580')).toBe(580);
    expect(parsePrice('1980.50')).toBe(1980.5);
    expect(parsePrice('¥1,234.00')).toBe(1234);
    expect(parsePrice('￥ 99')).toBe(99);
    expect(parsePrice('12.345')).toBe(12.35);
    expect(parsePrice(42)).toBe(42);
  });

  test('garbage, negatives and non-numbers are no price (never NaN)', () => {
    for (const t of ['询价', 'abc', '-5', '1.2.3', '1e5', 'NaN', 'Infinity', '12元起'])
      expect(parsePrice(t)).toBeNull();
    expect(parsePrice(null)).toBeNull();
    expect(parsePrice(undefined)).toBeNull();
    expect(parsePrice(0)).toBeNull();
    expect(parsePrice(Number.NaN)).toBeNull();
  });

  test('formatPrice: ¥ with thousands separators and two decimals', () => {
    expect(formatPrice(1234)).toBe('¥1,234.00');
    expect(formatPrice(0.5)).toBe('¥0.50');
    expect(formatPrice(1234567.891)).toBe('¥1,234,567.89');
    expect(formatPrice(580)).toBe('¥580.00');
    expect(formatPrice(999.999)).toBe('¥1,000.00');
  });

  test('priceLabel shows 询价 for no price, minPrice ignores 询价 packages', () => {
    expect(priceLabel(null)).toBe('询价');
    expect(priceLabel(0)).toBe('询价');
    expect(priceLabel(12)).toBe('¥12.00');
    expect(minPrice([null, 300, 120, 0, null])).toBe(120);
    expect(minPrice([null, null])).toBeNull();
    expect(minPrice([])).toBeNull();
    expect(hasPrice(0.01)).toBe(true);
    expect(hasPrice(null)).toBe(false);
  });
});

describe('package choice from ?skuId= (goods page buy box)', () => {
  const skus = [
    { id: 11, price: null, stock: 5 },
    { id: 12, price: 30, stock: 0 },
    { id: 13, price: 80, stock: 2 },
  ];
  it('opens on the first priced, in-stock package when the URL names none', () => {
    expect(defaultSkuId(skus)).toBe(13);
    expect(pickSkuId(skus, null)).toBe(13);
    expect(
      defaultSkuId([
        { id: 1, price: null, stock: 0 },
        { id: 2, price: 5, stock: 0 },
      ]),
    ).toBe(1);
    expect(defaultSkuId([])).toBeNull();
  });
  it('honours a package of this product and ignores foreign or malformed ids', () => {
    expect(pickSkuId(skus, '12')).toBe(12);
    expect(pickSkuId(skus, ['11', '13'])).toBe(11);
    expect(pickSkuId(skus, '999')).toBe(13);
    expect(pickSkuId(skus, '12abc')).toBe(13);
    expect(pickSkuId(skus, '')).toBe(13);
  });
});
