/**
 * Console catalogue journeys, a staff member (运营) and a buyer side by side:
 *   - ops creates a product in the console (structure pasted as SMILES, identity computed on the server), adds a
 *     package, the buyer opens its goods page; ops edits the package price and the buyer's goods page (reloaded) shows
 *     the new price within 5 s — in the server's HTML too (the cached page was invalidated, not just the live buy box);
 *   - the console's catalogue list shows the edited price on its next render (staff reads are never cached);
 *   - ops imports a small CSV with one bad row through the import page: the dry-run report shows the bad row and its
 *     reason, confirm, the progress reaches 100 %, and the new product's goods page exists.
 * Screenshots: docs/screenshots/console-catalog.png (product edit), console-catalog-import.png (dry-run report).
 */
import type { Browser } from '@playwright/test';
import { test, expect, type Page } from './helpers/fixtures';
import { staffPage } from './helpers/staff';
import { GUIDE_COOKIE } from '../lib/config/constants';

async function buyerPage(browser: Browser): Promise<Page> {
  const base = test.info().project.use.baseURL ?? 'http://localhost:3200';
  const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 900 } });
  await ctx.addCookies([{ name: GUIDE_COOKIE, value: '1', url: base }]);
  return ctx.newPage();
}

const uniq = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.toUpperCase();

test.describe('console catalogue', () => {
  test('ops creates a product and edits a package price; the buyer sees the new price on the goods page within 5 s', async ({
    browser,
  }) => {
    const ops = await staffPage(browser, 'ops');
    const code = `E2E-${uniq()}`;
    await ops.goto('/console/catalog/new');
    await ops.getByRole('textbox', { name: '货号' }).fill(code);
    await ops.getByRole('textbox', { name: '中文名' }).fill('乙酰苯胺（测试）');
    await ops.getByRole('textbox', { name: '英文名' }).fill('Acetanilide (e2e)');
    await ops.getByRole('textbox', { name: 'CAS 号' }).fill('103-84-4');
    await ops.getByTestId('product-smiles').fill('CC(=O)Nc1ccccc1');
    await ops.getByTestId('product-smiles').blur();
    await ops.getByTestId('product-save').click();
    await expect(ops).toHaveURL(/\/console\/catalog\/\d+$/);
    const id = Number(/\/catalog\/(\d+)$/.exec(ops.url())![1]);
    // The identity was computed on the server.
    await expect(ops.getByTestId('product-identity')).toContainText('C8H9NO');
    await expect(ops.getByTestId('product-identity')).toContainText('FZERHIULMFGESH-UHFFFAOYSA-N');

    await ops.getByRole('textbox', { name: '新规格', exact: true }).fill('10mg');
    await ops.getByRole('textbox', { name: '新规格价格' }).fill('100');
    await ops.getByRole('textbox', { name: '新规格库存' }).fill('5');
    await ops.getByRole('button', { name: '添加', exact: true }).click();
    const row = ops.locator(`[data-testid="sku-row"][data-sku="${code}-10MG"]`);
    await expect(row).toBeVisible();

    // Staff pages read the database on every request (force-dynamic, no page cache on the staff path): the list
    // shows this price now, and after the edit below the new one on its very next render, with no retry.
    const list = await staffPage(browser, 'ops');
    await list.goto(`/console/catalog?q=${code}`);
    await expect(list.getByTestId('product-row')).toContainText('¥100');

    const buyer = await buyerPage(browser);
    await buyer.goto(`/goodsDetail/${id}`);
    await expect(buyer.getByRole('heading', { level: 1 })).toContainText('乙酰苯胺（测试）');
    await expect(buyer.getByTestId('buy-box')).toContainText('¥100.00');

    await row.getByRole('textbox', { name: '10mg 价格' }).fill('123.45');
    await row.getByRole('button', { name: '保存' }).click();
    await expect(ops.getByText('已保存').first()).toBeVisible();
    await ops.screenshot({ path: 'docs/screenshots/console-catalog.png', fullPage: true });
    await list.reload();
    await expect(list.getByTestId('product-row')).toContainText('¥123.45');

    await expect(async () => {
      await buyer.reload();
      await expect(buyer.getByTestId('buy-box')).toContainText('¥123.45', { timeout: 1000 });
    }).toPass({ timeout: 5000 });
    // The server's HTML itself carries the new price (the cached goods page was invalidated).
    const html = await (await buyer.request.get(`/goodsDetail/${id}`)).text();
    expect(html).toContain('123.45');
    expect(html).not.toContain('¥100.00');
  });

  test('ops imports a CSV with one bad row: the dry run shows it, confirm, progress reaches 100 %, the new goods page exists', async ({
    browser,
  }) => {
    const ops = await staffPage(browser, 'ops');
    const tag = uniq();
    const good = `IMP-${tag}-1`;
    const csv = [
      '货号,中文名,英文名,CAS,分子式/SMILES,规格,价格,库存,货期,纯度,储存条件',
      `${good},苯甲酸（导入测试）,Benzoic acid (import e2e),65-85-0,OC(=O)c1ccccc1,100mg;1g,80;260,10;0,现货;1-2周,≥99%,常温`,
      `IMP-${tag}-2,坏CAS,Bad CAS,65-85-1,,10mg,50,1,现货,,`,
      `IMP-${tag}-3,苯酚（导入测试）,Phenol (import e2e),108-95-2,Oc1ccccc1,1g,45.5,3,现货,,`,
    ].join('\n');
    await ops.goto('/console/catalog/import');
    await expect(ops.getByRole('cell', { name: '货号', exact: false }).first()).toBeVisible();
    await ops
      .getByTestId('import-file')
      .setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await ops.getByTestId('import-upload').click();
    await expect(ops).toHaveURL(/\/console\/catalog\/import\?job=\d+/);
    const job = ops.getByTestId('import-job');
    await expect(job).toHaveAttribute('data-status', 'dry_run', { timeout: 30_000 });
    const rejected = ops.getByTestId('import-rejected');
    await expect(rejected.getByRole('row')).toHaveCount(2);
    await expect(rejected).toContainText('3');
    await expect(rejected).toContainText(`IMP-${tag}-2`);
    await expect(rejected).toContainText('CAS 号校验位错误：65-85-1');
    await expect(ops.getByTestId('import-added')).toContainText(good);
    await ops.screenshot({ path: 'docs/screenshots/console-catalog-import.png', fullPage: true });

    await ops.getByTestId('import-confirm').click();
    await expect(job).toHaveAttribute('data-status', 'done', { timeout: 60_000 });
    await expect(ops.getByTestId('import-percent')).toHaveText('100%');
    await expect(ops.getByTestId('import-done')).toBeVisible();

    await ops.goto(`/console/catalog?q=${encodeURIComponent(good)}`);
    const link = ops.getByTestId('product-row').getByRole('link', { name: good });
    await expect(link).toBeVisible();
    const id = Number(/\/catalog\/(\d+)$/.exec((await link.getAttribute('href'))!)![1]);
    const buyer = await buyerPage(browser);
    const res = await buyer.goto(`/goodsDetail/${id}`);
    expect(res?.status()).toBe(200);
    await expect(buyer.getByRole('heading', { level: 1 })).toContainText('苯甲酸（导入测试）');
    await expect(buyer.getByTestId('buy-box')).toContainText('¥80.00');
    await expect(buyer.locator('body')).toContainText('C7H6O2');
  });
});
