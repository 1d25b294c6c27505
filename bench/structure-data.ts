/**
 * What the parts of the structure benchmark (bench/suites/structure.ts, bench/structure-db.ts) share: the 150k ChEMBL
 * set's SMILES and fingerprints (computed once, cached under .data/bench/), its InChIKeys, the substructure queries a
 * buyer draws, and the timing helpers (percentiles, monotonic clock, RSS, event-loop stall probe).
 */
import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { computeProps } from '../lib/platform/chem/props';
import { FP_BYTES } from '../lib/domain/catalog/structure/fp';
import type { Percentiles } from './types';

export const ROOT = path.resolve(__dirname, '..', '..');
export const DATA_FILES = ['chembl31_mini_train.zip', 'chembl31_test.zip', 'chembl31_valid.zip'];
export const CACHE_DIR = path.join(ROOT, '.data', 'bench');
export const CACHE_BASE = path.join(CACHE_DIR, 'structure-chembl31-v1');
export const PAGE = 20;
export const SIM_THRESHOLD = 0.5;

/** Broad and narrow substructure queries a buyer draws (scaffolds, functional groups, drug cores). */
export const SUBSTRUCTURE_QUERIES = [
  'c1ccccc1',
  'c1ccncc1',
  'C1CCNCC1',
  'C1CNCCN1',
  'c1ccc2[nH]ccc2c1',
  'c1ccc2ccccc2c1',
  'C(=O)O',
  'C(=O)N',
  'S(=O)(=O)N',
  'c1ccc(O)cc1',
  'CC(=O)Nc1ccccc1',
  'CC(=O)Nc1ccc(O)cc1',
  'CC(C)Cc1ccc(cc1)C(C)C(=O)O',
  'c1ncncn1',
  'O=C1CCCN1',
  'c1ncc2[nH]cnc2n1',
  'C1CCOC1',
  'c1ccsc1',
  'c1ccoc1',
  'FC(F)(F)c1ccccc1',
  'Clc1ccc(Cl)cc1',
  'N#Cc1ccccc1',
  'O=[N+]([O-])c1ccccc1',
  'c1ccc(-c2ccccc2)cc1',
  'C1CC1',
  'OC(=O)C1CCCN1',
  'NC(=O)c1cccnc1',
  'COc1ccc2nc(S(=O)Cc3ncc(C)c(OC)c3C)[nH]c2c1',
  'CN1CCN(CC1)c1ccccc1',
  'O=C(O)c1ccccc1O',
];

function readSmilesLines(): string[] {
  const out: string[] = [];
  for (const f of DATA_FILES) {
    const file = path.join(ROOT, 'data', f);
    if (!fs.existsSync(file)) throw new Error(`missing ${file} (the seed copies the ChEMBL sets into data/)`);
    const text = execFileSync('unzip', ['-p', file], { maxBuffer: 1 << 28 }).toString('utf8');
    for (const line of text.split('\n')) {
      const s = line.trim();
      if (s) out.push(s);
    }
  }
  return out;
}

export type Cache = {
  smiles: string[];
  pattern: Uint8Array;
  morgan: Uint8Array;
  count: number;
  prepSeconds: number | null;
};

