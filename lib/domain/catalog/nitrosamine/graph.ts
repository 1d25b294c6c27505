/**
 * A molecule as a plain graph, read from RDKit's JSON (get_json): element, hydrogens, charge, aromaticity, bonds and
 * the smallest set of smallest rings. The CPCA features (./cpca.ts) are graph walks over it — pure functions,
 * independent of the WASM module once the graph is built.
 */
import type { GAtom, GBond, MolGraph } from './types';

type JsonAtom = { z?: number; impHs?: number; chg?: number };
type JsonBond = { bo?: number; atoms: [number, number] };
type JsonMol = {
  defaults?: { atom?: JsonAtom; bond?: { bo?: number } };
  molecules?: {
    atoms?: JsonAtom[];
    bonds?: JsonBond[];
    extensions?: { name?: string; aromaticAtoms?: number[]; aromaticBonds?: number[]; atomRings?: number[][] }[];
  }[];
};

export function graphFromJson(json: string): MolGraph {
  const doc = JSON.parse(json) as JsonMol;
  const def = doc.defaults?.atom ?? {};
  const defBo = doc.defaults?.bond?.bo ?? 1;
  const m = doc.molecules?.[0] ?? {};
  const ext = (m.extensions ?? []).find((e) => e.name === 'rdkitRepresentation') ?? {};
  const aromaticAtoms = new Set(ext.aromaticAtoms ?? []);
  const aromaticBonds = new Set(ext.aromaticBonds ?? []);
  const atoms: GAtom[] = (m.atoms ?? []).map((a, i) => ({
    z: a.z ?? def.z ?? 6,
    h: a.impHs ?? def.impHs ?? 0,
    charge: a.chg ?? def.chg ?? 0,
    aromatic: aromaticAtoms.has(i),
  }));
  const bonds: GBond[] = [];
  const adj: [number, number][][] = atoms.map(() => []);
  (m.bonds ?? []).forEach((b, i) => {
    const [x, y] = b.atoms;
    const ax = atoms[x];
    const ay = atoms[y];
    if (!ax || !ay) return;
    // Explicit hydrogens (isotopes, stereo H) count as hydrogens, not as neighbours.
    if (ax.z === 1 || ay.z === 1) {
      if (ax.z === 1 && ay.z !== 1) ay.h++;
      if (ay.z === 1 && ax.z !== 1) ax.h++;
      return;
    }
    const idx = bonds.length;
    bonds.push({ a: x, b: y, order: b.bo ?? defBo, aromatic: aromaticBonds.has(i) });
    adj[x]!.push([y, idx]);
    adj[y]!.push([x, idx]);
  });
  return { atoms, bonds, adj, rings: ext.atomRings ?? [] };
}

export const Z = { H: 1, C: 6, N: 7, O: 8, F: 9, P: 15, S: 16, Cl: 17, Br: 35, I: 53 } as const;

export function neighbours(g: MolGraph, i: number): number[] {
  return (g.adj[i] ?? []).map(([n]) => n);
}

export function bondOrder(g: MolGraph, i: number, j: number): number {
  const e = (g.adj[i] ?? []).find(([n]) => n === j);
  if (!e) return 0;
  const b = g.bonds[e[1]]!;
  return b.aromatic ? 1.5 : b.order;
}

/** An sp3 carbon: carbon, not aromatic, only single bonds. */
export function isSp3Carbon(g: MolGraph, i: number): boolean {
  const a = g.atoms[i]!;
  return (
    a.z === Z.C && !a.aromatic && (g.adj[i] ?? []).every(([, b]) => g.bonds[b]!.order === 1 && !g.bonds[b]!.aromatic)
  );
}

/** Atom doubly bonded to an atom of one of the elements, or -1. */
export function doubleBondedTo(g: MolGraph, i: number, elements: readonly number[]): number {
  for (const [n, b] of g.adj[i] ?? []) {
    const bond = g.bonds[b]!;
    if (!bond.aromatic && bond.order === 2 && elements.includes(g.atoms[n]!.z)) return n;
  }
  return -1;
}

/** A carboxylic acid carbon: C(=O)(O-H) or C(=O)[O-]. */
export function isCarboxylCarbon(g: MolGraph, i: number): boolean {
  const a = g.atoms[i]!;
  if (a.z !== Z.C || a.aromatic) return false;
  const dO = doubleBondedTo(g, i, [Z.O]);
  if (dO < 0) return false;
  return neighbours(g, i).some(
    (n) =>
      n !== dO &&
      g.atoms[n]!.z === Z.O &&
      bondOrder(g, i, n) === 1 &&
      neighbours(g, n).length === 1 &&
      (g.atoms[n]!.h === 1 || g.atoms[n]!.charge === -1),
  );
}
