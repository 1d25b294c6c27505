// @ts-check
/**
 * The embedded database on a thread of its own (worker_threads): lib/db/pglite-remote.ts starts this file and sends
 * it the queries of the server's event loop. PGlite runs PostgreSQL in WebAssembly on the thread that calls it, so
 * in-process every statement ran on the event loop, between renders; here it runs beside them, on the other core,
 * as PostgreSQL itself does in the production configuration (docs/decisions/0015-crawler-scale.md).
 *
 * Plain JavaScript, loaded by Node from lib/db at run time (never bundled). Messages, one reply per request:
 *   { id, op: 'query', sql, params, options, tx? }   → { id, ok: true, result }     (PGlite's Results)
 *   { id, op: 'exec', sql, options, tx? }            → { id, ok: true, result }     (Results[])
 *   { id, op: 'begin' }                              → { id, ok: true, result: tx } (a transaction is open)
 *   { id, op: 'end', tx, commit }                    → { id, ok: true }             (committed / rolled back)
 *   { id, op: 'rollback', tx }                       → { id, ok: true }             (the transaction's own rollback())
 *   { id, op: 'close' }                              → { id, ok: true }             (then the thread ends)
 * A failure answers { id, ok: false, error } with the error's message and its own fields (PostgreSQL's code,
 * detail, constraint …), which a structured clone of an Error would drop.
 *
 * Transactions use PGlite's own: 'begin' calls pg.transaction() and keeps it open until 'end'; PGlite queues every
 * other query and exec behind it, exactly as in-process.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

if (!parentPort) throw new Error('lib/db/pglite-worker.mjs runs as a worker thread (lib/db/pglite-remote.ts)');
const port = parentPort;

/** @type {{ dataDir: string; startParams: string[] }} */
const config = workerData;
// The extensions of lib/db/client.ts's in-process PGlite (objects with functions: they cannot be sent here).
const ready = PGlite.create({ dataDir: config.dataDir, extensions: { pg_trgm }, startParams: config.startParams });

/** Open transactions by number: the transaction object and how to end it. */
/** @type {Map<number, { tx: any; end: (commit: boolean) => void; done: Promise<unknown> }>} */
const open = new Map();
let nextTx = 1;

/** Query options that cross the thread: identity parsers travel as their type ids (lib/db/pglite-remote.ts). */
function optionsOf(/** @type {any} */ o) {
  if (!o) return undefined;
  /** @type {any} */
  const out = {};
  if (o.rowMode) out.rowMode = o.rowMode;
  if (o.paramTypes) out.paramTypes = o.paramTypes;
  if (Array.isArray(o.identity) && o.identity.length)
    out.parsers = Object.fromEntries(o.identity.map((/** @type {number} */ t) => [t, (/** @type {string} */ v) => v]));
  return out;
}

/** What a failure sends back: the message and the error's own fields (code, detail, constraint, …). */
function errorOf(/** @type {any} */ err) {
  /** @type {Record<string, unknown>} */
  const fields = {};
  if (err && typeof err === 'object') {
    for (const [k, v] of Object.entries(err))
      if (v === null || ['string', 'number', 'boolean'].includes(typeof v)) fields[k] = v;
  }
  return {
    message: err instanceof Error ? err.message : String(err),
    name: err instanceof Error ? err.name : 'Error',
    fields,
  };
}

/** The session a request runs on: the open transaction it names, or the database. */
function target(/** @type {any} */ pg, /** @type {number | undefined} */ tx) {
  if (tx === undefined) return pg;
  const t = open.get(tx);
  if (!t) throw new Error(`Transaction ${tx} is closed`);
  return t.tx;
}

/** @param {any} m */
async function handle(m) {
  const pg = await ready;
  switch (m.op) {
    case 'query':
      return target(pg, m.tx).query(m.sql, m.params, optionsOf(m.options));
    case 'exec':
      return target(pg, m.tx).exec(m.sql, optionsOf(m.options));
    case 'begin': {
      const id = nextTx++;
      /** @type {(v: unknown) => void} */
      let opened = () => {};
      const isOpen = new Promise((r) => (opened = r));
      /** @type {(commit: boolean) => void} */
      let end = () => {};
      const ended = new Promise((r) => (end = (commit) => r(commit)));
      const ROLLBACK = Symbol('rollback');
      const done = pg
        .transaction(async (/** @type {any} */ tx) => {
          open.set(id, { tx, end, done });
          opened(undefined);
          // PGlite commits when this returns and rolls back when it throws.
          if (!(await ended)) throw ROLLBACK;
        })
        .catch((/** @type {unknown} */ e) => {
          if (e !== ROLLBACK) throw e;
        })
        .finally(() => open.delete(id));
      // Open once the callback runs; if BEGIN itself fails, `done` rejects first and the request fails with it.
      await Promise.race([isOpen, done]);
      return id;
    }
    case 'end': {
      const t = open.get(m.tx);
      if (!t) return undefined; // already ended (its own rollback() closed it)
      t.end(Boolean(m.commit));
      await t.done;
      return undefined;
    }
    case 'rollback': {
      const t = open.get(m.tx);
      if (!t) throw new Error(`Transaction ${m.tx} is closed`);
      await t.tx.rollback();
      t.end(false);
      await t.done;
      return undefined;
    }
    case 'close':
      await pg.close();
      return undefined;
    default:
      throw new Error(`unknown request ${String(m.op)}`);
  }
}

port.on('message', (/** @type {any} */ m) => {
  handle(m).then(
    (result) => {
      port.postMessage({ id: m.id, ok: true, result });
      if (m.op === 'close') port.close();
    },
    (err) => port.postMessage({ id: m.id, ok: false, error: errorOf(err) }),
  );
});

// Ready (or failed to open): the first message the client waits for.
ready.then(
  () => port.postMessage({ id: 0, ok: true }),
  (err) => port.postMessage({ id: 0, ok: false, error: errorOf(err) }),
);