/** Canonical SMILES + fingerprints of the 150k set, computed once and kept in .data/bench/. */
export async function loadOrBuildCache(rd: RDKitModule, log: (m: string) => void, rebuild = false): Promise<Cache> {
  const meta = `${CACHE_BASE}.json`;
  if (!rebuild && fs.existsSync(meta)) {
    const m = JSON.parse(fs.readFileSync(meta, 'utf8')) as { count: number; prepSeconds: number };
    const smiles = fs.readFileSync(`${CACHE_BASE}.smi`, 'utf8').split('\n').slice(0, m.count);
    const pattern = new Uint8Array(fs.readFileSync(`${CACHE_BASE}.pfp`));
    const morgan = new Uint8Array(fs.readFileSync(`${CACHE_BASE}.mfp`));
    if (smiles.length === m.count && pattern.length === m.count * FP_BYTES && morgan.length === m.count * FP_BYTES) {
      return { smiles, pattern, morgan, count: m.count, prepSeconds: null };
    }
    log('  structure cache is inconsistent: recomputing');
  }
  const lines = readSmilesLines();
  log(`  computing fingerprints of ${lines.length} molecules once (cached in ${path.relative(ROOT, CACHE_DIR)}/) …`);
  const t0 = Date.now();
  const smiles: string[] = [];
  const pattern = new Uint8Array(lines.length * FP_BYTES);
  const morgan = new Uint8Array(lines.length * FP_BYTES);
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const p = computeProps(rd, lines[i]!, { molfile: false, inchi: false });
    if (!p || seen.has(p.canonicalSmiles)) continue;
    seen.add(p.canonicalSmiles);
    const n = smiles.length;
    smiles.push(p.canonicalSmiles);
    pattern.set(p.patternFp.subarray(0, FP_BYTES), n * FP_BYTES);
    morgan.set(p.morganFp.subarray(0, FP_BYTES), n * FP_BYTES);
    if (i % 10_000 === 0 && i > 0) log(`    ${i} / ${lines.length} (${Math.round((Date.now() - t0) / 1000)} s)`);
  }
  const count = smiles.length;
  const prepSeconds = Math.round((Date.now() - t0) / 100) / 10;
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  fs.writeFileSync(`${CACHE_BASE}.smi`, smiles.join('\n'));
  fs.writeFileSync(`${CACHE_BASE}.pfp`, pattern.subarray(0, count * FP_BYTES));
  fs.writeFileSync(`${CACHE_BASE}.mfp`, morgan.subarray(0, count * FP_BYTES));
  fs.writeFileSync(meta, JSON.stringify({ count, prepSeconds, source: DATA_FILES, created: new Date().toISOString() }));
  return {
    smiles,
    pattern: pattern.subarray(0, count * FP_BYTES),
    morgan: morgan.subarray(0, count * FP_BYTES),
    count,
    prepSeconds,
  };
}

export function pct(samples: number[]): Percentiles {
  const s = Float64Array.from(samples).sort();
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? NaN;
  const r = (x: number) => Math.round(x * 100) / 100;
  const mean = s.length ? s.reduce((a, b) => a + b, 0) / s.length : NaN;
  return {
    p50: r(at(0.5)),
    p90: r(at(0.9)),
    p95: r(at(0.95)),
    p99: r(at(0.99)),
    max: r(s[s.length - 1] ?? NaN),
    mean: r(mean),
    count: s.length,
  };
}

export const now = () => Number(process.hrtime.bigint()) / 1e6;
export const rssMb = () => Math.round(process.memoryUsage().rss / 1024 / 1024);

/** The longest time a 5 ms timer had to wait (what another request would wait) until stop(). */
export function stallProbe(): { stop: () => number } {
  let stall = 0;
  let last = now();
  const timer = setInterval(() => {
    const t = now();
    stall = Math.max(stall, t - last - 5);
    last = t;
  }, 5);
  return {
    stop: () => {
      clearInterval(timer);
      return Math.max(stall, now() - last - 5);
    },
  };
}

/** InChIKeys of the cached set (what the seed stores in products.inchi_key), computed once and cached too. */
export async function loadOrBuildInchiKeys(rd: RDKitModule, cache: Cache, log: (m: string) => void): Promise<string[]> {
  const file = `${CACHE_BASE}.ikey`;
  if (fs.existsSync(file)) {
    const keys = fs.readFileSync(file, 'utf8').split('\n').slice(0, cache.count);
    if (keys.length === cache.count) return keys;
  }
  log(`  computing InChIKeys of ${cache.count} molecules once (cached in ${path.relative(ROOT, file)}) …`);
  const t0 = Date.now();
  const keys: string[] = [];
  for (let i = 0; i < cache.count; i++) {
    let key = '';
    const m = rd.get_mol(cache.smiles[i]!);
    if (m) {
      try {
        const inchi = m.get_inchi();
        key = inchi ? rd.get_inchikey_for_inchi(inchi) : '';
      } catch {
        key = '';
      } finally {
        m.delete();
      }
    }
    keys.push(key);
    if (i % 20_000 === 0 && i > 0) log(`    ${i} / ${cache.count} (${Math.round((Date.now() - t0) / 1000)} s)`);
  }
  fs.writeFileSync(file, keys.join('\n'));
  return keys;
}
