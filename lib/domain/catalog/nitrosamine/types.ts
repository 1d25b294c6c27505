/**
 * The nitrosamine screen's data types: what endpoints, pages, components and the module's own files read. Types only
 * (no runtime imports), so code in the browser may import them too.
 */

/** Which input a bound or a message concerns (./input.ts). */
export type ScreenField = 'smiles' | 'molfile' | 'keyword' | 'row' | 'title';

/** A molecule as a plain graph, read from RDKit's JSON (./graph.ts). */
export type GAtom = { z: number; h: number; charge: number; aromatic: boolean };
export type GBond = { a: number; b: number; order: number; aromatic: boolean };
export type MolGraph = {
  atoms: GAtom[];
  bonds: GBond[];
  /** Heavy-atom neighbours of each atom: [neighbour, bond index]. */
  adj: [number, number][][];
  /** Smallest set of smallest rings (atom indices). */
  rings: number[][];
};

/** The CPCA rule table, data/nitrosamine/cpca-rules.json (./rules.ts). */
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

/** The CPCA applied to one N-nitroso group (./cpca.ts). */
export type CpcaFeature = {
  id: FeatureId | 'tertiary_alpha_carbon';
  kind: 'deactivating' | 'activating' | 'category5';
  score: number;
  wording: string;
  wordingEn: string;
  /** Atoms of the derivative that show the feature (for highlighting). */
  atoms: number[];
};

export type NitrosoGroup = {
  /** The amine nitrogen carrying N=O. */
  amineN: number;
  nitrosoN: number;
  nitrosoO: number;
};

export type CpcaResult = {
  applicable: boolean;
  /** Why CPCA does not apply (Chinese), when it does not. */
  notApplicableReason: string | null;
  /** α-hydrogen count of each side (as found, not capped), lowest first. */
  alphaHydrogens: number[];
  alphaAtoms: number[];
  alphaHydrogenScore: number | null;
  features: CpcaFeature[];
  score: number | null;
  category: number | null;
  acceptableIntakeNgPerDay: number;
};

/** Nitrosatable sites and their derivatives (./derive.ts). */
export type SiteType = 'secondary' | 'tertiary' | 'amide' | 'existing';

export type Derivative = {
  siteType: SiteType;
  /** Chinese explanation of the site and its likelihood. */
  siteNote: string;
  /** Atoms of the parent: the nitrosated nitrogen (and the carbon leaving in a dealkylation). */
  parentAtoms: number[];
  smiles: string;
  inchiKey: string | null;
  formula: string;
  molecularWeight: number;
  /** Atoms of the derivative (in the order of `smiles`): the N–N=O group. */
  nitrosoAtoms: number[];
} & CpcaResult;

export type DeriveResult = { parentSmiles: string; parentInchiKey: string | null; derivatives: Derivative[] };

/** An agency's published acceptable intake (./published.ts). */
export type PublishedLimit = {
  agency: string;
  acceptableIntakeNgPerDay: number;
  category: number | null;
  date: string | null;
  source: string | null;
  url: string | null;
  name: string;
};

/** One screen: its input and the result endpoints and the page read (./screen.ts). */
export type ScreenInput = { smiles?: string | null; molfile?: string | null; keyword?: string | null };

export type ScreenProduct = { id: number; code: string; name: string; kind: string };

export type ScreenPublishedLimit = {
  agency: string;
  acceptableIntakeNgPerDay: number;
  date: string | null;
  source: string | null;
  sourceTable: string | null;
  category: number | null;
};

export type ScreenDerivative = Omit<Derivative, 'nitrosoAtoms' | 'parentAtoms' | 'alphaAtoms'> & {
  nitrosoAtoms: number[];
  parentAtoms: number[];
  alphaAtoms: number[];
  publishedLimits: ScreenPublishedLimit[];
  governingLimitNgPerDay: number | null;
  governingBasis: 'published' | 'cpca' | null;
  productIds: number[];
  products: ScreenProduct[];
};

export type ScreenResult = {
  /** The structure screened (canonical SMILES) and how it was given. */
  parent: {
    smiles: string;
    inchiKey: string | null;
    productIds: number[];
    products: ScreenProduct[];
    resolvedFrom: ScreenProduct | null;
  };
  derivatives: ScreenDerivative[];
  /** Chinese message when no site was found (empty otherwise). */
  message: string;
  notice: string;
  rulesVersion: string;
};

/** Batch screens: one row per drug, kept for the buyer (./batch.ts). */
export type BatchDerivative = {
  smiles: string;
  inchiKey: string | null;
  siteType: string;
  category: number | null;
  acceptableIntakeNgPerDay: number | null;
  published: { agency: string; acceptableIntakeNgPerDay: number; source: string | null }[];
  governingLimitNgPerDay: number | null;
  governingBasis: 'published' | 'cpca' | null;
  products: { id: number; code: string }[];
};

export type BatchRow = {
  line: number;
  input: string;
  ok: boolean;
  /** The row's Chinese message: why it failed, or that it has no nitrosatable site. */
  message: string;
  parent: { smiles: string; name: string | null; code: string | null } | null;
  derivatives: BatchDerivative[];
};

export type ScreenSummary = { token: string; title: string; total: number; done: number; createdAt: string };
export type StoredScreen = ScreenSummary & { rows: BatchRow[]; notice: string; rulesVersion: string };
