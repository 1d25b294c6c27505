/**
 * Products in the console: the edit form's data, create, update, on/off shelf.
 *
 * Every write keeps the derived columns consistent the way the seed fills them (./identity.ts): search_text and
 * search_tokens from the names, synonyms, code, CAS and formula; a structure's identity (formula, Hill formula,
 * MW, exact mass, canonical SMILES, InChI, InChIKey) and fingerprints (product_structures) computed on the server
 * with RDKit. A structure or on-sale change bumps the structure-index version, so every instance's index picks the
 * product up (lib/domain/catalog/structure/live-index.ts). Category/brand counts are recounted when they can have moved.
 */
import 'server-only';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import {
  brands,
  categories,
  coaBatches,
  products,
  productStructures,
  skus,
  PRODUCT_KINDS,
  type ProductKind,
} from '@/lib/db/schema';
import { AppError } from '@/lib/kernel/errors';
import { CONSOLE_CATALOG_MSG as M } from '@/lib/config/messages';
import { bumpStructureIndexVersion } from '@/lib/domain/catalog/structure/index';
import { recountCatalogue } from '@/lib/db/seed/util';
import {
  FIELD_MAX,
  parseCas,
  parseCode,
  parseHazards,
  parseLicence,
  parseSynonyms,
  parseText,
  type Parsed,
} from './fields';
import { computeIdentity, hillOf, searchColumns, type Identity } from './identity';
import { withTransaction } from '@/lib/db/tx';
import type { ProductRow, Edited, ProductDetail, ProductForm } from './types';

/** Product columns the console edits and shows (also the audit log's before/after of an edit). */
export const EDITED = [
  'code',
  'nameZh',
  'nameEn',
  'synonyms',
  'cas',
  'formula',
  'formulaHill',
  'smiles',
  'canonicalSmiles',
  'inchiKey',
  'categoryId',
  'brandId',
  'purity',
  'storage',
  'shipping',
  'hazards',
  'licenceClass',
  'description',
  'status',
] as const;
const pick = (p: ProductRow): Edited => Object.fromEntries(EDITED.map((k) => [k, p[k]])) as Edited;

const must = <T>(p: Parsed<T>): T => {
  if (!p.ok) throw new AppError(p.reason, 'FIELD_INVALID');
  return p.value;
};

export async function getProductDetail(db: Db, id: number): Promise<ProductDetail | null> {
  const [p] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!p) return null;
  const [s, lots, hasFp] = await Promise.all([
    db
      .select({
        id: skus.id,
        code: skus.code,
        packageValue: skus.packageValue,
        price: sql<string | null>`${skus.price}::text`,
        stock: skus.stock,
        delivery: skus.delivery,
        deliveryDays: skus.deliveryDays,
        status: skus.status,
        sort: skus.sort,
      })
      .from(skus)
      .where(eq(skus.productId, id))
      .orderBy(asc(skus.sort), asc(skus.id)),
    db
      .select({
        id: coaBatches.id,
        batchNo: coaBatches.batchNo,
        status: coaBatches.status,
        releasedOn: coaBatches.releasedOn,
        expiresOn: coaBatches.expiresOn,
        purity: coaBatches.purity,
        fileUrl: coaBatches.fileUrl,
      })
      .from(coaBatches)
      .where(eq(coaBatches.productId, id))
      .orderBy(desc(coaBatches.releasedOn), desc(coaBatches.id)),
    db
      .select({ id: productStructures.productId })
      .from(productStructures)
      .where(eq(productStructures.productId, id))
      .limit(1),
  ]);
  return {
    ...pick(p),
    id: p.id,
    molecularWeight: p.molecularWeight,
    exactMass: p.exactMass,
    inchi: p.inchi,
    hasStructure: hasFp.length > 0,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
    skus: s,
    lots,
  };
}

/** Categories and brands for the forms and filters. */
export async function catalogOptions(db: Db) {
  const [cats, brandRows] = await Promise.all([
    db
      .select({
        id: categories.id,
        parentId: categories.parentId,
        name: categories.name,
        slug: categories.slug,
        level: categories.level,
      })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id)),
    db
      .select({ id: brands.id, name: brands.name, code: brands.code })
      .from(brands)
      .orderBy(asc(brands.sort), asc(brands.id)),
  ]);
  // Tree order with indentation (parents before children).
  const children = new Map<number | null, typeof cats>();
  for (const c of cats) children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
  const ordered: { id: number; name: string; label: string; slug: string | null; rootSlug: string | null }[] = [];
  const walk = (parent: number | null, depth: number, root: string | null) => {
    for (const c of children.get(parent) ?? []) {
      const r = root ?? c.slug;
      ordered.push({ id: c.id, name: c.name, label: `${'　'.repeat(depth)}${c.name}`, slug: c.slug, rootSlug: r });
      walk(c.id, depth + 1, r);
    }
  };
  walk(null, 0, null);
  return { categories: ordered, brands: brandRows };
}

