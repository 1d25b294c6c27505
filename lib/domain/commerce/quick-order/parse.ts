/**
 * Quick order input (pure): pasted lines or spreadsheet rows → { query (货号 or CAS), package, quantity }, with the
 * tolerant normalisation buyers need: full-width characters, any case, spaces and hyphens in 货号, a CAS number
 * with or without hyphens (validated by its check digit), a package written "10 mg", "10MG" or "10 毫克".
 */
import { QUICK_ORDER_LIMITS } from '@/lib/config/constants';

export type RawLine = { lineNo: number; query: string; pkg: string | null; qty: number | null; raw: string };

/** Full-width ASCII (Ａ-Ｚ, ０-９, －, ，, 　…) to half-width. */
export function toHalfWidth(s: string): string {
  return s.replace(/[\uff01-\uff5e]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\u3000/g, ' ');
}

/** A CAS number in canonical form (50-78-2) when the text is one (hyphens optional) and its check digit is right. */
export function normaliseCas(text: string): string | null {
  const t = toHalfWidth(text).trim();
  if (!/^\d{2,7}-?\d{2}-?\d$/.test(t)) return null;
  const digits = t.replace(/-/g, '');
  if (digits.length < 5 || digits.length > 10) return null;
  const body = digits.slice(0, -1);
  const check = Number(digits.slice(-1));
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i + 1);
  if (sum % 10 !== check) return null;
  return `${body.slice(0, -2)}-${body.slice(-2)}-${check}`;
}

/** True when the text looks like a CAS number (digits and hyphens in CAS shape), whatever its check digit. */
export const looksLikeCas = (text: string): boolean => /^\d{2,7}-?\d{2}-?\d$/.test(toHalfWidth(text).trim());

/**
 * A catalogue number reduced to what identifies it: upper case, no spaces, no hyphens of any kind — "rs 000001",
 * "RS000001" and "ＲＳ－０００００１" all become "RS000001". The catalogue side is indexed the same way
 * (products_code_compact_idx).
 */
export function compactCode(text: string): string {
  return toHalfWidth(text)
    .toUpperCase()
    .replace(/[\s\-‐‑‒–—―_]+/g, '');
}

const UNIT: Record<string, string> = {
  mg: 'mg',
  毫克: 'mg',
  g: 'g',
  克: 'g',
  kg: 'kg',
  千克: 'kg',
  µg: 'µg',
  ug: 'µg',
  μg: 'µg',
  微克: 'µg',
  ml: 'ml',
  毫升: 'ml',
  l: 'l',
  升: 'l',
  ul: 'µl',
  µl: 'µl',
  μl: 'µl',
  微升: 'µl',
};

/** A package in the catalogue's form: "10 MG" → "10mg", "1 克" → "1g", "0.5 ml" → "0.5ml"; other text lower-cased without spaces. */
export function normalisePackage(text: string | null | undefined): string | null {
  if (!text) return null;
  const t = toHalfWidth(text).trim().toLowerCase().replace(/\s+/g, '');
  if (!t) return null;
  const m = /^(\d+(?:\.\d+)?)(mg|g|kg|µg|ug|μg|ml|l|ul|µl|μl|毫克|克|千克|微克|毫升|升|微升)$/.exec(t);
  if (!m) return t;
  const n = String(Number(m[1]));
  return `${n}${UNIT[m[2]!]}`;
}

/** A quantity: a positive integer (全角 digits allowed); null when absent; NaN when not a usable number. */
function parseQty(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const t = toHalfWidth(text)
    .trim()
    .replace(/(件|支|瓶|盒|个|pcs?)$/i, '');
  const n = Number(t);
  return Number.isInteger(n) && n > 0 ? n : Number.NaN;
}

const PKG_RE = /^\d+(?:\.\d+)?\s*(mg|g|kg|µg|ug|μg|ml|l|ul|µl|μl|毫克|克|千克|微克|毫升|升|微升)$/i;
const UNIT_RE = /^(mg|g|kg|µg|ug|μg|ml|l|ul|µl|μl|毫克|克|千克|微克|毫升|升|微升)$/i;

