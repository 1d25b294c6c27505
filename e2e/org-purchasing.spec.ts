/**
 * Organisation purchasing: the demo organisation's member (13800138001) places an order above the approval amount
 * (¥5,000): it waits as 待审批 and cannot be paid; the administrator (the demo buyer) approves it in 单位订单; the
 * member can then pay it.
 */
import md5 from 'md5';
import { test, expect } from './helpers/fixtures';
import { api, DEMO, findPackages, loginDemo, placeOrderApi, useToken } from './helpers/buyer';

const MEMBER = '13800138001';

test('a member’s order above the limit waits for the administrator’s approval, and is payable after it', async ({
  page,
  request,
  baseURL,
}) => {
  const login = await api<{ token: string }>(request, null, 'user', 'POST', 'loginAndRegister/accountLogin', {
    account: MEMBER,
    passwd: md5(DEMO.password),
    expireTime: 1440,
  });
  expect(login.code, login.message).toBe(1);
  const member = login.data.token;
  const [pkg] = await findPackages(request, 1, (p) => p.price > 5200 && p.stock > 2 && p.delivery === '现货');
  const placed = await placeOrderApi(request, member, [pkg!]);
  const status = await api<{ status: string; statusLabel: string }>(
    request,
    member,
    'order',
    'GET',
    `order/pay/status?orderNo=${placed.orderNo}`,
  );
  expect(status.data.statusLabel).toBe('待审批');
  const early = await api(request, member, 'order', 'POST', 'order/pay/credit', { orderNo: placed.orderNo });
  expect(early.message).toBe('订单金额超过单位审批额度，需单位管理员审批通过后才能支付');

  // The administrator approves it in 单位订单.
  const admin = await loginDemo(request);
  await useToken(page.context(), baseURL!, admin);
  await page.goto('/orderCenter/orgOrders');
  const row = page.getByTestId('org-order-list').locator('tr', { hasText: placed.orderNo });
  await expect(row.getByTestId('org-order-status')).toHaveText('待审批');
  await page.screenshot({ path: 'docs/screenshots/org-approval.png', fullPage: true });
  await row.getByTestId('org-approve').click();
  await expect(page.getByText('已审批通过，成员可以支付该订单').first()).toBeVisible();

  // The member now sees it as 待付款 and can pay it.
  const after = await api<{ statusLabel: string }>(
    request,
    member,
    'order',
    'GET',
    `order/pay/status?orderNo=${placed.orderNo}`,
  );
  expect(after.data.statusLabel).toBe('待付款');
  const msg = await api<{ active: boolean }>(
    request,
    member,
    'order',
    'GET',
    `order/pay/credit/message?orderNo=${placed.orderNo}`,
  );
  expect(msg.data.active).toBe(true);
  const paid = await api(request, member, 'order', 'POST', 'order/pay/credit', { orderNo: placed.orderNo });
  expect(paid.code, paid.message).toBe(1);
});
