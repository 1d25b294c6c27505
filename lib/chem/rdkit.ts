/**
 * RDKit (WASM) loader: one instance per process, shared by the seed, depiction and structure search.
 * '@rdkit/rdkit' is in next.config.js serverExternalPackages so Node finds its WASM file at run time.
 */
import 'server-only';
import type { MainModule as RDKitModule } from '@rdkit/rdkit';

export type { RDKitModule };

const g = globalThis as unknown as { __rdkit?: Promise<RDKitModule> };

export function getRDKit(): Promise<RDKitModule> {
  if (!g.__rdkit) {
    g.__rdkit = (async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const init = require('@rdkit/rdkit') as (opts?: object) => Promise<RDKitModule>;
      return init();
    })().catch((err) => {
      g.__rdkit = undefined;
      throw err;
    });
  }
  return g.__rdkit;
}
