import { decide, isPhoneRequest } from '@/lib/proxy/decide';
import { KNOWN_TOP_LEVEL_SEGMENTS } from '@/lib/config/routes';
import { PHONE_GROUP_ROUTES } from '@/lib/proxy/phone-groups';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36';
const GOOGLEBOT_PHONE =
  'Mozilla/5.0 (Linux; Android 6.0.1; Nexus 5X Build/MMB29P) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

const BASE = 'http://localhost:3100';
const h = (init: Record<string, string> = {}) => new Headers(init);
const cookies = (init: Record<string, string> = {}) => ({
  get: (n: string) => (n in init ? { value: init[n]! } : undefined),
});
const run = (
  path: string,
  headers: Record<string, string> = { 'user-agent': DESKTOP },
  c: Record<string, string> = {},
  method = 'GET',
) => decide(new URL(path, BASE), h(headers), cookies(c), method);

describe('proxy decide(): mobile redirect', () => {
  test('a phone opening a goods link goes to /mobileView with the target (path and query) kept', () => {
    const d = run('/goodsDetail/42?skuId=7', { 'user-agent': IPHONE });
    expect(d).toEqual({
      type: 'redirect',
      status: 307,
      location: '/mobileView?target=%2FgoodsDetail%2F42%3FskuId%3D7',
    });
    const target = new URL(d.type === 'redirect' ? d.location : '', BASE).searchParams.get('target');
    expect(target).toBe('/goodsDetail/42?skuId=7');
  });

  test('Android phones are redirected, Android tablets and desktops are not', () => {
    expect(run('/', { 'user-agent': ANDROID_PHONE })).toMatchObject({
      type: 'redirect',
      location: '/mobileView?target=%2F',
    });
    expect(run('/', { 'user-agent': ANDROID_TABLET })).toEqual({ type: 'next' });
    expect(run('/', { 'user-agent': DESKTOP })).toEqual({ type: 'next' });
  });

  test('a viewport-width client hint under 1024 counts as a phone; 1024 and more does not', () => {
    expect(run('/methods', { 'user-agent': DESKTOP, 'sec-ch-viewport-width': '800' })).toMatchObject({
      type: 'redirect',
    });
    expect(run('/methods', { 'user-agent': DESKTOP, 'viewport-width': '390' })).toMatchObject({ type: 'redirect' });
    expect(run('/methods', { 'user-agent': DESKTOP, 'sec-ch-viewport-width': '1024' })).toEqual({ type: 'next' });
  });

  test('the FORCE_DESKTOP cookie keeps a phone on the desktop site', () => {
    expect(run('/goodsDetail/42', { 'user-agent': IPHONE }, { FORCE_DESKTOP: '1' })).toEqual({ type: 'next' });
  });

  test('the mobile view itself, the maintenance page and POSTs are never redirected', () => {
    expect(run('/mobileView?target=%2F', { 'user-agent': IPHONE })).toEqual({ type: 'lite' });
    expect(run('/upgradation', { 'user-agent': IPHONE })).toEqual({ type: 'next' });
    expect(run('/methods', { 'user-agent': IPHONE }, {}, 'POST')).toEqual({ type: 'next' });
  });

  test('crawlers with a phone UA get the desktop page (mobile-first indexing sees real content)', () => {
    expect(isPhoneRequest(h({ 'user-agent': GOOGLEBOT_PHONE }))).toBe(false);
    expect(run('/goodsDetail/42', { 'user-agent': GOOGLEBOT_PHONE })).toEqual({ type: 'next' });
  });
});

