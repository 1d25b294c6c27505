/**
 * Size guard for chemistry input, applied BEFORE anything reaches RDKit (docs/decisions/0003-chemistry-engine-guard.md).
 *
 * RDKit's WASM build runs on a 64 KiB shadow stack in linear memory, placed directly above the module's static data.
 * Its depth-first algorithms (canonical SMILES writer, SMILES/molfile parser, InChI, depiction) recurse once per atom
 * along a path, at up to ~110 bytes a level (InChI on fused ring systems: ~240 bytes an atom). A straight chain of
 * ~590 carbons overflows that stack while writing its canonical SMILES: the overflow silently overwrites the module's
 * static data, and from then on every call fails (`memory access out of bounds`, `null function`, …) until the module
 * is re-created. So input is measured here, in plain JavaScript, from its text alone:
 *
 *   - bytes; atoms and bonds (SMILES: from a tokenizer; molfile: the counts line / V3000 COUNTS and the blocks);
 *   - the longest possible atom path (an upper bound of any depth-first recursion: the weighted longest path of the
 *     block–cut tree, each ring system counted with all its atoms);
 *   - the largest ring system (atoms of the largest biconnected component) and the number of rings;
 *   - branch depth, recursive SMARTS depth, isotope, charge and hydrogen counts of bracket atoms (RDKit stores an
 *     isotope in 16 bits and a charge in 8: [99999C] silently becomes [34463C]).
 *
 * The limits (STRUCTURE.guard) are well below the measured crash points and above the catalogue's largest molecules.
 * Pure module: no RDKit, no server-only; the browser may use it too.
 */
import { STRUCTURE } from '@/lib/config/constants';

export type StructureStats = {
  kind: 'smiles' | 'molfile';
  bytes: number;
  atoms: number;
  bonds: number;
  /** Ring closures (SMILES) / independent rings (bonds − atoms + components). */
  rings: number;
  /** Atoms of the largest ring system (biconnected component with a ring). */
  ringSystemAtoms: number;
  /** Upper bound of the number of atoms on any simple path (bounds every depth-first recursion). */
  longestPath: number;
  branchDepth: number;
  /** Nesting of recursive SMARTS `$(…)`. */
  recursionDepth: number;
  maxIsotope: number;
  maxAbsCharge: number;
  maxHCount: number;
};

export type GuardLimit = keyof typeof STRUCTURE.guard;

export type GuardVerdict =
  { ok: true; stats: StructureStats } | { ok: false; stats: StructureStats | null; limit: GuardLimit };

const LIMIT_OF: [GuardLimit, keyof StructureStats][] = [
  ['maxAtoms', 'atoms'],
  ['maxBonds', 'bonds'],
  ['maxRings', 'rings'],
  ['maxRingSystemAtoms', 'ringSystemAtoms'],
  ['maxPathAtoms', 'longestPath'],
  ['maxBranchDepth', 'branchDepth'],
  ['maxRecursionDepth', 'recursionDepth'],
  ['maxIsotope', 'maxIsotope'],
  ['maxAbsCharge', 'maxAbsCharge'],
  ['maxHCount', 'maxHCount'],
];

/** True when the text is a molfile (V2000/V3000) rather than a SMILES (same test as the structure search). */
export function isMolfileText(text: string): boolean {
  return /\n/.test(text) && /(M\s+END|V2000|V3000)/.test(text);
}

/**
 * The UTF-8 size of a string in bytes, as Node's Buffer.byteLength(s, 'utf8') counts it (a lone surrogate is the 3-byte
 * replacement character). Not Buffer itself: the browser imports this module too (the nitrosamine input check), and
 * a reference to Node's Buffer makes the bundler ship a 7 KB gzip Buffer polyfill with every page that reaches this
 * module — the goods page through lib/domain/catalog/nitrosamine/client (issue 34, bench/suites/js-weight.ts).
 */
export function utf8ByteLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c < 0xdc00 && i + 1 < s.length && (s.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}

