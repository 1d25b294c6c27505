import { eq } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { creditAccounts, feedback, organizations, uploads, users, verificationRequests } from '../../lib/db/schema';
import { PROFILE_MSG, S, V } from '../../lib/config/messages';
import { FEEDBACK_IMAGE_MAX_BYTES } from '../../lib/config/constants';
import { approveRequest, rejectRequest } from '../../lib/domain/accounts/verification/state';
import { GET as getUpload } from '../../app/uploads/[id]/route';
import type {
  CreditDTO,
  IdCardCaseDTO,
  IdCardInfoDTO,
  OrganizationDTO,
  OrgInfoDTO,
  OrgSearchDTO,
  UploadDTO,
} from '../../lib/api/endpoints/profile';
import { makeUser, type TestUser } from './cart-fixtures';
import { JPEG_8PX, PNG_1PX, isPng } from '../helpers/images';

const PNG = PNG_1PX;
const JPEG = JPEG_8PX;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'binary');

const file = (bytes: Buffer, name: string, type: string) => new File([new Uint8Array(bytes)], name, { type });
function form(fields: Record<string, string>, files: File[] = [], field = 'file') {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const f of files) fd.append(field, f);
  return fd;
}
const fb = { content: '希望增加更多杂质对照品', name: '王五', phone: '13800138000' };

