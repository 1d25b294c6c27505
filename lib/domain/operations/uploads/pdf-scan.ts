/**
 * Active content in a PDF, found by a token scan of its objects (pure; no PDF library).
 *
 * Why a scan and not a parser: a viewer-grade parser (pdf.js) answers "what would this viewer show", resolves objects
 * through the cross-reference table and repairs broken files its own way; what we need is the opposite question —
 * "does ANY object in these bytes name an action a reader could run" — asked of every object, referenced or not, in
 * every revision. So the scan lexes the file as PDF tokens (ISO 32000-1 §7.2: comments, literal and hex strings,
 * names with #xx escapes, dictionaries, keywords) and:
 *   - collects every name token outside strings and outside stream data (stream data of pages and images is never
 *     read as tokens: compressed bytes would give false hits);
 *   - decodes every object stream (/Type /ObjStm: Flate, ASCIIHex, ASCII85) and scans the objects inside;
 *   - looks inside other streams' raw bytes only for `N G obj`, an object a cross-reference offset could point into
 *     (a trick to hide an object from linear scanners), and scans such objects too;
 *   - refuses what it cannot inspect: an object stream it cannot decode (encrypted, an unknown filter, a predictor),
 *     nesting deeper than a sane file has, or decompressed data beyond a budget.
 * Refused names: /JavaScript, /JS, /Launch, /EmbeddedFile(s), /AA (additional actions), /XFA (scriptable forms),
 * /RichMedia. /OpenAction itself is common (open at page 1) and allowed; an OpenAction that runs JavaScript or
 * launches a program names /JS, /JavaScript or /Launch in its action dictionary, which is refused wherever it is.
 */
import { inflateSync } from 'node:zlib';
import type { PdfScan } from './types';

export const ACTIVE_PDF_NAMES = [
  'JavaScript',
  'JS',
  'Launch',
  'EmbeddedFile',
  'EmbeddedFiles',
  'AA',
  'XFA',
  'RichMedia',
] as const;
const ACTIVE = new Set<string>(ACTIVE_PDF_NAMES);

/** Limits of one scan: total decoded bytes of object streams, nesting depth, objects hidden in stream data. */
export const PDF_SCAN_LIMITS = { inflateMaxBytes: 32 * 1024 * 1024, maxDepth: 64, maxHiddenObjects: 200 } as const;

const WS = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);
const isRegular = (c: number) => !WS.has(c) && !DELIM.has(c);

type Value =
  | { t: 'name'; v: string }
  | { t: 'num'; v: number }
  | { t: 'kw'; v: string }
  | { t: 'str' }
  | { t: 'arr'; v: Value[] }
  | { t: 'dict'; v: Map<string, Value> };

class Uninspectable extends Error {}

const latin1 = (b: Uint8Array, from: number, to: number) =>
  Buffer.from(b.buffer, b.byteOffset + from, to - from).toString('latin1');

/** Decodes #xx escapes of a name (PDF 1.2+): /J#61vaScript is /JavaScript. */
function decodeName(raw: string): string {
  return raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
}

function indexOf(b: Uint8Array, needle: string, from: number): number {
  return Buffer.from(b.buffer, b.byteOffset, b.length).indexOf(needle, from, 'latin1');
}

class Lexer {
  pos = 0;
  constructor(
    readonly b: Uint8Array,
    readonly onName: (n: string) => void,
  ) {}

