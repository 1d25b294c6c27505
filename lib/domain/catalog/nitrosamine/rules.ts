/**
 * The CPCA rule table (data/nitrosamine/cpca-rules.json): scores, categories, acceptable intakes and the rules'
 * wording are data, so a revision of the guidance is a data change. The detection of each feature is code
 * (./cpca.ts), keyed by the feature's id. See docs/decisions/0019-nitrosamine-cpca.md.
 */
import rulesJson from '@/data/nitrosamine/cpca-rules.json';

export type FeatureId =
  | 'carboxylic_acid'
  | 'ring_pyrrolidine'
  | 'ring_six_sulfur'
  | 'ring_five_six'
  | 'ring_morpholine'
  | 'ring_seven'
  | 'chains_both_sides'
  | 'ewg_one_side'
  | 'ewg_both_sides'
  | 'beta_hydroxyl_one_side'
  | 'beta_hydroxyl_both_sides'
  | 'aryl_alpha'
  | 'methyl_beta';

export type FeatureRule = {
  id: FeatureId;
  kind: 'deactivating' | 'activating';
  score: number;
  wording: string;
  wordingEn: string;
};
export type CategoryRule = { category: 1 | 2 | 3 | 4 | 5; maxScore: number | null; acceptableIntakeNgPerDay: number };
export type AlphaHRule = { counts: string; score: number | null; category?: number };
export type CpcaRules = {
  version: string;
  versionZh: string;
  sources: { agency: string; title: string; date: string; url: string }[];
  categories: CategoryRule[];
  alphaHydrogenScores: AlphaHRule[];
  tertiaryAlphaCarbon: { category: number; wording: string; wordingEn: string };
  features: FeatureRule[];
  notApplicable: Record<
    'amide' | 'noAlphaCarbon',
    { acceptableIntakeNgPerDay: number; wording: string; wordingEn: string }
  >;
};

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