/** Measure and check one structure input (SMILES, SMARTS or molfile). Never throws. */
export function checkStructureInput(input: string): GuardVerdict {
  if (typeof input !== 'string') return { ok: false, stats: null, limit: 'maxBytes' };
  const molfile = isMolfileText(input);
  const bytes = utf8ByteLength(input);
  const maxBytes = molfile ? STRUCTURE.molfileMaxBytes : STRUCTURE.guard.maxBytes;
  if (bytes > maxBytes) return { ok: false, stats: null, limit: 'maxBytes' };
  const stats = molfile ? molfileStats(input, bytes) : smilesStats(input, bytes);
  if (!stats) return { ok: false, stats: null, limit: 'maxAtoms' };
  for (const [limit, key] of LIMIT_OF) {
    if ((stats[key] as number) > STRUCTURE.guard[limit]) return { ok: false, stats, limit };
  }
  return { ok: true, stats };
}

/** Short description of an input for logs (never the input itself). */
export function describeInput(input: unknown): string {
  if (typeof input !== 'string') return typeof input;
  const v = checkStructureInput(input);
  const s = v.stats;
  const size = `${utf8ByteLength(input)} bytes`;
  return s
    ? `${s.kind}, ${size}, ${s.atoms} atoms, ${s.bonds} bonds, path ≤ ${s.longestPath}, ring system ${s.ringSystemAtoms}`
    : size;
}

// ---------------------------------------------------------------- graph measures

/** Adjacency lists over atoms 0…n−1 (multi-bonds collapsed by the callers is not needed: a repeated edge is harmless). */
type Graph = { n: number; adj: number[][]; bonds: number };

function newGraph(): Graph {
  return { n: 0, adj: [], bonds: 0 };
}
function addAtom(g: Graph): number {
  g.adj.push([]);
  return g.n++;
}
function addBond(g: Graph, a: number, b: number): void {
  if (a === b || a < 0 || b < 0 || a >= g.n || b >= g.n) return;
  g.adj[a]!.push(b);
  g.adj[b]!.push(a);
  g.bonds++;
}

/**
 * Longest-path upper bound and largest ring system, from the biconnected components (iterative Tarjan, so huge
 * input cannot overflow the JavaScript stack either). A simple path crosses a chain of blocks of the block–cut tree and
 * visits each at most once, so its atoms ≤ 1 + Σ(|block| − 1) along the heaviest path of that tree.
 */
