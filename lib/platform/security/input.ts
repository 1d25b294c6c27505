/**
 * Hostile-input hygiene applied ONCE where input enters (the API router before zod, the proxy and the page-parameter
 * helpers for pages), never field by field. Pure: no Next or server imports (the proxy and the browser may use it).
 *
 * - Control characters: NUL and the other C0 controls except tab/LF/CR, and DEL, are removed from every string
 *   (PostgreSQL refuses NUL in text; the others have no meaning in any field of the mall and break XML output).
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
