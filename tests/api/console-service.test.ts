/**
 * Operations console, service areas (PGlite and PostgreSQL): after-sales, invoices, credit, verifications and
 * feedback through the real console router. Each staff action reaches the buyer (the buyer's own API shows it),
 * wrong roles are refused and change nothing, bad input gets a Chinese message and changes nothing, buyers' private
 * files are served only to staff of the file's area, and adopting a suggestion twice adds its 100 points once.
 */
import { and, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import {
  addresses,
  afterSales,
  auditLog,
  creditAccounts,
  feedback,
  invoiceTitles,
  invoices,
  orderLines,
  orders,
  organizations,
  pointsLedger,
  skus,
  uploads,
  users,
  verificationRequests,
} from '../../lib/db/schema';
import { JPEG_8PX, isPng } from '../helpers/images';
import { CONSOLE_MSG, CONSOLE_SERVICE_MSG as M, CREDIT_MSG, PROFILE_MSG } from '../../lib/config/messages';
import { FEEDBACK_REWARD_POINTS } from '../../lib/config/constants';
import { shipOrder } from '../../lib/domain/commerce/payments/staff';
import { demoInvoicePdf } from '../../lib/domain/commerce/invoices/staff';
import { makeCatalog, makeUser, type Catalog, type TestUser } from './cart-fixtures';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = JPEG_8PX;

type Env<T = unknown> = { code: number; data: T; message: string; totalCount?: number };
let seq = 0;
const key = () => `cs-${process.pid}-${Date.now()}-${++seq}`;
const fileOf = (bytes: Uint8Array, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
function form(fields: Record<string, string>, files: [string, File][] = []) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, f] of files) fd.append(k, f);
  return fd;
}

