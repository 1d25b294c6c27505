/**
 * Who may do what in the operations console: each console endpoint and page belongs to one area, each area names
 * the roles that may use it (管理员 admin may use every area). The server checks every call and every page against
 * this table; the menu only hides what the server would refuse anyway. Browser-safe (no server imports).
 */
import type { StaffRole } from '@/lib/config/staff-roles';

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: '管理员',
  ops: '运营',
  finance: '财务',
  warehouse: '仓库',
};

/** Areas of the console and the roles (besides admin) allowed in each. */
export const AREAS = {
  /** Console home, own password: every logged-in staff member. */
  home: ['ops', 'finance', 'warehouse'],
  /** Order list and detail (read): everyone works with orders. */
  orders: ['ops', 'finance', 'warehouse'],
  /** Cancelling an order with a reason. */
  orderCancel: ['ops', 'finance'],
  /** Confirming or rejecting bank transfers. */
  payments: ['finance'],
  /** Shipping orders. */
  shipping: ['warehouse'],
  /** After-sales claims (goods come back to the warehouse; refunds are checked by finance). */
  afterSales: ['warehouse', 'finance'],
  /** Refunds: finance records bank transfers, retries Alipay refunds. */
  refunds: ['finance'],
  invoices: ['finance'],
  credit: ['finance'],
  inquiries: ['ops'],
  custom: ['ops'],
  feedback: ['ops'],
  verifications: ['ops'],
  /** Licence documents of restricted chemicals (资质审核) and the restricted-sales ledger (管制品台账). */
  licences: ['ops'],
  catalog: ['ops'],
  content: ['ops'],
  insights: ['ops', 'finance'],
  /** The buyers' standards-ledger reminders: the list of what was sent, and running the daily scan now. */
  ledger: ['ops'],
  /** Staff accounts and the audit log: admin only. */
  staff: [],
  audit: [],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Area = keyof typeof AREAS;

export function canAccess(role: StaffRole, area: Area): boolean {
  return role === 'admin' || (AREAS[area] as readonly StaffRole[]).includes(role);
}

/** The console menu: one entry per page, shown when the staff member's role may use its area. */
export const CONSOLE_MENU: { href: string; label: string; area: Area; group: string }[] = [
  { href: '/console', label: '工作台', area: 'home', group: '工作台' },
  { href: '/console/orders', label: '订单', area: 'orders', group: '交易' },
  { href: '/console/inquiries', label: '询价单', area: 'inquiries', group: '交易' },
  { href: '/console/custom', label: '定制需求', area: 'custom', group: '交易' },
  { href: '/console/after-sales', label: '售后', area: 'afterSales', group: '售后与财务' },
  { href: '/console/refunds', label: '退款', area: 'refunds', group: '售后与财务' },
  { href: '/console/invoices', label: '发票', area: 'invoices', group: '售后与财务' },
  { href: '/console/credit', label: '账期', area: 'credit', group: '售后与财务' },
  { href: '/console/verifications', label: '认证审核', area: 'verifications', group: '客户' },
  { href: '/console/licences', label: '资质审核', area: 'licences', group: '客户' },
  { href: '/console/restricted-sales', label: '管制品台账', area: 'licences', group: '客户' },
  { href: '/console/feedback', label: '意见反馈', area: 'feedback', group: '客户' },
  { href: '/console/ledger-reminders', label: '台账提醒', area: 'ledger', group: '客户' },
  { href: '/console/catalog', label: '商品', area: 'catalog', group: '商品与内容' },
  { href: '/console/catalog/import', label: '批量导入', area: 'catalog', group: '商品与内容' },
  { href: '/console/content', label: '内容', area: 'content', group: '商品与内容' },
  { href: '/console/insights', label: '数据洞察', area: 'insights', group: '分析' },
  { href: '/console/staff', label: '员工账号', area: 'staff', group: '系统' },
  { href: '/console/audit', label: '操作日志', area: 'audit', group: '系统' },
];
