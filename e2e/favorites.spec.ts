/**
 * Favourites in use: the heart on a list card favourites the product; 我的收藏 lists it and puts its package into
 * the cart; the heart on the card undoes it.
 */
import { test, expect } from './helpers/fixtures';
import { api, loginDemo, useToken } from './helpers/buyer';

test('heart on a list card → 我的收藏 → 加入购物车; the heart again removes it', async ({ page, request, baseURL }) => {
  const token = await loginDemo(request);
  await useToken(page.context(), baseURL!, token);
  await page.goto('/productCenter/productClassifyList/0?keyword=%E5%AF%B9%E4%B9%99%E9%85%B0');
  const card = page.getByTestId('product-card').first();
  const productId = Number(await card.getAttribute('data-product-id'));
  // Start from "not a favourite".
  await api(request, token, 'user', 'POST', 'userBookMark/favorite/remove', { productId });
  await page.reload();
  const heart = page
    .locator(`[data-testid="product-card"][data-product-id="${productId}"]`)
    .first()
    .getByTestId('card-favorite');
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');

  // Units in the cart (another journey may already have this package there: its quantity then grows).
  const units = async () =>
    (await api<{ num: number }[]>(request, token, 'order', 'GET', 'buy/car/list')).data.reduce((a, r) => a + r.num, 0);
  const before = await units();
  await page.goto('/personalCenter/myCollection');
  const fav = page
    .getByTestId('favorite-card')
    .filter({ has: page.locator(`a[href="/goodsDetail/${productId}"]`) })
    .first();
  await expect(fav).toBeVisible();
  // The first result for 对乙酰 (paracetamol) has priced packages: its card offers 加入购物车.
  await fav.getByTestId('tile-add-cart').click();
  await expect.poll(units).toBeGreaterThan(before);
  await page.goBack();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const status = await api<boolean>(
    request,
    token,
    'user',
    'GET',
    `userBookMark/favorite/status?productId=${productId}`,
  );
  expect(status.data).toBe(false);
});