function graphMeasures(g: Graph): { longestPath: number; ringSystemAtoms: number; rings: number } {
  const n = g.n;
  if (n === 0) return { longestPath: 0, ringSystemAtoms: 0, rings: 0 };
  const disc = new Int32Array(n).fill(-1);
  const low = new Int32Array(n);
  const parent = new Int32Array(n).fill(-1);
  const iter = new Int32Array(n);
  const edgeStack: number[] = []; // pairs a,b
  // Block-cut tree: block nodes get ids n … n+B−1; a block node is linked to its atoms that are articulation points
  // (for the DP we link it to ALL its atoms, weighting atoms 0 and blocks |B|−1: same path weights).
  const blockAtoms: number[][] = [];
  let time = 0;
  let components = 0;
  for (let root = 0; root < n; root++) {
    if (disc[root] !== -1) continue;
    components++;
    disc[root] = low[root] = time++;
    if (g.adj[root]!.length === 0) continue;
    const stack = [root];
    while (stack.length) {
      const v = stack[stack.length - 1]!;
      const nbrs = g.adj[v]!;
      if (iter[v]! < nbrs.length) {
        const w = nbrs[iter[v]!++]!;
        if (disc[w] === -1) {
          parent[w] = v;
          disc[w] = low[w] = time++;
          edgeStack.push(v, w);
          stack.push(w);
        } else if (w !== parent[v] && disc[w]! < disc[v]!) {
          edgeStack.push(v, w);
          low[v] = Math.min(low[v]!, disc[w]!);
        }
      } else {
        stack.pop();
        const p = parent[v]!;
        if (p >= 0) {
          low[p] = Math.min(low[p]!, low[v]!);
          if (low[v]! >= disc[p]!) {
            // Pop the block's edges down to (p, v).
            const atoms = new Set<number>();
            while (edgeStack.length) {
              const b = edgeStack.pop()!;
              const a = edgeStack.pop()!;
              atoms.add(a);
              atoms.add(b);
              if (a === p && b === v) break;
            }
            blockAtoms.push([...atoms]);
          }
        }
      }
    }
  }
  const rings = Math.max(0, g.bonds - n + components);
  let ringSystemAtoms = 0;
  for (const b of blockAtoms) if (b.length > 2 && b.length > ringSystemAtoms) ringSystemAtoms = b.length;

  // Heaviest path in the block–atom tree (a forest): node weights atom = 0, block = |B| − 1; answer + 1.
  const total = n + blockAtoms.length;
  const tadj: number[][] = Array.from({ length: total }, () => []);
  const weight = new Float64Array(total);
  blockAtoms.forEach((atoms, i) => {
    const id = n + i;
    weight[id] = atoms.length - 1;
    for (const a of atoms) {
      tadj[id]!.push(a);
      tadj[a]!.push(id);
    }
  });
  const seen = new Uint8Array(total);
  const down = new Float64Array(total); // heaviest downward chain starting at the node
  let best = 0;
  const order: number[] = [];
  const tparent = new Int32Array(total).fill(-1);
  for (let r = 0; r < total; r++) {
    if (seen[r]) continue;
    seen[r] = 1;
    const st = [r];
    while (st.length) {
      const v = st.pop()!;
      order.push(v);
      for (const w of tadj[v]!) {
        if (!seen[w]) {
          seen[w] = 1;
          tparent[w] = v;
          st.push(w);
        }
      }
    }
  }
  for (let k = order.length - 1; k >= 0; k--) {
    const v = order[k]!;
    let m1 = 0;
    let m2 = 0;
    for (const w of tadj[v]!) {
      if (w === tparent[v]) continue;
      const d = down[w]!;
      if (d > m1) {
        m2 = m1;
        m1 = d;
      } else if (d > m2) m2 = d;
    }
    down[v] = weight[v]! + m1;
    best = Math.max(best, weight[v]! + m1 + m2);
  }
  return { longestPath: best + 1, ringSystemAtoms, rings };
}

// ---------------------------------------------------------------- SMILES / SMARTS

const ORGANIC = /^(Cl|Br|B|C|N|O|P|S|F|I|b|c|n|o|p|s|\*|a|A)/;

/** Bracket atom details: isotope, charge, H count, recursive SMARTS depth. */
function bracketInfo(body: string): { isotope: number; charge: number; hCount: number; recursion: number } {
  let recursion = 0;
  let depth = 0;
  for (let i = 0; i < body.length; i++) {
    if (body[i] === '$' && body[i + 1] === '(') {
      depth++;
      recursion = Math.max(recursion, depth);
      i++;
    } else if (body[i] === '(') depth++;
    else if (body[i] === ')') depth = Math.max(0, depth - 1);
  }
  // Only the plain (non-recursive) part describes this atom: drop nested $(…) before reading numbers.
  const plain = recursion ? body.replace(/\$\([^]*\)/g, '') : body;
  const iso = /^\d+/.exec(plain);
  const isotope = iso ? Number(iso[0]) : 0;
  let charge = 0;
  for (const m of plain.matchAll(/([+-])(\d+)|([+-]+)/g)) {
    const c = m[2] !== undefined ? Number(m[2]) : m[3]!.length;
    charge = Math.max(charge, c);
  }
  let hCount = 0;
  for (const m of plain.matchAll(/H(\d+)/g)) hCount = Math.max(hCount, Number(m[1]));
  return { isotope, charge, hCount, recursion };
}

