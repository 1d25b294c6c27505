/**
 * Layout and chrome texts (header, mini cart, side bar, footer, error pages).
 * Part of lib/config/messages' core area (core.ts; import from @/lib/config/messages). One object per module: the
 * browser bundles only the objects a page's code reads (issue 34's JS budget).
 */

/** Layout and chrome texts (header, mini cart, side bar, footer, error pages). */
export const CHROME = {
  welcome: '您好，欢迎来到标准物质商城！',
  login: '登录',
  register: '免费注册',
  logout: '退出登录',
  logoutConfirm: '确定要退出登录吗？',
  helpCenter: '帮助中心',
  hotline: '客服热线',
  structureSearch: '结构式搜索',
  demandList: '需求清单',
  cart: '购物车',
  basket: '询价篮',
  quickOrder: '快速下单',
  about: '关于我们',
  cartEmpty: '购物车中还没有商品，赶紧选购吧！',
  basketEmpty: '询价篮中还没有商品，快去添加吧！',
  goOrder: '去下单',
  goInquiry: '去询价',
  contactUs: '联系我们',
  backToTop: '返回顶部',
  copyContact: '复制联系方式',
  backHome: '返回首页',
  retry: '重试',
  errorTitle: '页面出错了',
  visitDesktop: '访问电脑版',
  continueToPage: '继续访问',
  jumpCountdown: (s: number) => `${s} 秒后自动跳转`,
  jumpNow: '立即跳转',
} as const;