async function fetchUpload(id: number | string, headers: Record<string, string> = {}) {
  return getUpload(new Request(`http://localhost/uploads/${id}`, { headers }), {
    params: Promise.resolve({ id: String(id) }),
  });
}
/** GET of an upload's URL as the browser sends it (/uploads/<number or name>). */
const fetchUrl = (url: string, headers: Record<string, string> = {}) =>
  fetchUpload(url.replace(/^\/uploads\//, ''), headers);

describeDb('feedback, avatar, uploads by bytes, real-name and enterprise verification', (ctx) => {
  let a: TestUser;
  let b: TestUser;
  beforeAll(async () => {
    a = await makeUser(ctx.db);
    b = await makeUser(ctx.db);
  });
  const u = <T = unknown>(who: TestUser | null, method: 'GET' | 'POST', path: string, body?: unknown) =>
    ctx.api<T>('user', method, path, body, who?.h ?? {});
  const counts = async () => ({
    feedback: (await ctx.db.select().from(feedback)).length,
    uploads: (await ctx.db.select().from(uploads)).length,
  });

  test('feedback with a png and a jpeg (multipart): thanks message; the images are private to their author, under unguessable names', async () => {
    const r = await u<{ id: number }>(
      a,
      'POST',
      'userSuggest/suggest/add',
      form(fb, [file(PNG, 'a.png', 'image/png'), file(JPEG, 'b.jpg', 'image/jpeg')]),
    );
    expect(r).toMatchObject({ code: 1, message: S.feedbackThanks });
    const [row] = await ctx.db.select().from(feedback).where(eq(feedback.id, r.data.id));
    expect(row).toMatchObject({ userId: a.id, content: fb.content, name: '王五', phone: '13800138000' });
    expect(row!.files).toHaveLength(2);
    const { fid, url } = row!.files[0]!;
    // A random name of 32 characters, not the number: one URL tells nothing of the next.
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{32}$/);
    expect(row!.files[1]!.url).not.toBe(url);
    // The author (token header or the login cookie) reads it, never cached by shared caches…
    const res = await fetchUrl(url, { token: a.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // Stored re-encoded (lib/domain/operations/uploads/sanitise.ts): still a PNG.
    expect(isPng(new Uint8Array(await res.arrayBuffer()))).toBe(true);
    expect((await fetchUrl(url, { cookie: `token=${encodeURIComponent(a.token)}` })).status).toBe(200);
    // …nobody else does: not a guest, not another buyer; and its number opens nothing, even for the author.
    expect((await fetchUrl(url)).status).toBe(404);
    expect((await fetchUrl(url, { token: b.token })).status).toBe(404);
    expect((await fetchUpload(fid)).status).toBe(404);
    expect((await fetchUpload(fid, { token: a.token })).status).toBe(404);
    // 我的反馈 shows the author the same URLs.
    const mine = await u<{ id: number; images: string[] }[]>(a, 'GET', 'userSuggest/suggest/list');
    expect(mine.data.find((x) => x.id === r.data.id)!.images).toEqual(row!.files.map((x) => x.url));
  });

  test('a feedback image stored public before images became private is private now', async () => {
    const [old] = await ctx.db
      .insert(uploads)
      .values({
        userId: a.id,
        purpose: 'feedback',
        mime: 'image/png',
        size: PNG.length,
        sha256: 'a'.repeat(64),
        data: PNG,
        visibility: 'public',
      })
      .returning({ id: uploads.id });
    expect((await fetchUpload(old!.id)).status).toBe(404);
    expect((await fetchUpload(old!.id, { token: b.token })).status).toBe(404);
    expect((await fetchUpload(old!.id, { token: a.token })).status).toBe(200);
  });

  test('the feedback dialog’s contact: the logged-in buyer’s own name and full mobile; a guest gets -1', async () => {
    await ctx.db.update(users).set({ userName: '王检测' }).where(eq(users.id, a.id));
    const [me] = await ctx.db.select({ mobile: users.mobile }).from(users).where(eq(users.id, a.id));
    expect((await u(a, 'GET', 'userSuggest/contact')).data).toEqual({ name: '王检测', phone: me!.mobile });
    expect((await u(b, 'GET', 'userSuggest/contact')).data).not.toMatchObject({ name: '王检测' });
    expect((await u(null, 'GET', 'userSuggest/contact')).code).toBe(-1);
  });

  test('a guest may send feedback too (JSON, no images)', async () => {
    expect((await u(null, 'POST', 'userSuggest/suggest/add', fb)).code).toBe(1);
  });

  test('feedback messages of §5 word for word; nothing is stored when anything is wrong', async () => {
    const before = await counts();
    const png = () => file(PNG, 'a.png', 'image/png');
    expect(await u(a, 'POST', 'userSuggest/suggest/add', { ...fb, content: ' ' })).toMatchObject({
      code: 0,
      message: V.feedbackContentRequired,
    });
    expect(await u(a, 'POST', 'userSuggest/suggest/add', { ...fb, name: '' })).toMatchObject({
      code: 0,
      message: V.feedbackNameRequired,
    });
    expect(await u(a, 'POST', 'userSuggest/suggest/add', { ...fb, phone: '1234' })).toMatchObject({
      code: 0,
      message: V.feedbackPhoneInvalid,
    });
    // A PDF named .png and declared image/png is refused by its bytes; a GIF too.
    const pdfAsPng = await u(
      a,
      'POST',
      'userSuggest/suggest/add',
      form(fb, [png(), file(PDF, 'photo.png', 'image/png')]),
    );
    expect(pdfAsPng).toMatchObject({ code: 0, message: V.imageTypeInvalid });
    expect(await u(a, 'POST', 'userSuggest/suggest/add', form(fb, [file(GIF, 'x.jpeg', 'image/jpeg')]))).toMatchObject({
      code: 0,
      message: V.imageTypeInvalid,
    });
    const big = Buffer.concat([PNG, Buffer.alloc(FEEDBACK_IMAGE_MAX_BYTES)]);
    expect(await u(a, 'POST', 'userSuggest/suggest/add', form(fb, [file(big, 'big.png', 'image/png')]))).toMatchObject({
      code: 0,
      message: V.imageTooLarge,
    });
    expect(await u(a, 'POST', 'userSuggest/suggest/add', form(fb, [png(), png(), png(), png()]))).toMatchObject({
      code: 0,
      message: V.imageTooMany,
    });
    expect(await counts()).toEqual(before);
  });

  test('feedback images uploaded first (userSuggest/upload) are referenced by fid — only the uploader’s own', async () => {
    const up = await u<UploadDTO>(a, 'POST', 'userSuggest/upload', form({}, [file(JPEG, 'x.jpg', 'image/jpeg')]));
    expect(up.data.mime).toBe('image/jpeg');
    expect(up.data.url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{32}$/);
    // The dialog's preview: the uploader sees it, nobody else.
    expect((await fetchUrl(up.data.url, { token: a.token })).status).toBe(200);
    expect((await fetchUrl(up.data.url, { token: b.token })).status).toBe(404);
    expect(
      await u(b, 'POST', 'userSuggest/suggest/add', { ...fb, files: [{ fid: up.data.fid, url: up.data.url }] }),
    ).toMatchObject({
      code: 0,
      message: PROFILE_MSG.uploadNotFound,
    });
    const ok = await u<{ id: number }>(a, 'POST', 'userSuggest/suggest/add', {
      ...fb,
      files: [{ fid: up.data.fid, url: up.data.url }],
    });
    const [row] = await ctx.db.select().from(feedback).where(eq(feedback.id, ok.data.id));
    expect(row!.files).toEqual([{ fid: up.data.fid, url: up.data.url }]);
  });

  test('avatar: png/jpeg by bytes, sets avatarUrl; a PDF named .png is refused and changes nothing', async () => {
    expect(await u(a, 'POST', 'userSuggest/avatarUpload', form({}, [file(PDF, 'me.png', 'image/png')]))).toMatchObject({
      code: 0,
      message: V.imageTypeInvalid,
    });
    expect(await u(a, 'POST', 'userSuggest/avatarUpload', form({}, []))).toMatchObject({ code: 0 });
    const [before] = await ctx.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, a.id));
    expect(before!.avatarUrl).toBeNull();
    const r = await u<UploadDTO>(
      a,
      'POST',
      'userSuggest/avatarUpload',
      form({}, [file(JPEG, 'me.jpg', 'application/octet-stream')]),
    );
    expect(r).toMatchObject({ code: 1, message: PROFILE_MSG.avatarUpdated });
    const [after] = await ctx.db.select({ avatarUrl: users.avatarUrl }).from(users).where(eq(users.id, a.id));
    expect(after!.avatarUrl).toBe(r.data.url);
    expect((await fetchUpload(r.data.fid)).status).toBe(200); // public
    // A new avatar replaces the old file.
    const r2 = await u<UploadDTO>(a, 'POST', 'userSuggest/avatarUpload', form({}, [file(PNG, 'me2.png', 'image/png')]));
    expect((await fetchUpload(r2.data.fid)).status).toBe(200);
    expect((await fetchUpload(r.data.fid)).status).toBe(404);
    expect(
      (await u(null, 'POST', 'userSuggest/avatarUpload', form({}, [file(JPEG, 'me.jpg', 'image/jpeg')]))).code,
    ).toBe(-1);
  });

  test('real name: private photos, validation, masked number only, 审核中, rejection with reason, resubmission, approval', async () => {
    const front = await u<UploadDTO>(
      a,
      'POST',
      'userInfo/idCadUpload',
      form({ side: 'front' }, [file(PNG, 'f.png', 'image/png')]),
    );
    const back = await u<UploadDTO>(
      a,
      'POST',
      'userInfo/idCadUpload',
      form({ side: 'back' }, [file(JPEG, 'b.jpg', 'image/jpeg')]),
    );
    expect(front.code).toBe(1);
    // Private: the owner by token header or cookie; nobody else, not even with a valid other session.
    expect((await fetchUpload(front.data.fid)).status).toBe(404);
    expect((await fetchUpload(front.data.fid, { token: b.token })).status).toBe(404);
    const mine = await fetchUpload(front.data.fid, { token: a.token });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchUpload(front.data.fid, { cookie: `foo=1; token=${encodeURIComponent(a.token)}` })).status).toBe(
      200,
    );
    expect(
      await u(a, 'POST', 'userInfo/idCadUpload', form({ side: 'front' }, [file(PDF, 'f.png', 'image/png')])),
    ).toMatchObject({ code: 0, message: V.imageTypeInvalid });

    const good = { realName: '张三', idCard: '11010519491231002x', frontFid: front.data.fid, backFid: back.data.fid };
    expect(await u(a, 'POST', 'userInfo/bindIDCard', { ...good, idCard: '110105194912310021' })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.idCardInvalid,
    });
    expect(await u(a, 'POST', 'userInfo/bindIDCard', { ...good, idCard: '' })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.idCardRequired,
    });
    expect(await u(a, 'POST', 'userInfo/bindIDCard', { ...good, realName: '' })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.realNameRequired,
    });
    expect(await u(a, 'POST', 'userInfo/bindIDCard', { ...good, frontFid: undefined })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.idCardFrontRequired,
    });
    // Someone else's photos (or photos of the wrong side) cannot be used.
    const bFront = await u<UploadDTO>(
      b,
      'POST',
      'userInfo/idCadUpload',
      form({ side: 'front' }, [file(PNG, 'f.png', 'image/png')]),
    );
    expect(await u(a, 'POST', 'userInfo/bindIDCard', { ...good, frontFid: bFront.data.fid })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.uploadNotFound,
    });
    expect(await u(a, 'POST', 'userInfo/bindIDCard', { ...good, frontFid: back.data.fid })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.uploadNotFound,
    });
    expect((await u<IdCardCaseDTO>(a, 'GET', 'userInfo/getIDCardCase')).data.identityStatus).toBe('0');

    const sub = await u<IdCardCaseDTO>(a, 'POST', 'userInfo/bindIDCard', good);
    expect(sub).toMatchObject({ code: 1, message: PROFILE_MSG.identitySubmitted, data: { identityStatus: '1' } });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, a.id));
    expect(row).toMatchObject({ identityStatus: '1', realName: '张三', idCardMasked: '110105********002X' });
    const reqs = await ctx.db.select().from(verificationRequests).where(eq(verificationRequests.userId, a.id));
    expect(reqs).toHaveLength(1);
    expect(JSON.stringify([row, reqs])).not.toContain('11010519491231002');
    expect(await u(a, 'POST', 'userInfo/bindIDCard', good)).toMatchObject({
      code: 0,
      message: PROFILE_MSG.identityPending,
    });
    const info = await u<IdCardInfoDTO>(a, 'GET', 'userInfo/getIdCardInfo');
    expect(info.data).toMatchObject({
      identityStatus: '1',
      realName: '张三',
      idCardMasked: '110105********002X',
      frontUrl: front.data.url,
      backUrl: back.data.url,
    });
    expect((await u<IdCardInfoDTO>(b, 'GET', 'userInfo/getIdCardInfo')).data).toMatchObject({
      identityStatus: '0',
      realName: null,
      frontUrl: null,
    });

    await rejectRequest(ctx.db, reqs[0]!.id, '照片不清晰');
    expect((await u<IdCardCaseDTO>(a, 'GET', 'userInfo/getIDCardCase')).data).toMatchObject({
      identityStatus: '3',
      reason: '照片不清晰',
    });
    await expect(approveRequest(ctx.db, reqs[0]!.id)).rejects.toThrow(PROFILE_MSG.verificationNotPending);
    const again = await u<IdCardCaseDTO>(a, 'POST', 'userInfo/bindIDCard', good);
    expect(again.data.identityStatus).toBe('1');
    const [second] = (
      await ctx.db.select().from(verificationRequests).where(eq(verificationRequests.userId, a.id))
    ).filter((r) => r.status === 'pending');
    await approveRequest(ctx.db, second!.id);
    expect((await u<IdCardCaseDTO>(a, 'GET', 'userInfo/getIDCardCase')).data).toMatchObject({
      identityStatus: '2',
      reason: null,
    });
    expect(await u(a, 'POST', 'userInfo/bindIDCard', good)).toMatchObject({
      code: 0,
      message: PROFILE_MSG.identityDone,
    });
  });

  test('enterprise: licence (pdf ok), credit code checked, pending → certified; search, join, member view, credit', async () => {
    const lic = await u<UploadDTO>(
      a,
      'POST',
      'userInfo/corpLicenseUpload',
      form({}, [file(PDF, 'licence.pdf', 'application/pdf')]),
    );
    expect(lic.data.mime).toBe('application/pdf');
    expect(
      await u(a, 'POST', 'userInfo/corpLicenseUpload', form({}, [file(GIF, 'l.pdf', 'application/pdf')])),
    ).toMatchObject({ code: 0, message: PROFILE_MSG.fileTypeInvalid });
    const other = await u<UploadDTO>(
      a,
      'POST',
      'userInfo/corpOtherFileUpload',
      form({}, [file(PNG, 'o.png', 'image/png')]),
    );
    const types = await u<{ value: string; label: string }[]>(a, 'GET', 'userInfo/getCorpType');
    const corp = {
      corpName: '演示制药有限公司',
      creditCode: '91440300708461136T',
      corpType: types.data[0]!.value,
      address: '深圳市南山区',
      contactName: '赵六',
      contactPhone: '13900139000',
      licenseFid: lic.data.fid,
      otherFids: [other.data.fid],
    };
    expect(
      await u(a, 'POST', 'userInfo/corpCertification', { ...corp, creditCode: '91440300708461136U' }),
    ).toMatchObject({ code: 0, message: PROFILE_MSG.creditCodeCheckDigit });
    expect(await u(a, 'POST', 'userInfo/corpCertification', { ...corp, corpType: 'nope' })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.corpTypeInvalid,
    });
    expect(await u(b, 'POST', 'userInfo/corpCertification', corp)).toMatchObject({
      code: 0,
      message: PROFILE_MSG.uploadNotFound,
    });
    const sub = await u<OrganizationDTO>(a, 'POST', 'userInfo/corpCertification', corp);
    expect(sub).toMatchObject({ code: 1, message: PROFILE_MSG.corpSubmitted });
    expect(sub.data).toMatchObject({
      orgName: '演示制药有限公司',
      certStatus: 1,
      orgRole: 'owner',
      licenseUrl: lic.data.url,
      contactPhone: '13900139000',
    });
    expect(await u(a, 'POST', 'userInfo/corpCertification', corp)).toMatchObject({
      code: 0,
      message: PROFILE_MSG.corpPending,
    });
    // Not certified yet: nobody finds or joins it.
    expect((await u<OrgSearchDTO[]>(b, 'GET', 'code/org/search?kw=演示制药')).data).toEqual([]);
    const [req] = await ctx.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.orgId, sub.data.orgId));
    await approveRequest(ctx.db, req!.id);
    const found = await u<OrgSearchDTO[]>(b, 'GET', `code/org/search?kw=${encodeURIComponent('演示制药')}`);
    expect(found.data).toEqual([{ id: sub.data.orgId, name: '演示制药有限公司', certStatus: 2 }]);
    expect((await u<OrgSearchDTO[]>(b, 'GET', 'code/org/search?kw=%25')).data).toEqual([]);

    const depts = await u<{ id: number; name: string }[]>(b, 'GET', 'code/user/dept/select');
    const join = await u<OrgInfoDTO>(b, 'POST', 'userInfo/joinEnterprise', {
      orgId: sub.data.orgId,
      deptName: depts.data[0]!.name,
    });
    expect(join).toMatchObject({
      code: 1,
      message: PROFILE_MSG.orgJoinPending,
      data: { orgRole: 'pending', orgName: '演示制药有限公司' },
    });
    await ctx.db
      .insert(creditAccounts)
      .values({ orgId: sub.data.orgId, quota: 50000, used: 1234.5, periodDays: 60, status: 1 });
    expect((await u<CreditDTO | null>(b, 'GET', 'userInfo/crm/credit/get')).data).toBeNull(); // pending members see no credit
    const [jr] = await ctx.db.select().from(verificationRequests).where(eq(verificationRequests.kind, 'join'));
    await approveRequest(ctx.db, jr!.id);
    const credit = await u<CreditDTO>(b, 'GET', 'userInfo/getWalletCredit');
    expect(credit.data).toEqual({
      orgId: sub.data.orgId,
      quota: 50000,
      used: 1234.5,
      available: 48765.5,
      periodDays: 60,
      status: 1,
    });
    const memberView = await u<OrganizationDTO>(b, 'GET', 'userInfo/getOrganizationInfo');
    expect(memberView.data).toMatchObject({
      orgRole: 'member',
      contactPhone: '139****9000',
      licenseUrl: null,
      otherFileUrls: [],
    });
    // The member cannot open the owner's private licence.
    expect((await fetchUpload(lic.data.fid, { token: b.token })).status).toBe(404);
    expect((await fetchUpload(lic.data.fid, { token: a.token })).headers.get('content-type')).toBe('application/pdf');
    expect((await u<OrgInfoDTO>(b, 'GET', 'userManage/getOrgInfo')).data).toMatchObject({
      orgId: sub.data.orgId,
      orgRole: 'member',
    });
    // Issue 34: the spec's pages read the organisation's `name`; the answer carries it beside orgName.
    const info = (await u<OrgInfoDTO>(b, 'GET', 'userManage/getOrgInfo')).data;
    expect(info.name).toBe(corp.corpName);
    expect(info.orgName).toBe(corp.corpName);
    expect((await u<OrganizationDTO>(b, 'GET', 'userInfo/getOrganizationInfo')).data.name).toBe(corp.corpName);
    const imp = await u<OrgInfoDTO>(b, 'POST', 'code/improveCertification', {
      userName: '钱七',
      deptName: depts.data[1]!.name,
    });
    expect(imp.data.deptName).toBe(depts.data[1]!.name);
    // The owner cannot leave; the member can.
    expect(await u(a, 'POST', 'userInfo/change/org', { orgId: 0 })).toMatchObject({
      code: 0,
      message: PROFILE_MSG.ownerCannotLeave,
    });
    expect(await u(b, 'POST', 'userInfo/change/org', { orgId: 0 })).toMatchObject({
      code: 1,
      message: PROFILE_MSG.orgLeft,
      data: null,
    });
    expect((await u(b, 'GET', 'userManage/getOrgInfo')).data).toBeNull();
    const [org] = await ctx.db.select().from(organizations).where(eq(organizations.id, sub.data.orgId));
    expect(org!.certStatus).toBe(2);
  });

  test('enterprise rejection: certStatus 3 with the reason for the owner; resubmission goes back to 审核中', async () => {
    const w = await makeUser(ctx.db);
    const lic = await u<UploadDTO>(
      w,
      'POST',
      'userInfo/corpLicenseUpload',
      form({}, [file(JPEG, 'l.jpg', 'image/jpeg')]),
    );
    const corp = {
      corpName: '被驳回公司',
      creditCode: '91330100716105852F',
      corpType: 'other',
      address: '杭州',
      contactName: '孙八',
      contactPhone: '13700137000',
      licenseFid: lic.data.fid,
    };
    const sub = await u<OrganizationDTO>(w, 'POST', 'userInfo/corpCertification', corp);
    const [req] = await ctx.db
      .select()
      .from(verificationRequests)
      .where(eq(verificationRequests.orgId, sub.data.orgId));
    await expect(rejectRequest(ctx.db, req!.id, '  ')).rejects.toThrow(PROFILE_MSG.rejectReasonRequired);
    await rejectRequest(ctx.db, req!.id, '营业执照已过期');
    expect((await u<OrganizationDTO>(w, 'GET', 'userInfo/getOrganizationInfo')).data).toMatchObject({
      certStatus: 3,
      rejectReason: '营业执照已过期',
    });
    const again = await u<OrganizationDTO>(w, 'POST', 'userInfo/corpCertification', corp);
    expect(again.data).toMatchObject({ orgId: sub.data.orgId, certStatus: 1, rejectReason: null });
  });
});
