/**
 * Applying one planned batch of a catalogue import (./import-job.ts runImport): the structures' identities computed
 * before the transaction (RDKit, yielding to the event loop between molecules), then one transaction that writes the
 * batch's new and changed products, structures, packages and stock decreases and publishes the products' tags with
 * it. What the batch touched is collected in the run's ImportScope for the cache invalidation at the end.
 */
import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products, productStructures, skus } from '@/lib/db/schema';
import { insertRaw } from '@/lib/db/seed/util';
import { computeProps, type ChemProps } from '@/lib/platform/chem/props';
import { getRDKit } from '@/lib/platform/chem/rdkit';
import { productTag, publishChange } from '@/lib/domain/catalog/products';
import { identityOf, searchColumns, type Identity } from './identity';
import type { PlannedRow } from './import-plan';
import type { ImportScope } from './types';
import { withTransaction } from '@/lib/db/tx';

/** At most this many products are invalidated one by one at the end; a bigger import invalidates its lists only. */
export const PER_PRODUCT_INVALIDATION_MAX = 500;

const now = () => new Date();
const yieldLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Structures of a batch (before its transaction): identity per row, null when RDKit cannot compute it. */
export async function identities(
  planned: PlannedRow[],
  known: Map<string, ChemProps | null>,
): Promise<Map<number, Identity | null>> {
  const out = new Map<number, Identity | null>();
  const rd = await getRDKit();
  let n = 0;
  for (const p of planned) {
    if (!p.structure || !p.rec.smiles) continue;
    const props = known.get(p.rec.smiles) ?? computeProps(rd, p.rec.smiles, { molfile: false, inchi: true });
    out.set(p.rec.row, props ? identityOf(p.rec.smiles, props) : null);
    if (++n % 20 === 0) await yieldLoop();
  }
  return out;
}

const chemColumns = (id: Identity) => ({
  smiles: id.smiles,
  canonicalSmiles: id.canonicalSmiles,
  formula: id.formula,
  formulaHill: id.formulaHill,
  molecularWeight: id.molecularWeight,
  exactMass: id.exactMass,
  molfile: null,
  inchi: id.inchi,
  inchiKey: id.inchiKey,
});

type Applied = { structures: number; restocks: { skuId: number; add: number }[]; listsMoved: boolean };

