/**
 * Generated cross-user test: walks EVERY endpoint with auth 'user' in the endpoint table (read at run time, so an
 * endpoint added later is covered without editing this file).
 *
 * User A owns one record of every kind (cart, basket, demand, addresses, invoice title, favourite, history, uploads,
 * verification requests, organisation, credit, feedback, points), each with a unique marker in every text field and
 * an id in a range no other row uses. For each endpoint, inputs are generated from its zod schema with every id-like
 * field (id, carId, fid, orgId, …Id, …Ids, path params) set to one of A's ids, and sent with user B's token.
 * The answer must be code 0 / -1, or a success that carries nothing of A's (no marker, no A id); afterwards A's
 * records must be unchanged. Records found by a token rather than an id (nitrosamine screens) are probed in
 * cross-user-nitrosamine.test.ts.
 */
import { and, eq, inArray, or } from 'drizzle-orm';
import type { z } from 'zod';
import { describeDb } from '../helpers/db';
import {
  addresses,
  afterSaleEvents,
  afterSales,
  browsingHistory,
  buyerLicences,
  licenceEvents,
  cartItems,
  creditAccounts,
  creditApplications,
  customRequests,
  demandItems,
  favorites,
  feedback,
  inquiries,
  inquiryBasketItems,
  inquiryEvents,
  inquiryLines,
  orderEvents,
  orderLines,
  orders,
  payments,
  invoiceTitles,
  invoiceOrders,
  invoices,
  organizations,
  pointsLedger,
  pointsGifts,
  pointsRedemptions,
  refundEvents,
  refunds,
  stockAlerts,
  ledgerEntries,
  ledgerEvents,
  ledgerReminders,
  ledgerUsages,
  uploads,
  users,
  verificationRequests,
} from '../../lib/db/schema';
import { buyerEndpoints as endpoints } from '../../lib/api/endpoints';
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
import { createSession } from '../../lib/domain/accounts/auth/session';
import { makeCatalog, makeUser, type TestUser } from './cart-fixtures';

