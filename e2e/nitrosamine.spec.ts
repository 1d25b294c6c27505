/**
 * Issue 35: the nitrosamine risk screen (/nitrosamineRisk) as a QC chemist uses it.
 * - Fluoxetine, entered by name, by CAS and by SMILES, gives one N-nitroso derivative (N-nitroso-fluoxetine): CPCA
 *   category 1 (26.5 ng/天 predicted), and the agencies' published 100 ng/天 (FDA Table 2, EMA Appendix 1 in
 *   data/nitrosamine_limits.json) as the limit that governs — the number a chemist writes into a specification.
 * - The catalogue standard of that derivative goes into the cart and the inquiry basket in place (the header counts
 *   change; the result stays on screen).
 * - A derivative no product matches offers 定制合成, which opens the custom-synthesis form filled with its structure.
 * - A SMILES RDKit cannot read is answered with a clear Chinese message, not an error page.
 * - A small pasted batch (3 lines, one bad) reports every row, the bad one with its own message.
 */
import { test, expect, type Page } from './helpers/fixtures';
import { loginDemo, loginFreshBuyer, useToken } from './helpers/buyer';
import { GUIDE_COOKIE } from '../lib/config/constants';
import { NITROSAMINE_MSG } from '../lib/config/messages';

const FLUOXETINE = 'CNCCC(Oc1ccc(cc1)C(F)(F)F)c1ccccc1';
/** N-nitroso-fluoxetine (CAS 150494-06-7), the derivative of fluoxetine's one secondary amine. */
const NNF_INCHIKEY = 'AMFPKCLSNGLBNR-UHFFFAOYSA-N';
/** N-methyl-4-phenylbutan-1-amine: its N-nitroso derivative is in no agency table and no catalogue product. */
const NO_PRODUCT_AMINE = 'CNCCCCc1ccccc1';

async function skipGuide(page: Page) {
  const url = test.info().project.use.baseURL ?? 'http://localhost:3200';
  await page.context().addCookies([{ name: GUIDE_COOKIE, value: '1', url }]);
}

async function screenByKeyword(page: Page, keyword: string) {
  await page.getByTestId('nitrosamine-keyword').fill(keyword);
  await page.getByTestId('nitrosamine-submit').click();
  await page.waitForURL((u) => u.searchParams.get('keyword') === keyword);
}

async function screenBySmiles(page: Page, smiles: string) {
  await page.getByTestId('nitrosamine-keyword').fill('');
  await page.getByTestId('nitrosamine-smiles').fill(smiles);
  await page.getByTestId('nitrosamine-submit').click();
  // The editor may rewrite the SMILES it was given (same structure): any ?smiles= is the submitted query.
  await page.waitForURL((u) => !!u.searchParams.get('smiles'));
}

