/**
 * The parts of the exact-search speed-up that must never change a result:
 * - the per-process query cache (lru-cache) (same answer as an uncached parse, bounded, errors kept);
 * - the lean query properties (formula/MW without fingerprints) equal the seed's computeProps;
 * - the sliced build (buildAsync) gives the same engine as the blocking one and lets timers run meanwhile;
 * - the faster fingerprint posting-list build equals a naive one.
 */
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { getRDKit } from '@/lib/platform/chem/rdkit';
import { computeProps } from '@/lib/platform/chem/props';
import { FpIndex, tanimotoBytes } from '@/lib/domain/catalog/structure/fp';
import { StructureEngine, type IndexRow } from '@/lib/domain/catalog/structure/engine';
import {
  cachedQuery,
  parseQuery,
  QUERY_CACHE_LIMITS,
  queryCache,
  queryInchiKey,
  queryMorganFp,
  querySummary,
  StructureQueryError,
} from '@/lib/domain/catalog/structure/query';

let rd: RDKitModule;
beforeAll(async () => {
  rd = await getRDKit();
});
beforeEach(() => queryCache().clear());

describe('query cache', () => {
  test('paracetamol written two ways: same canonical SMILES; a repeat returns the cached object; same answer as uncached', () => {
    const a = cachedQuery(rd, { smiles: 'CC(=O)Nc1ccc(O)cc1' });
    const b = cachedQuery(rd, { smiles: 'OC1=CC=C(NC(C)=O)C=C1' });
    expect(a.canonicalSmiles).toBe('CC(=O)Nc1ccc(O)cc1');
    expect(b.canonicalSmiles).toBe(a.canonicalSmiles);
    // The raw input is the key (after trimming / cutting a trailing name): a repeat or the next page costs nothing.
    expect(cachedQuery(rd, { smiles: '  OC1=CC=C(NC(C)=O)C=C1 paracetamol' })).toBe(b);
    expect(queryCache().size).toBe(2);
    const fresh = parseQuery(rd, { smiles: 'OC1=CC=C(NC(C)=O)C=C1' });
    expect(b.canonicalSmiles).toBe(fresh.canonicalSmiles);
    expect(b.summary).toEqual(fresh.summary);
    // Exact mode computes no fingerprint; asking for it later computes it once and keeps it on the entry.
    expect(b.morganFp).toBeUndefined();
    const fp = queryMorganFp(rd, b);
    expect(fp).not.toBeNull();
    expect(
      Buffer.from(fp!).equals(
        Buffer.from(computeProps(rd, 'CC(=O)Nc1ccc(O)cc1', { inchi: false, molfile: false })!.morganFp),
      ),
    ).toBe(true);
    expect(cachedQuery(rd, { smiles: 'OC1=CC=C(NC(C)=O)C=C1' }, { morgan: true }).morganFp).toBe(fp);
    expect(queryInchiKey(rd, b)).toBe('RZVAJINKPMORJF-UHFFFAOYSA-N');
    expect(b.inchiKey).toBe('RZVAJINKPMORJF-UHFFFAOYSA-N');
  });

  test('unreadable input is remembered and throws the same message; oversized input never enters the cache', () => {
    expect(() => cachedQuery(rd, { smiles: 'C1CC(' })).toThrow(new StructureQueryError('结构式无法识别，请检查后重试'));
    expect(queryCache().size).toBe(1);
    expect(() => cachedQuery(rd, { smiles: 'C1CC(' })).toThrow('结构式无法识别，请检查后重试');
    expect(() => cachedQuery(rd, { smiles: 'C'.repeat(2001) })).toThrow('结构式过大，请简化后重试');
    expect(() => cachedQuery(rd, { smiles: '  ' })).toThrow('请先绘制或输入结构式');
    expect(queryCache().size).toBe(1);
  });

  test('a SMILES and the same text as a molfile are different keys; SMARTS entries have no properties', () => {
    const s = cachedQuery(rd, { smiles: '[#6]~[#7]' });
    expect(s).toMatchObject({ smarts: true, canonicalSmiles: null, summary: null, morganFp: null });
    const m = rd.get_mol('CCO')!;
    const molfile = m.get_molblock();
    m.delete();
    const viaMolfile = cachedQuery(rd, { molfile });
    expect(viaMolfile.isMolfile).toBe(true);
    expect(viaMolfile.canonicalSmiles).toBe(cachedQuery(rd, { smiles: 'OCC' }).canonicalSmiles);
    expect(queryCache().size).toBe(3);
  });

  test('the cache is bounded: past maxEntries the least recently used inputs are dropped', () => {
    const c = queryCache();
    expect(c.max).toBe(QUERY_CACHE_LIMITS.maxEntries);
    expect(c.maxSize).toBe(QUERY_CACHE_LIMITS.maxBytes);
    const para = cachedQuery(rd, { smiles: 'CC(=O)Nc1ccc(O)cc1' });
    // Unreadable inputs are cached too and cost microseconds: fill the cache past its bound with them.
    for (let n = 0; n < QUERY_CACHE_LIMITS.maxEntries + 50; n++) {
      expect(() => cachedQuery(rd, { smiles: `C1CC(${n}` })).toThrow(StructureQueryError);
    }
    expect(c.size).toBe(QUERY_CACHE_LIMITS.maxEntries);
    expect(c.calculatedSize).toBeLessThanOrEqual(QUERY_CACHE_LIMITS.maxBytes);
    // The oldest entry (paracetamol) was evicted: asking again parses anew (a new object, the same answer).
    const again = cachedQuery(rd, { smiles: 'CC(=O)Nc1ccc(O)cc1' });
    expect(again).not.toBe(para);
    expect(again.canonicalSmiles).toBe(para.canonicalSmiles);
    // A large molfile is weighed by its size: the byte bound holds whatever the entry count.
    expect(c.maxSize).toBeLessThan(QUERY_CACHE_LIMITS.maxEntries * 100 * 1024);
  });

  test('formula and MW without fingerprints equal the seed computeProps (salts, isotopes, charges, stereo)', () => {
    for (const smi of [
      'CC(=O)Nc1ccc(O)cc1',
      'CN1CCC[C@H]1c1cccnc1.Cl',
      '[2H]C([2H])([2H])Oc1ccccc1',
      'C[N+](C)(C)C.[Br-]',
      'O=C([O-])c1ccccc1.[Na+]',
      '[Na+].[Na+].O=C([O-])C([O-])=O',
    ]) {
      const p = computeProps(rd, smi, { molfile: false, inchi: false })!;
      const q = parseQuery(rd, { smiles: smi });
      expect(q.canonicalSmiles).toBe(p.canonicalSmiles);
      expect(querySummary(rd, q)).toEqual({
        formula: p.formula,
        formulaHill: p.formulaHill,
        molecularWeight: p.molecularWeight,
      });
      const withFp = parseQuery(rd, { smiles: smi }, { morgan: true });
      expect(Buffer.from(withFp.morganFp!).equals(Buffer.from(p.morganFp))).toBe(true);
    }
  });
});

