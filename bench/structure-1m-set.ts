/**
 * The 1M-molecule structure set of the `structure-1m` bench suite, generated deterministically from the 150k ChEMBL 31
 * molecules (data/chembl31_*.zip) and cached under .data/bench/ (never committed).
 *
 * Generation (`npx tsx bench/structure-1m-set.ts generate [--count 1000000] [--workers 2]`):
 *   - every ChEMBL molecule (file order) is followed by substituent variants: an aromatic C–H (RDKit `[cH]` match)
 *     replaced by F, Cl, Br, CH3, OCH3, OH or NH2. The candidates of one molecule ((position, substituent) pairs) are
 *     shuffled with a PRNG seeded by its SMILES; round r takes candidates r·V … r·V+V-1 of every molecule (V = 7);
 *     rounds repeat until the set is full;
 *   - a variant is written as the parent SMILES with a branch inserted after the chosen atom (`c1…` → `c1(F)…`; RDKit
 *     numbers atoms in input order), so it costs no RDKit work beyond the one property computation every molecule needs;
 *   - properties with the seed's own computeProps (canonical SMILES, formula, MW, InChI/InChIKey, pattern and Morgan
 *     fingerprints) in worker threads (the seed's props pool); molecules are de-duplicated by InChIKey (by canonical
 *     SMILES when InChI fails) in generation order, and the set stops at exactly `count`.
 *   - Resumable: results are appended per chunk of 500 parents with a progress file; an interrupted run continues.
 * The files: `<base>.tsv` (smiles, canonical SMILES, InChIKey, formula, Hill formula, MW, exact mass, InChI, parent
 * index), `<base>.pfp` / `<base>.mfp` (raw 256-byte pattern / Morgan fingerprints, one per line of the tsv),
 * `<base>.json` (count, seconds, state).
 *
 * Loading (`npx tsx bench/structure-1m-set.ts load --url postgres://…/mall_h27_1m`): the database is migrated, the demo
 * catalogue seeded when it has none (categories, brands), and the set written as the seed writes benchmark products
 * (lib/db/seed/bench.ts benchRecord/writeChunk: products + product_structures + 2–3 SKUs each, CB-0000001 …), in a
 * fixed pseudo-random order (so neighbouring ids are not variants of one parent), secondary indexes rebuilt at the end.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { like, sql } from 'drizzle-orm';
import type { ChemProps } from '../lib/platform/chem/props';
import type { Db } from '../lib/db/client';
import { loadRDKit } from '../lib/db/seed/rdkit';
import { chemblSmiles } from '../lib/db/seed/sources';
import { createPropsPool } from '../lib/db/seed/props-pool';
import { hash32, Prng } from '../lib/db/seed/prng';
import { FP_BYTES } from '../lib/domain/catalog/structure/fp';

const ROOT = path.resolve(__dirname, '..');
export const SET_BASE = process.env.STRUCTURE_SET_BASE ?? path.join(ROOT, '.data', 'bench', 'structure-1m-v1');
export const SET_DEFAULT_COUNT = 1_000_000;
/** Substituents replacing an aromatic H (SMILES branch text). */
const SUBSTITUENTS = ['F', 'Cl', 'Br', 'C', 'OC', 'O', 'N'] as const;
/** Variants per parent and round. */
const PER_ROUND = 7;
const MAX_ROUNDS = 6;
const CHUNK_PARENTS = 500;

