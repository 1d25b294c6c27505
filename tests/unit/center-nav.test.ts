/** Personal-centre navigation: the four spec groups, the active entry, the verification tab from the URL. */
import { CENTER_NAV, isActive, verifyTabOf } from '../../components/account/center/nav';

const params = (q: string) => new URLSearchParams(q);

test('four groups in the spec order, every child route of §2.1 reachable', () => {
  expect(CENTER_NAV.map((g) => g.title)).toEqual(['会员中心', '订单中心', '资产中心', '客户服务']);
  const hrefs = CENTER_NAV.flatMap((g) => g.items.map((i) => i.href ?? ''));
  for (const child of [
    'accountingPeriod',
    'accountManagement',
    'accountSecurity',
    'history',
    'invoice',
    'invoiceAddress',
    'myCollection',
    'myIntegral',
    'receivingAddress',
  ]) {
    expect(hrefs).toContain(`/personalCenter/${child}`);
  }
  expect(CENTER_NAV[3]!.items.some((i) => i.action === 'feedback')).toBe(true);
});

test('?needAuthentication=1 opens real-name verification; ?tab= picks a tab', () => {
  expect(verifyTabOf(params('needAuthentication=1'))).toBe('realname');
  expect(verifyTabOf(params('tab=enterprise&needAuthentication=1'))).toBe('enterprise');
  expect(verifyTabOf(params('tab=realname'))).toBe('realname');
  expect(verifyTabOf(params('tab=other'))).toBeNull();
  expect(verifyTabOf(params(''))).toBeNull();
  expect(verifyTabOf(null)).toBeNull();
});

test('exactly one entry is active for each place', () => {
  const items = CENTER_NAV.flatMap((g) => g.items);
  const active = (path: string, q = '') =>
    items.filter((i) => isActive(i, path, verifyTabOf(params(q)))).map((i) => i.label);
  expect(active('/personalCenter')).toEqual(['个人中心']);
  expect(active('/personalCenter', 'needAuthentication=1')).toEqual(['实名认证']);
  expect(active('/personalCenter', 'tab=enterprise')).toEqual(['企业认证']);
  expect(active('/personalCenter/receivingAddress')).toEqual(['收货地址']);
  expect(active('/personalCenter/invoiceAddress')).toEqual(['发票信息']);
  expect(active('/orderCenter')).toEqual(['我的订单']);
});

describe('pages under an entry light it up', () => {
  const { isActive, CENTER_NAV } = jest.requireActual(
    '@/components/account/center/nav',
  ) as typeof import('@/components/account/center/nav');
  const entry = (label: string) => CENTER_NAV.flatMap((g) => g.items).find((i) => i.label === label)!;
  test('an after-sale record lights 售后服务, an order detail 我的订单; 我的定制 only lights itself', () => {
    expect(isActive(entry('售后服务'), '/afterSalesCenter/afterASingle', null)).toBe(true);
    expect(isActive(entry('我的订单'), '/orderCenter/orderDetaile', null)).toBe(true);
    expect(isActive(entry('我的订单'), '/orderCenter/myCustom', null)).toBe(false);
    expect(isActive(entry('我的定制'), '/orderCenter/myCustom', null)).toBe(true);
    expect(isActive(entry('个人中心'), '/personalCenter/invoice', null)).toBe(false);
  });
});
