/**
 * Shared by scripts/test-all.mjs (e2e) and bench/run.ts: build the app into its own folder,
 * prepare an embedded database folder of its own, start the built server on its own port, stop it.
 *
 * Never touches `.next` or the shared dev server: callers pass their own distDir / dataDir / port.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

const baseEnv = () => ({ ...process.env, NEXT_TELEMETRY_DISABLED: '1' });

/**
 * Run a command; output goes to `log` (a file path) or is inherited. Resolves with the exit code.
 * `timeoutMs` bounds it (SIGTERM, then SIGKILL 10 s later).
 */
export function run(cmd, args, { env = {}, log, timeoutMs = 30 * 60_000, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    let out = 'inherit';
    let fd;
    if (log) {
      fs.mkdirSync(path.dirname(log), { recursive: true });
      fd = fs.openSync(log, 'a');
      out = fd;
    }
    const child = spawn(cmd, args, { cwd, env: { ...baseEnv(), ...env }, stdio: ['ignore', out, out] });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    }, timeoutMs);
    child.on('error', () => {});
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (fd !== undefined) fs.closeSync(fd);
      resolve(code ?? (signal ? 128 : 1));
    });
  });
}

export function tail(file, lines = 60) {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/**
 * `next build` into distDir, type-checked with tsconfig.build.json. next build rewrites next-env.d.ts (and may
 * add its types folder to the tsconfig's include) for the dist folder it builds; those files are restored so the
 * shared dev setup keeps pointing at `.next`.
 */
export async function buildApp({ distDir, dataDir, log, timeoutMs = 30 * 60_000 }) {
  const keep = ['next-env.d.ts', 'tsconfig.json', 'tsconfig.build.json'].map((f) => {
    const p = path.join(ROOT, f);
    return { p, text: fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : null };
  });
  try {
    return await run(bin('next'), ['build'], {
      env: {
        NEXT_DIST_DIR: distDir,
        // Type-check without the dev server's generated .next/dev/types (they change under a running `next dev`).
        NEXT_TSCONFIG_PATH: 'tsconfig.build.json',
        NODE_ENV: 'production',
        // Pages must never open the database at build time; if one does, it opens this throw-away folder.
        ...(dataDir ? { DATABASE_URL: path.resolve(ROOT, dataDir) } : {}),
      },
      log,
      timeoutMs,
    });
  } finally {
    for (const { p, text } of keep) {
      if (text === null) continue;
      const now = fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : null;
      if (now !== text) fs.writeFileSync(p, text);
    }
  }
}

/** Newest modification time under the sources that go into a build (relative to ROOT). */
export function newestSource() {
  const roots = ['app', 'components', 'lib', 'public', 'hooks', 'styles'];
  const files = [
    'next.config.js',
    'package.json',
    'package-lock.json',
    'postcss.config.mjs',
    'tsconfig.json',
    'proxy.ts',
    'middleware.ts',
    'instrumentation.ts',
  ];
  let newest = 0;
  const visit = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const e of fs.readdirSync(p)) if (e !== 'node_modules' && !e.startsWith('.')) visit(path.join(p, e));
    } else newest = Math.max(newest, st.mtimeMs);
  };
  for (const r of [...roots, ...files]) visit(path.join(ROOT, r));
  return newest;
}

/** A build in distDir (relative to ROOT) newer than every source file: `npm run demo` and `npm run cluster` reuse it. */
export function buildIsCurrent(distDir) {
  try {
    return fs.statSync(path.join(ROOT, distDir, 'BUILD_ID')).mtimeMs > newestSource();
  } catch {
    return false;
  }
}

