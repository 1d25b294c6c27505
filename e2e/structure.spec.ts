/**
 * Structure search journeys on the demo catalogue (which holds paracetamol, its impurities and ibuprofen):
 * paste a SMILES → similar products with structure images; the URL alone reproduces the result;
 * accuracy 100 % is the exact lookup; an unreadable structure gets the Chinese message.
 */
import { test, expect, type Page } from './helpers/fixtures';

const PARACETAMOL = 'CC(=O)Nc1ccc(O)cc1';

async function hitIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=structure-hit]')
    .evaluateAll((els) => els.map((e) => e.getAttribute('data-product-id') ?? ''));
}

async function expectImagesLoaded(page: Page) {
  const imgs = page.locator('[data-testid=structure-hit] img');
  await expect(imgs.first()).toBeVisible();
  const first = imgs.first();
  await expect(first).toHaveAttribute('src', /^\/images\/structure\/\d+\.svg$/);
  await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

test.describe('structure search', () => {
  test('paste a SMILES, search by similarity: similar products with images; the URL reproduces the result', async ({
    page,
    browser,
  }) => {
    await page.goto('/searchStructureFormula');
    await expect(page.locator('h1')).toHaveText('结构式搜索');
    // The editor is a lazy client island.
    await expect(page.locator('[data-testid=structure-editor] canvas').first()).toBeVisible();

    await page.getByTestId('structure-text').fill(PARACETAMOL);
    await page.getByRole('radiogroup', { name: '搜索方式' }).getByText('相似度').click();
    await expect(page.getByTestId('structure-accuracy')).toHaveValue('80');
    await page.getByTestId('structure-accuracy').fill('40');
    await page.getByTestId('structure-submit').click();

    await expect(page).toHaveURL(/formula=CC%28%3DO%29Nc1ccc%28O%29cc1/);
    await expect(page).toHaveURL(/accuracy=40/);
    await expect(page).toHaveURL(/mode=similarity/);
    const hits = page.locator('[data-testid=structure-hit]');
    await expect(hits.first()).toBeVisible();
    expect(await hits.count()).toBeGreaterThan(1);
    // Best first: paracetamol itself at 100 %, then descending similarity, none below the threshold.
    const sims = await page.getByTestId('similarity').allInnerTexts();
    const values = sims.map((s) => Number(/(\d+)%/.exec(s)?.[1]));
    expect(values[0]).toBe(100);
    expect([...values].sort((a, b) => b - a)).toEqual(values);
    expect(values.every((v) => v >= 40)).toBe(true);
    await expectImagesLoaded(page);
    const ids = await hitIds(page);

    // A fresh visitor with only the URL sees the same result, server-rendered.
    const url = page.url();
    const other = await browser.newPage();
    await other.goto(url);
    await expect(other.locator('[data-testid=structure-hit]').first()).toBeVisible();
    expect(await hitIds(other)).toEqual(ids);
    await other.close();

    // The first card leads to its goods page.
    await hits.first().getByRole('link', { name: '查看详情' }).click();
    await expect(page).toHaveURL(new RegExp(`/goodsDetail/${ids[0]}`));
  });

  test('accuracy 100 % (default) is the exact lookup: a differently written SMILES finds paracetamol only', async ({
    page,
  }) => {
    await page.goto(`/searchStructureFormula?formula=${encodeURIComponent('Oc1ccc(NC(C)=O)cc1')}&accuracy=100`);
    await expect(page.getByTestId('structure-total')).toHaveText('1');
    await expect(page.locator('[data-testid=structure-hit]')).toHaveCount(1);
    await expect(page.getByTestId('similarity')).toHaveText(/100%/);
    await expectImagesLoaded(page);
  });

  test('substructure from an example: many hits, paged', async ({ page }) => {
    await page.goto('/searchStructureFormula');
    await page.getByRole('button', { name: '苯环（子结构）' }).click();
    await expect(page).toHaveURL(/mode=substructure/);
    await expect(page.locator('[data-testid=structure-hit]')).toHaveCount(20);
    await expect(page.getByTestId('structure-total')).toHaveText(/^\d+\+?$/);
    const firstPage = await hitIds(page);
    await page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '下一页' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(page.locator('[data-testid=structure-hit]').first()).toBeVisible();
    const second = await hitIds(page);
    expect(second.some((id) => firstPage.includes(id))).toBe(false);
  });

  test('an unreadable structure shows the Chinese error; an empty query is refused in the form', async ({ page }) => {
    await page.goto(`/searchStructureFormula?formula=${encodeURIComponent('C1CC(')}&accuracy=100`);
    await expect(page.getByTestId('structure-error')).toHaveText('结构式无法识别，请检查后重试');
    await page.goto('/searchStructureFormula');
    await page.getByTestId('structure-submit').click();
    await expect(page.getByTestId('structure-form-error')).toHaveText('请先绘制或输入结构式');
    await expect(page).toHaveURL(/\/searchStructureFormula$/);
  });

  test('formula product list: C8H9NO2 lists paracetamol and its isomers', async ({ page }) => {
    await page.goto('/productCenter/formulaProductList?formula=C8H9NO2');
    await expect(page.locator('h1')).toContainText('的产品');
    await expect(page.locator('[data-testid=product-card]').first()).toBeVisible();
    const total = Number(await page.getByTestId('formula-total').innerText());
    expect(total).toBeGreaterThanOrEqual(1);
  });
});