describe('proxy decide(): login guard', () => {
  // Issue 36: the phone views of the cart, settlement, payment and orders are guarded like the desktop pages, and
  // the phone login returns to the phone page.
  test('a phone view of a protected page without a token goes to the phone login, which returns to that phone view', () => {
    for (const target of [
      '/settlementCenter',
      '/settlementPage',
      '/settlementPage/payment/paymentBill?orderNo=SO1',
      '/orderCenter?status=paid',
      '/orderCenter/orderDetaile?orderNo=SO1',
      '/inquiryCenter',
      '/inquiryCenter/inquiryList',
    ]) {
      const phone = `/mobileView?target=${encodeURIComponent(target)}`;
      const d = run(phone, { 'user-agent': IPHONE });
      expect(d).toEqual({
        type: 'redirect',
        status: 307,
        location: `/mobileView?target=${encodeURIComponent(`/login?redirect=${encodeURIComponent(phone)}`)}`,
      });
      const login = new URL(new URL(d.type === 'redirect' ? d.location : '', BASE).searchParams.get('target')!, BASE);
      expect(login.pathname).toBe('/login');
      expect(login.searchParams.get('redirect')).toBe(phone);
      // Logged in: the phone view is served, by the buyer views' route (lib/proxy/phone-groups.ts).
      expect(run(phone, { 'user-agent': IPHONE }, { token: 't' })).toEqual({
        type: 'rewrite',
        location: `${PHONE_GROUP_ROUTES.buyer}?target=${encodeURIComponent(target)}`,
      });
    }
  });

  test('public phone views, the phone login itself and unsafe targets are not guarded', () => {
    for (const target of [
      '/',
      '/goodsDetail/42',
      '/login?redirect=%2FsettlementCenter',
      '/successAliPage?orderNo=SO1',
      '//evil.example/settlementCenter',
      'https://evil.example/orderCenter',
    ]) {
      // Served where it is (the main views) or by its group's route with the same target; never the login.
      const d = run(`/mobileView?target=${encodeURIComponent(target)}`, { 'user-agent': IPHONE });
      if (d.type === 'next' || d.type === 'lite') continue;
      expect(d.type).toBe('rewrite');
      const to = new URL(d.type === 'rewrite' ? d.location : '', BASE);
      expect(Object.values(PHONE_GROUP_ROUTES)).toContain(to.pathname);
      expect(to.searchParams.get('target')).toBe(target);
    }
    expect(run(`/mobileView?target=${encodeURIComponent('/')}`, { 'user-agent': IPHONE })).toEqual({ type: 'lite' });
    expect(run(`/mobileView?target=${encodeURIComponent('/goodsDetail/42')}`, { 'user-agent': IPHONE })).toEqual({
      type: 'rewrite',
      location: `${PHONE_GROUP_ROUTES.goods}?target=${encodeURIComponent('/goodsDetail/42')}`,
    });
    expect(run('/mobileView', { 'user-agent': IPHONE })).toEqual({ type: 'lite' });
  });

  test('protected pages without a token go to /login?redirect=<path+query>', () => {
    expect(run('/settlementCenter')).toEqual({
      type: 'redirect',
      status: 307,
      location: '/login?redirect=%2FsettlementCenter',
    });
    expect(run('/personalCenter/myCollection?pageNo=2')).toEqual({
      type: 'redirect',
      status: 307,
      location: '/login?redirect=%2FpersonalCenter%2FmyCollection%3FpageNo%3D2',
    });
    for (const p of [
      '/orderCenter',
      '/inquiryCenter/inquiryList',
      '/quickOrder',
      '/customizedServices',
      '/afterSalesCenter',
      '/settlementPage/payment/paymentBill',
    ]) {
      expect(run(p)).toMatchObject({ type: 'redirect', location: expect.stringMatching(/^\/login\?redirect=/) });
    }
  });

  test('with a token cookie protected pages pass', () => {
    expect(run('/settlementCenter', undefined, { token: 'abc' })).toEqual({ type: 'next' });
    expect(run('/personalCenter', undefined, { token: 'abc' })).toEqual({ type: 'next' });
  });

  test('look-alike paths are not protected', () => {
    expect(run('/orderCenterX')).toMatchObject({ type: 'rewrite' });
    expect(run('/demandsList')).toEqual({ type: 'next' });
    expect(run('/login?redirect=%2FsettlementCenter')).toEqual({ type: 'next' });
  });
});

describe('proxy decide(): single-segment fallback', () => {
  test('an unknown single segment is rewritten to /resolve/<segment> with the query kept', () => {
    expect(run('/58-08-2')).toEqual({ type: 'rewrite', location: '/resolve/58-08-2' });
    expect(run('/GB5009.3-2016')).toEqual({ type: 'rewrite', location: '/resolve/GB5009.3-2016' });
    expect(run('/x?a=1')).toEqual({ type: 'rewrite', location: '/resolve/x?a=1' });
    expect(run('/%E5%92%96%E5%95%A1%E5%9B%A0')).toEqual({
      type: 'rewrite',
      location: '/resolve/%E5%92%96%E5%95%A1%E5%9B%A0',
    });
  });

  test('known routes are untouched, including deep paths', () => {
    for (const p of [
      '/',
      '/productCenter',
      '/methods',
      '/standard',
      '/goodsDetail/1',
      '/newsInformation/advisoryDetails/3',
      '/404',
      '/upgradation',
      '/resolve/abc',
      '/nonexistent-page-xyz/abc',
    ]) {
      expect(run(p)).toEqual({ type: 'next' });
    }
    expect(KNOWN_TOP_LEVEL_SEGMENTS.has('searchStructureFormula')).toBe(true);
  });

  test('API calls and static files are untouched, even from phones', () => {
    for (const p of [
      '/mall/user/api/userInfo/selectUser',
      '/_next/static/chunks/main.js',
      '/images/placeholder.svg',
      '/favicon.ico',
      '/robots.txt',
      '/sitemap.xml',
      '/logo.png',
      '/__nextjs_original-stack-frames',
      '/.well-known/security.txt',
      '/healthz',
      '/readyz',
    ]) {
      expect(run(p, { 'user-agent': IPHONE })).toEqual({ type: 'next' });
      expect(run(p)).toEqual({ type: 'next' });
    }
  });
});