/** The product kind a category implies (its root's slug when that is a kind), else the fallback. */
export function kindOfCategory(rootSlug: string | null | undefined, fallback: ProductKind = 'reference'): ProductKind {
  return rootSlug && (PRODUCT_KINDS as readonly string[]).includes(rootSlug) ? (rootSlug as ProductKind) : fallback;
}

type Normalised = Omit<
  Edited,
  'code' | 'formula' | 'formulaHill' | 'smiles' | 'canonicalSmiles' | 'inchiKey' | 'status'
>;

async function normalise(db: Db, f: ProductForm): Promise<Normalised & { kind: ProductKind | null }> {
  const nameEn = must(parseText(f.nameEn ?? '', '英文名', FIELD_MAX.name));
  if (!nameEn) throw new AppError(M.nameRequired, 'NAME_REQUIRED');
  let kind: ProductKind | null = null;
  if (f.categoryId) {
    const opts = await catalogOptions(db);
    const c = opts.categories.find((x) => x.id === f.categoryId);
    if (!c) throw new AppError(M.categoryUnknown(String(f.categoryId)), 'CATEGORY_UNKNOWN');
    kind = kindOfCategory(c.rootSlug);
  }
  if (f.brandId) {
    const [b] = await db.select({ id: brands.id }).from(brands).where(eq(brands.id, f.brandId)).limit(1);
    if (!b) throw new AppError(M.brandUnknown(String(f.brandId)), 'BRAND_UNKNOWN');
  }
  return {
    nameZh: must(parseText(f.nameZh ?? '', '中文名', FIELD_MAX.name)),
    nameEn,
    synonyms: must(parseSynonyms(f.synonyms ?? '')),
    cas: must(parseCas(f.cas ?? '')),
    categoryId: f.categoryId ?? null,
    brandId: f.brandId ?? null,
    purity: must(parseText(f.purity ?? '', '纯度', FIELD_MAX.purity)),
    storage: must(parseText(f.storage ?? '', '储存条件', FIELD_MAX.storage)),
    shipping: must(parseText(f.shipping ?? '', '运输条件', FIELD_MAX.shipping)),
    hazards: must(parseHazards(f.hazards ?? '')),
    licenceClass: must(parseLicence(f.licenceClass ?? '')),
    description: must(parseText(f.description ?? '', '描述', FIELD_MAX.description)),
    kind,
  };
}

/** Structure columns of a form: undefined = unchanged; null = removed; else the computed identity. */
async function structureOf(f: ProductForm): Promise<Identity | null | undefined> {
  if (f.structure === undefined) return undefined;
  const s = f.structure.trim();
  if (!s) return null;
  const id = await computeIdentity(f.structure);
  if (!id) throw new AppError(M.structureInvalid, 'STRUCTURE_INVALID');
  return id;
}

const NO_STRUCTURE = {
  smiles: null,
  canonicalSmiles: null,
  molecularWeight: null,
  exactMass: null,
  molfile: null,
  inchi: null,
  inchiKey: null,
};

function structureColumns(id: Identity) {
  return {
    smiles: id.smiles,
    canonicalSmiles: id.canonicalSmiles,
    formula: id.formula,
    formulaHill: id.formulaHill,
    molecularWeight: id.molecularWeight,
    exactMass: id.exactMass,
    molfile: id.molfile,
    inchi: id.inchi,
    inchiKey: id.inchiKey,
  };
}

async function writeFingerprints(db: Db, productId: number, id: Identity | null): Promise<void> {
  if (!id) {
    await db.delete(productStructures).where(eq(productStructures.productId, productId));
    return;
  }
  await db
    .insert(productStructures)
    .values({ productId, patternFp: id.patternFp, morganFp: id.morganFp, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: productStructures.productId,
      set: { patternFp: id.patternFp, morganFp: id.morganFp, pickle: null, updatedAt: new Date() },
    });
}

export type WriteResult = {
  id: number;
  code: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown>;
  categoryIds: (number | null)[];
  brandIds: (number | null)[];
  listsChanged: boolean;
};

const snapshot = (p: ProductRow): Record<string, unknown> => ({ ...pick(p) });

