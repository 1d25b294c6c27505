/**
 * The cluster launcher's supervisor (scripts/lib/supervisor.cjs): a process that dies is restarted with a growing
 * backoff and logged, a planned restart stops (drains) and starts at once, a failed start is retried, and stop()
 * stops for good. Fake processes; the cluster test kills and restarts real instances behind nginx (tests/cluster).
 */
type Exit = { code: number | null; signal: string | null };
type Proc = {
  pid: number;
  done: Promise<Exit>;
  stop(signal?: string, waitMs?: number): Promise<Exit>;
  exited(): Exit | null;
  die(e: Exit): void;
  stopSignals: string[];
};
type Sup = {
  current(): Proc | null;
  ready(): Promise<Proc>;
  restart(): Promise<{ oldPid: number; newPid: number; drainMs: number; totalMs: number }>;
  stop(): Promise<void>;
  stats(): { crashes: number; restarts: number };
  history(): { kind: string; pid?: number; exit?: string }[];
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { supervise, restartDelayMs, STABLE_MS } = require('../../scripts/lib/supervisor.cjs') as {
  supervise(o: {
    name: string;
    start: () => Promise<Proc>;
    say?: (m: string) => void;
    delayMs?: (n: number) => number;
    now?: () => number;
  }): Promise<Sup>;
  restartDelayMs(n: number): number;
  STABLE_MS: number;
};

let nextPid = 100;
function fakeProcess(): Proc {
  let exited: Exit | null = null;
  let resolve!: (e: Exit) => void;
  const done = new Promise<Exit>((r) => (resolve = r));
  const p: Proc = {
    pid: nextPid++,
    done,
    stopSignals: [],
    exited: () => exited,
    die(e) {
      if (exited) return;
      exited = e;
      resolve(e);
    },
    async stop(signal = 'SIGTERM') {
      p.stopSignals.push(signal);
      setTimeout(() => p.die({ code: 0, signal: null }), 5);
      return done;
    },
  };
  return p;
}

/** A start function that records every process it starts. */
const startsInto = (started: Proc[]) => async () => {
  const p = fakeProcess();
  started.push(p);
  return p;
};

const until = async (cond: () => boolean, ms = 2000) => {
  const t0 = Date.now();
  while (!cond()) {
    if (Date.now() - t0 > ms) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 5));
  }
};

test('the backoff doubles from 0.5 s up to 30 s', () => {
  expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(restartDelayMs)).toEqual([
    500, 1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
  ]);
  expect(STABLE_MS).toBe(60_000);
});

test('a process that dies is restarted after a backoff that grows while it keeps dying, and each death is said', async () => {
  const lines: string[] = [];
  const started: Proc[] = [];
  const delays: number[] = [];
  const sup = await supervise({
    name: 'instance :3001',
    start: startsInto(started),
    say: (m) => lines.push(m),
    delayMs: (n) => {
      delays.push(n);
      return n * 10;
    },
  });
  expect(started).toHaveLength(1);
  started[0]!.die({ code: null, signal: 'SIGKILL' });
  await until(() => started.length === 2 && sup.current() === started[1]);
  started[1]!.die({ code: 1, signal: null });
  await until(() => started.length === 3 && sup.current() === started[2]);
  expect(delays).toEqual([1, 2]);
  expect(sup.stats()).toEqual({ crashes: 2, restarts: 2 });
  expect(lines[0]).toMatch(/instance :3001 \(pid \d+\) died: signal SIGKILL after .* up; restart #1 in/);
  expect(lines[1]).toMatch(/instance :3001 serving again \(pid \d+/);
  expect(lines[2]).toMatch(/died: exit code 1 .* restart #2/);
  await sup.stop();
  expect(started[2]!.stopSignals).toEqual(['SIGTERM']);
});

test('a process that stayed up long enough starts the crash count again', async () => {
  let clock = 0;
  const started: Proc[] = [];
  const delays: number[] = [];
  const sup = await supervise({
    name: 'x',
    start: startsInto(started),
    now: () => clock,
    delayMs: (n) => {
      delays.push(n);
      return 1;
    },
  });
  started[0]!.die({ code: null, signal: 'SIGKILL' });
  await until(() => started.length === 2 && sup.current() !== null);
  clock += STABLE_MS + 1;
  started[1]!.die({ code: null, signal: 'SIGKILL' });
  await until(() => started.length === 3 && sup.current() !== null);
  expect(delays).toEqual([1, 1]);
  await sup.stop();
});

test('a start that fails is retried with the backoff', async () => {
  let fail = 2;
  const started: Proc[] = [];
  const lines: string[] = [];
  const sup = await supervise({
    name: 'y',
    start: async () => {
      if (started.length > 0 && fail-- > 0) throw new Error('port 3001 is already in use');
      const p = fakeProcess();
      started.push(p);
      return p;
    },
    say: (m) => lines.push(m),
    delayMs: () => 1,
  });
  started[0]!.die({ code: null, signal: 'SIGKILL' });
  await until(() => started.length === 2 && sup.current() !== null);
  expect(lines.filter((l) => /did not start: port 3001 is already in use/.test(l))).toHaveLength(2);
  expect(sup.stats().crashes).toBe(3);
  await sup.stop();
});

test('a planned restart drains the process (SIGTERM), starts the next at once and resolves when it runs', async () => {
  const started: Proc[] = [];
  const delays: number[] = [];
  const sup = await supervise({
    name: 'z',
    start: startsInto(started),
    delayMs: (n) => {
      delays.push(n);
      return 1000;
    },
  });
  const r = await sup.restart();
  expect(started[0]!.stopSignals).toEqual(['SIGTERM']);
  expect(r.oldPid).toBe(started[0]!.pid);
  expect(r.newPid).toBe(started[1]!.pid);
  expect(sup.current()).toBe(started[1]);
  expect(delays).toEqual([]);
  expect(sup.stats()).toEqual({ crashes: 0, restarts: 1 });
  await sup.stop();
});

test('stop() stops for good: nothing is restarted afterwards', async () => {
  const started: Proc[] = [];
  const sup = await supervise({
    name: 'w',
    start: startsInto(started),
    delayMs: () => 1,
  });
  await sup.stop();
  await new Promise((r) => setTimeout(r, 30));
  expect(started).toHaveLength(1);
  expect(started[0]!.stopSignals).toEqual(['SIGTERM']);
  expect(sup.current()).toBeNull();
});
