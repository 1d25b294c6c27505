/**
 * Restricted chemicals (易制毒 / 易制爆 / 管制品) through the real buyer API and console router, on PGlite and
 * PostgreSQL: a restricted order with no, a pending, a rejected, an expired, a revoked, a wrong-kind and an approved
 * licence; who may hold which document (a person, an uncertified organisation, fellow members); the review queue
 * with the scan and the reviewer stamped; the sales ledger written at placement and exported (.xlsx / CSV); the
 * 30-day expiry notice; the staff shell commands; bad input refused with Chinese messages and nothing changed.
 */
import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describeDb } from '../helpers/db';
import { consoleCall, consoleDispatch, makeStaff, type TestStaff } from '../helpers/console';
import {
  auditLog,
  buyerLicences,
  cartItems,
  devOutbox,
  licenceEvents,
  orders,
  organizations,
  products,
  restrictedSales,
  skus,
  users,
} from '../../lib/db/schema';
import { LICENCE_MSG, UPLOAD_MSG } from '../../lib/config/messages';
import { GET as getUpload } from '../../app/uploads/[id]/route';
import { remindExpiringLicences } from '../../lib/domain/commerce/licences/reminders';
import { licenceStaffCommands } from '../../scripts/staff/licences';
import { todayInChina } from '../../lib/kernel/time';
import type { LicenceOverview } from '../../lib/domain/commerce/licences/types';
import { makeUser, type TestUser, makeAddress, ZHANG_SAN } from './cart-fixtures';
import { PNG_1PX } from '../helpers/images';
import { jsPdf, plainPdf } from '../helpers/pdf-samples';
import { battery, judge, KINDS, requestOf } from '../helpers/fuzz';
import { licenceConsoleEndpoints } from '../../lib/api/endpoints/staff/licences';
import type { EndpointDef } from '../../lib/api/define';

