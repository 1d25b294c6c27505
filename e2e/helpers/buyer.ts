/**
 * Buyers for the buying journeys: the demo buyer by password, fresh buyers by SMS code read from the development
 * outbox, the order API with a token, addresses, and catalogue packages found through the public API.
 */
import md5 from 'md5';
import { expect, type APIRequestContext, type BrowserContext, type Page } from './fixtures';
import { GUIDE_COOKIE } from '../../lib/config/constants';

export const DEMO = { mobile: '13800138000', password: 'Demo@2026' };
export type Env<T> = { code: number; data: T; message: string; totalCount?: number };
type OutboxEntry = { kind: string; to: string; code: string; text: string; at: string };

/** A mobile nobody has used yet (139 + 8 random digits). */
export const freshMobile = () => `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** The newest outbox entry of `kind` sent to `to` (at or after `since`), waiting for it to arrive. */
export async function outboxCode(request: APIRequestContext, kind: string, to: string, since = 0): Promise<string> {
  let found: OutboxEntry | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get('/dev/outbox?format=json');
        if (!res.ok()) return `HTTP ${res.status()}`;
        found = ((await res.json()) as OutboxEntry[]).find(
          (e) => e.kind === kind && e.to === to && Date.parse(e.at) >= since - 5000,
        );
        return found ? 'found' : 'waiting';
      },
      { timeout: 15_000, message: `no ${kind} for ${to} in /dev/outbox` },
    )
    .toBe('found');
  return found!.code;
}

export async function api<T>(
  request: APIRequestContext,
  token: string | null,
  service: 'user' | 'order' | 'product',
  method: 'GET' | 'POST',
  path: string,
  data?: unknown,
): Promise<Env<T>> {
  const base =
    service === 'user'
      ? '/mall/user/api'
      : service === 'order'
        ? '/mall/shopping/order/api'
        : '/mall/shopping/product/api';
  const headers = token ? { token, Authorization: token } : undefined;
  const r =
    method === 'GET'
      ? await request.get(`${base}/${path}`, { headers })
      : await request.post(`${base}/${path}`, { headers, data: data ?? {} });
  return (await r.json()) as Env<T>;
}

export async function loginDemo(request: APIRequestContext): Promise<string> {
  const env = await api<{ token: string }>(request, null, 'user', 'POST', 'loginAndRegister/accountLogin', {
    account: DEMO.mobile,
    passwd: md5(DEMO.password),
    expireTime: 1440,
  });
  expect(env.code, `demo login: ${env.message}`).toBe(1);
  return env.data.token;
}

/** A brand-new buyer (SMS code login registers the mobile); returns the token. */
export async function loginFreshBuyer(request: APIRequestContext): Promise<{ token: string; mobile: string }> {
  const mobile = freshMobile();
  const since = Date.now();
  const sent = await api(request, null, 'user', 'POST', 'code/getMsgCode', { mobile, type: 1 });
  expect(sent.code, `send code: ${sent.message}`).toBe(1);
  const code = await outboxCode(request, 'sms', mobile, since);
  const env = await api<{ token: string }>(request, null, 'user', 'POST', 'loginAndRegister/msgCodeLogin', {
    mobile,
    msgCode: code,
  });
  expect(env.code, `sms login: ${env.message}`).toBe(1);
  return { token: env.data.token, mobile };
}

/** The browser uses this token (and skips the first-visit guide). */
export async function useToken(context: BrowserContext, baseURL: string, token: string) {
  await context.addCookies([
    { name: 'token', value: token, url: baseURL, sameSite: 'Lax' },
    { name: GUIDE_COOKIE, value: '1', url: baseURL },
  ]);
}

/** A default receiving address in 北京市 东城区 for the buyer (once). */
export async function ensureAddress(request: APIRequestContext, token: string): Promise<number> {
  const have = await api<{ id: number }[]>(request, token, 'user', 'GET', 'userAddr/list?kind=receiving');
  if (have.code === 1 && have.data.length) return have.data[0]!.id;
  const env = await api<{ id: number }>(request, token, 'user', 'POST', 'userAddr/save', {
    kind: 'receiving',
    consignee: '王检测',
    mobile: '13912345678',
    provinceId: 110000,
    cityId: 110100,
    districtId: 110101,
    detail: '东直门内大街 1 号 质检楼 3 层',
    company: '某某药检所',
    isDefault: true,
  });
  expect(env.code, `address: ${env.message}`).toBe(1);
  return env.data.id;
}

export type Pkg = {
  productId: number;
  skuId: number;
  price: number;
  stock: number;
  delivery: string;
  code: string;
  packageValue: string;
  packages: number;
};

/** Priced packages from the sitemap's first products (`pred` picks which). */
export async function findPackages(
  request: APIRequestContext,
  n: number,
  pred: (p: Pkg) => boolean = () => true,
): Promise<Pkg[]> {
  const xml = await (await request.get('/sitemaps/products-0.xml')).text();
  const ids = [...xml.matchAll(/\/goodsDetail\/(\d+)<\/loc>/g)].map((m) => Number(m[1]));
  const out: Pkg[] = [];
  for (const id of ids.slice(0, 300)) {
    const env = await api<
      { id: number; code: string; packageValue: string; price: number | null; stock: number; delivery: string }[]
    >(request, null, 'product', 'GET', `prodproduct/getSkuList/${id}`);
    const all = env.code === 1 ? env.data : [];
    const s = all
      .map((x) => ({
        productId: id,
        skuId: x.id,
        price: x.price ?? 0,
        stock: x.stock,
        delivery: x.delivery,
        code: x.code.slice(0, x.code.length - x.packageValue.length - 1),
        packageValue: x.packageValue,
        packages: all.length,
      }))
      .find((p) => p.price > 0 && pred(p));
    if (s) out.push(s);
    if (out.length === n) return out;
  }
  throw new Error(`only ${out.length} of ${n} priced packages found`);
}

/** Places an order for `pkgs` (one each) through the API: cart lines, then order/submit. */
export async function placeOrderApi(
  request: APIRequestContext,
  token: string,
  pkgs: Pkg[],
): Promise<{ id: number; orderNo: string; payAmount: number }> {
  const addressId = await ensureAddress(request, token);
  // Only these lines are checked: uncheck whatever else the buyer has in the cart.
  const cart = await api<{ id: number }[]>(request, token, 'order', 'GET', 'buy/car/list');
  for (const r of cart.data ?? [])
    await api(request, token, 'order', 'POST', 'buy/car/update', { carId: r.id, checked: false });
  for (const p of pkgs) {
    const ins = await api<{ id: number }>(request, token, 'order', 'POST', 'buy/car/insert', {
      skuId: p.skuId,
      num: 1,
    });
    expect(ins.code, `cart insert: ${ins.message}`).toBe(1);
    await api(request, token, 'order', 'POST', 'buy/car/update', { carId: ins.data.id, num: 1, checked: true });
  }
  const env = await api<{ id: number; orderNo: string; payAmount: number }>(
    request,
    token,
    'order',
    'POST',
    'order/submit',
    { idempotencyKey: `e2e-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`, addressId },
  );
  expect(env.code, `order/submit: ${env.message}`).toBe(1);
  return env.data;
}

export async function stockOf(request: APIRequestContext, p: Pkg): Promise<number> {
  const env = await api<{ id: number; stock: number }[]>(
    request,
    null,
    'product',
    'GET',
    `prodproduct/getSkuList/${p.productId}`,
  );
  return env.data.find((s) => s.id === p.skuId)!.stock;
}

/** Fills the image captcha of `scope` with the answer the outbox gives for its imgCodeKey. */
export async function solveCaptcha(page: Page, scope: ReturnType<Page['getByTestId']>) {
  await scope.getByLabel('图形验证码', { exact: true }).click();
  const img = scope.getByTestId('captcha-image');
  await expect(img).toHaveAttribute('data-key', /.{8,}/);
  const key = (await img.getAttribute('data-key'))!;
  await scope.getByLabel('图形验证码', { exact: true }).fill(await outboxCode(page.request, 'captcha', key));
}

/** A brand-new buyer logs in through a login panel's 手机登录 tab (image captcha, then the SMS code); returns the mobile. */
export async function smsLoginInPanel(page: Page, panel: ReturnType<Page['getByTestId']>): Promise<string> {
  const mobile = freshMobile();
  await panel.getByRole('tab', { name: '手机登录' }).click();
  const form = panel.getByTestId('login-sms-form');
  await form.getByLabel('手机号').fill(mobile);
  await solveCaptcha(page, form);
  const since = Date.now();
  await form.getByTestId('sms-button').click();
  await form.getByLabel('短信验证码').fill(await outboxCode(page.request, 'sms', mobile, since));
  await form.getByTestId('login-submit').click();
  return mobile;
}
