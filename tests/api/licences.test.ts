/**
 * Restricted chemicals (易制毒 / 易制爆 / 管制品) through the real buyer API and console router, on PGlite and
 * PostgreSQL: a restricted order with no, a pending, a rejected, an expired, a revoked, a wrong-kind and an approved
 * licence; who may hold which document (a person, an uncertified organisation, fellow members); the review queue
 * with the scan and the reviewer stamped; the sales ledger written at placement and exported (.xlsx / CSV); the
 * 30-day expiry notice; the staff shell commands; bad input refused with Chinese messages and nothing changed.
 * The staff tools (expiry notice, hostile battery, shell commands) are in ./licences-staff.test.ts; the shared
 * world in ./licences-world.ts.
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describeDb } from '../helpers/db';
import { consoleDispatch, type TestStaff } from '../helpers/console';
import {
  auditLog,
  buyerLicences,
  cartItems,
  licenceEvents,
  orders,
  organizations,
  restrictedSales,
  users,
} from '../../lib/db/schema';
import { LICENCE_MSG, UPLOAD_MSG } from '../../lib/config/messages';
import { GET as getUpload } from '../../app/uploads/[id]/route';
import { todayInChina } from '../../lib/kernel/time';
import { makeUser, type TestUser } from './cart-fixtures';
import { PNG_1PX } from '../helpers/images';
import { jsPdf } from '../helpers/pdf-samples';
import { licencesWorld, day, formOf } from './licences-world';

describeDb('restricted chemicals: licences, placement, review, ledger', (ctx) => {
  const w = licencesWorld(ctx);
  const { sku, api, staff, stockOf, order, preview, scan, submit, overview } = w;
  let ops!: TestStaff;
  let finance!: TestStaff;
  let orgId!: number;
  let owner!: TestUser;
  let member!: TestUser;
  beforeAll(() => {
    ({ ops, finance, orgId, owner, member } = w.state());
  });

  test('no licence: the cart says which document and where; placement refuses and reserves nothing', async () => {
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, owner.id));
    await ctx.api('order', 'POST', 'buy/car/insert', { skuId: sku.precursor1, num: 1 }, owner.h);
    const p = await preview(owner);
    expect(p.blockers).toEqual([
      {
        code: 'LICENCE_REQUIRED',
        kind: 'precursor_permit',
        skuIds: [sku.precursor1],
        message: LICENCE_MSG.need('第一类易制毒化学品', '麻黄碱', '第一类易制毒化学品购买许可证'),
      },
    ]);
    // The cart line carries the class (the cart shows the requirement and the 企业资质 link from it).
    const cart = await ctx.api<{ prodDetailVO: { licenceClass: string } }[]>(
      'order',
      'GET',
      'buy/car/list',
      undefined,
      owner.h,
    );
    expect(cart.data[0]!.prodDetailVO.licenceClass).toBe('precursor1');
    const before = await stockOf(sku.precursor1!);
    const r = await order(owner, 'precursor1');
    expect(r).toMatchObject({ code: 0, messageCode: 'LICENCE_REQUIRED' });
    expect(await stockOf(sku.precursor1!)).toBe(before);
  });

  test('pending: 待审核 blocks ordering until staff approve; the queue shows it oldest first with its scan', async () => {
    const s = await submit(owner);
    expect(s).toMatchObject({ code: 1, data: { status: 'pending', displayStatus: 'pending' } });
    expect((await order(owner, 'precursor1')).messageCode).toBe('LICENCE_PENDING');
    const list = await staff<{ id: number; statusLabel: string; holder: string; licenceNo: string }[]>(
      ops,
      'GET',
      'licences/list?status=pending',
    );
    expect(list.data.find((x) => x.id === s.data.id)).toMatchObject({
      statusLabel: '待审核',
      holder: `资质测试制药有限公司${process.pid}`,
    });
    const d = await staff<{ file: { url: string; mime: string }; scope: string; timeline: { label: string }[] }>(
      ops,
      'GET',
      `licences/${s.data.id}`,
    );
    expect(d.data).toMatchObject({ scope: '麻黄碱 50 g', file: { mime: 'application/pdf' } });
    expect(d.data.timeline.map((t) => t.label)).toEqual(['提交资质']);
    // The scan, streamed to staff of the area only; another upload id through this area is not found.
    const raw = (path: string, h: Record<string, string>) =>
      consoleDispatch(
        new Request(`http://localhost${path}`, { headers: h }),
        path.replace('/console/api/', '').split('/'),
      );
    const file = await raw(d.data.file.url, ops.h);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'application/pdf']);
    expect((await raw(d.data.file.url, finance.h)).status).toBe(403);
    const avatar = await api<{ fid: number }>(
      owner,
      'POST',
      'userSuggest/avatarUpload',
      formOf(PNG_1PX, 'a.png', 'image/png'),
    );
    expect(await (await raw(`/console/api/licences/file/${avatar.data.fid}`, ops.h)).json()).toMatchObject({ code: 0 });
    // Finance is not of the area: refused.
    expect((await staff(finance, 'GET', `licences/${s.data.id}`)).status).toBe(403);
    // Clean up: withdraw it (the uploader may).
    expect((await api(owner, 'POST', `licence/withdraw/${s.data.id}`)).code).toBe(1);
  });

  test('rejected: the buyer sees the reason; ordering stays blocked and says why', async () => {
    const s = await submit(owner);
    expect((await staff(ops, 'POST', `licences/${s.data.id}/reject`, { reason: '  ' })).message).toBe(
      LICENCE_MSG.reasonRequired,
    );
    const r = await staff<{ message: string }>(ops, 'POST', `licences/${s.data.id}/reject`, {
      reason: '扫描件模糊，请上传清晰完整的证件',
    });
    expect(r.data.message).toBe(LICENCE_MSG.rejected);
    const mine = (await overview(owner)).list.find((l) => l.id === s.data.id)!;
    expect(mine).toMatchObject({
      status: 'rejected',
      statusLabel: '已驳回',
      reason: '扫描件模糊，请上传清晰完整的证件',
    });
    const o = await order(owner, 'precursor1');
    expect(o.messageCode).toBe('LICENCE_REJECTED');
    expect(o.message).toContain('扫描件模糊');
    // A second review of the same document is refused.
    expect((await staff(ops, 'POST', `licences/${s.data.id}/approve`)).message).toBe(
      LICENCE_MSG.illegal('已驳回', '审核通过'),
    );
  });

  test('approved: the reviewer and time are recorded; the order is placed and the ledger names the licence', async () => {
    const s = await submit(owner, { licenceNo: 'PERMIT-OK-1' });
    const a = await staff<{ message: string }>(ops, 'POST', `licences/${s.data.id}/approve`);
    expect(a.data.message).toBe(LICENCE_MSG.approved);
    const [row] = await ctx.db.select().from(buyerLicences).where(eq(buyerLicences.id, s.data.id));
    expect(row).toMatchObject({ status: 'approved', reviewedByStaffId: ops.id, reviewedByName: '审核员小王' });
    expect(row!.reviewedAt).toBeInstanceOf(Date);
    const audit = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'licences.approve'), eq(auditLog.entityId, String(s.data.id))));
    expect(audit).toHaveLength(1);
    expect((await preview(owner)).blockers).toEqual([]);
    const o = await order(owner, 'precursor1', 3);
    expect(o.code).toBe(1);
    const ledger = await ctx.db.select().from(restrictedSales).where(eq(restrictedSales.orderId, o.data.id));
    expect(ledger).toEqual([
      expect.objectContaining({
        orderNo: o.data.orderNo,
        productName: '麻黄碱',
        cas: '299-42-3',
        licenceClass: 'precursor1',
        num: 3,
        packageValue: '100mg',
        orgId,
        buyerName: `资质测试制药有限公司${process.pid}`,
        licenceId: s.data.id,
        licenceNo: 'PERMIT-OK-1',
        licenceKind: 'precursor_permit',
        licenceAuthority: '北京市公安局',
      }),
    ]);
    // The member shares the organisation's document: sees it, may order with it, may open its scan; an outsider may not.
    const seen = (await overview(member)).list.find((l) => l.id === s.data.id)!;
    expect(seen).toMatchObject({ owner: 'org', uploadedBy: '王主管', canWithdraw: false });
    expect((await order(member, 'precursor1')).code).toBe(1);
    const fid = Number(seen.fileUrl.split('/').pop());
    const get = (token?: string) =>
      getUpload(new Request(`http://localhost/uploads/${fid}`, { headers: token ? { token } : {} }), {
        params: Promise.resolve({ id: String(fid) }),
      });
    expect((await get(member.token)).status).toBe(200);
    const outsider = await makeUser(ctx.db);
    expect((await get(outsider.token)).status).toBe(404);
    expect((await get()).status).toBe(404);
  });

  test('expired: validity is checked at placement, not only at upload', async () => {
    // An approved document whose last day has passed since (time moved on): it no longer unlocks anything.
    await ctx.db
      .update(buyerLicences)
      .set({ validFrom: day(-400), validTo: day(-1) })
      .where(
        and(
          eq(buyerLicences.orgId, orgId),
          eq(buyerLicences.status, 'approved'),
          eq(buyerLicences.kind, 'precursor_permit'),
        ),
      );
    const o = await order(owner, 'precursor1');
    expect(o.messageCode).toBe('LICENCE_EXPIRED');
    expect(o.message).toContain(day(-1));
    expect((await overview(owner)).list.find((l) => l.licenceNo === 'PERMIT-OK-1')).toMatchObject({
      status: 'approved',
      displayStatus: 'expired',
      statusLabel: '已过期',
    });
    // An expired document cannot be submitted either.
    expect((await submit(owner, { validFrom: day(-30), validTo: day(-1) })).message).toBe(LICENCE_MSG.alreadyExpired);
    // A valid one again (renewed) unlocks ordering.
    const s = await submit(owner, { licenceNo: 'PERMIT-OK-2' });
    await staff(ops, 'POST', `licences/${s.data.id}/approve`);
    expect((await order(owner, 'precursor1')).code).toBe(1);
  });

  test('the right kind only: a 备案证明 unlocks 第二类/第三类, not 第一类; revocation stops it at once', async () => {
    const f = await submit(owner, { kind: 'precursor_filing', licenceNo: 'FILING-1', authority: '海淀分局' });
    await staff(ops, 'POST', `licences/${f.data.id}/approve`);
    expect((await order(owner, 'precursor2')).code).toBe(1);
    expect((await order(owner, 'precursor3')).code).toBe(1);
    expect((await order(owner, 'explosive')).messageCode).toBe('LICENCE_REQUIRED');
    expect((await order(owner, 'controlled')).message).toBe(
      LICENCE_MSG.need('管制品', '吗啡', '麻醉药品和精神药品（管制品）购用批准文件'),
    );
    const rv = await staff(ops, 'POST', `licences/${f.data.id}/revoke`, { reason: '发证机关已注销' });
    expect(rv.code).toBe(1);
    const o = await order(owner, 'precursor2');
    expect(o.messageCode).toBe('LICENCE_REJECTED');
    expect(o.message).toContain('发证机关已注销');
  });

  test('who may hold what: a person may not buy 第一类 or 易制爆; a 第三类 备案证明 of their own works; an uncertified organisation waits', async () => {
    const person = await makeUser(ctx.db, { realName: '赵个人' });
    expect((await order(person, 'precursor1')).message).toBe(LICENCE_MSG.orgOnly('第一类易制毒化学品', '麻黄碱'));
    expect((await order(person, 'explosive')).messageCode).toBe('LICENCE_ORG_ONLY');
    expect((await submit(person)).message).toBe(LICENCE_MSG.personalKindOnly);
    const f = await submit(person, { kind: 'precursor_filing', licenceNo: 'P-FILING-1' });
    expect(f.code).toBe(1);
    await staff(ops, 'POST', `licences/${f.data.id}/approve`);
    const o = await order(person, 'precursor3');
    expect(o.code).toBe(1);
    const [l] = await ctx.db.select().from(restrictedSales).where(eq(restrictedSales.orderId, o.data.id));
    expect(l).toMatchObject({ orgId: null, buyerName: '赵个人', licenceNo: 'P-FILING-1' });
    // 第二类 is for organisations only, even with the same 备案证明.
    expect((await order(person, 'precursor2')).messageCode).toBe('LICENCE_ORG_ONLY');

    const [org2] = await ctx.db
      .insert(organizations)
      .values({ name: `未认证单位${process.pid}`, certStatus: 1 })
      .returning({ id: organizations.id });
    const newbie = await makeUser(ctx.db);
    await ctx.db.update(users).set({ orgId: org2!.id, orgRole: 'owner' }).where(eq(users.id, newbie.id));
    const pending = await submit(newbie);
    expect(pending.code).toBe(1); // documents may be submitted before the certification
    await staff(ops, 'POST', `licences/${pending.data.id}/approve`);
    expect((await order(newbie, 'precursor1')).message).toBe(
      LICENCE_MSG.orgUncertified('第一类易制毒化学品', '麻黄碱'),
    );
  });

  test('withdraw: the uploader or the administrator; a fellow member may not; a withdrawn document cannot be approved', async () => {
    const s = await submit(owner, { licenceNo: 'TO-WITHDRAW' });
    expect((await api(member, 'POST', `licence/withdraw/${s.data.id}`)).message).toBe(LICENCE_MSG.withdrawNotAllowed);
    const stranger = await makeUser(ctx.db);
    expect((await api(stranger, 'POST', `licence/withdraw/${s.data.id}`)).message).toBe(LICENCE_MSG.notFound);
    expect((await api(owner, 'POST', `licence/withdraw/${s.data.id}`)).code).toBe(1);
    expect((await api(owner, 'POST', `licence/withdraw/${s.data.id}`)).message).toBe(
      LICENCE_MSG.illegal('已撤回', '撤回'),
    );
    expect((await staff(ops, 'POST', `licences/${s.data.id}/approve`)).message).toBe(
      LICENCE_MSG.illegal('已撤回', '审核通过'),
    );
    const ev = await ctx.db.select().from(licenceEvents).where(eq(licenceEvents.licenceId, s.data.id));
    expect(ev.map((e) => [e.event, e.toStatus, e.actor])).toEqual([
      ['submit', 'pending', 'buyer'],
      ['withdraw', 'withdrawn', 'buyer'],
    ]);
  });

  test('bad input is refused with a Chinese message and stores nothing', async () => {
    const count = async () => (await ctx.db.select({ id: buyerLicences.id }).from(buyerLicences)).length;
    const first = await submit(owner, { licenceNo: 'USED-SCAN' });
    const used = (
      await ctx.db
        .select({ uploadId: buyerLicences.uploadId })
        .from(buyerLicences)
        .where(eq(buyerLicences.id, first.data.id))
    )[0]!.uploadId;
    const before = await count();
    expect((await submit(owner, { kind: 'nonsense' })).message).toBe(LICENCE_MSG.kindRequired);
    expect((await submit(owner, { licenceNo: ' ' })).message).toBe(LICENCE_MSG.licenceNoRequired);
    expect((await submit(owner, { licenceNo: 'x'.repeat(61) })).message).toBe(LICENCE_MSG.licenceNoInvalid);
    expect((await submit(owner, { authority: '' })).message).toBe(LICENCE_MSG.authorityRequired);
    expect((await submit(owner, { validTo: '2026-02-30' })).message).toBe(LICENCE_MSG.dateInvalid);
    expect((await submit(owner, { validFrom: day(10), validTo: day(5) })).message).toBe(LICENCE_MSG.validRange);
    // A direction character or a line break in a one-line field is refused (hasUnsafeText), and so is a direction
    // character in the scope.
    expect((await submit(owner, { licenceNo: 'AB\u202e12' })).message).toBe(LICENCE_MSG.licenceNoInvalid);
    expect((await submit(owner, { authority: '北京市\n公安局' })).message).toBe(LICENCE_MSG.authorityInvalid);
    expect((await submit(owner, { scope: '麻黄碱\u2066 50 g' })).message).toBe(LICENCE_MSG.scopeTooLong);
    expect((await submit(owner, { fid: 999_999 })).code).toBe(0);
    // Another buyer's scan, and a scan already used by a document.
    const otherFid = await scan(member);
    expect((await submit(owner, { fid: otherFid })).code).toBe(0);
    expect((await submit(owner, { fid: used })).message).toBe(LICENCE_MSG.scanUsed);
    expect(await count()).toBe(before);
    // The scan itself: a PDF with JavaScript is refused; a PNG is stored re-encoded.
    expect(await api(owner, 'POST', 'licence/upload', formOf(jsPdf(), 'p.pdf', 'application/pdf'))).toMatchObject({
      code: 0,
      message: UPLOAD_MSG.pdfActiveContent,
    });
    expect(
      (
        await api(
          owner,
          'POST',
          'licence/upload',
          formOf(Buffer.concat([PNG_1PX, Buffer.from('<script>x</script>')]), 'p.png', 'image/png'),
        )
      ).code,
    ).toBe(1);
    // Control characters never reach the database (the router strips them before validation).
    const ctl = await submit(owner, { licenceNo: 'CTL\u0000\u0007-1' });
    expect(
      (
        await ctx.db
          .select({ no: buyerLicences.licenceNo })
          .from(buyerLicences)
          .where(eq(buyerLicences.id, ctl.data.id))
      )[0]!.no,
    ).toBe('CTL-1');
    // The scope is a textarea: its line breaks are the buyer's and are kept.
    const lines = await submit(owner, { scope: '麻黄碱 50 g\n伪麻黄碱 20 g' });
    expect(lines.code).toBe(1);
    expect(
      (
        await ctx.db
          .select({ scope: buyerLicences.scope })
          .from(buyerLicences)
          .where(eq(buyerLicences.id, lines.data.id))
      )[0]!.scope,
    ).toBe('麻黄碱 50 g\n伪麻黄碱 20 g');
  });

  test('the ledger: filters, cancelled orders left out by default, .xlsx and CSV exports (audited)', async () => {
    const list = await staff<
      { orderNo: string; productName: string; licenceNo: string; classLabel: string; num: number }[]
    >(ops, 'GET', `restricted-sales/list?cls=precursor1&from=${todayInChina()}&to=${todayInChina()}`);
    expect(list.code).toBe(1);
    expect(list.data.length).toBeGreaterThanOrEqual(3);
    expect(new Set(list.data.map((r) => r.classLabel))).toEqual(new Set(['第一类易制毒化学品']));
    expect((await staff<unknown[]>(ops, 'GET', `restricted-sales/list?cls=precursor1&to=${day(-2)}`)).data).toEqual([]);
    const byKw = await staff<{ licenceNo: string }[]>(ops, 'GET', 'restricted-sales/list?kw=P-FILING-1');
    expect(byKw.data.map((r) => r.licenceNo)).toEqual(['P-FILING-1']);
    expect((await staff(ops, 'GET', 'restricted-sales/list?from=2026-13-01')).message).toBe(LICENCE_MSG.dayInvalid);
    // Cancel one order: it leaves the default view, stays with all=1.
    const one = list.data[0]!;
    await ctx.db.update(orders).set({ status: 'cancelled' }).where(eq(orders.orderNo, one.orderNo));
    expect(
      (await staff<{ orderNo: string }[]>(ops, 'GET', 'restricted-sales/list?cls=precursor1')).data.map(
        (r) => r.orderNo,
      ),
    ).not.toContain(one.orderNo);
    expect(
      (await staff<{ orderNo: string }[]>(ops, 'GET', 'restricted-sales/list?cls=precursor1&all=1')).data.map(
        (r) => r.orderNo,
      ),
    ).toContain(one.orderNo);

    const download = (q: string) =>
      consoleDispatch(new Request(`http://localhost/console/api/restricted-sales/export?${q}`, { headers: ops.h }), [
        'restricted-sales',
        'export',
      ]);
    const x = await download('format=xlsx&cls=precursor1');
    expect(x.headers.get('content-type')).toMatch(/spreadsheetml/);
    expect(x.headers.get('content-disposition')).toMatch(/attachment/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await x.arrayBuffer()) as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect((ws.getRow(1).values as unknown[]).slice(1)).toEqual([
      '销售日期',
      '订单号',
      '订单状态',
      '货号',
      '品名',
      'CAS号',
      '管制类别',
      '包装规格',
      '数量',
      '购买单位/个人',
      '联系电话',
      '证件类型',
      '证件编号',
      '发证机关',
      '证件有效期至',
    ]);
    const names = [];
    for (let i = 2; i <= ws.rowCount; i++) names.push(String(ws.getRow(i).getCell(5).value));
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(new Set(names)).toEqual(new Set(['麻黄碱']));
    const c = await download('format=csv&kw=P-FILING-1');
    const text = Buffer.from(await c.arrayBuffer()).toString('utf8');
    expect(text.startsWith('\uFEFF销售日期,订单号')).toBe(true);
    expect(text).toContain('P-FILING-1');
    expect(text.trim().split('\r\n')).toHaveLength(2);
    const exports = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'restrictedSales.export'));
    expect(exports.length).toBeGreaterThanOrEqual(2);
    // Not for buyers, not for finance.
    expect(
      (
        await consoleDispatch(
          new Request('http://localhost/console/api/restricted-sales/export', { headers: finance.h }),
          ['restricted-sales', 'export'],
        )
      ).status,
    ).toBe(403);
  });
});
