/**
 * Several app instances on one PostgreSQL behind nginx (issue 15): used by scripts/cluster.mjs (npm run cluster) and
 * by the two-instance test (tests/cluster/two-instances.test.ts).
 *
 *   ensureDatabase(url)        CREATE DATABASE when it does not exist (through the server's `postgres` database)
 *   prepareDatabase(url, log, seedArgs?)  migrate + seed (the seed leaves an already seeded database alone)
 *   startInstance({...})       one `next start` on a port and a database (harness.startServer)
 *   nginxBinary()              the nginx executable, or null
 *   nginxConfig({...})         the balancer's configuration text (round robin, keep-alive upstream)
 *   startNginx({...})          nginx in the foreground (daemon off) with that configuration, in its own folder
 *   startCluster({...})        all of it; stop() stops everything (servers SIGTERM then SIGKILL, nginx SIGQUIT)
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT, portInUse, run, startServer, tail } from './harness.mjs';

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
    await c.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]);
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
 * the port and log kept on the returned object. { pid, port, url, log, done, stop(signal?), exited() }.
 */
export async function startInstance({ port, distDir, databaseUrl, env = {}, log, readyPath = '/', timeoutMs = 180_000 }) {
  const server = await startServer({ port, distDir, dataDir: '', databaseUrl, env, log, readyPath, timeoutMs });
  return { ...server, port, log };
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
  const r = spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'ignore', env });
  if (r.status !== 0) say('! apt-get install nginx failed');
  return nginxBinary();
}

/**
 * The balancer's configuration: round robin over `upstreams` (ports on 127.0.0.1) with keep-alive connections; a
 * server that refuses or times out is skipped for 5 s and the request tried on the next (idempotent methods only:
 * nginx never repeats a POST that reached a server). X-Upstream tells which instance answered.
 */
export function nginxConfig({ lbPort, upstreams, dir, user }) {
  const p = (f) => path.join(dir, f);
  return `# Written by scripts/lib/cluster.mjs — the mall's load balancer for ${upstreams.length} instances.
${user ? `user ${user};\n` : ''}worker_processes 1;
daemon off;
pid ${p('nginx.pid')};
error_log ${p('error.log')} warn;
events { worker_connections 1024; }
http {
  access_log ${p('access.log')};
  client_body_temp_path ${p('tmp/body')};
  proxy_temp_path ${p('tmp/proxy')};
  fastcgi_temp_path ${p('tmp/fastcgi')};
  uwsgi_temp_path ${p('tmp/uwsgi')};
  scgi_temp_path ${p('tmp/scgi')};
  client_max_body_size 25m;
  upstream mall {
${upstreams.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${lbPort};
    location / {
      proxy_pass http://mall;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Real-IP $remote_addr;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_read_timeout 60s;
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** nginx in the foreground with its own folder `dir` (config, pid, logs, temp files). Resolves once it listens. */
export async function startNginx({ lbPort, upstreams, dir, binary = nginxBinary() }) {
  if (!binary) throw new Error('nginx is not installed (Debian package `nginx`)');
  if (await portInUse(lbPort)) throw new Error(`port ${lbPort} is already in use`);
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  // Workers of a root master run as `user`: root keeps the temp folder writable without changing its owner.
  const user = typeof process.getuid === 'function' && process.getuid() === 0 ? 'root' : undefined;
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ lbPort, upstreams, dir, user }));
  const test = spawnSync(binary, ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr || test.stdout}`);
  const log = path.join(dir, 'nginx.out');
  const fd = fs.openSync(log, 'a');
  const child = spawn(binary, ['-p', dir, '-e', path.join(dir, 'error.log'), '-c', conf], { stdio: ['ignore', fd, fd] });
  fs.closeSync(fd);
  let exited = null;
  const done = new Promise((resolve) => child.on('close', (code, signal) => resolve((exited = { code, signal }))));
  child.on('error', () => {});
  const lb = {
    pid: child.pid,
    url: `http://127.0.0.1:${lbPort}`,
    conf,
    exited: () => exited,
    /** Graceful stop (SIGQUIT), then SIGKILL after 5 s. */
    async stop() {
      if (exited) return exited;
      child.kill('SIGQUIT');
      const t = await Promise.race([done, sleep(5000).then(() => null)]);
      if (t) return t;
      child.kill('SIGKILL');
      return done;
    },
  };
  for (let i = 0; i < 100; i++) {
    if (exited) throw new Error(`nginx exited (${exited.signal ?? exited.code}): ${tail(path.join(dir, 'error.log'), 10)}`);
    if (await portInUse(lbPort)) return lb;
    await sleep(100);
  }
  await lb.stop();
  throw new Error(`nginx did not listen on :${lbPort}`);
}

/**
 * Two (or more) instances and the balancer. Instances start one after the other (each start warms its structure
 * index; on 2 cores starting both at once only makes both slower).
 */
export async function startCluster({ distDir, databaseUrl, redisUrl, ports, lbPort, dir, env = {}, say = () => {} }) {
  fs.mkdirSync(dir, { recursive: true });
  const instances = [];
  let lb = null;
  const stop = async () => {
    if (lb) await lb.stop().catch(() => {});
    lb = null;
    await Promise.all(instances.map((i) => i.stop().catch(() => {})));
  };
  try {
    for (const port of ports) {
      const t = Date.now();
      const inst = await startInstance({
        port,
        distDir,
        databaseUrl,
        log: path.join(dir, `instance-${port}.log`),
        env: {
          ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
          // Client addresses come from nginx's X-Forwarded-For (rate limits per buyer, not per balancer).
          TRUSTED_PROXIES: '127.0.0.1,::1',
          SITE_URL: `http://localhost:${lbPort}`,
          ...env,
        },
      });
      instances.push(inst);
      say(`  instance :${port} ready (pid ${inst.pid}, ${((Date.now() - t) / 1000).toFixed(1)} s)`);
    }
    lb = await startNginx({ lbPort, upstreams: ports, dir: path.join(dir, 'nginx') });
    say(`  nginx :${lbPort} → ${ports.map((p) => `:${p}`).join(', ')} (pid ${lb.pid})`);
  } catch (e) {
    await stop();
    throw e;
  }
  return { instances, lb, dir, stop };
}

/** A temp folder for one run (under .data/, which git ignores). */
export function runDir(name) {
  const base = path.join(ROOT, '.data', 'cluster');
  fs.mkdirSync(base, { recursive: true });
  return fs.mkdtempSync(path.join(base, `${name}-`));
}

