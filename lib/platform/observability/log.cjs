// @ts-check
/**
 * The server's logger: pino, one JSON object per line on stdout, with the id of the request being served
 * (`reqId`, from the AsyncLocalStorage the HTTP observer runs each request in: ./http.cjs). Outside production the
 * lines are pretty-printed when pino-pretty is installed unless LOG_FORMAT=json. LOG_LEVEL
 * (trace|debug|info|warn|error|fatal|silent) sets the level; default info.
 *
 * One logger and one request context per process, on globalThis under Symbol.for('mall.observability'): the copy
 * next.config.js loads and the copies Next's bundles load (lib/platform/observability/index.ts) share them.
 * docs/operations/observability.md.
 */
const { AsyncLocalStorage } = require('node:async_hooks');

const STATE = Symbol.for('mall.observability');

/**
 * @typedef {{ reqId: string }} RequestContext
 * @typedef {{ als: AsyncLocalStorage<RequestContext>, logger?: import('pino').Logger, metrics?: any, installed?: boolean }} ObservabilityState
 */

/** @returns {ObservabilityState} */
function state() {
  const g = /** @type {any} */ (globalThis);
  return (g[STATE] ??= { als: new AsyncLocalStorage() });
}

/** The context of the request this code runs for, if any. */
function currentRequest() {
  return state().als.getStore();
}

/** @param {NodeJS.ProcessEnv} env */
function levelOf(env) {
  const l = (env.LOG_LEVEL ?? '').trim().toLowerCase();
  if (['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'].includes(l)) return l;
  return 'info';
}

/**
 * A new logger (the process's one is `logger()`); `destination` for tests.
 * @param {NodeJS.ProcessEnv} [env]
 * @param {import('pino').DestinationStream} [destination]
 */
function createLogger(env = process.env, destination) {
  const pino = require('pino');
  /** @type {import('pino').LoggerOptions} */
  const options = {
    level: levelOf(env),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    mixin() {
      const ctx = state().als.getStore();
      return ctx ? { reqId: ctx.reqId } : {};
    },
  };
  if (destination) return pino(options, destination);
  if (env.NODE_ENV !== 'production' && env.LOG_FORMAT !== 'json') {
    try {
      const pretty = require('pino-pretty');
      return pino(
        options,
        pretty({ sync: true, colorize: !!process.stdout.isTTY, ignore: 'pid', translateTime: 'SYS:HH:MM:ss.l' }),
      );
    } catch {
      /* pino-pretty not installed: plain JSON without it */
    }
  }
  return pino(options);
}

/** The process's logger. */
function logger() {
  const s = state();
  return (s.logger ??= createLogger());
}

module.exports = { state, logger, createLogger, currentRequest, levelOf, STATE };
