/** A test product with a real structure: identity columns and fingerprints from computeProps, as the seed stores them. */
import type { TestCtx } from './db';
import { products, productStructures } from '../../lib/db/schema';
import { getRDKit } from '../../lib/platform/chem/rdkit';
import { computeProps } from '../../lib/platform/chem/props';

export type TestMol = { code: string; name: string; smiles: string; status?: number };

export async function insertMol(ctx: TestCtx, m: TestMol): Promise<number> {
  const p = computeProps(await getRDKit(), m.smiles)!;
  const [row] = await ctx.db
    .insert(products)
    .values({
      code: m.code,
      nameEn: m.name,
      smiles: m.smiles,
      canonicalSmiles: p.canonicalSmiles,
      inchiKey: p.inchiKey,
      inchi: p.inchi,
      formula: p.formula,
      formulaHill: p.formulaHill,
      molecularWeight: p.molecularWeight,
      status: m.status ?? 1,
    })
    .returning({ id: products.id });
  await ctx.db.insert(productStructures).values({ productId: row!.id, patternFp: p.patternFp, morganFp: p.morganFp });
  return row!.id;
}
