/**
 * Health of RDKit (WASM) modules: detecting a poisoned module and telling its users (docs/decisions/0003-*.md).
 *
 * A WebAssembly trap (`RuntimeError: memory access out of bounds`, `null function or function signature mismatch`,
 * `table index is out of bounds`, `unreachable`), a C++ exception escaping to JavaScript (`WebAssembly.Exception`) or an
 * overwritten stack cookie (the 64 KiB shadow stack overflowed into the module's static data, which does NOT always
 * trap at once) leaves the module's memory in an unknown state: every later call may fail or, worse, answer wrongly.
 * Such a module is marked poisoned here (logged once, with the size of the input, never the input), its users are
 * notified (the structure index drops the SubstructLibrary shards living in it and rebuilds), and `getRDKit()`
 * (./rdkit.ts) creates a fresh module on its next call. A poisoned call never reads as "invalid molecule": it throws
 * ChemEngineError, which callers answer with STRUCTURE_MSG.indexBuilding.
 *
 * No server-only and no RDKit import: the structure engine (also used by benchmarks and unit tests) checks modules
 * through this file; state lives on globalThis so Next's module re-instantiation shares it.
 */
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { describeInput } from './guard';

/** The chemistry engine failed (not the input's fault); the module is being re-created. */
export class ChemEngineError extends Error {
  constructor(message = 'chemistry engine restarting') {
    super(message);
    this.name = 'ChemEngineError';
  }
}

type Health = {
  poisoned: WeakSet<object>;
  /** Reads the stack cookie of a module created by ./rdkit.ts (true = intact). */
  stackCheck: WeakMap<object, () => boolean>;
  listeners: Set<(rd: RDKitModule) => void>;
  /** Incremented whenever a module is poisoned. */
  generation: number;
  faults: number;
  lastFault: { at: number; cause: string; input: string } | null;
};

const g = globalThis as unknown as { __chemHealth?: Health };
const h: Health = (g.__chemHealth ??= {
  poisoned: new WeakSet(),
  stackCheck: new WeakMap(),
  listeners: new Set(),
  generation: 0,
  faults: 0,
  lastFault: null,
});

const WA = (
  globalThis as unknown as { WebAssembly?: { RuntimeError?: new () => Error; Exception?: new () => unknown } }
).WebAssembly;

/** True for errors that come from the WASM machine itself (never from a merely unreadable molecule). */
export function isEngineFault(err: unknown): boolean {
  if (err instanceof ChemEngineError) return true;
  if (WA?.RuntimeError && err instanceof WA.RuntimeError) return true;
  if (WA?.Exception && err instanceof WA.Exception) return true;
  // Another realm's WebAssembly (a test runner's vm context): recognise the classes by name.
  const ctor = (err as { constructor?: { name?: string } } | null)?.constructor?.name;
  if (ctor === 'RuntimeError' || ctor === 'Exception' || ctor === 'CompileError' || ctor === 'LinkError') return true;
  const msg = err instanceof Error ? err.message : '';
  return /memory access out of bounds|null function or function signature mismatch|table index is out of bounds|unreachable|Aborted\(/.test(
    msg,
  );
}

export function isPoisoned(rd: RDKitModule): boolean {
  return h.poisoned.has(rd);
}

/** Incremented each time a module is poisoned (diagnostics, tests). */
export function engineGeneration(): number {
  return h.generation;
}

export function engineFaults(): { count: number; last: Health['lastFault'] } {
  return { count: h.faults, last: h.lastFault };
}

/** Register the stack-cookie check of a module (./rdkit.ts does it for every module it creates). */
export function registerStackCheck(rd: RDKitModule, check: () => boolean): void {
  h.stackCheck.set(rd, check);
}

/** True when the module's stack cookie is watched (modules created by ./rdkit.ts). */
export function stackCheckRegistered(rd: RDKitModule): boolean {
  return h.stackCheck.has(rd);
}

/** True unless the module's stack cookie is known to be overwritten. */
export function stackIntact(rd: RDKitModule): boolean {
  const check = h.stackCheck.get(rd);
  return check ? check() : true;
}

/** Called with the poisoned module; returns an unsubscribe function. */
export function onEnginePoisoned(listener: (rd: RDKitModule) => void): () => void {
  h.listeners.add(listener);
  return () => h.listeners.delete(listener);
}

/** Mark a module poisoned (once), log why, and notify its users. */
export function poison(rd: RDKitModule, cause: unknown, input?: unknown): void {
  if (h.poisoned.has(rd)) return;
  h.poisoned.add(rd);
  h.generation++;
  h.faults++;
  const why = cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  const what = input === undefined || input === null ? 'no input' : describeInput(input);
  h.lastFault = { at: Date.now(), cause: why, input: what };
  console.error(`[rdkit] module poisoned (${why}) while handling ${what}; re-creating it`);
  for (const l of [...h.listeners]) {
    try {
      l(rd);
    } catch (err) {
      console.error('[rdkit] poison listener failed:', err);
    }
  }
}

/** Rethrow an engine fault as ChemEngineError (poisoning the module); other errors are left to the caller. */
export function passFault(err: unknown, rd: RDKitModule, input?: unknown): void {
  if (!isEngineFault(err)) return;
  if (!(err instanceof ChemEngineError)) poison(rd, err, input);
  throw err instanceof ChemEngineError ? err : new ChemEngineError();
}

/**
 * Run synchronous RDKit work on `rd`: refuses a poisoned module, turns a WASM fault into ChemEngineError (poisoning
 * the module), and checks the stack cookie afterwards (an overflow that did not trap poisons the module too).
 */
export function withEngine<T>(rd: RDKitModule, input: unknown, fn: () => T): T {
  if (h.poisoned.has(rd)) throw new ChemEngineError();
  let out: T;
  try {
    out = fn();
  } catch (err) {
    passFault(err, rd, input);
    throw err;
  }
  if (!stackIntact(rd)) {
    poison(rd, new Error('stack overflow (stack cookie overwritten)'), input);
    throw new ChemEngineError();
  }
  return out;
}
