/**
 * Operations console: orders, inquiries and custom requests (PGlite and PostgreSQL), through the real console router
 * and the buyer's real API. What staff do shows to the buyer at once: a confirmed transfer and a shipment (已发货 with
 * the tracking number in the order list and detail), a cancellation (stock released), an inquiry quote, a custom
 * quote. Wrong roles are refused and change nothing; bad input gets a Chinese message and changes nothing.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { isPng } from '../helpers/images';
import { consoleCall, consoleDispatch, makeStaff, type TestStaff } from '../helpers/console';
import { makeCatalog, makeUser, type Catalog, type TestUser, makeAddress } from './cart-fixtures';
import { auditLog, orders, skus, type StaffRole } from '../../lib/db/schema';
import { todayInChina } from '../../lib/kernel/time';
import type { StaffOrderDetail, StaffOrderRow } from '../../lib/domain/commerce/orders/staff/queries';
import type { StaffInquiryDetail, StaffInquiryRow } from '../../lib/domain/commerce/inquiries/staff/queries';
import type { InquiryDetailDTO } from '../../lib/api/endpoints/inquiries';
import type { OrderDetail, OrderListRow } from '../../lib/api/endpoints/orders';
import type { StaffCustomDetail, CustomDetail } from '@/lib/domain/commerce/custom';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
let seq = 0;
const key = () => `co-${process.pid}-${Date.now()}-${++seq}`;
const addDays = (d: string, n: number) =>
  new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const FORBIDDEN = { status: 403, code: 0, message: '您的角色无权进行此操作' };

describeDb('console: orders, inquiries, custom requests', (ctx) => {
  let c: Catalog;
  let buyer: TestUser;
  let addrId: number;
  const staff = {} as Record<StaffRole, TestStaff>;

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'CO');
    buyer = await makeUser(ctx.db, { identityStatus: '2', realName: '王检测' });
    const a = await makeAddress(ctx.db, { userId: buyer.id, consignee: '王检测' });
    addrId = a.id;
    for (const r of ['admin', 'ops', 'finance', 'warehouse'] as const) staff[r] = await makeStaff(ctx.db, r);
  });

  const buyerApi = <T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.api<T>('order', method, path, body, buyer.h);
  const con = <T = unknown>(role: StaffRole, method: 'GET' | 'POST', path: string, body?: unknown) =>
    consoleCall<T>(method, path, body, staff[role].h);
  const statusOf = async (orderNo: string) =>
    (await ctx.db.select({ s: orders.status }).from(orders).where(eq(orders.orderNo, orderNo)))[0]!.s;
  const stockOf = async (skuId: number) =>
    (await ctx.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.s;

  async function place(skuId: number, num = 1): Promise<{ id: number; orderNo: string }> {
    expect((await buyerApi('POST', 'buy/car/insert', { skuId, num })).code).toBe(1);
    const r = await buyerApi<{ id: number; orderNo: string }>('POST', 'order/submit', {
      idempotencyKey: key(),
      addressId: addrId,
    });
    expect(r.message).toBe('');
    return r.data;
  }

  async function payByTransfer(orderNo: string) {
    const form = new FormData();
    form.append('orderNo', orderNo);
    form.append('file', new File([new Uint8Array(PNG)], 'voucher.png', { type: 'image/png' }));
    expect((await buyerApi('POST', 'order/pay/transfer/voucher', form)).code).toBe(1);
    expect(await statusOf(orderNo)).toBe('pending_confirm');
  }

  test('bank transfer: finance confirms against the voucher, the warehouse ships; the buyer sees 已发货 with the tracking number', async () => {
    const o = await place(c.sku2); // made to order, ¥880
    await payByTransfer(o.orderNo);

    // The queue and the filters find it.
    const queue = await con<StaffOrderRow[]>('finance', 'GET', 'orders/list?status=pending_confirm');
    expect(queue.data.map((r) => r.orderNo)).toContain(o.orderNo);
    const byBuyer = await con<StaffOrderRow[]>(
      'ops',
      'GET',
      `orders/list?buyer=${encodeURIComponent('王检测')}&payMethod=transfer&from=${todayInChina()}&to=${todayInChina()}`,
    );
    expect(byBuyer.data.find((r) => r.orderNo === o.orderNo)).toMatchObject({
      statusLabel: '待确认',
      buyerName: '王检测',
      payAmount: 880,
    });
    expect((await con<StaffOrderRow[]>('ops', 'GET', 'orders/list?from=2000-01-01&to=2000-01-02')).data).toEqual([]);
    expect((await con('ops', 'GET', 'orders/list?from=yesterday')).message).toBe('日期格式不正确（YYYY-MM-DD）');

    // The detail shows the voucher; its bytes go to finance only (never to a buyer, never to the warehouse).
    const d = await con<StaffOrderDetail>('warehouse', 'GET', `orders/${o.orderNo}/detail`);
    expect(d.data).toMatchObject({
      status: 'pending_confirm',
      buyer: { id: buyer.id, name: '王检测' },
      voucher: { mime: 'image/png', paymentStatus: 'created' },
    });
    expect(d.data.staffActions).toEqual(expect.arrayContaining(['transfer_confirmed', 'transfer_rejected', 'cancel']));
    const voucher = await consoleDispatch(
      new Request(`http://localhost/console/api/orders/${o.orderNo}/voucher`, { headers: staff.finance.h }),
      ['orders', o.orderNo, 'voucher'],
    );
    expect(voucher.headers.get('content-type')).toBe('image/png');
    expect(voucher.headers.get('cache-control')).toBe('private, no-store');
    // The voucher as stored (images are re-encoded on upload: lib/domain/operations/uploads/sanitise.ts).
    expect(isPng(new Uint8Array(await voucher.arrayBuffer()))).toBe(true);
    expect(await con('warehouse', 'GET', `orders/${o.orderNo}/voucher`)).toMatchObject(FORBIDDEN);
    expect(
      (
        await consoleCall('GET', `orders/${o.orderNo}/voucher`, undefined, {
          cookie: `token=${buyer.token}`,
          token: buyer.token,
        })
      ).code,
    ).toBe(-1);

    // The warehouse cannot confirm a transfer; nothing changes.
    expect(await con('warehouse', 'POST', `orders/${o.orderNo}/confirm-transfer`, {})).toMatchObject(FORBIDDEN);
    expect(await statusOf(o.orderNo)).toBe('pending_confirm');
    const ok = await con<{ from: string; to: string; message: string }>(
      'finance',
      'POST',
      `orders/${o.orderNo}/confirm-transfer`,
      {},
    );
    expect(ok.data).toMatchObject({ from: 'pending_confirm', to: 'paid', message: '已确认收款，订单进入待发货' });
    expect((await buyerApi<OrderDetail>('GET', `order/detail?orderNo=${o.orderNo}`)).data.statusLabel).toBe('待发货');
    // Confirming twice is an illegal transition (the machine's message).
    expect((await con('finance', 'POST', `orders/${o.orderNo}/confirm-transfer`, {})).message).toBe(
      '订单当前状态为「待发货」，不能确认收款',
    );

    // Finance cannot ship; a shipment without a tracking number is refused with a Chinese message; nothing changes.
    expect(
      await con('finance', 'POST', `orders/${o.orderNo}/ship`, { carrier: '顺丰速运', trackingNo: 'SF1234567890' }),
    ).toMatchObject(FORBIDDEN);
    const noTracking = await con('warehouse', 'POST', `orders/${o.orderNo}/ship`, {
      carrier: '顺丰速运',
      trackingNo: '  ',
    });
    expect([noTracking.code, noTracking.message]).toEqual([0, '请填写快递单号']);
    expect((await con('warehouse', 'POST', `orders/${o.orderNo}/ship`, { carrier: '顺丰速运' })).message).toBe(
      '请填写快递单号',
    );
    expect(
      (await con('warehouse', 'POST', `orders/${o.orderNo}/ship`, { carrier: '', trackingNo: 'SF1234567890' })).message,
    ).toBe('请选择快递公司');
    expect(
      (await con('warehouse', 'POST', `orders/${o.orderNo}/ship`, { carrier: '顺丰速运', trackingNo: 'SF 12<script>' }))
        .message,
    ).toBe('快递单号为 6-40 位字母、数字或短横线');
    expect(await statusOf(o.orderNo)).toBe('paid');

    const shipped = await con<{ to: string; message: string }>('warehouse', 'POST', `orders/${o.orderNo}/ship`, {
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(shipped.data).toMatchObject({ to: 'shipped', message: '已发货：顺丰速运 SF1234567890' });

    // The buyer: the 已发货 tab lists it, the detail shows carrier and tracking number and the staff steps.
    const list = await buyerApi<OrderListRow[]>('POST', 'order/list', { status: 'shipped' });
    expect(list.data.find((r) => r.orderNo === o.orderNo)?.statusLabel).toBe('已发货');
    const bd = await buyerApi<OrderDetail>('GET', `order/detail?orderNo=${o.orderNo}`);
    expect(bd.data).toMatchObject({
      status: 'shipped',
      statusLabel: '已发货',
      carrier: '顺丰速运',
      trackingNo: 'SF1234567890',
    });
    expect(bd.data.timeline.map((t) => [t.label, t.actor])).toEqual([
      ['提交订单', 'buyer'],
      ['上传转账凭证', 'buyer'],
      ['确认收款', 'staff'],
      ['已发货', 'staff'],
    ]);

    // Each step is in the audit log with who, before and after.
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityId, o.orderNo)))
      .orderBy(asc(auditLog.id));
    expect(
      audit.map((a) => [
        a.action,
        a.staffId,
        (a.before as { status: string }).status,
        (a.after as { status: string }).status,
      ]),
    ).toEqual([
      ['orders.confirmTransfer', staff.finance.id, 'pending_confirm', 'paid'],
      ['orders.ship', staff.warehouse.id, 'paid', 'shipped'],
    ]);
  });

  test('a rejected voucher sends the order back to 待付款 with the reason on the buyer’s timeline; a reason is required', async () => {
    const o = await place(c.sku2);
    await payByTransfer(o.orderNo);
    expect((await con('finance', 'POST', `orders/${o.orderNo}/reject-transfer`, { reason: ' ' })).message).toBe(
      '请填写原因',
    );
    expect(await statusOf(o.orderNo)).toBe('pending_confirm');
    const r = await con<{ to: string }>('finance', 'POST', `orders/${o.orderNo}/reject-transfer`, {
      reason: '金额与订单不符',
    });
    expect(r.data.to).toBe('pending_payment');
    const bd = await buyerApi<OrderDetail>('GET', `order/detail?orderNo=${o.orderNo}`);
    expect(bd.data.statusLabel).toBe('待付款');
    expect(bd.data.timeline.at(-1)).toMatchObject({ label: '转账凭证未通过', note: '金额与订单不符', actor: 'staff' });
    // The buyer may then pay again.
    await payByTransfer(o.orderNo);
  });

  test('cancel with a reason releases the stock; the warehouse cannot cancel; no reason changes nothing', async () => {
    const before = await stockOf(c.sku1);
    const o = await place(c.sku1, 2);
    expect(await stockOf(c.sku1)).toBe(before - 2);
    expect(await con('warehouse', 'POST', `orders/${o.orderNo}/cancel`, { reason: '客户要求' })).toMatchObject(
      FORBIDDEN,
    );
    expect((await con('ops', 'POST', `orders/${o.orderNo}/cancel`, {})).message).toBe('请填写原因');
    expect(await statusOf(o.orderNo)).toBe('pending_payment');
    expect(await stockOf(c.sku1)).toBe(before - 2);
    const r = await con<{ to: string; message: string }>('ops', 'POST', `orders/${o.orderNo}/cancel`, {
      reason: '客户电话要求取消',
    });
    expect(r.data).toMatchObject({ to: 'cancelled', message: '订单已取消，库存已释放' });
    expect(await stockOf(c.sku1)).toBe(before);
    const bd = await buyerApi<OrderDetail>('GET', `order/detail?orderNo=${o.orderNo}`);
    expect(bd.data).toMatchObject({ statusLabel: '已取消', cancelReason: '客户电话要求取消' });
    // Cancelling again is illegal; an unknown order is 订单不存在.
    expect((await con('ops', 'POST', `orders/${o.orderNo}/cancel`, { reason: '再次' })).message).toBe(
      '订单当前状态为「已取消」，不能取消订单',
    );
    expect((await con('ops', 'POST', 'orders/SO0000000000/cancel', { reason: '无' })).message).toBe('订单不存在');
    expect((await con('ops', 'GET', 'orders/SO0000000000/detail')).message).toBe('订单不存在');
  });

  async function submitInquiry(skuIds: number[]): Promise<{ id: number; inquiryNo: string }> {
    const carIds: number[] = [];
    for (const skuId of skuIds)
      carIds.push((await buyerApi<{ id: number }>('POST', 'inquiry/basket/insert', { skuId, num: 2 })).data.id);
    const r = await buyerApi<{ id: number; inquiryNo: string }>('POST', 'inquiry/submit', {
      idempotencyKey: key(),
      lines: carIds.map((carId) => ({ carId, num: 2, purityWish: '≥98%', packageWish: '1g×2' })),
      wantedBy: addDays(todayInChina(), 10),
      contactName: '王工',
      contactPhone: '13800138000',
    });
    expect(r.message).toBe('');
    return r.data;
  }

  test('inquiry: ops quote per line; the buyer sees the quote at once; finance may not; bad prices change nothing; close with a reason', async () => {
    const q = await submitInquiry([c.skuAsk, c.sku1]);
    const list = await con<StaffInquiryRow[]>('ops', 'GET', 'inquiries/list');
    expect(list.data[0]).toMatchObject({ status: 'submitted' });
    expect(list.data.map((r) => r.inquiryNo)).toContain(q.inquiryNo);
    const d = await con<StaffInquiryDetail>('ops', 'GET', `inquiries/${q.id}/detail`);
    expect(d.data).toMatchObject({ status: 'submitted', buyer: { id: buyer.id }, staffActions: ['quote', 'close'] });
    const [askLine, pricedLine] = d.data.lines;
    expect(d.data.catalogue[pricedLine!.id]).toMatchObject({ priceFen: 12050, delivery: '现货' });
    expect(d.data.catalogue[askLine!.id]).toMatchObject({ priceFen: null });

    const body = {
      lines: [
        { lineId: askLine!.id, price: '1280.5', deliveryText: '2-3周' },
        { lineId: pricedLine!.id, price: '110', deliveryText: '现货' },
      ],
      validUntil: addDays(todayInChina(), 30),
      note: '含税含运费',
    };
    expect(await con('finance', 'POST', `inquiries/${q.id}/quote`, body)).toMatchObject(FORBIDDEN);
    const bad = await con('ops', 'POST', `inquiries/${q.id}/quote`, {
      ...body,
      lines: [{ lineId: askLine!.id, price: '12.345' }],
    });
    expect([bad.code, bad.message]).toEqual([0, '单价须为大于 0 的金额（最多两位小数）']);
    expect((await con('ops', 'POST', `inquiries/${q.id}/quote`, { ...body, validUntil: '2000-01-01' })).message).toBe(
      '报价有效期不能早于今天',
    );
    expect(
      (await con('ops', 'POST', `inquiries/${q.id}/quote`, { ...body, lines: [{ lineId: askLine!.id, price: '' }] }))
        .message,
    ).toBe('请至少为一件商品报价');
    expect((await buyerApi<InquiryDetailDTO>('GET', `inquiry/detail/${q.id}`)).data.status).toBe('submitted');

    const ok = await con<{ quotedAmountFen: number; message: string }>('ops', 'POST', `inquiries/${q.id}/quote`, body);
    expect(ok.data).toMatchObject({ quotedAmountFen: (128050 + 11000) * 2, message: '已报价，买家在询价中心即可看到' });
    const seen = await buyerApi<InquiryDetailDTO>('GET', `inquiry/detail/${q.id}`);
    expect(seen.data).toMatchObject({
      status: 'quoted',
      statusLabel: '已报价',
      quoteNote: '含税含运费',
      validUntil: body.validUntil,
      actions: { accept: true },
    });
    expect(seen.data.lines.map((l) => [l.unitPriceFen, l.deliveryText])).toEqual([
      [128050, '2-3周'],
      [11000, '现货'],
    ]);
    expect(seen.data.events.at(-1)).toMatchObject({ event: 'quote', actor: 'staff' });
    // A second quote is not allowed by the machine.
    expect((await con('ops', 'POST', `inquiries/${q.id}/quote`, body)).message).toBe(
      '询价单当前状态为「已报价」，不能报价',
    );

    // Close another one with a reason: the buyer sees 已关闭 and why.
    const q2 = await submitInquiry([c.skuAsk]);
    expect((await con('ops', 'POST', `inquiries/${q2.id}/close`, { reason: '' })).message).toBe('请填写原因');
    expect((await con('ops', 'POST', `inquiries/${q2.id}/close`, { reason: '该品种已停产，无法供货' })).code).toBe(1);
    expect((await buyerApi<InquiryDetailDTO>('GET', `inquiry/detail/${q2.id}`)).data).toMatchObject({
      status: 'closed',
      closeReason: '该品种已停产，无法供货',
    });
    const audit = await ctx.db.select().from(auditLog).where(eq(auditLog.entity, 'inquiry')).orderBy(asc(auditLog.id));
    expect(audit.map((a) => [a.action, a.entityId])).toEqual([
      ['inquiries.quote', q.inquiryNo],
      ['inquiries.close', q2.inquiryNo],
    ]);
  });

  test('custom request: ops quote (amount, lead time, validity, note) and the buyer sees it; reject with a reason; wrong role and bad input change nothing', async () => {
    const sub = await buyerApi<{ id: number; requestNo: string }>('POST', 'custom/submit', {
      productName: '4-氨基苯酚-d4',
      cas: '123-30-8',
      smiles: 'Nc1ccc(O)cc1',
      quantity: '100 mg',
      purity: '≥98%',
      analyses: ['HPLC'],
    });
    expect(sub.code).toBe(1);
    const list = await con<{ requestNo: string }[]>('ops', 'GET', 'custom/list?status=submitted');
    expect(list.data.map((r) => r.requestNo)).toContain(sub.data.requestNo);
    const d = await con<StaffCustomDetail>('ops', 'GET', `custom/${sub.data.id}/detail`);
    expect(d.data).toMatchObject({
      smiles: 'Nc1ccc(O)cc1',
      buyer: { id: buyer.id },
      staffActions: ['quote', 'reject'],
    });

    const quote = { amount: '6800.50', leadTime: '4-6周', validDays: 20, note: '含 HPLC 报告' };
    expect(await con('warehouse', 'POST', `custom/${sub.data.id}/quote`, quote)).toMatchObject(FORBIDDEN);
    expect((await con('ops', 'POST', `custom/${sub.data.id}/quote`, { ...quote, amount: '0' })).message).toBe(
      '报价金额须为大于 0 的金额（最多两位小数）',
    );
    expect((await con('ops', 'POST', `custom/${sub.data.id}/quote`, { ...quote, leadTime: '' })).message).toBe(
      '请填写交货周期，如 4-6周',
    );
    expect((await con('ops', 'POST', `custom/${sub.data.id}/quote`, { ...quote, validDays: 0 })).message).toBe(
      '报价有效期须为 1-365 天',
    );
    expect((await buyerApi<CustomDetail>('GET', `custom/detail?id=${sub.data.id}`)).data.status).toBe('submitted');

    expect((await con<{ to: string }>('ops', 'POST', `custom/${sub.data.id}/quote`, quote)).data.to).toBe('quoted');
    const seen = await buyerApi<CustomDetail>('GET', `custom/detail?id=${sub.data.id}`);
    expect(seen.data).toMatchObject({
      statusLabel: '已报价',
      quotedAmount: 6800.5,
      leadTime: '4-6周',
      quoteNote: '含 HPLC 报告',
      canAccept: true,
    });
    const days = (Date.parse(seen.data.quoteValidUntil!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(19.9);
    expect(days).toBeLessThan(20.1);

    const other = await buyerApi<{ id: number }>('POST', 'custom/submit', { productName: '某杂质', quantity: '10 mg' });
    expect((await con('ops', 'POST', `custom/${other.data.id}/reject`, {})).message).toBe('请填写原因');
    expect(
      (await con<{ to: string }>('ops', 'POST', `custom/${other.data.id}/reject`, { reason: '合成路线不可行' })).data
        .to,
    ).toBe('rejected');
    expect((await buyerApi<CustomDetail>('GET', `custom/detail?id=${other.data.id}`)).data).toMatchObject({
      statusLabel: '无法承接',
      rejectReason: '合成路线不可行',
    });
    expect((await con('ops', 'POST', `custom/${other.data.id}/quote`, quote)).message).toBe(
      '定制需求当前状态为「无法承接」，不能报价',
    );
    // No file attached: the file endpoint says so.
    expect((await con('ops', 'GET', `custom/${other.data.id}/file`)).message).toBe('该需求没有附件');
  });
});