/**
 * One line of pasted text: "RS-000001 10mg 2", "50-78-2, 100 mg, 1", "50782\t1g" (tab, comma, semicolon, spaces,
 * full-width separators). The first field is the 货号 or CAS; then a package and/or a quantity in either order.
 */
export function parseLine(raw: string, lineNo: number): RawLine | null {
  const t = toHalfWidth(raw)
    .replace(/[，、；;|\t]/g, ',')
    .trim();
  if (!t) return null;
  const fields = t
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
  if (fields.length > 1) {
    const [query, ...rest] = fields;
    let pkg: string | null = null;
    let qty: number | null = null;
    for (const f of rest) {
      if (pkg === null && PKG_RE.test(f.replace(/\s+/g, ''))) pkg = f;
      else if (qty === null) qty = parseQty(f);
      else if (pkg === null) pkg = f;
    }
    return { lineNo, query: query!, pkg, qty, raw: raw.trim().slice(0, 200) };
  }
  // Space-separated: a 货号 may itself hold spaces ("RS 000001"), and "10 mg" may be written apart. The quantity is
  // a trailing integer; the package is the first number+unit after the first token; the query is what precedes.
  const tokens = t.split(/\s+/).reduce<string[]>((acc, f) => {
    const prev = acc[acc.length - 1];
    if (acc.length > 1 && prev && /^\d+(\.\d+)?$/.test(prev) && UNIT_RE.test(f)) acc[acc.length - 1] = prev + f;
    else acc.push(f);
    return acc;
  }, []);
  let qty: number | null = null;
  if (tokens.length >= 2 && /^\d+$/.test(tokens[tokens.length - 1]!) && !PKG_RE.test(tokens[tokens.length - 1]!))
    qty = parseQty(tokens.pop());
  const at = tokens.findIndex((f, i) => i > 0 && PKG_RE.test(f));
  const query = (at > 0 ? tokens.slice(0, at) : tokens).join(' ');
  const pkg = at > 0 ? tokens[at]! : null;
  if (at > 0 && qty === null && tokens[at + 1] !== undefined) qty = parseQty(tokens[at + 1]);
  return { lineNo, query, pkg, qty, raw: raw.trim().slice(0, 200) };
}

/** Pasted text → lines (blank lines skipped; at most QUICK_ORDER_LIMITS.maxLines). */
export function parseText(text: string): RawLine[] {
  const out: RawLine[] = [];
  text.split(/\r?\n/).forEach((l, i) => {
    const p = parseLine(l, i + 1);
    if (p && out.length < QUICK_ORDER_LIMITS.maxLines) out.push(p);
  });
  return out;
}

/** Spreadsheet rows (cell texts) → lines; a header row naming 货号/CAS, 包装/规格 and 数量 picks the columns. */
export function parseRows(rows: string[][]): RawLine[] {
  const isHeader = (r: string[]) =>
    r.some((c) => /货号|cas|编号|品号|catalog/i.test(c)) &&
    r.some((c) => /数量|qty|quantity|包装|规格|package/i.test(c));
  let col = { query: 0, pkg: 1, qty: 2 };
  let start = 0;
  if (rows[0] && isHeader(rows[0])) {
    const h = rows[0].map((c) => c.toLowerCase());
    const find = (re: RegExp, d: number) => {
      const i = h.findIndex((c) => re.test(c));
      return i >= 0 ? i : d;
    };
    col = {
      query: find(/货号|cas|编号|品号|catalog/, 0),
      pkg: find(/包装|规格|package|size/, 1),
      qty: find(/数量|qty|quantity/, 2),
    };
    start = 1;
  }
  const out: RawLine[] = [];
  for (let i = start; i < rows.length && out.length < QUICK_ORDER_LIMITS.maxLines; i++) {
    const r = rows[i]!;
    const query = toHalfWidth(r[col.query] ?? '').trim();
    if (!query) continue;
    const pkg = (r[col.pkg] ?? '').trim() || null;
    const qty = parseQty(r[col.qty]);
    out.push({ lineNo: i + 1, query, pkg, qty, raw: r.filter(Boolean).join(' ').slice(0, 200) });
  }
  return out;
}
