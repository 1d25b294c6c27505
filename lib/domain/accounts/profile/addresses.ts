/**
 * Receiving and invoice addresses of one buyer. Every read and write is scoped by the owner's user id (another
 * user's id → 地址不存在或已删除, nothing changes). One default per kind: making one default clears the others
 * in the same transaction; the first address of a kind becomes the default; deleting the default promotes the
 * newest remaining one.
 */
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { sameOrgAs } from '@/lib/domain/accounts/org';
import { addresses } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { PROFILE_MSG } from '@/lib/config/messages';
import type { AddressDTO, AddressKind } from '@/lib/domain/accounts/profile/types';
import { checkRegionChain } from './regions';
import { withTransaction } from '@/lib/db/tx';

type Row = typeof addresses.$inferSelect;

const toDto = (r: Row): AddressDTO => ({
  id: r.id,
  kind: r.kind as AddressKind,
  consignee: r.consignee,
  mobile: r.mobile,
  provinceId: r.provinceId ?? 0,
  cityId: r.cityId,
  districtId: r.districtId,
  regionText: r.regionText ?? '',
  detail: r.detail,
  company: r.company,
  isDefault: r.isDefault,
  createdAt: r.createdAt.toISOString(),
});

const notFound = () => new AppError(PROFILE_MSG.addressNotFound, 'NOT_FOUND');

/** The buyer's addresses of a kind; with `shared`, also those of the other members of their organisation (marked). */
export async function listAddresses(db: Db, userId: number, kind: AddressKind, shared = false): Promise<AddressDTO[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(and(shared ? sameOrgAs(addresses.userId, userId) : eq(addresses.userId, userId), eq(addresses.kind, kind)))
    .orderBy(
      sql`${addresses.userId} <> ${userId}`,
      desc(addresses.isDefault),
      desc(addresses.createdAt),
      desc(addresses.id),
    );
  return rows.map((r) => (r.userId === userId ? toDto(r) : { ...toDto(r), isDefault: false, shared: true }));
}

export type AddressInput = {
  id?: number;
  kind: AddressKind;
  consignee: string;
  mobile: string;
  provinceId: number;
  cityId?: number | null;
  districtId?: number | null;
  detail: string;
  company?: string | null;
  isDefault?: boolean;
};

export async function saveAddress(db: Db, userId: number, input: AddressInput): Promise<AddressDTO> {
  const chain = await checkRegionChain(db, input);
  return withTransaction(db, async (tx) => {
    const values = {
      consignee: input.consignee,
      mobile: input.mobile,
      provinceId: chain.provinceId,
      cityId: chain.cityId,
      districtId: chain.districtId,
      regionText: chain.regionText,
      detail: input.detail,
      company: input.company ?? null,
    };
    let id: number;
    let kind: AddressKind;
    if (input.id) {
      const [existing] = await tx
        .select({ id: addresses.id, kind: addresses.kind })
        .from(addresses)
        .where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)))
        .limit(1);
      if (!existing) throw notFound();
      kind = existing.kind as AddressKind; // an address keeps its kind
      await tx
        .update(addresses)
        .set(values)
        .where(and(eq(addresses.id, input.id), eq(addresses.userId, userId)));
      id = existing.id;
    } else {
      kind = input.kind;
      const [c] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.kind, kind)));
      const n = Number(c?.n ?? 0);
      if (n >= BUYER_LIMITS.addressMax) throw new AppError(PROFILE_MSG.addressLimit, 'LIMIT');
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, userId, kind, isDefault: n === 0 })
        .returning({ id: addresses.id });
      id = row!.id;
    }
    if (input.isDefault) await makeDefault(tx, userId, id, kind);
    const [row] = await tx.select().from(addresses).where(eq(addresses.id, id)).limit(1);
    return toDto(row!);
  });
}

async function makeDefault(tx: Db, userId: number, id: number, kind: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(eq(addresses.userId, userId), eq(addresses.kind, kind), ne(addresses.id, id), eq(addresses.isDefault, true)),
    );
  await tx
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
}

export async function setDefaultAddress(db: Db, userId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [row] = await tx
      .select({ kind: addresses.kind })
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .limit(1);
    if (!row) throw notFound();
    await makeDefault(tx, userId, id, row.kind);
  });
}

export async function deleteAddress(db: Db, userId: number, id: number): Promise<void> {
  await withTransaction(db, async (tx) => {
    const [gone] = await tx
      .delete(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning({ kind: addresses.kind, isDefault: addresses.isDefault });
    if (!gone) throw notFound();
    if (!gone.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.kind, gone.kind)))
      .orderBy(desc(addresses.createdAt), desc(addresses.id))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
