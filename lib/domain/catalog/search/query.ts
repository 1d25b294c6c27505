/**
 * The pure query classifier behind the one search box: what did the buyer type?
 *
 *   classifyQuery('50-78-2')        → { kind: 'cas', normalized: '50-78-2' }
 *   classifyQuery('50782')          → { kind: 'cas', normalized: '50-78-2' }
 *   classifyQuery('103-90-3')       → { kind: 'casInvalid', normalized: '103-90-3', hint: 'CAS 号校验位不正确，您是否要找 103-90-2？', suggestion: '103-90-2' }
 *   classifyQuery('H9C8NO2')        → { kind: 'formula', normalized: 'C8H9NO2' }
 *   classifyQuery('RZVAJINKPMORJF-UHFFFAOYSA-N') → { kind: 'inchikey', normalized: 'RZVAJINKPMORJF-UHFFFAOYSA-N' }
 *   classifyQuery('RZVAJINKPMORJF') → { kind: 'inchikey', normalized: 'RZVAJINKPMORJF', block: true }
 *   classifyQuery('GB 5009.3-2016') → { kind: 'standard', normalized: 'gb5009.3' }
 *   classifyQuery('RS-00123')       → { kind: 'code', normalized: 'RS-00123' }
 *   classifyQuery('对乙酰')          → { kind: 'text', normalized: '对乙酰' }
 *
 * The classification picks the primary reading; the search itself also tries the catalogue number for
 * every identifier-like input (a code such as "C123" also reads as a formula) and falls back to text.
 * Pure: safe in client components.
 */
import { normalizeFormula } from '@/lib/platform/chem/formula';
import { normalizeText } from './tokens';
import type { ClassifiedQuery, QueryKind } from './types';

/** Queries longer than this are cut (the API rejects them earlier with a message). */
export const QUERY_MAX_LENGTH = 200;

/* ─────────────────────────────── CAS ─────────────────────────────── */

/** The CAS check digit of the digits before it (e.g. "5078" → 2). */
export function casCheckDigit(body: string): number {
  const digits = body.replace(/\D/g, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[digits.length - 1 - i]) * (i + 1);
  return sum % 10;
}

/** "50782" or "50-78-2" → "50-78-2" (no check-digit test); null when the shape is not a CAS number. */
export function formatCas(input: string): string | null {
  const s = input.trim();
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(s) ?? /^(\d{2,7})(\d{2})(\d)$/.exec(s);
  if (!m) return null;
  const head = m[1]!.replace(/^0+/, '');
  if (head.length < 2) return null;
  return `${head}-${m[2]}-${m[3]}`;
}

/** True when a hyphenated CAS number has a correct check digit. */
export function isValidCas(cas: string): boolean {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas.trim());
  if (!m) return false;
  return casCheckDigit(m[1]! + m[2]!) === Number(m[3]);
}

/** The same CAS number with its check digit corrected. */
export function correctCas(cas: string): string | null {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas.trim());
  if (!m) return null;
  return `${m[1]}-${m[2]}-${casCheckDigit(m[1]! + m[2]!)}`;
}

export const casHint = (suggestion: string) => `CAS 号校验位不正确，您是否要找 ${suggestion}？`;

/* ──────────────────────────── Standards ──────────────────────────── */

/**
 * Prefixes of standard numbers a buyer types: Chinese national/sector standards (GB, GB/T, GBW (national
 * reference materials), YY, HJ, JJF, …), local (DB11) and group (T/CAS) standards, and common foreign ones.
 */
const STANDARD_RE =
  /^(GBW\(E\)|GBW|GBZ|GB(?:\/[TZ])?|YBB|YY(?:\/T)?|HJ(?:\/T)?|JJF|JJG|SN(?:\/T)?|NY(?:\/T)?|QB(?:\/T)?|WS(?:\/T)?|SH(?:\/T)?|HG(?:\/T)?|DL(?:\/T)?|JB(?:\/T)?|LY(?:\/T)?|GA(?:\/T)?|CJ(?:\/T)?|SB(?:\/T)?|DB\d{2}(?:\/T)?|T\/[A-Z]{2,10}|ISO(?:\/IEC)?|IEC|ASTM\s?[A-Z]|EN|BS|DIN|JIS\s?[A-Z]|AOAC)\s*[-]?\s*(\d+(?:[.\-]\d+)*)(?:\s*[-—–]\s*(\d{4}))?$/i;

/**
 * The normalised standard code, folded exactly like lib/domain/content/standards normaliseStandardCode: lower case,
 * full-width folded, the year dropped, no spaces/dashes/slashes/underscores
 * ("GB 5009.3-2016" → "gb5009.3", "GB/T 601-2016" → "gbt601").
 */
