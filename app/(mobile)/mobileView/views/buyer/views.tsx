/**
 * The buyer's phone views (issue 36), keyed by the desktop path like every phone view: login, cart, settlement,
 * payment, payment result, orders, the inquiry basket and 我的询价, and the personal centre's entry. All of them are
 * the buyer's own pages: noindex, rendered on the client with the buyer's token (the proxy sends a visitor without
 * one to the phone login first, lib/proxy/decide.ts).
 */
import { PaySuccess } from '@/components/orders/PaySuccess';
import { InquiryBasket } from '@/components/inquiry/InquiryBasket';
import { InquiryList } from '@/components/inquiry/InquiryList';
import { InquiryDetail } from '@/components/inquiry/InquiryDetail';
import { CART_PATH, LOGIN_PATH, LOGIN_REDIRECT_PARAM, QUICK_ORDER_PATH } from '@/lib/config/routes';
import { getDb } from '@/lib/db/client';
import { quickOrderExamples } from '@/lib/domain/commerce/quick-order';
import { DesktopButton } from '../../DesktopButton';
import { defineView, type MobileView } from '../types';
import { PhoneList, PhoneTitle, idOf } from '../shared';
import { PhoneCart } from './PhoneCart';
import { PhoneLogin, PhoneWeChatCallback } from './PhoneLogin';
import { PhoneQuickOrder } from './PhoneQuickOrder';
import { PhoneRegister } from './PhoneRegister';
import { PhoneOrderDetail, PhoneOrderList } from './PhoneOrders';
import { PhonePayment } from './PhonePayment';
import { PhoneSettlement } from './PhoneSettlement';
import { SignedIn } from './ui';

const PRIVATE = { index: false, follow: false } as const;

/** A view of one exact desktop path whose params are read from the query. */
function buyerView<P>(
  kind: string,
  path: string,
  title: string,
  read: (search: URLSearchParams) => P,
  body: (p: P, target: string) => React.ReactNode | Promise<React.ReactNode>,
  signedIn = true,
): MobileView<P & { target: string }> {
  return defineView<P & { target: string }>({
    kind,
    ownHeading: true,
    match(pathname, search) {
      if (pathname !== path) return null;
      const q = search.toString();
      return { ...read(search), target: q ? `${path}?${q}` : path };
    },
    canonical: (p) => p.target,
    async metadata() {
      return { title, robots: PRIVATE };
    },
    async render(p) {
      const content = await body(p, p.target);
      return (
        <div data-buyer-view={kind}>
          <PhoneTitle>{title}</PhoneTitle>
          {signedIn ? <SignedIn returnTo={p.target}>{content}</SignedIn> : content}
        </div>
      );
    },
  });
}

const orderNoOf = (s: URLSearchParams) => ({ orderNo: (s.get('orderNo') ?? '').trim().slice(0, 40) });

export const loginView = buyerView(
  'login',
  LOGIN_PATH,
  '会员登录',
  (s) => ({ redirect: s.get(LOGIN_REDIRECT_PARAM) }),
  (p) => <PhoneLogin redirect={p.redirect} />,
  false,
);

/** WeChat's authorisation comes back to /login/wxLogin (?via=mp inside WeChat's browser, issue 36). */
export const wechatCallbackView = buyerView(
  'wechatCallback',
  '/login/wxLogin',
  '微信登录',
  (s) => ({ code: s.get('code'), state: s.get('state'), mp: s.get('via') === 'mp' }),
  (p) => <PhoneWeChatCallback code={p.code} state={p.state} mp={p.mp} />,
  false,
);

/** 免费注册: the desktop form (SMS code) in the phone layout; the redirect stays a phone page. */
export const registerView = buyerView(
  'register',
  '/register',
  '免费注册',
  (s) => ({ token: s.get('token'), redirect: s.get(LOGIN_REDIRECT_PARAM) }),
  (p) => <PhoneRegister token={p.token} redirect={p.redirect} />,
  false,
);

/** 快速下单: the desktop page's logic and the examples from the same data function, laid out for the phone. */
export const quickOrderView = buyerView(
  'quickOrder',
  QUICK_ORDER_PATH,
  '快速下单',
  () => ({}),
  async () => <PhoneQuickOrder examples={await quickOrderExamples(await getDb())} />,
);

export const cartView = buyerView(
  'cart',
  CART_PATH,
  '购物车',
  () => ({}),
  () => <PhoneCart />,
);

export const settlementView = buyerView(
  'settlement',
  '/settlementPage',
  '结算页',
  (s) => ({ inquiryId: Number(s.get('inquiryId')) || null }),
  (p) => <PhoneSettlement inquiryId={p.inquiryId} />,
);

