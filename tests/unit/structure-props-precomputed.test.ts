/**
 * The demo seed's precomputed structure properties (data/structure-props.jsonl.gz, lib/db/seed/precomputed-props.ts):
 * the committed file gives exactly what RDKit computes now, and a file of another RDKit or property code is never used.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getRDKit, type RDKitModule } from '../../lib/platform/chem/rdkit';
import { computeProps, type ChemProps, type PropsOptions } from '../../lib/platform/chem/props';
import {
  PRECOMPUTED_PROPS_FILE,
  currentStamp,
  encodePrecomputed,
  propsKey,
  readPrecomputed,
  withPrecomputed,
} from '../../lib/db/seed/precomputed-props';
import type { PropsPool } from '../../lib/db/seed/props-pool';

const FILE = path.join(process.cwd(), 'data', PRECOMPUTED_PROPS_FILE);
const optsOf = (key: string): PropsOptions => ({ molfile: key[0] === '1', inchi: key[1] === '1' });

let rdkit: RDKitModule;
beforeAll(async () => {
  rdkit = await getRDKit();
});

/** A pool that computes with RDKit in-process and counts what it was asked. */
function countingPool(): PropsPool & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    workers: 0,
    async compute(smiles, opts) {
      asked.push(...smiles);
      return smiles.map((s) => computeProps(rdkit, s, opts));
    },
    async close() {},
  };
}

describe('data/structure-props.jsonl.gz', () => {
  test('is stamped with the installed RDKit and the current property code (else: npm run seed:props)', () => {
    const r = readPrecomputed(FILE);
    expect(r.entries === null ? r.reason : 'used').toBe('used');
    // The whole demo catalogue: every DrugCentral substance and the nitrosamines, with their option sets.
    expect(r.entries!.size).toBeGreaterThan(4000);
  });

  test('a sample of its entries equals what computing gives now (every field, fingerprints included)', () => {
    const r = readPrecomputed(FILE);
    const keys = [...r.entries!.keys()].sort();
    const step = Math.max(1, Math.floor(keys.length / 40));
    // Both option sets of the seed: neither InChI nor coordinates (DrugCentral gives them), both (nitrosamines,
    // impurities, intermediates); and any other (InChI alone: DrugCentral rows without an InChIKey) in full.
    const sample = keys.filter((k, i) => i % step === 0 || !/^(00|11)/.test(k));
    expect(sample.some((k) => k.startsWith('00')) && sample.some((k) => k.startsWith('11'))).toBe(true);
    for (const key of sample) {
      const input = key.slice(key.indexOf('\t') + 1);
      expect({ key, props: r.entries!.get(key) }).toEqual({ key, props: computeProps(rdkit, input, optsOf(key)) });
    }
  });
});

describe('readPrecomputed / withPrecomputed', () => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'structure-props-'));
  afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));
  const paracetamol = 'CC(=O)Nc1ccc(O)cc1';
  const opts = { molfile: false, inchi: false } as const;
  const write = (name: string, stamp: { rdkit: string; code: string }, props: ChemProps | null) => {
    const file = path.join(tmp, name);
    fs.writeFileSync(file, encodePrecomputed(stamp, new Map([[propsKey(paracetamol, opts), props]])));
    return file;
  };

  test('a file written by other property code or another RDKit is not used', () => {
    const props = computeProps(rdkit, paracetamol, opts);
    const stamp = currentStamp();
    expect(readPrecomputed(write('same.gz', stamp, props)).entries?.get(propsKey(paracetamol, opts))).toEqual(props);
    const otherCode = readPrecomputed(write('code.gz', { ...stamp, code: 'f'.repeat(16) }, props));
    expect(otherCode).toEqual({ entries: null, reason: 'the property code changed since it was written' });
    const otherRdkit = readPrecomputed(write('rdkit.gz', { ...stamp, rdkit: '2020.3.1' }, props));
    expect(otherRdkit.entries).toBeNull();
    expect(readPrecomputed(path.join(tmp, 'missing.gz')).entries).toBeNull();
  });

  test('hits never start RDKit; only the misses are computed, in input order', async () => {
    const props = computeProps(rdkit, paracetamol, opts)!;
    // A stale value under the key proves the answer came from the file, not from computing.
    const marked = { ...props, formula: 'FROM-FILE' };
    const inner = countingPool();
    let opened = 0;
    const pool = withPrecomputed(new Map([[propsKey(paracetamol, opts), marked]]), async () => (opened++, inner));
    expect((await pool.compute([paracetamol], opts))[0]!.formula).toBe('FROM-FILE');
    expect(opened).toBe(0);
    // Other options are another key: computed.
    const out = await pool.compute(['CCO', paracetamol, 'not a smiles'], opts);
    expect(out.map((p) => p?.formula ?? null)).toEqual(['C2H6O', 'FROM-FILE', null]);
    expect((await pool.compute([paracetamol], { molfile: false, inchi: true }))[0]!.inchiKey).toBe(
      'RZVAJINKPMORJF-UHFFFAOYSA-N',
    );
    expect(opened).toBe(1);
    expect(inner.asked).toEqual(['CCO', 'not a smiles', paracetamol]);
    expect({ hits: pool.hits, misses: pool.misses }).toEqual({ hits: 2, misses: 3 });
    await pool.close();
  });
});
