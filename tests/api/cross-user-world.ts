/**
 * What the cross-user tests share (tests/api/cross-user*.ts): the buyer-data groups, the marker and the id range
 * of user A's records, and the generator that fills an endpoint's input from its zod schema with A's ids.
 */
import { cartEndpoints } from '../../lib/api/endpoints/cart';
import { profileEndpoints } from '../../lib/api/endpoints/profile';
import { orderEndpoints } from '../../lib/api/endpoints/orders';
import { paymentEndpoints } from '../../lib/api/endpoints/payments';
import { quickOrderEndpoints } from '../../lib/api/endpoints/quick-order';
import { inquiryEndpoints } from '../../lib/api/endpoints/inquiries';
import { afterSaleEndpoints } from '../../lib/api/endpoints/after-sales';
import { invoiceEndpoints } from '../../lib/api/endpoints/invoices';
import { creditEndpoints } from '../../lib/api/endpoints/credit';
import { customEndpoints } from '../../lib/api/endpoints/custom';
import { orgPurchasingEndpoints } from '../../lib/api/endpoints/org-purchasing';
import { pointsEndpoints } from '../../lib/api/endpoints/points';
import { stockAlertEndpoints } from '../../lib/api/endpoints/stock-alerts';
import { licenceEndpoints } from '../../lib/api/endpoints/licences';
import { refundEndpoints } from '../../lib/api/endpoints/refunds';
import { ledgerEndpoints } from '../../lib/api/endpoints/ledger';
import type { BuyerEndpointDef as EndpointDef } from '../../lib/api/define';

/** The buyer-data groups: every endpoint in them must be reached past input validation by the walk. */
export const BUYER_GROUPS = {
  ...cartEndpoints,
  ...profileEndpoints,
  ...orderEndpoints,
  ...paymentEndpoints,
  ...quickOrderEndpoints,
  ...inquiryEndpoints,
  ...afterSaleEndpoints,
  ...invoiceEndpoints,
  ...creditEndpoints,
  ...customEndpoints,
  ...orgPurchasingEndpoints,
  ...pointsEndpoints,
  ...stockAlertEndpoints,
  ...licenceEndpoints,
  ...refundEndpoints,
  ...ledgerEndpoints,
};

export const letters = 'abcdefghijklmnopqrstuvwxyz';
export const MARK = `Qzxmark${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * 26)]).join('')}`;
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A's record ids: ranges no sequence reaches in a test database. */
export const ID = {
  cart: 910001,
  basket: 920001,
  demand: 930001,
  addrReceiving: 940001,
  addrInvoice: 940002,
  invoiceTitle: 945001,
  uploadAvatar: 950001,
  uploadIdCard: 950002,
  uploadLicence: 950003,
  requestRealName: 955001,
  requestEnterprise: 955002,
  org: 960001,
  credit: 965001,
  feedback: 970001,
  points: 975001,
  order: 980001,
  orderLine: 980002,
  payment: 981001,
  uploadVoucher: 950004,
  inquiry: 985001,
  inquiryLine: 985002,
  orderDone: 980003,
  orderDoneLine: 980004,
  afterSale: 986001,
  uploadAfterSale: 950005,
  invoice: 987001,
  creditApplication: 988001,
  customRequest: 989001,
  gift: 990001,
  redemption: 990002,
  stockAlert: 991001,
  ledgerEntry: 992001,
  ledgerUsage: 992002,
  ledgerReminder: 992003,
  uploadInvoicePdf: 950006,
  uploadLicenceScan: 950007,
  licence: 992001,
  refund: 992001,
  redInvoice: 987002,
  uploadFeedback: 950008,
} as const;
/** The random name A's feedback image is served under (/uploads/<name>): never shown to B. */
export const FEEDBACK_KEY = `Fb${MARK}`.padEnd(32, 'k').slice(0, 32);
export const A_IDS = [...new Set(Object.values(ID))];
export const A_ID_RE = new RegExp(`(?<![\\d.])(${A_IDS.join('|')})(?![\\d.])`);

export const ID_LIKE = /^(id|ids|carId|addrId|fid|fids)$|Id$|Ids$|Fid$|Fids$/;