function smilesStats(input: string, bytes: number): StructureStats {
  // CXSMILES extensions and a trailing name follow the first blank: the structure is the first word.
  const text = input.trim().split(/\s+/)[0] ?? '';
  const g = newGraph();
  let prev = -1;
  const branches: number[] = [];
  let branchDepth = 0;
  const open = new Map<string, number>();
  let ringClosures = 0;
  let recursionDepth = 0;
  let maxIsotope = 0;
  let maxAbsCharge = 0;
  let maxHCount = 0;
  let i = 0;
  const atom = () => {
    const a = addAtom(g);
    if (prev >= 0) addBond(g, prev, a);
    prev = a;
  };
  const ring = (label: string) => {
    if (prev < 0) return;
    const other = open.get(label);
    if (other === undefined) open.set(label, prev);
    else {
      open.delete(label);
      addBond(g, other, prev);
      ringClosures++;
    }
  };
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '[') {
      // Bracket atom; recursive SMARTS may nest brackets.
      let depth = 0;
      let j = i;
      for (; j < text.length; j++) {
        if (text[j] === '[') depth++;
        else if (text[j] === ']' && --depth === 0) break;
      }
      const info = bracketInfo(text.slice(i + 1, j));
      maxIsotope = Math.max(maxIsotope, info.isotope);
      maxAbsCharge = Math.max(maxAbsCharge, info.charge);
      maxHCount = Math.max(maxHCount, info.hCount);
      recursionDepth = Math.max(recursionDepth, info.recursion);
      // Atoms of recursive SMARTS are parsed as molecules of their own: count them as atoms too.
      if (info.recursion) {
        const inner = text.slice(i + 1, j).match(/Cl|Br|[A-Z*]|[bcnopsa]/g);
        for (let k = 0; k < (inner?.length ?? 0); k++) addAtom(g);
      }
      atom();
      i = j + 1;
      continue;
    }
    const m = ORGANIC.exec(text.slice(i, i + 2));
    if (m) {
      atom();
      i += m[0].length;
      continue;
    }
    if (ch >= '0' && ch <= '9') {
      ring(ch);
      i++;
      continue;
    }
    if (ch === '%') {
      const p = /^%(\d{2}|\(\d+\))/.exec(text.slice(i));
      if (p) {
        ring(p[1]!.replace(/[()]/g, '').replace(/^0+(?=\d)/, ''));
        i += p[0].length;
        continue;
      }
      i++;
      continue;
    }
    if (ch === '(') {
      branches.push(prev);
      branchDepth = Math.max(branchDepth, branches.length);
    } else if (ch === ')') {
      if (branches.length) prev = branches.pop()!;
    } else if (ch === '.') prev = -1;
    // Bond symbols (- = # $ : / \ ~ @ ! & ; ,) and anything else: RDKit decides what they mean.
    i++;
  }
  const m = graphMeasures(g);
  return {
    kind: 'smiles',
    bytes,
    atoms: g.n,
    bonds: g.bonds,
    rings: Math.max(ringClosures, m.rings),
    ringSystemAtoms: m.ringSystemAtoms,
    longestPath: m.longestPath,
    branchDepth,
    recursionDepth,
    maxIsotope,
    maxAbsCharge,
    maxHCount,
  };
}

// ---------------------------------------------------------------- molfiles

