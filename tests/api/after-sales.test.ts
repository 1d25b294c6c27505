/**
 * After the sale (PGlite and PostgreSQL): after-sales claims on order lines and invoices for completed orders, each
 * through its state machine — legal and illegal transitions, quantity and window limits, files checked by their
 * bytes, an order invoiced once, other buyers' records invisible.
 */
import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { afterSales, invoiceOrders, invoiceTitles, orderLines, orders, skus } from '../../lib/db/schema';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress } from './cart-fixtures';
import { shipOrder } from '../../lib/domain/commerce/payments/staff';
import { approveAfterSale, completeAfterSale, rejectAfterSale } from '../../lib/domain/after-sale/claims/actions';
import { afterSaleMachine } from '../../lib/domain/after-sale/claims/machine';
import { invoiceMachine } from '../../lib/domain/commerce/invoices/machine';
import { demoInvoicePdf, issueInvoice, rejectInvoice } from '../../lib/domain/commerce/invoices/staff';
import { AFTER_SALE_STATUSES, INVOICE_STATUSES } from '../../lib/db/schema';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let seq = 0;
const key = () => `as-${process.pid}-${Date.now()}-${++seq}`;

type Env<T = unknown> = { code: number; data: T; message: string };

describeDb('after the sale: after-sales and invoices', (ctx) => {
  let c: Catalog;
  let buyer: TestUser;
  let other: TestUser;
  let addrId: number;

  async function shippedOrder(num = 3): Promise<{ id: number; orderNo: string; lineId: number }> {
    await ctx.db.update(skus).set({ stock: 100 }).where(eq(skus.id, c.sku1));
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: c.sku1, num }, buyer.h)).code).toBe(1);
    const r = (await ctx.api(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: key(), addressId: addrId },
      buyer.h,
    )) as Env<{ id: number; orderNo: string }>;
    expect(r.code).toBe(1);
    await ctx.db.update(orders).set({ status: 'paid', paidAt: new Date() }).where(eq(orders.id, r.data.id));
    await shipOrder(ctx.db, r.data.orderNo, '顺丰速运', `SF${seq}`);
    const [line] = await ctx.db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.orderId, r.data.id));
    return { ...r.data, lineId: line!.id };
  }
  function claim(
    orderNo: string,
    lineId: number,
    fields: Record<string, string> = {},
    files: { bytes: Uint8Array; name: string; type: string }[] = [],
  ) {
    const f = new FormData();
    const all = {
      orderNo,
      lineId: String(lineId),
      type: 'return',
      quantity: '1',
      reason: '包装破损',
      description: '瓶盖松动，样品有泄漏',
      ...fields,
    };
    for (const [k, v] of Object.entries(all)) f.append(k, v);
    for (const x of files) f.append('files', new File([new Uint8Array(x.bytes)], x.name, { type: x.type }));
    return ctx.api('order', 'POST', 'afterSale/apply', f, buyer.h) as Promise<Env<{ id: number; afterSaleNo: string }>>;
  }

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'AS');
    buyer = await makeUser(ctx.db);
    other = await makeUser(ctx.db);
    const a = await makeAddress(ctx.db, { userId: buyer.id });
    addrId = a.id;
  });

  test('the machines: every (status, event, actor) is legal exactly where the tables say', () => {
    const legal = new Set([
      'pending approve staff approved',
      'pending reject staff rejected',
      'pending cancel buyer cancelled',
      'approved return_goods buyer returning',
      'approved complete staff completed',
      'returning complete staff completed',
    ]);
    for (const s of AFTER_SALE_STATUSES)
      for (const e of ['approve', 'reject', 'cancel', 'return_goods', 'complete'] as const)
        for (const a of ['buyer', 'staff'] as const) {
          const to = afterSaleMachine.nextStatus(s, e, a);
          expect([s, e, a, to].join(' ')).toBe(
            legal.has(`${s} ${e} ${a} ${to}`) ? `${s} ${e} ${a} ${to}` : `${s} ${e} ${a} `,
          );
        }
    const legalInv = new Set([
      'applying issue staff issued',
      'applying reject staff rejected',
      'applying cancel buyer cancelled',
    ]);
    for (const s of INVOICE_STATUSES)
      for (const e of ['issue', 'reject', 'cancel'] as const)
        for (const a of ['buyer', 'staff'] as const) {
          const to = invoiceMachine.nextStatus(s, e, a);
          expect(to === null ? 'illegal' : `${s} ${e} ${a} ${to}`).toBe(
            [...legalInv].find((l) => l.startsWith(`${s} ${e} ${a} `)) ?? 'illegal',
          );
        }
  });

  test('an unshipped order cannot be claimed; a shipped line can, with an image, and the timeline starts with 提交售后申请', async () => {
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: c.sku1, num: 1 }, buyer.h)).code).toBe(1);
    const unpaid = (await ctx.api(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: key(), addressId: addrId },
      buyer.h,
    )) as Env<{ id: number; orderNo: string }>;
    const [ul] = await ctx.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, unpaid.data.id));
    const early = await claim(unpaid.data.orderNo, ul!.id);
    expect(early.code).toBe(0);
    expect(early.message).toBe('订单发货后才能申请售后');

    const o = await shippedOrder(3);
    const claimable = (await ctx.api(
      'order',
      'GET',
      `afterSale/claimable?orderNo=${o.orderNo}`,
      undefined,
      buyer.h,
    )) as Env<{ open: boolean; lines: { lineId: number; left: number }[] }>;
    expect(claimable.data.open).toBe(true);
    expect(claimable.data.lines).toEqual([expect.objectContaining({ lineId: o.lineId, left: 3 })]);

    const r = await claim(o.orderNo, o.lineId, { quantity: '2' }, [
      { bytes: PNG, name: 'broken.png', type: 'image/png' },
    ]);
    expect(r.code).toBe(1);
    const d = (await ctx.api('order', 'GET', `afterSale/detail?id=${r.data.id}`, undefined, buyer.h)) as Env<{
      status: string;
      statusLabel: string;
      amount: number;
      files: unknown[];
      timeline: { label: string; statusLabel: string }[];
      actions: string[];
    }>;
    expect(d.data).toMatchObject({
      status: 'pending',
      statusLabel: '待审核',
      files: [expect.anything()],
      actions: ['cancel'],
    });
    expect(d.data.amount).toBe(241); // 2 × 120.50 from the order line, computed on the server
    expect(d.data.timeline.map((t) => t.label)).toEqual(['提交售后申请']);

    // Beyond the quantity left: refused, nothing written.
    const before = (await ctx.db.select().from(afterSales)).length;
    const over = await claim(o.orderNo, o.lineId, { quantity: '2' });
    expect(over.code).toBe(0);
    expect(over.message).toBe('该商品最多还可申请 1 件');
    expect((await ctx.db.select().from(afterSales)).length).toBe(before);

    // A file that is not an image or PDF by its bytes, or more than 3 files: refused, nothing written.
    const exe = await claim(o.orderNo, o.lineId, {}, [
      { bytes: new Uint8Array(Buffer.from('MZ\x90\x00 not an image')), name: 'x.png', type: 'image/png' },
    ]);
    expect(exe.code).toBe(0);
    expect(exe.message).toBe('只能上传 png、jpg 图片或 PDF 文件');
    const four = await claim(
      o.orderNo,
      o.lineId,
      {},
      [1, 2, 3, 4].map((i) => ({ bytes: PNG, name: `${i}.png`, type: 'image/png' })),
    );
    expect(four.message).toBe('最多上传 3 个文件（图片或 PDF）');
    expect((await ctx.db.select().from(afterSales)).length).toBe(before);

    // Bad input: a clear message.
    expect((await claim(o.orderNo, o.lineId, { reason: '' })).message).toBe('请填写售后原因');
    expect((await claim(o.orderNo, o.lineId, { type: 'swap' })).message).toBe('请选择售后类型');
    expect((await claim(o.orderNo, o.lineId, { quantity: '0' })).message).toBe('申请数量须为正整数');

    // Staff reject with a reason → the quantity is free again; the buyer sees the reason in the timeline.
    await rejectAfterSale(
      ctx.db,
      (await ctx.db.select({ no: afterSales.afterSaleNo }).from(afterSales).where(eq(afterSales.id, r.data.id)))[0]!.no,
      '照片无法看出破损',
    );
    const rej = (await ctx.api('order', 'GET', `afterSale/detail?id=${r.data.id}`, undefined, buyer.h)) as Env<{
      statusLabel: string;
      rejectReason: string;
      timeline: { label: string; note: string | null }[];
    }>;
    expect(rej.data.statusLabel).toBe('已驳回');
    expect(rej.data.timeline.map((t) => t.label)).toEqual(['提交售后申请', '审核驳回']);
    expect(rej.data.timeline[1]!.note).toBe('照片无法看出破损');
    expect((await claim(o.orderNo, o.lineId, { quantity: '3', type: 'replace' })).code).toBe(1);
  });

  test('return flow: approve → the buyer sends the goods back → complete; illegal steps are refused and change nothing', async () => {
    const o = await shippedOrder(1);
    const r = await claim(o.orderNo, o.lineId);
    const no = (
      await ctx.db.select({ no: afterSales.afterSaleNo }).from(afterSales).where(eq(afterSales.id, r.data.id))
    )[0]!.no;
    // Returning before approval is illegal.
    const early = (await ctx.api(
      'order',
      'POST',
      `afterSale/return/${r.data.id}`,
      { carrier: '顺丰', trackingNo: 'SF1' },
      buyer.h,
    )) as Env;
    expect(early.code).toBe(0);
    expect(early.message).toBe('售后单当前状态为「待审核」，不能寄回商品');
    await approveAfterSale(ctx.db, no);
    // Approving twice is illegal.
    await expect(approveAfterSale(ctx.db, no)).rejects.toThrow('售后单当前状态为「处理中」，不能审核通过');
    expect(
      (await ctx.api('order', 'POST', `afterSale/return/${r.data.id}`, { carrier: '', trackingNo: '' }, buyer.h))
        .message,
    ).toBe('请填写退回快递公司和运单号');
    expect(
      (
        await ctx.api(
          'order',
          'POST',
          `afterSale/return/${r.data.id}`,
          { carrier: '顺丰速运', trackingNo: 'SF123456' },
          buyer.h,
        )
      ).code,
    ).toBe(1);
    // The buyer cannot withdraw once it is in progress.
    expect((await ctx.api('order', 'POST', `afterSale/cancel/${r.data.id}`, {}, buyer.h)).message).toBe(
      '售后单当前状态为「退回中」，不能撤销申请',
    );
    await completeAfterSale(ctx.db, no, '已退款 ¥120.50');
    const d = (await ctx.api('order', 'GET', `afterSale/detail?id=${r.data.id}`, undefined, buyer.h)) as Env<{
      statusLabel: string;
      resolution: string;
      timeline: { label: string }[];
      actions: string[];
    }>;
    expect(d.data).toMatchObject({ statusLabel: '已完成', resolution: '已退款 ¥120.50', actions: [] });
    expect(d.data.timeline.map((t) => t.label)).toEqual(['提交售后申请', '审核通过', '寄回商品', '售后完成']);
    // A complaint has no return step.
    const o2 = await shippedOrder(1);
    const comp = await claim(o2.orderNo, o2.lineId, { type: 'complaint' });
    await approveAfterSale(
      ctx.db,
      (await ctx.db.select({ no: afterSales.afterSaleNo }).from(afterSales).where(eq(afterSales.id, comp.data.id)))[0]!
        .no,
    );
    expect(
      (
        await ctx.api(
          'order',
          'POST',
          `afterSale/return/${comp.data.id}`,
          { carrier: '顺丰', trackingNo: 'SF9' },
          buyer.h,
        )
      ).code,
    ).toBe(0);
  });

  test('the window closes AFTER_SALE_RULES.windowDays after delivery; the list filters by tab; other buyers see nothing', async () => {
    const o = await shippedOrder(1);
    await ctx.db
      .update(orders)
      .set({ shippedAt: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(orders.id, o.id));
    const late = await claim(o.orderNo, o.lineId);
    expect(late.message).toBe('已超过售后申请期限（收货后 30 天内）');

    const list = (await ctx.api('order', 'POST', 'afterSale/list', { tab: 'open' }, buyer.h)) as Env<{
      list: { status: string }[];
      counts: Record<string, number>;
    }>;
    expect(list.data.list.every((x) => ['pending', 'approved', 'returning'].includes(x.status))).toBe(true);
    expect(list.data.counts.all).toBeGreaterThanOrEqual(list.data.counts.open! + list.data.counts.done!);
    const theirs = (await ctx.api('order', 'POST', 'afterSale/list', {}, other.h)) as Env<{ list: unknown[] }>;
    expect(theirs.data.list).toEqual([]);
    const [mine] = await ctx.db
      .select({ id: afterSales.id })
      .from(afterSales)
      .where(eq(afterSales.userId, buyer.id))
      .limit(1);
    expect(
      ((await ctx.api('order', 'GET', `afterSale/detail?id=${mine!.id}`, undefined, other.h)) as Env).message,
    ).toBe('售后单不存在');
    expect(((await ctx.api('order', 'POST', `afterSale/cancel/${mine!.id}`, {}, other.h)) as Env).message).toBe(
      '售后单不存在',
    );
    expect(
      ((await ctx.api('order', 'GET', `afterSale/claimable?orderNo=${o.orderNo}`, undefined, other.h)) as Env).message,
    ).toBe('订单不存在');
  });

  test('invoices: only completed orders; one invoice per order, even for two requests at once; reject frees it; issue attaches the PDF', async () => {
    const [title] = await ctx.db
      .insert(invoiceTitles)
      .values({ userId: buyer.id, type: 1, title: '上海某某药业有限公司', taxNo: '91310000MA1FL0XX1X' })
      .returning({ id: invoiceTitles.id });
    const o1 = await shippedOrder(1);
    const o2 = await shippedOrder(2);
    // Not completed yet.
    const early = (await ctx.api(
      'order',
      'POST',
      'invoice/apply',
      { orderNos: [o1.orderNo], titleId: title!.id },
      buyer.h,
    )) as Env;
    expect(early.message).toBe(`订单 ${o1.orderNo} 未完成，暂不能开票`);
    for (const o of [o1, o2])
      expect((await ctx.api('order', 'POST', `order/confirmReceipt/${o.id}`, {}, buyer.h)).code).toBe(1);
    const open = (await ctx.api('order', 'GET', 'invoice/orders', undefined, buyer.h)) as Env<{ orderNo: string }[]>;
    expect(open.data.map((x) => x.orderNo)).toEqual(expect.arrayContaining([o1.orderNo, o2.orderNo]));

    // Two requests for the same order at once: one invoice.
    const both = (await Promise.all(
      [1, 2].map(() =>
        ctx.api('order', 'POST', 'invoice/apply', { orderNos: [o1.orderNo, o2.orderNo], titleId: title!.id }, buyer.h),
      ),
    )) as Env<{ invoiceNo: string; amount: number }>[];
    expect(both.map((b) => b.code).sort()).toEqual([0, 1]);
    expect(both.find((b) => b.code === 0)!.message).toMatch(/已申请过发票，不能重复开票/);
    const ok = both.find((b) => b.code === 1)!;
    expect(ok.data.amount).toBe(120.5 + 20 + 241 + 20);
    const again = (await ctx.api(
      'order',
      'POST',
      'invoice/apply',
      { orderNos: [o2.orderNo], titleId: title!.id },
      buyer.h,
    )) as Env;
    expect(again.message).toBe(`订单 ${o2.orderNo} 已申请过发票，不能重复开票`);
    expect(
      ((await ctx.api('order', 'GET', 'invoice/orders', undefined, buyer.h)) as Env<{ orderNo: string }[]>).data.map(
        (x) => x.orderNo,
      ),
    ).not.toContain(o1.orderNo);

    // Rejected: the orders can be invoiced again, and the reason is shown.
    await rejectInvoice(ctx.db, ok.data.invoiceNo, '抬头与付款单位不一致');
    await expect(rejectInvoice(ctx.db, ok.data.invoiceNo, '再驳回')).rejects.toThrow(
      '发票当前状态为「已驳回」，不能驳回',
    );
    const list = (await ctx.api('order', 'GET', 'invoice/list', undefined, buyer.h)) as Env<
      { invoiceNo: string; statusLabel: string; rejectReason: string }[]
    >;
    expect(list.data.find((x) => x.invoiceNo === ok.data.invoiceNo)).toMatchObject({
      statusLabel: '已驳回',
      rejectReason: '抬头与付款单位不一致',
    });
    const re = (await ctx.api(
      'order',
      'POST',
      'invoice/apply',
      { orderNos: [o1.orderNo], titleId: title!.id, email: 'qc@example.com' },
      buyer.h,
    )) as Env<{ invoiceNo: string }>;
    expect(re.code).toBe(1);

    // Issued: number and a PDF the buyer (and only the buyer) can download.
    await expect(
      issueInvoice(ctx.db, re.data.invoiceNo, '12345678', new Blob([new Uint8Array(PNG)])),
    ).rejects.toThrow();
    await issueInvoice(ctx.db, re.data.invoiceNo, '24312000000012345678', new Blob([demoInvoicePdf(['DEMO INVOICE'])]));
    const issued = (
      (await ctx.api('order', 'GET', 'invoice/list', undefined, buyer.h)) as Env<
        { invoiceNo: string; statusLabel: string; invoiceNumber: string; pdfUrl: string; canCancel: boolean }[]
      >
    ).data.find((x) => x.invoiceNo === re.data.invoiceNo)!;
    expect(issued).toMatchObject({ statusLabel: '已开票', invoiceNumber: '24312000000012345678', canCancel: false });
    expect(issued.pdfUrl).toMatch(/^\/uploads\/\d+$/);
    const links = await ctx.db.select().from(invoiceOrders).where(eq(invoiceOrders.active, true));
    expect(links.filter((l) => l.orderId === o1.id)).toHaveLength(1);

    // Another buyer: nothing to see, nothing to withdraw, cannot invoice this buyer's order.
    expect(((await ctx.api('order', 'GET', 'invoice/list', undefined, other.h)) as Env<unknown[]>).data).toEqual([]);
    expect(
      ((await ctx.api('order', 'POST', `invoice/cancel/${issued.invoiceNo ? 1 : 1}`, {}, other.h)) as Env).code,
    ).toBe(0);
    expect(
      (
        (await ctx.api(
          'order',
          'POST',
          'invoice/apply',
          { orderNos: [o2.orderNo], titleId: title!.id },
          other.h,
        )) as Env
      ).message,
    ).toBe('发票抬头不存在，请先在发票信息中添加');
  });
});