/** Plausible valid values for named string fields, so calls get past validation to the owner checks. */
export const STRING_FOR: Record<string, string> = {
  mobile: '13800138000',
  phone: '13800138000',
  contactPhone: '13800138000',
  regPhone: '010-12345678',
  creditCode: '91440300708461136T',
  taxNo: '91440300708461136T',
  idCard: '11010519491231002X',
  bankAccount: '6222020200001234',
  realName: '张三',
  email: 'b-user@example.com',
  kw: MARK,
  keyword: MARK,
  orderNo: `SO${MARK}`,
  inquiryNo: `IQ${MARK}`,
  afterSaleNo: `AS${MARK}`,
  refundNo: `RF${MARK}`,
  carrier: '顺丰速运',
  trackingNo: 'SF1234567890',
  reason: '包装破损',
  cas: '50-78-2',
  deliveryDate: '',
  analyses: 'HPLC',
  // Ledger days (a real past day, so a call reaches the owner check).
  openedOn: '2026-01-05',
  usedOn: '2026-01-06',
  endedOn: '2026-01-07',
  receivedOn: '2026-01-02',
  expiresOn: '2030-01-01',
  idempotencyKey: 'crossuser-key-0001',
  licenceNo: 'GA-2026-000123',
  authority: '北京市公安局',
  validFrom: '2026-01-01',
  validTo: '2099-12-31',
  passwd: 'e10adc3949ba59abbe56e057f20f883e',
  oldPasswd: 'e10adc3949ba59abbe56e057f20f883e',
};

/** Plausible valid values for named number fields (bounded or listed ones). */
export const NUMBER_FOR: Record<string, number> = { quota: 20000, periodDays: 30 };

export type Def = { type: string; [k: string]: unknown };
export const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** A value the schema accepts (as far as a generator can tell), with id-like fields set to `aid`. */
export function gen(schema: unknown, key: string, aid: number): unknown {
  const def = defOf(schema);
  if (ID_LIKE.test(key)) {
    const inner = unwrap(schema);
    return defOf(inner).type === 'array' ? [aid] : aid;
  }
  switch (def.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(def.shape as Record<string, unknown>)) {
        const g = gen(v, k, aid);
        if (g !== undefined) out[k] = g;
      }
      return out;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return gen(def.innerType, key, aid);
    case 'pipe': {
      const i = defOf(def.in);
      return gen(i.type === 'transform' ? def.out : def.in, key, aid);
    }
    case 'transform':
      return undefined;
    case 'string':
      return STRING_FOR[key] ?? `测试${key}`;
    case 'number':
      return NUMBER_FOR[key] ?? 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'union':
      return gen((def.options as unknown[])[0], key, aid);
    case 'array':
      return key === 'list'
        ? [{ skuId: aid, productId: aid, prodDetailId: aid, number: 1, carId: aid }]
        : [gen(def.element, key, aid)];
    case 'custom': {
      const fd = new FormData();
      fd.append('file', new File([new Uint8Array(PNG)], 'x.png', { type: 'image/png' }));
      return fd;
    }
    default:
      return undefined;
  }
}

export function unwrap(schema: unknown): unknown {
  let s = schema;
  for (;;) {
    const d = defOf(s);
    if (d.innerType) s = d.innerType;
    else if (d.type === 'pipe') s = defOf(d.in).type === 'transform' ? d.out : d.in;
    else return s;
  }
}

/** The request for one endpoint: path params filled in, GET → query string, a form field → multipart. */
export function request(def: EndpointDef, input: Record<string, unknown>): { path: string; body?: unknown } {
  const rest = { ...input };
  const path = def.path
    .split('/')
    .map((seg) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (!m) return seg;
      const v = rest[m[1]!];
      delete rest[m[1]!];
      return encodeURIComponent(String(v ?? ''));
    })
    .join('/');
  if (def.method === 'GET') {
    const qs = new URLSearchParams();
    for (const [k, v] of Object.entries(rest))
      if (v !== undefined && v !== null) qs.append(k, Array.isArray(v) ? v.join(',') : String(v));
    const s = qs.toString();
    return { path: s ? `${path}?${s}` : path };
  }
  if (rest.form instanceof FormData) {
    const fd = rest.form;
    for (const [k, v] of Object.entries(rest)) {
      if (k === 'form' || v === undefined || v === null) continue;
      fd.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    return { path, body: fd };
  }
  return { path, body: rest };
}
