/**
 * /productCenter/formulaProductList: products with one molecular formula (isomers, salts excluded).
 * `formula` is either a molecular formula in any order or case ("C8H9NO2", "h9c8no2") or a structure
 * (SMILES/molfile), whose Hill formula is used. One indexed query (products_formula_hill_idx) + a count.
 */
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { getRDKit } from '@/lib/chem/rdkit';
import { computeProps } from '@/lib/chem/props';
import { looksLikeFormula, normalizeFormula } from '@/lib/chem/formula';
import { STRUCTURE } from '@/lib/config/constants';
import type { ProductListItem } from '@/lib/domain/catalog/types';
import { productItemsByIds } from './products';
import { looksLikeMolfile } from './types';

export type FormulaListResult = {
  /** The Hill formula listed, or null when the input is neither a formula nor a structure. */
  formula: string | null;
  /** 'formula' when the input was a formula, 'structure' when it was derived from a structure. */
  source: 'formula' | 'structure' | null;
  list: ProductListItem[];
  total: number;
};

/** The Hill formula meant by the input (formula text first; then SMILES/molfile via RDKit). */
export async function resolveFormula(input: string): Promise<{ formula: string; source: 'formula' | 'structure' } | null> {
  const text = input.trim();
  if (!text) return null;
  if (!looksLikeMolfile(text) && text.length <= 200 && looksLikeFormula(text)) {
    const f = normalizeFormula(text);
    if (f) return { formula: f, source: 'formula' };
  }
  if (!looksLikeMolfile(text) && text.length > STRUCTURE.smilesMaxChars) return null;
  if (looksLikeMolfile(text) && Buffer.byteLength(text) > STRUCTURE.molfileMaxBytes) return null;
  const props = computeProps(await getRDKit(), looksLikeMolfile(text) ? text : text.split(/\s+/)[0]!, { molfile: false, inchi: false });
  if (props) return { formula: props.formulaHill, source: 'structure' };
  const f = normalizeFormula(text);
  return f ? { formula: f, source: 'formula' } : null;
}

export async function productsByFormula(db: Db, input: string, pageNo: number, pageSize: number): Promise<FormulaListResult> {
  const resolved = await resolveFormula(input);
  if (!resolved) return { formula: null, source: null, list: [], total: 0 };
  const where = and(eq(products.formulaHill, resolved.formula), eq(products.status, 1));
  const size = Math.min(Math.max(1, pageSize), STRUCTURE.maxPageSize);
  const [rows, count] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(size)
      .offset((Math.max(1, pageNo) - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(products).where(where),
  ]);
  const list = await productItemsByIds(
    db,
    rows.map((r) => r.id),
  );
  return { formula: resolved.formula, source: resolved.source, list, total: Number(count[0]?.n ?? 0) };
}
