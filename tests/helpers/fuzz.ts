/**
 * Hostile-input battery generated from the endpoint table (issue 11). Shared by the API fuzz suite
 * (tests/api/fuzz.test.ts, through the real router on PGlite), the HTTP fuzz journey (e2e/fuzz.spec.ts) and the
 * bench suite (bench/suites/fuzz.ts).
 *
 * Every endpoint of lib/api/endpoints is read at run time and its zod input turned into a JSON schema
 * (z.toJSONSchema), from which a valid-looking sample is built and then broken: malformed JSON, wrong types, missing
 * fields, huge strings and arrays, deep nesting, control characters and NUL, malformed percent-encoding in path
 * parameters, out-of-range numbers, wrong methods and content types, bogus tokens, multipart garbage, paging
 * headers. Deterministic: a seeded generator, bounded sizes.
 */
import { z } from 'zod';
import type { EndpointDef, Service } from '../../lib/api/define';

export type FuzzCall = {
  key: string;
  kind: string;
  service: Service;
  method: string;
  /** Below the service base, percent-encoded as sent; may carry a query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
};

/** mulberry32: small, fast, deterministic. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type JS = {
  type?: string | string[];
  properties?: Record<string, JS>;
  required?: string[];
  items?: JS;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JS[];
  oneOf?: JS[];
  allOf?: JS[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
};

export function schemaOf(def: EndpointDef): JS {
  try {
    return z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' }) as JS;
  } catch {
    return {};
  }
}

/** A plausible valid value for a JSON schema. */
export function sample(s: JS, r: () => number, depth = 0): unknown {
  if (depth > 6) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum?.length) return s.enum[Math.floor(r() * s.enum.length)];
  const alt = s.anyOf ?? s.oneOf;
  if (alt?.length) return sample(alt.find((a) => a.type !== 'null') ?? alt[0]!, r, depth + 1);
  if (s.allOf?.length) return sample(s.allOf[0]!, r, depth + 1);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [k, p] of Object.entries(s.properties ?? {})) {
        if (s.required?.includes(k) || r() < 0.7) out[k] = sample(p, r, depth + 1);
      }
      return out;
    }
    case 'array':
      return Array.from({ length: 1 + Math.floor(r() * 2) }, () =>
        sample(s.items ?? { type: 'integer', minimum: 1, maximum: 9 }, r, depth + 1),
      );
    case 'integer':
    case 'number': {
      const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
      const hi = Math.min(s.maximum ?? lo + 20, lo + 20);
      return lo + Math.floor(r() * (hi - lo + 1));
    }
    case 'boolean':
      return r() < 0.5;
    case 'string': {
      const pool = [
        '对乙酰氨基酚',
        'C8H9NO2',
        '103-90-2',
        'CCO',
        'c1ccccc1O',
        '13800138000',
        'test@example.com',
        'GB5009.3-2016',
        'abc',
        '1',
      ];
      let v = pool[Math.floor(r() * pool.length)]!;
      if (s.maxLength !== undefined) v = v.slice(0, s.maxLength);
      if (s.minLength !== undefined && v.length < s.minLength) v = v.padEnd(s.minLength, '1');
      return v;
    }
    case 'null':
      return null;
    default:
      return '1';
  }
}

