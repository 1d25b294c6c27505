/**
 * Operations console access (PGlite and PostgreSQL): login in two steps (password, then a TOTP code accepted once),
 * lockout, disabled accounts, and the role walk — EVERY console endpoint refuses a caller without a staff session,
 * a buyer's token, and every role outside its area, and admits the roles of its area.
 */
import md5 from 'md5';
import { and, asc, eq, like } from 'drizzle-orm';
import { describeDb } from '../helpers/db';
import { consoleCall, makeStaff, type TestStaff } from '../helpers/console';
import { makeUser, type TestUser } from './cart-fixtures';
import { auditLog, rateLimiter, staffSessions, staffUsers, STAFF_ROLES, type StaffRole } from '../../lib/db/schema';
import { PEER_HEADER } from '../../lib/platform/security/client-ip';
import { staffEndpoints as consoleEndpoints } from '../../lib/api/endpoints/staff';
import { AREAS, canAccess, type Area } from '../../lib/domain/operations/staff/areas';
import type { StaffEndpointDef as ConsoleEndpointDef } from '../../lib/api/define';
import { totpCode } from '../../lib/domain/operations/staff/totp';
import { CONSOLE_SESSION } from '../../lib/config/constants';

const cookieOf = (setCookie: string | null) => /console_token=([^;]*)/.exec(setCookie ?? '')?.[1] ?? '';
const h = (token: string) => ({ cookie: `console_token=${token}`, 'x-console': '1' });

/** The endpoint's path with every {param} filled with a value no record has. */
const concretePath = (def: ConsoleEndpointDef) => def.path.replace(/\{(\w+)\}/g, '2147483000');

