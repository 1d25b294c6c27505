/**
 * /productCenter/formulaProductList: products with one molecular formula (isomers, salts excluded).
 * `formula` is either a molecular formula in any order or case ("C8H9NO2", "h9c8no2") or a structure
 * (SMILES/molfile), whose Hill formula is used. One indexed query (products_formula_hill_idx) + a count.
 */
import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { ChemEngineError, getRDKit } from '@/lib/platform/chem/rdkit';
import { computeProps } from '@/lib/platform/chem/props';
import { looksLikeFormula, normalizeFormula, parseFormula } from '@/lib/platform/chem/formula';
import { checkStructureInput, formulaWithinLimits } from '@/lib/platform/chem/guard';
import { STRUCTURE } from '@/lib/config/constants';
import { STRUCTURE_MSG } from '@/lib/config/messages';
import { StructureQueryError } from './query';
import type { ProductListItem } from '@/lib/domain/catalog/products';
import { productItemsByIds } from './products';
import { looksLikeMolfile } from './params';

export type FormulaListResult = {
  /** The Hill formula listed, or null when the input is neither a formula nor a structure. */
  formula: string | null;
  /** 'formula' when the input was a formula, 'structure' when it was derived from a structure. */
  source: 'formula' | 'structure' | null;
  list: ProductListItem[];
  total: number;
  /** Why there is no formula, when it is not simply unreadable (too large, engine restarting). */
  error?: string;
};

/** A formula-looking text (element symbols, digits, brackets, dots) with a count beyond the guard. */
const FORMULA_CHARS = /^[A-Za-z0-9()[\].·•*\s]+$/;
function oversizedFormula(text: string): boolean {
  if (!FORMULA_CHARS.test(text)) return false;
  if ((text.match(/\d+/g) ?? []).some((d) => Number(d) > STRUCTURE.guard.formulaMaxCount)) return true;
  const counts = parseFormula(text);
  return !!counts && !formulaWithinLimits(counts);
}

/**
 * The Hill formula meant by the input (formula text first; then SMILES/molfile via RDKit).
 * Throws StructureQueryError(tooLarge) for input beyond the chemistry guard (element counts, or the structure's
 * size, checked before RDKit sees it) and StructureQueryError(indexBuilding) while the engine is being re-created.
 */
export async function resolveFormula(
  input: string,
): Promise<{ formula: string; source: 'formula' | 'structure' } | null> {
  const text = input.trim();
  if (!text) return null;
  const molfile = looksLikeMolfile(text);
  if (!molfile && oversizedFormula(text)) throw new StructureQueryError(STRUCTURE_MSG.tooLarge);
  if (!molfile && text.length <= 200 && looksLikeFormula(text)) {
    const f = normalizeFormula(text);
    if (f) return { formula: f, source: 'formula' };
  }
  const structure = molfile ? text : text.split(/\s+/)[0]!;
  if (!checkStructureInput(structure).ok) throw new StructureQueryError(STRUCTURE_MSG.tooLarge);
  let props;
  try {
    props = computeProps(await getRDKit(), structure, { molfile: false, inchi: false });
  } catch (err) {
    if (err instanceof ChemEngineError) throw new StructureQueryError(STRUCTURE_MSG.indexBuilding);
    throw err;
  }
  if (props) return { formula: props.formulaHill, source: 'structure' };
  const f = normalizeFormula(text);
  return f ? { formula: f, source: 'formula' } : null;
}

export async function productsByFormula(
  db: Db,
  input: string,
  pageNo: number,
  pageSize: number,
): Promise<FormulaListResult> {
  let resolved: Awaited<ReturnType<typeof resolveFormula>>;
  try {
    resolved = await resolveFormula(input);
  } catch (err) {
    if (err instanceof StructureQueryError)
      return { formula: null, source: null, list: [], total: 0, error: err.message };
    throw err;
  }
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
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(products)
      .where(where),
  ]);
  const list = await productItemsByIds(
    db,
    rows.map((r) => r.id),
  );
  return { formula: resolved.formula, source: resolved.source, list, total: Number(count[0]?.n ?? 0) };
}
