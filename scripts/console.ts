/**
 * npm run console -- <command>
 *
 *   create-admin <username> <姓名>           the first administrator (or another one)
 *   create-staff <username> <姓名> <role>    role: admin | ops | finance | warehouse
 *   list                                     staff accounts
 *   create-batch --json-env <VAR>            accounts from a JSON list [{username,name,role,password,secret}] in the
 *                                            environment (the e2e suite's staff; passwords and secrets are its own)
 *
 * The password is generated and printed once (never a default); the new member must change it after logging in,
 * and enrols an authenticator app (TOTP) at the first login. For automated set-ups (the e2e suite), the password
 * and an already-confirmed TOTP secret may come from environment variables named by --password-env and
 * --totp-secret-env. On embedded PGlite stop the server first (one process holds the folder).
 */
import './lib/no-server-only';

function flag(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
}

async function main() {
  const md5 = (await import('md5')).default;
  const { eq } = await import('drizzle-orm');
  const { openDb, resolveTarget } = await import('../lib/db/client');
  const { assertNotHeld } = await import('../lib/db/lock');
  const { staffUsers } = await import('../lib/db/schema');
  const { createStaff, isStaffRole, listStaff, randomStaffPassword, STAFF_PASSWORD_RE, STAFF_ROLE_LABELS } =
    await import('../lib/domain/operations/staff');
  const args = process.argv.slice(2);
  const passwordEnv = flag(args, '--password-env');
  const totpEnv = flag(args, '--totp-secret-env');
  const jsonEnv = flag(args, '--json-env');
  const [cmd, ...rest] = args;
  if (!cmd || !['create-admin', 'create-staff', 'list', 'create-batch'].includes(cmd)) {
    console.log(
      'npm run console -- create-admin <username> <姓名> | create-staff <username> <姓名> <admin|ops|finance|warehouse> | list',
    );
    process.exit(cmd && cmd !== 'help' ? 1 : 0);
  }
  const target = resolveTarget();
  assertNotHeld(target, 'console');
  const h = await openDb(target);
  try {
    if (cmd === 'list') {
      for (const s of await listStaff(h.db))
        console.log(
          `${s.id}  ${s.username}  ${s.name}  ${STAFF_ROLE_LABELS[s.role]}  ${s.status === 1 ? '在用' : '停用'}  ${s.totpEnabled ? 'TOTP已绑定' : 'TOTP未绑定'}`,
        );
      return;
    }
    if (cmd === 'create-batch') {
      const list = JSON.parse((jsonEnv && process.env[jsonEnv]) || 'null') as
        { username: string; name: string; role: string; password: string; secret: string }[] | null;
      if (!Array.isArray(list)) throw new Error('create-batch needs --json-env <VAR> holding a JSON list');
      for (const s of list) {
        if (!isStaffRole(s.role) || !STAFF_PASSWORD_RE.test(s.password)) throw new Error(`bad entry ${s.username}`);
        const row = await createStaff(h.db, {
          username: s.username,
          name: s.name,
          role: s.role,
          passwordMd5: md5(s.password),
          mustChangePassword: false,
          totpSecret: s.secret,
        });
        await h.db.update(staffUsers).set({ totpEnabledAt: new Date() }).where(eq(staffUsers.id, row.id));
      }
      console.log(`✓ ${list.length} staff accounts created`);
      return;
    }
    const [username, name, roleArg] = rest;
    const role = cmd === 'create-admin' ? 'admin' : roleArg;
    if (!username || !name || !isStaffRole(role))
      throw new Error(
        'usage: create-admin <username> <姓名> | create-staff <username> <姓名> <admin|ops|finance|warehouse>',
      );
    const given = passwordEnv ? process.env[passwordEnv] : undefined;
    if (passwordEnv && !given) throw new Error(`environment variable ${passwordEnv} is empty`);
    if (given && !STAFF_PASSWORD_RE.test(given))
      throw new Error('the password must be 8-20 characters with letters and digits');
    const password = given ?? randomStaffPassword();
    const secret = totpEnv ? process.env[totpEnv] : undefined;
    if (totpEnv && !secret) throw new Error(`environment variable ${totpEnv} is empty`);
    const row = await createStaff(h.db, {
      username,
      name,
      role,
      passwordMd5: md5(password),
      mustChangePassword: !given,
      totpSecret: secret ?? null,
    });
    if (secret) await h.db.update(staffUsers).set({ totpEnabledAt: new Date() }).where(eq(staffUsers.id, row.id));
    console.log(`✓ ${STAFF_ROLE_LABELS[row.role]} ${row.username} (${row.name}) created`);
    if (!given) {
      console.log(`  password (shown once): ${password}`);
      console.log('  Log in at /console/login, scan the QR code with an authenticator app, then change the password.');
    }
  } finally {
    await h.close();
  }
}

main().catch((err) => {
  console.error('✗', err instanceof Error ? err.message : err);
  process.exit(1);
});
