/** Method pages: "add all" puts every packaged item in the basket, but only priced ones in the cart (spec §5 询价). */
import { addAllMessage, addAllPlan, type AddAllItem } from '../../components/methods/AddAllButtons';

const item = (productId: number, skuId: number | null, price: number | null): AddAllItem => ({
  productId,
  skuId,
  name: `P${productId}`,
  price,
  src: null,
  packageValue: skuId ? '10mg' : null,
});

describe('method page: add all', () => {
  const items = [item(1, 11, 380), item(2, 21, null), item(3, 31, 0), item(4, null, null), item(5, 51, 120.5)];

  test('the basket takes every packaged item, the cart only priced ones (0 or no price = 询价)', () => {
    const plan = addAllPlan(items);
    expect(plan.basket.map((i) => i.productId)).toEqual([1, 2, 3, 5]);
    expect(plan.cart.map((i) => i.productId)).toEqual([1, 5]);
    expect(plan.noPackage).toBe(1);
    expect(plan.inquiryOnly).toBe(2);
  });

  test('the toast says how many were added and why the rest were not', () => {
    const plan = addAllPlan(items);
    expect(addAllMessage('cart', plan)).toBe('已加入购物车：共 2 种（未加入：1 种暂无包装、2 种暂无价格需询价）');
    expect(addAllMessage('basket', plan)).toMatch(/：共 4 种（未加入：1 种暂无包装）$/);
    expect(addAllMessage('cart', addAllPlan([item(1, 11, 10)]))).toMatch(/：共 1 种$/);
  });
});
