/**
 * Guard every entry (issue 11): a generated hostile battery for EVERY endpoint of the endpoint table, read at run
 * time (endpoints added later are covered with no edit here), through the real router on PGlite.
 * ≥ 10,000 calls: 0 × 5xx, every answer the spec envelope with code 1|0|-1, no unhandled exception (INTERNAL),
 * no stack trace / file path / SQL text in any answer; afterwards structure search and depiction still work.
 */
import { freshDb } from '../helpers/db';
import { setDbForTests } from '../../lib/db/client';
import { dispatch } from '../../lib/api/router';
import { buyerEndpoints as endpoints } from '../../lib/api/endpoints';
import type { EndpointDef } from '../../lib/api/define';
import { users } from '../../lib/db/schema';
import { createSession } from '../../lib/domain/accounts/auth/session';
import { PEER_HEADER } from '../../lib/platform/security/client-ip';
import { battery, judge, KINDS, percentile, requestOf, rng, type FuzzCall } from '../helpers/fuzz';

const MIN_CALLS = Number(process.env.FUZZ_CALLS || 10_000);
const SEED = Number(process.env.FUZZ_SEED || 11);

jest.setTimeout(15 * 60_000);

let handle: Awaited<ReturnType<typeof freshDb>>;
const tokens: string[] = [];

beforeAll(async () => {
  handle = await freshDb('pglite');
  setDbForTests(handle);
  const [buyer] = await handle.db.insert(users).values({ mobile: '13900000011', nickName: 'fuzz' }).returning();
  const [staff] = await handle.db
    .insert(users)
    .values({ mobile: '13900000012', nickName: 'fuzz-staff', role: 'admin' } as typeof users.$inferInsert)
    .returning();
  tokens.push(
    (await createSession(handle.db, buyer!.id, 600)).token,
    (await createSession(handle.db, staff!.id, 600)).token,
  );
});

afterAll(async () => {
  setDbForTests(undefined);
  await handle?.drop();
});

/** Runs one call through the router exactly as the route handlers do (segments as Next gives them: decoded). */
async function run(
  call: FuzzCall,
  ip: string,
): Promise<{ status: number; type: string | null; text: string; ms: number } | null> {
  const req = requestOf({ ...call, headers: { ...call.headers, [PEER_HEADER]: ip } }, 'http://localhost/x/');
  if (!req) return null;
  const rawPath = call.path.split('?')[0]!;
  const t = performance.now();
  const res = await dispatch(call.service, req, rawPath.split('/').filter(Boolean));
  const text = await res.text();
  return { status: res.status, type: res.headers.get('content-type'), text, ms: performance.now() - t };
}

