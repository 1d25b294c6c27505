/**
 * The standards ledger (标准品台账), PGlite and PostgreSQL: shipping records the lot per line and puts one entry per
 * unit into the organisation's ledger (confirmed members share it; a pending member, another buyer and another
 * organisation see nothing and change nothing); the state rules (no usage before 开封 or after 用完, amounts exact and
 * never below zero, also with two usages at once, 报废 needs a reason, every change in the history); reminders once
 * per threshold through the outbox; import with bad rows reported; the .xlsx export; 一键复购.
 */
import { and, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describeDb } from '../helpers/db';
import {
  cartItems,
  coaBatches,
  devOutbox,
  ledgerEntries,
  ledgerEvents,
  ledgerReminders,
  orderLines,
  orders,
  organizations,
  products,
  users,
} from '../../lib/db/schema';
import { dispatch } from '../../lib/api/router';
import { shipOrder } from '../../lib/domain/commerce/payments/staff';
import { confirmReceipt } from '../../lib/domain/commerce/orders/actions';
import { scanReminders } from '../../lib/domain/accounts/ledger';
import { addDays } from '../../lib/domain/accounts/ledger/fields';
import { todayInChina } from '../../lib/kernel/time';
import { makeCatalog, makeUser, type Catalog, type TestUser } from './cart-fixtures';

const quiet = { log: () => {} };
type Row = {
  id: number;
  status: string;
  lotNo: string | null;
  remainingLabel: string;
  remainingAmount: number | null;
  coaUrl: string | null;
  receivedOn: string | null;
  expiresOn: string | null;
  name: string;
};

