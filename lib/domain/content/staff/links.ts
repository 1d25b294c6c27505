/**
 * The products a method needs (method_products) and a standard names (standard_products): add by 货号/CAS search,
 * label (对照品, 杂质A, 系统适用性…), order, remove. The storefront method and standard pages list them in this order
 * (lib/domain/content/methods/methods.ts methodRequiredProducts, lib/domain/content/standards/standards.ts getStandard), and each
 * product's goods page lists the methods and standards it serves — so every change names the products it touched.
 */
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { methodProducts, methods, products, standardProducts, standards } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import { notFound, orNull } from './common';
import { refreshMethodSearchText } from './methods';
import { withTransaction } from '@/lib/db/tx';
import type { LinkOwner, LinkedProduct } from './types';

export const LINK_OWNERS = ['method', 'standard'] as const;

/** At most this many products per method or standard (the storefront reads up to 500). */
export const MAX_LINKS = 500;
/** Label given when staff leave it empty. */
const DEFAULT_ROLE: Record<LinkOwner, string | null> = { method: '对照品', standard: null };

const cols = {
  method: {
    table: methodProducts,
    owner: methodProducts.methodId,
    product: methodProducts.productId,
    role: methodProducts.role,
    sort: methodProducts.sort,
  },
  standard: {
    table: standardProducts,
    owner: standardProducts.standardId,
    product: standardProducts.productId,
    role: standardProducts.role,
    sort: standardProducts.sort,
  },
} as const;

export async function listLinks(db: Db, owner: LinkOwner, ownerId: number): Promise<LinkedProduct[]> {
  const c = cols[owner];
  return db
    .select({
      productId: products.id,
      code: products.code,
      nameZh: products.nameZh,
      nameEn: products.nameEn,
      cas: products.cas,
      status: products.status,
      role: c.role,
      sort: c.sort,
    })
    .from(c.table)
    .innerJoin(products, eq(products.id, c.product))
    .where(eq(c.owner, ownerId))
    .orderBy(asc(c.sort), asc(c.product))
    .limit(MAX_LINKS);
}

async function checkOwner(db: Db, owner: LinkOwner, ownerId: number): Promise<void> {
  const found =
    owner === 'method'
      ? await db.select({ id: methods.id }).from(methods).where(eq(methods.id, ownerId)).limit(1)
      : await db.select({ id: standards.id }).from(standards).where(eq(standards.id, ownerId)).limit(1);
  if (!found.length) throw notFound(owner === 'method' ? M.methodNotFound : M.standardNotFound);
}

/** After a change of a method's products: its updated_at (the home page's latest methods) and search text (roles). */
async function touchOwner(db: Db, owner: LinkOwner, ownerId: number): Promise<void> {
  if (owner === 'method') await refreshMethodSearchText(db, ownerId);
}

async function linkOf(db: Db, owner: LinkOwner, ownerId: number, productId: number) {
  const c = cols[owner];
  const [r] = await db
    .select({ role: c.role, sort: c.sort })
    .from(c.table)
    .where(and(eq(c.owner, ownerId), eq(c.product, productId)))
    .limit(1);
  return r ?? null;
}

export async function addLink(
  db: Db,
  owner: LinkOwner,
  ownerId: number,
  productId: number,
  role?: string | null,
): Promise<LinkedProduct[]> {
  await checkOwner(db, owner, ownerId);
  const [p] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).limit(1);
  if (!p) throw new AppError(M.productNotFound, 'PRODUCT_NOT_FOUND');
  if (await linkOf(db, owner, ownerId, productId)) throw new AppError(M.alreadyLinked, 'ALREADY_LINKED');
  const c = cols[owner];
  const [agg] = await db
    .select({ n: count(), m: sql<number>`coalesce(max(${c.sort}), -1)::int` })
    .from(c.table)
    .where(eq(c.owner, ownerId));
  if (Number(agg?.n ?? 0) >= MAX_LINKS) throw new AppError(M.tooManyLinks(MAX_LINKS), 'TOO_MANY');
  const sort = Number(agg?.m ?? -1) + 1;
  const label = orNull(role) ?? DEFAULT_ROLE[owner];
  if (owner === 'method')
    await db
      .insert(methodProducts)
      .values({ methodId: ownerId, productId, role: label ?? '对照品', sort })
      .onConflictDoNothing();
  else
    await db
      .insert(standardProducts)
      .values({ standardId: ownerId, productId, role: label, sort })
      .onConflictDoNothing();
  await touchOwner(db, owner, ownerId);
  return listLinks(db, owner, ownerId);
}

