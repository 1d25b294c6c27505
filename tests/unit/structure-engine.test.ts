/**
 * The structure engine against RDKit itself, on a few hundred real drugs (DrugCentral):
 * - the stored raw pattern fingerprint → ExplicitBitVect pickle is byte-identical to SubstructLibrary's own;
 * - a SubstructLibrary fed with STORED fingerprints returns exactly the unscreened get_substruct_match hits;
 * - the Tanimoto top-K equals a naive scan (values, order, threshold, total);
 * - paging, removal and the smallest-first order.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MainModule as RDKitModule, Mol as JSMol } from '@rdkit/rdkit';
import { getRDKit } from '@/lib/platform/chem/rdkit';
import { computeProps } from '@/lib/platform/chem/props';
import {
  FpMatrix,
  heavyAtomEstimate,
  patternFpToPickle,
  popcountBytes,
  tanimotoBytes,
} from '@/lib/domain/catalog/structure/fp';
import { columnsOf, StructureEngine, type IndexRow } from '@/lib/domain/catalog/structure/engine';

let rd: RDKitModule;
const rows: IndexRow[] = [];
const mols: JSMol[] = [];

beforeAll(async () => {
  rd = await getRDKit();
  const tsv = fs
    .readFileSync(path.join(__dirname, '../../data/drugcentral_structures.smiles.tsv'), 'utf8')
    .split('\n')
    .slice(1);
  for (const line of tsv) {
    if (rows.length >= 400) break;
    const smiles = line.split('\t')[0];
    if (!smiles) continue;
    const p = computeProps(rd, smiles, { molfile: false, inchi: false });
    if (!p) continue;
    rows.push({ id: 1000 + rows.length, smiles: p.canonicalSmiles, patternFp: p.patternFp, morganFp: p.morganFp });
  }
  for (const extra of ['CC(=O)Nc1ccc(O)cc1', 'Nc1ccc(O)cc1', 'c1ccccc1']) {
    const p = computeProps(rd, extra, { molfile: false, inchi: false })!;
    rows.push({ id: 1000 + rows.length, smiles: p.canonicalSmiles, patternFp: p.patternFp, morganFp: p.morganFp });
  }
  for (const r of rows) mols.push(rd.get_mol(r.smiles)!);
}, 60_000);

afterAll(() => mols.forEach((m) => m.delete()));

test('patternFpToPickle is byte-identical to the pickle SubstructLibrary makes itself', () => {
  const lib = new rd.SubstructLibrary();
  try {
    for (const r of rows.slice(0, 150)) {
      const i = lib.add_smiles(r.smiles);
      const theirs = Buffer.from(lib.get_pattern_fp_as_uint8array(i) as Uint8Array);
      expect(Buffer.from(patternFpToPickle(r.patternFp)).equals(theirs)).toBe(true);
    }
  } finally {
    lib.delete();
  }
});

test('the raw pattern fp alone is rejected by add_trusted_smiles_and_pattern_fp (why the conversion exists)', () => {
  const lib = new rd.SubstructLibrary();
  try {
    expect(() => lib.add_trusted_smiles_and_pattern_fp(rows[0]!.smiles, rows[0]!.patternFp)).toThrow();
    expect(lib.add_trusted_smiles_and_pattern_fp(rows[0]!.smiles, patternFpToPickle(rows[0]!.patternFp))).toBe(0);
  } finally {
    lib.delete();
  }
});

const QUERIES = [
  'c1ccccc1',
  'CC(=O)Nc1ccccc1',
  'Nc1ccc(O)cc1',
  'C(=O)O',
  'c1ccncc1',
  'N1CCNCC1',
  'S(=O)(=O)N',
  'Cl',
  'C1=CC=CC=C1',
  'O=C1CCCN1',
  'c1ccc2ccccc2c1',
  'C[C@H](N)C(=O)O',
];

test.each([8192, 37])(
  'engine substructure hits equal unscreened get_substruct_match over every molecule (shards of %i rows)',
  async (shardRows) => {
    const engine = StructureEngine.build(rd, rows, { shardRows });
    try {
      expect(engine.shardCount).toBe(Math.ceil(rows.length / shardRows));
      for (const q of QUERIES) {
        const qm = rd.get_mol(q)!;
        const brute = new Set<number>();
        mols.forEach((m, i) => {
          if (m.get_substruct_match(qm) !== '{}') brute.add(rows[i]!.id);
        });
        const page = await engine.substructure(qm, 0, 10_000);
        qm.delete();
        expect(page.complete).toBe(true);
        expect(new Set(page.ids)).toEqual(brute);
        expect(page.found).toBe(brute.size);
      }
    } finally {
      engine.delete();
    }
  },
);

test('a molecule query skips the shards of smaller molecules (minAtoms) and still finds every hit', async () => {
  const engine = StructureEngine.build(rd, rows, { shardRows: 37 });
  try {
    // The queries plus whole drugs of several sizes (few hits: the case the bound is for).
    const drugs = [...rows].sort((a, b) => heavyAtomEstimate(a.smiles) - heavyAtomEstimate(b.smiles));
    const queries = [
      ...QUERIES,
      ...[0.3, 0.6, 0.9, 0.99].map((f) => drugs[Math.floor(f * (drugs.length - 1))]!.smiles),
    ];
    let skipped = 0;
    for (const q of queries) {
      const qm = rd.get_mol(q)!;
      const minAtoms = heavyAtomEstimate(qm.get_smiles());
      const brute = new Set<number>();
      mols.forEach((m, i) => {
        if (m.get_substruct_match(qm) !== '{}') brute.add(rows[i]!.id);
      });
      const all = await engine.substructure(qm, 0, 10_000);
      const bounded = await engine.substructure(qm, 0, 10_000, { minAtoms });
      expect(bounded.complete).toBe(true);
      expect(bounded.ids).toEqual(all.ids);
      expect(new Set(bounded.ids)).toEqual(brute);
      // The first page, too, is the same page in the same order.
      expect((await engine.substructure(qm, 0, 5, { minAtoms })).ids).toEqual(all.ids.slice(0, 5));
      skipped += all.shardsSearched - bounded.shardsSearched;
      qm.delete();
    }
    // The largest drug skips nearly every shard.
    const big = rd.get_mol(drugs[drugs.length - 1]!.smiles)!;
    const page = await engine.substructure(big, 0, 20, { minAtoms: heavyAtomEstimate(big.get_smiles()) });
    big.delete();
    expect(page.ids).toContain(drugs[drugs.length - 1]!.id);
    expect(page.shardsSearched).toBeLessThanOrEqual(2);
    expect(skipped).toBeGreaterThan(engine.shardCount);
    // Rows added after the build (any size, at the end) are never skipped wrongly.
    const added = drugs[drugs.length - 2]!;
    expect(engine.addRow({ ...added, id: 99_999 })).toBe(true);
    const again = rd.get_mol(added.smiles)!;
    const withAdded = await engine.substructure(again, 0, 10_000, { minAtoms: heavyAtomEstimate(again.get_smiles()) });
    again.delete();
    expect(withAdded.ids).toEqual(expect.arrayContaining([added.id, 99_999]));
  } finally {
    engine.delete();
  }
});

test('substructure pages (several shards): smallest molecules first, disjoint pages, bounded counting', async () => {
  const engine = StructureEngine.build(rd, rows, { shardRows: 50 });
  try {
    const qm = rd.get_mol('c1ccccc1')!;
    const all = (await engine.substructure(qm, 0, 10_000)).ids;
    expect(all.length).toBeGreaterThan(100);
    const benzeneId = rows[rows.length - 1]!.id;
    expect(all[0]).toBe(benzeneId);
    const sizes = all.map((id) => heavyAtomEstimate(rows.find((r) => r.id === id)!.smiles));
    expect([...sizes].sort((a, b) => a - b)).toEqual(sizes);
    const p1 = await engine.substructure(qm, 0, 20);
    const p2 = await engine.substructure(qm, 20, 20);
    expect([...p1.ids, ...p2.ids]).toEqual(all.slice(0, 40));
    // The first page does not count everything: it stops in the first shards…
    expect(p1.complete).toBe(false);
    expect(p1.found).toBeLessThan(all.length);
    expect(p1.shardsSearched).toBeLessThan(engine.shardCount / 2);
    // …a zero time budget stops counting right after the page…
    const quick = await engine.substructure(qm, 0, 20, { countUpTo: 1000, countBudgetMs: 0 });
    expect(quick.ids).toEqual(p1.ids);
    expect(quick.complete).toBe(false);
    // …and a search that cannot fill its page stops at the time limit, flagged, with what it found.
    const rare = rd.get_mol('CC(=O)Nc1ccc(O)cc1')!;
    const limited = await engine.substructure(rare, 0, 20, { timeLimitMs: 0 });
    expect(limited).toMatchObject({ complete: false, timedOut: true, shardsSearched: 1 });
    const unlimited = await engine.substructure(rare, 0, 20);
    expect(unlimited).toMatchObject({ complete: true, timedOut: false, shardsSearched: engine.shardCount });
    expect(unlimited.ids.length).toBeGreaterThanOrEqual(2);
    rare.delete();
    // …an unbounded count is exact.
    const full = await engine.substructure(qm, 0, 20, { countUpTo: 100_000 });
    expect(full).toMatchObject({ found: all.length, complete: true });
    // …unless asked to count up to a cap.
    const capped = await engine.substructure(qm, 0, 20, { countUpTo: 50 });
    expect(capped.found).toBeGreaterThanOrEqual(50);
    expect(capped.complete).toBe(false);
    // Removed products never come back, and paging stays consistent.
    engine.remove(all[0]!);
    engine.remove(all[3]!);
    const after = (await engine.substructure(qm, 0, 10_000)).ids;
    expect(after).toEqual(all.filter((id) => id !== all[0] && id !== all[3]));
    expect((await engine.substructure(qm, 0, 5)).ids).toEqual(after.slice(0, 5));
    qm.delete();
  } finally {
    engine.delete();
  }
});

test('a replaced (deleted) engine says it is retired and finds nothing, so searches must ask the current index', async () => {
  const engine = StructureEngine.build(rd, rows);
  const qm = rd.get_mol('c1ccccc1')!;
  try {
    expect(engine.retired).toBe(false);
    expect((await engine.substructure(qm, 0, 5)).found).toBeGreaterThan(0);
    engine.delete();
    expect(engine.retired).toBe(true);
    expect((await engine.substructure(qm, 0, 5)).found).toBe(0);
  } finally {
    qm.delete();
  }
});

test('similarity top-K equals a naive Tanimoto scan (scores, order, threshold, total)', () => {
  const engine = StructureEngine.build(rd, rows);
  try {
    for (const qi of [0, 17, 123, rows.length - 3]) {
      const q = rows[qi]!;
      for (const t of [0.2, 0.45, 0.8]) {
        const naive = rows
          .map((r) => ({ id: r.id, score: tanimotoBytes(q.morganFp, r.morganFp) }))
          .filter((h) => h.score >= t - 1e-9)
          .sort((a, b) => b.score - a.score);
        const page = engine.similarity(q.morganFp, t, 0, 15);
        expect(page.total).toBe(naive.length);
        // The query itself scores 1 (DrugCentral also holds paracetamol: ties are allowed).
        expect(page.items[0]!.score).toBe(1);
        expect(page.items.filter((h) => h.score === 1).map((h) => h.id)).toContain(q.id);
        expect(page.items.map((h) => h.score)).toEqual(naive.slice(0, 15).map((h) => h.score));
        const next = engine.similarity(q.morganFp, t, 15, 15);
        expect(next.items.map((h) => h.score)).toEqual(naive.slice(15, 30).map((h) => h.score));
      }
    }
    // A replaced row is served once, with its new fingerprint.
    const para = rows[rows.length - 3]!;
    const other = rows[5]!;
    engine.addRow({ ...para, morganFp: other.morganFp });
    const again = engine.similarity(other.morganFp, 0.99, 0, 10);
    expect(again.items.map((h) => h.id).sort()).toEqual([other.id, para.id].sort());
    expect(engine.similarity(para.morganFp, 0.99, 0, 10).items.find((h) => h.id === para.id)).toBeUndefined();
    expect(engine.alive).toBe(rows.length);
    expect(engine.deadCount).toBe(1);
  } finally {
    engine.delete();
  }
});

test('FpMatrix: popcount bound never drops a qualifying row; empty query finds nothing', () => {
  const m = new FpMatrix(2);
  const a = new Uint8Array(256);
  a[0] = 0b1111;
  const b = new Uint8Array(256);
  b[0] = 0b0011;
  const c = new Uint8Array(256);
  c[1] = 0xff;
  m.push(a);
  m.push(b);
  m.push(c); // grows past the initial capacity
  expect(m.size).toBe(3);
  expect(popcountBytes(a)).toBe(4);
  const q = FpMatrix.queryWords(a);
  expect(m.search(q, 0.5, 10)).toEqual({
    hits: [
      { row: 0, score: 1 },
      { row: 1, score: 0.5 },
    ],
    total: 2,
  });
  expect(m.search(q, 0.51, 10).total).toBe(1);
  expect(m.search(FpMatrix.queryWords(new Uint8Array(256)), 0.1, 10)).toEqual({ hits: [], total: 0 });
  expect(m.tanimoto(q, 2)).toBe(0);
});

test('heavyAtomEstimate counts atoms of a SMILES', () => {
  expect(heavyAtomEstimate('CC(=O)Nc1ccc(O)cc1')).toBe(11);
  expect(heavyAtomEstimate('c1ccccc1Cl')).toBe(7);
  expect(heavyAtomEstimate('[NH4+].[Cl-]')).toBe(2);
  expect(heavyAtomEstimate('[2H]C([2H])([2H])Br')).toBe(2);
});

test('built from columns (the database load) it answers as built from rows, and lets go of each fingerprint buffer once used', async () => {
  // Shuffled input: the size order, not the input order, decides the library.
  const shuffled = [...rows].sort((a, b) => ((a.id * 7919) % 401) - ((b.id * 7919) % 401));
  const cols = columnsOf(shuffled);
  const fromRows = StructureEngine.build(rd, rows, { shardRows: 64 });
  const fromCols = await StructureEngine.buildAsync(rd, cols, { shardRows: 64, sliceMs: 0 });
  try {
    expect(cols.pattern).toBeNull();
    expect(cols.morgan).toBeNull();
    expect([fromCols.rows, fromCols.alive, fromCols.shardCount]).toEqual([
      fromRows.rows,
      fromRows.alive,
      fromRows.shardCount,
    ]);
    for (const q of QUERIES) {
      const qa = rd.get_qmol(q)!;
      try {
        const a = await fromRows.substructure(qa, 0, 50, { countUpTo: 1000 });
        const b = await fromCols.substructure(qa, 0, 50, { countUpTo: 1000 });
        expect(b.ids).toEqual(a.ids);
        expect(b.found).toBe(a.found);
      } finally {
        qa.delete();
      }
    }
    for (const r of rows.slice(0, 40))
      expect(fromCols.similarity(r.morganFp, 0.3, 0, 20)).toEqual(fromRows.similarity(r.morganFp, 0.3, 0, 20));
    // Consumed columns cannot build a second engine (their buffers are gone).
    expect(() => StructureEngine.build(rd, cols)).toThrow(/already consumed/);
  } finally {
    fromRows.delete();
    fromCols.delete();
  }
});
