// @ts-check
/**
 * "The first request of this server process has been answered": start-up work that no request waits for (the
 * RDKit warm-ups, the job queue, the statistics check — instrumentation.ts) starts after it, so it does not take the
 * CPU the first page's render needs (on a 2-core machine a fresh `npm run demo` showed its first page seconds later
 * while RDKit compiled beside it; docs/investigations/fresh-clone.md).
 *
 * The HTTP observer (lib/platform/observability/http.cjs) reports every finished answer, probes included: a balancer
 * polling /readyz (which waits for the structure index) starts the work at once. With no request at all the work
 * starts after a fallback delay. State lives on globalThis: Next loads its own copy of this module into the server
 * bundle, next.config.js another.
 */

const KEY = Symbol.for('mall.firstRequest');

/** @returns {{ done: boolean, waiters: Array<() => void> }} */
function shared() {
  const g = /** @type {Record<symbol, any>} */ (globalThis);
  if (!g[KEY]) g[KEY] = { done: false, waiters: [] };
  return g[KEY];
}

/** An answer of this process is done (called for every answer; only the first one does anything). */
function answerDone() {
  const s = shared();
  if (s.done) return;
  s.done = true;
  for (const w of s.waiters.splice(0)) w();
}

/**
 * Resolves once the first answer of this process is done, or after `fallbackMs` without one.
 * @param {number} fallbackMs
 * @returns {Promise<'answered' | 'timeout'>}
 */
function afterFirstAnswer(fallbackMs) {
  const s = shared();
  if (s.done) return Promise.resolve('answered');
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      s.waiters = s.waiters.filter((w) => w !== onAnswer);
      resolve('timeout');
    }, fallbackMs);
    timer.unref?.();
    const onAnswer = () => {
      clearTimeout(timer);
      resolve('answered');
    };
    s.waiters.push(onAnswer);
  });
}

/** Forget the first answer (tests). */
function resetFirstAnswerForTests() {
  const s = shared();
  s.done = false;
  s.waiters = [];
}

module.exports = { answerDone, afterFirstAnswer, resetFirstAnswerForTests };
