/**
 * The Carcinogenic Potency Categorization Approach (CPCA) of the FDA and the EMA, applied to one N-nitroso group of
 * a molecule graph. Scores, categories and wording come from the rule table (./rules.ts); this file finds the
 * structural features. Decision record: docs/decisions/0019-nitrosamine-cpca.md.
 *
 * Score = α-hydrogen score + deactivating features (positive) + activating features (negative).
 * Category 5 when one α-carbon is a tertiary sp3 carbon or the α-hydrogen counts are (0,0), (0,1) or (1,1);
 * otherwise score ≤ 1 → 1, 2 → 2, 3 → 3, ≥ 4 → 4.
 */
import { Z, bondOrder, doubleBondedTo, isCarboxylCarbon, isSp3Carbon, neighbours } from './graph';
import { CPCA_RULES, alphaHRule, categoryAi, categoryOfScore, featureRule } from './rules';
import type { MolGraph, FeatureId, CpcaFeature, NitrosoGroup, CpcaResult } from './types';

/** Every N-nitroso group (R2N–N=O) of a graph. */
export function findNitrosoGroups(g: MolGraph): NitrosoGroup[] {
  const out: NitrosoGroup[] = [];
  g.atoms.forEach((a, i) => {
    if (a.z !== Z.N || a.charge !== 0 || a.aromatic) return;
    const nb = neighbours(g, i);
    if (nb.length !== 2) return;
    const o = doubleBondedTo(g, i, [Z.O]);
    if (o < 0 || g.atoms[o]!.charge !== 0) return;
    const amine = nb.find((n) => n !== o && g.atoms[n]!.z === Z.N && bondOrder(g, i, n) === 1);
    if (amine === undefined) return;
    if (neighbours(g, amine).length !== 3) return;
    out.push({ amineN: amine, nitrosoN: i, nitrosoO: o });
  });
  return out;
}

/** Amide-type: the N-nitroso nitrogen bonded to C(=O|S|N), S(=O) or P(=O) — N-nitrosamides, -ureas, -carbamates, -sulfonamides. */
export function isAmideType(g: MolGraph, grp: NitrosoGroup): boolean {
  return neighbours(g, grp.amineN).some((n) => {
    if (n === grp.nitrosoN) return false;
    const z = g.atoms[n]!.z;
    if (z === Z.C) return !g.atoms[n]!.aromatic && doubleBondedTo(g, n, [Z.O, Z.S, Z.N]) >= 0;
    if (z === Z.S || z === Z.P) return doubleBondedTo(g, n, [Z.O]) >= 0;
    return false;
  });
}

/** Atoms reachable from start without passing through the blocked atoms (the N-nitroso group). */
function longestPathAtLeast(g: MolGraph, start: number, blocked: Set<number>, want: number): number[] | null {
  const path: number[] = [start];
  const seen = new Set<number>([start, ...blocked]);
  const dfs = (at: number): boolean => {
    if (path.length >= want) return true;
    for (const n of neighbours(g, at)) {
      if (seen.has(n)) continue;
      seen.add(n);
      path.push(n);
      if (dfs(n)) return true;
      path.pop();
      seen.delete(n);
    }
    return false;
  };
  return dfs(start) ? [...path] : null;
}

/** Atoms of the connected component holding an atom (a counter-ion's acid is not the nitrosamine's). */
function componentOf(g: MolGraph, start: number): Set<number> {
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length) {
    for (const n of neighbours(g, stack.pop()!)) {
      if (seen.has(n)) continue;
      seen.add(n);
      stack.push(n);
    }
  }
  return seen;
}

/** The smallest SSSR ring containing the amine nitrogen and both α-atoms. */
function nitrosoRing(g: MolGraph, amineN: number, alpha: number[]): number[] | null {
  let best: number[] | null = null;
  for (const r of g.rings) {
    if (!r.includes(amineN) || !alpha.every((a) => r.includes(a))) continue;
    if (!best || r.length < best.length) best = r;
  }
  return best;
}

