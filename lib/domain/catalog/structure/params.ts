/**
 * Structure search URL state. Pure: safe to import from client components.
 *
 * URL state of /searchStructureFormula (the spec's formulaSearchData {formula, accuracy}, plus a mode):
 *   ?formula=<SMILES>&accuracy=100              exact (accuracy 100 % is the exact lookup)
 *   ?formula=<SMILES>&accuracy=80               similarity, Tanimoto ≥ 0.80
 *   ?formula=<SMILES>&mode=substructure         substructure
 *   &pageNo=2                                   result page
 */
import { STRUCTURE } from '@/lib/config/constants';
import type { StructureMode, StructureQueryState } from './types';

export const STRUCTURE_MODES = ['exact', 'substructure', 'similarity'] as const;

export const MODE_LABELS: Record<StructureMode, string> = {
  exact: '精确',
  substructure: '子结构',
  similarity: '相似度',
};

/** Clamp an accuracy value to 1…100 (default 100). */
export function normalizeAccuracy(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : NaN;
  if (!Number.isFinite(n)) return STRUCTURE.accuracyDefault;
  return Math.min(100, Math.max(1, Math.round(n)));
}

/**
 * The mode that runs: an explicit mode wins, except that similarity at 100 % is the exact lookup
 * (different molecules can share a fingerprint); without a mode, 100 % → exact, below → similarity.
 */
export function effectiveMode(mode: string | null | undefined, accuracy: number): StructureMode {
  if (mode === 'substructure') return 'substructure';
  if (mode === 'exact') return 'exact';
  if (mode === 'similarity') return accuracy >= 100 ? 'exact' : 'similarity';
  return accuracy >= 100 ? 'exact' : 'similarity';
}

type ParamsLike = Record<string, string | string[] | undefined> | URLSearchParams;

function param(sp: ParamsLike, name: string): string | undefined {
  if (sp instanceof URLSearchParams) return sp.get(name) ?? undefined;
  const v = sp[name];
  return Array.isArray(v) ? v[0] : v;
}

/** Read the query from the page URL (server or client). */
export function parseStructureParams(sp: ParamsLike): StructureQueryState {
  const formula = (param(sp, 'formula') ?? '').slice(0, STRUCTURE.molfileMaxBytes);
  const accuracy = normalizeAccuracy(param(sp, 'accuracy'));
  const rawMode = param(sp, 'mode');
  const mode = effectiveMode(
    rawMode && (STRUCTURE_MODES as readonly string[]).includes(rawMode) ? rawMode : null,
    accuracy,
  );
  const p = Number(param(sp, 'pageNo'));
  const pageNo = Number.isInteger(p) && p > 0 ? p : 1;
  return { formula, accuracy, mode, pageNo };
}

/** The shareable URL of a structure query. */
export function structureSearchHref(
  q: { formula: string; accuracy?: number; mode?: StructureMode; pageNo?: number },
  pathname = '/searchStructureFormula',
): string {
  const sp = new URLSearchParams();
  sp.set('formula', q.formula);
  const accuracy = q.mode === 'exact' ? 100 : normalizeAccuracy(q.accuracy);
  sp.set('accuracy', String(accuracy));
  if (q.mode) sp.set('mode', q.mode);
  if (q.pageNo && q.pageNo > 1) sp.set('pageNo', String(q.pageNo));
  return `${pathname}?${sp.toString()}`;
}

/** True when the text is a molfile (V2000/V3000) rather than a SMILES. */
export function looksLikeMolfile(text: string): boolean {
  return /\n/.test(text) && /(M\s+END|V2000|V3000)/.test(text);
}
