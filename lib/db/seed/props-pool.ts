/**
 * Computes chemical properties for many SMILES, in worker threads (one RDKit instance each) or in-process.
 * Results come back in input order. RDKit costs a few ms per molecule, so on a multi-core machine
 * the workers cut the seed time roughly by the number of cores.
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { computeProps, type ChemProps, type PropsOptions } from '../../platform/chem/props';
import { loadRDKit } from './rdkit';

export type PropsPool = {
  /** Properties of each SMILES (null when unparsable), in input order. */
  compute(smiles: string[], opts?: PropsOptions): Promise<(ChemProps | null)[]>;
  readonly workers: number;
  close(): Promise<void>;
};

export function defaultWorkers(): number {
  const n = typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.max(1, Math.min(8, n));
}

/** The in-process pool (tests, or workers = 0). */
async function inProcessPool(): Promise<PropsPool> {
  const rdkit = await loadRDKit();
  (rdkit as unknown as { disable_logging?: () => void }).disable_logging?.();
  return {
    workers: 0,
    async compute(smiles, opts) {
      return smiles.map((s) => computeProps(rdkit, s, opts));
    },
    async close() {},
  };
}

type Reply = { id: number; out?: (ChemProps | null)[]; error?: string };

/**
 * A pool of worker threads. Workers run lib/db/seed/props-worker.ts through tsx's CommonJS register hook.
 * Where that fails, the in-process pool is used.
 */
export async function createPropsPool(workers = defaultWorkers()): Promise<PropsPool> {
  if (workers <= 0) return inProcessPool();
  const file = path.join(__dirname, 'props-worker.ts');
  const threads: Worker[] = [];
  const pending = new Map<number, { resolve: (v: (ChemProps | null)[]) => void; reject: (e: Error) => void }>();
  let nextId = 0;
  const onMessage = (m: Reply) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    if (m.error || !m.out) p.reject(new Error(m.error ?? 'worker failed'));
    else p.resolve(m.out);
  };
  try {
    for (let i = 0; i < workers; i++) {
      // A CommonJS bootstrap that registers tsx, then loads the TypeScript worker.
      const boot = `require(${JSON.stringify(require.resolve('tsx/cjs/api'))}).register(); require(${JSON.stringify(file)});`;
      const w = new Worker(boot, { eval: true, execArgv: [] });
      w.on('message', onMessage);
      w.on('error', (e) => {
        for (const p of pending.values()) p.reject(e);
        pending.clear();
      });
      threads.push(w);
    }
    // Ping each worker once (loads RDKit); fall back to in-process if workers cannot start.
    await Promise.all(
      threads.map(
        (w) =>
          new Promise<void>((resolve, reject) => {
            const id = nextId++;
            pending.set(id, { resolve: () => resolve(), reject });
            w.postMessage({ id, smiles: [] });
          }),
      ),
    );
  } catch (err) {
    if (process.env.SEED_DEBUG) console.warn('props workers unavailable, computing in-process:', err);
    await Promise.all(threads.map((w) => w.terminate()));
    return inProcessPool();
  }
  let rr = 0;
  const run = (w: Worker, smiles: string[], opts?: PropsOptions) =>
    new Promise<(ChemProps | null)[]>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      w.postMessage({ id, smiles, opts });
    });
  return {
    workers,
    async compute(smiles, opts) {
      if (smiles.length === 0) return [];
      // Split across the workers so one call uses them all.
      const per = Math.ceil(smiles.length / threads.length);
      const parts: Promise<(ChemProps | null)[]>[] = [];
      for (let i = 0; i < smiles.length; i += per)
        parts.push(run(threads[rr++ % threads.length]!, smiles.slice(i, i + per), opts));
      return (await Promise.all(parts)).flat();
    },
    async close() {
      await Promise.all(threads.map((w) => w.terminate()));
    },
  };
}
