/**
 * Empty states and shared UI texts (spec §2.4).
 * Part of lib/config/messages' core area (core.ts; import from @/lib/config/messages). One object per module: the
 * browser bundles only the objects a page's code reads (issue 34's JS budget).
 */

/** Empty states and shared UI texts (spec §2.4). */
export const UI = {
  emptySearch: '暂无检索数据',
  emptyGoods: '暂无商品数据',
  loading: '加载中',
  noSubCategories: '暂无子分类',
  emptyContent: '暂无内容',
  /** Visually hidden h2 above product cards that follow the page h1 (the cards' titles are h3). */
  productListHeading: '产品列表',
  loginToView: '登录后查看',
  inquiry: '询价',
  /** Goods page and its structured data when every package is 询价. */
  priceOnInquiry: '价格请询价',
  defaultNickname: '惊鸿而过',
  maintenanceTitle: '网站进行升级维护',
  maintenanceSubtitle: '可能无法访问敬请谅解！',
  researchOnly: '本网站产品仅供科学研究使用',
  hazardLicence: '危险化学品经营许可证',
  demoContent: '演示内容',
} as const;
