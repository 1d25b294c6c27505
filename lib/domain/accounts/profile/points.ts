/** Points ledger of one buyer, newest first, with the balance (users.points is the ledger's sum). */
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { pointsLedger, users } from '@/lib/db/schema';
import type { Paging } from '@/lib/kernel/paging';
import type { PointsPageDTO } from '@/lib/domain/accounts/profile/types';

export async function listPoints(
  db: Db,
  userId: number,
  paging: Paging,
): Promise<{ page: PointsPageDTO; total: number }> {
  const [rows, [c], [u]] = await Promise.all([
    db
      .select()
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId))
      .orderBy(desc(pointsLedger.createdAt), desc(pointsLedger.id))
      .limit(paging.pageSize)
      .offset(paging.offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(pointsLedger)
      .where(eq(pointsLedger.userId, userId)),
    db.select({ points: users.points }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    page: {
      balance: u?.points ?? 0,
      list: rows.map((r) => ({
        id: r.id,
        delta: r.delta,
        reason: r.reason,
        refType: r.refType,
        refId: r.refId,
        createdAt: r.createdAt.toISOString(),
      })),
    },
    total: Number(c?.n ?? 0),
  };
}
