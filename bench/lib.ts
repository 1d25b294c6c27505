/** Measurement helpers behind BenchContext: autocannon load, TTFB probe, RSS sampling. */
import fs from 'node:fs';
import http from 'node:http';
import autocannon, { type Result as CannonResult } from 'autocannon';
import type { LoadOptions, LoadResult, Percentiles, Req } from './types';

export function percentiles(samples: number[]): Percentiles {
  if (samples.length === 0) return { p50: NaN, p90: NaN, p95: NaN, p99: NaN, max: NaN, mean: NaN, count: 0 };
  const s = Float64Array.from(samples).sort();
  const at = (q: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))]!;
  const round = (x: number) => Math.round(x * 100) / 100;
  let sum = 0;
  for (const x of s) sum += x;
  return {
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(s[s.length - 1]!),
    mean: round(sum / s.length),
    count: s.length,
  };
}

/** Mulberry32: small, fast, deterministic. */
/** Size of a response body in KB (bytes, not characters: a Chinese character is 3 bytes of UTF-8). */
export const kb = (text: string) => Math.round(Buffer.byteLength(text, 'utf8') / 102.4) / 10;

export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function assertLocal(baseUrl: string) {
  const u = new URL(baseUrl);
  if (u.hostname !== '127.0.0.1') throw new Error(`bench targets 127.0.0.1 only (got ${u.hostname})`);
}

/** A process and all its descendants (from /proc; at most 1,000). */
export function processTree(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const e of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${e}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(e));
      children.set(ppid, list);
    } catch {
      /* gone */
    }
  }
  const stack = [pid];
  const seen = new Set<number>();
  while (stack.length && seen.size < 1000) {
    const p = stack.pop()!;
    if (seen.has(p)) continue;
    seen.add(p);
    stack.push(...(children.get(p) ?? []));
  }
  return [...seen];
}

/** RSS (kB) of a process and all its descendants, from /proc. */
export function treeRssKb(pid: number): number {
  let total = 0;
  for (const p of processTree(pid)) {
    try {
      const m = /VmRSS:\s+(\d+)\s+kB/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) total += Number(m[1]);
    } catch {
      /* gone */
    }
  }
  return total;
}

/** Samples the server's RSS every `everyMs`; `peakSince(mark)` gives the peak since a mark. */
export class RssSampler {
  private timer: NodeJS.Timeout;
  private samples: { t: number; kb: number }[] = [];
  constructor(
    private pid: number,
    everyMs = 250,
  ) {
    this.sample();
    this.timer = setInterval(() => this.sample(), everyMs);
    this.timer.unref();
  }
  sample(): number {
    const kb = treeRssKb(this.pid);
    if (kb > 0) this.samples.push({ t: Date.now(), kb });
    if (this.samples.length > 100_000) this.samples.splice(0, 50_000);
    return kb;
  }
  nowMb(): number {
    return Math.round(this.sample() / 1024);
  }
  peakMb(since = 0): number {
    let peak = 0;
    for (const s of this.samples) if (s.t >= since && s.kb > peak) peak = s.kb;
    return Math.round(peak / 1024);
  }
  stop() {
    clearInterval(this.timer);
  }
}

/** CPU time (user + system, in clock ticks of 10 ms) of one process, from /proc/<pid>/stat. */
function cpuTicks(pid: number): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(f[11]) + Number(f[12]);
  } catch {
    return NaN;
  }
}

/**
 * Wait until a process has used under 5 % of a core for `idleSeconds` in a row (its start-up work is done),
 * at most `maxSeconds`.
 */
export async function waitIdle(
  pid: number,
  o: { idleSeconds: number; maxSeconds: number },
): Promise<{ seconds: number; timedOut: boolean }> {
  const t0 = Date.now();
  let quiet = 0;
  let last = cpuTicks(pid);
  while (Date.now() - t0 < o.maxSeconds * 1000) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuTicks(pid);
    if (!Number.isFinite(now)) break;
    quiet = now - last <= 2 ? quiet + 0.5 : 0; // ≤ 20 ms of CPU in 500 ms
    last = now;
    if (quiet >= o.idleSeconds) return { seconds: (Date.now() - t0) / 1000, timedOut: false };
  }
  return { seconds: (Date.now() - t0) / 1000, timedOut: Date.now() - t0 >= o.maxSeconds * 1000 };
}

