/**
 * The CPCA rule table (data/nitrosamine/cpca-rules.json): scores, categories, acceptable intakes and the rules'
 * wording are data, so a revision of the guidance is a data change. The detection of each feature is code
 * (./cpca.ts), keyed by the feature's id. See docs/decisions/0019-nitrosamine-cpca.md.
 */
import rulesJson from '@/data/nitrosamine/cpca-rules.json';
import type { FeatureId, FeatureRule, AlphaHRule, CpcaRules } from './types';

export const CPCA_RULES = rulesJson as unknown as CpcaRules;

const featureById = new Map(CPCA_RULES.features.map((f) => [f.id, f]));

export function featureRule(id: FeatureId): FeatureRule {
  const f = featureById.get(id);
  if (!f) throw new Error(`CPCA rule table has no feature ${id}`);
  return f;
}

/** Acceptable intake (ng/day) of a potency category. */
export function categoryAi(category: number): number {
  const c = CPCA_RULES.categories.find((x) => x.category === category);
  if (!c) throw new Error(`CPCA rule table has no category ${category}`);
  return c.acceptableIntakeNgPerDay;
}

/** Potency category of a score (categories 1–4; category 5 comes from the α-hydrogen rules only). */
export function categoryOfScore(score: number): number {
  for (const c of CPCA_RULES.categories) if (c.maxScore !== null && score <= c.maxScore) return c.category;
  return 4;
}

/** α-hydrogen rule of a pair of counts (each capped at 3), or null when the table has none. */
export function alphaHRule(a: number, b: number): AlphaHRule | null {
  const lo = Math.min(a, b, 3);
  const hi = Math.min(Math.max(a, b), 3);
  return CPCA_RULES.alphaHydrogenScores.find((r) => r.counts === `${lo},${hi}`) ?? null;
}
