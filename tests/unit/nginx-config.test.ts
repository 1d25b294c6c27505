/**
 * The balancer's configuration (scripts/lib/nginx-config.cjs): passive checks that never empty the pool on one error,
 * retries of idempotent requests only, the app's keep-alive above nginx's, the mall's own answers for nginx's errors,
 * the client's address and a request id for the instance. The cluster test runs it for real (tests/cluster).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { E } from '@/lib/config/messages';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const conf = require('../../scripts/lib/nginx-config.cjs') as {
  nginxConfig(o: {
    lbPort: number;
    upstreams: (number | string)[];
    dir: string;
    listen?: string;
    bind?: string;
    production?: boolean;
  }): string;
  nginxFiles(): Record<string, string>;
  API_UNAVAILABLE: string;
  SAFE_POSTS: string[];
  UPSTREAM_KEEPALIVE_S: number;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-nginx-conf-'));
const text = conf.nginxConfig({ lbPort: 8140, upstreams: [3342, 3343], dir });
const upstream = /upstream mall \{([\s\S]*?)\n {2}\}/.exec(text)![1]!;
const directive = (name: string) => [...text.matchAll(new RegExp(`^\\s*${name} ([^;]*);`, 'gm'))].map((m) => m[1]);

test('each instance is taken out after 3 errors in 10 s, never after one, and is listed again as a backup that is never taken out', () => {
  const lines = upstream
    .split('\n')
    .filter((l) => /^\s*server /.test(l))
    .map((l) => l.trim());
  expect(lines).toEqual([
    'server 127.0.0.1:3342 max_fails=3 fail_timeout=10s;',
    'server 127.0.0.1:3343 max_fails=3 fail_timeout=10s;',
    'server 127.0.0.1:3342 backup max_fails=0;',
    'server 127.0.0.1:3343 backup max_fails=0;',
  ]);
});

test("only requests that failed to reach an instance, or idempotent ones, go to the next; the app's own 503 is an answer", () => {
  const next = directive('proxy_next_upstream');
  expect(next[0]).toBe('error timeout http_502 http_504');
  expect(text).not.toMatch(/http_503/);
  expect(text).not.toMatch(/proxy_intercept_errors on/);
  // A sent POST is passed on only in the location of the searches (reads), and that location matches nothing else.
  const safe = [...text.matchAll(/location ~ (\S+) \{([\s\S]*?)\n {4}\}/g)].find((m) => /non_idempotent/.test(m[2]!));
  expect(text.match(/non_idempotent/g)).toHaveLength(1);
  const re = new RegExp(safe![1]!);
  for (const u of conf.SAFE_POSTS) expect(re.test(u)).toBe(true);
  for (const u of [
    '/mall/shopping/order/api/order/submit',
    '/mall/shopping/order/api/buy/car/insert',
    '/mall/user/api/loginAndRegister/accountLogin',
    '/mall/shopping/product/api/prodapiitem/product/searchX',
    '/mall/shopping/product/api/prodapiitem/product/search/../../../order/api/order/submit',
  ])
    expect(re.test(u)).toBe(false);
  expect(conf.SAFE_POSTS.every((u) => /search|suggest|structureKeyword/.test(u))).toBe(true);
});

test('upstream keep-alive: nginx closes idle connections before the app does (65 s in scripts/start.sh), and before a drain closes them', () => {
  expect(upstream).toMatch(/keepalive 32;/);
  expect(upstream).toMatch(new RegExp(`keepalive_timeout ${conf.UPSTREAM_KEEPALIVE_S}s;`));
  const start = fs.readFileSync(path.join(__dirname, '../../scripts/start.sh'), 'utf8');
  const appMs = Number(/KEEP_ALIVE_TIMEOUT_MS:-(\d+)/.exec(start)?.[1]);
  expect(appMs).toBeGreaterThan(conf.UPSTREAM_KEEPALIVE_S * 1000);
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { DEFAULT_IDLE_WAIT_MS } = require('../../lib/platform/next/lifecycle.cjs') as { DEFAULT_IDLE_WAIT_MS: number };
  expect(DEFAULT_IDLE_WAIT_MS).toBeGreaterThan(conf.UPSTREAM_KEEPALIVE_S * 1000);
  expect(directive('proxy_http_version')[0]).toBe('1.1');
  expect(text).toMatch(/proxy_set_header Connection "";/);
});

test("nginx's own errors answer 503 with the mall's page, and the API envelope under /mall/", () => {
  expect(text).toMatch(/error_page 502 503 504 =503 \/__lb\/unavailable.html;/);
  const api = /location \/mall\/ \{([\s\S]*?)\n {4}\}/.exec(text)![1]!;
  expect(api).toMatch(/error_page 502 503 504 =503 @mall_api_unavailable;/);
  const env = JSON.parse(conf.API_UNAVAILABLE) as Record<string, unknown>;
  expect(env).toEqual({
    code: 0,
    data: null,
    message: E.systemBusy,
    messageCode: 'SERVICE_UNAVAILABLE',
    totalCount: 0,
  });
  expect(text).toContain(`return 503 '${conf.API_UNAVAILABLE}';`);
  const page = conf.nginxFiles()['html/__lb/unavailable.html']!;
  expect(page).toContain('<html lang="zh-CN">');
  expect(page).toContain(E.systemBusy);
});

test('the client address and a request id reach the instance; instances and nginx listen where told', () => {
  expect(text).toMatch(/proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;/);
  expect(text).toMatch(/proxy_set_header X-Real-IP \$remote_addr;/);
  expect(text).toMatch(/proxy_set_header X-Request-Id \$request_id;/);
  expect(text).toMatch(/request_id=\$request_id/);
  expect(directive('listen')).toEqual(['127.0.0.1:8140']);
  const other = conf.nginxConfig({
    lbPort: 80,
    upstreams: [3001, '10.0.0.7:3001'],
    dir,
    listen: '0.0.0.0',
    bind: '10.0.0.6',
  });
  expect(other).toMatch(/server 10\.0\.0\.6:3001 max_fails=3/);
  expect(other).toMatch(/server 10\.0\.0\.7:3001 max_fails=3/);
  expect(other).toMatch(/listen 0\.0\.0\.0:80;/);
});

test('the site file for a system nginx has only the http parts', () => {
  const site = conf.nginxConfig({ lbPort: 80, upstreams: [3001, 3002], dir: '/etc/nginx/mall', production: true });
  expect(site).not.toMatch(/daemon off|^pid |worker_processes/m);
  expect(site).toMatch(/upstream mall \{/);
});

const nginx = ['/usr/sbin/nginx', '/usr/local/sbin/nginx'].find((p) => fs.existsSync(p));
(nginx ? test : test.skip)('nginx accepts it (nginx -t)', () => {
  fs.mkdirSync(path.join(dir, 'tmp'), { recursive: true });
  for (const [f, body] of Object.entries(conf.nginxFiles())) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.writeFileSync(path.join(dir, f), body);
  }
  const user = process.getuid?.() === 0 ? 'user root;\n' : '';
  fs.writeFileSync(path.join(dir, 'nginx.conf'), user + text);
  const r = spawnSync(
    nginx!,
    ['-t', '-q', '-p', dir, '-e', path.join(dir, 'error.log'), '-c', path.join(dir, 'nginx.conf')],
    { encoding: 'utf8' },
  );
  expect(r.stderr + r.stdout).toBe('');
  expect(r.status).toBe(0);
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
