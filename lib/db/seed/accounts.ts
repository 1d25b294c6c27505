/**
 * Demo accounts: the buyer 13800138000 / Demo@2026 (stored as argon2id over md5 of the password, as the browser
 * sends it), real-name verified, owner of a certified demo organisation with an active credit account
 * (quota 50000, 30 days), and a member of that organisation 13800138001 / Demo@2026 whose orders above ¥5,000 wait
 * for the demo buyer's approval. The organisation holds an approved 第二类、第三类易制毒化学品购买备案证明 that ends 25 days
 * after the seed (it unlocks 苯乙酸 and 盐酸 and shows the 30-day expiry notice; 第一类 products still need a
 * 购买许可证 — the walkthrough uploads one). The demo buyer's points come from one adopted suggestion, listed on 我的反馈
 * with the staff reply. Idempotent: existing rows are found by mobile / organisation name and left as they are.
 */
import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../client';
import {
  addresses,
  buyerLicences,
  creditAccounts,
  feedback,
  licenceEvents,
  organizations,
  pointsLedger,
  uploads,
  users,
} from '../schema';
import { hashPassword } from '../../domain/accounts/auth';
import { FEEDBACK_REWARD_POINTS } from '../../config/constants';
import { POINTS_MSG } from '../../config/messages';
import { idCardCheckChar, maskIdCard } from '../../domain/accounts/profile';
import { demoInvoicePdf } from '../../domain/commerce/invoices';
import { chinaDateAfter } from '../../kernel/time';
import { withTransaction } from '../tx';

export const DEMO_BUYER = {
  mobile: '13800138000',
  password: 'Demo@2026',
  nickName: '演示买家',
  userName: '王演示',
  orgName: '演示生物医药科技有限公司（演示）',
  creditQuota: 50_000,
  creditDays: 30,
  /** Points balance (one adopted suggestion, spec §1). */
  points: FEEDBACK_REWARD_POINTS,
} as const;

/**
 * A member of the demo organisation (organisation purchasing): orders above the organisation's approval amount wait
 * for the demo buyer (its administrator) to approve them. Same password as the demo buyer.
 */
export const DEMO_MEMBER = {
  mobile: '13800138001',
  nickName: '演示成员',
  userName: '李实验',
  /** The demo organisation's approval amount (yuan): members' orders above it need the administrator's approval. */
  approvalThreshold: 5_000,
} as const;

/** The demo buyer's adopted suggestion: what the seeded 意见反馈被采纳 points line of 我的积分 refers to on 我的反馈. */
export const DEMO_FEEDBACK = {
  content: '建议在商品详情页直接列出每个批次的 COA 与有效期，方便质检部门按批号核对，不必再找客服索取。',
  reply:
    '感谢您的建议！商品详情页与「COA 证书」页面已可按批号查询和下载证书，并标明有效期与当前/已撤回状态。您的建议已被采纳，奖励 100 积分已发放。',
} as const;

async function seedAdoptedFeedback(db: Db, userId: number): Promise<number> {
  const at = new Date(Date.now() - 7 * 86_400_000);
  const [row] = await db
    .insert(feedback)
    .values({
      userId,
      content: DEMO_FEEDBACK.content,
      name: DEMO_BUYER.userName,
      phone: DEMO_BUYER.mobile,
      status: 'adopted',
      adoptedAt: at,
      reply: DEMO_FEEDBACK.reply,
      repliedAt: at,
      readAt: at,
      createdAt: new Date(at.getTime() - 2 * 86_400_000),
    })
    .returning({ id: feedback.id });
  return row!.id;
}

/** A well-formed (check character included) but made-up resident identity number for the demo buyer. */
/** A function, not a constant: lib/domain/accounts/profile is in this file's import cycle (tests/unit/import-cycles.test.ts). */
const demoIdCard = () => `11010819900101001${idCardCheckChar('11010819900101001')}`;

export type SeedAccountsReport = { userId: number; orgId: number; created: boolean };

/** Runs in one transaction: the user, its points balance and the ledger line that explains it land together or not at all. */
export async function seedAccounts(db: Db): Promise<SeedAccountsReport> {
  const passwordHash = await hashPassword(crypto.createHash('md5').update(DEMO_BUYER.password).digest('hex'));
  return withTransaction(db, (tx) => seedAccountsIn(tx, passwordHash));
}