let seq = 0;
const key = () => `lic-${process.pid}-${Date.now()}-${++seq}`;
const day = (n: number) =>
  new Date(Date.parse(`${todayInChina()}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const formOf = (bytes: Buffer, name: string, type: string) => {
  const fd = new FormData();
  fd.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return fd;
};
type Env<T = unknown> = { code: number; data: T; message: string; messageCode?: string; totalCount?: number };

describeDb('restricted chemicals: licences, placement, review, ledger', (ctx) => {
  let ops: TestStaff;
  let finance: TestStaff;
  const sku: Record<string, number> = {};
  let orgId: number;
  let owner: TestUser;
  let member: TestUser;

  const api = <T = unknown>(who: TestUser, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.api<T>('user', method, path, body, who.h) as Promise<Env<T>>;
  const staff = <T = unknown>(who: TestStaff, method: 'GET' | 'POST', path: string, body?: unknown) =>
    consoleCall<T>(method, path, body, who.h);
  const stockOf = async (id: number) =>
    (await ctx.db.select({ s: skus.stock }).from(skus).where(eq(skus.id, id)))[0]!.s;

  async function address(u: TestUser) {
    const a = await makeAddress(ctx.db, {
      userId: u.id,
      ...ZHANG_SAN,
    });
    return a.id;
  }
  const addrOf = new Map<number, number>();
  /** Puts one unit of the class's product in the cart (alone) and places the order. */
  async function order(u: TestUser, cls: string, num = 1) {
    await ctx.db.delete(cartItems).where(eq(cartItems.userId, u.id));
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: sku[cls], num }, u.h)).code).toBe(1);
    if (!addrOf.has(u.id)) addrOf.set(u.id, await address(u));
    return ctx.api<{ id: number; orderNo: string }>(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: key(), addressId: addrOf.get(u.id) },
      u.h,
    ) as Promise<Env<{ id: number; orderNo: string }>>;
  }
  async function preview(u: TestUser) {
    return (await ctx.api('order', 'POST', 'order/settlement/preview', {}, u.h)).data as {
      blockers: { code: string; message: string; kind?: string }[];
      licences: { state: string; cls: string }[];
    };
  }
  async function scan(u: TestUser, bytes: Buffer = plainPdf(), name = 'permit.pdf', type = 'application/pdf') {
    const r = await api<{ fid: number }>(u, 'POST', 'licence/upload', formOf(bytes, name, type));
    expect(r.code).toBe(1);
    return r.data.fid;
  }
  async function submit(u: TestUser, fields: Record<string, unknown> = {}) {
    const fid = fields.fid ?? (await scan(u));
    return api<{ id: number; status: string; displayStatus: string }>(u, 'POST', 'licence/submit', {
      kind: 'precursor_permit',
      licenceNo: `（京）3J${process.pid}${++seq}`,
      authority: '北京市公安局',
      validFrom: day(-10),
      validTo: day(200),
      scope: '麻黄碱 50 g',
      ...fields,
      fid,
    });
  }
  const overview = async (u: TestUser) => (await api<LicenceOverview>(u, 'GET', 'licence/list')).data;

  beforeAll(async () => {
    ops = await makeStaff(ctx.db, 'ops', '审核员小王');
    finance = await makeStaff(ctx.db, 'finance');
    const rows: [string, string, string, string][] = [
      ['precursor1', 'Ephedrine', '麻黄碱', '299-42-3'],
      ['precursor2', 'Phenylacetic acid', '苯乙酸', '103-82-2'],
      ['precursor3', 'Hydrochloric acid', '盐酸', '7647-01-0'],
      ['explosive', 'Hydrogen peroxide', '过氧化氢', '7722-84-1'],
      ['controlled', 'Morphine', '吗啡', '57-27-2'],
    ];
    for (const [cls, en, zh, cas] of rows) {
      const [p] = await ctx.db
        .insert(products)
        .values({
          code: `LIC-${cls}-${process.pid}`,
          nameEn: en,
          nameZh: zh,
          hasCuratedZh: true,
          cas,
          licenceClass: cls,
        })
        .returning({ id: products.id });
      const [s] = await ctx.db
        .insert(skus)
        .values({
          productId: p!.id,
          code: `LIC-${cls}-${process.pid}-1`,
          packageValue: '100mg',
          price: 300,
          priceText: '300',
          stock: 50,
          delivery: '现货',
        })
        .returning({ id: skus.id });
      sku[cls] = s!.id;
    }
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: `资质测试制药有限公司${process.pid}`, certStatus: 2 })
      .returning({ id: organizations.id });
    orgId = org!.id;
    owner = await makeUser(ctx.db, { realName: '王主管' });
    member = await makeUser(ctx.db, { realName: '李实验' });
    await ctx.db.update(users).set({ orgId, orgRole: 'owner' }).where(eq(users.id, owner.id));
    await ctx.db.update(users).set({ orgId, orgRole: 'member' }).where(eq(users.id, member.id));
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

  test('the 30-day expiry notice: once per document, by SMS to the uploader, on its timeline; a failed send is retried', async () => {
    const s = await submit(owner, { kind: 'explosive_proof', licenceNo: 'EXP-SOON-1', validTo: day(10) });
    await staff(ops, 'POST', `licences/${s.data.id}/approve`);
    const far = await submit(owner, { kind: 'controlled_approval', licenceNo: 'FAR-AWAY-1', validTo: day(90) });
    await staff(ops, 'POST', `licences/${far.data.id}/approve`);
    const failed = await remindExpiringLicences(ctx.db, {
      send: async () => Promise.reject(new Error('provider down')),
    });
    expect(failed.sent).toBe(0);
    expect(failed.failed).toBeGreaterThanOrEqual(1);
    expect(
      (await ctx.db.select().from(buyerLicences).where(eq(buyerLicences.id, s.data.id)))[0]!.expiryNoticeAt,
    ).toBeNull();
    const r = await remindExpiringLicences(ctx.db);
    expect(r.sent).toBeGreaterThanOrEqual(1);
    const [u] = await ctx.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, owner.id));
    const sms = (await ctx.db.select().from(devOutbox).where(eq(devOutbox.to, u!.mobile!))).filter((m) =>
      m.text.includes('EXP-SOON-1'),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]!.text).toContain(day(10));
    expect((await remindExpiringLicences(ctx.db)).sent).toBe(0);
    expect(
      (await ctx.db.select().from(devOutbox).where(eq(devOutbox.to, u!.mobile!))).filter((m) =>
        m.text.includes('FAR-AWAY-1'),
      ),
    ).toEqual([]);
    const ev = await ctx.db
      .select()
      .from(licenceEvents)
      .where(and(eq(licenceEvents.licenceId, s.data.id), eq(licenceEvents.event, 'expiry_notice')));
    expect(ev).toHaveLength(1);
    // On screen too: the 企业资质 list counts the days.
    expect((await overview(owner)).list.find((l) => l.id === s.data.id)!.expiresInDays).toBe(10);
  });

  test('the console’s licence and ledger endpoints survive the hostile battery (the buyer ones are in tests/api/fuzz.test.ts)', async () => {
    const table = licenceConsoleEndpoints as unknown as Record<string, EndpointDef>;
    const failures: string[] = [];
    let calls = 0;
    for (const call of battery(table, { seed: 31, perEndpoint: KINDS.length * 2 })) {
      const req = requestOf({ ...call, headers: { ...call.headers, ...ops.h } }, 'http://localhost/console/api/');
      if (!req) continue;
      const segments = call.path.split('?')[0]!.split('/').filter(Boolean);
      let res: Response;
      try {
        res = await consoleDispatch(
          req,
          segments.map((x) => {
            try {
              return decodeURIComponent(x);
            } catch {
              return x;
            }
          }),
        );
      } catch (e) {
        failures.push(`${call.key} [${call.kind}] threw ${String(e)}`);
        continue;
      }
      calls++;
      const v = judge(res.status, res.headers.get('content-type'), await res.text());
      if (v.serverError || v.envelopeViolation || v.internal || v.leak)
        failures.push(
          `${call.key} [${call.kind}] ${call.method} ${call.path.slice(0, 80)} → ${res.status} ${v.envelopeViolation ?? ''}`,
        );
    }
    expect(calls).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 120_000);

  test('staff approval is scriptable from a shell (npm run staff -- licence-approve / licence-reject / licences)', async () => {
    const s = await submit(member, { licenceNo: 'SHELL-1' });
    const out: string[] = [];
    await licenceStaffCommands.licences!.run(ctx.db, ['pending'], (l) => out.push(l));
    expect(out.some((l) => l.includes('SHELL-1') && l.includes('待审核'))).toBe(true);
    await licenceStaffCommands['licence-approve']!.run(ctx.db, [String(s.data.id), '--as', ops.username], (l) =>
      out.push(l),
    );
    expect(out.at(-1)).toBe(`✓ #${s.data.id}: 待审核 → 已通过`);
    const [row] = await ctx.db.select().from(buyerLicences).where(eq(buyerLicences.id, s.data.id));
    expect(row).toMatchObject({ status: 'approved', reviewedByStaffId: ops.id, reviewedByName: '审核员小王' });
    const t = await submit(member, { licenceNo: 'SHELL-2' });
    await licenceStaffCommands['licence-reject']!.run(ctx.db, [String(t.data.id), '证件编号', '与扫描件不符'], (l) =>
      out.push(l),
    );
    expect((await ctx.db.select().from(buyerLicences).where(eq(buyerLicences.id, t.data.id)))[0]).toMatchObject({
      status: 'rejected',
      reason: '证件编号 与扫描件不符',
      reviewedByName: '命令行',
    });
  });
});