function molfileStats(input: string, bytes: number): StructureStats | null {
  const lines = input.split(/\r?\n/);
  const g = newGraph();
  let maxIsotope = 0;
  let maxAbsCharge = 0;
  let declaredAtoms = 0;
  let declaredBonds = 0;
  const countsIdx = lines.findIndex((l) => /V[23]000/.test(l));
  const v3000 = countsIdx >= 0 && /V3000/.test(lines[countsIdx]!);
  if (!v3000) {
    // V2000: counts line is line 4; aaabbb…
    const counts = lines[countsIdx >= 0 ? countsIdx : 3] ?? '';
    declaredAtoms = Number(counts.slice(0, 3).trim()) || 0;
    declaredBonds = Number(counts.slice(3, 6).trim()) || 0;
    const start = (countsIdx >= 0 ? countsIdx : 3) + 1;
    const nAtoms = Math.min(declaredAtoms, STRUCTURE.guard.maxAtoms + 1);
    // Atom lines: their mass-difference and charge columns are 2–3 characters wide (bounded by the format).
    for (let k = 0; k < nAtoms && start + k < lines.length; k++) addAtom(g);
    const bStart = start + declaredAtoms;
    const nBonds = Math.min(declaredBonds, STRUCTURE.guard.maxBonds + 1);
    for (let k = 0; k < nBonds && bStart + k < lines.length; k++) {
      const l = lines[bStart + k]!;
      addBond(g, Number(l.slice(0, 3).trim()) - 1, Number(l.slice(3, 6).trim()) - 1);
    }
    for (const l of lines) {
      const p = /^M {2}(CHG|ISO)\s+(\d+)(.*)$/.exec(l);
      if (!p) continue;
      const vals = p[3]!.trim().split(/\s+/).map(Number);
      for (let k = 1; k < vals.length; k += 2) {
        const v = vals[k]!;
        if (!Number.isFinite(v)) continue;
        if (p[1] === 'CHG') maxAbsCharge = Math.max(maxAbsCharge, Math.abs(v));
        else maxIsotope = Math.max(maxIsotope, v);
      }
    }
  } else {
    // V3000: join continuation lines (trailing '-'), then read COUNTS, ATOM and BOND blocks.
    const joined: string[] = [];
    let acc = '';
    for (const raw of lines) {
      if (!raw.startsWith('M  V30 ')) {
        if (acc) joined.push(acc);
        acc = '';
        continue;
      }
      const body = raw.slice(7);
      if (body.endsWith('-')) acc += body.slice(0, -1);
      else {
        joined.push(acc + body);
        acc = '';
      }
    }
    if (acc) joined.push(acc);
    let block = '';
    const idOf = new Map<string, number>();
    for (const l of joined) {
      const t = l.trim();
      if (t.startsWith('COUNTS ')) {
        const f = t.split(/\s+/);
        declaredAtoms = Number(f[1]) || 0;
        declaredBonds = Number(f[2]) || 0;
        continue;
      }
      if (t.startsWith('BEGIN ')) {
        block = t.slice(6).trim().split(/\s+/)[0]!;
        continue;
      }
      if (t.startsWith('END ')) {
        block = '';
        continue;
      }
      if (block === 'ATOM') {
        if (g.n > STRUCTURE.guard.maxAtoms) continue;
        const f = t.split(/\s+/);
        idOf.set(f[0]!, addAtom(g));
        for (const kv of f.slice(6)) {
          const [k, v] = kv.split('=');
          const num = Number(v);
          if (!Number.isFinite(num)) continue;
          if (k === 'CHG') maxAbsCharge = Math.max(maxAbsCharge, Math.abs(num));
          if (k === 'MASS') maxIsotope = Math.max(maxIsotope, num);
        }
      } else if (block === 'BOND') {
        if (g.bonds > STRUCTURE.guard.maxBonds) continue;
        const f = t.split(/\s+/);
        addBond(g, idOf.get(f[2]!) ?? -1, idOf.get(f[3]!) ?? -1);
      }
    }
  }
  const m = graphMeasures(g);
  return {
    kind: 'molfile',
    bytes,
    atoms: Math.max(declaredAtoms, g.n),
    bonds: Math.max(declaredBonds, g.bonds),
    rings: m.rings,
    ringSystemAtoms: m.ringSystemAtoms,
    longestPath: m.longestPath,
    branchDepth: 0,
    recursionDepth: 0,
    maxIsotope,
    maxAbsCharge,
    maxHCount: 0,
  };
}

// ---------------------------------------------------------------- formulas

/** Element counts of a formula within the guard (each element and the total). */
export function formulaWithinLimits(counts: ReadonlyMap<string, number>): boolean {
  let total = 0;
  for (const n of counts.values()) {
    if (n > STRUCTURE.guard.formulaMaxCount) return false;
    total += n;
  }
  return total <= STRUCTURE.guard.formulaMaxTotal;
}
