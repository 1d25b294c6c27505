/**
 * The points mall (积分商城, /pointsMallCenter): gifts, and redeeming one against the points balance.
 *
 * redeemGift runs in ONE transaction:
 *   1. the buyer's user row is locked (select … for update): every redemption of one buyer waits for the one before,
 *      so the balance read next is the balance after it;
 *   2. a redemption with the same (user, idempotency key) already there → it is answered again, nothing changes
 *      (a retry, a double click, two requests at the same instant);
 *   3. the gift must exist, be active and have stock; the balance must cover its cost; the gift is sent to a receiving
 *      address of the buyer (the chosen one, else the default, else the first), frozen into the redemption;
 *   4. the redemption row is inserted (unique per user and key), the stock is taken with a guarded update
 *      (stock > 0: two buyers racing for the last unit never take it below zero), the ledger row is booked
 *      (negative delta, reason 积分兑换：<gift>, refType 'redemption', refId redemption id) and users.points moves with a
 *      guarded update (never below zero).
 * Any failure throws AppError with a Chinese message and rolls everything back.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { addresses, pointsGifts, pointsRedemptions, users } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { POINTS_MSG } from '@/lib/config/messages';
import type { Paging } from '@/lib/kernel/paging';
import { bookPoints } from './earn';
import { withTransaction } from '@/lib/db/tx';
import type { GiftDTO, RedemptionDTO, RedeemResult } from './types';

const giftColumns = {
  id: pointsGifts.id,
  name: pointsGifts.name,
  description: pointsGifts.description,
  imageUrl: pointsGifts.imageUrl,
  cost: pointsGifts.cost,
  stock: pointsGifts.stock,
};

/** Active gifts in display order (sold-out ones stay listed as 已兑完). */
export async function listGifts(db: Db): Promise<GiftDTO[]> {
  return db
    .select(giftColumns)
    .from(pointsGifts)
    .where(eq(pointsGifts.isActive, true))
    .orderBy(asc(pointsGifts.sort), asc(pointsGifts.id));
}

type RedemptionRow = {
  id: number;
  giftId: number;
  giftName: string | null;
  cost: number;
  status: string;
  address: Record<string, unknown> | null;
  createdAt: Date;
};

function toDTO(r: RedemptionRow): RedemptionDTO {
  const a = r.address as RedemptionDTO['address'];
  return {
    id: r.id,
    giftId: r.giftId,
    giftName: r.giftName ?? '',
    cost: r.cost,
    status: r.status,
    statusText: POINTS_MSG.redemptionStatus[r.status] ?? r.status,
    address: a
      ? {
          consignee: a.consignee,
          mobile: a.mobile,
          regionText: a.regionText ?? null,
          detail: a.detail,
          company: a.company ?? null,
        }
      : null,
    createdAt: r.createdAt.toISOString(),
  };
}

const redemptionColumns = {
  id: pointsRedemptions.id,
  giftId: pointsRedemptions.giftId,
  giftName: pointsGifts.name,
  cost: pointsRedemptions.cost,
  status: pointsRedemptions.status,
  address: pointsRedemptions.address,
  createdAt: pointsRedemptions.createdAt,
};

async function redemptionByKey(db: Db, userId: number, key: string): Promise<RedemptionRow | null> {
  const [r] = await db
    .select(redemptionColumns)
    .from(pointsRedemptions)
    .leftJoin(pointsGifts, eq(pointsGifts.id, pointsRedemptions.giftId))
    .where(and(eq(pointsRedemptions.userId, userId), eq(pointsRedemptions.idempotencyKey, key)))
    .limit(1);
  return r ?? null;
}