describeDb('console access', (ctx) => {
  const staff = {} as Record<StaffRole, TestStaff>;
  let buyer: TestUser;

  beforeAll(async () => {
    for (const r of STAFF_ROLES) staff[r] = await makeStaff(ctx.db, r);
    buyer = await makeUser(ctx.db);
  });

  test('login: password then a TOTP code; the code is accepted once; the session becomes full', async () => {
    const s = await makeStaff(ctx.db, 'ops');
    const wrong = await consoleCall(
      'POST',
      'auth/login',
      { username: s.username, password: md5('nope12345') },
      { 'x-console': '1' },
    );
    expect([wrong.code, wrong.message, wrong.setCookie]).toEqual([0, '用户名或密码错误', null]);
    const unknown = await consoleCall(
      'POST',
      'auth/login',
      { username: 'nobody-here', password: md5('nope12345') },
      { 'x-console': '1' },
    );
    expect(unknown.message).toBe('用户名或密码错误');

    const step1 = await consoleCall<{ next: string }>(
      'POST',
      'auth/login',
      { username: s.username.toUpperCase(), password: md5(s.password) },
      { 'x-console': '1' },
    );
    expect([step1.code, step1.data.next]).toEqual([1, 'totp']);
    expect(step1.setCookie).toMatch(/HttpOnly/);
    expect(step1.setCookie).toMatch(/SameSite=Strict/);
    const t1 = cookieOf(step1.setCookie);
    // Half-logged-in: nothing but the TOTP step.
    expect((await consoleCall('GET', 'home/queues', undefined, h(t1))).code).toBe(-1);
    expect((await consoleCall('POST', 'auth/totp', { code: '12345' }, h(t1))).message).toBe('请输入6位动态验证码');
    const bad = String((Number(totpCode(s.secret)) + 500_000) % 1_000_000).padStart(6, '0');
    expect((await consoleCall('POST', 'auth/totp', { code: bad }, h(t1))).message).toBe(
      '动态验证码不正确或已使用，请输入新的验证码',
    );
    const code = totpCode(s.secret);
    const ok = await consoleCall<{ staff: { role: string; stage: string } }>('POST', 'auth/totp', { code }, h(t1));
    expect([ok.code, ok.data.staff.role, ok.data.staff.stage]).toEqual([1, 'ops', 'full']);
    const full = cookieOf(ok.setCookie);
    expect((await consoleCall('GET', 'home/queues', undefined, h(full))).code).toBe(1);

    // The same code again (a second login within the same 30 s) is refused: no replay.
    const step1b = await consoleCall(
      'POST',
      'auth/login',
      { username: s.username, password: md5(s.password) },
      { 'x-console': '1' },
    );
    const t2 = cookieOf(step1b.setCookie);
    const replay = await consoleCall('POST', 'auth/totp', { code }, h(t2));
    expect([replay.code, replay.message]).toEqual([0, '动态验证码不正确或已使用，请输入新的验证码']);
    expect((await consoleCall('GET', 'home/queues', undefined, h(t2))).code).toBe(-1);

    // Logout ends the session.
    expect((await consoleCall('POST', 'auth/logout', {}, h(full))).code).toBe(1);
    expect((await consoleCall('GET', 'home/queues', undefined, h(full))).code).toBe(-1);
  });

  test('the second factor issues a new session token: the half-logged-in token dies', async () => {
    const s = await makeStaff(ctx.db, 'finance');
    const step1 = await consoleCall(
      'POST',
      'auth/login',
      { username: s.username, password: md5(s.password) },
      { 'x-console': '1' },
    );
    const half = cookieOf(step1.setCookie);
    const ok = await consoleCall('POST', 'auth/totp', { code: totpCode(s.secret) }, h(half));
    expect(ok.code).toBe(1);
    const full = cookieOf(ok.setCookie);
    expect(full).toMatch(/^[\w-]{40,}$/);
    expect(full).not.toBe(half);
    expect(ok.setCookie).toMatch(/HttpOnly/);
    // The token someone may have seen before the code (a planted or sniffed cookie) opens nothing.
    expect((await consoleCall('GET', 'home/queues', undefined, h(half))).code).toBe(-1);
    expect((await consoleCall('GET', 'auth/me', undefined, h(half))).code).toBe(-1);
    expect(
      (await consoleCall('POST', 'auth/totp', { code: totpCode(s.secret, Date.now() + 30_000) }, h(half))).code,
    ).toBe(-1);
    expect((await consoleCall('GET', 'home/queues', undefined, h(full))).code).toBe(1);
    // The half session became the full one under the new token (no password-stage row is left behind).
    expect(
      await ctx.db
        .select()
        .from(staffSessions)
        .where(and(eq(staffSessions.staffId, s.id), eq(staffSessions.stage, 'password'))),
    ).toHaveLength(0);
  });

  test('five wrong codes lock the account for 15 minutes for every code, right or wrong; attempts and lock are audited', async () => {
    const s = await makeStaff(ctx.db, 'ops');
    const ip = { [PEER_HEADER]: '198.51.100.31' };
    const login = async () =>
      cookieOf(
        (
          await consoleCall(
            'POST',
            'auth/login',
            { username: s.username, password: md5(s.password) },
            { 'x-console': '1', ...ip },
          )
        ).setCookie,
      );
    const t = await login();
    const wrong = (i: number) => String((Number(totpCode(s.secret)) + 100_000 * (i + 1)) % 1_000_000).padStart(6, '0');
    const answers: string[] = [];
    for (let i = 0; i < 5; i++)
      answers.push((await consoleCall('POST', 'auth/totp', { code: wrong(i) }, { ...h(t), ...ip })).message);
    expect(answers.slice(0, 4)).toEqual(Array(4).fill('动态验证码不正确或已使用，请输入新的验证码'));
    expect(answers[4]).toBe('尝试次数过多，账号已锁定，请 15 分钟后再试');
    // The right code is refused too, in this session and in a new one (the password alone does not lift the lock).
    const right = await consoleCall('POST', 'auth/totp', { code: totpCode(s.secret) }, { ...h(t), ...ip });
    expect([right.code, right.messageCode, right.message]).toEqual([
      0,
      'RATE_LIMITED',
      '尝试次数过多，账号已锁定，请 15 分钟后再试',
    ]);
    const t2 = await login();
    expect(
      (await consoleCall('POST', 'auth/totp', { code: totpCode(s.secret) }, { ...h(t2), ...ip })).messageCode,
    ).toBe('RATE_LIMITED');
    expect((await consoleCall('GET', 'home/queues', undefined, h(t2))).code).toBe(-1);
    // The code was not spent by the refused attempts: the lock lasts 15 minutes from the fifth failure…
    const [lock] = await ctx.db
      .select()
      .from(rateLimiter)
      .where(eq(rateLimiter.key, `consoleTotpFailPerAccount:${s.id}`));
    expect(lock!.expire!.getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(lock!.expire!.getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    // …and when it ends the right code logs in.
    await ctx.db
      .update(rateLimiter)
      .set({ expire: new Date(Date.now() - 1000) })
      .where(eq(rateLimiter.key, `consoleTotpFailPerAccount:${s.id}`));
    const t3 = await login();
    expect((await consoleCall('POST', 'auth/totp', { code: totpCode(s.secret) }, { ...h(t3), ...ip })).code).toBe(1);

    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.staffId, s.id), like(auditLog.action, 'auth.totp%')))
      .orderBy(asc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual([
      ...Array(5).fill('auth.totpWrong'),
      'auth.totpLocked',
      'auth.totpRefused',
      'auth.totpRefused',
    ]);
    expect(rows.map((r) => (r.detail as { attempt?: number }).attempt).slice(0, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(rows.every((r) => r.ip === '198.51.100.31' && r.entity === 'staff' && r.entityId === String(s.id))).toBe(
      true,
    );
    // The codes themselves are never written down.
    expect(JSON.stringify(rows)).not.toContain(wrong(0));
  });

  test('a staff member who must change the password can call nothing but the password change', async () => {
    const s = await makeStaff(ctx.db, 'admin');
    await ctx.db.update(staffUsers).set({ mustChangePassword: true }).where(eq(staffUsers.id, s.id));
    const entries = Object.entries(consoleEndpoints) as [string, ConsoleEndpointDef][];
    const open: string[] = [];
    for (const [key, def] of entries) {
      if (def.access === 'public' || def.access === 'mfa' || key === 'auth.changePassword') continue;
      const r = await consoleCall(def.method, concretePath(def), def.method === 'POST' ? {} : undefined, s.h);
      if (
        r.status !== 403 ||
        r.messageCode !== 'MUST_CHANGE_PASSWORD' ||
        r.message !== '您的密码由他人设置，请先修改密码再使用后台'
      )
        open.push(`${key} → ${r.status} ${r.message}`);
    }
    expect(open).toEqual([]);
    // The same password again is no change.
    const same = await consoleCall(
      'POST',
      'auth/password',
      { oldPassword: md5(s.password), newPassword: md5(s.password) },
      s.h,
    );
    expect([same.code, same.message]).toEqual([0, '新密码不能与原密码相同']);
    const changed = await consoleCall(
      'POST',
      'auth/password',
      { oldPassword: md5(s.password), newPassword: md5('Changed2026x') },
      s.h,
    );
    expect([changed.code, (changed.data as { message: string }).message]).toEqual([1, '密码已修改']);
    expect((await consoleCall('GET', 'home/queues', undefined, s.h)).code).toBe(1);
    expect((await consoleCall('GET', 'staff/list', undefined, s.h)).code).toBe(1);
  }, 120_000);

  test('first login enrols an authenticator: the secret is shown until a code confirms it', async () => {
    const admin = staff.admin;
    const created = await consoleCall<{ password: string; staff: { id: number } }>(
      'POST',
      'staff/create',
      { username: `new-${Date.now()}`, name: '新员工', role: 'finance' },
      admin.h,
    );
    expect(created.code).toBe(1);
    const [row] = await ctx.db.select().from(staffUsers).where(eq(staffUsers.id, created.data.staff.id));
    expect(row!.mustChangePassword).toBe(true);
    const a = await consoleCall<{ next: string; secret: string; otpauthUri: string; qrDataUrl: string }>(
      'POST',
      'auth/login',
      { username: row!.username, password: md5(created.data.password) },
      { 'x-console': '1' },
    );
    expect(a.data.next).toBe('enroll');
    expect(a.data.otpauthUri).toContain(`secret=${a.data.secret}`);
    expect(a.data.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    // Asking again before confirming shows the same secret (the phone may have scanned it already).
    const again = await consoleCall<{ secret: string }>(
      'POST',
      'auth/login',
      { username: row!.username, password: md5(created.data.password) },
      { 'x-console': '1' },
    );
    expect(again.data.secret).toBe(a.data.secret);
    expect(
      (await consoleCall('POST', 'auth/totp', { code: totpCode(a.data.secret) }, h(cookieOf(again.setCookie)))).code,
    ).toBe(1);
    const next = await consoleCall<{ next: string; secret?: string }>(
      'POST',
      'auth/login',
      { username: row!.username, password: md5(created.data.password) },
      { 'x-console': '1' },
    );
    expect([next.data.next, next.data.secret]).toEqual(['totp', undefined]);
  });

  test('wrong passwords lock the account, even against the right one; a disabled account cannot log in', async () => {
    const s = await makeStaff(ctx.db, 'warehouse');
    for (let i = 0; i < 5; i++)
      await consoleCall(
        'POST',
        'auth/login',
        { username: s.username, password: md5(`wrong${i}xx1`) },
        { 'x-console': '1', 'x-real-ip': `10.9.${i}.1` },
      );
    const locked = await consoleCall(
      'POST',
      'auth/login',
      { username: s.username, password: md5(s.password) },
      { 'x-console': '1' },
    );
    expect([locked.code, locked.message]).toEqual([0, '尝试次数过多，请稍后再试']);

    const d = await makeStaff(ctx.db, 'warehouse');
    expect((await consoleCall('POST', `staff/${d.id}/update`, { status: 0 }, staff.admin.h)).code).toBe(1);
    // Disabling ends its sessions at once…
    expect((await consoleCall('GET', 'home/queues', undefined, d.h)).code).toBe(-1);
    expect(await ctx.db.select().from(staffSessions).where(eq(staffSessions.staffId, d.id))).toHaveLength(0);
    // …and it cannot log in again.
    expect(
      (
        await consoleCall(
          'POST',
          'auth/login',
          { username: d.username, password: md5(d.password) },
          { 'x-console': '1' },
        )
      ).message,
    ).toBe('该账号已停用，请联系管理员');
  });

  test('a POST without the x-console header is refused (a cross-site form cannot send it), saying so', async () => {
    const r = await consoleCall(
      'POST',
      'staff/create',
      { username: 'csrf-try', name: 'x', role: 'admin' },
      { cookie: `console_token=${staff.admin.token}` },
    );
    expect([r.status, r.messageCode, r.message]).toEqual([
      403,
      'CSRF',
      '请求缺少 x-console: 1 请求头，已拒绝（请在运营后台页面中操作）',
    ]);
    expect(await ctx.db.select().from(staffUsers).where(eq(staffUsers.username, 'csrf-try'))).toHaveLength(0);
  });

  test('every endpoint: no session and buyer tokens get -1; roles outside the area get 403; the area’s roles pass', async () => {
    const entries = Object.entries(consoleEndpoints) as [string, ConsoleEndpointDef][];
    const areas = Object.keys(AREAS);
    const failures: string[] = [];
    for (const [key, def] of entries) {
      if (def.access !== 'public' && def.access !== 'mfa')
        expect([key, areas.includes(def.access)]).toEqual([key, true]);
      if (def.access === 'public' || def.access === 'mfa') continue;
      const path = concretePath(def);
      // An empty-bodied call: refused before the input is even read, or (for admitted roles) refused by the input check.
      const body = def.method === 'POST' ? {} : undefined;
      const anon = await consoleCall(def.method, path, body, { 'x-console': '1' });
      if (anon.code !== -1) failures.push(`${key}: no session → ${anon.code} ${anon.message}`);
      const asBuyer = await consoleCall(def.method, path, body, {
        'x-console': '1',
        token: buyer.token,
        Authorization: buyer.token,
        cookie: `token=${buyer.token}`,
      });
      if (asBuyer.code !== -1) failures.push(`${key}: buyer → ${asBuyer.code} ${asBuyer.message}`);
      for (const role of STAFF_ROLES) {
        const r = await consoleCall(def.method, path, body, staff[role].h);
        const allowed = canAccess(role, def.access as Area);
        if (allowed && (r.status === 403 || r.code === -1))
          failures.push(`${key}: ${role} should pass, got ${r.status} ${r.message}`);
        if (!allowed && (r.status !== 403 || r.messageCode !== 'FORBIDDEN' || r.message !== '您的角色无权进行此操作'))
          failures.push(`${key}: ${role} should be refused, got ${r.status} ${r.code} ${r.message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(entries.length).toBeGreaterThan(8);
  }, 600_000);

  test('staff administration: only admins; one active admin remains; an admin cannot demote themself; audited', async () => {
    const admin = staff.admin;
    const self = await consoleCall('POST', `staff/${admin.id}/update`, { role: 'ops' }, admin.h);
    expect(self.message).toBe('不能停用或降级自己的账号');
    const taken = await consoleCall(
      'POST',
      'staff/create',
      { username: admin.username, name: '重名', role: 'ops' },
      admin.h,
    );
    expect(taken.message).toBe('该用户名已存在');
    const bad = await consoleCall('POST', 'staff/create', { username: 'a', name: '', role: 'boss' }, admin.h);
    expect([bad.code, bad.message]).toEqual([0, '用户名为3-40位字母、数字、点、下划线或短横线']);

    const target = await makeStaff(ctx.db, 'ops');
    // An update that changes nothing says so (it answered 服务器开小差了 before: found by the console fuzz battery).
    expect(await consoleCall('POST', `staff/${target.id}/update`, {}, admin.h)).toMatchObject({
      code: 0,
      message: '请选择要修改的角色、姓名或状态',
    });
    const up = await consoleCall<{ role: string }>('POST', `staff/${target.id}/update`, { role: 'finance' }, admin.h);
    expect([up.code, up.data.role]).toEqual([1, 'finance']);
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.update'), eq(auditLog.entityId, String(target.id))));
    expect(row).toMatchObject({ staffId: admin.id, entity: 'staff', entityId: String(target.id) });
    expect((row!.before as { role: string }).role).toBe('ops');
    expect((row!.after as { role: string }).role).toBe('finance');
    // The role change logged the member out: their rights changed.
    expect((await consoleCall('GET', 'home/queues', undefined, target.h)).code).toBe(-1);

    // A password reset returns a new one-time password and never stores the plain text in the audit log.
    const reset = await consoleCall<{ password: string }>('POST', `staff/${target.id}/reset-password`, {}, admin.h);
    expect(reset.data.password).toMatch(/^[A-Za-z0-9]{12}$/);
    const logs = await ctx.db.select().from(auditLog);
    expect(JSON.stringify(logs)).not.toContain(reset.data.password);
  });

  test('the work queues show each role only its own', async () => {
    const w = await consoleCall<Record<string, number>>('GET', 'home/queues', undefined, staff.warehouse.h);
    expect(Object.keys(w.data).sort()).toEqual(['afterSales', 'shipping']);
    const f = await consoleCall<Record<string, number>>('GET', 'home/queues', undefined, staff.finance.h);
    expect(Object.keys(f.data).sort()).toEqual(['afterSales', 'invoices', 'payments', 'refunds']);
    const a = await consoleCall<Record<string, number>>('GET', 'home/queues', undefined, staff.admin.h);
    expect(Object.keys(a.data)).toHaveLength(10);
    const o = await consoleCall<Record<string, number>>('GET', 'home/queues', undefined, staff.ops.h);
    expect(Object.keys(o.data).sort()).toEqual(['custom', 'feedback', 'inquiries', 'licences', 'verifications']);
  });

  test('the session cookie lasts a working day after the code', () => {
    expect(CONSOLE_SESSION.ttlMinutes).toBeLessThanOrEqual(12 * 60);
  });
});