describeDb('standards ledger', (ctx) => {
  let c: Catalog;
  let owner: TestUser;
  let member: TestUser;
  let pending: TestUser;
  let outsider: TestUser;
  let otherOrg: TestUser;
  let orgId: number;
  let orderNo: string;
  let orderId: number;
  const today = todayInChina();
  const lotExpires = addDays(today, 20);

  const api = <T = unknown>(u: TestUser, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.api<T>('user', method, path, body, u.h);
  const list = async (u: TestUser, q = '') => (await api<Row[]>(u, 'GET', `ledger/list${q}`)).data;

  beforeAll(async () => {
    c = await makeCatalog(ctx.db, 'LG');
    await ctx.db.update(products).set({ storage: '2-8℃', inUseDays: 30 }).where(eq(products.id, c.productA));
    await ctx.db.insert(coaBatches).values([
      {
        productId: c.productA,
        batchNo: 'LG2401A',
        status: 'current',
        releasedOn: addDays(today, -400),
        expiresOn: addDays(today, -5),
      },
      {
        productId: c.productA,
        batchNo: 'LG2501B',
        status: 'current',
        releasedOn: addDays(today, -300),
        expiresOn: lotExpires,
      },
    ]);
    const [org] = await ctx.db
      .insert(organizations)
      .values({ name: '台账测试药检所', certStatus: 2 })
      .returning({ id: organizations.id });
    const [org2] = await ctx.db
      .insert(organizations)
      .values({ name: '另一家单位', certStatus: 2 })
      .returning({ id: organizations.id });
    orgId = org!.id;
    owner = await makeUser(ctx.db, { orgId, orgRole: 'owner', realName: '王主管' });
    member = await makeUser(ctx.db, { orgId, orgRole: 'member', realName: '李检验' });
    pending = await makeUser(ctx.db, { orgId, orgRole: 'pending' });
    outsider = await makeUser(ctx.db);
    otherOrg = await makeUser(ctx.db, { orgId: org2!.id, orgRole: 'owner' });
    // A paid order of the owner's for the organisation: 2 × the 10mg package.
    orderNo = `LG${process.pid}${Date.now() % 100000}`;
    const [o] = await ctx.db
      .insert(orders)
      .values({
        orderNo,
        userId: owner.id,
        orgId,
        status: 'paid',
        goodsAmount: 241,
        payAmount: 241,
        payMethod: 'credit',
        lineCount: 1,
        paidAt: new Date(),
      })
      .returning({ id: orders.id });
    orderId = o!.id;
    await ctx.db.insert(orderLines).values({
      orderId,
      productId: c.productA,
      skuId: c.sku1,
      code: 'LG-A001-10mg',
      name: '对乙酰氨基酚',
      cas: '103-90-2',
      specification: [],
      packageValue: '10mg',
      price: 120.5,
      num: 2,
      amount: 241,
    });
  });

  test('发货 records the lot per line; one entry per unit appears in the organisation’s ledger, 收货 dates it', async () => {
    expect(await list(owner)).toEqual([]);
    await shipOrder(ctx.db, orderNo, '顺丰速运', 'SF1234567890');
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    // The newest current lot that has not expired (LG2401A expired five days ago).
    expect(line!.lotNo).toBe('LG2501B');
    const rows = await list(owner);
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toMatchObject({
        status: 'unopened',
        lotNo: 'LG2501B',
        expiresOn: lotExpires,
        remainingLabel: '10 mg',
        receivedOn: null,
        name: '对乙酰氨基酚',
      });
      expect(r.coaUrl).toBe('/downloadCenter/downloadSecond/coa?code=LG-A001&batch=LG2501B');
    }
    // Shipping twice is refused by the order machine and adds nothing.
    await expect(shipOrder(ctx.db, orderNo, '顺丰速运', 'SF1234567890')).rejects.toThrow();
    await confirmReceipt(ctx.db, owner.id, orderId);
    expect((await list(owner)).map((r) => r.receivedOn)).toEqual([today, today]);
    expect(await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, orderId))).toHaveLength(2);
  });

  test('members share the ledger; a pending member, another buyer and another organisation see and change nothing', async () => {
    const [first] = await list(owner);
    expect((await list(member)).map((r) => r.id)).toEqual((await list(owner)).map((r) => r.id));
    for (const u of [pending, outsider, otherOrg]) {
      expect(await list(u)).toEqual([]);
      const d = await api(u, 'GET', `ledger/detail/${first!.id}`);
      expect(d).toMatchObject({ code: 0, message: '台账记录不存在' });
      for (const [path, body] of [
        ['ledger/open', { id: first!.id }],
        ['ledger/usage', { id: first!.id, amount: 1 }],
        ['ledger/discard', { id: first!.id, reason: '越权' }],
        ['ledger/update', { id: first!.id, location: '越权' }],
        ['ledger/reorder', { id: first!.id }],
      ] as const) {
        expect(await api(u, 'POST', path, body)).toMatchObject({ code: 0, message: '台账记录不存在' });
      }
      expect((await api<{ counts: { all: number } }>(u, 'GET', 'ledger/summary')).data.counts.all).toBe(0);
    }
    const [after] = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, first!.id));
    expect(after).toMatchObject({ status: 'unopened', location: null, remainingAmount: 10_000 });
  });

  test('state rules: 开封 first, exact amounts, never below zero, no usage after 用完; every change in the history', async () => {
    const [e] = await list(member);
    const id = e!.id;
    expect(await api(member, 'POST', 'ledger/usage', { id, amount: 1 })).toMatchObject({
      code: 0,
      message: '请先登记开封',
    });
    const opened = await api<{ status: string }>(member, 'POST', 'ledger/open', { id, openedOn: today });
    expect(opened).toMatchObject({ code: 1, data: { status: 'opened' } });
    // 0.1 + 0.2 mg exactly, and a usage in another unit of mass.
    expect(
      (
        await api<{ remainingLabel: string }>(member, 'POST', 'ledger/usage', {
          id,
          amount: '0.1',
          purpose: 'HPLC-240501',
        })
      ).data.remainingLabel,
    ).toBe('9.9 mg');
    expect(
      (await api<{ remainingLabel: string }>(member, 'POST', 'ledger/usage', { id, amount: '0.2 mg' })).data
        .remainingLabel,
    ).toBe('9.7 mg');
    expect(
      (await api<{ remainingLabel: string }>(member, 'POST', 'ledger/usage', { id, amount: '0.0007g' })).data
        .remainingLabel,
    ).toBe('9 mg');
    expect(await api(member, 'POST', 'ledger/usage', { id, amount: '1 mL' })).toMatchObject({
      code: 0,
      message: '数量单位与包装单位（mg）不一致',
    });
    expect(await api(member, 'POST', 'ledger/usage', { id, amount: '0.0001' })).toMatchObject({ code: 0 });
    expect(await api(member, 'POST', 'ledger/usage', { id, amount: -1 })).toMatchObject({ code: 0 });
    expect(await api(member, 'POST', 'ledger/usage', { id, amount: '9.001' })).toMatchObject({
      code: 0,
      message: '使用量超过剩余量（剩余 9 mg）',
    });
    // Two usages of 5 mg at the same moment on 9 mg: exactly one is taken.
    const both = await Promise.all([
      api(member, 'POST', 'ledger/usage', { id, amount: 5 }),
      api(owner, 'POST', 'ledger/usage', { id, amount: 5 }),
    ]);
    expect(both.map((r) => r.code).sort()).toEqual([0, 1]);
    const [mid] = await ctx.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, id));
    expect(mid!.remainingAmount).toBe(4000);
    // The rest empties it: 用完 by the same usage; afterwards no usage, no 开封.
    expect(
      (await api<{ status: string; remainingLabel: string }>(member, 'POST', 'ledger/usage', { id, amount: 4 })).data,
    ).toMatchObject({ status: 'used_up', remainingLabel: '0 mg' });
    expect(await api(member, 'POST', 'ledger/usage', { id, amount: '0.001' })).toMatchObject({
      code: 0,
      message: '该标准品当前状态为「已用完」，不能登记使用',
    });
    expect(await api(member, 'POST', 'ledger/adjust', { id, remaining: 1, reason: '盘点' })).toMatchObject({ code: 0 });
    const d = await api<{
      usages: { amountLabel: string; byName: string }[];
      history: { event: string; userName: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
      inUseExpiresOn: string;
    }>(member, 'GET', `ledger/detail/${id}`);
    expect(d.data.usages.map((u) => u.amountLabel)).toEqual(['0.1 mg', '0.2 mg', '0.7 mg', '5 mg', '4 mg']);
    expect(d.data.usages[0]!.byName).toBe('李检验');
    // The product states 30 days after opening: the in-use expiry is recorded.
    expect(d.data.inUseExpiresOn).toBe(addDays(today, 30));
    const events = d.data.history.map((h) => h.event);
    expect(events[0]).toBe('received');
    expect(events).toContain('open');
    const last = d.data.history.at(-1)!;
    expect(last).toMatchObject({
      event: 'use',
      before: { status: '已开封', remainingAmount: '4 mg' },
      after: { status: '已用完', remainingAmount: '0 mg' },
    });
    const rows = await ctx.db.select().from(ledgerEvents).where(eq(ledgerEvents.entryId, id));
    expect(rows.every((r) => r.createdAt instanceof Date)).toBe(true);
  });

  test('报废 needs a reason; 修改 records before and after', async () => {
    const [, e] = await list(owner, '?sort=received');
    const id = (await list(owner)).find((r) => r.status === 'unopened')!.id;
    void e;
    expect(await api(owner, 'POST', 'ledger/discard', { id, reason: '' })).toMatchObject({
      code: 0,
      message: '请填写原因',
    });
    expect((await api(owner, 'POST', 'ledger/update', { id, location: '冰箱 A-2', lowThreshold: '3' })).code).toBe(1);
    expect((await api(owner, 'POST', 'ledger/update', { id, receivedOn: addDays(today, 3) })).message).toBe(
      '接收日期不能晚于今天',
    );
    expect(
      (await api<{ status: string }>(owner, 'POST', 'ledger/discard', { id, reason: '包装破损' })).data.status,
    ).toBe('discarded');
    const d = await api<{
      history: { event: string; before: Record<string, unknown>; after: Record<string, unknown>; userName: string }[];
      endReason: string;
    }>(owner, 'GET', `ledger/detail/${id}`);
    expect(d.data.endReason).toBe('包装破损');
    const edit = d.data.history.find((h) => h.event === 'edit' && h.after.location);
    expect(edit).toMatchObject({
      before: { location: null, lowThreshold: null },
      after: { location: '冰箱 A-2', lowThreshold: '3 mg' },
      userName: '王主管',
    });
    expect((await list(owner, `?location=${encodeURIComponent('冰箱 A-2')}`)).map((r) => r.id)).toEqual([id]);
    expect(await list(owner, '?status=active')).toEqual([]);
  });

  test('reminders: one message per threshold (30 days, 7 days, low), the 一键复购 link in it', async () => {
    // A fresh unit of the same lot for the member, added by hand and matched to the catalogue by 货号.
    const add = await api<{ ids: number[]; matched: boolean }>(member, 'POST', 'ledger/add', {
      name: '对乙酰氨基酚（补登）',
      code: 'LG-A001-10mg',
      packageValue: '10mg',
      lotNo: 'LG2501B',
      expiresOn: lotExpires,
      receivedOn: today,
    });
    expect(add).toMatchObject({ code: 1, data: { matched: true } });
    const id = add.data.ids[0]!;
    const mobile = (await ctx.db.select({ m: users.mobile }).from(users).where(eq(users.id, member.id)))[0]!.m!;
    const outbox = () =>
      ctx.db
        .select()
        .from(devOutbox)
        .where(and(eq(devOutbox.to, mobile), like(devOutbox.text, '%台账提醒%')));
    // Not yet due in 30 days (today − 1 month view): nothing.
    await scanReminders(ctx.db, { today: addDays(today, -15), ...quiet });
    expect(await outbox()).toHaveLength(0);
    const first = await scanReminders(ctx.db, { today, ...quiet });
    expect(first.sent.sms).toBeGreaterThanOrEqual(1);
    const msgs = await outbox();
    expect(msgs).toHaveLength(1);
    expect(msgs[0]!.text).toContain(`standardsLedger?reorder=${id}`);
    expect(msgs[0]!.text).toContain('剩 20 天');
    await scanReminders(ctx.db, { today, ...quiet });
    await scanReminders(ctx.db, { today: addDays(today, 1), ...quiet });
    expect(await outbox()).toHaveLength(1);
    await scanReminders(ctx.db, { today: addDays(today, 14), ...quiet });
    await scanReminders(ctx.db, { today: addDays(today, 15), ...quiet });
    expect(await outbox()).toHaveLength(2);
    // Low remaining: open and use 8.5 of 10 mg → below 20 %: one message, once.
    await api(member, 'POST', 'ledger/open', { id });
    await api(member, 'POST', 'ledger/usage', { id, amount: '8.5' });
    await scanReminders(ctx.db, { today, ...quiet });
    await scanReminders(ctx.db, { today, ...quiet });
    const all = await outbox();
    expect(all).toHaveLength(3);
    expect(all.some((m) => m.text.includes('余量不足'))).toBe(true);
    const claims = await ctx.db.select().from(ledgerReminders).where(eq(ledgerReminders.entryId, id));
    expect(claims.map((r) => r.kind).sort()).toEqual(['expiry30', 'expiry7', 'low']);
    // The page's list shows it with 一键复购 into the cart.
    const rem = await api<{ entryId: number; kind: string; reorder: string; sentAt: string | null }[]>(
      member,
      'GET',
      'ledger/reminders',
    );
    expect(rem.data.filter((r) => r.entryId === id).map((r) => [r.kind, r.reorder, Boolean(r.sentAt)])).toEqual([
      ['expiry30', 'cart', true],
      ['low', 'cart', true],
    ]);
    const again = await api<{ mode: string; href: string }>(member, 'POST', 'ledger/reorder', { id });
    expect(again.data).toMatchObject({ mode: 'cart', href: '/settlementCenter' });
    expect(
      await ctx.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.userId, member.id), eq(cartItems.skuId, c.sku1))),
    ).toHaveLength(1);
  });

  test('a failed send is retried, a sent one never again; an entry finished meanwhile gets no message', async () => {
    const add = await api<{ ids: number[] }>(outsider, 'POST', 'ledger/add', {
      name: '咖啡因',
      cas: '58-08-2',
      packageValue: '1g',
      expiresOn: addDays(today, 5),
    });
    const id = add.data.ids[0]!;
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error('provider down');
    };
    const r1 = await scanReminders(ctx.db, { today, send: failing, ...quiet });
    expect(r1.failed).toBe(1);
    // The lease holds it for a while: an immediate second scan does not send it twice.
    await scanReminders(ctx.db, { today, send: failing, ...quiet });
    expect(calls).toBe(1);
    await ctx.db.update(ledgerReminders).set({ leaseUntil: null }).where(eq(ledgerReminders.entryId, id));
    const sent: string[] = [];
    await scanReminders(ctx.db, { today, send: async (_db, m) => (sent.push(m.kind), 'sms'), ...quiet });
    expect(sent).toEqual(['expiry7']);
    await scanReminders(ctx.db, { today, send: async (_db, m) => (sent.push(m.kind), 'sms'), ...quiet });
    expect(sent).toEqual(['expiry7']);
    const [r30] = await ctx.db
      .select()
      .from(ledgerReminders)
      .where(and(eq(ledgerReminders.entryId, id), eq(ledgerReminders.kind, 'expiry30')));
    expect(r30).toMatchObject({ channel: 'none' });
  });

  test('import: good rows in (matched by 货号 or CAS), bad rows reported with their row number, dry run writes nothing', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('台账');
    ws.addRow(['名称', '货号', 'CAS号', '规格', '批号', '有效期至', '存放位置', '数量']);
    ws.addRow(['咖啡因对照品', '', '58-08-2', '1g', 'C-001', new Date(Date.UTC(2030, 0, 31)), '柜 3', 2]);
    ws.addRow(['', 'X', '', '', '', '', '', '']);
    ws.addRow(['某外购标准品', 'EXT-9', '', '100mg', 'E-7', '2030/13/01', '', '']);
    ws.addRow(['对乙酰氨基酚', 'LG-A001', '', '10 mg', 'L-9', '2030-2-3', '', 'x']);
    ws.addRow(['外购溶液', '', '', '1ml', 'S-1', '2031-01-01', '冰箱', '1']);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const form = (dry: boolean) => {
      const fd = new FormData();
      fd.append(
        'file',
        new File([bytes], '台账.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      );
      if (dry) fd.append('dryRun', '1');
      return fd;
    };
    const before = (await list(otherOrg)).length;
    const dry = await api<{ imported: number; matched: number; errors: { row: number; reasons: string[] }[] }>(
      otherOrg,
      'POST',
      'ledger/import',
      form(true),
    );
    expect(dry).toMatchObject({ code: 1, data: { imported: 3, matched: 2 } });
    expect(dry.data.errors.map((e) => e.row)).toEqual([3, 4, 5]);
    expect(dry.data.errors[0]!.reasons).toEqual(['请填写标准品名称']);
    expect(dry.data.errors[1]!.reasons).toEqual(['有效期格式不正确（YYYY-MM-DD）']);
    expect(dry.data.errors[2]!.reasons).toEqual(['数量须为 1-100 的整数']);
    expect(await list(otherOrg)).toHaveLength(before);
    const done = await api<{ imported: number; message: string }>(otherOrg, 'POST', 'ledger/import', form(false));
    expect(done.data).toMatchObject({ imported: 3, message: '已导入 3 条，3 行有误未导入' });
    const rows = await list(otherOrg, '?sort=received');
    expect(rows.filter((r) => r.name === '咖啡因对照品').map((r) => [r.expiresOn, r.remainingLabel])).toEqual([
      ['2030-01-31', '1 g'],
      ['2030-01-31', '1 g'],
    ]);
    expect(rows.find((r) => r.name === '外购溶液')!.remainingLabel).toBe('1 mL');
    // A file that is not a spreadsheet, and one without a 名称 column.
    const junk = new FormData();
    junk.append('file', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0])], 'x.xlsx'));
    expect(await api(otherOrg, 'POST', 'ledger/import', junk)).toMatchObject({
      code: 0,
      message: '仅支持 .xlsx 或 .csv 格式的台账文件',
    });
    const csv = new FormData();
    csv.append('file', new File(['批号,有效期\nA,2030-01-01\n'], 'x.csv', { type: 'text/csv' }));
    expect(await api(otherOrg, 'POST', 'ledger/import', csv)).toMatchObject({
      code: 0,
      message: '未找到表头：第一行须包含“名称”列（可下载模板）',
    });
  });

  test('export: the filtered ledger as .xlsx, only this ledger’s entries', async () => {
    const get = async (u: TestUser, q: string) => {
      const res = await dispatch('user', new Request(`http://localhost/x/ledger/export${q}`, { headers: u.h }), [
        'ledger',
        'export',
      ]);
      return res;
    };
    const res = await get(owner, '');
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    expect(res.headers.get('content-disposition')).toContain('.xlsx');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).text).toBe('名称');
    const names: string[] = [];
    ws.eachRow((r, n) => n > 1 && names.push(r.getCell(1).text));
    expect(names.length).toBe((await api<unknown[]>(owner, 'GET', 'ledger/list')).totalCount);
    expect(names).not.toContain('咖啡因对照品');
    const lot = ws.getRow(2).getCell(6).text;
    expect(lot).toBe('LG2501B');
    const filtered = await get(owner, '?status=discarded');
    const wb2 = new ExcelJS.Workbook();
    await wb2.xlsx.load(Buffer.from(await filtered.arrayBuffer()) as unknown as ArrayBuffer);
    expect(wb2.worksheets[0]!.rowCount).toBe(2);
    const p = await api<{ rows: Row[]; truncated: boolean }>(owner, 'GET', 'ledger/print?status=discarded');
    expect(p.data.rows).toHaveLength(1);
    expect(p.data.truncated).toBe(false);
  });
});
