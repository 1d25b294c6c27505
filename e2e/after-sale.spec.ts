/**
 * After the sale, as the demo buyer (whose seed has one order 已完成 and one 已发货):
 *  - an after-sales application with an image from the order detail → the detail shows 待审核 and the timeline starts
 *    with 提交售后申请;
 *  - an invoice request for a completed order → 申请中, and the same order cannot be invoiced again.
 */
import { test, expect } from './helpers/fixtures';
import { api, loginDemo, useToken } from './helpers/buyer';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

type Row = { id: number; orderNo: string; status: string };

test('after-sales: from a delivered order, apply with an image → 待审核 with 提交售后申请 in the timeline', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await loginDemo(request);
  // Withdraw what an earlier run left waiting, so the order line has quantity left to claim.
  const open = await api<{ list: { id: number; status: string }[] }>(
    request,
    token,
    'order',
    'POST',
    'afterSale/list',
    { tab: 'open' },
  );
  for (const r of open.data.list.filter((x) => x.status === 'pending'))
    await api(request, token, 'order', 'POST', `afterSale/cancel/${r.id}`);
  const delivered = await api<Row[]>(request, token, 'order', 'POST', 'order/list', { status: 'shipped' });
  const order = delivered.data[0];
  expect(order, 'the demo seed has a shipped order').toBeTruthy();

  await useToken(page.context(), baseURL!, token);
  await page.goto(`/orderCenter/orderDetaile?orderNo=${order!.orderNo}`);
  await page.getByTestId('order-after-sale').click();
  await page.waitForURL(/\/afterSalesCenter\/afterApplication\?orderNo=/);
  const form = page.getByTestId('after-sale-apply');
  await expect(form).toContainText(order!.orderNo);
  await form.getByTestId('after-sale-type-return').check();
  await form.getByTestId('after-sale-reason').selectOption('包装破损或泄漏');
  await form.getByTestId('after-sale-description').fill('收到时瓶盖松动，外包装有结晶析出，批号见照片。');
  await form
    .getByTestId('after-sale-files')
    .setInputFiles({ name: 'broken-vial.png', mimeType: 'image/png', buffer: PNG });
  await expect(form.getByTestId('after-sale-file')).toHaveCount(1);
  await form.getByTestId('after-sale-submit').click();

  await page.waitForURL(/\/afterSalesCenter\/afterASingle\?id=\d+/);
  const detail = page.getByTestId('after-sale-detail');
  await expect(detail.getByTestId('after-sale-detail-status')).toHaveText('待审核');
  await expect(detail.getByTestId('after-sale-timeline').locator('li').first()).toContainText('提交售后申请');
  await expect(detail.getByTestId('after-sale-attachment')).toHaveCount(1);
  await page.screenshot({ path: 'docs/screenshots/after-sale.png', fullPage: true });

  // The list has it under 处理中.
  await page.goto('/afterSalesCenter?tab=open');
  await expect(page.getByTestId('after-sales-list')).toContainText(order!.orderNo);
});

test('invoice: a completed order is requested once → 申请中; the same order cannot be invoiced again', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await loginDemo(request);
  // Withdraw requests an earlier run left waiting (their orders become invoiceable again).
  const mine = await api<{ id: number; canCancel: boolean }[]>(request, token, 'order', 'GET', 'invoice/list');
  for (const r of mine.data.filter((x) => x.canCancel))
    await api(request, token, 'order', 'POST', `invoice/cancel/${r.id}`);
  const titles = await api<{ id: number }[]>(request, token, 'user', 'GET', 'invoiceTitle/list');
  if (!titles.data.length) {
    const t = await api(request, token, 'user', 'POST', 'invoiceTitle/save', {
      type: 1,
      title: '北京演示药业有限公司',
      taxNo: '91440300708461136T',
      isDefault: true,
    });
    expect(t.code, t.message).toBe(1);
  }
  const invoiceable = await api<{ orderNo: string }[]>(request, token, 'order', 'GET', 'invoice/orders');
  const orderNo = invoiceable.data[0]?.orderNo;
  expect(orderNo, 'the demo seed has a completed order').toBeTruthy();

  await useToken(page.context(), baseURL!, token);
  await page.goto('/personalCenter/invoice');
  const apply = page.getByTestId('invoice-apply');
  const row = apply.getByTestId('invoice-orders').locator('tr', { hasText: orderNo! });
  await row.getByTestId('invoice-order-check').check();
  await expect(apply.getByTestId('invoice-total')).not.toHaveText('¥0.00');
  await apply.getByTestId('invoice-submit').click();
  const list = page.getByTestId('invoice-list');
  await expect(list.locator('tr', { hasText: orderNo! }).getByTestId('invoice-status')).toContainText('申请中');
  // The order has left the list of orders to invoice, and asking again is refused with the reason.
  await expect(apply.locator('tr', { hasText: orderNo! })).toHaveCount(0);
  const again = await api(request, token, 'order', 'POST', 'invoice/apply', {
    orderNos: [orderNo],
    titleId: (await api<{ id: number }[]>(request, token, 'user', 'GET', 'invoiceTitle/list')).data[0]!.id,
  });
  expect(again.code).toBe(0);
  expect(again.message).toBe(`订单 ${orderNo} 已申请过发票，不能重复开票`);
  await page.screenshot({ path: 'docs/screenshots/invoice.png', fullPage: true });
});

test('account period: the administrator sees quota and bills, and applies for a new quota → 审核中', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await loginDemo(request);
  const apps = await api<{ id: number; canCancel: boolean }[]>(request, token, 'user', 'GET', 'creditApply/list');
  for (const a of apps.data.filter((x) => x.canCancel))
    await api(request, token, 'user', 'POST', `creditApply/cancel/${a.id}`);
  await useToken(page.context(), baseURL!, token);
  await page.goto('/personalCenter/accountingPeriod');
  await expect(page.getByTestId('credit-summary')).toContainText('账期额度');
  // The seed's delivered orders were paid on credit: they are the bills.
  await expect(page.getByTestId('credit-bills').locator('tbody tr')).not.toHaveCount(0);
  await page.getByTestId('accounting-period').getByTestId('credit-apply-open').click();
  const form = page.getByTestId('credit-apply-form');
  await form.getByTestId('credit-apply-quota').fill('80000');
  await form.getByTestId('credit-apply-days').selectOption('60');
  await form.getByTestId('credit-apply-contact').fill('王采购');
  await form.getByTestId('credit-apply-phone').fill('010-88886666');
  await form.getByTestId('credit-apply-submit').click();
  await expect(page.getByTestId('credit-applications').getByTestId('credit-app-status').first()).toContainText(
    '审核中',
  );
  await expect(page.getByTestId('accounting-period').getByTestId('credit-apply-open')).toBeDisabled();
  await page.screenshot({ path: 'docs/screenshots/account-period.png', fullPage: true });
});
