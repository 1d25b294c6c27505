/**
 * Several app instances on one PostgreSQL behind nginx (issue 15): used by scripts/cluster.mjs (npm run cluster) and
 * by the two-instance test (tests/cluster/two-instances.test.ts).
 *
 *   ensureDatabase(url)        CREATE DATABASE when it does not exist (through the server's `postgres` database)
 *   prepareDatabase(url, log, seedArgs?)  migrate + seed (the seed leaves an already seeded database alone)
 *   startInstance({...})       one `next start` on a port and a database (harness.startServer)
 *   nginxBinary()              the nginx executable, or null
 *   nginxConfig({...})         the balancer's configuration text (scripts/lib/nginx-config.cjs)
 *   startNginx({...})          nginx in the foreground (daemon off) with that configuration, in its own folder
 *   startCluster({...})        all of it, supervised (scripts/lib/supervisor.cjs): a process that dies is restarted;
 *                              rollingRestart() restarts the instances one at a time; stop() stops everything
 *                              (nginx SIGQUIT, then the instances SIGTERM: they drain)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { ROOT, portInUse, run, startServer, tail } from './harness.mjs';

const require = createRequire(import.meta.url);
const nginxConf = require('./nginx-config.cjs');
const { supervise } = require('./supervisor.cjs');

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const bin = (name) => path.join(ROOT, 'node_modules', '.bin', name);

/** The URL with its password hidden, for logs. */
export const safeUrl = (url) => String(url).replace(/(:\/\/[^:@/]*):[^@/]*@/, '$1:***@');

/** Creates the database of `url` when it does not exist. */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`database name must be letters, digits and _ (got "${name}")`);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString(), connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    const r = await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (r.rowCount === 0) await c.query(`CREATE DATABASE "${name}"`);
    return r.rowCount === 0;
  } finally {
    await c.end();
  }
}

/**
 * True when the database of `url` already carries this checkout's last migration and a seeded catalogue: migrate and
 * seed (two tsx processes, ~10 s on a loaded machine) would change nothing, so `npm run cluster` skips them.
 */
export async function databaseIsCurrent(url) {
  const journal = JSON.parse(
    fs.readFileSync(path.join(ROOT, 'lib', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
  );
  const last = journal.entries.at(-1)?.when ?? 0;
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    const m = await c.query('SELECT max(created_at) AS m FROM drizzle.__drizzle_migrations');
    if (Number(m.rows[0]?.m ?? 0) < last) return false;
    const p = await c.query('SELECT EXISTS (SELECT 1 FROM products) AS seeded');
    return p.rows[0]?.seeded === true;
  } catch {
    return false; // no migrations table yet, or no products table
  } finally {
    await c.end();
  }
}

/** Drops the database of `url` (test clean-up), closing its other connections first. */
export async function dropDatabase(url) {
  const { default: pg } = await import('pg');
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z0-9_]+$/.test(name)) throw new Error(`bad database name "${name}"`);
  u.pathname = '/postgres';
  const c = new pg.Client({ connectionString: u.toString(), connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    await c.query(
      'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    await c.query(`DROP DATABASE IF EXISTS "${name}"`);
  } finally {
    await c.end();
  }
}

/** Migrate and seed `url` (idempotent; `seedArgs` passed to scripts/seed.ts). Resolves { code, step }. */
export async function prepareDatabase(url, log, seedArgs = []) {
  const env = { DATABASE_URL: url };
  let code = await run(bin('tsx'), ['scripts/migrate.ts'], { env, log, timeoutMs: 5 * 60_000 });
  if (code !== 0) return { code, step: 'migrate' };
  code = await run(bin('tsx'), ['scripts/seed.ts', ...seedArgs], { env, log, timeoutMs: 30 * 60_000 });
  if (code !== 0) return { code, step: 'seed' };
  return { code: 0, step: 'done' };
}

/**
 * Start one built server on `port` against `databaseUrl` (postgres://… or a PGlite folder): harness.startServer, with
 * the port and log kept on the returned object. { pid, port, url, log, done, stop(signal?, waitMs?), exited() }.
 * `detached`: in its own process group (a supervisor's Ctrl-C reaches only the supervisor, which stops it in order);
 * whatever the server started is killed with it when it exits.
 */
export async function startInstance({
  port,
  distDir,
  databaseUrl,
  env = {},
  log,
  readyPath = '/',
  timeoutMs = 180_000,
  detached = false,
}) {
  const server = await startServer({
    port,
    distDir,
    dataDir: '',
    databaseUrl,
    env,
    log,
    readyPath,
    timeoutMs,
    detached,
  });
  if (detached) void server.done.then(() => killGroup(server.pid));
  return { ...server, port, log };
}

/** SIGKILL to the process group `pgid` (what a detached process left behind); nothing there is fine. */
function killGroup(pgid, signal = 'SIGKILL') {
  try {
    process.kill(-pgid, signal);
  } catch {
    /* gone */
  }
}

/** The nginx executable (Debian's package puts it in /usr/sbin), or null. */
export function nginxBinary() {
  for (const p of [process.env.NGINX_BIN, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) {
    if (p && fs.existsSync(p)) return p;
  }
  const r = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return r.status === 0 && r.stdout.trim() ? r.stdout.trim() : null;
}

/** Installs Debian's nginx with apt-get when it is missing and we are root. Returns the binary or null. */
export function ensureNginx(say = console.log) {
  const have = nginxBinary();
  if (have) return have;
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) {
    say('! nginx is not installed: `sudo apt-get install nginx` (Debian package), then run this again');
    return null;
  }
  say('▸ apt-get install nginx');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'ignore', env });
  const r = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], {
    stdio: 'ignore',
    env,
  });
  if (r.status !== 0) say('! apt-get install nginx failed');
  return nginxBinary();
}

