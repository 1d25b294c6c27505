/**
 * Which adapter each third-party service uses: a real one, or a development one that writes what it would have
 * sent to the outbox (/dev/outbox). Chosen by configuration:
 *
 *   ADAPTERS=dev|real                 all services at once
 *   SMS_ADAPTER / EMAIL_ADAPTER / WECHAT_ADAPTER / CAPTCHA_ADAPTER / ALIPAY_ADAPTER = dev|real   one service (wins over ADAPTERS)
 *
 * Default: dev outside NODE_ENV=production, real in production. A production process uses a development adapter
 * only with an explicit ALLOW_DEV_ADAPTERS=1 (the demo and the test servers set it); otherwise a dev choice there
 * is refused and the real adapter is used. The choice is logged once per process.
 */
import 'server-only';
import { log } from '@/lib/platform/observability';

export type AdapterService = 'sms' | 'email' | 'wechat' | 'captcha' | 'alipay';
export type AdapterMode = 'dev' | 'real';

export const ADAPTER_SERVICES: AdapterService[] = ['sms', 'email', 'wechat', 'captcha', 'alipay'];

type Env = Record<string, string | undefined>;

/** Pure: the mode of one service under an environment. */
export function adapterMode(service: AdapterService, env: Env = process.env): AdapterMode {
  const production = env.NODE_ENV === 'production';
  const raw = (env[`${service.toUpperCase()}_ADAPTER`] || env.ADAPTERS || '').trim().toLowerCase();
  const wanted: AdapterMode = raw === 'dev' || raw === 'real' ? raw : production ? 'real' : 'dev';
  if (wanted === 'dev' && production && env.ALLOW_DEV_ADAPTERS !== '1') return 'real';
  return wanted;
}

/** Pure: whether any development adapter is active (the outbox exists only then). */
export function anyDevAdapter(env: Env = process.env): boolean {
  return ADAPTER_SERVICES.some((s) => adapterMode(s, env) === 'dev');
}

const g = globalThis as unknown as { __mallAdaptersLogged?: boolean };

/** Log the adapter choice once per process (first use, normally at start-up). */
export function logAdaptersOnce(env: Env = process.env): void {
  if (g.__mallAdaptersLogged) return;
  g.__mallAdaptersLogged = true;
  const modes = ADAPTER_SERVICES.map((s) => `${s}=${adapterMode(s, env)}`).join(' ');
  const refused =
    env.NODE_ENV === 'production' &&
    env.ALLOW_DEV_ADAPTERS !== '1' &&
    /dev/i.test(
      `${env.ADAPTERS}${env.SMS_ADAPTER}${env.EMAIL_ADAPTER}${env.WECHAT_ADAPTER}${env.CAPTCHA_ADAPTER}${env.ALIPAY_ADAPTER}`,
    )
      ? ' (development adapters refused in production without ALLOW_DEV_ADAPTERS=1)'
      : '';
  const outbox = anyDevAdapter(env) ? ' — DEVELOPMENT adapters write to the outbox at /dev/outbox' : '';
  log.info(`[adapters] ${modes}${outbox}${refused}`);
}
