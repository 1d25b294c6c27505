/**
 * Where a first render's CPU goes: starts the built server with a signal-driven CPU profiler
 * (bench/profile/signal-profiler.cjs), opens goods pages nobody opened, one at a time, in id order (a warm-up first,
 * so the JIT has settled), profiles only the measured ones, and prints the self time bucketed by where each function
 * lives, the top functions, and the inclusive time of the framework's render stages.
 *
 *   npx tsx bench/profile/first-render.ts [--dist .next-bench] [--data .data/bench-db] [--port 3360]
 *        [--count 300] [--warmup 60] [--start ID] [--path /goodsDetail/{id} | '/searchCenter?keyword={keyword}'] [--out .data/bench-logs/first-render.cpuprofile]
 *        [--node-options '--max-semi-space-size=32']   (added to the server's NODE_OPTIONS)
 *        [--identity]   (uncompressed responses, as autocannon in the bench; by default fetch asks for gzip)
 *        [--concurrency N]   (N requests in flight, as a crawler's sweep; the profile then shows a saturated server)
 *   npx tsx bench/profile/first-render.ts --analyze FILE      # analyse a saved profile only
 *
 * The database folder must not be open in another process (PGlite has no locking): stop the bench server first.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT, startServer } from '../../scripts/lib/harness.mjs';
import { benchKeywords, pagePath } from './ab';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
  children?: number[];
};
type Profile = { nodes: Node[]; startTime: number; endTime: number; samples: number[]; timeDeltas: number[] };

const arg = (name: string, def: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 && process.argv[i + 1] ? process.argv[i + 1]! : def;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Where a function lives, by its script URL. */
export function bucketOf(url: string, fn: string): string {
  if (!url) {
    if (fn === '(garbage collector)') return 'garbage collection';
    if (fn === '(idle)') return 'idle';
    if (fn === '(program)') return 'V8/native (program)';
    return `native: ${fn || '(anonymous)'}`;
  }
  if (url.startsWith('node:')) return 'Node internals';
  if (url.includes('@electric-sql/pglite')) return 'PGlite';
  if (url.includes('/node_modules/pg') || url.includes('/node_modules/pg-')) return 'node-postgres';
  if (url.includes('next/dist/compiled/next-server/')) return 'Next app-page runtime + React (compiled)';
  if (url.includes('next/dist/compiled/')) return `Next compiled: ${path.basename(url)}`;
  if (url.includes('next/dist/server/')) return 'Next server (dist/server)';
  if (url.includes('next/dist/')) return 'Next other';
  if (/\/server\/chunks\/.*node_modules/.test(url)) return 'bundled dependencies';
  if (url.includes('/server/chunks/') || url.includes('/server/app/')) return 'app code (bundled)';
  if (url.includes('/lib/next/') || url.includes('/scripts/')) return 'app runtime hooks (lib/platform/next, scripts)';
  if (url.includes('node_modules')) return `node_modules: ${url.split('node_modules/').pop()!.split('/')[0]}`;
  return 'other';
}

/**
 * Names and original source lines for minified code (Next's compiled runtimes ship .map files next to them):
 * `name (source:line)`, or the minified name and file where there is no map.
 */
function namer() {
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string) => {
    if (!maps.has(url)) {
      let c: SourceMapConsumer | null = null;
      try {
        const file = url.startsWith('file://') ? fileURLToPath(url) : url;
        if (file.startsWith('/') && fs.existsSync(`${file}.map`))
          c = new SourceMapConsumer(JSON.parse(fs.readFileSync(`${file}.map`, 'utf8')));
      } catch {
        c = null;
      }
      maps.set(url, c);
    }
    return maps.get(url)!;
  };
  const cache = new Map<string, string>();
  return (f: Node['callFrame'], withLine: boolean) => {
    const key = `${f.functionName}@${f.url}:${f.lineNumber}:${f.columnNumber}:${withLine}`;
    let name = cache.get(key);
    if (name === undefined) {
      const c = f.url ? consumer(f.url) : null;
      const pos = c ? c.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber }) : null;
      if (pos && pos.source) {
        const src = pos.source.replace(/^.*?(next\/dist|src|react-dom|react-server|packages)\//, '$1/');
        name = `${pos.name || f.functionName || '(anonymous)'} (${src}${withLine ? `:${pos.line}` : ''})`;
      } else
        name = `${f.functionName || '(anonymous)'} ${path.basename(f.url)}${withLine && f.url ? `:${f.lineNumber + 1}` : ''}`;
      cache.set(key, name);
    }
    return name;
  };
}

