/**
 * Where the phone pages' main-thread time goes (issue 36): opens each phone page in Chromium at 390×844 with the CPU
 * slowed 4× (CDP Emulation.setCPUThrottlingRate, as Lighthouse's mobile config assumes), records a performance trace
 * and lists the long tasks (> 50 ms) with what runs in them — script evaluation per chunk, compile, function calls
 * (timers, message-channel slices of React's scheduler), HTML parse, style and layout, GC — and the blocking time
 * (Σ task − 50 ms) between the first byte and 5 s after load.
 *
 *   npx tsx bench/phone-trace.ts http://127.0.0.1:3420 [--runs 3] [--goods <id>] [--save <dir for trace JSON>]
 *     [--rate 4] [--json out.json]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { discoverSharedLinks, mobileTargets, LINK_KEY } from './suites/lighthouse-mobile';

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string };
};

const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
  // Samples of the JavaScript stacks, so a task's script time is attributed to functions (chunk:line:column).
  'disabled-by-default-v8.cpu_profiler',
];
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork']);

const argv = process.argv.slice(2);
const flag = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};

/** A child event's label: script evaluation and calls name their chunk (the file name of its URL). */
function label(e: TraceEvent): string {
  const d = e.args?.data ?? {};
  const file = (u: unknown) => (typeof u === 'string' && u ? path.basename(u.split('?')[0] ?? u) || u : '');
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.compile':
    case 'v8.compileModule':
    case 'v8.evaluateModule':
      return `${e.name} ${file(d.url) || '(inline)'}`;
    case 'FunctionCall':
      return `FunctionCall ${file(d.url) || '(inline)'}${d.functionName ? ` ${d.functionName}` : ''}`;
    default:
      return e.name;
  }
}

type Task = { start: number; dur: number; parts: Map<string, number> };

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
};