describeDb('console: after-sales, invoices, credit, verifications, feedback', (ctx) => {
  let c: Catalog;
  let buyer: TestUser;
  let addrId: number;
  let ops: TestStaff;
  let finance: TestStaff;
  let warehouse: TestStaff;
  let admin: TestStaff;

  const call = <T = unknown>(
    who: TestStaff | Record<string, string>,
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
  ) => consoleCall<T>(method, path, body, 'h' in who ? (who.h as Record<string, string>) : who);
  /** The bytes stored for the upload a console file path (…/file/<fid>) names: images are stored re-encoded. */
  const storedBytes = async (path: string) =>
    Buffer.from(
      (
        await ctx.db
          .select({ data: uploads.data })
          .from(uploads)
          .where(eq(uploads.id, Number(path.split('/').pop())))
      )[0]!.data,
    );

  async function shippedOrder(user: TestUser, addressId: number, num = 2): Promise<{ id: number; orderNo: string }> {
    await ctx.db.update(skus).set({ stock: 100 }).where(eq(skus.id, c.sku1));
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: c.sku1, num }, user.h)).code).toBe(1);
    const r = (await ctx.api('order', 'POST', 'order/submit', { idempotencyKey: key(), addressId }, user.h)) as Env<{
      id: number;
      orderNo: string;
    }>;
    expect(r.code).toBe(1);
    await ctx.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, r.data.id));
    await shipOrder(ctx.db, r.data.orderNo, '顺丰速运', `SF${Date.now()}${seq}`);
    return r.data;
  }

  async function claim(orderNo: string, type: string, quantity = 1, withImage = true) {
    const [o] = await ctx.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo));
    const [line] = await ctx.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, o!.id));
    const f = form(
      {
        orderNo,
        lineId: String(line!.id),
        type,
        quantity: String(quantity),
        reason: '包装破损',
        description: '瓶盖松动',
      },
      withImage ? [['files', fileOf(PNG, 'broken.png', 'image/png')]] : [],
    );
    const r = (await ctx.api('order', 'POST', 'afterSale/apply', f, buyer.h)) as Env<{
      id: number;
      afterSaleNo: string;
    }>;
    expect(r.code).toBe(1);
    return r.data;
  }

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'CS');
    buyer = await makeUser(ctx.db);
    const [a] = await ctx.db
      .insert(addresses)
      .values({
        userId: buyer.id,
        kind: 'receiving',
        consignee: '李四',
        mobile: '13911113333',
        regionText: '上海市',
        detail: '张江路 1 号',
      })
      .returning({ id: addresses.id });
    addrId = a!.id;
    [ops, finance, warehouse, admin] = await Promise.all([
      makeStaff(ctx.db, 'ops'),
      makeStaff(ctx.db, 'finance'),
      makeStaff(ctx.db, 'warehouse'),
      makeStaff(ctx.db, 'admin'),
    ]);
  });

  test('after-sales: the claim with its image for warehouse staff only; approve, return, complete; reject with a reason — the buyer sees each step', async () => {
    const o = await shippedOrder(buyer, addrId, 3);
    const a = await claim(o.orderNo, 'return', 2);

    const list = await call<{ id: number; statusLabel: string }[]>(warehouse, 'GET', 'after-sales/list?status=open');
    expect(list.code).toBe(1);
    expect(list.data[0]).toMatchObject({ statusLabel: '待审核' });
    expect(list.data.map((x) => x.id)).toContain(a.id);
    const d = await call<{
      amount: number;
      quantity: number;
      productName: string;
      files: { url: string }[];
      actions: string[];
      timeline: { label: string }[];
    }>(warehouse, 'GET', `after-sales/${a.id}`);
    expect(d.data).toMatchObject({ amount: 241, quantity: 2, actions: ['approve', 'reject'] });
    expect(d.data.timeline.map((t) => t.label)).toEqual(['提交售后申请']);
    // The buyer's image: warehouse and finance (the area's roles) see it; ops, a buyer and a guest do not.
    const img = d.data.files[0]!.url.replace('/console/api/', '');
    const got = await consoleDispatchRaw(img, warehouse.h);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(got.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await got.arrayBuffer()).equals(await storedBytes(img))).toBe(true);
    expect((await consoleDispatchRaw(img, finance.h)).status).toBe(200);
    expect((await consoleDispatchRaw(img, ops.h)).status).toBe(403);
    expect((await consoleDispatchRaw(img, { token: buyer.token, Authorization: buyer.token })).status).toBe(401);
    expect((await consoleDispatchRaw(img, {})).status).toBe(401);

    // Wrong role: refused, nothing changed. No reason: refused with the message, nothing changed.
    expect((await call(ops, 'POST', `after-sales/${a.id}/approve`, {})).message).toBe(CONSOLE_MSG.forbidden);
    expect((await call(warehouse, 'POST', `after-sales/${a.id}/reject`, { reason: '  ' })).message).toBe(
      M.reasonRequired,
    );
    expect((await ctx.db.select({ s: afterSales.status }).from(afterSales).where(eq(afterSales.id, a.id)))[0]!.s).toBe(
      'pending',
    );

    expect((await call(warehouse, 'POST', `after-sales/${a.id}/approve`, { note: '请寄回' })).data).toEqual({
      message: M.approved,
    });
    expect((await call(warehouse, 'POST', `after-sales/${a.id}/approve`, {})).message).toBe(
      '售后单当前状态为「处理中」，不能审核通过',
    );
    // Staff may complete a return claim once approved (the goods checked in at the warehouse).
    expect((await call(warehouse, 'POST', `after-sales/${a.id}/complete`, {})).code).toBe(1);
    let mine = (await ctx.api('order', 'GET', `afterSale/detail?id=${a.id}`, undefined, buyer.h)) as Env<{
      statusLabel: string;
      amount: number;
      resolution: string | null;
      timeline: { label: string; note: string | null }[];
    }>;
    expect(mine.data.statusLabel).toBe('已完成');
    expect(mine.data.amount).toBe(241);
    expect(mine.data.timeline.map((t) => t.label)).toEqual(['提交售后申请', '审核通过', '售后完成']);
    expect(mine.data.timeline[1]!.note).toBe('请寄回');

    // The other path: approve → the buyer returns the goods (退回中) → staff confirm and complete with a resolution.
    const o2 = await shippedOrder(buyer, addrId, 1);
    const b = await claim(o2.orderNo, 'replace', 1, false);
    await call(warehouse, 'POST', `after-sales/${b.id}/approve`, {});
    expect(
      (
        await ctx.api(
          'order',
          'POST',
          `afterSale/return/${b.id}`,
          { carrier: '顺丰速运', trackingNo: 'SF100200300' },
          buyer.h,
        )
      ).code,
    ).toBe(1);
    const open = await call<{ id: number; statusLabel: string }[]>(finance, 'GET', 'after-sales/list?status=open');
    expect(open.data.find((x) => x.id === b.id)).toMatchObject({ statusLabel: '退回中' });
    expect(
      (await call(warehouse, 'POST', `after-sales/${b.id}/complete`, { resolution: '已补发，顺丰 SF999' })).data,
    ).toEqual({ message: M.completed });
    mine = (await ctx.api('order', 'GET', `afterSale/detail?id=${b.id}`, undefined, buyer.h)) as typeof mine;
    expect(mine.data).toMatchObject({ statusLabel: '已完成', resolution: '已补发，顺丰 SF999' });

    // Reject with a reason: the buyer reads it.
    const o3 = await shippedOrder(buyer, addrId, 1);
    const r = await claim(o3.orderNo, 'refund', 1, false);
    expect((await call(finance, 'POST', `after-sales/${r.id}/reject`, { reason: '照片无法看出破损' })).code).toBe(1);
    const rej = (await ctx.api('order', 'GET', `afterSale/detail?id=${r.id}`, undefined, buyer.h)) as Env<{
      statusLabel: string;
      rejectReason: string;
    }>;
    expect(rej.data).toMatchObject({ statusLabel: '已驳回', rejectReason: '照片无法看出破损' });

    // Every action is in the audit log with the staff member.
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'after_sale'), eq(auditLog.entityId, String(r.id))));
    expect(rows).toEqual([expect.objectContaining({ staffId: finance.id, action: 'afterSales.reject' })]);
    // A file that is not a claim's is not served through this area, even to admin.
    expect((await call(admin, 'GET', 'after-sales/file/2000000000')).message).toBe(M.fileNotFound);
  });

  test('invoices: finance issues with the number and a PDF (by its bytes) or rejects; warehouse cannot; the buyer sees the result', async () => {
    const [title] = await ctx.db
      .insert(invoiceTitles)
      .values({ userId: buyer.id, type: 1, title: '上海某某药业有限公司', taxNo: '91310000MA1FL0XX1X' })
      .returning({ id: invoiceTitles.id });
    const o1 = await shippedOrder(buyer, addrId, 1);
    const o2 = await shippedOrder(buyer, addrId, 1);
    for (const o of [o1, o2])
      expect((await ctx.api('order', 'POST', `order/confirmReceipt/${o.id}`, {}, buyer.h)).code).toBe(1);
    const req1 = (await ctx.api(
      'order',
      'POST',
      'invoice/apply',
      { orderNos: [o1.orderNo], titleId: title!.id },
      buyer.h,
    )) as Env<{ id: number; invoiceNo: string }>;
    const req2 = (await ctx.api(
      'order',
      'POST',
      'invoice/apply',
      { orderNos: [o2.orderNo], titleId: title!.id },
      buyer.h,
    )) as Env<{ id: number; invoiceNo: string }>;

    const list = await call<{ id: number; statusLabel: string }[]>(finance, 'GET', 'invoices/list');
    expect(list.data[0]!.statusLabel).toBe('申请中');
    const d = await call<{
      orders: { orderNo: string }[];
      titleInfo: { title: string; taxNo: string };
      amount: number;
    }>(finance, 'GET', `invoices/${req1.data.id}`);
    expect(d.data.orders.map((x) => x.orderNo)).toEqual([o1.orderNo]);
    expect(d.data.titleInfo).toMatchObject({ title: '上海某某药业有限公司', taxNo: '91310000MA1FL0XX1X' });
    // Issue 34: that number's check character is wrong, and the staff who issue the invoice are told so.
    expect(d.data.titleInfo).toMatchObject({ taxNoProblem: PROFILE_MSG.taxNoCheckDigit });

    const pdf = () => fileOf(demoInvoicePdf(['DEMO INVOICE']), 'invoice.pdf', 'application/pdf');
    const status = async (id: number) =>
      (await ctx.db.select({ s: invoices.status }).from(invoices).where(eq(invoices.id, id)))[0]!.s;
    // Warehouse (and ops) may not issue; a PNG named .pdf is refused; a bad number is refused; nothing changes.
    expect(
      (
        await call(
          warehouse,
          'POST',
          `invoices/${req1.data.id}/issue`,
          form({ invoiceNumber: '24312000000012345678' }, [['file', pdf()]]),
        )
      ).message,
    ).toBe(CONSOLE_MSG.forbidden);
    expect((await call(ops, 'POST', `invoices/${req1.data.id}/reject`, { reason: '抬头有误' })).message).toBe(
      CONSOLE_MSG.forbidden,
    );
    expect(
      (
        await call(
          finance,
          'POST',
          `invoices/${req1.data.id}/issue`,
          form({ invoiceNumber: '24312000000012345678' }, [['file', fileOf(PNG, 'fake.pdf', 'application/pdf')]]),
        )
      ).message,
    ).toBe(PROFILE_MSG.fileTypeInvalid);
    expect(
      (
        await call(
          finance,
          'POST',
          `invoices/${req1.data.id}/issue`,
          form({ invoiceNumber: '发票一号' }, [['file', pdf()]]),
        )
      ).message,
    ).toBe(M.invoiceNumberInvalid);
    expect(
      (await call(finance, 'POST', `invoices/${req1.data.id}/issue`, form({ invoiceNumber: '24312000000012345678' })))
        .message,
    ).toBe(M.invoicePdfRequired);
    expect(await status(req1.data.id)).toBe('applying');

    expect(
      (
        await call(
          finance,
          'POST',
          `invoices/${req1.data.id}/issue`,
          form({ invoiceNumber: '24312000000012345678' }, [['file', pdf()]]),
        )
      ).data,
    ).toEqual({ message: M.invoiceIssued });
    const mine = (
      (await ctx.api('order', 'GET', 'invoice/list', undefined, buyer.h)) as Env<
        { invoiceNo: string; statusLabel: string; invoiceNumber: string; pdfUrl: string }[]
      >
    ).data;
    const issued = mine.find((x) => x.invoiceNo === req1.data.invoiceNo)!;
    expect(issued).toMatchObject({ statusLabel: '已开票', invoiceNumber: '24312000000012345678' });
    expect(issued.pdfUrl).toMatch(/^\/uploads\/\d+$/);
    // Staff open the PDF through the invoices area; the same number cannot go on a second invoice.
    const fid = issued.pdfUrl.split('/').pop();
    const file = await consoleDispatchRaw(`invoices/file/${fid}`, finance.h);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await consoleDispatchRaw(`invoices/file/${fid}`, warehouse.h)).status).toBe(403);
    expect(
      (
        await call(
          finance,
          'POST',
          `invoices/${req2.data.id}/issue`,
          form({ invoiceNumber: '24312000000012345678' }, [['file', pdf()]]),
        )
      ).message,
    ).toBe(M.invoiceNumberTaken('24312000000012345678'));

    expect((await call(finance, 'POST', `invoices/${req2.data.id}/reject`, { reason: '' })).message).toBe(
      M.reasonRequired,
    );
    expect(
      (await call(finance, 'POST', `invoices/${req2.data.id}/reject`, { reason: '抬头与付款单位不一致' })).code,
    ).toBe(1);
    const after = (
      (await ctx.api('order', 'GET', 'invoice/list', undefined, buyer.h)) as Env<
        { invoiceNo: string; statusLabel: string; rejectReason: string }[]
      >
    ).data;
    expect(after.find((x) => x.invoiceNo === req2.data.invoiceNo)).toMatchObject({
      statusLabel: '已驳回',
      rejectReason: '抬头与付款单位不一致',
    });
    expect((await call(finance, 'POST', `invoices/${req1.data.id}/reject`, { reason: '再驳回' })).message).toBe(
      '发票当前状态为「已开票」，不能驳回',
    );
  });

  test('credit: approve an application with quota and period, reject another; set the quota (never below what is used); record a repayment', async () => {
    const owner = await makeUser(ctx.db);
    const member = await makeUser(ctx.db);
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `控制台账期单位${process.pid}${Date.now()}`, certStatus: 2 })
      .returning({ id: organizations.id });
    await ctx.db.update(users).set({ orgId: org!.id, orgRole: 'owner' }).where(eq(users.id, owner.id));
    await ctx.db.update(users).set({ orgId: org!.id, orgRole: 'member' }).where(eq(users.id, member.id));
    const apply = { quota: 20000, periodDays: 30, reason: '月结', contactName: '王采购', contactPhone: '010-88886666' };
    const app = (await ctx.api('user', 'POST', 'creditApply/apply', apply, owner.h)) as Env<{ id: number }>;
    expect(app.code).toBe(1);

    const list = await call<{ id: number; statusLabel: string; orgName: string }[]>(
      finance,
      'GET',
      'credit/applications/list?status=pending',
    );
    expect(list.data.find((x) => x.id === app.data.id)).toMatchObject({ statusLabel: '审核中' });
    expect(
      (await call(warehouse, 'POST', `credit/applications/${app.data.id}/approve`, { quota: 15000, periodDays: 45 }))
        .message,
    ).toBe(CONSOLE_MSG.forbidden);
    expect(
      (await call(finance, 'POST', `credit/applications/${app.data.id}/approve`, { quota: 10, periodDays: 45 }))
        .message,
    ).toBe(M.quotaInvalid('¥1,000.00', '¥5,000,000.00'));
    expect(
      (await call(finance, 'POST', `credit/applications/${app.data.id}/approve`, { quota: 15000, periodDays: 31 }))
        .message,
    ).toBe(M.periodInvalid);
    expect(await ctx.db.select().from(creditAccounts).where(eq(creditAccounts.orgId, org!.id))).toEqual([]);
    expect(
      (await call(finance, 'POST', `credit/applications/${app.data.id}/approve`, { quota: 15000, periodDays: 45 }))
        .code,
    ).toBe(1);
    const apps = (await ctx.api('user', 'GET', 'creditApply/list', undefined, owner.h)) as Env<
      { id: number; statusLabel: string; approvedQuota: number }[]
    >;
    expect(apps.data.find((x) => x.id === app.data.id)).toMatchObject({ statusLabel: '已通过', approvedQuota: 15000 });
    let ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, owner.h)) as Env<{
      account: { quota: number; used: number; periodDays: number };
      bills: { orderNo: string; stateLabel: string }[];
    }>;
    expect(ov.data.account).toMatchObject({ quota: 15000, used: 0, periodDays: 45 });

    // A second application is rejected with a reason the administrator reads.
    const app2 = (await ctx.api('user', 'POST', 'creditApply/apply', { ...apply, quota: 80000 }, owner.h)) as Env<{
      id: number;
    }>;
    expect(
      (await call(finance, 'POST', `credit/applications/${app2.data.id}/reject`, { reason: '近三月采购额不足' })).code,
    ).toBe(1);
    const apps2 = (await ctx.api('user', 'GET', 'creditApply/list', undefined, owner.h)) as Env<
      { id: number; statusLabel: string; rejectReason: string }[]
    >;
    expect(apps2.data.find((x) => x.id === app2.data.id)).toMatchObject({
      statusLabel: '已驳回',
      rejectReason: '近三月采购额不足',
    });

    // A member buys on credit: ¥140.50 used.
    const [ma] = await ctx.db
      .insert(addresses)
      .values({
        userId: member.id,
        kind: 'receiving',
        consignee: '李四',
        mobile: '13911113333',
        regionText: '上海市',
        detail: '张江路 1 号',
      })
      .returning({ id: addresses.id });
    await ctx.db.update(skus).set({ stock: 100 }).where(eq(skus.id, c.sku1));
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: c.sku1, num: 1 }, member.h)).code).toBe(1);
    const o = (await ctx.api(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: key(), addressId: ma!.id },
      member.h,
    )) as Env<{ orderNo: string }>;
    expect(
      ((await ctx.api('order', 'POST', 'order/pay/credit', { orderNo: o.data.orderNo }, member.h)) as Env).code,
    ).toBe(1);

    const acc = await call<{
      overview: { account: { used: number }; bills: { orderNo: string; stateLabel: string }[] };
    }>(finance, 'GET', `credit/accounts/${org!.id}`);
    expect(acc.data.overview.account.used).toBe(140.5);
    expect(acc.data.overview.bills.map((b) => [b.orderNo, b.stateLabel])).toEqual([[o.data.orderNo, '未到期']]);
    const accounts = await call<{ orgId: number; quota: number }[]>(
      finance,
      'GET',
      `credit/accounts/list?kw=${encodeURIComponent('控制台账期单位')}`,
    );
    expect(accounts.data).toEqual([expect.objectContaining({ orgId: org!.id, quota: 15000 })]);

    // Below what is used: refused, nothing changed. Wrong role: refused.
    await ctx.db.update(creditAccounts).set({ quota: 1000, used: 1000.5 }).where(eq(creditAccounts.orgId, org!.id));
    expect(
      (await call(finance, 'POST', `credit/accounts/${org!.id}/set`, { quota: 1000, periodDays: 60 })).message,
    ).toBe(M.quotaBelowUsed('¥1,000.50'));
    await ctx.db.update(creditAccounts).set({ quota: 15000, used: 140.5 }).where(eq(creditAccounts.orgId, org!.id));
    expect((await call(ops, 'POST', `credit/accounts/${org!.id}/set`, { quota: 30000, periodDays: 60 })).message).toBe(
      CONSOLE_MSG.forbidden,
    );
    expect((await call(finance, 'POST', `credit/accounts/${org!.id}/set`, { quota: 'abc', periodDays: 60 })).code).toBe(
      0,
    );
    ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, owner.h)) as typeof ov;
    expect(ov.data.account).toMatchObject({ quota: 15000, periodDays: 45 });
    const set = await call<{ before: { quota: number }; after: { quota: number; periodDays: number } }>(
      finance,
      'POST',
      `credit/accounts/${org!.id}/set`,
      { quota: 30000, periodDays: 60 },
    );
    expect(set.data).toMatchObject({
      message: M.creditSaved,
      before: { quota: 15000 },
      after: { quota: 30000, periodDays: 60 },
    });
    ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, owner.h)) as typeof ov;
    expect(ov.data.account).toMatchObject({ quota: 30000, used: 140.5, periodDays: 60 });

    // Repayment: the bill is 已还款 for the buyer and the quota comes back, once.
    expect((await call(warehouse, 'POST', `credit/bills/${o.data.orderNo}/repaid`, {})).message).toBe(
      CONSOLE_MSG.forbidden,
    );
    expect((await call(finance, 'POST', `credit/bills/${o.data.orderNo}/repaid`, {})).data).toMatchObject({
      message: M.repaid,
      amount: 140.5,
    });
    expect((await call(finance, 'POST', `credit/bills/${o.data.orderNo}/repaid`, {})).message).toBe(
      CREDIT_MSG.billRepaid,
    );
    ov = (await ctx.api('user', 'GET', 'credit/overview', undefined, owner.h)) as typeof ov;
    expect(ov.data.account.used).toBe(0);
    expect(ov.data.bills[0]!.stateLabel).toBe('已还款');

    // An organisation with no account and no certification cannot be given one.
    const [raw] = await ctx.db
      .insert(organizations)
      .values({ name: '未认证单位', certStatus: 1 })
      .returning({ id: organizations.id });
    expect(
      (await call(finance, 'POST', `credit/accounts/${raw!.id}/set`, { quota: 5000, periodDays: 30 })).message,
    ).toBe(M.orgNotCertified);
  });

  test('verifications: the images only for staff of the area; finance cannot review; reject with the reason the buyer reads; approve → identity 2', async () => {
    const v = await makeUser(ctx.db);
    const up = async (side: string, bytes: Buffer, type: string) =>
      (
        (await ctx.api(
          'user',
          'POST',
          'userInfo/idCadUpload',
          form({ side }, [['file', fileOf(bytes, `${side}.img`, type)]]),
          v.h,
        )) as Env<{ fid: number }>
      ).data.fid;
    const submit = async () => {
      const frontFid = await up('front', PNG, 'image/png');
      const backFid = await up('back', JPEG, 'image/jpeg');
      expect(
        (
          await ctx.api(
            'user',
            'POST',
            'userInfo/bindIDCard',
            { realName: '张三', idCard: '11010519491231002x', frontFid, backFid },
            v.h,
          )
        ).code,
      ).toBe(1);
      const [req] = await ctx.db
        .select()
        .from(verificationRequests)
        .where(and(eq(verificationRequests.userId, v.id), eq(verificationRequests.status, 'pending')));
      return req!.id;
    };
    const id = await submit();
    const list = await call<{ id: number; kindLabel: string; statusLabel: string; subject: string }[]>(
      ops,
      'GET',
      'verifications/list?status=pending&kind=realname',
    );
    expect(list.data.find((x) => x.id === id)).toMatchObject({
      kindLabel: '实名认证',
      statusLabel: '待审核',
      subject: '张三',
    });
    const d = await call<{ fields: { label: string; value: string }[]; files: { url: string; label: string }[] }>(
      ops,
      'GET',
      `verifications/${id}`,
    );
    expect(d.data.fields).toEqual([
      { label: '真实姓名', value: '张三' },
      { label: '身份证号', value: expect.stringMatching(/^110105\*+002X$/) },
    ]);
    expect(d.data.files.map((f) => f.label)).toEqual(['身份证人像面', '身份证国徽面']);

    // The identity photo: ops (the area) and admin get it; finance, warehouse, the buyer's token, a guest do not.
    const path = d.data.files[0]!.url.replace('/console/api/', '');
    const res = await consoleDispatchRaw(path, ops.h);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer()).equals(await storedBytes(path))).toBe(true);
    expect((await consoleDispatchRaw(path, admin.h)).status).toBe(200);
    expect((await consoleDispatchRaw(path, finance.h)).status).toBe(403);
    expect((await consoleDispatchRaw(path, warehouse.h)).status).toBe(403);
    expect(
      (await consoleDispatchRaw(path, { token: v.token, Authorization: v.token, cookie: `token=${v.token}` })).status,
    ).toBe(401);
    expect((await consoleDispatchRaw(path, {})).status).toBe(401);
    // Another area's file endpoint does not serve it either (warehouse asks after-sales for it).
    expect((await call(warehouse, 'GET', path.replace('verifications/', 'after-sales/'))).message).toBe(M.fileNotFound);

    const identity = async () =>
      (
        (await ctx.api('user', 'GET', 'userInfo/getIDCardCase', undefined, v.h)) as Env<{
          identityStatus: string;
          reason: string | null;
        }>
      ).data;
    expect((await call(finance, 'POST', `verifications/${id}/approve`, {})).message).toBe(CONSOLE_MSG.forbidden);
    expect((await call(ops, 'POST', `verifications/${id}/reject`, { reason: ' ' })).message).toBe(M.reasonRequired);
    expect(await identity()).toMatchObject({ identityStatus: '1' });
    expect((await call(ops, 'POST', `verifications/${id}/reject`, { reason: '身份证照片模糊，请重新上传' })).code).toBe(
      1,
    );
    expect(await identity()).toMatchObject({ identityStatus: '3', reason: '身份证照片模糊，请重新上传' });
    expect((await call(ops, 'POST', `verifications/${id}/approve`, {})).message).toBe(
      PROFILE_MSG.verificationNotPending,
    );

    // Resubmitted and approved: identity status '2', the reviewer recorded, customisation open to the buyer.
    const id2 = await submit();
    const unverified = (await ctx.api(
      'order',
      'POST',
      'custom/submit',
      { productName: '测试化合物', quantity: '10 mg' },
      v.h,
    )) as Env;
    expect(unverified.code).toBe(0);
    expect((await call(ops, 'POST', `verifications/${id2}/approve`, {})).data).toEqual({
      message: M.verificationApproved,
    });
    expect(await identity()).toMatchObject({ identityStatus: '2' });
    const [req] = await ctx.db.select().from(verificationRequests).where(eq(verificationRequests.id, id2));
    expect(req!.reviewedByUserId).toBe(ops.id);
    expect(
      ((await ctx.api('order', 'POST', 'custom/submit', { productName: '测试化合物', quantity: '10 mg' }, v.h)) as Env)
        .code,
    ).toBe(1);

    // Enterprise: the licence for staff, approval certifies the organisation for its owner.
    const w = await makeUser(ctx.db);
    const lic = (await ctx.api(
      'user',
      'POST',
      'userInfo/corpLicenseUpload',
      form({}, [['file', fileOf(JPEG, 'l.jpg', 'image/jpeg')]]),
      w.h,
    )) as Env<{ fid: number }>;
    const corp = {
      corpName: '控制台审核制药有限公司',
      creditCode: '91330100716105852F',
      corpType: 'other',
      address: '杭州',
      contactName: '孙八',
      contactPhone: '13700137000',
      licenseFid: lic.data.fid,
    };
    expect((await ctx.api('user', 'POST', 'userInfo/corpCertification', corp, w.h)).code).toBe(1);
    const ent = await call<{ id: number; subject: string }[]>(
      ops,
      'GET',
      'verifications/list?status=pending&kind=enterprise',
    );
    const e = ent.data.find((x) => x.subject === '控制台审核制药有限公司')!;
    const ed = await call<{ fields: { label: string }[]; files: { url: string; label: string }[] }>(
      ops,
      'GET',
      `verifications/${e.id}`,
    );
    expect(ed.data.files.map((f) => f.label)).toEqual(['营业执照']);
    expect(ed.data.fields.map((f) => f.label)).toContain('统一社会信用代码');
    expect((await call(ops, 'POST', `verifications/${e.id}/approve`, {})).code).toBe(1);
    expect(
      ((await ctx.api('user', 'GET', 'userInfo/getOrganizationInfo', undefined, w.h)) as Env<{ certStatus: number }>)
        .data.certStatus,
    ).toBe(2);
  });

  test('feedback: unread first; read, reply (the buyer reads it on 我的反馈), adopt adds 100 points once; finance cannot', async () => {
    const fbUser = await makeUser(ctx.db);
    const sent = (await ctx.api(
      'user',
      'POST',
      'userSuggest/suggest/add',
      form({ content: '希望增加更多杂质对照品', name: '王五', phone: '13800138000' }, [
        ['file', fileOf(PNG, 'a.png', 'image/png')],
      ]),
      fbUser.h,
    )) as Env<{ id: number }>;
    expect(sent.code).toBe(1);
    const id = sent.data.id;
    const list = await call<{ id: number; unread: boolean; statusLabel: string }[]>(ops, 'GET', 'feedback/list');
    expect(list.data[0]!.unread).toBe(true);
    expect(list.data.find((x) => x.id === id)).toMatchObject({ statusLabel: '未读' });
    const d = await call<{ content: string; files: { fid: number; url: string }[] }>(ops, 'GET', `feedback/${id}`);
    expect(d.data.content).toBe('希望增加更多杂质对照品');
    // The image is private to its author: staff of the feedback area open it through the console.
    const fid = d.data.files[0]!.fid;
    expect(d.data.files[0]!.url).toBe(`/console/api/feedback/file/${fid}`);
    const img = await consoleDispatchRaw(`feedback/file/${fid}`, ops.h);
    expect([img.status, img.headers.get('content-type'), img.headers.get('cache-control')]).toEqual([
      200,
      'image/png',
      'private, no-store',
    ]);
    // Stored re-encoded (lib/domain/operations/uploads/sanitise.ts): still a PNG.
    expect(isPng(new Uint8Array(await img.arrayBuffer()))).toBe(true);
    expect((await consoleDispatchRaw(`feedback/file/${fid}`, warehouse.h)).status).toBe(403);
    // A file that is no suggestion's (an after-sales photo, an identity card) is not served here.
    const other = (await ctx.api(
      'user',
      'POST',
      'userSuggest/avatarUpload',
      form({}, [['file', fileOf(PNG, 'me.png', 'image/png')]]),
      fbUser.h,
    )) as Env<{ fid: number }>;
    expect(
      ((await consoleDispatchRaw(`feedback/file/${other.data.fid}`, ops.h).then((r) => r.json())) as Env<unknown>)
        .message,
    ).toBe(M.fileNotFound);

    const points = async () =>
      (await ctx.db.select({ p: users.points }).from(users).where(eq(users.id, fbUser.id)))[0]!.p;
    expect((await call(finance, 'POST', `feedback/${id}/adopt`, {})).message).toBe(CONSOLE_MSG.forbidden);
    expect((await call(ops, 'POST', `feedback/${id}/reply`, { reply: '   ' })).message).toBe(M.replyRequired);
    expect((await call(ops, 'POST', `feedback/${id}/reply`, { reply: 'x'.repeat(1001) })).message).toBe(M.replyTooLong);
    expect(await points()).toBe(0);
    expect((await ctx.db.select().from(feedback).where(eq(feedback.id, id)))[0]).toMatchObject({
      reply: null,
      readAt: null,
      status: 'new',
    });

    expect((await call(ops, 'POST', `feedback/${id}/read`, {})).code).toBe(1);
    expect(
      (await call<{ id: number; statusLabel: string }[]>(ops, 'GET', 'feedback/list?status=new')).data.map((x) => x.id),
    ).not.toContain(id);
    expect((await call(ops, 'POST', `feedback/${id}/reply`, { reply: '感谢建议，杂质对照品下月上新' })).data).toEqual({
      message: M.replied,
    });
    const mine = (await ctx.api('user', 'GET', 'userSuggest/suggest/list', undefined, fbUser.h)) as Env<
      { id: number; reply: string; statusLabel: string }[]
    >;
    expect(mine.data).toEqual([
      expect.objectContaining({ id, reply: '感谢建议，杂质对照品下月上新', statusLabel: '已回复' }),
    ]);
    // Nobody else sees it.
    expect(
      ((await ctx.api('user', 'GET', 'userSuggest/suggest/list', undefined, buyer.h)) as Env<unknown[]>).data,
    ).toEqual([]);

    const first = await call<{ pointsAwarded: number; alreadyAdopted: boolean; message: string }>(
      ops,
      'POST',
      `feedback/${id}/adopt`,
      {},
    );
    expect(first.data).toEqual({
      message: M.adopted(FEEDBACK_REWARD_POINTS),
      pointsAwarded: 100,
      alreadyAdopted: false,
    });
    expect(await points()).toBe(100);
    const again = await Promise.all([
      call<{ pointsAwarded: number; message: string }>(ops, 'POST', `feedback/${id}/adopt`, {}),
      call<{ pointsAwarded: number }>(admin, 'POST', `feedback/${id}/adopt`, {}),
    ]);
    expect(again.map((r) => r.data.pointsAwarded)).toEqual([0, 0]);
    expect(again[0]!.data.message).toBe(M.alreadyAdopted);
    expect(await points()).toBe(100);
    expect(
      await ctx.db
        .select()
        .from(pointsLedger)
        .where(and(eq(pointsLedger.userId, fbUser.id), eq(pointsLedger.refType, 'feedback'))),
    ).toHaveLength(1);
    // The buyer's points page shows the 100 and 我的反馈 shows 已采纳.
    const pts = (await ctx.api('user', 'GET', 'userPoints/list', undefined, fbUser.h)) as Env<unknown>;
    expect(JSON.stringify(pts.data)).toContain('意见反馈被采纳');
    expect(
      (
        (await ctx.api('user', 'GET', 'userSuggest/suggest/list', undefined, fbUser.h)) as Env<
          { statusLabel: string; adopted: boolean }[]
        >
      ).data[0],
    ).toMatchObject({ statusLabel: '已采纳', adopted: true });
  });
});

/** The raw Response of a console GET (files are not JSON). */
async function consoleDispatchRaw(path: string, headers: Record<string, string>): Promise<Response> {
  const { consoleDispatch } = await import('../helpers/console');
  return consoleDispatch(new Request(`http://localhost/console/api/${path}`, { headers }), path.split('/'));
}
