/**
 * Operations console, service areas (PGlite and PostgreSQL): credit, verifications and feedback through the real
 * console router. Each staff action reaches the buyer, wrong roles are refused and change nothing, verification images
 * are served only to staff of the area, and adopting a suggestion twice adds its 100 points once.
 */
import { and, eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import {
  creditAccounts,
  feedback,
  organizations,
  pointsLedger,
  skus,
  users,
  verificationRequests,
} from '../../lib/db/schema';
import { isPng } from '../helpers/images';
import { CONSOLE_MSG, CONSOLE_SERVICE_MSG as M, CREDIT_MSG, PROFILE_MSG } from '../../lib/config/messages';
import { FEEDBACK_REWARD_POINTS } from '../../lib/config/constants';
import { makeUser, makeAddress } from './cart-fixtures';
import {
  PNG,
  JPEG,
  type Env,
  key,
  fileOf,
  form,
  consoleDispatchRaw,
  c,
  buyer,
  ops,
  finance,
  warehouse,
  admin,
  call,
  storedBytes,
  useConsoleService,
} from './console-service-fixture';

describeDb('console: credit, verifications, feedback', (ctx) => {
  useConsoleService(ctx);

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
    const ma = await makeAddress(ctx.db, { userId: member.id });
    await ctx.db.update(skus).set({ stock: 100 }).where(eq(skus.id, c.sku1));
    expect((await ctx.api('order', 'POST', 'buy/car/insert', { skuId: c.sku1, num: 1 }, member.h)).code).toBe(1);
    const o = (await ctx.api(
      'order',
      'POST',
      'order/submit',
      { idempotencyKey: key(), addressId: ma.id },
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
