/**
 * The embedded database (PGlite) on a worker thread, behind the part of PGlite's interface the app uses: query, exec,
 * transaction (with query, exec and rollback inside), close and waitReady. drizzle-orm/pglite, lib/db/prepared.ts
 * and pg-boss's adapter (lib/domain/operations/jobs/queue.ts) take it as they take a PGlite.
 *
 * Why: PGlite runs PostgreSQL in WebAssembly on the calling thread, so in the server every statement ran on the
 * event loop, in turn with the renders: in a crawler's sweep of goods pages it was the largest single part of each
 * page's event-loop time (docs/decisions/0015-crawler-scale.md; measured in docs/investigations/crawler-scale.md,
 * pass 6). On its own thread the database works on the other
 * core while the event loop renders, as PostgreSQL does in the production configuration. The server opens it this
 * way when PGLITE_WORKER=1 (scripts/start.sh sets it); tests, scripts and `next dev` keep PGlite in-process.
 *
 * What crosses the thread is a structured clone: rows as PGlite parsed them (json as objects, timestamps as Dates,
 * bytea as Uint8Array), parameters as given. Parsers are functions, which cannot cross: only identity parsers
 * (drizzle's "keep this type as text") are supported, and anything else is refused loudly. Errors come back as
 * Errors with PostgreSQL's fields (code, detail, constraint, …) on them, as PGlite's own DatabaseError has.
 */
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { log } from '../platform/observability';

type Results = { rows: unknown[]; fields: { name: string; dataTypeID: number }[]; affectedRows?: number };
type QueryOptions = {
  rowMode?: 'array' | 'object';
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
  paramTypes?: number[];
};
type WireOptions = { rowMode?: 'array' | 'object'; identity?: number[]; paramTypes?: number[] };
type Reply = {
  id: number;
  ok: boolean;
  result?: unknown;
  error?: { message: string; name: string; fields: Record<string, unknown> };
};

/** The transaction object a transaction's callback gets (PGlite's Transaction, the part the app uses). */
export type RemoteTransaction = {
  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results & { rows: T[] }>;
  exec(sql: string, options?: QueryOptions): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/** The worker file: plain JavaScript beside this module, found from the project root (the server's working folder). */
export function workerFile(root = process.cwd()): string {
  return path.join(/* turbopackIgnore: true */ root, 'lib', 'db', 'pglite-worker.mjs');
}

/** The identity parsers of a query's options as type ids; any other parser cannot cross the thread. */
export function wireOptions(options: QueryOptions | undefined): WireOptions | undefined {
  if (!options) return undefined;
  const extra = Object.keys(options).filter((k) => !['rowMode', 'parsers', 'paramTypes'].includes(k));
  if (extra.length) throw new Error(`PGlite on a worker thread: query option(s) ${extra.join(', ')} are not supported`);
  const out: WireOptions = {};
  if (options.rowMode) out.rowMode = options.rowMode;
  if (options.paramTypes) out.paramTypes = options.paramTypes;
  if (options.parsers) {
    out.identity = Object.entries(options.parsers).map(([type, parse]) => {
      const probe = '\u0001probe';
      if (parse(probe, Number(type)) !== probe)
        throw new Error(
          `PGlite on a worker thread: the parser for type ${type} is not an identity (only those cross the thread)`,
        );
      return Number(type);
    });
  }
  return out;
}

/** An Error with PostgreSQL's fields, from a worker's reply. */
function errorFrom(e: NonNullable<Reply['error']>): Error {
  const err = new Error(e.message);
  for (const [k, v] of Object.entries(e.fields))
    if (k !== 'message' && k !== 'stack') (err as unknown as Record<string, unknown>)[k] = v;
  if (e.name && e.name !== 'Error')
    Object.defineProperty(err, 'name', { value: e.name, configurable: true, writable: true });
  return err;
}

export class PgliteRemote {
  /** Resolves when the database is open (rejects when it cannot be). */
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private failed: Error | null = null;
  private closing = false;

  /** Queries sent to the database thread and not yet answered (it runs one at a time; the rest wait). */
  get inFlight(): number {
    return this.pending.size;
  }

  /** `onFailed`: called once when the thread stops unexpectedly (the app's connection then opens a new one). */
  constructor(opts: { dataDir: string; startParams: string[]; file?: string; onFailed?: (err: Error) => void }) {
    // Not bundled: Node loads the file itself (turbopackIgnore keeps Turbopack from treating it as a worker entry).
    this.worker = new Worker(/* turbopackIgnore: true */ opts.file ?? workerFile(), {
      workerData: { dataDir: opts.dataDir, startParams: opts.startParams },
    });
    let opened!: () => void;
    let openFailed!: (e: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      opened = resolve;
      openFailed = reject;
    });
    // Referenced until open (a script awaiting it must not exit early), then only while a request is in flight.
    this.worker.on('message', (m: Reply) => {
      if (m.id === 0) {
        this.settleRef();
        if (m.ok) opened();
        else {
          openFailed((this.failed = errorFrom(m.error!)));
          void this.worker.terminate();
        }
        return;
      }
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      this.settleRef();
      if (m.ok) p.resolve(m.result);
      else p.reject(errorFrom(m.error!));
    });
    const fail = (err: Error) => {
      if ((this.closing && !this.pending.size) || this.failed) return;
      this.failed = new Error(`the embedded database's thread stopped: ${err.message}`);
      log.error(`[db] ${this.failed.message}`);
      openFailed(this.failed);
      for (const p of this.pending.values()) p.reject(this.failed);
      this.pending.clear();
      opts.onFailed?.(this.failed);
    };
    this.worker.on('error', fail);
    this.worker.on('exit', (code) => fail(new Error(`exit code ${code}`)));
  }

  /** Keep the process alive while requests are in flight only. */
  private settleRef() {
    if (this.pending.size) this.worker.ref();
    else this.worker.unref();
  }

  private request<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failed) return Promise.reject(this.failed);
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      try {
        // Throws for what a structured clone cannot copy (a function among the parameters): nothing is sent then.
        this.worker.postMessage({ ...message, id });
      } catch (err) {
        reject(err instanceof Error ? err : new Error(String(err)));
        return;
      }
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.ref();
    });
  }

  query<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
    tx?: number,
  ): Promise<Results & { rows: T[] }> {
    return this.request({ op: 'query', sql, params: params ?? [], options: wireOptions(options), tx });
  }

  exec(sql: string, options?: QueryOptions, tx?: number): Promise<Results[]> {
    return this.request({ op: 'exec', sql, options: wireOptions(options), tx });
  }

  /**
   * A transaction as PGlite runs one: BEGIN, the callback, COMMIT when it returns, ROLLBACK when it throws (or calls
   * rollback()); every other query waits until it ends.
   */
  async transaction<T>(callback: (tx: RemoteTransaction) => Promise<T>): Promise<T> {
    const txId = await this.request<number>({ op: 'begin' });
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx: RemoteTransaction = {
      query: async (sql, params, options) => (check(), this.query(sql, params, options, txId)),
      exec: async (sql, options) => (check(), this.exec(sql, options, txId)),
      rollback: async () => {
        check();
        closed = true;
        await this.request({ op: 'rollback', tx: txId });
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.request({ op: 'end', tx: txId, commit: false });
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.request({ op: 'end', tx: txId, commit: true });
    }
    return result;
  }

  /** Close the database (its files are flushed) and end the thread. */
  async close(): Promise<void> {
    if (this.failed) return void (await this.worker.terminate());
    this.closing = true;
    await this.request({ op: 'close' });
    this.failed = new Error('the embedded database is closed');
    await this.worker.terminate();
  }
}