export function normalizeStandardCode(code: string): string {
  const half = code.normalize('NFKC').toLowerCase().trim();
  const noYear = half.replace(/\s*[-—–]\s*(19|20)\d{2}\s*$/, '').replace(/\s+(19|20)\d{2}\s*$/, '');
  return noYear.replace(/[\s\-—–/_]+/g, '');
}

/** True when the text reads as a standard number. */
export function looksLikeStandard(input: string): boolean {
  return STANDARD_RE.test(input.normalize('NFKC').trim());
}

/* ──────────────────────────── Formulas ───────────────────────────── */

/**
 * A formula reading is taken when the input has digits and parses (C8H9NO2, h9c8no2), or is written with
 * proper element capitals and has at least two elements (NaCl, HCl, CO). Lower-case words without digits
 * ("acid" = Ac·I·D) are names, not formulas.
 */
function formulaReading(raw: string): string | null {
  const s = raw.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9()[\].·•*₀-₉]+$/.test(s)) return null;
  if (/\d|[₀-₉]/.test(s)) {
    if (!/[A-Za-z]/.test(s)) return null;
    return normalizeFormula(s);
  }
  const tokens = s.match(/[A-Z][a-z]?/g);
  if (!tokens || tokens.join('') !== s || tokens.length < 2) return null;
  return normalizeFormula(s);
}

/** Dash characters buyers paste from PDFs and Word documents instead of a hyphen. */
const CAS_DASHES = /[\u2010-\u2015\u2212\uFE63]/g;

/* ───────────────────────────── Codes ─────────────────────────────── */

/** Catalogue numbers: one word of letters and digits (both present), with - . _ / allowed inside. */
const CODE_RE = /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z0-9][A-Za-z0-9._/-]{1,38}[A-Za-z0-9]$/;

export const normalizeCode = (s: string) => s.normalize('NFKC').trim().toUpperCase();

/* ─────────────────────────── Classifier ──────────────────────────── */

export function classifyQuery(input: string | null | undefined): ClassifiedQuery {
  const raw = (input ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim().slice(0, QUERY_MAX_LENGTH);
  const text = (): ClassifiedQuery => ({ kind: 'text', normalized: normalizeText(raw), raw });
  if (!raw) return text();

  // "CAS 50-78-2", "CAS: 50-78-2", "CAS号50-78-2"; dashes copied from documents (‐ ‑ ‒ – — −) read as hyphens.
  const casBody = raw.replace(/^cas\s*(号|no\.?|number|rn)?\s*[:：#]?\s*/i, '').replace(CAS_DASHES, '-');
  const hyphenated = /^\d{2,7}-\d{2}-\d$/.test(casBody);
  // Hyphens misplaced or partly left out ("10390-2", "103-902", "103 90 2"): a CAS number only when the last
  // group is the check digit alone or the last two digits plus it (so a date "2024-01-15" never is) and the
  // digits carry a valid check digit (otherwise it stays a code or text, never a CAS hint).
  if (!hyphenated && /^\d[\d -]{1,14}[ -](\d|\d{3})$/.test(casBody)) {
    const digits = casBody.replace(/[ -]/g, '');
    const cas = /^\d{5,10}$/.test(digits) ? formatCas(digits) : null;
    if (cas && isValidCas(cas)) return { kind: 'cas', normalized: cas, raw };
  }
  if (hyphenated || /^\d{5,10}$/.test(casBody)) {
    const cas = formatCas(casBody);
    if (cas) {
      if (isValidCas(cas)) return { kind: 'cas', normalized: cas, raw };
      // A hyphenated number (or one announced as CAS) with a wrong check digit: say so.
      if (hyphenated || casBody !== raw) {
        const suggestion = correctCas(cas)!;
        return { kind: 'casInvalid', normalized: cas, raw, hint: casHint(suggestion), suggestion };
      }
      // Plain digits without a valid check digit: maybe a catalogue number or part of one.
      return { kind: 'code', normalized: normalizeCode(raw), raw };
    }
  }

  const upper = raw.toUpperCase();
  if (/^[A-Z]{14}-[A-Z]{10}-[A-Z]$/.test(upper)) return { kind: 'inchikey', normalized: upper, raw };
  if (/^[A-Z]{14}$/.test(raw)) return { kind: 'inchikey', normalized: raw, raw, block: true };

  if (looksLikeStandard(raw)) return { kind: 'standard', normalized: normalizeStandardCode(raw), raw };

  const formula = formulaReading(raw);
  if (formula) return { kind: 'formula', normalized: formula, raw };

  if (CODE_RE.test(raw)) return { kind: 'code', normalized: normalizeCode(raw), raw };

  return text();
}

/** Identifier kinds answer with exact lookups; only 'text' is a name search. */
export const isIdentifierKind = (k: QueryKind) => k !== 'text';
