/**
 * RDKit loader for scripts and tests. Same instance as lib/platform/chem/rdkit.ts (shares the globalThis key),
 * but without the 'server-only' marker, which throws outside the Next server.
 */
import type { MainModule as RDKitModule } from '@rdkit/rdkit';

const g = globalThis as unknown as { __rdkit?: Promise<RDKitModule> };

export function loadRDKit(): Promise<RDKitModule> {
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