/** The ring in the order of its bonds, starting at the nitrogen. */
function ringOrder(g: MolGraph, ring: number[], start: number): number[] {
  const inRing = new Set(ring);
  const order = [start];
  let prev = -1;
  let at = start;
  while (order.length < ring.length) {
    const next = neighbours(g, at).find((n) => inRing.has(n) && n !== prev && !order.includes(n));
    if (next === undefined) break;
    order.push(next);
    prev = at;
    at = next;
  }
  return order;
}

/** Electron-withdrawing groups on one α-carbon (excluding carboxylic acid, aryl and ketone): the atoms found. */
function ewgOnAlpha(g: MolGraph, alpha: number, amineN: number): number[] {
  const found: number[] = [];
  for (const n of neighbours(g, alpha)) {
    if (n === amineN) continue;
    const a = g.atoms[n]!;
    if (a.z === Z.F || a.z === Z.Cl || a.z === Z.Br || a.z === Z.I) {
      found.push(n);
      continue;
    }
    if (a.z === Z.C && !a.aromatic) {
      // Nitrile.
      if (neighbours(g, n).some((m) => g.atoms[m]!.z === Z.N && bondOrder(g, n, m) === 3)) {
        found.push(n);
        continue;
      }
      // Trifluoromethyl.
      if (neighbours(g, n).filter((m) => g.atoms[m]!.z === Z.F).length === 3) {
        found.push(n);
        continue;
      }
      // Carbonyl derivatives other than ketone and carboxylic acid: aldehyde, ester, amide, thioester, amidine …
      const dX = doubleBondedTo(g, n, [Z.O, Z.S, Z.N]);
      if (dX >= 0 && !isCarboxylCarbon(g, n)) {
        const others = neighbours(g, n).filter((m) => m !== alpha && m !== dX);
        const ketone = others.length === 1 && g.atoms[others[0]!]!.z === Z.C;
        if (!ketone) {
          found.push(n);
          continue;
        }
      }
      // Conjugated: α–C=C–(C=O | C≡N | aryl).
      for (const [m, b] of g.adj[n] ?? []) {
        const bond = g.bonds[b]!;
        if (bond.aromatic || bond.order !== 2 || g.atoms[m]!.z !== Z.C) continue;
        const conj = neighbours(g, m).some(
          (k) =>
            k !== n &&
            (g.atoms[k]!.aromatic ||
              (g.atoms[k]!.z === Z.C &&
                (doubleBondedTo(g, k, [Z.O, Z.S]) >= 0 ||
                  neighbours(g, k).some((q) => g.atoms[q]!.z === Z.N && bondOrder(g, k, q) === 3)))),
        );
        if (conj) found.push(n);
      }
      continue;
    }
    // Sulfonyl / sulfinyl.
    if (a.z === Z.S && doubleBondedTo(g, n, [Z.O]) >= 0) {
      found.push(n);
      continue;
    }
    // Nitro, nitrate, quaternary nitrogen.
    if (a.z === Z.N && (a.charge > 0 || doubleBondedTo(g, n, [Z.O]) >= 0)) {
      found.push(n);
      continue;
    }
    if (
      a.z === Z.O &&
      neighbours(g, n).some((m) => m !== alpha && g.atoms[m]!.z === Z.N && doubleBondedTo(g, m, [Z.O]) >= 0)
    )
      found.push(n);
  }
  return found;
}

/** β-carbons bearing a hydroxyl group (not a carboxylic acid, not a carbonyl carbon) on one α-carbon. */
function betaHydroxyls(g: MolGraph, alpha: number, amineN: number): number[] {
  const out: number[] = [];
  for (const b of neighbours(g, alpha)) {
    if (b === amineN || g.atoms[b]!.z !== Z.C || doubleBondedTo(g, b, [Z.O, Z.N, Z.S, Z.C]) >= 0) continue;
    for (const o of neighbours(g, b)) {
      if (g.atoms[o]!.z === Z.O && g.atoms[o]!.h === 1 && neighbours(g, o).length === 1) out.push(b, o);
    }
  }
  return out;
}