/** The receiving address to send the gift to: the chosen one (the buyer's own), else the default, else the first. */
async function giftAddress(db: Db, userId: number, addressId: number | undefined) {
  const rows = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.kind, 'receiving'),
        addressId !== undefined ? eq(addresses.id, addressId) : undefined,
      ),
    )
    .orderBy(desc(addresses.isDefault), asc(addresses.id))
    .limit(1);
  const a = rows[0];
  if (!a)
    throw new AppError(
      addressId !== undefined ? POINTS_MSG.addressNotFound : POINTS_MSG.addressRequired,
      'ADDRESS_REQUIRED',
    );
  return {
    id: a.id,
    consignee: a.consignee,
    mobile: a.mobile,
    regionText: a.regionText,
    detail: a.detail,
    company: a.company,
  };
}

/** Redeems one unit of a gift (see the module comment). Idempotent on (userId, idempotencyKey). */
export async function redeemGift(
  db: Db,
  userId: number,
  giftId: number,
  idempotencyKey: string,
  opts: { addressId?: number } = {},
): Promise<RedeemResult> {
  return withTransaction(db, async (tx) => {
    const [u] = await tx
      .select({ id: users.id, points: users.points })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!u) throw new AppError(POINTS_MSG.userNotFound, 'NOT_FOUND');

    const done = await redemptionByKey(tx, userId, idempotencyKey);
    if (done) return { ...toDTO(done), balance: u.points, repeated: true };

    const [g] = await tx.select().from(pointsGifts).where(eq(pointsGifts.id, giftId)).limit(1);
    if (!g) throw new AppError(POINTS_MSG.giftNotFound, 'NOT_FOUND');
    if (!g.isActive) throw new AppError(POINTS_MSG.giftInactive, 'GIFT_INACTIVE');
    if (g.stock <= 0) throw new AppError(POINTS_MSG.giftSoldOut, 'GIFT_SOLD_OUT');
    if (u.points < g.cost) throw new AppError(POINTS_MSG.notEnough(u.points, g.cost), 'POINTS_NOT_ENOUGH');
    const address = await giftAddress(tx, userId, opts.addressId);

    const now = new Date();
    const [r] = await tx
      .insert(pointsRedemptions)
      .values({ userId, giftId: g.id, cost: g.cost, idempotencyKey, status: 'placed', address, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: pointsRedemptions.id });
    if (!r) {
      // Unreachable while the user row is locked, kept for safety: the same key got in first.
      const again = await redemptionByKey(tx, userId, idempotencyKey);
      if (again) return { ...toDTO(again), balance: u.points, repeated: true };
      throw new AppError(POINTS_MSG.idempotencyKeyInvalid, 'PARAM_INVALID');
    }

    const took = await tx
      .update(pointsGifts)
      .set({ stock: sql`${pointsGifts.stock} - 1` })
      .where(and(eq(pointsGifts.id, g.id), eq(pointsGifts.isActive, true), sql`${pointsGifts.stock} > 0`))
      .returning({ stock: pointsGifts.stock });
    if (took.length === 0) throw new AppError(POINTS_MSG.giftSoldOut, 'GIFT_SOLD_OUT');

    await bookPoints(tx, {
      userId,
      delta: -g.cost,
      reason: POINTS_MSG.reasonRedeem(g.name),
      refType: 'redemption',
      refId: r.id,
    });
    const [after] = await tx.select({ points: users.points }).from(users).where(eq(users.id, userId));
    return {
      ...toDTO({ id: r.id, giftId: g.id, giftName: g.name, cost: g.cost, status: 'placed', address, createdAt: now }),
      balance: after!.points,
      repeated: false,
    };
  });
}

/** The buyer's own redemptions, newest first. */
export async function listRedemptions(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<{ list: RedemptionDTO[]; total: number }> {
  const [rows, [c]] = await Promise.all([
    db
      .select(redemptionColumns)
      .from(pointsRedemptions)
      .leftJoin(pointsGifts, eq(pointsGifts.id, pointsRedemptions.giftId))
      .where(eq(pointsRedemptions.userId, userId))
      .orderBy(desc(pointsRedemptions.createdAt), desc(pointsRedemptions.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsRedemptions)
      .where(eq(pointsRedemptions.userId, userId)),
  ]);
  return { list: rows.map(toDTO), total: Number(c?.n ?? 0) };
}