export async function updateLinkRole(
  db: Db,
  owner: LinkOwner,
  ownerId: number,
  productId: number,
  role: string | null | undefined,
): Promise<{ before: { role: string | null }; list: LinkedProduct[] }> {
  await checkOwner(db, owner, ownerId);
  const before = await linkOf(db, owner, ownerId, productId);
  if (!before) throw new AppError(M.linkNotFound, 'LINK_NOT_FOUND');
  const label = orNull(role) ?? DEFAULT_ROLE[owner];
  if (owner === 'method')
    await db
      .update(methodProducts)
      .set({ role: label ?? '对照品' })
      .where(and(eq(methodProducts.methodId, ownerId), eq(methodProducts.productId, productId)));
  else
    await db
      .update(standardProducts)
      .set({ role: label })
      .where(and(eq(standardProducts.standardId, ownerId), eq(standardProducts.productId, productId)));
  await touchOwner(db, owner, ownerId);
  return { before: { role: before.role }, list: await listLinks(db, owner, ownerId) };
}

export async function removeLink(
  db: Db,
  owner: LinkOwner,
  ownerId: number,
  productId: number,
): Promise<{ before: { role: string | null }; list: LinkedProduct[] }> {
  await checkOwner(db, owner, ownerId);
  const before = await linkOf(db, owner, ownerId, productId);
  if (!before) throw new AppError(M.linkNotFound, 'LINK_NOT_FOUND');
  if (owner === 'method')
    await db
      .delete(methodProducts)
      .where(and(eq(methodProducts.methodId, ownerId), eq(methodProducts.productId, productId)));
  else
    await db
      .delete(standardProducts)
      .where(and(eq(standardProducts.standardId, ownerId), eq(standardProducts.productId, productId)));
  await touchOwner(db, owner, ownerId);
  return { before: { role: before.role }, list: await listLinks(db, owner, ownerId) };
}

/** The new order: exactly the linked products, each once. */
export async function orderLinks(
  db: Db,
  owner: LinkOwner,
  ownerId: number,
  productIds: readonly number[],
): Promise<{ before: number[]; list: LinkedProduct[] }> {
  await checkOwner(db, owner, ownerId);
  const c = cols[owner];
  const before = (await listLinks(db, owner, ownerId)).map((l) => l.productId);
  const wanted = [...productIds];
  if (
    new Set(wanted).size !== wanted.length ||
    wanted.length !== before.length ||
    wanted.some((id) => !before.includes(id))
  ) {
    throw new AppError(M.orderMismatch, 'ORDER_MISMATCH');
  }
  if (!wanted.length) return { before, list: [] };
  await withTransaction(db, async (tx) => {
    // Lock the owner's links so two reorders do not interleave.
    await tx
      .select({ p: c.product })
      .from(c.table)
      .where(and(eq(c.owner, ownerId), inArray(c.product, wanted)))
      .for('update');
    for (const [i, pid] of wanted.entries()) {
      if (owner === 'method')
        await tx
          .update(methodProducts)
          .set({ sort: i })
          .where(and(eq(methodProducts.methodId, ownerId), eq(methodProducts.productId, pid)));
      else
        await tx
          .update(standardProducts)
          .set({ sort: i })
          .where(and(eq(standardProducts.standardId, ownerId), eq(standardProducts.productId, pid)));
    }
  });
  await touchOwner(db, owner, ownerId);
  return { before, list: await listLinks(db, owner, ownerId) };
}

/** Product ids linked to a method or standard (their goods pages show it). */
export async function linkedProductIds(db: Db, owner: LinkOwner, ownerId: number): Promise<number[]> {
  const c = cols[owner];
  const rows = await db.select({ id: c.product }).from(c.table).where(eq(c.owner, ownerId)).limit(MAX_LINKS);
  return rows.map((r) => r.id);
}