/** Fresh embedded database: rm -rf, migrate, seed (seedArgs passed to scripts/seed.ts). */
export async function prepareDb({ dataDir, seedArgs = [], log }) {
  const abs = path.resolve(ROOT, dataDir);
  fs.rmSync(abs, { recursive: true, force: true });
  fs.rmSync(`${abs}.server.pid`, { force: true });
  const env = { DATABASE_URL: abs };
  let code = await run(bin('tsx'), ['scripts/migrate.ts'], { env, log, timeoutMs: 5 * 60_000 });
  if (code !== 0) return { code, step: 'migrate' };
  if (fs.existsSync(path.join(ROOT, 'scripts', 'seed.ts'))) {
    code = await run(bin('tsx'), ['scripts/seed.ts', ...seedArgs], { env, log, timeoutMs: 60 * 60_000 });
    if (code !== 0) return { code, step: 'seed' };
  } else if (log) fs.appendFileSync(log, '\n! scripts/seed.ts not found: database left empty\n');
  return { code: 0, step: 'done' };
}

/** True when something accepts TCP connections on 127.0.0.1:port. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.setTimeout(1000);
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', () => resolve(false));
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * The status of one GET on a connection of its own, closed after it (`Connection: close`). A probe must not leave an
 * idle keep-alive connection behind: fetch() keeps one open as long as the server's Keep-Alive hint says (65 s), and a
 * draining server waits for its idle connections (lib/platform/next/lifecycle.cjs).
 */
export function probeStatus(url, timeoutMs = 5000) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.setTimeout(timeoutMs, () => req.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    req.on('error', reject);
  });
}

/**
 * Start the built server (scripts/start.sh execs `next start`, so the child pid IS the server).
 * Resolves once `readyPath` answers with a status < 500, or rejects (after stopping it) on timeout.
 * The database: the PGlite folder `dataDir`, or `databaseUrl` (postgres://…) when given.
 * `detached`: in a process group of its own, so a Ctrl-C in the terminal reaches only the caller (a supervisor that
 * stops its servers in order) and not the server directly.
 */
export async function startServer({
  port,
  distDir,
  dataDir,
  databaseUrl,
  log,
  readyPath = '/',
  timeoutMs = 120_000,
  env = {},
  detached = false,
  root = ROOT,
}) {
  if (await portInUse(port)) throw new Error(`port ${port} is already in use`);
  fs.mkdirSync(path.dirname(log), { recursive: true });
  const fd = fs.openSync(log, 'a');
  const child = spawn('bash', [path.join(root, 'scripts', 'start.sh')], {
    cwd: root,
    // Test and bench servers use the development adapters (SMS, e-mail, WeChat, captcha → /dev/outbox): a journey
    // reads its SMS code there. `next start` is a production process, which needs the explicit permission.
    env: {
      ...baseEnv(),
      ADAPTERS: 'dev',
      ALLOW_DEV_ADAPTERS: '1',
      ...env,
      PORT: String(port),
      NEXT_DIST_DIR: distDir,
      DATABASE_URL: databaseUrl ?? path.resolve(root, dataDir),
    },
    stdio: ['ignore', fd, fd],
    detached,
  });
  fs.closeSync(fd);
  let exited = null;
  const done = new Promise((resolve) => {
    child.on('close', (code, signal) => {
      exited = { code, signal };
      resolve(exited);
    });
  });
  child.on('error', () => {});

  const server = {
    pid: child.pid,
    url: `http://127.0.0.1:${port}`,
    done,
    /** SIGTERM (or `signal`), wait up to `waitMs` (15 s) — a drain takes up to SHUTDOWN_TIMEOUT_MS — then SIGKILL. */
    async stop(signal = 'SIGTERM', waitMs = 15_000) {
      if (exited) return exited;
      child.kill(signal);
      const t = await Promise.race([done, sleep(waitMs).then(() => null)]);
      if (t) return t;
      child.kill('SIGKILL');
      return done;
    },
    exited: () => exited,
  };

  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited early (${exited.signal ?? exited.code}); see ${log}:\n${tail(log, 30)}`);
    try {
      const status = await probeStatus(server.url + readyPath, 30_000);
      if (status < 500) return server;
      last = `HTTP ${status}`;
    } catch (e) {
      last = e instanceof Error ? e.message : String(e);
    }
    await sleep(500);
  }
  await server.stop();
  throw new Error(`server on :${port} not ready after ${timeoutMs / 1000} s (${last}); see ${log}:\n${tail(log, 30)}`);
}
