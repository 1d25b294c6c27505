/**
 * Operations console, service areas (PGlite and PostgreSQL): after-sales and invoices through the real console router.
 * Each staff action reaches the buyer (the buyer's own API shows it), wrong roles are refused and change nothing, bad
 * input gets a Chinese message and changes nothing, and buyers' private files are served only to staff of their area.
 */
import { and, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { afterSales, auditLog, invoiceTitles, invoices } from '../../lib/db/schema';
import { CONSOLE_MSG, CONSOLE_SERVICE_MSG as M, PROFILE_MSG } from '../../lib/config/messages';
import { demoInvoicePdf } from '../../lib/domain/commerce/invoices/staff';
import {
  PNG,
  type Env,
  fileOf,
  form,
  consoleDispatchRaw,
  buyer,
  addrId,
  ops,
  finance,
  warehouse,
  admin,
  call,
  storedBytes,
  shippedOrder,
  claim,
  useConsoleService,
} from './console-service-fixture';

describeDb('console: after-sales, invoices', (ctx) => {
  useConsoleService(ctx);

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
});