/** The balancer's configuration text and its error page (scripts/lib/nginx-config.cjs says what it guarantees). */
export const { nginxConfig, nginxFiles, MAX_FAILS, FAIL_TIMEOUT_S } = nginxConf;

/**
 * nginx in the foreground with its own folder `dir` (config, pid, logs, temp files, error page), in its own process
 * group. Resolves once it listens. { pid, url, conf, done, exited(), stop() }.
 */
export async function startNginx({
  lbPort,
  upstreams,
  dir,
  binary = nginxBinary(),
  listen = '127.0.0.1',
  bind = '127.0.0.1',
}) {
  if (!binary) throw new Error('nginx is not installed (Debian package `nginx`)');
  if (await portInUse(lbPort)) throw new Error(`port ${lbPort} is already in use`);
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  for (const [file, text] of Object.entries(nginxFiles())) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // Workers of a root master run as `user`: root keeps the temp folder writable without changing its owner.
  const user = typeof process.getuid === 'function' && process.getuid() === 0 ? 'root' : undefined;
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ lbPort, upstreams, dir, user, listen, bind }));
  const test = spawnSync(binary, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr || test.stdout}`);
  const log = path.join(dir, 'nginx.out');
  const fd = fs.openSync(log, 'a');
  const child = spawn(binary, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], {
    stdio: ['ignore', fd, fd],
    detached: true,
  });
  fs.closeSync(fd);
  let exited = null;
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) => {
      // Workers outlive a master killed with SIGKILL, holding the port: they go with it.
      killGroup(child.pid);
      resolve((exited = { code, signal }));
    }),
  );
  child.on('error', () => {});
  const lb = {
    pid: child.pid,
    url: `http://127.0.0.1:${lbPort}`,
    conf,
    done,
    exited: () => exited,
    /** Graceful stop (SIGQUIT: requests in flight finish), then SIGKILL after `waitMs` (10 s). */
    async stop(_signal = 'SIGQUIT', waitMs = 10_000) {
      if (exited) return exited;
      child.kill('SIGQUIT');
      const t = await Promise.race([done, sleep(waitMs).then(() => null)]);
      if (t) return t;
      killGroup(child.pid);
      return done;
    },
  };
  for (let i = 0; i < 100; i++) {
    if (exited)
      throw new Error(`nginx exited (${exited.signal ?? exited.code}): ${tail(path.join(dir, 'error.log'), 10)}`);
    if (await portInUse(lbPort)) return lb;
    await sleep(100);
  }
  await lb.stop();
  throw new Error(`nginx did not listen on :${lbPort}`);
}

/**
 * Two (or more) supervised instances and the balancer (issue 32). Instances start one after the other (each start
 * warms its structure index; on 2 cores starting both at once only makes both slower), each bound to `bind`
 * (127.0.0.1: only the balancer reaches them), ready when GET /readyz answers 200. An instance that dies is restarted
 * with backoff while the others and nginx keep serving (scripts/lib/supervisor.cjs); nginx too.
 *
 * Returns { instances, lb, dir, supervisors, rollingRestart(), kill(port, signal?), stop(), killAllNow() }:
 *   instances[i]   { port, url, log, pid (the current process), ready() } — stable across restarts
 *   rollingRestart one instance at a time: drained (SIGTERM), started again, ready; then the next
 *   kill          a signal to the current process of the instance on `port` (the faults bench: SIGKILL)
 *   killAllNow    synchronous SIGKILL of everything (for process 'exit' handlers)
 */
