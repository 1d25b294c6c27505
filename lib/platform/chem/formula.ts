/**
 * Molecular formulas: parsing, Hill order, parts for rendering subscripts.
 * Pure functions, no RDKit: safe to import from client components.
 *
 *   normalizeFormula('H9C8NO2')  → 'C8H9NO2'
 *   normalizeFormula('c8h9no2')  → 'C8H9NO2'   (single-case input is parsed case-insensitively)
 *   normalizeFormula('C8H9NO2.HCl') → 'C8H10ClNO2' (components are summed)
 *   normalizeFormula('hello')    → null
 *   formulaParts('C8H9NO2')      → [{el:'C',n:8},{el:'H',n:9},{el:'N',n:1},{el:'O',n:2}]
 */

/** Element symbols by atomic number (index 0 unused). */
export const ELEMENTS: readonly string[] = [
  '',
  'H',
  'He',
  'Li',
  'Be',
  'B',
  'C',
  'N',
  'O',
  'F',
  'Ne',
  'Na',
  'Mg',
  'Al',
  'Si',
  'P',
  'S',
  'Cl',
  'Ar',
  'K',
  'Ca',
  'Sc',
  'Ti',
  'V',
  'Cr',
  'Mn',
  'Fe',
  'Co',
  'Ni',
  'Cu',
  'Zn',
  'Ga',
  'Ge',
  'As',
  'Se',
  'Br',
  'Kr',
  'Rb',
  'Sr',
  'Y',
  'Zr',
  'Nb',
  'Mo',
  'Tc',
  'Ru',
  'Rh',
  'Pd',
  'Ag',
  'Cd',
  'In',
  'Sn',
  'Sb',
  'Te',
  'I',
  'Xe',
  'Cs',
  'Ba',
  'La',
  'Ce',
  'Pr',
  'Nd',
  'Pm',
  'Sm',
  'Eu',
  'Gd',
  'Tb',
  'Dy',
  'Ho',
  'Er',
  'Tm',
  'Yb',
  'Lu',
  'Hf',
  'Ta',
  'W',
  'Re',
  'Os',
  'Ir',
  'Pt',
  'Au',
  'Hg',
  'Tl',
  'Pb',
  'Bi',
  'Po',
  'At',
  'Rn',
  'Fr',
  'Ra',
  'Ac',
  'Th',
  'Pa',
  'U',
  'Np',
  'Pu',
  'Am',
  'Cm',
  'Bk',
  'Cf',
  'Es',
  'Fm',
  'Md',
  'No',
  'Lr',
  'Rf',
  'Db',
  'Sg',
  'Bh',
  'Hs',
  'Mt',
  'Ds',
  'Rg',
  'Cn',
  'Nh',
  'Fl',
  'Mc',
  'Lv',
  'Ts',
  'Og',
];

/** Symbols accepted in formulas: the elements plus D and T (deuterium, tritium; labelled standards). */
const SYMBOLS = new Set<string>([...ELEMENTS.slice(1), 'D', 'T']);
const BY_LOWER = new Map<string, string>([...SYMBOLS].map((s) => [s.toLowerCase(), s]));

/** Elements of organic chemistry first: used to resolve single-case input ("co" → C + O, not Co). */
const COMMON = new Set(['C', 'H', 'N', 'O', 'S', 'P', 'F', 'Cl', 'Br', 'I']);
const FAIRLY_COMMON = new Set([
  'B',
  'Si',
  'Se',
  'Na',
  'K',
  'Li',
  'Mg',
  'Ca',
  'Zn',
  'Fe',
  'Cu',
  'Pt',
  'Al',
  'As',
  'Bi',
  'Hg',
  'Ag',
  'Au',
  'Sn',
  'Gd',
  'Tc',
  'Co',
  'Mn',
  'Ni',
  'Cr',
  'Ba',
  'Sr',
  'Sb',
  'Ti',
  'Ge',
  'Te',
  'D',
  'T',
  'Ga',
  'In',
  'Lu',
  'Pd',
  'Ru',
]);
const penalty = (el: string) => (COMMON.has(el) ? 0 : FAIRLY_COMMON.has(el) ? 1 : 3);

