/**
 * RDKit (WASM) loader: one module per process, shared by depiction and structure search, re-created when poisoned.
 * '@rdkit/rdkit' is in next.config.js serverExternalPackages so Node finds its WASM file at run time.
 *
 * The WASM binary is compiled once (WebAssembly.Module) and instantiated for every module we create, so a re-creation
 * costs ~0.1–0.3 s. Instantiating it ourselves (Emscripten's `instantiateWasm` hook) also gives us the module's memory:
 * Emscripten writes a cookie at the end of the 64 KiB shadow stack, and `stackIntact` reads it after each call — an
 * overflow that corrupted static data without trapping is detected at once. See ./health.ts and
 * docs/decisions/0003-chemistry-engine-guard.md.
 */
import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';
import { isPoisoned, poison, registerStackCheck } from './health';

export type { RDKitModule };
export {
  ChemEngineError,
  engineFaults,
  engineGeneration,
  isEngineFault,
  isPoisoned,
  onEnginePoisoned,
  withEngine,
} from './health';

type Init = (opts?: object) => Promise<RDKitModule>;
type Loader = { current?: Promise<RDKitModule>; compiled?: WebAssembly.Module | null; created: number };

const g = globalThis as unknown as { __rdkitLoader?: Loader };
const L: Loader = (g.__rdkitLoader ??= { created: 0 });

/** Emscripten's stack cookie (written at the lowest address of the stack). */
const COOKIE = [34821223, 2310721022] as const;

function wasmPath(): string | null {
  const candidates: string[] = [];
  try {
    candidates.push(path.join(path.dirname(require.resolve('@rdkit/rdkit')), 'RDKit_minimal.wasm'));
  } catch {
    /* bundler without require.resolve: fall back to the install folder */
  }
  candidates.push(path.join(process.cwd(), 'node_modules/@rdkit/rdkit/dist/RDKit_minimal.wasm'));
  // turbopackIgnore: a path found at run time; traced, it made the build trace the whole project (lib/db/seed/sources.ts).
  return candidates.find((p) => fs.existsSync(/*turbopackIgnore: true*/ p)) ?? null;
}

function compiled(): WebAssembly.Module | null {
  if (L.compiled === undefined) {
    const p = wasmPath();
    try {
      L.compiled = p ? new WebAssembly.Module(fs.readFileSync(/*turbopackIgnore: true*/ p)) : null;
    } catch {
      L.compiled = null;
    }
  }
  return L.compiled;
}

/** Find the stack cookie in a fresh module's memory; null when not found (then only traps are detected). */
function cookieReader(memory: WebAssembly.Memory): (() => boolean) | null {
  const u = new Uint32Array(memory.buffer);
  // The stack sits in the first few MB (static data, then the stack); scan 4-byte words for the two-word cookie.
  const end = Math.min(u.length - 1, (8 << 20) >>> 2);
  for (let i = 1; i < end; i++) {
    if (u[i] === COOKIE[0] && u[i + 1] === COOKIE[1]) {
      const at = i;
      return () => {
        const v = new Uint32Array(memory.buffer, at * 4, 2);
        return v[0] === COOKIE[0] && v[1] === COOKIE[1];
      };
    }
  }
  return null;
}

async function create(): Promise<RDKitModule> {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const init = require('@rdkit/rdkit') as Init;
  const mod = compiled();
  let memory: WebAssembly.Memory | null = null;
  const opts = mod
    ? {
        instantiateWasm(imports: WebAssembly.Imports, done: (inst: WebAssembly.Instance) => void) {
          const inst = new WebAssembly.Instance(mod, imports);
          // Duck-typed: under a test runner's vm context `instanceof WebAssembly.Memory` may look at another realm.
          memory =
            (Object.values(inst.exports).find(
              (e) =>
                !!e &&
                typeof (e as WebAssembly.Memory).grow === 'function' &&
                (e as WebAssembly.Memory).buffer instanceof Object,
            ) as WebAssembly.Memory | undefined) ?? null;
          done(inst);
          return {};
        },
      }
    : undefined;
  const rd = await init(opts);
  const check = memory ? cookieReader(memory) : null;
  if (check) registerStackCheck(rd, check);
  L.created++;
  if (!selfTest(rd)) throw new Error('RDKit self-test failed on a fresh module');
  return rd;
}

/** A cheap end-to-end check of a module: parse, canonical SMILES, stack cookie intact. */
export function selfTest(rd: RDKitModule): boolean {
  try {
    const m = rd.get_mol('Oc1ccccc1');
    if (!m) return false;
    try {
      return m.is_valid() && m.get_smiles() === 'Oc1ccccc1';
    } finally {
      m.delete();
    }
  } catch {
    return false;
  }
}

/** The current healthy module (a fresh one after the previous one was poisoned). */
export function getRDKit(): Promise<RDKitModule> {
  const cur = L.current;
  if (cur) {
    return cur.then((rd) => {
      if (!isPoisoned(rd)) return rd;
      if (L.current === cur) L.current = undefined;
      return getRDKit();
    });
  }
  const p = create().catch((err) => {
    if (L.current === p) L.current = undefined;
    throw err;
  });
  L.current = p;
  return p;
}

/** Modules created by this process (diagnostics and tests: 1 until a module was poisoned). */
export function rdkitModulesCreated(): number {
  return L.created;
}

/**
 * Test hook and operator tool: poison the current module as a WASM fault would (the next getRDKit() creates a fresh
 * one, the structure index rebuilds).
 */
export async function poisonCurrentModule(cause: unknown = new Error('poisoned on purpose')): Promise<void> {
  const rd = await getRDKit();
  poison(rd, cause);
}