test('every endpoint survives the generated battery', async () => {
  const table = endpoints as unknown as Record<string, EndpointDef>;
  const keys = Object.keys(table);
  const n = keys.length;
  const r = rng(SEED + 1);
  const stats = { calls: 0, skipped: 0, serverErrors: 0, envelopeViolations: 0, internal: 0, leaks: 0 };
  const ms: number[] = [];
  const failures: string[] = [];
  const slow: { ms: number; what: string }[] = [];
  const t0 = performance.now();

  const runOne = async (call: FuzzCall) => {
    // Many clients: the per-IP limits stay out of the way of the rest of the battery (they answer code 0 anyway).
    const ip = `10.${Math.floor(r() * 250)}.${Math.floor(r() * 250)}.${1 + Math.floor(r() * 250)}`;
    const out = await run(call, ip);
    if (!out) {
      stats.skipped++;
      return 0;
    }
    stats.calls++;
    ms.push(out.ms);
    slow.push({ ms: out.ms, what: `${call.key} [${call.kind}]` });
    if (slow.length > 40) slow.sort((a, b) => b.ms - a.ms).splice(10);
    const v = judge(out.status, out.type, out.text);
    const where = `${call.key} [${call.kind}] ${call.method} ${call.path.slice(0, 120)}`;
    if (v.serverError) stats.serverErrors++;
    if (v.envelopeViolation) stats.envelopeViolations++;
    if (v.internal) stats.internal++;
    if (v.leak) stats.leaks++;
    if ((v.serverError || v.envelopeViolation || v.internal || v.leak) && failures.length < 25) {
      failures.push(
        `${where} → ${out.status} ${v.envelopeViolation ?? ''} ${v.leak ? `leak "${v.leak}"` : ''} ${out.text.slice(0, 160)}`,
      );
    }
    return out.ms;
  };

  // Phase 1: every kind of hostile input once per endpoint (the first KINDS.length calls of its battery walk them).
  const cost = new Map<string, number>();
  for (const [i, key] of keys.entries()) {
    let total = 0;
    for (const call of battery({ [key]: table[key]! }, { seed: SEED * 1000 + i, perEndpoint: KINDS.length, tokens }))
      total += await runOne(call);
    cost.set(key, total / KINDS.length);
  }
  // Phase 2: random draws up to MIN_CALLS, spread evenly, except that an endpoint whose calls are slow (its handler's
  // own cost, e.g. image generation) gets a bounded share so the suite stays fast; the rest go to the others.
  const SLOW_MS = 300;
  const fast = keys.filter((k) => cost.get(k)! < SLOW_MS);
  const slowKeys = keys.filter((k) => cost.get(k)! >= SLOW_MS);
  const slowExtra = 5;
  const remaining = Math.max(0, MIN_CALLS - stats.calls - stats.skipped - slowKeys.length * slowExtra);
  const perFast = fast.length ? Math.ceil(remaining / fast.length) : 0;
  for (const [i, key] of keys.entries()) {
    const extra = cost.get(key)! < SLOW_MS ? perFast : slowExtra;
    let j = 0;
    for (const call of battery(
      { [key]: table[key]! },
      { seed: SEED * 7919 + i, perEndpoint: KINDS.length + extra, tokens },
    )) {
      if (j++ < KINDS.length) continue; // phase 1 walked these
      await runOne(call);
    }
  }
  if (slowKeys.length)
    console.log(
      `[fuzz] slow endpoints (mean ≥ ${SLOW_MS} ms, ${slowExtra} extra calls each): ${slowKeys.map((k) => `${k} ${cost.get(k)!.toFixed(0)} ms`).join(', ')}`,
    );
  const secs = (performance.now() - t0) / 1000;
  console.log(
    `[fuzz] ${n} endpoints, ${stats.calls} calls (${stats.skipped} refused by fetch itself) in ${secs.toFixed(1)} s: ` +
      `5xx ${stats.serverErrors}, envelope violations ${stats.envelopeViolations}, INTERNAL ${stats.internal}, leaks ${stats.leaks}, ` +
      `p50 ${percentile(ms, 50).toFixed(1)} ms, p99 ${percentile(ms, 99).toFixed(1)} ms, max ${Math.max(...ms).toFixed(0)} ms`,
  );
  if (process.env.FUZZ_SLOW)
    console.log(
      `[fuzz] slowest: ${slow
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 10)
        .map((x) => `${x.what} ${x.ms.toFixed(0)} ms`)
        .join('; ')}`,
    );
  if (failures.length) console.log(`[fuzz] first failures:\n${failures.join('\n')}`);
  expect(stats.calls).toBeGreaterThanOrEqual(MIN_CALLS);
  expect(failures).toEqual([]);
});

/**
 * The operations console's endpoints (issue 31: the sign-in steps, the password change, feedback images) through the
 * real console router: every kind of hostile input once per endpoint plus a few random draws, sent with a full admin
 * session, a password-stage session (so the TOTP step is reached) or a session that must change its password, as the
 * session cookie, mostly with the x-console header. Same verdicts as the storefront battery.
 */
