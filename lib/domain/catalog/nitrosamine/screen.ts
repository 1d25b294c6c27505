/**
 * The nitrosamine risk screen (issue 35): a structure (SMILES, molfile) or a catalogue keyword (name, CAS, 货号) →
 * every N-nitroso derivative it can form, scored by the CPCA, with the published limits and the catalogue's products
 * of the same InChIKey. Used by the API (nitrosamine/screen), the page /nitrosamineRisk and the batch screen.
 */
import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { products } from '@/lib/db/schema';
import { checkStructureInput } from '@/lib/platform/chem/guard';
import { ChemEngineError, getRDKit } from '@/lib/platform/chem/rdkit';
import { NITROSAMINE_INPUT } from '@/lib/config/constants';
import { NITROSAMINE_MSG } from '@/lib/config/messages';
import { AppError } from '@/lib/kernel/errors';
import { escapeLike } from '@/lib/domain/catalog/products';
import { formatCas, isValidCas } from '@/lib/domain/catalog/search';
import { deriveNitrosamines } from './derive';
import { screenInputProblem } from './input';
import { governingLimit, publishedLimitsFor } from './published';
import { CPCA_RULES } from './rules';
import type { ScreenInput, ScreenProduct, ScreenDerivative, ScreenResult } from './types';

const productCols = {
  id: products.id,
  code: products.code,
  nameZh: products.nameZh,
  nameEn: products.nameEn,
  kind: products.kind,
  inchiKey: products.inchiKey,
};
type ProductRow = {
  id: number;
  code: string;
  nameZh: string | null;
  nameEn: string;
  kind: string;
  inchiKey: string | null;
};
const toProduct = (r: ProductRow): ScreenProduct => ({
  id: r.id,
  code: r.code,
  name: r.nameZh || r.nameEn,
  kind: r.kind,
});

/** A catalogue product with a structure for a keyword: 货号, CAS, exact name, then a name containing it. */
export async function resolveKeyword(db: Db, keyword: string): Promise<(ScreenProduct & { smiles: string }) | null> {
  const k = keyword.trim();
  if (!k || k.length > NITROSAMINE_INPUT.keywordMaxChars) return null;
  const cols = { ...productCols, smiles: products.smiles };
  const base = and(eq(products.status, 1), isNotNull(products.smiles));
  const compact = k.replace(/-/g, '').toUpperCase();
  const cas = isValidCas(k) ? formatCas(k) : null;
  const exact = await db
    .select(cols)
    .from(products)
    .where(
      and(
        base,
        or(
          sql`upper(replace(${products.code}, '-', '')) = ${compact}`,
          cas ? eq(products.cas, cas) : undefined,
          sql`lower(${products.nameEn}) = ${k.toLowerCase()}`,
          eq(products.nameZh, k),
          sql`${k} = any(${products.synonyms})`,
        ),
      ),
    )
    // A reference standard of the drug before its impurities.
    .orderBy(sql`case when ${products.kind} = 'reference' then 0 else 1 end`, asc(products.id))
    .limit(1);
  let row = exact[0];
  if (!row && k.length >= 2) {
    const like = `%${escapeLike(k.toLowerCase())}%`;
    [row] = await db
      .select(cols)
      .from(products)
      .where(
        and(
          base,
          or(
            sql`${products.searchText} like ${like}`,
            sql`lower(${products.nameEn}) like ${like}`,
            sql`${products.nameZh} like ${like}`,
          ),
        ),
      )
      .orderBy(
        sql`case when ${products.kind} = 'reference' then 0 else 1 end`,
        sql`length(${products.nameEn})`,
        asc(products.id),
      )
      .limit(1);
  }
  return row?.smiles ? { ...toProduct(row), smiles: row.smiles } : null;
}