/** Atom tokens of a SMILES outside brackets, plus bracket atoms (RDKit numbers atoms in this order). */
const ATOM_TOKEN = /\[[^\]]*\]|Br|Cl|[BCNOPSFI]|[bcnops]|\*/g;
/** Ring-closure bonds that follow an atom (with an optional bond symbol). */
const RING_BONDS = /^(?:[-=#$:/\\]?(?:%\d{2}|\d))*/;

/** End offsets (after their ring-closure digits) and text of every atom token, in atom-index order. */
export function atomSites(smiles: string): { end: number; token: string }[] {
  const out: { end: number; token: string }[] = [];
  ATOM_TOKEN.lastIndex = 0;
  for (let m = ATOM_TOKEN.exec(smiles); m; m = ATOM_TOKEN.exec(smiles)) {
    const after = m.index + m[0].length;
    const ring = RING_BONDS.exec(smiles.slice(after))![0];
    out.push({ end: after + ring.length, token: m[0] });
  }
  return out;
}

/** `smiles` with the branch `(sub)` on atom `atom` (a bare aromatic `c` carrying one H). */
export function withSubstituent(smiles: string, sites: { end: number }[], atom: number, sub: string): string {
  const at = sites[atom]!.end;
  return `${smiles.slice(0, at)}(${sub})${smiles.slice(at)}`;
}

/** The shuffled (atom, substituent) candidates of one parent: bare `c` atoms that RDKit matches as `[cH]`. */
function candidates(
  rd: RDKitModule,
  cH: ReturnType<RDKitModule['get_qmol']>,
  smiles: string,
): { atom: number; sub: string }[] {
  const mol = rd.get_mol(smiles);
  if (!mol) return [];
  let atoms: number[] = [];
  try {
    const sites = atomSites(smiles);
    if (sites.length !== mol.get_num_atoms()) return [];
    // No match is "{}", not "[]".
    const parsed = JSON.parse(mol.get_substruct_matches(cH!)) as { atoms: number[] }[] | object;
    const matches = Array.isArray(parsed) ? parsed : [];
    atoms = matches.map((m) => m.atoms[0]!).filter((a) => sites[a]?.token === 'c');
  } finally {
    mol.delete();
  }
  const list = atoms.flatMap((atom) => SUBSTITUENTS.map((sub) => ({ atom, sub })));
  const rng = new Prng(hash32(smiles));
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    [list[i], list[j]] = [list[j]!, list[i]!];
  }
  return list;
}

type Meta = {
  count: number;
  target: number;
  round: number;
  parent: number;
  lines: number;
  seconds: number;
  done: boolean;
  created: string;
};

export type SetRow = {
  smiles: string;
  canonicalSmiles: string;
  inchiKey: string | null;
  formula: string;
  formulaHill: string;
  molecularWeight: number;
  exactMass: number;
  inchi: string | null;
  parent: number;
};

const clean = (s: string | null | undefined) => (s ?? '').replace(/[\t\n\r]/g, ' ');

function readMeta(): Meta | null {
  try {
    return JSON.parse(fs.readFileSync(`${SET_BASE}.json`, 'utf8')) as Meta;
  } catch {
    return null;
  }
}

/** Reads the tsv lines of the set (the first `n`). */
function readLines(n: number): string[] {
  if (!fs.existsSync(`${SET_BASE}.tsv`)) return [];
  const text = fs.readFileSync(`${SET_BASE}.tsv`, 'utf8');
  const lines = text.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  return lines.slice(0, n);
}

export async function generateSet(
  opts: { count?: number; workers?: number; log?: (m: string) => void } = {},
): Promise<Meta> {
  const log = opts.log ?? ((m: string) => console.log(m));
  const target = opts.count ?? SET_DEFAULT_COUNT;
  fs.mkdirSync(path.dirname(SET_BASE), { recursive: true });
  let meta = readMeta();
  if (meta && meta.target !== target) throw new Error(`${SET_BASE}.* holds a set of ${meta.target}: remove it first`);
  if (meta?.done) return meta;
  meta ??= {
    count: 0,
    target,
    round: 0,
    parent: 0,
    lines: 0,
    seconds: 0,
    done: false,
    created: new Date().toISOString(),
  };
  // Resume: keep exactly the committed lines (a crash may have left a partial chunk behind).
  const lines = readLines(meta.lines);
  const keys = new Set<string>();
  for (const l of lines) {
    const f = l.split('\t');
    keys.add(f[2] || `S:${f[1]}`);
  }
  fs.writeFileSync(`${SET_BASE}.tsv`, lines.length ? lines.join('\n') + '\n' : '');
  for (const ext of ['pfp', 'mfp']) {
    const file = `${SET_BASE}.${ext}`;
    const have = fs.existsSync(file) ? fs.statSync(file).size : 0;
    if (have < meta.lines * FP_BYTES)
      throw new Error(`${file} is shorter than its progress file says: remove ${SET_BASE}.*`);
    if (have > meta.lines * FP_BYTES) fs.truncateSync(file, meta.lines * FP_BYTES);
    if (!fs.existsSync(file)) fs.writeFileSync(file, '');
  }
  const parents = [...chemblSmiles(path.join(ROOT, 'data'))];
  const rd = await loadRDKit();
  (rd as unknown as { disable_logging?: () => void }).disable_logging?.();
  const cH = rd.get_qmol('[cH]');
  const pool = await createPropsPool(opts.workers ?? 2);
  log(
    `  structure set: ${meta.count} of ${target} molecules so far; ${parents.length} parents; ${pool.workers} worker threads`,
  );
  const t0 = Date.now();
  const secondsBefore = meta.seconds;
  const tsv = fs.openSync(`${SET_BASE}.tsv`, 'a');
  const pfp = fs.openSync(`${SET_BASE}.pfp`, 'a');
  const mfp = fs.openSync(`${SET_BASE}.mfp`, 'a');
  try {
    /** The molecules of one chunk: (round, parents from … to): SMILES and parent index. */
    const chunkOf = (round: number, from: number): { smiles: string[]; parent: number[] } => {
      const smiles: string[] = [];
      const parent: number[] = [];
      for (let p = from; p < Math.min(parents.length, from + CHUNK_PARENTS); p++) {
        const s = parents[p]!;
        if (round === 0) {
          smiles.push(s);
          parent.push(p);
        }
        const sites = atomSites(s);
        for (const c of candidates(rd, cH, s).slice(round * PER_ROUND, (round + 1) * PER_ROUND)) {
          smiles.push(withSubstituent(s, sites, c.atom, c.sub));
          parent.push(p);
        }
      }
      return { smiles, parent };
    };
    const propsOpts = { molfile: false, inchi: true };
    let round = meta.round;
    let from = meta.parent;
    let chunk = chunkOf(round, from);
    let pending: Promise<(ChemProps | null)[]> | null = pool.compute(chunk.smiles, propsOpts);
    let lastLog = Date.now();
    while (pending && meta.count < target) {
      const props = await pending;
      const current = chunk;
      // The next chunk's molecules are enumerated while the workers compute this one's successor.
      let nextRound = round;
      let nextFrom = from + CHUNK_PARENTS;
      if (nextFrom >= parents.length) {
        nextRound++;
        nextFrom = 0;
      }
      pending = null;
      if (nextRound < MAX_ROUNDS) {
        chunk = chunkOf(nextRound, nextFrom);
        pending = pool.compute(chunk.smiles, propsOpts);
      }
      const out: string[] = [];
      const pBuf: Uint8Array[] = [];
      const mBuf: Uint8Array[] = [];
      for (let i = 0; i < current.smiles.length && meta.count + out.length < target; i++) {
        const p = props[i];
        if (!p || p.patternFp.length !== FP_BYTES || p.morganFp.length !== FP_BYTES || p.canonicalSmiles.includes('\n'))
          continue;
        const key = p.inchiKey || `S:${p.canonicalSmiles}`;
        if (keys.has(key)) continue;
        keys.add(key);
        out.push(
          [
            clean(current.smiles[i]),
            clean(p.canonicalSmiles),
            clean(p.inchiKey),
            clean(p.formula),
            clean(p.formulaHill),
            p.molecularWeight,
            p.exactMass,
            clean(p.inchi),
            current.parent[i],
          ].join('\t'),
        );
        pBuf.push(p.patternFp);
        mBuf.push(p.morganFp);
      }
      if (out.length) {
        fs.writeSync(pfp, Buffer.concat(pBuf));
        fs.writeSync(mfp, Buffer.concat(mBuf));
        fs.writeSync(tsv, out.join('\n') + '\n');
      }
      meta.count += out.length;
      meta.lines = meta.count;
      meta.round = nextRound;
      meta.parent = nextFrom;
      meta.seconds = Math.round(secondsBefore + (Date.now() - t0) / 1000);
      fs.writeFileSync(`${SET_BASE}.json`, JSON.stringify(meta));
      round = nextRound;
      from = nextFrom;
      if (Date.now() - lastLog > 30_000) {
        lastLog = Date.now();
        const rate = (meta.count - (lines.length || 0)) / Math.max(1, (Date.now() - t0) / 1000);
        log(
          `    ${meta.count} / ${target} (round ${round}, parent ${from}; ${rate.toFixed(0)} molecules/s; ${meta.seconds} s)`,
        );
      }
    }
    await pending?.catch(() => undefined);
    if (meta.count < target) throw new Error(`only ${meta.count} distinct molecules after ${MAX_ROUNDS} rounds`);
    meta.done = true;
    meta.seconds = Math.round(secondsBefore + (Date.now() - t0) / 1000);
    fs.writeFileSync(`${SET_BASE}.json`, JSON.stringify(meta));
    log(`  structure set: ${meta.count} molecules in ${meta.seconds} s of generation`);
    return meta;
  } finally {
    fs.closeSync(tsv);
    fs.closeSync(pfp);
    fs.closeSync(mfp);
    cH?.delete();
    await pool.close();
  }
}

export type LoadedSet = { rows: SetRow[]; pattern: Uint8Array; morgan: Uint8Array; count: number; seconds: number };

/** The generated set (generation must have finished). */
export function readSet(): LoadedSet {
  const meta = readMeta();
  if (!meta?.done)
    throw new Error(`no finished structure set at ${SET_BASE}.*: run \`npx tsx bench/structure-1m-set.ts generate\``);
  const rows = readLines(meta.count).map((l): SetRow => {
    const f = l.split('\t');
    return {
      smiles: f[0]!,
      canonicalSmiles: f[1]!,
      inchiKey: f[2] || null,
      formula: f[3]!,
      formulaHill: f[4]!,
      molecularWeight: Number(f[5]),
      exactMass: Number(f[6]),
      inchi: f[7] || null,
      parent: Number(f[8]),
    };
  });
  const pattern = new Uint8Array(fs.readFileSync(`${SET_BASE}.pfp`));
  const morgan = new Uint8Array(fs.readFileSync(`${SET_BASE}.mfp`));
  if (
    rows.length !== meta.count ||
    pattern.length !== meta.count * FP_BYTES ||
    morgan.length !== meta.count * FP_BYTES
  ) {
    throw new Error(`${SET_BASE}.* is inconsistent: remove it and generate again`);
  }
  return { rows, pattern, morgan, count: meta.count, seconds: meta.seconds };
}

/** The fixed load order: a seeded permutation of the set (ids of variants of one parent are not neighbours). */
export function loadOrder(count: number): Int32Array {
  const order = Int32Array.from({ length: count }, (_, i) => i);
  const rng = new Prng(0x5eed1e);
  for (let i = count - 1; i > 0; i--) {
    const j = Math.floor(rng.next() * (i + 1));
    const t = order[i]!;
    order[i] = order[j]!;
    order[j] = t;
  }
  return order;
}

/**
 * Writes the set into a migrated database that holds the demo catalogue, as the seed writes benchmark products
 * (benchRecord/writeChunk: products + product_structures + SKUs, CB-0000001 … in loadOrder), secondary indexes
 * suspended meanwhile and rebuilt at the end. A database that already holds the whole set is left as it is.
 */
export async function loadSetIntoDb(
  db: Db,
  set: LoadedSet,
  log: (m: string) => void,
): Promise<{ seconds: number; reused: boolean }> {
  const { benchContext, benchRecord, writeChunk } = await import('../lib/db/seed/bench');
  const { suspendIndexes, recountCatalogue } = await import('../lib/db/seed/util');
  const { products } = await import('../lib/db/schema');
  const have = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(products)
    .where(like(products.code, 'CB-%'));
  const n0 = Number(have[0]?.n ?? 0);
  if (n0 === set.count) return { seconds: 0, reused: true };
  if (n0 > 0)
    throw new Error(
      `the database holds ${n0} benchmark products (CB-…), not the ${set.count} of the set: use a fresh database`,
    );
  const t0 = Date.now();
  const ctx = await benchContext(db);
  const order = loadOrder(set.count);
  const restore = await suspendIndexes(db, ['products', 'skus', 'product_structures']);
  const CHUNK = 2000;
  try {
    for (let i = 0; i < set.count; i += CHUNK) {
      const records = [];
      for (let k = i; k < Math.min(set.count, i + CHUNK); k++) {
        const j = order[k]!;
        const r = set.rows[j]!;
        const chem = {
          smiles: r.smiles,
          canonicalSmiles: r.canonicalSmiles,
          formula: r.formula,
          formulaHill: r.formulaHill,
          molecularWeight: r.molecularWeight,
          exactMass: r.exactMass,
          inchi: r.inchi,
          inchiKey: r.inchiKey,
          patternFp: set.pattern.subarray(j * FP_BYTES, (j + 1) * FP_BYTES),
          morganFp: set.morgan.subarray(j * FP_BYTES, (j + 1) * FP_BYTES),
        };
        records.push({ rec: benchRecord(k + 1, chem, ctx), chem });
      }
      await writeChunk(db, records);
      if ((i / CHUNK) % 50 === 0)
        log(`    wrote ${i + records.length} / ${set.count} (${Math.round((Date.now() - t0) / 1000)} s)`);
    }
  } finally {
    const ti = Date.now();
    await restore();
    log(`    secondary indexes rebuilt in ${Math.round((Date.now() - ti) / 1000)} s`);
  }
  await recountCatalogue(db);
  await db.execute(sql.raw('analyze products'));
  await db.execute(sql.raw('analyze product_structures'));
  await db.execute(sql.raw('analyze skus'));
  return { seconds: Math.round((Date.now() - t0) / 1000), reused: false };
}

if (require.main === module) {
  const argv = process.argv.slice(2);
  const opt = (name: string) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const cmd = argv[0];
  (async () => {
    if (cmd === 'generate') {
      await generateSet({
        count: opt('--count') ? Number(opt('--count')) : undefined,
        workers: opt('--workers') ? Number(opt('--workers')) : undefined,
      });
    } else if (cmd === 'load') {
      const url = opt('--url');
      if (!url) throw new Error('--url postgres://… (a migrated database with the demo catalogue)');
      const { openDb } = await import('../lib/db/client');
      const { migrateDb } = await import('../lib/db/migrate');
      const h = await openDb({ kind: 'postgres', url });
      try {
        await migrateDb(h);
        const r = await loadSetIntoDb(h.db, readSet(), (m) => console.log(m));
        console.log(r.reused ? '  the database already holds the set' : `  loaded in ${r.seconds} s`);
      } finally {
        await h.close();
      }
    } else {
      console.log('npx tsx bench/structure-1m-set.ts generate [--count N] [--workers N] | load --url postgres://…');
      process.exit(2);
    }
  })().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