export function analyse(profile: Profile, pages: number) {
  const nameOf = namer();
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Self time per node from samples × time deltas (µs).
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  let total = 0;
  let idle = 0;
  const buckets = new Map<string, number>();
  const fns = new Map<string, number>();
  const files = new Map<string, number>();
  const inclusive = new Map<string, number>();
  for (const [id, us] of self) {
    const n = byId.get(id)!;
    const b = bucketOf(n.callFrame.url, n.callFrame.functionName);
    if (b === 'idle') {
      idle += us;
      continue;
    }
    total += us;
    buckets.set(b, (buckets.get(b) ?? 0) + us);
    const key = nameOf(n.callFrame, true);
    fns.set(key, (fns.get(key) ?? 0) + us);
    const file = key.includes(' (')
      ? key.slice(key.lastIndexOf(' (') + 2, key.lastIndexOf(':'))
      : path.basename(n.callFrame.url) || n.callFrame.functionName;
    files.set(file, (files.get(file) ?? 0) + us);
    // Inclusive time per named function (each counted once per stack).
    const seen = new Set<string>();
    for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
      const f = byId.get(cur)!.callFrame;
      const k = f.functionName || f.url ? nameOf(f, true) : '';
      if (k && !seen.has(k)) {
        seen.add(k);
        inclusive.set(k, (inclusive.get(k) ?? 0) + us);
      }
    }
  }
  const ms = (us: number) => Math.round(us / 100) / 10;
  const per = (us: number) => Math.round((us / 1000 / pages) * 100) / 100;
  const pct = (us: number) => `${Math.round((us / total) * 1000) / 10} %`;
  const wall = (profile.endTime - profile.startTime) / 1000;
  console.log(
    `\nprofile: ${ms(profile.endTime - profile.startTime)} ms wall, ${ms(total)} ms CPU (not idle), ${ms(idle)} ms idle, ${pages} pages → ${per(total)} ms CPU per page, ${Math.round((wall / pages) * 10) / 10} ms wall per page`,
  );
  console.log('\nself time by where the function lives:');
  for (const [b, us] of [...buckets].sort((a, b) => b[1] - a[1]))
    console.log(`  ${pct(us).padStart(7)}  ${String(per(us)).padStart(6)} ms/page  ${b}`);
  console.log('\nself time by original source file (source maps):');
  for (const [f, us] of [...files].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${pct(us).padStart(7)}  ${String(per(us)).padStart(6)} ms/page  ${f}`);
  console.log('\ntop functions (self):');
  for (const [f, us] of [...fns].sort((a, b) => b[1] - a[1]).slice(0, 40))
    console.log(`  ${pct(us).padStart(7)}  ${f}`);
  console.log('\ntop functions (inclusive):');
  for (const [f, us] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, Number(arg('top', '90'))))
    console.log(`  ${pct(us).padStart(7)}  ${String(per(us)).padStart(6)} ms/page  ${f}`);
  return {
    totalUs: total,
    perPageMs: per(total),
    buckets: Object.fromEntries([...buckets].map(([b, us]) => [b, per(us)])),
  };
}

async function main() {
  const analyseOnly = process.argv.indexOf('--analyze');
  if (analyseOnly > 0) {
    const file = process.argv[analyseOnly + 1]!;
    analyse(JSON.parse(fs.readFileSync(file, 'utf8')), Number(arg('pages', '1')));
    return;
  }
  const dist = arg('dist', '.next-bench');
  const data = arg('data', '.data/bench-db');
  const port = Number(arg('port', '3360'));
  const count = Number(arg('count', '300'));
  // --identity: ask for uncompressed pages, as the bench's load generator does (fetch asks for gzip by default).
  const identity = process.argv.includes('--identity');
  const warmup = Number(arg('warmup', '60'));
  const template = arg('path', '/goodsDetail/{id}');
  const keywords = template.includes('{keyword}') ? await benchKeywords(path.resolve(ROOT, data)) : [];
  const out = path.resolve(ROOT, arg('out', '.data/bench-logs/first-render.cpuprofile'));
  fs.mkdirSync(path.dirname(out), { recursive: true });
  for (const f of [out, `${out}.started`, `${out}.done`]) fs.rmSync(f, { force: true });

  const server = await startServer({
    port,
    distDir: dist,
    dataDir: data,
    log: path.join(ROOT, '.data/bench-logs/profile-server.log'),
    env: {
      PROFILE_OUT: out,
      NODE_OPTIONS:
        `--require=${path.join(ROOT, 'bench/profile/signal-profiler.cjs')} ${arg('node-options', '')}`.trim(),
      RATE_LIMIT_EXEMPT: '127.0.0.1,::1',
    },
  });
  try {
    await sleep(3000);
    // Ids from the middle of the range upwards (past whatever a bench run opened), or from --start.
    let id = Number(arg('start', '0'));
    if (!id) id = 60_000 + Math.floor(Math.random() * 20_000);
    const open = async () => {
      const t = performance.now();
      const res = await fetch(
        `${server.url}${pagePath(template, id++, keywords)}`,
        identity ? { headers: { 'accept-encoding': 'identity' } } : undefined,
      );
      await res.arrayBuffer();
      return { status: res.status, ms: performance.now() - t };
    };
    for (let i = 0; i < warmup; i++) await open();
    process.kill(server.pid, 'SIGUSR2');
    while (!fs.existsSync(`${out}.started`)) await sleep(20);
    const times: number[] = [];
    const statuses = new Map<number, number>();
    let left = count;
    const t0 = performance.now();
    const worker = async () => {
      while (left-- > 0) {
        const r = await open();
        times.push(r.ms);
        statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: Math.max(1, Number(arg('concurrency', '1'))) }, worker));
    const elapsed = performance.now() - t0;
    process.kill(server.pid, 'SIGUSR2');
    while (!fs.existsSync(`${out}.done`)) await sleep(50);
    times.sort((a, b) => a - b);
    const q = (f: number) => Math.round(times[Math.floor(f * (times.length - 1))]! * 10) / 10;
    console.log(
      `${count} pages (${template}, from id ${id - count}): p50 ${q(0.5)} ms, p95 ${q(0.95)} ms (with the profiler on), ${Math.round((count / elapsed) * 10000) / 10} pages/s; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    analyse(JSON.parse(fs.readFileSync(out, 'utf8')), count);
    console.log(`\nprofile: ${path.relative(ROOT, out)} (open in Chrome DevTools → Performance)`);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] && /first-render\.ts$/.test(process.argv[1]))
  void main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
