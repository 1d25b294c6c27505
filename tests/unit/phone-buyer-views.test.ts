/**
 * Issue 36 (a phone buyer can order): the buyer's desktop pages have phone views in the registry — so a phone sent
 * to /mobileView?target=<that page> gets the phone cart, settlement, payment, orders, never 「暂无移动版」 — and
 * the phone login returns to a phone page. The personal centre's other pages stay on the desktop site.
 */
import { resolveView } from '@/app/(mobile)/mobileView/views/registry';
import { phoneReturnTo } from '@/app/(mobile)/mobileView/views/buyer/PhoneLogin';
import { alipayReturnPaths } from '@/lib/domain/commerce/payments/alipay';

const BUYER_PAGES: [desktopUrl: string, kind: string][] = [
  ['/login?redirect=%2FmobileView%3Ftarget%3D%252FsettlementCenter', 'login'],
  ['/register', 'register'],
  ['/register?redirect=%2FsettlementCenter', 'register'],
  ['/quickOrder', 'quickOrder'],
  ['/settlementCenter', 'cart'],
  ['/settlementPage', 'settlement'],
  ['/settlementPage?inquiryId=12', 'settlement'],
  ['/settlementPage/payment/paymentBill?orderNo=SO2026112800001', 'payment'],
  ['/orderCenter/orderPayment?orderNo=SO2026112800001', 'orderPayment'],
  ['/successAliPage?orderNo=SO2026112800001&out_trade_no=APSO2026112800001', 'paySuccess'],
  ['/orderCenter', 'orders'],
  ['/orderCenter?status=paid&pageNo=2', 'orders'],
  ['/orderCenter/orderDetaile?orderNo=SO2026112800001', 'orderDetail'],
  ['/inquiryCenter', 'basket'],
  ['/inquiryCenter/inquiryList', 'inquiries'],
  ['/inquiryCenter/inquiryDetails/12', 'inquiryDetail'],
  ['/personalCenter', 'personalCentre'],
];

describe('phone buyer views', () => {
  test.each(BUYER_PAGES)('%s has the phone view %s, canonical to itself and never indexed', async (url, kind) => {
    const r = resolveView(url);
    expect(r?.view.kind).toBe(kind);
    expect(r!.view.canonical(r!.params)).toBe(url);
    const meta = await r!.view.metadata!(r!.params, { target: url, pathname: r!.pathname, search: r!.search });
    expect(meta.robots).toEqual({ index: false, follow: false });
  });

  test('the order pages read their query: the order number, the status tab and the page', () => {
    expect(resolveView('/settlementPage/payment/paymentBill?orderNo=SO1')!.params).toMatchObject({ orderNo: 'SO1' });
    expect(resolveView('/orderCenter?status=paid&pageNo=2')!.params).toMatchObject({ status: 'paid', pageNo: 2 });
    expect(resolveView('/orderCenter?pageNo=-3')!.params).toMatchObject({ pageNo: 1 });
    expect(resolveView('/settlementPage?inquiryId=abc')!.params).toMatchObject({ inquiryId: null });
    expect(resolveView('/inquiryCenter/inquiryDetails/12')!.params).toMatchObject({ id: 12 });
  });

  test('the personal centre pages without a phone view stay unserved (the shell links to the desktop page)', () => {
    for (const url of [
      '/personalCenter/invoice',
      '/personalCenter/receivingAddress',
      '/afterSalesCenter',
      '/orderCenter/myCustom',
    ])
      expect(resolveView(url)).toBeNull();
  });

  test('the phone login returns to a phone page: a phone URL as is, a desktop path as its phone view, never elsewhere', () => {
    expect(phoneReturnTo('/mobileView?target=%2FsettlementCenter')).toBe('/mobileView?target=%2FsettlementCenter');
    expect(phoneReturnTo('/orderCenter?status=paid')).toBe('/mobileView?target=%2ForderCenter%3Fstatus%3Dpaid');
    expect(phoneReturnTo('//evil.example/x')).toBe('/mobileView?target=%2F');
    expect(phoneReturnTo('https://evil.example/')).toBe('/mobileView?target=%2F');
    expect(phoneReturnTo(null)).toBe('/mobileView?target=%2F');
  });

  test('Alipay returns a phone buyer to the phone pages and a desktop buyer to the desktop ones', () => {
    expect(alipayReturnPaths('SO1', 'wap')).toEqual({
      returnPath: '/mobileView?target=%2FsuccessAliPage%3ForderNo%3DSO1',
      quitPath: '/mobileView?target=%2FsettlementPage%2Fpayment%2FpaymentBill%3ForderNo%3DSO1',
    });
    expect(alipayReturnPaths('SO1', 'pc')).toEqual({
      returnPath: '/successAliPage?orderNo=SO1',
      quitPath: '/settlementPage/payment/paymentBill?orderNo=SO1',
    });
  });
});