test('every console endpoint survives the generated battery', async () => {
  const { consoleDispatch } = await import('../helpers/console');
  const { staffEndpoints: consoleEndpoints } = await import('../../lib/api/endpoints/staff');
  const { makeStaff } = await import('../helpers/console');
  const { staffSessions, staffUsers } = await import('../../lib/db/schema');
  const { hashToken, newToken } = await import('../../lib/domain/accounts/auth/session');
  const { eq } = await import('drizzle-orm');
  const admin = await makeStaff(handle.db, 'admin');
  const changer = await makeStaff(handle.db, 'ops');
  await handle.db.update(staffUsers).set({ mustChangePassword: true }).where(eq(staffUsers.id, changer.id));
  const session = async (staffId: number, stage: 'password' | 'full') => {
    const t = newToken();
    await handle.db
      .insert(staffSessions)
      .values({ tokenHash: hashToken(t), staffId, stage, expiresAt: new Date(Date.now() + 3_600_000) });
    return t;
  };
  const table = consoleEndpoints as unknown as Record<string, EndpointDef>;
  const r = rng(SEED + 31);
  const stats = { calls: 0, skipped: 0 };
  const failures: string[] = [];
  const reached = new Set<string>();
  for (const [i, key] of Object.keys(table).entries()) {
    // Fresh sessions and a restored admin per endpoint: a logout, a password reset or a disabled account (the battery's
    // valid-looking calls may hit the admin's own id) must not blind the rest of the walk.
    await handle.db
      .update(staffUsers)
      .set({ role: 'admin', status: 1, mustChangePassword: false })
      .where(eq(staffUsers.id, admin.id));
    const full = await session(admin.id, 'full');
    const half = await session(admin.id, 'password');
    const tokens =
      (table[key] as unknown as { access: string }).access === 'mfa'
        ? [half, half, half, full]
        : [full, full, full, half, await session(changer.id, 'full')];
    for (const call of battery(
      { [key]: table[key]! },
      { seed: SEED * 31 + i, perEndpoint: KINDS.length + 8, tokens },
    )) {
      const { token: drawn, ...rest } = call.headers;
      // Most calls carry a session (the battery attaches one to half of them): the handlers behind it are the target.
      const token = drawn ?? (call.kind !== 'token' && r() < 0.6 ? tokens[0] : undefined);
      const headers: Record<string, string> = {
        ...rest,
        [PEER_HEADER]: `10.31.${Math.floor(r() * 250)}.${1 + Math.floor(r() * 250)}`,
      };
      if (token) headers.cookie = `console_token=${token}`;
      if (r() < 0.9) headers['x-console'] = '1';
      const req = requestOf({ ...call, headers }, 'http://localhost/console/api/');
      let segments: string[];
      try {
        segments = call.path.split('?')[0]!.split('/').filter(Boolean).map(decodeURIComponent);
      } catch {
        segments = []; // Next answers 400 itself before a route sees an undecodable path
      }
      if (!req || !segments.length) {
        stats.skipped++;
        continue;
      }
      stats.calls++;
      const res = await consoleDispatch(req, segments);
      const text = await res.text();
      const v = judge(res.status, res.headers.get('content-type'), text);
      if (res.status !== 401 && res.status !== 403 && res.status !== 404 && res.status !== 405) reached.add(key);
      // 401 and 403 are the console's own answers (no session, wrong role, no x-console), always in the envelope.
      const serverError = v.serverError && res.status !== 503;
      if ((serverError || v.envelopeViolation || v.internal || v.leak) && failures.length < 25) {
        failures.push(
          `${key} [${call.kind}] ${call.method} ${call.path.slice(0, 100)} → ${res.status} ${v.envelopeViolation ?? ''} ${v.leak ? `leak "${v.leak}"` : ''} ${text.slice(0, 160)}`,
        );
      }
    }
  }
  const unreached = Object.keys(table).filter((k) => !reached.has(k));
  console.log(
    `[fuzz:console] ${Object.keys(table).length} endpoints, ${stats.calls} calls (${stats.skipped} skipped), ${failures.length} failures; never past the session check: ${unreached.join(', ') || 'none'}`,
  );
  if (failures.length) console.log(`[fuzz:console] first failures:\n${failures.join('\n')}`);
  expect(stats.calls).toBeGreaterThan(Object.keys(table).length * KINDS.length * 0.8);
  expect(failures).toEqual([]);
  expect(unreached).toEqual([]);
});

test('afterwards a normal structure search and a structure depiction still work', async () => {
  const search = await dispatch(
    'product',
    new Request('http://localhost/x/structure/search', {
      method: 'POST',
      headers: { 'content-type': 'application/json', [PEER_HEADER]: '192.0.2.200' },
      body: JSON.stringify({ smiles: 'CC(=O)Nc1ccc(O)cc1', mode: 'substructure' }),
    }),
    ['structure', 'search'],
  );
  const env = (await search.json()) as { code: number; message: string };
  expect(env).toMatchObject({ code: 1 });
  const depict = await dispatch(
    'product',
    new Request('http://localhost/x/structure/depict?smiles=c1ccccc1O', { headers: { [PEER_HEADER]: '192.0.2.201' } }),
    ['structure', 'depict'],
  );
  expect(depict.status).toBe(200);
  expect(depict.headers.get('content-type')).toMatch(/svg/);
  expect(await depict.text()).toContain('<svg');
});
