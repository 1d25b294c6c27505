/**
 * Points mall journey (issue 13 item 5): a guest sees the gifts (零售礼品卡 among them) with 登录后兑换, which opens the
 * login popup; the demo buyer (seeded with welcome points) opens /pointsMallCenter, redeems a gift it can afford,
 * clicks the confirm button twice in a row, and the balance on /personalCenter/myIntegral has dropped by exactly the
 * gift's cost, once: one ledger row, one redemption, one unit of stock.
 */
import { test, expect, type Page } from './helpers/fixtures';
import { api, loginDemo, useToken } from './helpers/buyer';
import { GUIDE_COOKIE } from '../lib/config/constants';
import { POINTS_MSG } from '../lib/config/messages';

type Gift = { id: number; name: string; cost: number; stock: number };
type PointsPage = { balance: number; list: { reason: string; delta: number }[] };

/** The balance shown on /personalCenter/myIntegral. */
async function shownBalance(page: Page): Promise<number> {
  await page.goto('/personalCenter/myIntegral');
  const el = page.getByTestId('points-balance');
  await expect(el).toHaveText(/^\d+$/);
  return Number(await el.textContent());
}

test('guest: the gifts are listed and 登录后兑换 opens the login popup', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: GUIDE_COOKIE, value: '1', url: baseURL! }]);
  await page.goto('/pointsMallCenter');
  const cards = page.getByTestId('gift-card');
  await expect(cards.filter({ hasText: '零售礼品卡' })).toHaveCount(1);
  await expect(cards.first()).toContainText('积分');
  const login = cards.first().getByTestId('gift-login');
  await expect(login).toHaveText(POINTS_MSG.loginToRedeem);
  await expect(login).toHaveAttribute('href', /\/login\?redirect=%2FpointsMallCenter/);
  await expect(page.getByTestId('gift-redeem')).toHaveCount(0);
  await login.click();
  await expect(page.getByTestId('login-popup')).toBeVisible();
});

test('demo buyer redeems a gift; a double click on 确认兑换 lowers the balance once', async ({
  page,
  context,
  request,
  baseURL,
}, info) => {
  test.setTimeout(90_000);
  const token = await loginDemo(request);
  await useToken(context, baseURL!, token);
  const gifts = (await api<Gift[]>(request, null, 'user', 'GET', 'points/gift/list')).data;
  const before = (await api<PointsPage>(request, token, 'user', 'GET', 'userPoints/list')).data;
  const redemptionsBefore =
    (await api<unknown[]>(request, token, 'user', 'GET', 'points/redemption/list')).totalCount ?? 0;
  const gift = gifts.filter((g) => g.stock > 0 && g.cost <= before.balance).sort((a, b) => a.cost - b.cost)[0];
  expect(gift, `a gift the demo buyer (balance ${before.balance}) can afford`).toBeDefined();

  const balance = await shownBalance(page);
  expect(balance).toBe(before.balance);

  await page.goto('/pointsMallCenter');
  await expect(page.getByTestId('mall-balance')).toHaveText(String(balance));
  // The gift card costs more than the demo balance: its button says so and is disabled.
  const card = page.getByTestId('gift-card').filter({ hasText: '零售礼品卡' });
  if (Number(await card.getAttribute('data-cost')) > balance) {
    await expect(card.getByTestId('gift-redeem')).toHaveText(POINTS_MSG.lacking);
    await expect(card.getByTestId('gift-redeem')).toBeDisabled();
  }
  const row = page.locator(`[data-testid="gift-card"][data-gift-id="${gift!.id}"]`);
  await expect(row.getByTestId('gift-stock')).toHaveText(`库存 ${gift!.stock}`);
  await row.getByTestId('gift-redeem').click();
  const dialog = page.getByTestId('redeem-dialog');
  await expect(dialog).toContainText(gift!.name);
  await expect(dialog).toContainText(`兑换后剩余 ${balance - gift!.cost}`);
  await expect(page.getByTestId('redeem-address')).toBeVisible();
  const confirm = page.getByTestId('redeem-confirm');
  await expect(confirm).toBeEnabled();
  await page.screenshot({ path: info.outputPath('points-mall-confirm.png'), fullPage: true });

  // Two clicks in the same task, before React can re-render and disable the button.
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/points/gift/redeem')) requests.push(r.url());
  });
  await confirm.evaluate((el: HTMLButtonElement) => {
    el.click();
    el.click();
  });
  await expect(page.getByTestId('redeem-result')).toContainText(POINTS_MSG.redeemed(gift!.name, balance - gift!.cost));
  await expect(page.getByTestId('mall-balance')).toHaveText(String(balance - gift!.cost));
  await expect(row.getByTestId('gift-stock')).toHaveText(`库存 ${gift!.stock - 1}`);
  expect(requests).toHaveLength(1);
  await page.screenshot({ path: info.outputPath('points-mall-redeemed.png'), fullPage: true });

  // The personal centre: the balance dropped by the cost exactly once, one ledger row, one redemption.
  expect(await shownBalance(page)).toBe(balance - gift!.cost);
  const ledger = page.getByTestId('points-ledger');
  await expect(ledger.locator('tbody tr').filter({ hasText: `积分兑换：${gift!.name}` })).toHaveCount(1);
  await expect(ledger.locator('tbody tr').filter({ hasText: `积分兑换：${gift!.name}` })).toContainText(
    `-${gift!.cost}`,
  );
  await expect(page.getByTestId('redemption-list').locator('tbody tr').filter({ hasText: gift!.name })).toHaveCount(1);
  await page.screenshot({ path: info.outputPath('my-integral.png'), fullPage: true });

  const after = (await api<PointsPage>(request, token, 'user', 'GET', 'userPoints/list')).data;
  expect(after.balance).toBe(before.balance - gift!.cost);
  expect((await api<unknown[]>(request, token, 'user', 'GET', 'points/redemption/list')).totalCount).toBe(
    redemptionsBefore + 1,
  );
  const stockAfter = (await api<Gift[]>(request, null, 'user', 'GET', 'points/gift/list')).data.find(
    (g) => g.id === gift!.id,
  )!.stock;
  expect(stockAfter).toBe(gift!.stock - 1);
});