const WRONG_TYPES: unknown[] = [
  'abc',
  -1,
  0,
  1.5,
  true,
  false,
  null,
  [],
  {},
  [null],
  { a: 1 },
  '',
  ' ',
  'null',
  'undefined',
  'NaN',
  'Infinity',
];
const OUT_OF_RANGE: unknown[] = [
  2147483648,
  -2147483649,
  1e20,
  -1e20,
  9007199254740993,
  '1e20',
  '2147483648',
  '99999999999999999999',
  -1,
  0,
  1.5,
  '0x10',
  '1_000',
  'NaN',
  '-0',
  1e308,
];
const CONTROL = [
  'a\u0000b',
  '\u0000',
  'x\u0001\u0002\u001f\u007f',
  'a\tb\r\nc',
  '\u0000'.repeat(50),
  'é\u0000中',
  '\ud800',
  '\uffff',
  '\u202e' + 'abc',
];
const PATH_GARBAGE = [
  '%E0%A4',
  '%',
  '%zz',
  '%00',
  '%0a',
  'a%2Fb',
  '..',
  '.',
  '%2e%2e',
  '-1',
  '0',
  '2147483648',
  '1e20',
  '99999999999999999999',
  "1'%20OR%201=1--",
  '%3Cscript%3E',
  'x'.repeat(3000),
  '%C0%AF',
  '%ED%A0%80',
  '%EF%BF%BF',
];
const BAD_JSON = [
  '{',
  '{"a":',
  '{"a":1,}',
  'null',
  '"str"',
  '1',
  'true',
  '[',
  ']',
  '\u0000',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  'NaN',
  '{"__proto__":{"x":1}}',
  "{'a':1}",
  '{"a":"\\ud800"}',
  '{"a":"\\u0000"}',
  '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]',
];
const TOKENS = [
  'garbage',
  'Bearer ',
  'Bearer x.y.z',
  'noBind_abc',
  '0'.repeat(64),
  'x'.repeat(600),
  "' OR '1'='1",
  'null',
  'undefined',
  '-1',
];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'PROPFIND', 'MKCOL'];

export const KINDS = [
  'valid',
  'empty',
  'wrongType',
  'missingRequired',
  'hugeString',
  'hugeArray',
  'deep',
  'control',
  'outOfRange',
  'badJson',
  'pathEncoding',
  'wrongMethod',
  'contentType',
  'multipart',
  'token',
  'paging',
  'queryGarbage',
  'extraFields',
] as const;

