/**
 * Rate limits of anonymous writes and costly reads (issue 11): one rule per client IP and, for a signed-in
 * caller, one per account, on the shared counters of lib/platform/security/rate-limit.ts (contract C1; the numbers are
 * RATE_LIMITS in lib/config/constants.ts).
 *
 * RATE_LIMIT_EXEMPT (env): addresses / CIDR ranges never limited by these rules (a monitoring probe, the bench's
 * load generator); default none.
 */
import 'server-only';
import type { Ctx } from '@/lib/api/context';
import { consume, type RateRule } from '@/lib/platform/security/rate-limit';
import { isTrustedProxy, parseTrustedProxies } from '@/lib/platform/security/client-ip';

let exempt: { src: string; list: ReturnType<typeof parseTrustedProxies> } | null = null;

function isExempt(ip: string): boolean {
  const src = process.env.RATE_LIMIT_EXEMPT ?? '';
  if (!src) return false;
  if (!exempt || exempt.src !== src) exempt = { src, list: parseTrustedProxies(src) };
  return isTrustedProxy(ip, exempt.list);
}

/** Take one point from the caller's IP rule and, when signed in, from the account rule; throws RateLimitedError. */
export async function limitCaller(
  ctx: Pick<Ctx, 'db' | 'ip' | 'user'>,
  ipRule: RateRule,
  accountRule?: RateRule,
): Promise<void> {
  if (isExempt(ctx.ip)) return;
  await consume(ctx.db, ipRule, ctx.ip);
  if (accountRule && ctx.user) await consume(ctx.db, accountRule, String(ctx.user.id));
}

type Limit = { ip: RateRule; account?: RateRule };

/**
 * Endpoints limited per caller, applied by the router after the session is known and before the handler runs
 * (a key missing from the endpoint table is simply never matched). Accounts' own rules (captcha, SMS, login) are
 * applied inside their handlers (lib/domain/accounts/auth), where the phone or account is known.
 */
export const ENDPOINT_LIMITS: Readonly<Record<string, Limit>> = {
  'tracking.accessLogRecord': { ip: 'accessLogPerIp', account: 'accessLogPerAccount' },
  'tracking.goodsView': { ip: 'accessLogPerIp', account: 'accessLogPerAccount' },
  'search.products': { ip: 'searchPerIp', account: 'searchPerAccount' },
  'search.suggest': { ip: 'searchPerIp', account: 'searchPerAccount' },
  'search.categoriesByKeyword': { ip: 'searchPerIp', account: 'searchPerAccount' },
  'search.methodItems': { ip: 'searchPerIp', account: 'searchPerAccount' },
  'search.apis': { ip: 'searchPerIp', account: 'searchPerAccount' },
  'search.news': { ip: 'searchPerIp', account: 'searchPerAccount' },
  'search.apiProducts': { ip: 'searchPerIp', account: 'searchPerAccount' },
  'structure.search': { ip: 'structureSearchPerIp', account: 'structureSearchPerAccount' },
  'structure.formulaList': { ip: 'structureSearchPerIp', account: 'structureSearchPerAccount' },
  'structure.depict': { ip: 'depictPerIp', account: 'depictPerAccount' },
  'nitrosamine.screen': { ip: 'nitrosaminePerIp', account: 'nitrosaminePerAccount' },
  'nitrosamine.batch': { ip: 'nitrosaminePerIp', account: 'nitrosaminePerAccount' },
  'nitrosamine.batchUpload': { ip: 'nitrosaminePerIp', account: 'nitrosaminePerAccount' },
  'feedback.add': { ip: 'feedbackPerIp', account: 'feedbackPerAccount' },
};

/** Apply the endpoint's limit, if it has one. */
export async function limitEndpoint(key: string, ctx: Pick<Ctx, 'db' | 'ip' | 'user'>): Promise<void> {
  const l = ENDPOINT_LIMITS[key];
  if (l) await limitCaller(ctx, l.ip, l.account);
}
