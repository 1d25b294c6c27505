/**
 * Issue 34: the phone view labelled a stock-0 package 现货 where the desktop said 缺货. Every view now reads its label
 * from lib/domain/catalog/products/stock.ts.
 */
import { deliveryLabel, stockLabel } from '@/lib/domain/catalog/products/stock';

describe('stock labels', () => {
  it('units in stock are 现货 N', () => {
    expect(stockLabel({ stock: 3, delivery: '现货' })).toBe('现货 3');
    expect(deliveryLabel({ stock: 3, delivery: '现货' })).toBe('现货');
  });
  it('a sold-out stock-kept package is 缺货, never 现货', () => {
    expect(stockLabel({ stock: 0, delivery: '现货' })).toBe('缺货');
    expect(deliveryLabel({ stock: 0, delivery: '现货' })).toBe('缺货');
    expect(stockLabel({ stock: 0, delivery: null })).toBe('缺货');
  });
  it('a made-to-order package shows its lead time', () => {
    expect(stockLabel({ stock: 0, delivery: '1-2周' })).toBe('1-2周');
    expect(deliveryLabel({ stock: 0, delivery: '定制' })).toBe('定制');
  });
});