  private skipWs() {
    const b = this.b;
    while (this.pos < b.length) {
      const c = b[this.pos]!;
      if (WS.has(c)) this.pos++;
      else if (c === 0x25) {
        // A comment runs to the end of the line.
        while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
  }

  private literalString() {
    const b = this.b;
    let depth = 1;
    this.pos++;
    while (this.pos < b.length && depth > 0) {
      const c = b[this.pos]!;
      if (c === 0x5c) this.pos += 2;
      else {
        if (c === 0x28) depth++;
        else if (c === 0x29) depth--;
        this.pos++;
      }
    }
  }

  /** The next value, or null at the end. Strings are skipped (their text is never a name). */
  next(depth = 0): Value | null {
    if (depth > PDF_SCAN_LIMITS.maxDepth) throw new Uninspectable('nesting');
    this.skipWs();
    const b = this.b;
    if (this.pos >= b.length) return null;
    const c = b[this.pos]!;
    if (c === 0x2f) {
      const start = ++this.pos;
      while (this.pos < b.length && isRegular(b[this.pos]!)) this.pos++;
      const v = decodeName(latin1(b, start, this.pos));
      this.onName(v);
      return { t: 'name', v };
    }
    if (c === 0x28) {
      this.literalString();
      return { t: 'str' };
    }
    if (c === 0x3c && b[this.pos + 1] === 0x3c) {
      this.pos += 2;
      const dict = new Map<string, Value>();
      for (;;) {
        this.skipWs();
        if (this.pos >= b.length) return { t: 'dict', v: dict };
        if (b[this.pos] === 0x3e && b[this.pos + 1] === 0x3e) {
          this.pos += 2;
          return { t: 'dict', v: dict };
        }
        const k = this.next(depth + 1);
        if (!k) return { t: 'dict', v: dict };
        if (k.t !== 'name') continue;
        const v = this.valueAfterKey(depth + 1);
        if (v) dict.set(k.v, v);
      }
    }
    if (c === 0x3c) {
      const end = indexOf(b, '>', this.pos + 1);
      this.pos = end < 0 ? b.length : end + 1;
      return { t: 'str' };
    }
    if (c === 0x5b) {
      this.pos++;
      const arr: Value[] = [];
      for (;;) {
        this.skipWs();
        if (this.pos >= b.length) return { t: 'arr', v: arr };
        if (b[this.pos] === 0x5d) {
          this.pos++;
          return { t: 'arr', v: arr };
        }
        const v = this.next(depth + 1);
        if (!v) return { t: 'arr', v: arr };
        arr.push(v);
      }
    }
    if (DELIM.has(c)) {
      // A stray delimiter (>, ], ), {, }): skip it.
      this.pos++;
      return { t: 'kw', v: String.fromCharCode(c) };
    }
    const start = this.pos;
    while (this.pos < b.length && isRegular(b[this.pos]!)) this.pos++;
    const word = latin1(b, start, this.pos);
    const n = Number(word);
    return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) && Number.isFinite(n) ? { t: 'num', v: n } : { t: 'kw', v: word };
  }

  /** A regular token (number or keyword) at the position, read without recursion; null before a delimiter. */
  private word(): string | null {
    this.skipWs();
    const b = this.b;
    if (this.pos >= b.length || !isRegular(b[this.pos]!)) return null;
    const start = this.pos;
    while (this.pos < b.length && isRegular(b[this.pos]!)) this.pos++;
    return latin1(b, start, this.pos);
  }

  /**
   * A dictionary value: `N G R` (a reference) is read as one keyword value so the dictionary stays in step. The
   * look-ahead reads plain words only (never a nested value twice: that would be exponential in the nesting).
   */
  private valueAfterKey(depth: number): Value | null {
    const v = this.next(depth);
    if (!v || v.t !== 'num') return v;
    const save = this.pos;
    const g = this.word();
    const r = g !== null && /^\d+$/.test(g) ? this.word() : null;
    if (r === 'R') return { t: 'kw', v: `${v.v} ${g} R` };
    this.pos = save;
    return v;
  }
}

const A85_END = '~>';

function asciiHex(data: Uint8Array): Uint8Array {
  const text = Buffer.from(data)
    .toString('latin1')
    .replace(/[^0-9A-Fa-f>]/g, '');
  const hex = text.split('>')[0]!;
  return new Uint8Array(Buffer.from(hex.length % 2 ? `${hex}0` : hex, 'hex'));
}

function ascii85(data: Uint8Array): Uint8Array {
  let text = Buffer.from(data).toString('latin1');
  const end = text.indexOf(A85_END);
  if (end >= 0) text = text.slice(0, end);
  text = text.replace(/^<~/, '').replace(/\s+/g, '');
  const out: number[] = [];
  let group: number[] = [];
  const flush = (g: number[], n: number) => {
    let v = 0;
    for (const d of g) v = v * 85 + d;
    const bytes = [(v >>> 24) & 255, (v >>> 16) & 255, (v >>> 8) & 255, v & 255];
    out.push(...bytes.slice(0, n));
  };
  for (const ch of text) {
    if (ch === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    const d = ch.charCodeAt(0) - 33;
    if (d < 0 || d > 84) throw new Uninspectable('ascii85');
    group.push(d);
    if (group.length === 5) {
      flush(group, 4);
      group = [];
    }
  }
  if (group.length) {
    const n = group.length - 1;
    while (group.length < 5) group.push(84);
    flush(group, n);
  }
  return new Uint8Array(out);
}

const names = (v: Value | undefined): string[] =>
  !v ? [] : v.t === 'name' ? [v.v] : v.t === 'arr' ? v.v.flatMap((x) => (x.t === 'name' ? [x.v] : [])) : [];

/** Decodes an object stream's data through its filters, within the byte budget; throws Uninspectable otherwise. */
function decodeStream(dict: Map<string, Value>, data: Uint8Array, budget: { left: number }): Uint8Array {
  const filters = names(dict.get('Filter'));
  const parms = dict.get('DecodeParms');
  const hasPredictor = (p: Value | undefined): boolean =>
    p?.t === 'dict'
      ? p.v.get('Predictor')?.t === 'num' && (p.v.get('Predictor') as { v: number }).v > 1
      : p?.t === 'arr'
        ? p.v.some(hasPredictor)
        : false;
  if (hasPredictor(parms)) throw new Uninspectable('predictor');
  let out = data;
  for (const f of filters) {
    if (f === 'FlateDecode' || f === 'Fl') {
      try {
        out = new Uint8Array(inflateSync(out, { maxOutputLength: Math.max(1, budget.left) }));
      } catch {
        throw new Uninspectable('inflate');
      }
    } else if (f === 'ASCIIHexDecode' || f === 'AHx') out = asciiHex(out);
    else if (f === 'ASCII85Decode' || f === 'A85') out = ascii85(out);
    else throw new Uninspectable(`filter ${f}`);
    budget.left -= out.length;
    if (budget.left < 0) throw new Uninspectable('budget');
  }
  return out;
}

/**
 * Scans `bytes` (a whole file, or the decoded body of an object stream) for names; returns the stream spans it
 * skipped so the caller can look into them.
 */
function scanTokens(
  bytes: Uint8Array,
  found: Set<string>,
  budget: { left: number; hidden: number },
  nested: boolean,
): void {
  const lex = new Lexer(bytes, (n) => {
    if (ACTIVE.has(n)) found.add(n);
  });
  let lastDict: Map<string, Value> | null = null;
  for (;;) {
    const v = lex.next();
    if (!v) break;
    if (v.t === 'dict') {
      lastDict = v.v;
      continue;
    }
    if (v.t === 'kw' && v.v === 'stream' && !nested) {
      // Stream data starts after the end-of-line that follows the keyword.
      let start = lex.pos;
      if (bytes[start] === 0x0d) start++;
      if (bytes[start] === 0x0a) start++;
      const len = lastDict?.get('Length');
      let end = -1;
      if (len?.t === 'num' && Number.isInteger(len.v) && len.v >= 0 && start + len.v <= bytes.length) {
        const after = indexOf(bytes, 'endstream', start + len.v);
        // The declared length holds when `endstream` follows it (after an optional end-of-line).
        if (after >= 0 && after - (start + len.v) <= 2) end = start + len.v;
      }
      if (end < 0) end = indexOf(bytes, 'endstream', start);
      if (end < 0) end = bytes.length;
      const data = bytes.subarray(start, end);
      const type = lastDict?.get('Type');
      if (type?.t === 'name' && type.v === 'ObjStm')
        scanTokens(decodeStream(lastDict!, data, budget), found, budget, true);
      else scanHiddenObjects(data, found, budget);
      lex.pos = end;
      lastDict = null;
      continue;
    }
    if (v.t !== 'num' && v.t !== 'name') lastDict = v.t === 'kw' && (v.v === 'obj' || v.v === 'R') ? lastDict : null;
  }
}

/** Objects a cross-reference offset could point at inside a stream's raw bytes (`12 0 obj`): scanned as objects. */
function scanHiddenObjects(data: Uint8Array, found: Set<string>, budget: { left: number; hidden: number }): void {
  const text = Buffer.from(data.buffer, data.byteOffset, data.length).toString('latin1');
  const re = /(?:^|[\x00\t\n\f\r ])\d{1,10}[\x00\t\n\f\r ]+\d{1,5}[\x00\t\n\f\r ]+obj(?![^\x00\t\n\f\r ()<>[\]{}/%])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (++budget.hidden > PDF_SCAN_LIMITS.maxHiddenObjects) throw new Uninspectable('hidden objects');
    const lex = new Lexer(data.subarray(m.index + m[0].length), (n) => {
      if (ACTIVE.has(n)) found.add(n);
    });
    lex.next();
  }
}

/** Scans a PDF's bytes (see the module comment). Never throws. */
export function scanPdf(bytes: Uint8Array): PdfScan {
  const found = new Set<string>();
  try {
    scanTokens(bytes, found, { left: PDF_SCAN_LIMITS.inflateMaxBytes, hidden: 0 }, false);
    return { active: [...found].sort(), uninspectable: null };
  } catch (e) {
    if (e instanceof Uninspectable || e instanceof RangeError)
      return { active: [...found].sort(), uninspectable: e.message || 'too deep' };
    throw e;
  }
}