/** Writes one planned batch in one transaction; returns what to do after the commit. */
export async function applyBatch(
  db: Db,
  planned: PlannedRow[],
  idents: Map<number, Identity | null>,
  scope: ImportScope,
): Promise<Applied> {
  const stamp = now();
  let structures = 0;
  let listsMoved = false;
  const restocks: { skuId: number; add: number }[] = [];
  const trackedBefore = scope.products.length;
  await withTransaction(db, async (tx) => {
    // New products.
    const adds = planned.filter((p) => p.kind === 'add');
    if (adds.length) {
      const rows = adds.map((p) => {
        const r = p.rec;
        const ident = idents.get(r.row);
        const chem = ident ? chemColumns(ident) : { formula: r.formula ?? null, formulaHill: r.formulaHill ?? null };
        const base = {
          code: r.code,
          nameZh: r.nameZh ?? null,
          nameEn: r.nameEn!,
          synonyms: r.synonyms ?? [],
          cas: r.cas ?? null,
        };
        return {
          ...base,
          hasCuratedZh: Boolean(r.nameZh),
          ...chem,
          kind: (p.set.kind as string | undefined) ?? 'reference',
          categoryId: r.categoryId ?? null,
          brandId: r.brandId ?? null,
          purity: r.purity ?? null,
          storage: r.storage ?? null,
          shipping: r.shipping ?? null,
          hazards: r.hazards ?? [],
          licenceClass: r.licenceClass ?? null,
          description: r.description ?? null,
          status: r.status ?? 1,
          isNew: true,
          source: 'import',
          ...searchColumns({ ...base, formula: chem.formula ?? null, formulaHill: chem.formulaHill ?? null }),
          createdAt: stamp,
          updatedAt: stamp,
        };
      });
      const ids = await insertRaw(tx, products, rows as Partial<typeof products.$inferInsert>[], {
        size: 250,
        returning: ['id', 'code'],
      });
      const idByCode = new Map(ids.map((r) => [String(r.code), Number(r.id)]));
      const fps = adds.flatMap((p) => {
        const ident = idents.get(p.rec.row);
        return ident
          ? [
              {
                productId: idByCode.get(p.rec.code)!,
                patternFp: ident.patternFp,
                morganFp: ident.morganFp,
                updatedAt: stamp,
              },
            ]
          : [];
      });
      if (fps.length) await insertRaw(tx, productStructures, fps, { size: 250 });
      structures += fps.length;
      const newSkus = adds.flatMap((p) => p.newSkus.map((s) => ({ ...s, productId: idByCode.get(p.rec.code)! })));
      if (newSkus.length) await insertRaw(tx, skus, newSkus.map(skuInsert(stamp)), { size: 500 });
      for (const p of adds) {
        const id = idByCode.get(p.rec.code)!;
        track(scope, id, p.rec.categoryId ?? null, p.rec.brandId ?? null);
      }
      if (adds.length) scope.added = true;
    }
    // Changed products.
    for (const p of planned) {
      if (p.kind !== 'change' || !p.existing) continue;
      const ex = p.existing;
      const set: Record<string, unknown> = { ...p.set };
      const ident = p.structure ? idents.get(p.rec.row) : undefined;
      if (ident) Object.assign(set, chemColumns(ident));
      const merged = {
        code: ex.code,
        nameZh: (set.nameZh as string | undefined) ?? ex.nameZh,
        nameEn: (set.nameEn as string | undefined) ?? ex.nameEn,
        synonyms: (set.synonyms as string[] | undefined) ?? ex.synonyms,
        cas: (set.cas as string | undefined) ?? ex.cas,
        formula: (set.formula as string | undefined) ?? ex.formula,
        formulaHill: (set.formulaHill as string | undefined) ?? ex.formulaHill,
      };
      if (Object.keys(set).length) {
        await tx
          .update(products)
          .set({ ...set, ...searchColumns(merged), updatedAt: stamp })
          .where(eq(products.id, ex.id));
      } else await tx.update(products).set({ updatedAt: stamp }).where(eq(products.id, ex.id));
      if (ident) {
        await tx
          .insert(productStructures)
          .values({ productId: ex.id, patternFp: ident.patternFp, morganFp: ident.morganFp, updatedAt: stamp })
          .onConflictDoUpdate({
            target: productStructures.productId,
            set: { patternFp: ident.patternFp, morganFp: ident.morganFp, pickle: null, updatedAt: stamp },
          });
        structures++;
      }
      if (p.newSkus.length)
        await insertRaw(
          tx,
          skus,
          p.newSkus.map((s) => skuInsert(stamp)({ ...s, productId: ex.id })),
        );
      for (const c of p.skuChanges) {
        const s: Record<string, unknown> = {};
        if (c.set.price !== undefined) {
          s.price = c.set.price === null ? null : Number(c.set.price);
          s.priceText = c.set.price ?? '询价';
        }
        if (c.set.delivery !== undefined) {
          s.delivery = c.set.delivery;
          s.deliveryDays = c.set.deliveryDays ?? null;
        }
        if (Object.keys(s).length)
          await tx
            .update(skus)
            .set({ ...s, updatedAt: stamp })
            .where(eq(skus.id, c.skuId));
        if (c.stockTo !== undefined && c.stockFrom !== undefined) {
          if (c.stockTo < c.stockFrom) {
            await tx
              .update(skus)
              .set({ stock: c.stockTo, updatedAt: stamp })
              .where(and(eq(skus.id, c.skuId), sql`${skus.stock} > ${c.stockTo}`));
          } else restocks.push({ skuId: c.skuId, add: c.stockTo - c.stockFrom });
        }
      }
      const moved = 'categoryId' in p.set || 'brandId' in p.set || 'status' in p.set;
      if (moved) listsMoved = true;
      track(
        scope,
        ex.id,
        (p.set.categoryId as number | undefined) ?? ex.categoryId,
        (p.set.brandId as number | undefined) ?? ex.brandId,
      );
      if ('categoryId' in p.set) track(scope, null, ex.categoryId, null);
      if ('brandId' in p.set) track(scope, null, null, ex.brandId);
    }
    // The goods pages of this batch's products (up to PER_PRODUCT_INVALIDATION_MAX per import), published with its
    // commit; lists, brands and home once at the end (onDone), after the counts are recomputed.
    await publishChange(tx, scope.products.slice(trackedBefore).map(productTag));
  });
  return { structures, restocks, listsMoved };
}

const skuInsert = (stamp: Date) => (s: PlannedRow['newSkus'][number] & { productId: number }) => ({
  productId: s.productId,
  code: s.code,
  specification: [{ name: '规格', value: s.packageValue }],
  packageValue: s.packageValue,
  priceText: s.price ?? '询价',
  price: s.price ? Number(s.price) : null,
  stock: s.stock ?? 0,
  delivery: s.delivery?.delivery ?? ((s.stock ?? 0) > 0 ? '现货' : '1-2周'),
  deliveryDays: s.delivery ? s.delivery.deliveryDays : (s.stock ?? 0) > 0 ? 1 : 14,
  sort: s.sort,
  status: 1,
  updatedAt: stamp,
});

function track(scope: ImportScope, productId: number | null, categoryId: number | null, brandId: number | null): void {
  if (productId !== null) {
    if (scope.products.length < PER_PRODUCT_INVALIDATION_MAX) scope.products.push(productId);
    else scope.productsOverflow = true;
  }
  if (categoryId !== null && !scope.categories.includes(categoryId)) scope.categories.push(categoryId);
  if (brandId !== null && !scope.brands.includes(brandId)) scope.brands.push(brandId);
}
