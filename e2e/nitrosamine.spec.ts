/**
 * Nitrosamine risk screen (issue 35) on the demo catalogue, which holds fluoxetine (reference standard) and
 * N-nitroso-fluoxetine (an impurity standard whose AI the agencies published): a buyer screens a drug by name, CAS
 * and SMILES, sees the structure with its nitrosatable nitrogen highlighted, the CPCA category and limit with the
 * published limit beside it, adds the matching standard to the cart and the basket without leaving the result, and
 * asks 定制合成 for a derivative nobody sells.
 */
import { test, expect, type Page } from './helpers/fixtures';
import { loginDemo, useToken } from './helpers/buyer';

const FLUOXETINE = 'CNCCC(Oc1ccc(cc1)C(F)(F)F)c1ccccc1';
const N_NITROSO_FLUOXETINE = 'CN(CCC(Oc1ccc(C(F)(F)F)cc1)c1ccccc1)N=O';
// RDKit draws highlighted atoms and bonds in its default highlight colour.
const HIGHLIGHT = /#FF7F7F/i;

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/nitrosamine-${name}.png`, fullPage: true });
}

async function screenByKeyword(page: Page, keyword: string) {
  await page.goto('/nitrosamineRisk');
  await expect(page.locator('h1')).toHaveText('亚硝胺风险评估');
  await page.getByTestId('nitrosamine-keyword').fill(keyword);
  await page.getByTestId('nitrosamine-submit').click();
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(keyword).replace(/[()]/g, '\\$&')}`));
}

test.describe('nitrosamine risk screen', () => {
  test('by name: highlighted structure, CPCA category and limit, the published limit governing; add to cart and basket in place', async ({
    page,
  }) => {
    await screenByKeyword(page, 'fluoxetine');
    const parent = page.getByTestId('nitrosamine-parent');
    await expect(parent).toContainText(/fluoxetine|氟西汀/i);
    await expect(parent.locator('svg').first()).toBeVisible();
    expect(
      await parent
        .locator('svg')
        .first()
        .evaluate((e) => e.outerHTML),
    ).toMatch(HIGHLIGHT);

    const d = page.getByTestId('nitrosamine-derivative');
    await expect(d).toHaveCount(1);
    await expect(d.getByTestId('nitrosamine-derivative-smiles')).toHaveText(N_NITROSO_FLUOXETINE);
    expect(
      await d
        .locator('svg')
        .first()
        .evaluate((e) => e.outerHTML),
    ).toMatch(HIGHLIGHT);
    // CPCA: α-hydrogens (2,3), no feature → category 1, 26.5 ng/day; the agencies published 100 ng/day, which governs.
    await expect(d.getByTestId('nitrosamine-category')).toHaveText('第1类');
    await expect(d).toContainText('CPCA 可接受摄入量：26.5 ng/天');
    const published = d.getByTestId('nitrosamine-published');
    await expect(published).toContainText('FDA：100 ng/天');
    await expect(published).toContainText('EMA：100 ng/天');
    await expect(published.getByRole('link', { name: '来源' }).first()).toHaveAttribute('href', /^https:\/\//);
    await expect(d.getByTestId('nitrosamine-governing')).toHaveText('100 ng/天');
    await expect(page.getByTestId('nitrosamine-notice')).toContainText('不构成法规评估');
    await shot(page, 'by-name');

    // The N-nitroso-fluoxetine standard, bought without leaving the result.
    const offer = d.getByTestId('nitrosamine-offer').first();
    await expect(offer).toContainText(/nitroso/i);
    const url = page.url();
    await offer.getByTestId('nitrosamine-add-cart').click();
    await expect(page.getByText('已加入购物车').first()).toBeVisible();
    await expect(page.getByTestId('cart-count').first()).toHaveText('1');
    await offer.getByTestId('nitrosamine-add-basket').click();
    await expect(page.getByText('已加入询价篮').first()).toBeVisible();
    await expect(page.getByTestId('basket-count').first()).toHaveText('1');
    expect(page.url()).toBe(url);
    await shot(page, 'added');
  });

  test('by CAS and by SMILES: the same derivative; the URL alone reproduces the result', async ({ page, browser }) => {
    await screenByKeyword(page, '54910-89-3');
    await expect(page.getByTestId('nitrosamine-derivative-smiles')).toHaveText(N_NITROSO_FLUOXETINE);

    await page.goto('/nitrosamineRisk');
    await page.getByTestId('nitrosamine-smiles').fill(FLUOXETINE);
    await page.getByTestId('nitrosamine-submit').click();
    await expect(page).toHaveURL(/smiles=/);
    await expect(page.getByTestId('nitrosamine-derivative-smiles')).toHaveText(N_NITROSO_FLUOXETINE);
    await expect(page.getByTestId('nitrosamine-governing')).toHaveText('100 ng/天');

    const other = await browser.newPage();
    await other.goto(page.url());
    await expect(other.getByTestId('nitrosamine-derivative-smiles')).toHaveText(N_NITROSO_FLUOXETINE);
    await other.close();
  });

  test('a derivative nobody sells: CPCA governs and 定制合成 opens the custom-synthesis form with the structure', async ({
    page,
    request,
    baseURL,
  }) => {
    await useToken(page.context(), baseURL!, await loginDemo(request));
    await page.goto(`/nitrosamineRisk?smiles=${encodeURIComponent('OC(=O)CCNCc1ccccc1')}`);
    const d = page.getByTestId('nitrosamine-derivative');
    await expect(d).toHaveCount(1);
    await expect(d).toContainText('暂无公布限度，按CPCA预测值');
    await expect(d.getByTestId('nitrosamine-feature')).toHaveCount(2);
    await expect(d.getByTestId('nitrosamine-offer')).toHaveCount(0);
    const smiles = await d.getByTestId('nitrosamine-derivative-smiles').innerText();
    await shot(page, 'custom');
    await d.getByTestId('nitrosamine-custom').click();
    await expect(page).toHaveURL(/\/customizedServices\?/);
    await expect(page.getByTestId('custom-smiles')).toHaveValue(smiles);
    await expect(page.getByTestId('custom-name')).toHaveValue(/N-亚硝基/);
  });

  test('a bad SMILES and a molecule without a nitrosatable site get their Chinese messages', async ({ page }) => {
    await page.goto(`/nitrosamineRisk?smiles=${encodeURIComponent('C1CC(')}`);
    await expect(page.getByTestId('nitrosamine-error')).toHaveText('SMILES/Molfile 无法识别，请检查结构式后重试');
    await page.goto(`/nitrosamineRisk?smiles=${encodeURIComponent('OC(=O)c1ccccc1N')}`);
    await expect(page.getByTestId('nitrosamine-nosite')).toContainText('没有可亚硝化的位点');
  });
});