function cannon(
  baseUrl: string,
  o: Required<Pick<LoadOptions, 'next' | 'connections' | 'duration' | 'timeout'>>,
  record?: (ms: number, status: number) => void,
) {
  return new Promise<CannonResult>((resolve, reject) => {
    const inst = autocannon(
      {
        url: baseUrl,
        connections: o.connections,
        duration: o.duration,
        timeout: o.timeout,
        requests: [
          {
            setupRequest: (req) => {
              const r = o.next();
              return {
                ...req,
                path: r.path,
                method: r.method ?? 'GET',
                headers: { ...(req.headers ?? {}), ...(r.headers ?? {}) },
                body: r.body,
              };
            },
          },
        ],
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
    if (record) inst.on('response', (_c, status, _b, ms) => record(ms, status));
  });
}

export async function load(
  baseUrl: string,
  defaults: { connections: number; duration: number; warmup: number },
  rss: RssSampler,
  o: LoadOptions,
  log: (m: string) => void,
): Promise<LoadResult> {
  assertLocal(baseUrl);
  const connections = o.connections ?? defaults.connections;
  const duration = Math.min(o.duration ?? defaults.duration, 600);
  const warmup = Math.min(o.warmup ?? defaults.warmup, 120);
  const timeout = o.timeout ?? 30;
  if (warmup > 0) {
    log(`  warm-up ${o.title}: ${warmup} s`);
    await cannon(baseUrl, { next: o.next, connections: Math.min(connections, 10), duration: warmup, timeout });
  }
  log(`  measure ${o.title}: ${duration} s × ${connections} connections`);
  const times: number[] = [];
  const statusCounts: Record<string, number> = {};
  const mark = Date.now();
  const r = await cannon(baseUrl, { next: o.next, connections, duration, timeout }, (ms, status) => {
    if (times.length < 2_000_000) times.push(ms);
    statusCounts[status] = (statusCounts[status] ?? 0) + 1;
  });
  const ok = Object.entries(statusCounts).reduce((n, [s, c]) => (Number(s) < 400 ? n + c : n), 0);
  return {
    title: o.title,
    connections,
    duration,
    requests: times.length,
    rps: Math.round((ok / (r.duration || duration)) * 10) / 10,
    latency: percentiles(times),
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCounts,
    rssPeakMb: rss.peakMb(mark),
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function once(
  baseUrl: string,
  req: Req,
  onHeaders?: (ms: number) => void,
): Promise<{ status: number; text: string; ms: number }> {
  const u = new URL(req.path, baseUrl);
  return new Promise((resolve, reject) => {
    const t0 = process.hrtime.bigint();
    const r = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: req.method ?? 'GET',
        headers: req.headers,
        agent,
        timeout: 60_000,
      },
      (res) => {
        onHeaders?.(Number(process.hrtime.bigint() - t0) / 1e6);
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: Number(process.hrtime.bigint() - t0) / 1e6,
          }),
        );
        res.on('error', reject);
      },
    );
    r.on('timeout', () => r.destroy(new Error('timeout')));
    r.on('error', reject);
    if (req.body) r.end(req.body);
    else r.end();
  });
}

export function fetchOnce(baseUrl: string, req: Req | string) {
  assertLocal(baseUrl);
  return once(baseUrl, typeof req === 'string' ? { path: req } : req);
}

export async function ttfb(
  baseUrl: string,
  next: () => Req,
  o: { count?: number; concurrency?: number; maxSeconds?: number } = {},
) {
  assertLocal(baseUrl);
  const count = Math.min(o.count ?? 200, 100_000);
  const concurrency = Math.max(1, Math.min(o.concurrency ?? 1, 64));
  const deadline = Date.now() + Math.min(o.maxSeconds ?? 60, 600) * 1000;
  const samples: number[] = [];
  let errors = 0;
  let issued = 0;
  const worker = async () => {
    while (issued < count && Date.now() < deadline) {
      issued++;
      try {
        await once(baseUrl, next(), (ms) => samples.push(ms));
      } catch {
        errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { ...percentiles(samples), errors };
}

/**
 * Paced (open-model) load: `rate` requests per second, evenly spaced, over at most `connections` keep-alive
 * connections, for `seconds`. Times are measured from each request's SCHEDULED start, so a request that waits for a
 * free connection or for the server counts its wait (no coordinated omission). Returns time to first byte (response
 * headers) and full response time.
 */
export async function paced(
  baseUrl: string,
  next: () => Req,
  o: { rate: number; connections: number; seconds: number },
): Promise<{
  ttfb: Percentiles;
  total: Percentiles;
  sent: number;
  errors: number;
  non2xx: number;
  achievedRps: number;
}> {
  assertLocal(baseUrl);
  const u0 = new URL(baseUrl);
  const pool = new http.Agent({ keepAlive: true, maxSockets: Math.max(1, Math.min(o.connections, 256)) });
  const ttfbs: number[] = [];
  const totals: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let sent = 0;
  const interval = 1000 / Math.max(0.1, o.rate);
  const start = performance.now();
  const end = start + Math.min(o.seconds, 600) * 1000;
  const inflight: Promise<void>[] = [];
  const fire = (scheduled: number) => {
    const req = next();
    sent++;
    inflight.push(
      new Promise<void>((resolve) => {
        const r = http.request(
          {
            host: u0.hostname,
            port: u0.port,
            path: req.path,
            method: req.method ?? 'GET',
            headers: req.headers,
            agent: pool,
            timeout: 60_000,
          },
          (res) => {
            ttfbs.push(performance.now() - scheduled);
            if ((res.statusCode ?? 0) >= 400) non2xx++;
            res.on('data', () => undefined);
            res.on('end', () => {
              totals.push(performance.now() - scheduled);
              resolve();
            });
            res.on('error', () => {
              errors++;
              resolve();
            });
          },
        );
        r.on('timeout', () => r.destroy(new Error('timeout')));
        r.on('error', () => {
          errors++;
          resolve();
        });
        if (req.body) r.end(req.body);
        else r.end();
      }),
    );
  };
  let k = 0;
  while (true) {
    const due = start + k * interval;
    if (due >= end) break;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    fire(due);
    k++;
  }
  await Promise.all(inflight);
  pool.destroy();
  const elapsed = (performance.now() - start) / 1000;
  return {
    ttfb: percentiles(ttfbs),
    total: percentiles(totals),
    sent,
    errors,
    non2xx,
    achievedRps: Math.round((totals.length / elapsed) * 10) / 10,
  };
}

/** A Hill formula with its elements in random order (what a buyer types: O2C8NH9 for C8H9NO2). */
export function shuffleFormula(hill: string, rnd: () => number): string {
  const parts = hill.match(/[A-Z][a-z]?\d*/g) ?? [hill];
  for (let i = parts.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [parts[i], parts[j]] = [parts[j]!, parts[i]!];
  }
  return parts.join('');
}
