/**
 * The points mall's demo gifts and the demo buyer's welcome points. Idempotent: a gift is inserted when no gift of
 * that name exists (a re-seed never duplicates one nor resets stock taken by redemptions); the welcome points are
 * booked once (reference 'welcome' + user id, unique in the ledger) together with users.points.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../client';
import { pointsGifts, users } from '../schema';
import { bookPoints } from '../../domain/commerce/points';
import { POINTS_MSG } from '../../config/messages';
import { DEMO_BUYER } from './accounts';

export const DEMO_GIFTS = [
  {
    name: '零售礼品卡（100 元）',
    description: '面值 100 元的零售礼品卡（实体卡），可在合作商超及电商平台使用。',
    cost: 10_000,
    stock: 50,
  },
  {
    name: '实验记录本（A4，100 页）',
    description: '带页码与签字栏的 A4 实验记录本，适合 GMP / GLP 记录。',
    cost: 200,
    stock: 200,
  },
  {
    name: '移液枪头盒（1000 μL，96 支）',
    description: '无 DNA 酶 / RNA 酶的 1000 μL 带盒移液枪头，一盒 96 支。',
    cost: 500,
    stock: 120,
  },
  {
    name: '实验室记号笔套装（5 色）',
    description: '耐溶剂细头记号笔，黑、蓝、红、绿、紫各一支，可在玻璃与塑料上书写。',
    cost: 300,
    stock: 150,
  },
  {
    name: '标准物质采购抵用券（50 元）',
    description: '下单时可抵扣 50 元（单笔订单满 500 元可用，有效期 90 天）。',
    cost: 5_000,
    stock: 100,
  },
] as const;

/** Welcome points of the demo buyer (so the demo can redeem a gift). */
export const DEMO_WELCOME_POINTS = 500;

export type SeedPointsReport = { giftsAdded: number; welcomeBooked: boolean };

export async function seedPoints(db: Db): Promise<SeedPointsReport> {
  const have = await db
    .select({ name: pointsGifts.name })
    .from(pointsGifts)
    .where(
      inArray(
        pointsGifts.name,
        DEMO_GIFTS.map((g) => g.name),
      ),
    );
  const known = new Set(have.map((g) => g.name));
  const missing = DEMO_GIFTS.map((g, i) => ({ ...g, sort: i + 1, isActive: true })).filter((g) => !known.has(g.name));
  if (missing.length) await db.insert(pointsGifts).values(missing);

  let welcomeBooked = false;
  const [buyer] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, DEMO_BUYER.mobile)).limit(1);
  if (buyer) {
    welcomeBooked = await bookPoints(db, {
      userId: buyer.id,
      delta: DEMO_WELCOME_POINTS,
      reason: POINTS_MSG.reasonWelcome,
      refType: 'welcome',
      refId: buyer.id,
    });
  }
  return { giftsAdded: missing.length, welcomeBooked };
}
