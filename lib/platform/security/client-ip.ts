/**
 * The client's IP address (contract C2), for rate limits and logs.
 *
 * X-Forwarded-For / X-Real-IP are trusted only when the request came from a configured proxy: TRUSTED_PROXIES, a
 * comma-separated list of addresses or CIDR ranges ("10.0.0.0/8, 127.0.0.1, fd00::/8"); default none, so by default
 * the socket address is the client and a forged X-Forwarded-For is ignored.
 *
 * Route handlers get a Fetch Request without the socket, and Next fills in X-Forwarded-For from the socket only
 * when the client sent none. So the HTTP-level guard (lib/platform/security/http-guard.ts, installed from instrumentation.ts
 * before Next sees a request) records the socket address in PEER_HEADER, overwriting any value a client sent.
 * When that header is absent (unit tests, a Request built by hand) the peer is unknown ('0.0.0.0'); forwarding
 * headers are then trusted only if TRUSTED_PROXIES contains 0.0.0.0.
 */
import { BlockList, isIP } from 'node:net';
import { log } from '@/lib/platform/observability';

/** Header carrying the socket address, set (and overwritten) by the HTTP guard. */
export const PEER_HEADER = 'x-mall-peer-ip';
export const UNKNOWN_IP = '0.0.0.0';

type HeaderBag = { get(name: string): string | null | undefined };

let cached: { src: string; list: BlockList | null } | null = null;

/** Parse a TRUSTED_PROXIES value; invalid entries are skipped with a warning. */
export function parseTrustedProxies(src: string | undefined): BlockList | null {
  const entries = (src ?? '').split(/[,\s]+/).filter(Boolean);
  if (!entries.length) return null;
  const list = new BlockList();
  let n = 0;
  for (const e of entries) {
    const [addr0, prefix] = e.split('/');
    const addr = normalizeIp(addr0 ?? '');
    const type = isIP(addr);
    if (!type) {
      log.warn(`[client-ip] TRUSTED_PROXIES: ignoring invalid entry ${JSON.stringify(e)}`);
      continue;
    }
    const family = type === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) list.addAddress(addr, family);
    else {
      const p = Number(prefix);
      if (!Number.isInteger(p) || p < 0 || p > (type === 4 ? 32 : 128)) {
        log.warn(`[client-ip] TRUSTED_PROXIES: ignoring invalid prefix in ${JSON.stringify(e)}`);
        continue;
      }
      list.addSubnet(addr, p, family);
    }
    n++;
  }
  return n ? list : null;
}

function trusted(): BlockList | null {
  const src = process.env.TRUSTED_PROXIES ?? '';
  if (!cached || cached.src !== src) cached = { src, list: parseTrustedProxies(src) };
  return cached.list;
}

/** "::ffff:1.2.3.4" → "1.2.3.4"; "[::1]" → "::1"; "1.2.3.4:5678" → "1.2.3.4"; anything else trimmed. */
export function normalizeIp(raw: string): string {
  let s = raw.trim();
  if (s.startsWith('[')) s = s.slice(1, s.indexOf(']') > 0 ? s.indexOf(']') : undefined);
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(':'));
  if (/^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(s)) s = s.slice(7);
  return s;
}

export function isTrustedProxy(ip: string, list: BlockList | null = trusted()): boolean {
  if (!list) return false;
  const a = normalizeIp(ip);
  const type = isIP(a);
  if (!type) return false;
  return list.check(a, type === 4 ? 'ipv4' : 'ipv6');
}

/** The client address from the peer and forwarding headers (see the module comment). Always a valid IP string. */
export function clientIpFrom(headers: HeaderBag, list: BlockList | null = trusted()): string {
  const peerRaw = headers.get(PEER_HEADER);
  const peer = peerRaw && isIP(normalizeIp(peerRaw)) ? normalizeIp(peerRaw) : UNKNOWN_IP;
  if (!isTrustedProxy(peer, list)) return peer;
  // From a trusted proxy: walk X-Forwarded-For from the nearest hop back, skipping our own proxies.
  const xff = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => normalizeIp(s))
    .filter((s) => isIP(s));
  for (let i = xff.length - 1; i >= 0; i--) {
    if (!isTrustedProxy(xff[i]!, list)) return xff[i]!;
  }
  if (xff.length) return xff[0]!;
  const real = normalizeIp(headers.get('x-real-ip') ?? '');
  return isIP(real) ? real : peer;
}

/** Contract C2: the client address of a request. */
export function clientIp(req: Request): string {
  return clientIpFrom(req.headers);
}
