/**
 * Accounts benchmark (issue 10 goal): password login p95 ≤ 150 ms, argon2id included, on PGlite and PostgreSQL.
 *
 * In-process: calls passwordLogin (lib/domain/accounts/auth/login.ts), exactly what loginAndRegister/accountLogin runs:
 * the per-IP and per-account rate-limiter reads and writes (rate_limiter table), the argon2id verification
 * (19 MiB, 2 passes), the session insert and the user-info read. 300 buyers with passwords, on
 *   - PGlite (folder .data/bench/accounts-pglite, built once and reused),
 *   - PostgreSQL (database mall_bench_accounts, built on the first run and reused; skipped when no server answers).
 * Also measured: a wrong password (same argon2 cost plus the failure counter), and SMS login (code check + session).
 * Each login comes from its own client IP so the per-IP limit (RATE_LIMITS.loginPerIp) does not interfere;
 * for the same reason there is no HTTP part (every bench request comes from 127.0.0.1).
 *
 * Standalone: `npx tsx bench/suites/accounts.ts [--no-pglite] [--no-pg] [--iterations 200]`
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../lib/db/client';
import { percentiles, seededRandom } from '../lib';
import { inProcessSuite } from '../databases';

import '../../scripts/lib/no-server-only';

const BUYERS = 300;
const PASSWORD_MD5 = crypto.createHash('md5').update('Bench#2026').digest('hex');
const GOAL_MS = 150;

type Log = (m: string) => void;

async function ensureFixture(db: Db, log: Log, label: string): Promise<string[]> {
  const { hashPassword } = await import('../../lib/domain/accounts/auth');
  const { users } = await import('../../lib/db/schema');
  const have = (await db.execute(
    sql`SELECT count(*)::int AS n FROM users WHERE mobile LIKE '166%' AND password_hash IS NOT NULL`,
  )) as unknown as { rows: { n: number }[] };
  if (Number(have.rows[0]?.n ?? 0) !== BUYERS) {
    const t = performance.now();
    await db.execute(sql`DELETE FROM users WHERE mobile LIKE '166%'`);
    const hash = await hashPassword(PASSWORD_MD5);
    // One hash for all (hashing 300 times would only slow the fixture; verification cost is the same).
    for (let i = 0; i < BUYERS; i += 100) {
      await db.insert(users).values(
        Array.from({ length: Math.min(100, BUYERS - i) }, (_, j) => ({
          mobile: `166${String(i + j).padStart(8, '0')}`,
          nickName: `登录测试${i + j}`,
          passwordHash: hash,
        })),
      );
    }
    await db.execute(sql`ANALYZE users`);
    log(`  ${label}: fixture built in ${Math.round(performance.now() - t)} ms`);
  }
  return Array.from({ length: BUYERS }, (_, i) => `166${String(i).padStart(8, '0')}`);
}

async function measure(
  db: Db,
  mobiles: string[],
  iterations: number,
  log: Log,
  label: string,
): Promise<Record<string, number | null>> {
  const { passwordLogin, smsLogin } = await import('../../lib/domain/accounts/auth');
  const { smsCodes } = await import('../../lib/db/schema');
  await db.execute(sql`DELETE FROM rate_limiter`);
  await db.execute(sql`DELETE FROM sessions WHERE user_id IN (SELECT id FROM users WHERE mobile LIKE '166%')`);
  const rnd = seededRandom(11);
  const pick = () => mobiles[Math.floor(rnd() * mobiles.length)]!;
  let ipN = 0;
  const ip = () => {
    ipN++;
    return `10.${(ipN >> 16) & 255}.${(ipN >> 8) & 255}.${ipN & 255}`;
  };
  for (let w = 0; w < 10; w++) await passwordLogin(db, { account: pick(), passwd: PASSWORD_MD5 }, { ip: ip() });
  const ok: number[] = [];
  const bad: number[] = [];
  const sms: number[] = [];
  for (let i = 0; i < iterations; i++) {
    let t = performance.now();
    const r = await passwordLogin(
      db,
      { account: pick(), passwd: PASSWORD_MD5, expireTime: i % 2 ? 43200 : 1440 },
      { ip: ip() },
    );
    ok.push(performance.now() - t);
    if (!r.token) throw new Error('accounts bench: no token');
    if (i % 4 === 0) {
      // A wrong password on an account of its own (the failure counter never reaches the captcha threshold).
      const victim = mobiles[(i / 4) % mobiles.length]!;
      t = performance.now();
      await passwordLogin(db, { account: victim, passwd: '0'.repeat(32) }, { ip: ip() }).catch(() => undefined);
      bad.push(performance.now() - t);
      await db.execute(sql`DELETE FROM rate_limiter WHERE key = ${`loginFailPerAccount:${victim}`}`);
    }
    if (i % 4 === 1) {
      // SMS login: a known code inserted directly (the send path is rate limited per phone by design).
      const m = pick();
      const code = String(100000 + i);
      const hash = crypto.createHash('sha256').update(`sms:${m}:1:${code}`).digest('hex');
      await db
        .insert(smsCodes)
        .values({ mobile: m, purpose: 1, codeHash: hash, expiresAt: new Date(Date.now() + 300_000) });
      t = performance.now();
      await smsLogin(db, { mobile: m, msgCode: code }, { ip: ip() });
      sms.push(performance.now() - t);
    }
  }
  const p = { ok: percentiles(ok), bad: percentiles(bad), sms: percentiles(sms) };
  log(
    `  ${label}: password login p50 ${p.ok.p50} / p95 ${p.ok.p95} ms · wrong password p50 ${p.bad.p50} / p95 ${p.bad.p95} ms · ` +
      `SMS login p50 ${p.sms.p50} / p95 ${p.sms.p95} ms (${iterations} logins)`,
  );
  return {
    [`${label}_login_p50_ms`]: p.ok.p50,
    [`${label}_login_p95_ms`]: p.ok.p95,
    [`${label}_login_wrong_p95_ms`]: p.bad.p95,
    [`${label}_sms_login_p95_ms`]: p.sms.p95,
  };
}

const { suite, standalone } = inProcessSuite({
  name: 'accounts',
  description:
    'password login p95 with argon2id, wrong password and SMS login (domain functions on PGlite and PostgreSQL)',
  countFlag: '--iterations',
  count: 200,
  fixture: ensureFixture,
  measure,
  goals: [['login_p95_ms', GOAL_MS]],
});

export default suite;

if (require.main === module) standalone();