export async function startCluster({
  distDir,
  databaseUrl,
  redisUrl,
  ports,
  lbPort,
  dir,
  env = {},
  say = () => {},
  bind = '127.0.0.1',
  lbListen = '127.0.0.1',
  readyPath = '/readyz',
}) {
  fs.mkdirSync(dir, { recursive: true });
  const supervisors = [];
  let lbSup = null;
  const stopWaitMs = 30_000;
  const stop = async () => {
    // The balancer first (its requests in flight finish), then every instance drains.
    if (lbSup) await lbSup.stop().catch(() => {});
    lbSup = null;
    await Promise.all(supervisors.map((s) => s.stop().catch(() => {})));
  };
  const startOne = (port) =>
    startInstance({
      port,
      distDir,
      databaseUrl,
      log: path.join(dir, `instance-${port}.log`),
      readyPath,
      detached: true,
      env: {
        ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
        // Client addresses come from nginx's X-Forwarded-For (rate limits per buyer, not per balancer).
        TRUSTED_PROXIES: '127.0.0.1,::1',
        SITE_URL: `http://localhost:${lbPort}`,
        // Reachable by the balancer only.
        HOSTNAME_BIND: bind,
        ...env,
      },
    });
  try {
    // All at once: each start is mostly waiting (Next, the pools, the structure index); one after the other, two
    // instances took twice as long to serve (issue 32: `npm run cluster` after `npm run demo` within 30 s).
    const t = Date.now();
    const started = await Promise.allSettled(
      ports.map(async (port) => {
        const sup = await supervise({ name: `instance :${port}`, start: () => startOne(port), say, stopWaitMs });
        say(`  instance ${bind}:${port} ready (pid ${sup.current().pid}, ${((Date.now() - t) / 1000).toFixed(1)} s)`);
        return sup;
      }),
    );
    for (const r of started) if (r.status === 'fulfilled') supervisors.push(r.value);
    const failed = started.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    lbSup = await supervise({
      name: `nginx :${lbPort}`,
      start: () => startNginx({ lbPort, upstreams: ports, dir: path.join(dir, 'nginx'), listen: lbListen, bind }),
      say,
      stopWaitMs: 15_000,
    });
    say(`  nginx ${lbListen}:${lbPort} → ${ports.map((p) => `${bind}:${p}`).join(', ')} (pid ${lbSup.current().pid})`);
  } catch (e) {
    await stop();
    throw e;
  }
  const host = bind === '0.0.0.0' || bind === '::' ? '127.0.0.1' : bind;
  const instances = ports.map((port, i) => ({
    port,
    url: `http://${host}:${port}`,
    log: path.join(dir, `instance-${port}.log`),
    get pid() {
      return supervisors[i].current()?.pid ?? null;
    },
    ready: () => supervisors[i].ready(),
  }));
  const first = lbSup.current();
  return {
    instances,
    lb: {
      url: first.url,
      conf: first.conf,
      get pid() {
        return lbSup?.current()?.pid ?? null;
      },
    },
    dir,
    supervisors,
    async rollingRestart({ settleMs = 1000, log = say } = {}) {
      const steps = [];
      for (const [i, sup] of supervisors.entries()) {
        log(`↻ restarting instance :${ports[i]} (drain, start, ready)`);
        const r = await sup.restart();
        steps.push({ port: ports[i], ...r });
        log(
          `✓ instance :${ports[i]} restarted: pid ${r.oldPid} → ${r.newPid}, drained in ${(r.drainMs / 1000).toFixed(1)} s, serving after ${(r.totalMs / 1000).toFixed(1)} s`,
        );
        if (i < supervisors.length - 1 && settleMs > 0) await sleep(settleMs);
      }
      return steps;
    },
    kill(port, signal = 'SIGKILL') {
      const i = ports.indexOf(port);
      const pid = i >= 0 ? supervisors[i].current()?.pid : null;
      if (!pid) return null;
      process.kill(pid, signal);
      return pid;
    },
    killAllNow() {
      for (const s of [lbSup, ...supervisors]) {
        const pid = s?.current()?.pid;
        if (pid) killGroup(pid);
      }
    },
    stop,
  };
}

/**
 * Why a cluster cannot run here (PostgreSQL at `pgUrl`, Redis at `redisUrl`, nginx), or null when it can. Each check
 * gives up after 2 s.
 */
export async function clusterPrerequisites({ pgUrl, redisUrl }) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: pgUrl, connectionTimeoutMillis: 2000 });
  try {
    await c.connect();
    await c.query('SELECT 1');
  } catch {
    return `PostgreSQL does not answer at ${safeUrl(pgUrl)}`;
  } finally {
    await c.end().catch(() => {});
  }
  try {
    const { createClient } = await import('@redis/client');
    const r = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } });
    r.on('error', () => {});
    await r.connect();
    await r.ping();
    await r.quit();
  } catch {
    return `Redis does not answer at ${safeUrl(redisUrl)}`;
  }
  if (!nginxBinary()) return 'nginx is not installed (Debian package nginx)';
  return null;
}

/** Deletes the Redis keys under `prefix` (a test or bench run's cache); Redis gone is fine. */
export async function dropRedisKeys(redisUrl, prefix) {
  try {
    const { createClient } = await import('@redis/client');
    const r = createClient({ url: redisUrl, socket: { connectTimeout: 2000, reconnectStrategy: false } });
    r.on('error', () => {});
    await r.connect();
    for await (const keys of r.scanIterator({ MATCH: `${prefix}:*`, COUNT: 1000 }))
      if (keys.length) await r.unlink(keys);
    await r.quit();
  } catch {
    /* nothing to clean */
  }
}

/** A temp folder for one run (under .data/, which git ignores). */
export function runDir(name) {
  const base = path.join(ROOT, '.data', 'cluster');
  fs.mkdirSync(base, { recursive: true });
  return fs.mkdtempSync(path.join(base, `${name}-`));
}