export type FormulaPart = { el: string; n: number };
type Counts = Map<string, number>;

const MAX_LEN = 200;
const MAX_COUNT = 100_000;

/** Hill order: C first, H second, then alphabetical; without carbon everything alphabetical. */
export function hillOrder(counts: ReadonlyMap<string, number> | Record<string, number>): FormulaPart[] {
  const entries: [string, number][] = counts instanceof Map ? [...counts.entries()] : Object.entries(counts);
  const nonZero = entries.filter(([, n]) => n > 0);
  const hasC = nonZero.some(([el]) => el === 'C');
  const rank = (el: string) => (hasC ? (el === 'C' ? 0 : el === 'H' ? 1 : 2) : 2);
  nonZero.sort(([a], [b]) => rank(a) - rank(b) || (a < b ? -1 : a > b ? 1 : 0));
  return nonZero.map(([el, n]) => ({ el, n }));
}

/** Hill-order formula string ("C8H9NO2") from element counts. */
export function hillFormula(counts: ReadonlyMap<string, number> | Record<string, number>): string {
  return hillOrder(counts)
    .map(({ el, n }) => (n === 1 ? el : `${el}${n}`))
    .join('');
}

/** Case-sensitive tokenizer for properly written formulas (with brackets and dots). */
function parseStrict(s: string): Counts | null {
  // Components separated by '.', '·' or '*' may start with a multiplier ("2H2O").
  const total: Counts = new Map();
  const comps = s.split(/[.·•*]/);
  for (const raw of comps) {
    if (raw === '') return null;
    const m = /^(\d+)(.*)$/.exec(raw);
    const mult = m ? Number(m[1]) : 1;
    const body = m ? m[2]! : raw;
    if (body === '' || mult < 1) return null;
    const counts = parseGroup(body);
    if (!counts) return null;
    for (const [el, n] of counts) total.set(el, (total.get(el) ?? 0) + n * mult);
  }
  return total;
}

function parseGroup(s: string): Counts | null {
  const stack: Counts[] = [new Map()];
  let i = 0;
  while (i < s.length) {
    const ch = s[i]!;
    if (ch === '(' || ch === '[') {
      stack.push(new Map());
      i++;
      continue;
    }
    if (ch === ')' || ch === ']') {
      if (stack.length < 2) return null;
      i++;
      const num = /^\d+/.exec(s.slice(i));
      const n = num ? Number(num[0]) : 1;
      if (num) i += num[0].length;
      const inner = stack.pop()!;
      const top = stack[stack.length - 1]!;
      for (const [el, c] of inner) top.set(el, (top.get(el) ?? 0) + c * n);
      continue;
    }
    const sym = /^[A-Z][a-z]?/.exec(s.slice(i));
    if (!sym) return null;
    let el = sym[0];
    if (!SYMBOLS.has(el)) {
      // "Co" is cobalt; but "Cx" is not an element: try the one-letter symbol.
      el = el[0]!;
      if (!SYMBOLS.has(el)) return null;
    }
    i += el.length;
    const num = /^\d+/.exec(s.slice(i));
    const n = num ? Number(num[0]) : 1;
    if (num) i += num[0].length;
    if (n < 1 && num) return null;
    const top = stack[stack.length - 1]!;
    top.set(el, (top.get(el) ?? 0) + n);
  }
  if (stack.length !== 1) return null;
  return stack[0]!;
}

/**
 * Single-case input ("c8h9no2", "NACL"): find the segmentation into symbols with the lowest
 * rarity penalty; a tie between different results is ambiguous (null).
 */