/** What a chemist relies on for fluoxetine: one derivative, category 1, 26.5 predicted, 100 published and governing. */
async function expectFluoxetineResult(page: Page) {
  const cards = page.getByTestId('nitrosamine-derivative');
  await expect(cards).toHaveCount(1);
  const card = cards.first();
  await expect(card).toContainText('仲胺');
  await expect(card).toContainText(NNF_INCHIKEY);
  await expect(card.getByTestId('nitrosamine-category')).toHaveText('第1类');
  await expect(card).toContainText('CPCA 可接受摄入量：26.5 ng/天');
  const published = card.getByTestId('nitrosamine-published');
  await expect(published).toContainText('FDA：100 ng/天');
  await expect(published).toContainText('EMA：100 ng/天');
  // Each published limit names its table and links to the agency's document.
  await expect(published.getByRole('link', { name: 'FDA Table 2' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.fda\.gov\//,
  );
  await expect(published.getByRole('link', { name: /EMA Appendix 1/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.ema\.europa\.eu\//,
  );
  await expect(card.getByTestId('nitrosamine-governing')).toHaveText('100 ng/天');
  await expect(card).toContainText('（以已公布限度为准）');
  await expect(page.getByTestId('nitrosamine-notice')).toHaveText(NITROSAMINE_MSG.notice);
}

test.describe('nitrosamine risk screen', () => {
  test.beforeEach(async ({ page }) => skipGuide(page));

  test('fluoxetine by name, CAS and SMILES: category 1, published 100 ng/天 governs', async ({ page }) => {
    await page.goto('/nitrosamineRisk');
    await screenByKeyword(page, 'fluoxetine');
    // The name was resolved through the catalogue to the fluoxetine standard.
    await expect(page.getByTestId('nitrosamine-parent')).toContainText(/母体结构：(氟西汀|fluoxetine)/i);
    await expectFluoxetineResult(page);

    await screenByKeyword(page, '54910-89-3');
    await expectFluoxetineResult(page);

    await screenBySmiles(page, FLUOXETINE);
    await expectFluoxetineResult(page);
    // The query lives in the URL: the shared link renders the same result.
    await page.reload();
    await expectFluoxetineResult(page);
  });

  test('the derivative standard goes into the cart and the inquiry basket without leaving the page', async ({
    page,
  }) => {
    await page.goto('/nitrosamineRisk?keyword=54910-89-3');
    const card = page.getByTestId('nitrosamine-derivative').first();
    const offer = card.getByTestId('nitrosamine-offer').first();
    await expect(offer).toContainText('货号');
    await expect(page.getByTestId('cart-count')).toHaveText('0');
    await expect(page.getByTestId('basket-count')).toHaveText('0');
    const url = page.url();

    const cart = offer.getByTestId('nitrosamine-add-cart');
    await expect(cart, 'a priced package is chosen first').toBeEnabled();
    await cart.click();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    await offer.getByTestId('nitrosamine-add-basket').click();
    await expect(page.getByTestId('basket-count')).toHaveText('1');
    expect(page.url()).toBe(url);
    await expect(card.getByTestId('nitrosamine-governing')).toHaveText('100 ng/天');
  });

  test('a derivative without a catalogue product opens the custom-synthesis form pre-filled', async ({
    page,
    context,
    baseURL,
  }) => {
    // The verified demo buyer: the form sends an unverified one to real-name verification first (custom.spec.ts),
    // which raced these checks.
    const token = await loginDemo(page.request);
    await useToken(context, baseURL!, token);
    await page.goto(`/nitrosamineRisk?smiles=${encodeURIComponent(NO_PRODUCT_AMINE)}`);
    const card = page.getByTestId('nitrosamine-derivative').first();
    await expect(card.getByTestId('nitrosamine-category')).toBeVisible();
    await expect(card.getByTestId('nitrosamine-offer')).toHaveCount(0);
    await expect(card).toContainText('本商城暂无该结构的对照品');
    const derivative = (await card.getByTestId('nitrosamine-derivative-smiles').innerText()).trim();
    expect(derivative).toContain('N=O');

    await card.getByTestId('nitrosamine-custom').click();
    await page.waitForURL(/\/customizedServices\?/);
    await expect(page.getByTestId('custom-form')).toBeVisible();
    await expect(page.getByTestId('custom-smiles')).toHaveValue(derivative);
    await expect(page.getByTestId('custom-name')).toHaveValue(/^N-亚硝基-/);
  });

  test('a SMILES RDKit cannot read gets a clear Chinese message', async ({ page }) => {
    await page.goto('/nitrosamineRisk');
    await screenBySmiles(page, 'C1CC(N');
    await expect(page.getByTestId('nitrosamine-error')).toHaveText(NITROSAMINE_MSG.invalid);
    await expect(page.getByTestId('nitrosamine-derivative')).toHaveCount(0);
    // The form stays usable for the next try.
    await expect(page.getByTestId('nitrosamine-submit')).toBeEnabled();
  });
  test('a pasted batch of 3 lines reports every row, the bad one with its message, and lands in 个人中心', async ({
    page,
    context,
    baseURL,
  }) => {
    const { token } = await loginFreshBuyer(page.request);
    await useToken(context, baseURL!, token);
    await page.goto('/nitrosamineRisk');
    await page.getByTestId('nitrosamine-batch-input').fill(['fluoxetine', 'C1CC(N', NO_PRODUCT_AMINE].join('\n'));
    await page.getByTestId('nitrosamine-batch-start').click();
    await expect(page.getByTestId('nitrosamine-batch-status')).toHaveText('已完成 3 / 3 行');
    await expect(page.getByTestId('nitrosamine-batch-progress')).toHaveAttribute('aria-valuenow', '3');
    const rows = page.getByTestId('nitrosamine-batch-row');
    await expect(rows).toHaveCount(3);
    const fluox = page.locator('[data-testid="nitrosamine-batch-row"][data-line="1"]');
    await expect(fluox.first().getByTestId('nitrosamine-batch-category')).toHaveText('第1类');
    await expect(fluox.first().getByTestId('nitrosamine-batch-governing')).toHaveText('100');
    const bad = page.locator('[data-testid="nitrosamine-batch-row"][data-line="2"]');
    await expect(bad).toHaveAttribute('data-ok', 'false');
    await expect(bad).toContainText(NITROSAMINE_MSG.invalid);
    const third = page.locator('[data-testid="nitrosamine-batch-row"][data-line="3"]').first();
    await expect(third).toContainText('可定制');
    await expect(third.getByTestId('nitrosamine-batch-governing')).toHaveText('26.5');
    const download = page.waitForEvent('download');
    await page.getByTestId('nitrosamine-batch-export').click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    // The screen is kept in the personal centre, linked from its menu, and re-opens with its rows.
    await page.goto('/personalCenter');
    await page.getByTestId('center-nav').getByRole('link', { name: '亚硝胺评估记录' }).click();
    await page.waitForURL(/\/personalCenter\/nitrosamineScreens/);
    await expect(page.getByTestId('nitrosamine-screen-row')).toHaveCount(1);
    await expect(page.getByTestId('nitrosamine-screen-row')).toContainText('fluoxetine');
    await page.getByTestId('nitrosamine-screen-open').click();
    await expect(page.locator('[data-testid="nitrosamine-batch-row"][data-line="2"]')).toContainText(
      NITROSAMINE_MSG.invalid,
    );
  });

  test('a guest asking for the screens page is sent to login', async ({ page }) => {
    await page.goto('/personalCenter/nitrosamineScreens');
    await page.waitForURL(/\/login\?redirect=%2FpersonalCenter%2FnitrosamineScreens/);
  });
});