async function seedAccountsIn(db: Db, passwordHash: string): Promise<SeedAccountsReport> {
  let [org] = await db.select().from(organizations).where(eq(organizations.name, DEMO_BUYER.orgName)).limit(1);
  if (!org) {
    [org] = await db
      .insert(organizations)
      .values({
        name: DEMO_BUYER.orgName,
        // A well-formed unified social credit code (GB 32100 check character), made up for the demo.
        creditCode: '91110108MA01XY1237',
        corpType: 'pharma',
        certStatus: 2,
        address: '北京市海淀区演示路 1 号',
        contactName: DEMO_BUYER.userName,
        contactPhone: DEMO_BUYER.mobile,
      })
      .returning();
  }
  let [user] = await db.select().from(users).where(eq(users.mobile, DEMO_BUYER.mobile)).limit(1);
  let created = false;
  if (!user) {
    [user] = await db
      .insert(users)
      .values({
        mobile: DEMO_BUYER.mobile,
        passwordHash,
        passwordChangedAt: new Date(),
        nickName: DEMO_BUYER.nickName,
        userName: DEMO_BUYER.userName,
        identityStatus: '2',
        realName: DEMO_BUYER.userName,
        // Only the masked number is ever stored (as for a real verification); the full one is made up for the demo.
        idCardMasked: maskIdCard(demoIdCard()),
        orgId: org!.id,
        orgRole: 'owner',
        points: DEMO_BUYER.points,
      })
      .returning();
    created = true;
    // users.points is the sum of the ledger: the demo balance has its ledger line, and the line its adopted suggestion.
    await db.insert(pointsLedger).values({
      userId: user!.id,
      delta: DEMO_BUYER.points,
      reason: POINTS_MSG.reasonFeedback,
      refType: 'feedback',
      refId: await seedAdoptedFeedback(db, user!.id),
    });
  } else {
    // Earlier seeds booked the points without the suggestion (我的反馈 was empty): give that line its suggestion.
    const orphans = await db
      .select({ id: pointsLedger.id })
      .from(pointsLedger)
      .where(and(eq(pointsLedger.userId, user.id), eq(pointsLedger.refType, 'feedback'), isNull(pointsLedger.refId)));
    for (const o of orphans)
      await db
        .update(pointsLedger)
        .set({ refId: await seedAdoptedFeedback(db, user.id), reason: POINTS_MSG.reasonFeedback })
        .where(eq(pointsLedger.id, o.id));
  }
  if (org!.createdByUserId == null)
    await db.update(organizations).set({ createdByUserId: user!.id }).where(eq(organizations.id, org!.id));
  const [credit] = await db
    .select({ id: creditAccounts.id })
    .from(creditAccounts)
    .where(eq(creditAccounts.orgId, org!.id))
    .limit(1);
  if (!credit) {
    await db.insert(creditAccounts).values({
      orgId: org!.id,
      userId: user!.id,
      quota: DEMO_BUYER.creditQuota,
      used: 0,
      periodDays: DEMO_BUYER.creditDays,
      status: 1,
    });
  }
  // A default receiving address, so the demo buyer can settle an order straight away.
  const [addr] = await db.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, user!.id)).limit(1);
  if (!addr) {
    await db.insert(addresses).values({
      userId: user!.id,
      kind: 'receiving',
      consignee: DEMO_BUYER.userName,
      mobile: DEMO_BUYER.mobile,
      provinceId: 110000,
      cityId: 110100,
      districtId: 110108,
      regionText: '北京市 市辖区 海淀区',
      detail: '中关村南大街 1 号 质检中心 3 层（演示）',
      company: DEMO_BUYER.orgName,
      isDefault: true,
    });
  }
  // The organisation's member, who shares its addresses and invoice titles; orders above the approval amount wait.
  const [member] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_MEMBER.mobile)).limit(1);
  if (!member) {
    await db.insert(users).values({
      mobile: DEMO_MEMBER.mobile,
      passwordHash,
      passwordChangedAt: new Date(),
      nickName: DEMO_MEMBER.nickName,
      userName: DEMO_MEMBER.userName,
      identityStatus: '2',
      realName: DEMO_MEMBER.userName,
      idCardMasked: maskIdCard(demoIdCard()),
      orgId: org!.id,
      orgRole: 'member',
      deptName: '质量控制部',
    });
    await db
      .update(organizations)
      .set({ approvalThreshold: DEMO_MEMBER.approvalThreshold })
      .where(eq(organizations.id, org!.id));
  }
  await seedDemoLicence(db, user!.id, org!.id);
  return { userId: user!.id, orgId: org!.id, created };
}

/** The demo organisation's approved 备案证明 (once: only when the organisation has no document yet). */
async function seedDemoLicence(db: Db, userId: number, orgId: number): Promise<void> {
  const [any] = await db
    .select({ id: buyerLicences.id })
    .from(buyerLicences)
    .where(eq(buyerLicences.orgId, orgId))
    .limit(1);
  if (any) return;
  const pdf = demoInvoicePdf([
    'DEMO - development stand-in, not a real document',
    'Precursor chemicals purchase filing certificate',
    'No. (demo) GA-BA-2026-0001',
    'Categories 2 and 3',
  ]);
  const [up] = await db
    .insert(uploads)
    .values({
      userId,
      purpose: 'hazard_licence',
      mime: 'application/pdf',
      size: pdf.length,
      sha256: crypto.createHash('sha256').update(pdf).digest('hex'),
      data: pdf,
      visibility: 'private',
    })
    .returning({ id: uploads.id });
  const now = new Date();
  const [lic] = await db
    .insert(buyerLicences)
    .values({
      orgId,
      userId,
      kind: 'precursor_filing',
      licenceNo: '京公(海)易制毒备字〔2026〕0001号（演示）',
      authority: '北京市公安局海淀分局（演示）',
      validFrom: chinaDateAfter(-340),
      validTo: chinaDateAfter(25),
      scope: '苯乙酸 100 g；盐酸 500 mL（演示）',
      uploadId: up!.id,
      status: 'approved',
      reviewedByName: '演示审核员',
      reviewedAt: now,
    })
    .returning({ id: buyerLicences.id });
  await db.insert(licenceEvents).values([
    { licenceId: lic!.id, event: 'submit', toStatus: 'pending', actor: 'buyer', actorUserId: userId, createdAt: now },
    {
      licenceId: lic!.id,
      event: 'approve',
      fromStatus: 'pending',
      toStatus: 'approved',
      actor: 'staff',
      staffName: '演示审核员',
      createdAt: now,
    },
  ]);
}