/** The buyer-data groups: every endpoint in them must be reached past input validation by the walk. */
const BUYER_GROUPS = {
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

const letters = 'abcdefghijklmnopqrstuvwxyz';
const MARK = `Qzxmark${Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * 26)]).join('')}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A's record ids: ranges no sequence reaches in a test database. */
const ID = {
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
const FEEDBACK_KEY = `Fb${MARK}`.padEnd(32, 'k').slice(0, 32);
const A_IDS = [...new Set(Object.values(ID))];
const A_ID_RE = new RegExp(`(?<![\\d.])(${A_IDS.join('|')})(?![\\d.])`);

const ID_LIKE = /^(id|ids|carId|addrId|fid|fids)$|Id$|Ids$|Fid$|Fids$/;

/** Plausible valid values for named string fields, so calls get past validation to the owner checks. */
const STRING_FOR: Record<string, string> = {
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
const NUMBER_FOR: Record<string, number> = { quota: 20000, periodDays: 30 };

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def => (s as { _zod: { def: Def } })._zod.def;

/** A value the schema accepts (as far as a generator can tell), with id-like fields set to `aid`. */
function gen(schema: unknown, key: string, aid: number): unknown {
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

function unwrap(schema: unknown): unknown {
  let s = schema;
  for (;;) {
    const d = defOf(s);
    if (d.innerType) s = d.innerType;
    else if (d.type === 'pipe') s = defOf(d.in).type === 'transform' ? d.out : d.in;
    else return s;
  }
}

/** The request for one endpoint: path params filled in, GET → query string, a form field → multipart. */
function request(def: EndpointDef, input: Record<string, unknown>): { path: string; body?: unknown } {
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

describeDb('cross-user: every auth-user endpoint with a second user’s token', (ctx) => {
  let a: TestUser;
  let b: TestUser;

  async function snapshotA(): Promise<string> {
    const u = ctx.db;
    const id = a.id;
    const parts = await Promise.all([
      u.select().from(users).where(eq(users.id, id)),
      u.select().from(cartItems).where(eq(cartItems.userId, id)),
      u.select().from(inquiryBasketItems).where(eq(inquiryBasketItems.userId, id)),
      u.select().from(demandItems).where(eq(demandItems.userId, id)),
      u.select().from(addresses).where(eq(addresses.userId, id)),
      u.select().from(invoiceTitles).where(eq(invoiceTitles.userId, id)),
      u.select().from(favorites).where(eq(favorites.userId, id)),
      u.select().from(browsingHistory).where(eq(browsingHistory.userId, id)),
      u
        .select({
          id: uploads.id,
          userId: uploads.userId,
          purpose: uploads.purpose,
          sha: uploads.sha256,
          visibility: uploads.visibility,
        })
        .from(uploads)
        .where(
          or(
            eq(uploads.userId, id),
            inArray(uploads.id, [ID.uploadAvatar, ID.uploadIdCard, ID.uploadLicence, ID.uploadLicenceScan]),
          ),
        ),
      u
        .select()
        .from(verificationRequests)
        .where(or(eq(verificationRequests.userId, id), eq(verificationRequests.orgId, ID.org))),
      u.select().from(organizations).where(eq(organizations.id, ID.org)),
      u.select().from(creditAccounts).where(eq(creditAccounts.orgId, ID.org)),
      u.select().from(feedback).where(eq(feedback.userId, id)),
      u.select().from(pointsLedger).where(eq(pointsLedger.userId, id)),
      u.select().from(orders).where(eq(orders.userId, id)),
      u.select().from(orderLines).where(eq(orderLines.orderId, ID.order)),
      u.select().from(orderEvents).where(eq(orderEvents.orderId, ID.order)),
      u.select().from(payments).where(eq(payments.orderId, ID.order)),
      u.select().from(inquiries).where(eq(inquiries.userId, id)),
      u.select().from(inquiryLines).where(eq(inquiryLines.inquiryId, ID.inquiry)),
      u.select().from(inquiryEvents).where(eq(inquiryEvents.inquiryId, ID.inquiry)),
      u.select().from(afterSales).where(eq(afterSales.userId, id)),
      u.select().from(afterSaleEvents).where(eq(afterSaleEvents.afterSaleId, ID.afterSale)),
      u.select().from(invoices).where(eq(invoices.userId, id)),
      u.select().from(invoiceOrders).where(eq(invoiceOrders.invoiceId, ID.invoice)),
      u.select().from(creditApplications).where(eq(creditApplications.userId, id)),
      u.select().from(customRequests).where(eq(customRequests.userId, id)),
      u.select().from(pointsRedemptions).where(eq(pointsRedemptions.userId, id)),
      u.select().from(stockAlerts).where(eq(stockAlerts.userId, id)),
      u
        .select()
        .from(buyerLicences)
        .where(or(eq(buyerLicences.userId, id), eq(buyerLicences.orgId, ID.org))),
      u.select().from(licenceEvents).where(eq(licenceEvents.licenceId, ID.licence)),
      u.select().from(refunds).where(eq(refunds.userId, id)),
      u.select().from(refundEvents).where(eq(refundEvents.refundId, ID.refund)),
      u.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id)),
      u.select().from(ledgerUsages).where(eq(ledgerUsages.entryId, ID.ledgerEntry)),
      u.select().from(ledgerEvents).where(eq(ledgerEvents.entryId, ID.ledgerEntry)),
      u.select().from(ledgerReminders).where(eq(ledgerReminders.entryId, ID.ledgerEntry)),
      // Nobody else joined A's organisation.
      u
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.orgId, ID.org))),
    ]);
    return JSON.stringify(parts);
  }

  beforeAll(async () => {
    const c = await makeCatalog(ctx.db, 'X');
    a = await makeUser(ctx.db, { nickName: MARK, userName: MARK, email: `${MARK.toLowerCase()}@example.com` });
    b = await makeUser(ctx.db);
    const db = ctx.db;
    await db.insert(uploads).values([
      {
        id: ID.uploadAvatar,
        userId: a.id,
        purpose: 'avatar',
        mime: 'image/png',
        size: PNG.length,
        sha256: 'a'.repeat(64),
        data: PNG,
        visibility: 'public',
      },
      {
        id: ID.uploadIdCard,
        userId: a.id,
        purpose: 'idcard_front',
        mime: 'image/png',
        size: PNG.length,
        sha256: 'b'.repeat(64),
        data: PNG,
        visibility: 'private',
      },
      {
        id: ID.uploadFeedback,
        userId: a.id,
        purpose: 'feedback',
        mime: 'image/png',
        size: PNG.length,
        sha256: 'g'.repeat(64),
        data: PNG,
        visibility: 'private',
        accessKey: FEEDBACK_KEY,
      },
      {
        id: ID.uploadLicence,
        userId: a.id,
        purpose: 'licence',
        mime: 'image/png',
        size: PNG.length,
        sha256: 'c'.repeat(64),
        data: PNG,
        visibility: 'private',
      },
      {
        id: ID.uploadVoucher,
        userId: a.id,
        purpose: 'voucher',
        mime: 'image/png',
        size: PNG.length,
        sha256: 'd'.repeat(64),
        data: PNG,
        visibility: 'private',
      },
    ]);
    await db.insert(organizations).values({
      id: ID.org,
      name: `${MARK}制药有限公司`,
      creditCode: '91330100716105852F',
      corpType: 'pharma',
      certStatus: 1,
      licenceUploadId: ID.uploadLicence,
      address: `${MARK}路`,
      contactName: MARK,
      contactPhone: '13911112222',
      createdByUserId: a.id,
    });
    await db
      .update(users)
      .set({
        realName: MARK,
        idCardMasked: '110105********002X',
        identityStatus: '1',
        orgId: ID.org,
        orgRole: 'owner',
        deptName: MARK,
        avatarUrl: `/uploads/${ID.uploadAvatar}`,
        points: 100,
      })
      .where(eq(users.id, a.id));
    await db
      .insert(creditAccounts)
      .values({ id: ID.credit, orgId: ID.org, quota: 98765.43, used: 1.23, periodDays: 45, status: 1 });
    await db.insert(cartItems).values({ id: ID.cart, userId: a.id, skuId: c.sku1, num: 7 });
    await db.insert(inquiryBasketItems).values({ id: ID.basket, userId: a.id, skuId: c.skuAsk, num: 3 });
    await db
      .insert(demandItems)
      .values({ id: ID.demand, userId: a.id, productId: c.productA, skuId: c.sku2, num: 2, note: MARK });
    const addr = {
      userId: a.id,
      consignee: MARK,
      mobile: '13911112222',
      provinceId: 110000,
      cityId: 110100,
      districtId: 110101,
      regionText: `${MARK} 区`,
      detail: `${MARK}路 1 号`,
      company: MARK,
      isDefault: true,
    };
    await db.insert(addresses).values([
      { ...addr, id: ID.addrReceiving, kind: 'receiving' },
      { ...addr, id: ID.addrInvoice, kind: 'invoice' },
    ]);
    await db.insert(invoiceTitles).values({
      id: ID.invoiceTitle,
      userId: a.id,
      type: 2,
      title: MARK,
      taxNo: '91330100716105852F',
      bankName: MARK,
      bankAccount: '6222020200009999',
      regAddress: MARK,
      regPhone: '010-99998888',
      isDefault: true,
    });
    await db.insert(favorites).values({ userId: a.id, productId: c.productA });
    await db.insert(browsingHistory).values({ userId: a.id, productId: c.productB });
    await db.insert(verificationRequests).values([
      {
        id: ID.requestRealName,
        userId: a.id,
        kind: 'realname',
        payload: { realName: MARK },
        uploadIds: [ID.uploadIdCard],
      },
      {
        id: ID.requestEnterprise,
        userId: a.id,
        orgId: ID.org,
        kind: 'enterprise',
        payload: { corpName: MARK },
        uploadIds: [ID.uploadLicence],
      },
    ]);
    await db.insert(feedback).values({
      id: ID.feedback,
      userId: a.id,
      content: MARK,
      name: MARK,
      phone: '13911112222',
      files: [{ fid: ID.uploadFeedback, url: `/uploads/${FEEDBACK_KEY}` }],
    });
    await db.insert(pointsLedger).values({ id: ID.points, userId: a.id, delta: 100, reason: MARK });
    // Buying: one order of every payable kind of state A could be in (pending payment, a transfer voucher on file),
    // and a quoted inquiry A could accept.
    const frozenAddr = { consignee: MARK, mobile: '13911112222', regionText: MARK, detail: MARK };
    await db.insert(orders).values({
      id: ID.order,
      orderNo: `SO${MARK}`,
      userId: a.id,
      orgId: ID.org,
      status: 'pending_confirm',
      goodsAmount: 123.45,
      payAmount: 123.45,
      payMethod: 'transfer',
      address: frozenAddr,
      invoice: { type: 2, title: MARK },
      remark: MARK,
      poNumber: MARK,
      idempotencyKey: MARK,
      payDeadline: new Date(Date.now() + 86_400_000),
      lineCount: 1,
    });
    await db.insert(orderLines).values({
      id: ID.orderLine,
      orderId: ID.order,
      productId: c.productA,
      skuId: c.sku1,
      code: MARK,
      name: MARK,
      specification: [{ name: '规格', value: MARK }],
      price: 123.45,
      num: 1,
      amount: 123.45,
      reserved: 1,
    });
    await db.insert(orderEvents).values({
      orderId: ID.order,
      event: 'placed',
      toStatus: 'pending_payment',
      actor: 'buyer',
      actorUserId: a.id,
      note: MARK,
    });
    await db.insert(payments).values({
      id: ID.payment,
      orderId: ID.order,
      userId: a.id,
      channel: 'transfer',
      outTradeNo: `PT${MARK}`,
      amount: 123.45,
      status: 'created',
      voucherUploadId: ID.uploadVoucher,
      note: MARK,
    });
    await db.insert(inquiries).values({
      id: ID.inquiry,
      inquiryNo: `IQ${MARK}`,
      userId: a.id,
      status: 'quoted',
      contactName: MARK,
      contactPhone: '13911112222',
      remark: MARK,
      quotedAmount: 456.78,
      quoteNote: MARK,
      quotedAt: new Date(),
      validUntil: '2099-12-31',
      idempotencyKey: MARK,
      lineCount: 1,
    });
    await db.insert(inquiryLines).values({
      id: ID.inquiryLine,
      inquiryId: ID.inquiry,
      productId: c.productA,
      skuId: c.skuAsk,
      name: MARK,
      code: MARK,
      specification: [{ name: '规格', value: MARK }],
      num: 2,
      note: MARK,
      quotedPrice: 228.39,
      deliveryText: MARK,
    });
    await db.insert(inquiryEvents).values({
      inquiryId: ID.inquiry,
      event: 'quote',
      fromStatus: 'submitted',
      toStatus: 'quoted',
      actor: 'staff',
      note: MARK,
    });
    // After the sale: a completed order with an after-sale claim in progress (approved: A could send goods back) and an
    // invoice request waiting (A could withdraw it), with private files.
    await db.insert(uploads).values([
      {
        id: ID.uploadAfterSale,
        userId: a.id,
        purpose: 'after_sale',
        mime: 'image/png',
        size: PNG.length,
        sha256: 'e'.repeat(64),
        data: PNG,
        visibility: 'private',
      },
      {
        id: ID.uploadInvoicePdf,
        userId: a.id,
        purpose: 'invoice_pdf',
        mime: 'image/png',
        size: PNG.length,
        sha256: 'f'.repeat(64),
        data: PNG,
        visibility: 'private',
      },
    ]);
    await db.insert(orders).values({
      id: ID.orderDone,
      orderNo: `SO${MARK}D`,
      userId: a.id,
      status: 'completed',
      goodsAmount: 99.5,
      payAmount: 99.5,
      payMethod: 'credit',
      address: frozenAddr,
      remark: MARK,
      shippedAt: new Date(),
      completedAt: new Date(),
      lineCount: 1,
    });
    await db.insert(orderLines).values({
      id: ID.orderDoneLine,
      orderId: ID.orderDone,
      productId: c.productA,
      skuId: c.sku1,
      code: MARK,
      name: MARK,
      specification: [{ name: '规格', value: MARK }],
      price: 99.5,
      num: 2,
      amount: 199,
      reserved: 0,
    });
    await db.insert(afterSales).values({
      id: ID.afterSale,
      afterSaleNo: `AS${MARK}`,
      orderId: ID.orderDone,
      orderLineId: ID.orderDoneLine,
      userId: a.id,
      type: 'return',
      quantity: 1,
      reason: MARK,
      description: MARK,
      amount: 99.5,
      images: [ID.uploadAfterSale],
      status: 'approved',
    });
    await db.insert(afterSaleEvents).values({
      afterSaleId: ID.afterSale,
      event: 'approve',
      fromStatus: 'pending',
      status: 'approved',
      actor: 'staff',
      note: MARK,
    });
    await db.insert(invoices).values({
      id: ID.invoice,
      invoiceNo: `IV${MARK}`,
      userId: a.id,
      type: 2,
      title: { title: MARK },
      amount: 99.5,
      email: `${MARK.toLowerCase()}@example.com`,
      status: 'applying',
      pdfUploadId: ID.uploadInvoicePdf,
    });
    await db.insert(invoiceOrders).values({ invoiceId: ID.invoice, orderId: ID.orderDone, active: true });
    // A refund of the completed order (paid back through the credit bill) and the red-letter invoice it caused.
    await db.insert(refunds).values({
      id: ID.refund,
      refundNo: `RF${MARK}`,
      orderId: ID.orderDone,
      userId: a.id,
      source: 'after_sale',
      channel: 'transfer',
      amountFen: 9950,
      status: 'failed',
      channelRef: MARK,
      failReason: MARK,
    });
    await db
      .insert(refundEvents)
      .values({ refundId: ID.refund, event: 'request', toStatus: 'requested', actor: 'system', note: MARK });
    await db.insert(invoices).values({
      id: ID.redInvoice,
      invoiceNo: `IV${MARK}R`,
      userId: a.id,
      type: 2,
      title: { title: MARK },
      amount: 99.5,
      status: 'applying',
      kind: 'red',
      originalInvoiceId: ID.invoice,
      refundId: ID.refund,
    });
    await db.insert(pointsGifts).values({ id: ID.gift, name: `${MARK}礼品`, cost: 10, stock: 5 });
    await db.insert(pointsRedemptions).values({
      id: ID.redemption,
      userId: a.id,
      giftId: ID.gift,
      cost: 10,
      idempotencyKey: MARK,
      address: { consignee: MARK },
    });
    // An open back-in-stock subscription of A's (the 100mg package has no stock).
    await db.insert(stockAlerts).values({ id: ID.stockAlert, userId: a.id, skuId: c.sku2 });
    // An opened unit in A's organisation's standards ledger, with a usage, its history and a reminder.
    await db.insert(ledgerEntries).values({
      id: ID.ledgerEntry,
      owner: `org:${ID.org}`,
      orgId: ID.org,
      userId: a.id,
      source: 'order',
      orderId: ID.orderDone,
      orderLineId: ID.orderDoneLine,
      unitNo: 1,
      productId: c.productA,
      skuId: c.sku1,
      name: MARK,
      code: MARK,
      lotNo: MARK,
      packageValue: '10mg',
      receivedOn: '2026-01-02',
      expiresOn: '2030-01-01',
      dueOn: '2030-01-01',
      openedOn: '2026-01-03',
      openedBy: MARK,
      location: MARK,
      note: MARK,
      unit: 'mg',
      initialAmount: 10_000,
      remainingAmount: 9_000,
      status: 'opened',
      searchText: MARK.toLowerCase(),
    });
    await db.insert(ledgerUsages).values({
      id: ID.ledgerUsage,
      entryId: ID.ledgerEntry,
      usedOn: '2026-01-04',
      amount: 1000,
      purpose: MARK,
      byName: MARK,
      userId: a.id,
    });
    await db.insert(ledgerEvents).values({
      entryId: ID.ledgerEntry,
      event: 'open',
      fromStatus: 'unopened',
      toStatus: 'opened',
      userId: a.id,
      userName: MARK,
      after: { location: MARK },
    });
    await db.insert(ledgerReminders).values({
      id: ID.ledgerReminder,
      entryId: ID.ledgerEntry,
      kind: 'low',
      userId: a.id,
      sentAt: new Date(),
      channel: 'sms',
    });
    await db.insert(customRequests).values({
      id: ID.customRequest,
      requestNo: `CS${MARK}`,
      userId: a.id,
      productName: MARK,
      cas: '50-78-2',
      quantity: MARK,
      purity: MARK,
      details: { notes: MARK },
      status: 'quoted',
      quotedAmount: 654.32,
      quoteValidUntil: new Date(Date.now() + 86_400_000),
      quoteNote: MARK,
    });
    // A licence document of A's organisation waiting for review (企业资质), with its private scan.
    await db.insert(uploads).values({
      id: ID.uploadLicenceScan,
      userId: a.id,
      purpose: 'hazard_licence',
      mime: 'image/png',
      size: PNG.length,
      sha256: '1'.repeat(64),
      data: PNG,
      visibility: 'private',
    });
    await db.insert(buyerLicences).values({
      id: ID.licence,
      orgId: ID.org,
      userId: a.id,
      kind: 'precursor_permit',
      licenceNo: MARK,
      authority: MARK,
      validFrom: '2026-01-01',
      validTo: '2099-12-31',
      scope: MARK,
      uploadId: ID.uploadLicenceScan,
      status: 'pending',
    });
    await db.insert(licenceEvents).values({
      licenceId: ID.licence,
      event: 'submit',
      toStatus: 'pending',
      actor: 'buyer',
      actorUserId: a.id,
      note: MARK,
    });
    await db.insert(creditApplications).values({
      id: ID.creditApplication,
      userId: a.id,
      orgId: ID.org,
      quota: 30000,
      periodDays: 30,
      reason: MARK,
      contactName: MARK,
      contactPhone: '13911112222',
      status: 'pending',
    });
  });

  const userEndpoints = () =>
    (Object.entries(endpoints) as [string, EndpointDef][]).filter(([, d]) => d.auth === 'user');

  test('the table has auth-user endpoints, including every buyer-data endpoint', () => {
    const keys = userEndpoints().map(([k]) => k);
    for (const [k, d] of Object.entries(BUYER_GROUPS) as [string, EndpointDef][]) {
      if (d.auth === 'user') expect(keys).toContain(k);
    }
  });

  test('A sees its own records with the marker (the probe can detect a leak)', async () => {
    const r = await ctx.api('user', 'GET', 'userAddr/list', undefined, a.h);
    expect(JSON.stringify(r.data)).toContain(MARK);
    expect(JSON.stringify(r.data)).toMatch(A_ID_RE);
    // The refund endpoints' probe can see A's refund with A's own token (so B's empty answers mean something).
    const rf = await ctx.api('order', 'GET', `refund/detail?refundNo=RF${MARK}`, undefined, a.h);
    expect(JSON.stringify(rf.data)).toContain(MARK);
    expect(JSON.stringify((await ctx.api('order', 'GET', 'refund/list', undefined, a.h)).data)).toMatch(A_ID_RE);
    // The standards ledger: A's organisation's entry, in the list and in the .xlsx export (read as text).
    expect(JSON.stringify((await ctx.api('user', 'GET', 'ledger/list', undefined, a.h)).data)).toContain(MARK);
    expect(String((await ctx.api('user', 'GET', 'ledger/export', undefined, a.h)).data)).toContain(MARK);
  });

  test('B gets code 0/-1 or nothing of A’s from every endpoint, and A’s records stay unchanged', async () => {
    let before = await snapshotA();
    const leaks: string[] = [];
    const changed: string[] = [];
    const neverValid: string[] = [];
    let calls = 0;
    for (const [key, def] of userEndpoints()) {
      let passedValidation = false;
      for (const aid of A_IDS) {
        const input = gen(def.input as z.ZodType, '', aid) as Record<string, unknown>;
        const { path, body } = request(def, input ?? {});
        // A fresh session per call: an endpoint such as logout must not blind the rest of the walk.
        const { token } = await createSession(ctx.db, b.id, 60);
        const r = await ctx.api(def.service, def.method, path, body, { token, Authorization: token });
        calls++;
        if (r.messageCode !== 'PARAM_INVALID') passedValidation = true;
        if (r.code === 1) {
          const text = JSON.stringify([r.data, r.message]);
          if (text.toLowerCase().includes(MARK.toLowerCase()) || A_ID_RE.test(text) || text.includes(FEEDBACK_KEY))
            leaks.push(`${key} (A id ${aid}): ${text.slice(0, 300)}`);
        } else if (r.code !== 0 && r.code !== -1) leaks.push(`${key}: unexpected code ${String(r.code)}`);
        // Idempotent endpoints answer the same for every id: one call is enough when the input has no id-like field.
        if (!JSON.stringify(Object.keys(input ?? {})).match(/Id|id|fid|Fid/) && !def.path.includes('{')) break;
      }
      if (!passedValidation) neverValid.push(key);
      const after = await snapshotA();
      if (after !== before) {
        changed.push(key); // named once: the next endpoint is compared with this state
        before = after;
      }
    }
    expect(calls).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
    expect(changed).toEqual([]);
    // The generator must reach the handlers of the buyer-data endpoints (else the walk would prove nothing).
    const mine = new Set(Object.keys(BUYER_GROUPS));
    expect(neverValid.filter((k) => mine.has(k))).toEqual([]);
    if (neverValid.length)
      console.warn(`[cross-user] never past input validation (other areas): ${neverValid.join(', ')}`);
  }, 600_000); // one call and one snapshot per endpoint (~180 endpoints × ids); slow on a loaded CI host

  test('feedback images: B can neither attach nor open A’s (by name or number); A and the feedback staff can', async () => {
    const { GET } = await import('../../app/uploads/[id]/route');
    const get = (ref: string, headers: Record<string, string> = {}) =>
      GET(new Request(`http://localhost/uploads/${ref}`, { headers }), { params: Promise.resolve({ id: ref }) });
    const { token } = await createSession(ctx.db, b.id, 60);
    const before = await snapshotA();
    const attach = await ctx.api(
      'user',
      'POST',
      'userSuggest/suggest/add',
      {
        content: '借用别人的图片',
        name: '乙',
        phone: '13800138000',
        files: [{ fid: ID.uploadFeedback, url: `/uploads/${FEEDBACK_KEY}` }],
      },
      { token },
    );
    expect(attach.code).toBe(0);
    expect((await get(FEEDBACK_KEY, { token })).status).toBe(404);
    expect((await get(FEEDBACK_KEY)).status).toBe(404);
    expect((await get(String(ID.uploadFeedback), { token })).status).toBe(404);
    expect((await get(FEEDBACK_KEY, { token: a.token })).status).toBe(200);
    const { makeStaff } = await import('../helpers/console');
    const { consoleDispatch } = await import('../helpers/console');
    const ops = await makeStaff(ctx.db, 'ops');
    const staffGet = await consoleDispatch(
      new Request(`http://localhost/console/api/feedback/file/${ID.uploadFeedback}`, { headers: ops.h }),
      ['feedback', 'file', String(ID.uploadFeedback)],
    );
    expect([staffGet.status, staffGet.headers.get('content-type')]).toEqual([200, 'image/png']);
    const mine = await ctx.api<{ images: string[] }[]>('user', 'GET', 'userSuggest/suggest/list', undefined, { token });
    expect(JSON.stringify(mine.data)).not.toContain(FEEDBACK_KEY);
    expect(await snapshotA()).toBe(before);
  });
});
