/**
 * Pharmacopoeia methods (methods, method_types) in the console: list, create, edit, delete. The required products
 * are edited in ./links.ts. The storefront method page reads lib/domain/content/methods/methods.ts.
 */
import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { methodProducts, methodTypes, methods } from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CONTENT_MSG as M } from '@/lib/config/messages';
import { escapeLike } from '@/lib/domain/catalog/products';
import { searchText } from '@/lib/domain/catalog/search';
import { cleanRichText, notFound, orNull } from './common';
import type { MethodAdminRow, MethodAdmin } from './types';

export type MethodInput = {
  api: string;
  apiEn?: string | null;
  typeId?: number | null;
  source?: string | null;
  title: string;
  testItem?: string | null;
  series?: string | null;
  content?: string | null;
};

const productCount = count(methodProducts.productId);

const rowCols = {
  id: methods.id,
  api: methods.api,
  title: methods.title,
  typeId: methods.typeId,
  typeName: methodTypes.name,
  source: methods.source,
  testItem: methods.testItem,
  series: methods.series,
  isDemo: methods.isDemo,
  updatedAt: methods.updatedAt,
};

export async function listMethodsAdmin(
  db: Db,
  f: { keyword?: string; typeId?: number },
  page: { limit: number; offset: number },
): Promise<{ rows: MethodAdminRow[]; total: number }> {
  const conds: SQL[] = [];
  const kw = (f.keyword ?? '').trim();
  if (kw) {
    const like = `%${escapeLike(kw)}%`;
    conds.push(or(ilike(methods.api, like), ilike(methods.title, like), ilike(methods.apiEn, like))!);
  }
  if (f.typeId) conds.push(eq(methods.typeId, f.typeId));
  const w = conds.length ? and(...conds) : undefined;
  const [rows, totalRows] = await Promise.all([
    db
      .select({ ...rowCols, productCount })
      .from(methods)
      .leftJoin(methodTypes, eq(methodTypes.id, methods.typeId))
      .leftJoin(methodProducts, eq(methodProducts.methodId, methods.id))
      .where(w)
      .groupBy(methods.id, methodTypes.name)
      .orderBy(desc(methods.updatedAt), desc(methods.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(methods).where(w),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, productCount: Number(r.productCount) })),
    total: Number(totalRows[0]?.n ?? 0),
  };
}

export async function getMethodAdmin(db: Db, id: number): Promise<MethodAdmin | null> {
  const [r] = await db
    .select({ ...rowCols, productCount, apiEn: methods.apiEn, content: methods.content })
    .from(methods)
    .leftJoin(methodTypes, eq(methodTypes.id, methods.typeId))
    .leftJoin(methodProducts, eq(methodProducts.methodId, methods.id))
    .where(eq(methods.id, id))
    .groupBy(methods.id, methodTypes.name);
  return r ? { ...r, productCount: Number(r.productCount) } : null;
}

async function mustGet(db: Db, id: number): Promise<MethodAdmin> {
  const r = await getMethodAdmin(db, id);
  if (!r) throw notFound(M.methodNotFound);
  return r;
}

export async function listMethodTypesAdmin(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: methodTypes.id, name: methodTypes.name })
    .from(methodTypes)
    .orderBy(asc(methodTypes.sort), asc(methodTypes.id));
}

async function checkType(db: Db, id: number | null | undefined): Promise<number | null> {
  if (!id) return null;
  const [t] = await db.select({ id: methodTypes.id }).from(methodTypes).where(eq(methodTypes.id, id)).limit(1);
  if (!t) throw new AppError(M.methodTypeInvalid, 'TYPE_INVALID');
  return t.id;
}

async function values(db: Db, input: MethodInput) {
  return {
    api: input.api.trim(),
    apiEn: orNull(input.apiEn),
    typeId: await checkType(db, input.typeId),
    source: orNull(input.source),
    title: input.title.trim(),
    testItem: orNull(input.testItem),
    series: orNull(input.series),
    content: cleanRichText(input.content),
  };
}

/**
 * The method's search text (storefront method search: API names, title, test item, series, type, product roles)
 * and updated_at (the home page lists the latest methods), recomputed after any change of the method or its products.
 */
export async function refreshMethodSearchText(db: Db, id: number): Promise<void> {
  const [m] = await db
    .select({
      api: methods.api,
      apiEn: methods.apiEn,
      title: methods.title,
      testItem: methods.testItem,
      series: methods.series,
      type: methodTypes.name,
    })
    .from(methods)
    .leftJoin(methodTypes, eq(methodTypes.id, methods.typeId))
    .where(eq(methods.id, id))
    .limit(1);
  if (!m) return;
  const roles = await db
    .select({ role: methodProducts.role })
    .from(methodProducts)
    .where(eq(methodProducts.methodId, id))
    .limit(500);
  await db
    .update(methods)
    .set({
      searchText: searchText([m.api, m.apiEn, m.title, m.testItem, m.series, m.type, ...roles.map((r) => r.role)]),
      updatedAt: new Date(),
    })
    .where(eq(methods.id, id));
}

export async function createMethod(db: Db, input: MethodInput): Promise<MethodAdmin> {
  const v = await values(db, input);
  const [r] = await db
    .insert(methods)
    .values({ ...v, isDemo: false })
    .returning({ id: methods.id });
  await refreshMethodSearchText(db, r!.id);
  return mustGet(db, r!.id);
}

export async function updateMethod(
  db: Db,
  id: number,
  input: MethodInput,
): Promise<{ before: MethodAdmin; after: MethodAdmin }> {
  const before = await mustGet(db, id);
  await db
    .update(methods)
    .set(await values(db, input))
    .where(eq(methods.id, id));
  await refreshMethodSearchText(db, id);
  return { before, after: await mustGet(db, id) };
}

/** Deletes the method and its product links; returns it and the products that listed it. */
export async function deleteMethod(db: Db, id: number): Promise<{ before: MethodAdmin; productIds: number[] }> {
  const before = await mustGet(db, id);
  const links = await db
    .select({ id: methodProducts.productId })
    .from(methodProducts)
    .where(eq(methodProducts.methodId, id))
    .limit(500);
  await db.delete(methods).where(eq(methods.id, id));
  return { before, productIds: links.map((l) => l.id) };
}