async function productsByInchiKeys(db: Db, keys: string[]): Promise<Map<string, ScreenProduct[]>> {
  const out = new Map<string, ScreenProduct[]>();
  if (!keys.length) return out;
  const rows = await db
    .select(productCols)
    .from(products)
    .where(and(eq(products.status, 1), inArray(products.inchiKey, [...new Set(keys)])))
    .orderBy(asc(products.id));
  for (const r of rows) {
    if (!r.inchiKey) continue;
    const list = out.get(r.inchiKey) ?? [];
    list.push(toProduct(r));
    out.set(r.inchiKey, list);
  }
  return out;
}

/** The structure text of an input, after resolving a keyword (throws AppError with a Chinese message). */
export async function structureOfInput(
  db: Db,
  input: ScreenInput,
): Promise<{ text: string; resolvedFrom: ScreenProduct | null }> {
  const molfile = input.molfile?.trim() ? input.molfile : null;
  const smiles = input.smiles?.trim() ? input.smiles.trim() : null;
  const text = molfile ?? smiles;
  if (text) {
    const problem = screenInputProblem(molfile ? 'molfile' : 'smiles', text);
    if (problem) throw new AppError(problem, 'PARAM_INVALID');
    if (!checkStructureInput(text).ok) throw new AppError(NITROSAMINE_MSG.tooLarge, 'STRUCTURE_TOO_LARGE');
    return { text, resolvedFrom: null };
  }
  const keyword = input.keyword?.trim();
  if (!keyword) throw new AppError(NITROSAMINE_MSG.empty, 'NITROSAMINE_EMPTY');
  const problem = screenInputProblem('keyword', keyword);
  if (problem) throw new AppError(problem, 'PARAM_INVALID');
  const p = await resolveKeyword(db, keyword);
  if (!p) throw new AppError(NITROSAMINE_MSG.keywordNotFound(keyword.slice(0, 40)), 'NITROSAMINE_KEYWORD_NOT_FOUND');
  const { smiles: s, ...rest } = p;
  return { text: s, resolvedFrom: rest };
}

/** Screen one input. */
export async function screenNitrosamines(db: Db, input: ScreenInput): Promise<ScreenResult> {
  const { text, resolvedFrom } = await structureOfInput(db, input);
  const rd = await getRDKit();
  let derived;
  try {
    derived = deriveNitrosamines(rd, text);
  } catch (err) {
    if (err instanceof ChemEngineError) throw new AppError(NITROSAMINE_MSG.engine, 'STRUCTURE_ENGINE_RESTARTING');
    throw err;
  }
  if (!derived) throw new AppError(NITROSAMINE_MSG.invalid, 'STRUCTURE_INVALID');
  const keys = [derived.parentInchiKey, ...derived.derivatives.map((d) => d.inchiKey)].filter((k): k is string => !!k);
  const byKey = await productsByInchiKeys(db, keys);
  const derivatives: ScreenDerivative[] = derived.derivatives.map((d) => {
    const pub = publishedLimitsFor(rd, d.inchiKey);
    const gov = d.category === null && !pub.length ? null : governingLimit(pub, d.acceptableIntakeNgPerDay);
    const prods = d.inchiKey ? (byKey.get(d.inchiKey) ?? []) : [];
    return {
      ...d,
      publishedLimits: pub.map((p) => ({
        agency: p.agency,
        acceptableIntakeNgPerDay: p.acceptableIntakeNgPerDay,
        date: p.date,
        source: p.url,
        sourceTable: p.source,
        category: p.category,
      })),
      governingLimitNgPerDay: gov ? gov.value : d.acceptableIntakeNgPerDay,
      governingBasis: gov ? gov.basis : null,
      productIds: prods.map((p) => p.id),
      products: prods,
    };
  });
  const parentProducts = derived.parentInchiKey ? (byKey.get(derived.parentInchiKey) ?? []) : [];
  return {
    parent: {
      smiles: derived.parentSmiles,
      inchiKey: derived.parentInchiKey,
      productIds: parentProducts.map((p) => p.id),
      products: parentProducts,
      resolvedFrom,
    },
    derivatives,
    message: derivatives.length ? '' : NITROSAMINE_MSG.noSite,
    notice: NITROSAMINE_MSG.notice,
    rulesVersion: CPCA_RULES.versionZh,
  };
}
