/**
 * User A's trade records for the cross-user walk (called from ./cross-user-seed.ts): an order awaiting payment
 * with a transfer voucher, a quoted inquiry, a completed order with an after-sale claim, an invoice request, a refund
 * and the rest of the buying records, each carrying the marker and an id from ./cross-user-world.ts.
 */
import {
  afterSaleEvents,
  afterSales,
  buyerLicences,
  licenceEvents,
  creditApplications,
  customRequests,
  inquiries,
  inquiryEvents,
  inquiryLines,
  orderEvents,
  orderLines,
  orders,
  payments,
  invoiceOrders,
  invoices,
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
} from '../../lib/db/schema';
import { type TestUser } from './cart-fixtures';
import { ID, MARK, PNG } from './cross-user-world';

import type { Catalog } from './cart-fixtures';
import type { Db } from '../../lib/db/client';

/** A's orders, inquiries, after-sales, invoices, refunds and the rest of the buying side. */
export async function seedCrossUserTrade(db: Db, a: TestUser, c: Catalog): Promise<void> {
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
}
