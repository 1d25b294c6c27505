/**
 * Hostile-input hygiene applied ONCE where input enters (the API router before zod, the proxy and the page-parameter
 * helpers for pages), never field by field. Pure: no Next or server imports (the proxy and the browser may use it).
 *
 * - Control characters: NUL and the other C0 controls except tab/LF/CR, and DEL, are removed from every string
 *   (PostgreSQL refuses NUL in text; the others have no meaning in any field of the mall and break XML output).
 * - Unsafe text: what a field refuses with its own message rather than strips (controls of every kind and the invisible
 *   direction characters), hasUnsafeText; the fields call it where their schema or rule is written.
 * - Malformed percent-encoding in a path is detected so it answers 400 instead of throwing inside the framework.
 * - Numbers: the bounds of PostgreSQL int4, the type of every id and count column.
 */

/** Largest value of a PostgreSQL integer (int4) column. */
export const INT4_MAX = 2_147_483_647;

const CONTROL_RE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
const CONTROL_TEST = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const ANY_CONTROL_TEST = /[\u0000-\u001f\u007f]/;

/** True when the string holds a control character that stripControls removes. */
export const hasControls = (s: string): boolean => CONTROL_TEST.test(s);

/** The string without NUL, C0 controls (tab, LF, CR kept) and DEL. */
export function stripControls(s: string): string {
  return CONTROL_TEST.test(s) ? s.replace(CONTROL_RE, '') : s;
}

/** True when the (decoded) path holds any control character, tab/LF/CR included (never valid in a path). */
export const pathHasControls = (s: string): boolean => ANY_CONTROL_TEST.test(s);

/**
 * Characters no typed field of the mall holds, for checks that refuse them rather than strip them: every C0 control,
 * DEL, the C1 controls (U+0080–U+009F, e.g. NEL from a legacy export) and the invisible characters that change the
 * direction of text — the marks (U+061C, U+200E, U+200F), embeddings and overrides (U+202A–U+202E) and isolates
 * (U+2066–U+2069), which reorder what a reader sees without changing what is stored ("Trojan Source",
 * https://nvd.nist.gov/vuln/detail/CVE-2021-42574). With `lines`, tab, LF and CR are allowed: multi-line input.
 */
const UNSAFE_TEST = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_LINES_TEST =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;
const UNSAFE_ALL = new RegExp(UNSAFE_TEST.source, 'g');
const UNSAFE_LINES_ALL = new RegExp(UNSAFE_LINES_TEST.source, 'g');

/** Options of the unsafe-text checks: `lines` allows tab, LF and CR (a textarea, a molfile). */
export type UnsafeTextOptions = { lines?: boolean };

/** True when the string holds a control character or an invisible direction character (see UNSAFE_TEST above). */
export function hasUnsafeText(s: string, opts: UnsafeTextOptions = {}): boolean {
  return (opts.lines ? UNSAFE_LINES_TEST : UNSAFE_TEST).test(s);
}

/** The string with every character hasUnsafeText refuses replaced by `by` ('' drops them, U+FFFD shows them). */
export function replaceUnsafeText(s: string, by: string, opts: UnsafeTextOptions = {}): string {
  return s.replace(opts.lines ? UNSAFE_LINES_ALL : UNSAFE_ALL, by);
}

/** Limits of the recursive pass: deeper or larger structures are refused rather than walked. */
export const INPUT_LIMITS = { depth: 32, nodes: 20_000 } as const;

export class InputTooComplexError extends Error {
  constructor() {
    super('input too complex');
    this.name = 'InputTooComplexError';
  }
}

/**
 * A copy of a parsed JSON value / query object with control characters removed from every string (keys included).
 * Throws InputTooComplexError beyond INPUT_LIMITS (depth or node count). Non-plain objects (File, Blob, FormData)
 * are returned as they are.
 */
export function sanitizeInput<T>(value: T): T {
  let nodes = 0;
  const walk = (v: unknown, depth: number): unknown => {
    if (++nodes > INPUT_LIMITS.nodes || depth > INPUT_LIMITS.depth) throw new InputTooComplexError();
    if (typeof v === 'string') return stripControls(v);
    if (v === null || typeof v !== 'object') return v;
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    const proto = Object.getPrototypeOf(v) as unknown;
    if (proto !== Object.prototype && proto !== null) return v;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      // Prototype pollution keys never reach a schema.
      if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
      out[stripControls(k)] = walk(x, depth + 1);
    }
    return out;
  };
  return walk(value, 0) as T;
}

/** decodeURIComponent that answers null instead of throwing on malformed percent-encoding. */
export function safeDecode(s: string): string | null {
  try {
    return decodeURIComponent(s);
  } catch {
    return null;
  }
}

/** True when a raw URL path holds malformed percent-encoding (a lone %, %zz, an invalid UTF-8 sequence). */
export function hasMalformedPercent(rawPath: string): boolean {
  if (!rawPath.includes('%')) return false;
  return rawPath.split('/').some((seg) => safeDecode(seg) === null);
}

/**
 * The query string without control characters in its keys and values (null when it had none), e.g.
 * "?keyword=a%00b" → "?keyword=ab". Malformed escapes are kept as URLSearchParams reads them (literally).
 */
export function cleanSearch(search: string): string | null {
  if (!search || search === '?') return null;
  const params = new URLSearchParams(search);
  let dirty = false;
  const out = new URLSearchParams();
  for (const [k, v] of params) {
    const ck = stripControls(k);
    const cv = stripControls(v);
    if (ck !== k || cv !== v) dirty = true;
    out.append(ck, cv);
  }
  if (!dirty) return null;
  const s = out.toString();
  return s ? `?${s}` : '';
}

/** A strictly decimal integer in [min, max] (no exponent, sign, hex or fraction), else null. */
export function boundedInt(raw: unknown, min: number, max: number = INT4_MAX): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) && raw >= min && raw <= max ? raw : null;
  if (typeof raw !== 'string') return null;
  const s = raw.trim();
  if (!/^\d{1,10}$/.test(s)) return null;
  const n = Number(s);
  return n >= min && n <= max ? n : null;
}
