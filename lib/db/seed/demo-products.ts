/**
 * Demo catalogue rows: the draft of a product and the helpers that fill its columns (names, synonyms, hazards,
 * chemistry, search text). Part of the demo seed (lib/db/seed/demo.ts).
 */
import type { InferInsertModel } from 'drizzle-orm';
import { products, skus } from '../schema';
import type { ChemProps } from '../../platform/chem/props';
import { searchText, searchTokens } from '../../domain/catalog/search';
import { Prng, daysFromBase } from './prng';
import type { NitrosamineRecord } from './sources';

export type ProductInsert = InferInsertModel<typeof products>;
export type SkuInsert = InferInsertModel<typeof skus>;

/** A product to insert, with what later steps need. */
export type Draft = {
  row: ProductInsert & { code: string };
  props: ChemProps | null;
  /** Reference keys: inn:<inn>, imp:<key>, nitro:<alias>, qc:<name>. */
  keys: string[];
  packages: 'standard' | 'impurity' | { values: string[] } | 'service';
  coa: boolean;
};

export const PROPS_OPTS = { molfile: true, inchi: true } as const;
/** DrugCentral gives InChI/InChIKey and 2D molfiles: only the rest is computed (InChI and coordinates are the costly parts). */
export const DC_PROPS_OPTS = { molfile: false, inchi: false } as const;

export const hasCjk = (s: string) => /[\u3400-\u9fff]/.test(s);

export function pickBrand(rng: Prng, weights: [string, number][]): string {
  return rng.weighted(weights);
}

export function demoHazards(rng: Prng): string[] {
  return rng.weighted<string[]>([
    [[], 55],
    [['GHS07', 'H302'], 28],
    [['GHS07', 'H315', 'H319', 'H335'], 9],
    [['GHS08', 'H361'], 5],
    [['GHS06', 'H301'], 3],
  ]);
}

export function createdFor(rng: Prng, isNew: boolean): Date {
  return isNew ? daysFromBase(-rng.int(1, 30), rng.int(0, 1439)) : daysFromBase(-rng.int(31, 900), rng.int(0, 1439));
}

export function chemColumns(p: ChemProps | null, smiles: string | null) {
  if (!p) return { smiles: smiles ?? null };
  return {
    smiles,
    canonicalSmiles: p.canonicalSmiles,
    formula: p.formula,
    formulaHill: p.formulaHill,
    molecularWeight: p.molecularWeight,
    exactMass: p.exactMass,
    molfile: p.molfile,
    inchi: p.inchi,
    inchiKey: p.inchiKey,
  };
}

export function withSearch<T extends ProductInsert & { code: string }>(row: T): T {
  const text = searchText([
    row.code,
    row.nameZh,
    row.nameEn,
    row.synonyms ?? [],
    row.cas,
    row.formula,
    row.formulaHill,
  ]);
  return { ...row, searchText: text, searchTokens: searchTokens(text) };
}

/** Synonyms from DrugCentral: distinct (case-insensitive), without the INN itself, at most 8. */
export function cleanSynonyms(list: string[], inn: string): string[] {
  const seen = new Set([inn.toLowerCase()]);
  const out: string[] = [];
  for (const s of list) {
    const k = s.toLowerCase();
    if (!s || seen.has(k) || s.length > 80) continue;
    seen.add(k);
    out.push(s);
    if (out.length >= 8) break;
  }
  return out;
}

/**
 * A product's synonyms: the curated Chinese aliases of data/zh-names.tsv first (扑热息痛 for 对乙酰氨基酚, so
 * they are searchable and shown first on the goods page), then the DrugCentral synonyms; no duplicates
 * (case-insensitive), never the Chinese name itself.
 */
export function mergeSynonyms(
  aliases: readonly string[],
  synonyms: readonly string[],
  nameZh: string | null,
): string[] {
  const seen = new Set(nameZh ? [nameZh.toLowerCase()] : []);
  const out: string[] = [];
  for (const s of [...aliases, ...synonyms]) {
    const k = s.toLowerCase();
    if (!s || seen.has(k)) continue;
    seen.add(k);
    out.push(s);
  }
  return out;
}

/** Nitrosamine aliases worth searching: Chinese names, acronyms (NDMA), alternative "nitroso" names. */
export function nitrosamineSynonyms(r: NitrosamineRecord): string[] {
  const out = new Set<string>();
  for (const a of r.aliases ?? []) {
    const s = a.trim();
    if (!s || s === r.name) continue;
    if (
      hasCjk(s) ||
      (/^[A-Z][A-Za-z0-9]{2,9}$/.test(s) && (s.match(/[A-Z]/g) ?? []).length >= 2) ||
      (/nitroso/i.test(s) && s.length > 8)
    )
      out.add(s);
  }
  return [...out];
}

export function aiText(r: NitrosamineRecord): string {
  const parts: string[] = [];
  for (const [reg, v] of Object.entries(r.regulators ?? {})) {
    if (v?.ai_display) parts.push(`${reg} ${v.ai_display} ng/天`);
  }
  return parts.length ? `可接受摄入量（AI）：${parts.join('；')}。` : '';
}

/* ───────────────────────────── SKUs, COA, MSDS ───────────────────────────── */
