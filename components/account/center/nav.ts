/**
 * The personal centre's left navigation (spec §2.4): four groups. Entries of pages that later issues build
 * (orders, after-sales, invoices, account period) link to their routes already.
 */
export type CenterNavItem = { label: string; href?: string; action?: 'feedback'; testId?: string };
export type CenterNavGroup = { title: string; items: CenterNavItem[] };

export const PC = '/personalCenter';

export const CENTER_NAV: readonly CenterNavGroup[] = [
  {
    title: '会员中心',
    items: [
      { label: '个人中心', href: PC },
      { label: '账户管理', href: `${PC}/accountManagement` },
      { label: '账户安全', href: `${PC}/accountSecurity` },
      { label: '实名认证', href: `${PC}?tab=realname#verification` },
      { label: '企业认证', href: `${PC}?tab=enterprise#verification` },
      { label: '企业资质', href: `${PC}/qualification` },
      { label: '收货地址', href: `${PC}/receivingAddress` },
      { label: '我的收藏', href: `${PC}/myCollection` },
      { label: '我的足迹', href: `${PC}/history` },
    ],
  },
  {
    title: '订单中心',
    items: [
      { label: '我的订单', href: '/orderCenter' },
      { label: '我的定制', href: '/orderCenter/myCustom' },
      { label: '我的询价', href: '/inquiryCenter/inquiryList' },
      { label: '售后服务', href: '/afterSalesCenter' },
      { label: '单位订单', href: '/orderCenter/orgOrders' },
      { label: '标准品台账', href: `${PC}/standardsLedger` },
      { label: '亚硝胺评估记录', href: `${PC}/nitrosamineScreens` },
    ],
  },
  {
    title: '资产中心',
    items: [
      { label: '我的积分', href: `${PC}/myIntegral` },
      { label: '账期管理', href: `${PC}/accountingPeriod` },
      { label: '发票管理', href: `${PC}/invoice` },
      { label: '发票信息', href: `${PC}/invoiceAddress` },
    ],
  },
  {
    title: '客户服务',
    items: [
      { label: '意见反馈', action: 'feedback', testId: 'center-nav-feedback' },
      { label: '我的反馈', href: `${PC}/myFeedback` },
      { label: '帮助中心', href: '/helpCenter/loginProblem' },
      { label: '联系客服', href: '/enterpriseIntroduction?type=1' },
    ],
  },
];

export type VerifyTab = 'realname' | 'enterprise';

/** The verification tab the home page opens: ?tab=, or real-name for ?needAuthentication=1 (spec §5), else none. */
export function verifyTabOf(search: { get(name: string): string | null } | null | undefined): VerifyTab | null {
  const tab = search?.get('tab');
  if (tab === 'realname' || tab === 'enterprise') return tab;
  return search?.get('needAuthentication') === '1' ? 'realname' : null;
}

/** The active entry for a pathname and the current verification tab (exact path; tabs by ?tab=). */
export function isActive(item: CenterNavItem, pathname: string, tab: VerifyTab | null): boolean {
  if (!item.href) return false;
  const [path, rest] = item.href.split('?');
  // A page under an entry (an order's detail, an after-sale record) lights up its entry, unless it is an entry itself.
  const under =
    path !== PC &&
    pathname.startsWith(`${path}/`) &&
    !CENTER_NAV.some((g) => g.items.some((i) => i.href?.split('?')[0] === pathname));
  if (path !== pathname && !under) return false;
  const itemTab = rest ? new URLSearchParams(rest.split('#')[0]).get('tab') : null;
  return itemTab === tab;
}