/** The main thread's CPU samples: time (trace µs) and the frame names of the stack, innermost first. */
function samplesOf(events: TraceEvent[], pid: number, tid: number) {
  const nodes = new Map<number, ProfileNode>();
  const out: { ts: number; stack: string[] }[] = [];
  const frame = (n: ProfileNode) => {
    const f = n.callFrame;
    const file = f.url ? path.basename(f.url.split('?')[0] ?? f.url) : '';
    return `${f.functionName || '(anonymous)'}${file ? ` ${file}:${f.lineNumber + 1}:${f.columnNumber + 1}` : ''}`;
  };
  let ts = 0;
  const chunks = events.filter((e) => e.pid === pid && (e.name === 'Profile' || e.name === 'ProfileChunk'));
  for (const e of chunks) {
    const d = (e.args?.data ?? {}) as {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    if (e.name === 'Profile') {
      if (e.tid !== tid) continue;
      ts = d.startTime ?? e.ts;
      continue;
    }
    for (const n of d.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const samples = d.cpuProfile?.samples ?? [];
    samples.forEach((id, i) => {
      ts += d.timeDeltas?.[i] ?? 0;
      const stack: string[] = [];
      for (let n = nodes.get(id); n; n = n.parent == null ? undefined : nodes.get(n.parent)) stack.push(frame(n));
      out.push({ ts, stack });
    });
  }
  return out;
}

/** The renderer main thread's top-level tasks and, per task, the self time of its direct children by label. */
function analyse(events: TraceEvent[], origin: string) {
  const threads = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  // The main thread that evaluated the page's scripts.
  let main: { pid: number; tid: number } | null = null;
  let best = -1;
  for (const t of threads) {
    const n = events.filter(
      (e) =>
        e.pid === t.pid &&
        e.tid === t.tid &&
        e.name === 'EvaluateScript' &&
        String(e.args?.data?.url ?? '').startsWith(origin),
    ).length;
    if (n > best) {
      best = n;
      main = { pid: t.pid, tid: t.tid };
    }
  }
  if (!main) throw new Error('no renderer main thread in the trace');
  const thread = main as { pid: number; tid: number };
  const own = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph === 'X' && e.dur != null)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const nav = events.find((e) => e.name === 'navigationStart' && e.pid === thread.pid);
  const fcp = events.find((e) => e.name === 'firstContentfulPaint' && e.pid === thread.pid);
  const load = events.find((e) => e.name === 'MarkLoad' && e.pid === thread.pid);
  const t0 = nav?.ts ?? own[0]?.ts ?? 0;

  const tasks: Task[] = [];
  // Walk the nested X events with a stack; the self time of each event goes to its label inside its top-level task.
  const stack: { e: TraceEvent; end: number; child: number }[] = [];
  let current: Task | null = null;
  const close = (until: number) => {
    while (stack.length && (stack.at(-1)?.end ?? Infinity) <= until) {
      const top = stack.pop()!;
      const self = (top.e.dur ?? 0) - top.child;
      if (current && stack.length > 0) current.parts.set(label(top.e), (current.parts.get(label(top.e)) ?? 0) + self);
      if (current && stack.length === 0) current.parts.set('(task itself)', self);
      const parent = stack.at(-1);
      if (parent) parent.child += top.e.dur ?? 0;
    }
  };
  for (const e of own) {
    close(e.ts);
    if (stack.length === 0) {
      if (!TASK_NAMES.has(e.name)) continue;
      current = { start: e.ts, dur: e.dur!, parts: new Map() };
      tasks.push(current);
    }
    stack.push({ e, end: e.ts + e.dur!, child: 0 });
  }
  close(Infinity);

  const fcpMs = fcp ? (fcp.ts - t0) / 1000 : null;
  const loadMs = load ? (load.ts - t0) / 1000 : null;
  const long = tasks.filter((t) => t.dur > 50_000);
  // Lighthouse counts blocking time between FCP and TTI; here: from FCP (or the start) to 5 s after load.
  const from = fcp?.ts ?? t0;
  const until = (load?.ts ?? t0) + 5_000_000;
  const tbt = tasks
    .filter((t) => t.start >= from && t.start <= until)
    .reduce((s, t) => s + Math.max(0, t.dur / 1000 - 50), 0);
  const samples = samplesOf(events, thread.pid, thread.tid);
  const topFunctions = (t: Task) => {
    const self = new Map<string, number>();
    const inside = samples.filter((x) => x.ts >= t.start && x.ts <= t.start + t.dur);
    for (const x of inside) {
      // The innermost frame with a script; and, inside Turbopack's module set-up, the module factory being run.
      const key = x.stack.find((f) => / \S+:\d+:\d+$/.test(f)) ?? x.stack[0] ?? '?';
      self.set(key, (self.get(key) ?? 0) + 1);
      const w = x.stack.findIndex((f, i) => i > 0 && /^W turbopack-[^:]+:1:/.test(f));
      const factory = w > 0 ? x.stack[w - 1] : undefined;
      if (factory) self.set(`module ${factory}`, (self.get(`module ${factory}`) ?? 0) + 1);
    }
    return [...self.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 14)
      .map(([k, n]) => `${k} ×${n}`);
  };
  return {
    samples: samples.length,
    fcpMs,
    loadMs,
    tbt: Math.round(tbt),
    long: long.map((t) => ({
      at: Math.round((t.start - t0) / 1000),
      ms: Math.round(t.dur / 1000),
      parts: [...t.parts.entries()]
        .filter(([, us]) => us >= 2000)
        .sort((a, b) => b[1] - a[1])
        .map(([k, us]) => `${k} ${Math.round(us / 1000)}`),
      functions: topFunctions(t),
    })),
  };
}

async function main() {
  const origin = argv.find((a) => /^https?:/.test(a)) ?? 'http://127.0.0.1:3420';
  const runs = Number(flag('--runs') ?? 1);
  const rate = Number(flag('--rate') ?? 4);
  const save = flag('--save');
  const only = flag('--only')?.split(',');
  const fetchText = async (p: string) => (await fetch(new URL(p, origin))).text();
  let goods = flag('--goods');
  if (!goods) goods = /href="\/goodsDetail\/(\d+)"/.exec(await fetchText('/'))?.[1];
  if (!goods) throw new Error('no goods id (pass --goods)');
  const targets = mobileTargets(goods, await discoverSharedLinks(fetchText)).filter(
    (t) => t.key !== LINK_KEY && (!only || only.includes(t.key)),
  );
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const out: Record<string, unknown[]> = {};
  try {
    for (const t of targets) {
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 390, height: 844 },
          deviceScaleFactor: 3,
          isMobile: true,
          hasTouch: true,
          userAgent:
            'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate });
        const events: TraceEvent[] = [];
        cdp.on('Tracing.dataCollected', (m) => events.push(...(m.value as unknown as TraceEvent[])));
        const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()));
        await cdp.send('Tracing.start', {
          traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
          transferMode: 'ReportEvents',
        });
        await page.goto(new URL(t.path, origin).toString(), { waitUntil: 'load' });
        await page.waitForTimeout(3000);
        await cdp.send('Tracing.end');
        await done;
        await context.close();
        if (save) {
          fs.mkdirSync(save, { recursive: true });
          fs.writeFileSync(path.join(save, `${t.key}-${run}.json`), JSON.stringify({ traceEvents: events }));
        }
        const a = analyse(events, origin);
        (out[t.key] ??= []).push(a);
        console.log(
          `${t.key} run ${run}: TBT ${a.tbt} ms, long tasks ${a.long.length} (${a.long.map((l) => l.ms).join(', ')}), FCP ${a.fcpMs?.toFixed(0)} load ${a.loadMs?.toFixed(0)}`,
        );
        for (const l of a.long) {
          console.log(`   @${l.at} ${l.ms} ms: ${l.parts.join(' | ')}`);
          if (l.functions.length) console.log(`      samples: ${l.functions.join(' | ')}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const json = flag('--json');
  if (json) fs.writeFileSync(json, JSON.stringify(out, null, 2) + '\n');
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
