'use strict';
/**
 * Keeps one process running (issue 32): used by scripts/lib/cluster.mjs for each app instance and for nginx.
 *
 *   const sup = await supervise({ name: ':3001', start, say });   // first start: throws if it fails
 *   sup.current()        the running process ({ pid, done, stop(signal?, waitMs?), exited() }) or null
 *   sup.restart()        planned restart: stop (SIGTERM: the instance drains), start again at once, resolve when the
 *                        new process is ready
 *   sup.ready()          resolves when a process is running (after a crash: once it is back)
 *   sup.stop()           stop for good (no restart)
 *
 * CommonJS so the unit tests (jest) load it as they load lib/platform/next/*.cjs.
 * A process that exits on its own is restarted after a backoff (restartDelayMs): 0.5 s, 1, 2, 4 … up to 30 s between
 * attempts while it keeps dying; a process that stayed up STABLE_MS starts the count again. A start that fails (the
 * port taken, a crash before ready) counts as a crash. Every event is said (logged) with the pid and the reason.
 */

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A process up this long is healthy again: its next crash restarts after the shortest delay. */
const STABLE_MS = 60_000;

/** Delay before restart attempt `crashesInRow` (1, 2, 3 …): 0.5 s doubling up to 30 s. */
function restartDelayMs(crashesInRow) {
  const n = Math.max(1, Math.floor(crashesInRow));
  return Math.min(500 * 2 ** (n - 1), 30_000);
}

const describeExit = (e) => (e ? (e.signal ? `signal ${e.signal}` : `exit code ${e.code}`) : 'unknown');
const secs = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @param {{ name: string, start: () => Promise<any>, say?: (m: string) => void, stopWaitMs?: number, now?: () => number, delayMs?: (n: number) => number }} o
 */
async function supervise({
  name,
  start,
  say = () => {},
  stopWaitMs = 30_000,
  now = Date.now,
  delayMs = restartDelayMs,
}) {
  let current = await start();
  let startedAt = now();
  let stopping = false;
  /** Set by restart(): the next exit is planned (no backoff, not a crash). */
  let planned = false;
  let crashes = 0;
  let restarts = 0;
  /** Resolvers waiting for a running process. */
  let waiters = [];
  /** Wakes the backoff sleep early (stop()). */
  let wake = () => {};
  const history = [];
  const record = (kind, detail) => {
    history.push({ t: now(), kind, ...detail });
    if (history.length > 200) history.shift();
  };
  record('started', { pid: current.pid });

  const running = (proc) => {
    current = proc;
    startedAt = now();
    for (const w of waiters) w(proc);
    waiters = [];
  };

  const loop = (async () => {
    while (!stopping) {
      const proc = current;
      const exit = await proc.done;
      current = null;
      if (stopping) break;
      const upMs = now() - startedAt;
      let delay = 0;
      if (planned) {
        planned = false;
        record('restarting', { pid: proc.pid, exit: describeExit(exit) });
      } else {
        if (upMs >= STABLE_MS) crashes = 0;
        crashes++;
        delay = delayMs(crashes);
        record('died', { pid: proc.pid, exit: describeExit(exit), upMs });
        say(
          `✗ ${name} (pid ${proc.pid}) died: ${describeExit(exit)} after ${secs(upMs)} up; restart #${crashes} in ${secs(delay)}`,
        );
      }
      // Start again until a start succeeds (or we are told to stop).
      for (;;) {
        if (delay > 0) await Promise.race([sleep(delay), new Promise((r) => (wake = r))]);
        if (stopping) break;
        const t0 = now();
        try {
          const next = await start();
          restarts++;
          record('started', { pid: next.pid, startMs: now() - t0 });
          say(`✓ ${name} serving again (pid ${next.pid}, ready ${secs(now() - t0)} after its start)`);
          if (stopping) {
            await next.stop('SIGTERM', stopWaitMs);
            break;
          }
          running(next);
          break;
        } catch (e) {
          crashes++;
          delay = delayMs(crashes);
          record('start failed', { error: e instanceof Error ? e.message.split('\n')[0] : String(e) });
          say(
            `✗ ${name} did not start: ${e instanceof Error ? e.message.split('\n')[0] : e}; attempt #${crashes} in ${secs(delay)}`,
          );
        }
      }
    }
  })();

  const nextProcess = () => new Promise((r) => waiters.push(r));
  const ready = () => (current ? Promise.resolve(current) : nextProcess());

  return {
    name,
    current: () => current,
    ready,
    history: () => history.slice(),
    stats: () => ({ crashes, restarts }),
    /** Planned restart: SIGTERM (drain), start again without delay, resolve when the new process is ready. */
    async restart() {
      const old = await ready();
      planned = true;
      const t0 = now();
      const next = nextProcess();
      await old.stop('SIGTERM', stopWaitMs);
      const drainMs = now() - t0;
      const proc = await next;
      return { oldPid: old.pid, newPid: proc.pid, drainMs, totalMs: now() - t0 };
    },
    async stop() {
      stopping = true;
      wake();
      const proc = current;
      if (proc) await proc.stop('SIGTERM', stopWaitMs).catch(() => {});
      await loop;
      for (const w of waiters) w(null);
      waiters = [];
    },
  };
}

module.exports = { supervise, restartDelayMs, STABLE_MS };
