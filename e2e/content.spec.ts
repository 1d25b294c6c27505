/**
 * Content journeys: a method page adds all its standards to the inquiry basket; COA lookup by lot (current lot
 * shows 有效, a withdrawn lot the warning); the help tree (internal entry opens its content, external entry is a
 * new-tab link); the single-segment fallback by CAS lands on the goods page.
 */
import { test, expect, type APIRequestContext, type Page } from './helpers/fixtures';
import { GUIDE_COOKIE } from '../lib/config/constants';

const API = '/mall/shopping/product/api';
type Env<T> = { code: number; data: T; totalCount: number; message: string };
type MethodItem = { id: number; title: string; productCount: number };
type Prod = { id: number; code: string; cas: string | null; packages: { skuId: number }[] };

async function skipGuide(page: Page) {
  const url = test.info().project.use.baseURL ?? 'http://localhost:3200';
  await page.context().addCookies([{ name: GUIDE_COOKIE, value: '1', url }]);
}

async function methods(request: APIRequestContext): Promise<MethodItem[]> {
  const r = await request.post(`${API}/apiserver/searchApi`, { data: {}, headers: { pageNo: '1', pageSize: '100' } });
  const env = (await r.json()) as Env<MethodItem[]>;
  expect(env.code).toBe(1);
  return env.data;
}

async function methodProducts(request: APIRequestContext, id: number): Promise<Prod[]> {
  const r = await request.post(`${API}/prodapiitem/product/list`, {
    data: { prodApiItemId: id },
    headers: { pageNo: '1', pageSize: '100' },
  });
  return ((await r.json()) as Env<Prod[]>).data ?? [];
}