export const paymentView = buyerView('payment', '/settlementPage/payment/paymentBill', '订单支付', orderNoOf, (p) => (
  <PhonePayment orderNo={p.orderNo} />
));
/** The order centre's 去支付 link on desktop (/orderCenter/orderPayment) is the same payment page. */
export const orderPaymentView = buyerView('orderPayment', '/orderCenter/orderPayment', '订单支付', orderNoOf, (p) => (
  <PhonePayment orderNo={p.orderNo} />
));

/** Alipay returns the buyer here (the wap request's return_url); what it shows comes from the shop's own database. */
export const paySuccessView = buyerView(
  'paySuccess',
  '/successAliPage',
  '支付完成',
  orderNoOf,
  (p) => (
    <div className="phone-reflow px-3 py-2">
      <PaySuccess orderNo={p.orderNo} phone />
    </div>
  ),
  false,
);

export const orderListView = buyerView(
  'orders',
  '/orderCenter',
  '我的订单',
  (s) => ({
    status: s.get('status'),
    pageNo: Math.min(Math.max(Number.parseInt(s.get('pageNo') ?? '1', 10) || 1, 1), 500),
  }),
  (p) => <PhoneOrderList status={p.status} pageNo={p.pageNo} />,
);

export const orderDetailView = buyerView('orderDetail', '/orderCenter/orderDetaile', '订单详情', orderNoOf, (p) => (
  <PhoneOrderDetail orderNo={p.orderNo} />
));

/** 询价篮 and 我的询价: the desktop components in the phone reflow (one column, ≥ 44 px targets). */
export const basketView = buyerView(
  'basket',
  '/inquiryCenter',
  '询价篮',
  () => ({}),
  () => (
    <div className="phone-reflow" data-testid="phone-basket">
      <InquiryBasket />
    </div>
  ),
);
export const inquiryListView = buyerView(
  'inquiries',
  '/inquiryCenter/inquiryList',
  '我的询价',
  () => ({}),
  () => (
    <div className="phone-reflow" data-testid="phone-inquiries">
      <InquiryList />
    </div>
  ),
);

/** 询价详情 (/inquiryCenter/inquiryDetails/<id>): the quote, the timeline and 接受报价 → the phone settlement. */
export const inquiryDetailView = defineView<{ id: number | null; target: string }>({
  kind: 'inquiryDetail',
  ownHeading: true,
  match(pathname, search) {
    const prefix = '/inquiryCenter/inquiryDetails';
    if (pathname !== prefix && !pathname.startsWith(`${prefix}/`)) return null;
    return { id: idOf(pathname, prefix, search), target: pathname };
  },
  canonical: (p) => p.target,
  async metadata() {
    return { title: '询价详情', robots: PRIVATE };
  },
  async render(p) {
    return (
      <div data-buyer-view="inquiryDetail">
        <PhoneTitle>询价详情</PhoneTitle>
        <SignedIn returnTo={p.target}>
          <div className="phone-reflow" data-testid="phone-inquiry-detail">
            <InquiryDetail id={p.id} />
          </div>
        </SignedIn>
      </div>
    );
  },
});

/** The personal centre: the phone pages a buyer has; everything else stays on the desktop site, and it says so. */
export const personalCentreView = buyerView(
  'personalCentre',
  '/personalCenter',
  '会员中心',
  () => ({}),
  () => (
    <>
      <PhoneList
        testId="phone-centre"
        items={[
          { key: 'orders', href: '/orderCenter', title: '我的订单' },
          { key: 'cart', href: CART_PATH, title: '购物车' },
          { key: 'basket', href: '/inquiryCenter', title: '询价篮' },
          { key: 'inquiries', href: '/inquiryCenter/inquiryList', title: '我的询价' },
        ]}
      />
      <section className="mt-2 bg-white px-4 py-4 text-sm text-ink-700" data-testid="phone-centre-desktop">
        <p>收货地址、发票信息、企业资质、账期、收藏、积分、售后与账号安全等功能暂无手机版，请在电脑版会员中心办理。</p>
        <DesktopButton
          target="/personalCenter"
          className="mt-3 h-11 w-full rounded-full border border-brand-500 text-brand-600"
        >
          访问电脑版会员中心
        </DesktopButton>
      </section>
    </>
  ),
);

export const buyerViewList: MobileView[] = [
  loginView,
  wechatCallbackView,
  registerView,
  quickOrderView,
  cartView,
  settlementView,
  paymentView,
  orderPaymentView,
  paySuccessView,
  orderListView,
  orderDetailView,
  basketView,
  inquiryListView,
  inquiryDetailView,
  personalCentreView,
] as MobileView[];
