/**
 * Phone views are served by four routes (lib/proxy/phone-groups.ts), so each route ships only its own views' client
 * code. The proxy picks the route from the target's path alone; this holds that choice equal to the registry's for
 * every public route, every buyer page and the /mobileView query forms.
 */
import { groupOfView, resolveView } from '@/app/(mobile)/mobileView/views/registry';
import { targetOf } from '@/app/(mobile)/mobileView/metadata';
import { decide } from '@/lib/proxy/decide';
import { PHONE_GROUP_ROUTES, phoneViewGroup } from '@/lib/proxy/phone-groups';
import { publicRoutes } from '../helpers/public-routes';

const BUYER_URLS = [
  '/login?redirect=%2FsettlementCenter',
  '/login/wxLogin?via=mp&code=dev_abc&state=s1',
  '/register',
  '/quickOrder',
  '/settlementCenter',
  '/settlementPage?inquiryId=12',
  '/settlementPage/payment/paymentBill?orderNo=SO1',
  '/orderCenter/orderPayment?orderNo=SO1',
  '/successAliPage?orderNo=SO1',
  '/orderCenter?status=paid',
  '/orderCenter/orderDetaile?orderNo=SO1',
  '/inquiryCenter',
  '/inquiryCenter/inquiryList',
  '/inquiryCenter/inquiryDetails/12',
  '/personalCenter',
];
const OTHER_URLS = ['/', '/goodsDetail/42', '/50-78-2', '/productCenter/productClassifyList/5?sort=priceAsc'];

const pathOf = (url: string) => new URL(url, 'http://x').pathname.replace(/(.)\/+$/, '$1');
const noCookies = { get: () => undefined };
const withToken = { get: (n: string) => (n === 'token' ? 'tkn' : undefined) };
const desktopUa = { get: (h: string) => (h === 'user-agent' ? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/136' : null) };

describe('phone view routes', () => {
  test.each([...publicRoutes(), ...BUYER_URLS, ...OTHER_URLS])('%s: the proxy picks the group of its view', (url) => {
    const r = resolveView(url);
    expect(r).not.toBeNull();
    expect(phoneViewGroup(pathOf(url))).toBe(groupOfView(r!.view));
  });

  test('the query forms ?keyword= and ?category= go to the routes of their targets', () => {
    const group = (search: string) => {
      const d = decide(`http://x/mobileView${search}`, desktopUa, noCookies);
      return d.type === 'rewrite' ? d.location.split('?')[0] : d.type;
    };
    expect(group('?keyword=CAS%2050-78-2')).toBe('lite');
    expect(resolveView(targetOf({ keyword: 'CAS 50-78-2' }))!.view.kind).toBe('search');
    expect(group('?category=5')).toBe(PHONE_GROUP_ROUTES.reflow);
    expect(resolveView(targetOf({ category: '5' }))!.view.kind).toBe('category');
    expect(group('?target=%2FgoodsDetail%2F42')).toBe(PHONE_GROUP_ROUTES.goods);
    expect(group('?target=%2FnewsInformation%2FadvisoryDetails%2F7')).toBe('lite');
  });

  test('the proxy rewrites /mobileView to the route of the view, keeping the query (the address stays)', () => {
    expect(decide('http://x/mobileView?target=%2FsettlementCenter', desktopUa, withToken)).toEqual({
      type: 'rewrite',
      location: '/mobileView/buyer?target=%2FsettlementCenter',
    });
    expect(decide('http://x/mobileView?target=%2FproductCenter', desktopUa, noCookies)).toEqual({
      type: 'rewrite',
      location: '/mobileView/reflow?target=%2FproductCenter',
    });
    // The login guard still comes first for the buyer's own pages.
    expect(decide('http://x/mobileView?target=%2ForderCenter', desktopUa, noCookies)).toMatchObject({
      type: 'redirect',
      location: expect.stringContaining('/mobileView?target=%2Flogin'),
    });
  });

  test('a route of a group is not a second address of a phone page: it redirects to /mobileView', () => {
    for (const route of Object.values(PHONE_GROUP_ROUTES))
      expect(decide(`http://x${route}?target=%2Fx`, desktopUa, noCookies)).toEqual({
        type: 'redirect',
        location: '/mobileView?target=%2Fx',
        status: 308,
      });
  });
});
