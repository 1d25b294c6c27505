/**
 * Staff of the operations console in Playwright journeys. scripts/test-all.mjs creates, for each role, one account
 * per worker slot (e2e-<role>-<slot>) with this run's random password and a confirmed TOTP secret, and hands them
 * over in E2E_STAFF. A worker logs each role in once (password, then the TOTP code computed here) and reuses the
 * session cookie: a TOTP code is accepted only once, so logging in again within 30 s would be refused.
 *
 *   const ops = await staffPage(browser, 'ops');   // a Page in its own context, logged in to /console
 *   await ops.goto('/console/inquiries');
 */
import * as OTPAuth from 'otpauth';
import md5 from 'md5';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

export type StaffRole = 'admin' | 'ops' | 'finance' | 'warehouse';
export type StaffAccount = { username: string; name: string; role: string; password: string; secret: string };

const BASE = process.env.E2E_BASE_URL ?? 'http://localhost:3200';

export function staffAccounts(): StaffAccount[] {
  return JSON.parse(process.env.E2E_STAFF || '[]') as StaffAccount[];
}

/** The account of a role for this worker (slot = worker index mod 4), or a named one (e2e-login). */
export function staffAccount(role: StaffRole | 'login'): StaffAccount {
  const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 4;
  const name = role === 'login' ? 'e2e-login' : `e2e-${role}-${slot}`;
  const a = staffAccounts().find((s) => s.username === name);
  if (!a) throw new Error(`no staff account ${name} in E2E_STAFF (run the suite through npm test)`);
  return a;
}

export function totpNow(secret: string): string {
  return new OTPAuth.TOTP({
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    secret: OTPAuth.Secret.fromBase32(secret),
  }).generate();
}

const cookies = new Map<string, string>();

/** Log a role in through the console API (once per worker) and return the session cookie's value. */
export async function staffCookie(browser: Browser, role: StaffRole): Promise<string> {
  const known = cookies.get(role);
  if (known) return known;
  const a = staffAccount(role);
  const ctx = await browser.newContext({ baseURL: BASE });
  try {
    const h = { 'x-console': '1', 'content-type': 'application/json' };
    const r1 = await (
      await ctx.request.post('/console/api/auth/login', {
        headers: h,
        data: { username: a.username, password: md5(a.password) },
      })
    ).json();
    expect(r1.code, `console login ${a.username}: ${r1.message}`).toBe(1);
    const r2 = await (
      await ctx.request.post('/console/api/auth/totp', { headers: h, data: { code: totpNow(a.secret) } })
    ).json();
    expect(r2.code, `console TOTP ${a.username}: ${r2.message}`).toBe(1);
    const c = (await ctx.cookies()).find((x) => x.name === 'console_token');
    if (!c) throw new Error('no console_token cookie after login');
    cookies.set(role, c.value);
    return c.value;
  } finally {
    await ctx.close();
  }
}

/** A new browser context holding the role's console session. */
export async function staffContext(browser: Browser, role: StaffRole): Promise<BrowserContext> {
  const value = await staffCookie(browser, role);
  const ctx = await browser.newContext({
    baseURL: BASE,
    viewport: { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const url = new URL(BASE);
  await ctx.addCookies([
    { name: 'console_token', value, domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Strict' },
  ]);
  return ctx;
}

export async function staffPage(browser: Browser, role: StaffRole): Promise<Page> {
  return (await staffContext(browser, role)).newPage();
}
