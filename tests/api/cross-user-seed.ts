/**
 * User A's records, one of every kind, each with the marker in every text field and an id from the world's range
 * (./cross-user-world.ts); user B owns nothing. Used by the beforeAll of tests/api/cross-user.test.ts.
 */
import { eq } from 'drizzle-orm';
import {
  addresses,
  browsingHistory,
  cartItems,
  creditAccounts,
  demandItems,
  favorites,
  feedback,
  inquiryBasketItems,
  invoiceTitles,
  organizations,
  pointsLedger,
  uploads,
  users,
  verificationRequests,
} from '../../lib/db/schema';
import { makeCatalog, makeUser, type TestUser } from './cart-fixtures';
import { ID, MARK, PNG, FEEDBACK_KEY } from './cross-user-world';
import type { TestCtx } from '../helpers/db';
import { seedCrossUserTrade } from './cross-user-seed-trade';

/** Seeds A (every kind of record) and B (nothing); returns both. */
export async function seedCrossUser(ctx: TestCtx): Promise<{ a: TestUser; b: TestUser }> {
  const c = await makeCatalog(ctx.db, 'X');
  const a = await makeUser(ctx.db, { nickName: MARK, userName: MARK, email: `${MARK.toLowerCase()}@example.com` });
  const b = await makeUser(ctx.db);
  const db = ctx.db;
  await db.insert(uploads).values([
    {
      id: ID.uploadAvatar,
      userId: a.id,
      purpose: 'avatar',
      mime: 'image/png',
      size: PNG.length,
      sha256: 'a'.repeat(64),
      data: PNG,
      visibility: 'public',
    },
    {
      id: ID.uploadIdCard,
      userId: a.id,
      purpose: 'idcard_front',
      mime: 'image/png',
      size: PNG.length,
      sha256: 'b'.repeat(64),
      data: PNG,
      visibility: 'private',
    },
    {
      id: ID.uploadFeedback,
      userId: a.id,
      purpose: 'feedback',
      mime: 'image/png',
      size: PNG.length,
      sha256: 'g'.repeat(64),
      data: PNG,
      visibility: 'private',
      accessKey: FEEDBACK_KEY,
    },
    {
      id: ID.uploadLicence,
      userId: a.id,
      purpose: 'licence',
      mime: 'image/png',
      size: PNG.length,
      sha256: 'c'.repeat(64),
      data: PNG,
      visibility: 'private',
    },
    {
      id: ID.uploadVoucher,
      userId: a.id,
      purpose: 'voucher',
      mime: 'image/png',
      size: PNG.length,
      sha256: 'd'.repeat(64),
      data: PNG,
      visibility: 'private',
    },
  ]);
  await db.insert(organizations).values({
    id: ID.org,
    name: `${MARK}制药有限公司`,
    creditCode: '91330100716105852F',
    corpType: 'pharma',
    certStatus: 1,
    licenceUploadId: ID.uploadLicence,
    address: `${MARK}路`,
    contactName: MARK,
    contactPhone: '13911112222',
    createdByUserId: a.id,
  });
  await db
    .update(users)
    .set({
      realName: MARK,
      idCardMasked: '110105********002X',
      identityStatus: '1',
      orgId: ID.org,
      orgRole: 'owner',
      deptName: MARK,
      avatarUrl: `/uploads/${ID.uploadAvatar}`,
      points: 100,
    })
    .where(eq(users.id, a.id));
  await db
    .insert(creditAccounts)
    .values({ id: ID.credit, orgId: ID.org, quota: 98765.43, used: 1.23, periodDays: 45, status: 1 });
  await db.insert(cartItems).values({ id: ID.cart, userId: a.id, skuId: c.sku1, num: 7 });
  await db.insert(inquiryBasketItems).values({ id: ID.basket, userId: a.id, skuId: c.skuAsk, num: 3 });
  await db
    .insert(demandItems)
    .values({ id: ID.demand, userId: a.id, productId: c.productA, skuId: c.sku2, num: 2, note: MARK });
  const addr = {
    userId: a.id,
    consignee: MARK,
    mobile: '13911112222',
    provinceId: 110000,
    cityId: 110100,
    districtId: 110101,
    regionText: `${MARK} 区`,
    detail: `${MARK}路 1 号`,
    company: MARK,
    isDefault: true,
  };
  await db.insert(addresses).values([
    { ...addr, id: ID.addrReceiving, kind: 'receiving' },
    { ...addr, id: ID.addrInvoice, kind: 'invoice' },
  ]);
  await db.insert(invoiceTitles).values({
    id: ID.invoiceTitle,
    userId: a.id,
    type: 2,
    title: MARK,
    taxNo: '91330100716105852F',
    bankName: MARK,
    bankAccount: '6222020200009999',
    regAddress: MARK,
    regPhone: '010-99998888',
    isDefault: true,
  });
  await db.insert(favorites).values({ userId: a.id, productId: c.productA });
  await db.insert(browsingHistory).values({ userId: a.id, productId: c.productB });
  await db.insert(verificationRequests).values([
    {
      id: ID.requestRealName,
      userId: a.id,
      kind: 'realname',
      payload: { realName: MARK },
      uploadIds: [ID.uploadIdCard],
    },
    {
      id: ID.requestEnterprise,
      userId: a.id,
      orgId: ID.org,
      kind: 'enterprise',
      payload: { corpName: MARK },
      uploadIds: [ID.uploadLicence],
    },
  ]);
  await db.insert(feedback).values({
    id: ID.feedback,
    userId: a.id,
    content: MARK,
    name: MARK,
    phone: '13911112222',
    files: [{ fid: ID.uploadFeedback, url: `/uploads/${FEEDBACK_KEY}` }],
  });
  await db.insert(pointsLedger).values({ id: ID.points, userId: a.id, delta: 100, reason: MARK });
  await seedCrossUserTrade(db, a, c);
  return { a, b };
}
