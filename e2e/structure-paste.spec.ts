/**
 * Issue 16: a structure in the header search box. A SMILES of a demo product typed into the box lands on its goods
 * page; a molfile pasted into the box (its line breaks would be lost in the <input>) is looked up whole and lands on
 * the product, or on the exact structure results when several products share it; a SMILES of no product shows the
 * search page's notice with the similarity link; the mobile box takes a pasted molfile too.
 */
import { test, expect, type APIRequestContext, type Locator, type Page } from './helpers/fixtures';
import { GUIDE_COOKIE } from '../lib/config/constants';
import { PARACETAMOL_V2000, SALICYLIC_ACID_V2000 } from '../tests/helpers/molfiles';

const API = '/mall/shopping/product/api';
const PARACETAMOL = 'CC(=O)Nc1ccc(O)cc1';

async function skipGuide(page: Page) {
  const url = test.info().project.use.baseURL ?? 'http://localhost:3200';
  await page.context().addCookies([{ name: GUIDE_COOKIE, value: '1', url }]);
}

/** The product the demo seed has for a SMILES (through the header's suggest call). */
async function productOf(request: APIRequestContext, smiles: string): Promise<number> {
  const r = await request.post(`${API}/prodapiitem/product/suggest`, { data: { keyword: smiles } });
  const env = (await r.json()) as { code: number; data: { exactProductId: number | null } };
  expect(env.code).toBe(1);
  expect(env.data.exactProductId).toBeTruthy();
  return env.data.exactProductId!;
}

/** Paste `text` into an input the way a browser does (a cancelable paste event carrying the clipboard data). */
async function paste(input: Locator, text: string): Promise<void> {
  await input.focus();
  await input.evaluate((el, t) => {
    const data = new DataTransfer();
    data.setData('text/plain', t);
    const ev = new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true });
    // What the browser would insert when nobody handles the paste: the text without its line breaks.
    if (el.dispatchEvent(ev) && el instanceof HTMLInputElement) el.value = t.replace(/[\r\n]+/g, '');
  }, text);
}

test.describe('structure in the header search box', () => {
  test.beforeEach(async ({ page }) => skipGuide(page));

  test('a SMILES of a demo product typed into the header lands on its goods page', async ({ page, request }) => {
    const id = await productOf(request, PARACETAMOL);
    await page.goto('/');
    const input = page.getByTestId('search-input');
    await input.fill('Oc1ccc(NC(C)=O)cc1'); // paracetamol written another way
    await input.press('Enter');
    await page.waitForURL(new RegExp(`/goodsDetail/${id}(\\?|$)`));
    await expect(page.locator('h1')).toContainText('对乙酰氨基酚');
  });

  test('a molfile pasted into the header is looked up whole and lands on the product', async ({ page, request }) => {
    const id = await productOf(request, PARACETAMOL);
    await page.goto('/');
    const input = page.getByTestId('search-input');
    // Hold the lookup until the box has been seen showing its label.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    let body = '';
    await page.route(`**${API}/prodapiitem/product/structureKeyword`, async (route) => {
      body = route.request().postData() ?? '';
      await held;
      await route.continue();
    });
    await paste(input, PARACETAMOL_V2000);
    await expect(input).toHaveValue('结构式（Molfile）');
    await expect.poll(() => body).toContain('M  END');
    // The molfile reached the server with its line breaks.
    expect((JSON.parse(body) as { keyword: string }).keyword).toBe(PARACETAMOL_V2000);
    await page.screenshot({ path: 'test-results/structure-paste-label.png' });
    release();
    await page.waitForURL(new RegExp(`/goodsDetail/${id}(\\?|$)`));
    await expect(page.locator('h1')).toContainText('对乙酰氨基酚');
  });

  test('a molfile of a structure several products share lands on the exact structure results', async ({ page }) => {
    await page.goto('/');
    await paste(page.getByTestId('search-input'), SALICYLIC_ACID_V2000);
    await page.waitForURL(/\/searchStructureFormula\?formula=.+&accuracy=100&mode=exact/);
    await expect(page.getByTestId('structure-total')).toHaveText('2');
    await expect(page.getByTestId('structure-hit')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: 'docs/screenshots/structure-paste-results.png', fullPage: true });
  });

  test('a SMILES of no product: the search page says so and offers the similarity search', async ({ page }) => {
    await page.goto('/');
    const input = page.getByTestId('search-input');
    await input.fill('c1ccc2ccccc2c1'); // naphthalene: not in the demo catalogue
    await input.press('Enter');
    await page.waitForURL(/\/searchCenter\?keyword=/);
    const notice = page.getByTestId('structure-keyword-notice');
    await expect(notice).toContainText('已按结构式（SMILES）精确查找：没有与该结构完全相同的产品');
    await page.screenshot({ path: 'docs/screenshots/structure-paste-none.png', fullPage: true });
    await notice.getByTestId('structure-keyword-similar').click();
    await page.waitForURL(/\/searchStructureFormula\?formula=c1ccc2ccccc2c1&accuracy=\d+&mode=similarity/);
  });

  test('an unreadable pasted molfile: a message, and the box gets its text back', async ({ page }) => {
    await page.goto('/');
    const input = page.getByTestId('search-input');
    await input.fill('对乙酰');
    // A V2000 block with a bond to an atom it does not have (RDKit cannot read it).
    await paste(input, PARACETAMOL_V2000.replace(' 11  5  2  0', ' 11 99  2  0'));
    await expect(page.getByText('结构式无法识别，请检查后重试')).toBeVisible();
    await expect(input).toHaveValue('对乙酰');
  });

  test('the mobile search box takes a pasted molfile too', async ({ page, request }) => {
    const id = await productOf(request, PARACETAMOL);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/mobileView');
    await paste(page.getByTestId('mobile-search-input'), PARACETAMOL_V2000);
    await page.waitForURL(/\/mobileView\?target=/);
    expect(new URL(page.url()).searchParams.get('target')).toBe(`/goodsDetail/${id}`);
    await expect(page.getByTestId('mobile-goods')).toContainText('对乙酰氨基酚');
  });
});