describe('index build', () => {
  test('buildAsync builds the same engine as build and lets timers run in between', async () => {
    const smiles = [
      'CC(=O)Nc1ccc(O)cc1',
      'Nc1ccc(O)cc1',
      'c1ccccc1',
      'Cc1ccccc1',
      'Oc1ccccc1',
      'CCO',
      'CC(C)Cc1ccc(cc1)C(C)C(=O)O',
      'Cn1cnc2c1c(=O)n(C)c(=O)n2C',
    ];
    const rows: IndexRow[] = [];
    for (let i = 0; i < 600; i++) {
      const p = computeProps(rd, smiles[i % smiles.length]!, { molfile: false, inchi: false })!;
      rows.push({ id: i + 1, smiles: p.canonicalSmiles, patternFp: p.patternFp, morganFp: p.morganFp });
    }
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    const a = await StructureEngine.buildAsync(rd, rows, { shardRows: 100, sliceMs: 0 });
    clearInterval(timer);
    const b = StructureEngine.build(rd, rows, { shardRows: 100 });
    try {
      expect(ticks).toBeGreaterThan(0);
      expect(a.alive).toBe(b.alive);
      expect(a.shardCount).toBe(b.shardCount);
      const qm = rd.get_mol('c1ccccc1')!;
      expect((await a.substructure(qm, 0, 1000)).ids).toEqual((await b.substructure(qm, 0, 1000)).ids);
      qm.delete();
      expect(a.similarity(rows[0]!.morganFp, 0.3, 0, 50)).toEqual(b.similarity(rows[0]!.morganFp, 0.3, 0, 50));
    } finally {
      a.delete();
      b.delete();
    }
  });

  test('rows in any id order give the same smallest-first order (ties by product id)', async () => {
    const smiles = ['CC(=O)Nc1ccc(O)cc1', 'c1ccccc1', 'Cc1ccccc1', 'Oc1ccccc1', 'Nc1ccc(O)cc1', 'c1ccc2ccccc2c1'];
    const rows: IndexRow[] = smiles.flatMap((smi, i) => {
      const p = computeProps(rd, smi, { molfile: false, inchi: false })!;
      // Two products per structure, ids interleaved so that ties need the id.
      return [100 + i, 200 - i].map((id) => ({
        id,
        smiles: p.canonicalSmiles,
        patternFp: p.patternFp,
        morganFp: p.morganFp,
      }));
    });
    const byId = [...rows].sort((a, b) => a.id - b.id);
    const shuffled = [...rows].reverse();
    const a = StructureEngine.build(rd, byId, { shardRows: 4 });
    const b = StructureEngine.build(rd, shuffled, { shardRows: 4 });
    const qm = rd.get_mol('c1ccccc1')!;
    try {
      const ia = (await a.substructure(qm, 0, 100)).ids;
      expect((await b.substructure(qm, 0, 100)).ids).toEqual(ia);
      // Benzene (100+1, 200-1) first, then toluene and phenol (7 atoms; by id), …
      expect(ia.slice(0, 2)).toEqual([101, 199]);
      expect(ia.slice(2, 6)).toEqual([102, 103, 197, 198]);
    } finally {
      qm.delete();
      a.delete();
      b.delete();
    }
  });

  test('FpIndex posting lists equal a naive Tanimoto over random fingerprints (incl. empty and full bytes)', () => {
    let seed = 42;
    const rand = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
    const fps: Uint8Array[] = [];
    for (let i = 0; i < 300; i++) {
      const fp = new Uint8Array(256);
      for (let k = 0; k < 40 + (i % 60); k++) fp[Math.floor(rand() * 256)]! |= 1 << Math.floor(rand() * 8);
      if (i % 50 === 0) fp[255] = 0xff;
      fps.push(fp);
    }
    fps.push(new Uint8Array(256));
    const ix = FpIndex.build(fps.length, (i) => fps[i]!);
    const q = fps[10]!;
    const naive = fps.map((f, row) => ({ row, score: tanimotoBytes(q, f) })).filter((h) => h.score >= 0.1 - 1e-9);
    const r = ix.search(q, 0.1, 1000);
    expect(r.total).toBe(naive.length);
    expect(new Map(r.hits.map((h) => [h.row, h.score]))).toEqual(new Map(naive.map((h) => [h.row, h.score])));
    expect(ix.scores(q, [10, 11, fps.length - 1])).toEqual([1, tanimotoBytes(q, fps[11]!), 0]);
  });
});