test.describe('content pages', () => {
  test.beforeEach(async ({ page }) => skipGuide(page));

  test('method page: one click adds every required standard to the inquiry basket', async ({ page, request }) => {
    const list = await methods(request);
    // A method with several standards/impurities, all with a package.
    let chosen: MethodItem | undefined;
    for (const m of list.filter((x) => x.productCount >= 2)) {
      const ps = await methodProducts(request, m.id);
      if (ps.length >= 2 && ps.every((p) => p.packages.length > 0)) {
        chosen = m;
        break;
      }
    }
    expect(chosen, 'a seeded method needing at least two standards').toBeDefined();
    await page.goto(`/methods/methodDetaile/${chosen!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen!.title);
    const rows = page.getByTestId('required-product-row');
    await expect(rows.first()).toBeVisible();
    const rowCount = await rows.count();
    expect(rowCount).toBe(chosen!.productCount);
    // Every row shows a CAS or a dash, a structure thumbnail and a price or 询价.
    await expect(rows.first().locator('img')).toHaveAttribute('src', /\/images\/structure\/\d+\.svg|placeholder/);

    const badge = page.getByTestId('basket-count').first();
    await expect(badge).toHaveText('0');
    const button = page.getByTestId('add-all-basket').first();
    await expect(button).toHaveText(`全部加入询价篮（${rowCount}）`);
    await button.click();
    await expect(badge).toHaveText(String(rowCount));
    await expect(page.getByText(/已加入询价篮/).first()).toBeVisible();
    // Adding again does not add new lines (the same packages), the count stays.
    await button.click();
    await expect(badge).toHaveText(String(rowCount));
  });

  test('COA lookup: a current lot shows 有效, a withdrawn lot is clearly warned', async ({ page, request }) => {
    // Walks the lot lists of several products until it has seen both kinds: many page loads on a busy dev server.
    test.slow();
    // Find lots the way a buyer can: the COA page lists a product's lots when the typed lot is unknown.
    let current: { code: string; batch: string } | null = null;
    let withdrawn: { code: string; batch: string } | null = null;
    const list = await methods(request);
    outer: for (const m of list) {
      for (const p of await methodProducts(request, m.id)) {
        await page.goto(`/downloadCenter/downloadSecond/coa?code=${encodeURIComponent(p.code)}&batch=__none__`);
        const lots = page.getByTestId('coa-not-found').locator('a');
        const n = await lots.count();
        for (let i = 0; i < n; i++) {
          const text = (await lots.nth(i).innerText()).replace(/\s+/g, '');
          const batch = text.replace(/（.*$/, '');
          if (!current && text.includes('（有效）')) current = { code: p.code, batch };
          if (!withdrawn && text.includes('（已撤回）')) withdrawn = { code: p.code, batch };
        }
        if (current && withdrawn) break outer;
      }
    }
    expect(current, 'a current lot in the seeded COAs').not.toBeNull();
    expect(withdrawn, 'a withdrawn lot in the seeded COAs').not.toBeNull();

    // Typing the catalogue number and lot into the form (a shareable URL with code & batch).
    await page.goto('/downloadCenter/downloadSecond/coa');
    const form = page.getByTestId('coa-form');
    await form.getByLabel('货号', { exact: true }).fill(current!.code);
    await form.getByLabel('批号', { exact: true }).fill(current!.batch);
    await form.getByRole('button', { name: '查询证书' }).click();
    await expect(page).toHaveURL(new RegExp(`code=${encodeURIComponent(current!.code)}.*batch=`));
    await expect(page.getByTestId('coa-validity')).toHaveText('有效');
    await expect(page.getByTestId('coa-result')).toContainText(current!.batch);
    await expect(page.getByTestId('coa-withdrawn')).toHaveCount(0);
    await expect(page.getByRole('link', { name: '打印证书' })).toHaveAttribute('href', /\/coa\/print\?code=/);

    await page.goto(
      `/downloadCenter/downloadSecond/coa?code=${encodeURIComponent(withdrawn!.code)}&batch=${encodeURIComponent(withdrawn!.batch)}`,
    );
    await expect(page.getByTestId('coa-validity')).toHaveText('已撤回');
    await expect(page.getByTestId('coa-withdrawn')).toContainText('该批号已撤回');

    await page.goto(`/downloadCenter/downloadSecond/coa?code=${encodeURIComponent(current!.code)}&batch=NO-SUCH-LOT`);
    await expect(page.getByTestId('coa-not-found')).toContainText('未找到');
  });

  test('COA lookup by catalogue number alone lists the lots; a lot opens its certificate', async ({
    page,
    request,
  }) => {
    // A product with lots: the first product of a method that has any (the goods page links here with ?code= only).
    let code: string | null = null;
    for (const m of await methods(request)) {
      for (const p of await methodProducts(request, m.id)) {
        await page.goto(`/downloadCenter/downloadSecond/coa?code=${encodeURIComponent(p.code)}`);
        if (await page.getByTestId('coa-lots').count()) {
          code = p.code;
          break;
        }
      }
      if (code) break;
    }
    expect(code, 'a product with COA lots').not.toBeNull();
    // No "please enter the lot" alert: a list to choose from.
    await expect(page.getByTestId('coa-not-found')).toHaveCount(0);
    const lots = page.getByTestId('coa-lots');
    await expect(lots).toContainText(`货号 ${code} 的 COA 批次`);
    const first = lots.locator('a').first();
    const batch = (await first.innerText()).replace(/\s+/g, '').replace(/（.*$/, '');
    await first.click();
    await expect(page).toHaveURL(new RegExp(`batch=${encodeURIComponent(batch)}`));
    await expect(page.getByTestId('coa-result')).toContainText(batch);
  });

  test('help centre: an internal entry opens its content, an external entry opens in a new tab', async ({
    page,
    request,
  }) => {
    const r = await request.post('/mall/operation/news/api/menutree/list', { data: {} });
    type Node = { id: number; name: string; type: number; href: string | null; children: Node[] };
    const tree = ((await r.json()) as Env<Node[]>).data;
    const all = (ns: Node[]): Node[] => ns.flatMap((n) => [n, ...all(n.children)]);
    const internal = all(tree).find((n) => n.type === 1 && n.href);
    const external = all(tree).find((n) => n.type === 2 && n.href);
    expect(internal && external, 'the seeded help tree has internal and external entries').toBeTruthy();

    await page.goto('/helpCenter/loginProblem');
    const nav = page.getByTestId('help-nav');
    for (const g of ['新手指南', '购物指南', '关于我们', '合作'])
      await expect(nav.getByRole('heading', { name: g, exact: true })).toBeVisible();
    await nav.getByRole('link', { name: internal!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/helpCenter/loginProblem\\?id=${internal!.id}$`));
    await expect(page.getByTestId('help-article').getByRole('heading', { level: 1 })).toHaveText(internal!.name);

    const ext = nav.getByRole('link', { name: new RegExp(external!.name) });
    await expect(ext).toHaveAttribute('href', external!.href!);
    await expect(ext).toHaveAttribute('target', '_blank');
    await expect(ext).toHaveAttribute('rel', /noopener/);
  });

  test('fallback resolver: /<CAS> lands on that product’s goods page', async ({ page, request }) => {
    let cas: string | null = null;
    for (const m of await methods(request)) {
      const p = (await methodProducts(request, m.id)).find((x) => x.cas && /^\d{2,7}-\d{2}-\d$/.test(x.cas));
      if (p) {
        cas = p.cas;
        break;
      }
    }
    expect(cas, 'a seeded product with a CAS number').not.toBeNull();
    await page.goto(`/${cas}`);
    await expect(page).toHaveURL(/\/goodsDetail\/\d+/);
    await expect(page.locator('main')).toContainText(cas!);
  });
});
