/**
 * Structure properties of the demo catalogue computed ahead of time (data/structure-props.jsonl.gz, written by
 * `npm run seed:props`): a fresh clone's seed then looks them up instead of starting RDKit in worker threads.
 *
 * The file is used only when it was written by the same RDKit version and the same property code (a hash of the
 * source files that decide the values, and of the structure input limits); otherwise — or for a structure the file
 * does not hold — the seed computes as before. A key is the input string plus the options it was computed with, so
 * a changed data source or a changed option only misses, it never answers wrongly.
 *
 * Format: gzip of JSON lines; the first line is the header { rdkit, code, entries }, then one { s, o, p } per
 * structure (s: input, o: option key, p: the properties with fingerprints in base64, or null when unparsable).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { STRUCTURE } from '../../config/constants';
import type { ChemProps, PropsOptions } from '../../platform/chem/props';
import type { PropsPool } from './props-pool';

export const PRECOMPUTED_PROPS_FILE = 'structure-props.jsonl.gz';

/** The source files whose code decides a structure's properties (lib/platform/chem/props.ts and what it imports). */
const PROPERTY_CODE = ['props.ts', 'formula.ts', 'guard.ts', 'health.ts'].map((f) => `lib/platform/chem/${f}`);

export type PropsStamp = { rdkit: string; code: string };

/** What a precomputed file must carry to be used: the installed RDKit version and the hash of the property code. */
export function currentStamp(root = process.cwd()): PropsStamp {
  const h = createHash('sha256');
  for (const f of PROPERTY_CODE) h.update(`${f}\n`).update(fs.readFileSync(path.join(root, f)));
  h.update(JSON.stringify(STRUCTURE));
  return { rdkit: rdkitVersion(), code: h.digest('hex').slice(0, 16) };
}

/** The installed @rdkit/rdkit's version (its package.json is not among the package's exports: found from its main). */
function rdkitVersion(): string {
  for (let dir = path.dirname(require.resolve('@rdkit/rdkit')); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version: string };
    if (pkg.name === '@rdkit/rdkit') return pkg.version;
  }
  throw new Error('@rdkit/rdkit: package.json not found');
}

/** The key of one computation: input and the options that change the result. */
export function propsKey(input: string, opts: PropsOptions = {}): string {
  return `${opts.molfile === false ? 0 : 1}${opts.inchi === false ? 0 : 1}\t${input}`;
}

type Line = {
  s: string;
  o: string;
  p: (Omit<ChemProps, 'patternFp' | 'morganFp'> & { fp: string; mfp: string }) | null;
};

const b64 = (a: Uint8Array) => Buffer.from(a.buffer, a.byteOffset, a.byteLength).toString('base64');
const bytes = (s: string) => new Uint8Array(Buffer.from(s, 'base64'));

/** The file's bytes for these computations (sorted by key: the same inputs always give the same file). */
export function encodePrecomputed(stamp: PropsStamp, entries: Map<string, ChemProps | null>): Buffer {
  const keys = [...entries.keys()].sort();
  const lines = [JSON.stringify({ ...stamp, entries: keys.length })];
  for (const key of keys) {
    const tab = key.indexOf('\t');
    const p = entries.get(key) ?? null;
    const { patternFp, morganFp, ...rest } = p ?? ({} as ChemProps);
    const line: Line = {
      s: key.slice(tab + 1),
      o: key.slice(0, tab),
      p: p ? { ...rest, fp: b64(patternFp), mfp: b64(morganFp) } : null,
    };
    lines.push(JSON.stringify(line));
  }
  return zlib.gzipSync(`${lines.join('\n')}\n`, { level: 9 });
}

export type Precomputed = { entries: Map<string, ChemProps | null> } | { entries: null; reason: string };

/** Reads a precomputed file; entries null (with the reason) when it is missing, unreadable or stamped otherwise. */
export function readPrecomputed(file: string, stamp: PropsStamp = currentStamp()): Precomputed {
  let text: string;
  try {
    text = zlib.gunzipSync(fs.readFileSync(file)).toString('utf8');
  } catch (err) {
    return { entries: null, reason: `${path.basename(file)}: ${(err as NodeJS.ErrnoException).code ?? 'unreadable'}` };
  }
  const lines = text.split('\n').filter(Boolean);
  let head: Partial<PropsStamp> & { entries?: number };
  try {
    head = JSON.parse(lines[0] ?? '{}');
  } catch {
    return { entries: null, reason: 'no header' };
  }
  if (head.rdkit !== stamp.rdkit) return { entries: null, reason: `RDKit ${head.rdkit}, installed ${stamp.rdkit}` };
  if (head.code !== stamp.code) return { entries: null, reason: 'the property code changed since it was written' };
  if (head.entries !== lines.length - 1) return { entries: null, reason: 'truncated' };
  const entries = new Map<string, ChemProps | null>();
  for (const l of lines.slice(1)) {
    const { s, o, p } = JSON.parse(l) as Line;
    if (!p) {
      entries.set(`${o}\t${s}`, null);
      continue;
    }
    const { fp, mfp, ...rest } = p;
    entries.set(`${o}\t${s}`, { ...rest, patternFp: bytes(fp), morganFp: bytes(mfp) });
  }
  return { entries };
}

/**
 * A pool that answers from `entries` and hands only the misses to the pool `open` makes — opened on the first miss,
 * so a seed that finds everything never starts RDKit. `misses` counts the structures computed.
 */
export function withPrecomputed(
  entries: Map<string, ChemProps | null>,
  open: () => Promise<PropsPool>,
): PropsPool & { readonly hits: number; readonly misses: number } {
  let inner: Promise<PropsPool> | null = null;
  let hits = 0;
  let misses = 0;
  let workers = 0;
  return {
    get workers() {
      return workers;
    },
    get hits() {
      return hits;
    },
    get misses() {
      return misses;
    },
    async compute(smiles, opts) {
      const out = smiles.map((s) => entries.get(propsKey(s, opts)));
      const todo = out.flatMap((p, i) => (p === undefined ? [i] : []));
      hits += smiles.length - todo.length;
      if (todo.length) {
        misses += todo.length;
        inner ??= open().then((p) => ((workers = p.workers), p));
        const got = await (
          await inner
        ).compute(
          todo.map((i) => smiles[i]!),
          opts,
        );
        todo.forEach((i, k) => (out[i] = got[k] ?? null));
      }
      return out as (ChemProps | null)[];
    },
    async close() {
      if (inner) await (await inner).close();
    },
  };
}
