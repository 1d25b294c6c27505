/**
 * Invoice titles (发票抬头) of one buyer: type 1 普通发票 (title, optional tax number) and type 2 增值税专用发票
 * (title, tax number, bank, account, registered address and phone all required; validated by the endpoint's
 * schema). Owner-scoped like addresses; one default.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { sameOrgAs } from '@/lib/domain/accounts/org';
import { invoiceTitles } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { PROFILE_MSG } from '@/lib/config/messages';
import type { InvoiceTitleDTO } from '@/lib/domain/accounts/profile/types';
import { withTransaction } from '@/lib/db/tx';

type Row = typeof invoiceTitles.$inferSelect;

const toDto = (r: Row): InvoiceTitleDTO => ({
  id: r.id,
  type: r.type === 2 ? 2 : 1,
  title: r.title,
  taxNo: r.taxNo,
  bankName: r.bankName,
  bankAccount: r.bankAccount,
  regAddress: r.regAddress,
  regPhone: r.regPhone,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
});

const notFound = () => new AppError(PROFILE_MSG.invoiceTitleNotFound, 'NOT_FOUND');

/** The buyer's invoice titles; with `shared`, also those of the other members of their organisation (marked). */
export async function listInvoiceTitles(db: Db, userId: number, shared = false): Promise<InvoiceTitleDTO[]> {
  const rows = await db
    .select()
    .from(invoiceTitles)
    .where(shared ? sameOrgAs(invoiceTitles.userId, userId) : eq(invoiceTitles.userId, userId))
    .orderBy(
      sql`${invoiceTitles.userId} <> ${userId}`,
      desc(invoiceTitles.isDefault),
      desc(invoiceTitles.createdAt),
      desc(invoiceTitles.id),
    );
  return rows.map((r) => (r.userId === userId ? toDto(r) : { ...toDto(r), isDefault: false, shared: true }));
}

export type InvoiceTitleInput = {
  id?: number;
  type: 1 | 2;
  title: string;
  taxNo: string | null;
  bankName: string | null;
  bankAccount: string | null;
  regAddress: string | null;
  regPhone: string | null;
  isDefault?: boolean;
};

export async function saveInvoiceTitle(db: Db, userId: number, input: InvoiceTitleInput): Promise<InvoiceTitleDTO> {
  const vat = input.type === 2;
  const values = {
    type: input.type,
    title: input.title,
    taxNo: input.taxNo ? input.taxNo.toUpperCase() : null,
    // Bank details belong to the VAT special invoice only.
    bankName: vat ? input.bankName : null,
    bankAccount: vat ? (input.bankAccount?.replace(/[\s-]/g, '') ?? null) : null,
    regAddress: vat ? input.regAddress : null,
    regPhone: vat ? input.regPhone : null,
  };
  return withTransaction(db, async (tx) => {
    let id: number;
    if (input.id) {
      const done = await tx
        .update(invoiceTitles)
        .set(values)
        .where(and(eq(invoiceTitles.id, input.id), eq(invoiceTitles.userId, userId)))
        .returning({ id: invoiceTitles.id });
      if (done.length === 0) throw notFound();
      id = input.id;
    } else {
      const [c] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(invoiceTitles)
        .where(eq(invoiceTitles.userId, userId));
      const n = Number(c?.n ?? 0);
      if (n >= BUYER_LIMITS.invoiceTitleMax) throw new AppError(PROFILE_MSG.invoiceTitleLimit, 'LIMIT');
      const [row] = await tx
        .insert(invoiceTitles)
        .values({ ...values, userId, isDefault: n === 0 })
        .returning({ id: invoiceTitles.id });
      id = row!.id;
    }
    if (input.isDefault) {
      await tx
        .update(invoiceTitles)
        .set({ isDefault: false })
        .where(and(eq(invoiceTitles.userId, userId), ne(invoiceTitles.id, id)));
      await tx.update(invoiceTitles).set({ isDefault: true }).where(eq(invoiceTitles.id, id));
    }
    const [row] = await tx.select().from(invoiceTitles).where(eq(invoiceTitles.id, id)).limit(1);
    return toDto(row!);
  });
}

export async function deleteInvoiceTitle(db: Db, userId: number, id: number): Promise<void> {
  const gone = await db
    .delete(invoiceTitles)
    .where(and(eq(invoiceTitles.id, id), eq(invoiceTitles.userId, userId)))
    .returning({ id: invoiceTitles.id });
  if (gone.length === 0) throw notFound();
}
