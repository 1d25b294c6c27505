// @ts-check
/**
 * Who may read GET /metrics: METRICS_ALLOW, a list of addresses or CIDR ranges separated by commas or spaces
 * ("127.0.0.1/8, ::1, 10.0.0.0/8"); default loopback only. Judged on the TCP peer, and on every address a proxy
 * forwarded (X-Forwarded-For, X-Real-IP, Forwarded): a balancer on the same host connects from 127.0.0.1, so a scrape
 * that came through it is judged by its real client, and a client cannot get in by forging X-Forwarded-For (the
 * peer, or the balancer's appended address, is still checked). Anyone else gets the 404 every unknown path gets.
 */
const { BlockList, isIP } = require('node:net');

const DEFAULT_ALLOW = '127.0.0.0/8, ::1';

/** "::ffff:1.2.3.4" → "1.2.3.4"; "[::1]:80" → "::1"; "1.2.3.4:5678" → "1.2.3.4"; anything else trimmed. @param {string} raw */
function normalizeAddress(raw) {
  let s = raw.trim().replace(/^"|"$/g, '');
  if (s.startsWith('[')) s = s.slice(1, s.indexOf(']') > 0 ? s.indexOf(']') : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(s)) s = s.slice(7);
  return s;
}

/**
 * The allow list of a METRICS_ALLOW value (default loopback); invalid entries are reported in `invalid` and skipped.
 * An empty or "none" value allows nobody.
 * @param {string | undefined} src
 */
function parseAllowList(src) {
  const text = src === undefined ? DEFAULT_ALLOW : src;
  const list = new BlockList();
  /** @type {string[]} */
  const invalid = [];
  for (const entry of text.split(/[,\s]+/).filter(Boolean)) {
    if (entry.toLowerCase() === 'none') continue;
    const [addr0, prefix] = entry.split('/');
    const addr = normalizeAddress(addr0 ?? '');
    const type = isIP(addr);
    const p = prefix === undefined ? null : Number(prefix);
    if (!type || (p !== null && (!Number.isInteger(p) || p < 0 || p > (type === 4 ? 32 : 128) || prefix === ''))) {
      invalid.push(entry);
      continue;
    }
    const family = type === 4 ? 'ipv4' : 'ipv6';
    if (p === null) list.addAddress(addr, family);
    else list.addSubnet(addr, p, family);
    // An IPv4 entry also matches its IPv4-mapped IPv6 form (a dual-stack socket reports ::ffff:a.b.c.d).
    if (type === 4) {
      if (p === null) list.addAddress(`::ffff:${addr}`, 'ipv6');
      else list.addSubnet(`::ffff:${addr}`, 96 + p, 'ipv6');
    }
  }
  return { list, invalid };
}

/** @param {BlockList} list @param {string} raw */
function allowedAddress(list, raw) {
  const a = normalizeAddress(raw);
  const type = isIP(a);
  return type !== 0 && list.check(a, type === 4 ? 'ipv4' : 'ipv6');
}

/**
 * The addresses a request names as its origin besides the peer: every X-Forwarded-For entry, X-Real-IP, and the
 * for= of Forwarded (RFC 7239). A value that is not an address (`unknown`, an obfuscated id) is returned as is and
 * fails the check.
 * @param {Record<string, string | string[] | undefined>} headers
 */
function forwardedAddresses(headers) {
  /** @type {string[]} */
  const out = [];
  const all = (/** @type {string | string[] | undefined} */ v) => (Array.isArray(v) ? v : v === undefined ? [] : [v]);
  for (const v of all(headers['x-forwarded-for'])) out.push(...v.split(',').map((s) => s.trim()));
  for (const v of all(headers['x-real-ip'])) out.push(v.trim());
  for (const v of all(headers.forwarded))
    for (const m of v.matchAll(/for=("[^"]*"|[^;,\s]+)/gi)) out.push(/** @type {string} */ (m[1]));
  return out.filter((s) => s !== '');
}

/**
 * True when the peer and every forwarded address are on the list.
 * @param {BlockList} list
 * @param {string | undefined} peer the socket's remote address
 * @param {Record<string, string | string[] | undefined>} headers
 */
function metricsAllowed(list, peer, headers) {
  if (!peer || !allowedAddress(list, peer)) return false;
  return forwardedAddresses(headers).every((a) => allowedAddress(list, a));
}

module.exports = { DEFAULT_ALLOW, parseAllowList, metricsAllowed, forwardedAddresses, normalizeAddress };