/** A methyl group on a branched β-carbon (the β-carbon a CH bearing CH3; no heteroatom on the α-carbon or on that β-carbon). */
function betaMethyls(g: MolGraph, alpha: number, amineN: number): number[] {
  if (!isSp3Carbon(g, alpha)) return [];
  if (neighbours(g, alpha).some((n) => n !== amineN && g.atoms[n]!.z !== Z.C)) return [];
  const out: number[] = [];
  for (const b of neighbours(g, alpha)) {
    if (b === amineN || !isSp3Carbon(g, b) || g.atoms[b]!.h !== 1) continue;
    const nb = neighbours(g, b);
    if (nb.some((n) => g.atoms[n]!.z !== Z.C && neighbours(g, n).length === 1)) continue; // terminal heteroatom (OH, NH2, halogen)
    for (const m of nb)
      if (m !== alpha && g.atoms[m]!.z === Z.C && g.atoms[m]!.h === 3 && neighbours(g, m).length === 1) out.push(b, m);
  }
  return out;
}

function feature(id: FeatureId, atoms: number[]): CpcaFeature {
  const r = featureRule(id);
  return { id, kind: r.kind, score: r.score, wording: r.wording, wordingEn: r.wordingEn, atoms: [...new Set(atoms)] };
}

/** CPCA of one N-nitroso group. */
export function cpcaOf(g: MolGraph, grp: NitrosoGroup): CpcaResult {
  const { amineN, nitrosoN, nitrosoO } = grp;
  const alpha = neighbours(g, amineN).filter((n) => n !== nitrosoN);
  const base = {
    alphaAtoms: alpha,
    features: [] as CpcaFeature[],
    alphaHydrogenScore: null,
    score: null,
    category: null,
  };
  if (isAmideType(g, grp)) {
    const na = CPCA_RULES.notApplicable.amide;
    return {
      ...base,
      applicable: false,
      notApplicableReason: na.wording,
      alphaHydrogens: alpha.map((a) => g.atoms[a]!.h),
      acceptableIntakeNgPerDay: na.acceptableIntakeNgPerDay,
    };
  }
  if (alpha.length !== 2 || alpha.some((a) => g.atoms[a]!.z !== Z.C)) {
    const na = CPCA_RULES.notApplicable.noAlphaCarbon;
    return {
      ...base,
      applicable: false,
      notApplicableReason: na.wording,
      alphaHydrogens: [],
      acceptableIntakeNgPerDay: na.acceptableIntakeNgPerDay,
    };
  }
  // Sides ordered by α-hydrogen count (lowest first), as the guidance writes them.
  alpha.sort((x, y) => g.atoms[x]!.h - g.atoms[y]!.h);
  const hs = alpha.map((a) => g.atoms[a]!.h);
  const features: CpcaFeature[] = [];
  const tertiary = alpha.filter((a) => isSp3Carbon(g, a) && g.atoms[a]!.h === 0);
  const hRule = alphaHRule(hs[0]!, hs[1]!);
  if (tertiary.length || !hRule || hRule.category === 5) {
    const t = CPCA_RULES.tertiaryAlphaCarbon;
    features.push({
      id: 'tertiary_alpha_carbon',
      kind: 'category5',
      score: 0,
      wording: tertiary.length ? t.wording : `α-氢计数为(${hs.join(',')})，预测为第5类`,
      wordingEn: tertiary.length ? t.wordingEn : `α-hydrogen counts (${hs.join(',')}): Potency Category 5`,
      atoms: tertiary.length ? tertiary : alpha,
    });
    return {
      applicable: true,
      notApplicableReason: null,
      alphaHydrogens: hs,
      alphaAtoms: alpha,
      alphaHydrogenScore: hRule?.score ?? null,
      features,
      score: null,
      category: 5,
      acceptableIntakeNgPerDay: categoryAi(5),
    };
  }
  const hScore = hRule.score ?? 0;
  const group = new Set([amineN, nitrosoN, nitrosoO]);

  // Carboxylic acid anywhere.
  const component = componentOf(g, amineN);
  const acids = [...component].filter((i) => isCarboxylCarbon(g, i));
  if (acids.length)
    features.push(
      feature(
        'carboxylic_acid',
        acids.flatMap((c) => [c, ...neighbours(g, c).filter((n) => g.atoms[n]!.z === Z.O)]),
      ),
    );

  // Ring features.
  const ring = nitrosoRing(g, amineN, alpha);
  const inSmallRing = ring !== null && ring.length <= 7;
  if (ring && ring.length >= 5 && ring.length <= 7) {
    const ordered = ringOrder(g, ring, amineN);
    const others = ordered.slice(1);
    const allSp3C = others.every((i) => isSp3Carbon(g, i));
    if (ring.length === 5 && allSp3C) features.push(feature('ring_pyrrolidine', ring));
    else if (ring.length === 6 && others.some((i) => g.atoms[i]!.z === Z.S))
      features.push(feature('ring_six_sulfur', ring));
    else if (
      ring.length === 6 &&
      g.atoms[ordered[3]!]!.z === Z.O &&
      [1, 2, 4, 5].every((k) => g.atoms[ordered[k]!]!.z === Z.C)
    )
      features.push(feature('ring_morpholine', ring));
    else if (ring.length === 7) features.push(feature('ring_seven', ring));
    else features.push(feature('ring_five_six', ring));
  }

  // Chains of ≥ 5 non-hydrogen atoms on both sides (acyclic N-nitroso groups).
  if (!inSmallRing) {
    const paths = alpha.map((a) => longestPathAtLeast(g, a, group, 5));
    if (paths.every((p) => p !== null)) features.push(feature('chains_both_sides', paths.flat() as number[]));
  }

  // Electron-withdrawing groups on α-carbons.
  const ewg = alpha.map((a) => ewgOnAlpha(g, a, amineN));
  const ewgSides = ewg.filter((e) => e.length > 0).length;
  if (ewgSides === 1) features.push(feature('ewg_one_side', ewg.flat()));
  else if (ewgSides === 2) features.push(feature('ewg_both_sides', ewg.flat()));

  // β-hydroxyl groups.
  const bOH = alpha.map((a) => betaHydroxyls(g, a, amineN));
  const bOHSides = bOH.filter((e) => e.length > 0).length;
  if (bOHSides === 1) features.push(feature('beta_hydroxyl_one_side', bOH.flat()));
  else if (bOHSides === 2) features.push(feature('beta_hydroxyl_both_sides', bOH.flat()));

  // Activating: aryl on an α-carbon (benzylic), methyl on a β-carbon. Each counted once.
  const aryl = alpha
    .filter((a) => isSp3Carbon(g, a))
    .flatMap((a) =>
      neighbours(g, a)
        .filter((n) => g.atoms[n]!.aromatic)
        .map((n) => [a, n]),
    );
  if (aryl.length) features.push(feature('aryl_alpha', aryl.flat()));
  const methyl = alpha.flatMap((a) => betaMethyls(g, a, amineN));
  if (methyl.length) features.push(feature('methyl_beta', methyl));

  const score = hScore + features.reduce((s, f) => s + f.score, 0);
  const category = categoryOfScore(score);
  return {
    applicable: true,
    notApplicableReason: null,
    alphaHydrogens: hs,
    alphaAtoms: alpha,
    alphaHydrogenScore: hScore,
    features,
    score,
    category,
    acceptableIntakeNgPerDay: categoryAi(category),
  };
}