function deep(n: number): unknown {
  let v: unknown = 'x';
  for (let i = 0; i < n; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

/** encodeURIComponent that never throws (lone surrogates become U+FFFD). */
const enc = (s: string) =>
  encodeURIComponent(s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'));

/** Fill a path template ("brand/select/{id}") from the input; values encoded unless `raw` gives a segment. */
function fillPath(template: string, input: Record<string, unknown>, raw?: string): string {
  return template
    .split('/')
    .map((seg) => {
      const m = /^\{(\w+)\}$/.exec(seg);
      if (!m) return seg;
      if (raw !== undefined) return raw;
      const v = input[m[1]!];
      return enc(v === undefined || v === null || typeof v === 'object' ? '1' : String(v));
    })
    .join('/');
}

function query(input: Record<string, unknown>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(input))
    q.append(k, typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v));
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** ByteString-safe header value (fetch refuses NUL, CR, LF and characters above U+00FF). */
const headerSafe = (s: string) => s.replace(/[^\x20-\x7e]/g, '');

/**
 * The battery: `perEndpoint` calls for every endpoint of the table (the first ones walk every kind once, from a
 * start kind that rotates with the endpoint's position and `kindOffset`; the rest are drawn at random). `tokens`: real session tokens to send on some calls (so handlers behind auth are reached).
 */
export function* battery(
  table: Record<string, EndpointDef>,
  opts: { seed?: number; perEndpoint?: number; tokens?: string[]; kindOffset?: number } = {},
): Generator<FuzzCall> {
  const r = rng(opts.seed ?? 11);
  const per = opts.perEndpoint ?? 100;
  const tokens = opts.tokens ?? [];
  const pick = <T>(a: readonly T[]): T => a[Math.floor(r() * a.length)]!;
  for (const [ei, [key, def]] of Object.entries(table).entries()) {
    const schema = schemaOf(def);
    const props = Object.keys(schema.properties ?? {});
    const hasPathParams = /\{\w+\}/.test(def.path);
    for (let i = 0; i < per; i++) {
      // The first KINDS.length calls walk every kind, starting at a different kind per endpoint (so a short
      // battery of a few calls per endpoint still spreads every kind over the table).
      const kind = i < KINDS.length ? KINDS[(i + ei + (opts.kindOffset ?? 0)) % KINDS.length]! : pick(KINDS);
      let input = (sample(schema, r) ?? {}) as Record<string, unknown>;
      if (typeof input !== 'object' || Array.isArray(input)) input = {};
      let method: string = def.method;
      const headers: Record<string, string> = {};
      let body: string | FormData | undefined;
      let rawSeg: string | undefined;
      let rawBody: string | undefined;
      let contentType = 'application/json';
      const field = props.length ? pick(props) : 'x';
      switch (kind) {
        case 'valid':
          break;
        case 'empty':
          input = {};
          break;
        case 'wrongType':
          for (const p of props.length ? props : ['x']) if (r() < 0.6 || p === field) input[p] = pick(WRONG_TYPES);
          break;
        case 'missingRequired':
          for (const p of schema.required ?? []) if (r() < 0.7) delete input[p];
          break;
        case 'hugeString':
          input[field] = pick(['x', '中', 'C', '%', '<', "'"]).repeat(pick([1_000, 10_000, 200_000]));
          break;
        case 'hugeArray':
          input[field] = Array.from({ length: pick([1_000, 5_000, 25_000]) }, (_, j) => (r() < 0.5 ? j + 1 : 'x'));
          break;
        case 'deep':
          input[field] = deep(pick([40, 200, 2_000]));
          break;
        case 'control':
          for (const p of props.length ? props : ['x']) if (r() < 0.7 || p === field) input[p] = pick(CONTROL);
          if (r() < 0.3) input['k\u0000ey'] = 1;
          break;
        case 'outOfRange':
          for (const p of props.length ? props : ['x']) if (r() < 0.6 || p === field) input[p] = pick(OUT_OF_RANGE);
          break;
        case 'badJson':
          rawBody = pick(BAD_JSON);
          if (method === 'GET') method = 'POST';
          break;
        case 'pathEncoding':
          rawSeg = pick(PATH_GARBAGE);
          break;
        case 'wrongMethod':
          method = pick(METHODS.filter((m) => m !== def.method));
          break;
        case 'contentType':
          contentType = pick([
            'text/plain',
            'application/x-www-form-urlencoded',
            'multipart/form-data',
            'application/xml',
            'application/json; charset=gbk',
            '',
          ]);
          rawBody =
            contentType === 'application/x-www-form-urlencoded'
              ? 'a=%zz&b=%00&&=&c'
              : contentType === 'application/xml'
                ? '<?xml version="1.0"?><a/>'
                : JSON.stringify(input);
          if (method === 'GET') method = 'POST';
          break;
        case 'multipart': {
          if (r() < 0.5) {
            contentType = 'multipart/form-data; boundary=zzz';
            rawBody =
              '--zzz\r\nContent-Disposition: form-data; name="file"; filename="../../etc/passwd"\r\n\r\n\u0000\u0001garbage\r\n--zz';
          } else {
            const fd = new FormData();
            for (const [k, v] of Object.entries(input)) fd.append(k, typeof v === 'string' ? v : JSON.stringify(v));
            fd.append(
              'file',
              new Blob([new Uint8Array([0, 1, 2, 255, 254])], {
                type: pick(['image/png', 'application/x-msdownload', 'text/html']),
              }),
              pick(['a.png', '../x.exe', '<svg>.svg', '']),
            );
            fd.append('content', pick(CONTROL));
            body = fd;
            contentType = '';
          }
          if (method === 'GET') method = 'POST';
          break;
        }
        case 'token':
          headers.token = headerSafe(pick(TOKENS));
          if (r() < 0.5) headers.authorization = headerSafe(`Bearer ${pick(TOKENS)}`);
          break;
        case 'paging':
          headers.pageNo = String(pick(['1e20', '-1', '0', 'abc', '2147483648', '99999999999', '1.5', '100001', '1']));
          headers.pageSize = String(pick(['1e9', '-5', '0', 'x', '99999', '100000', '10']));
          break;
        case 'queryGarbage':
          break;
        case 'extraFields':
          Object.assign(input, {
            __proto__: { polluted: true },
            constructor: { prototype: { x: 1 } },
            ['x'.repeat(300)]: 1,
            id: pick(OUT_OF_RANGE),
          });
          break;
      }
      if (tokens.length && kind !== 'token' && r() < 0.5) headers.token = pick(tokens);
      let path = fillPath(def.path, input, hasPathParams && kind === 'pathEncoding' ? rawSeg : undefined);
      if (kind === 'pathEncoding' && !hasPathParams) path += `/${rawSeg}`;
      const sendsBody = method !== 'GET' && method !== 'HEAD';
      if (!sendsBody || kind === 'queryGarbage') {
        path += query(input);
        if (kind === 'queryGarbage')
          path +=
            (path.includes('?') ? '&' : '?') +
            pick(['a=%zz', 'keyword=%00', '%=%', 'pageNo=1e20', 'x=' + '%E0%A4'.repeat(3), 'a[b]=1&a[c]=2', '&&&']);
      } else if (body === undefined) {
        body = rawBody ?? JSON.stringify(input);
      }
      if (sendsBody && contentType && !(body instanceof FormData)) headers['content-type'] = contentType;
      yield { key, kind, service: def.service, method, path, headers, body };
    }
  }
}

/** Fields of the envelope, in the spec's order. */
export const ENVELOPE_KEYS = ['code', 'data', 'message', 'messageCode', 'totalCount'];

/** Text that must never reach a client: stack frames, file paths, SQL, driver errors. */
export const LEAK_RE =
  /\bat (?:async )?[\w.<>$]+ \(|\.tsx?:\d+:\d+|\.m?js:\d+:\d+|node_modules\/|\/work\/main|\bSELECT\b[^"]{0,80}\bFROM\b|\bselect "\w+"|\bfrom "\w+"|\bINSERT INTO\b|\binsert into "|Failed query|syntax error at or near|ZodError|TypeError:|RangeError:|ReferenceError:|SQLSTATE|duplicate key value|violates (?:foreign key|unique|not-null|check) constraint|invalid input syntax for/;

export type Verdict = {
  serverError: boolean;
  envelopeViolation: string | null;
  leak: string | null;
  internal: boolean;
};

/**
 * Judge one /mall/** answer: a 5xx, an answer that is not the spec envelope (a JSON answer, or any 4xx), a code
 * outside 1|0|-1, an INTERNAL envelope (an unhandled exception), or a leak in the text.
 * Non-JSON successes (SVG depictions, downloads) are allowed.
 */
export function judge(status: number, contentType: string | null, text: string): Verdict {
  const v: Verdict = { serverError: status >= 500, envelopeViolation: null, leak: null, internal: false };
  const isJson = /json/i.test(contentType ?? '');
  if (isJson || status >= 400 || status === 0) {
    try {
      const env = JSON.parse(text) as Record<string, unknown>;
      const keys = Object.keys(env).sort();
      if (keys.join() !== [...ENVELOPE_KEYS].sort().join()) v.envelopeViolation = `keys ${keys.join(',')}`;
      else if (![1, 0, -1].includes(env.code as number)) v.envelopeViolation = `code ${String(env.code)}`;
      else if (
        typeof env.message !== 'string' ||
        typeof env.messageCode !== 'string' ||
        typeof env.totalCount !== 'number'
      )
        v.envelopeViolation = 'field types';
      else if (env.messageCode === 'INTERNAL') v.internal = true;
    } catch {
      v.envelopeViolation = `not JSON (${status} ${contentType ?? ''}): ${text.slice(0, 80)}`;
    }
  }
  const m = LEAK_RE.exec(text);
  if (m) v.leak = m[0];
  return v;
}

/** p-th percentile of a list of numbers (nearest rank). */
export function percentile(xs: number[], p: number): number {
  if (!xs.length) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))]!;
}

/** The Request a call makes against `base` (e.g. "http://localhost/x/" or the server's service base + "/"). */
export function requestOf(call: FuzzCall, base: string): Request | null {
  try {
    const init: RequestInit = { method: call.method, headers: call.headers };
    if (call.body !== undefined && call.method !== 'GET' && call.method !== 'HEAD') init.body = call.body;
    return new Request(base + call.path, init);
  } catch {
    return null; // a method or header fetch itself refuses (never reaches a server)
  }
}