export async function createProduct(db: Db, f: ProductForm): Promise<WriteResult> {
  const code = must(parseCode(f.code ?? ''));
  const n = await normalise(db, f);
  const ident = await structureOf(f);
  const [taken] = await db.select({ id: products.id }).from(products).where(eq(products.code, code)).limit(1);
  if (taken) throw new AppError(M.codeTaken(code), 'CODE_TAKEN');
  const formulaText = ident ? null : f.formula?.trim() || null;
  const formulaHill = formulaText ? hillOf(formulaText) : null;
  if (formulaText && !formulaHill) throw new AppError(M.formulaInvalid(formulaText), 'FORMULA_INVALID');
  const chem = ident ? structureColumns(ident) : { ...NO_STRUCTURE, formula: formulaText, formulaHill };
  const { kind, ...fields } = n;
  const row = await withTransaction(db, async (tx) => {
    const [p] = await tx
      .insert(products)
      .values({
        code,
        ...fields,
        hasCuratedZh: Boolean(n.nameZh),
        ...chem,
        kind: kind ?? 'reference',
        isNew: true,
        status: 1,
        source: 'console',
        ...searchColumns({ code, ...n, formula: chem.formula, formulaHill: chem.formulaHill }),
      })
      .onConflictDoNothing({ target: products.code })
      .returning();
    if (!p) throw new AppError(M.codeTaken(code), 'CODE_TAKEN');
    if (ident) await writeFingerprints(tx, p.id, ident);
    return p;
  });
  if (ident) await bumpStructureIndexVersion(db);
  await recountCatalogue(db);
  return {
    id: row.id,
    code,
    before: null,
    after: snapshot(row),
    categoryIds: [row.categoryId],
    brandIds: [row.brandId],
    listsChanged: true,
  };
}

export async function updateProduct(db: Db, id: number, f: ProductForm): Promise<WriteResult> {
  const [old] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!old) throw new AppError(M.productNotFound, 'NOT_FOUND');
  const n = await normalise(db, f);
  const ident = await structureOf(f);
  let chem: Partial<typeof products.$inferInsert> = {};
  if (ident) chem = structureColumns(ident);
  else if (ident === null) chem = { ...NO_STRUCTURE, formula: null, formulaHill: null };
  // No structure (now or before): the formula field may set the formula alone.
  const hasStructure = ident ? true : ident === null ? false : Boolean(old.canonicalSmiles);
  if (!hasStructure && f.formula !== undefined) {
    const t = f.formula.trim();
    const hill = t ? hillOf(t) : null;
    if (t && !hill) throw new AppError(M.formulaInvalid(t), 'FORMULA_INVALID');
    chem = { ...chem, formula: t || null, formulaHill: hill };
  }
  const formula = (chem.formula !== undefined ? chem.formula : old.formula) ?? null;
  const formulaHill = (chem.formulaHill !== undefined ? chem.formulaHill : old.formulaHill) ?? null;
  const { kind, ...fields } = n;
  const row = await withTransaction(db, async (tx) => {
    const [p] = await tx
      .update(products)
      .set({
        ...fields,
        hasCuratedZh: n.nameZh ? (n.nameZh === old.nameZh ? old.hasCuratedZh : true) : false,
        ...chem,
        ...(kind && n.categoryId !== old.categoryId ? { kind } : {}),
        ...searchColumns({ code: old.code, ...n, formula, formulaHill }),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id))
      .returning();
    if (ident !== undefined) await writeFingerprints(tx, id, ident);
    return p!;
  });
  if (ident !== undefined && old.status === 1) await bumpStructureIndexVersion(db);
  const moved = row.categoryId !== old.categoryId || row.brandId !== old.brandId;
  if (moved) await recountCatalogue(db);
  return {
    id,
    code: row.code,
    before: snapshot(old),
    after: snapshot(row),
    categoryIds: [old.categoryId, row.categoryId],
    brandIds: [old.brandId, row.brandId],
    listsChanged: moved,
  };
}

export async function setProductStatus(db: Db, id: number, status: 0 | 1): Promise<WriteResult> {
  const [old] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  if (!old) throw new AppError(M.productNotFound, 'NOT_FOUND');
  const [row] = await db
    .update(products)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(products.id, id), ne(products.status, status)))
    .returning();
  if (!row)
    return {
      id,
      code: old.code,
      before: snapshot(old),
      after: snapshot(old),
      categoryIds: [],
      brandIds: [],
      listsChanged: false,
    };
  if (old.canonicalSmiles) await bumpStructureIndexVersion(db);
  await recountCatalogue(db);
  return {
    id,
    code: row.code,
    before: { status: old.status },
    after: { status: row.status },
    categoryIds: [row.categoryId],
    brandIds: [row.brandId],
    listsChanged: true,
  };
}