function parseCaseless(s: string): Counts | null {
  const lower = s.toLowerCase();
  if (!/^[a-z0-9]+$/.test(lower)) return null;
  type Best = { cost: number; parts: string[]; tie: boolean } | null;
  const memo = new Map<number, Best>();
  const solve = (i: number): Best => {
    if (i === lower.length) return { cost: 0, parts: [], tie: false };
    if (memo.has(i)) return memo.get(i)!;
    let best: Best = null;
    for (const len of [1, 2]) {
      const sym = BY_LOWER.get(lower.slice(i, i + len));
      if (!sym || i + len > lower.length) continue;
      let j = i + len;
      const num = /^\d+/.exec(lower.slice(j));
      if (num) j += num[0].length;
      const rest = solve(j);
      if (!rest) continue;
      const cost = rest.cost + penalty(sym);
      const parts = [`${sym}${num ? num[0] : ''}`, ...rest.parts];
      const cur = best as Best;
      if (!cur || cost < cur.cost) best = { cost, parts, tie: rest.tie };
      else if (cost === cur.cost && parts.join('') !== cur.parts.join('')) {
        const a = parseGroup(parts.join(''));
        const b = parseGroup(cur.parts.join(''));
        if (!a || !b || hillFormula(a) !== hillFormula(b)) best = { cost: cur.cost, parts: cur.parts, tie: true };
      }
    }
    memo.set(i, best);
    return best;
  };
  const best = solve(0);
  if (!best || best.tie) return null;
  return parseGroup(best.parts.join(''));
}

/** Parse a formula in any element order; returns element counts or null for garbage. */
export function parseFormula(input: string): Map<string, number> | null {
  if (typeof input !== 'string') return null;
  const s = input.replace(/[\s\u3000]+/g, '').replace(/[₀-₉]/g, (d) => String(d.charCodeAt(0) - 0x2080));
  if (s === '' || s.length > MAX_LEN) return null;
  if (!/[A-Za-z]/.test(s) || !/^[A-Za-z0-9()[\].·•*]+$/.test(s)) return null;
  const hasUpper = /[A-Z]/.test(s);
  const hasLower = /[a-z]/.test(s);
  let counts: Counts | null = null;
  if (hasUpper && hasLower) {
    counts = parseStrict(s);
    // Miscapitalised input ("C8h9No2"): read it case-insensitively.
    if (!counts && /^[A-Za-z0-9]+$/.test(s)) counts = parseCaseless(s);
  } else {
    // Single case: accept strict parsing when the text is already properly written ("CO", "C8H9NO2"),
    // but prefer the caseless resolver, which also reads "NACL" as NaCl.
    counts = /^[A-Za-z0-9]+$/.test(s) ? parseCaseless(s) : hasUpper ? parseStrict(s) : null;
  }
  if (!counts || counts.size === 0) return null;
  for (const n of counts.values()) if (!Number.isInteger(n) || n < 0 || n > MAX_COUNT) return null;
  if ([...counts.values()].every((n) => n === 0)) return null;
  return counts;
}

/** Hill-order string for any formula text, or null when it is not a formula. */
export function normalizeFormula(input: string): string | null {
  const c = parseFormula(input);
  return c ? hillFormula(c) : null;
}

/** Parts of a formula in Hill order, for rendering subscripts (null when not a formula). */
export function formulaParts(f: string): FormulaPart[] | null {
  const c = parseFormula(f);
  return c ? hillOrder(c) : null;
}

/**
 * True when the text looks like a formula a buyer typed: it parses, and it has a count digit or
 * is written with proper element case ("NaCl"). Plain words that happen to spell elements
 * ("aspirin" = As P Ir In) are not formulas.
 */
export function looksLikeFormula(input: string): boolean {
  const c = parseFormula(input);
  if (!c) return false;
  if (/\d/.test(input)) return true;
  const s = input.replace(/\s+/g, '');
  return /[a-z]/.test(s) && c.size >= 2 && parseStrict(s) !== null;
}
