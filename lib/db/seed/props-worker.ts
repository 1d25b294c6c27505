/** Worker thread of the props pool: one RDKit instance, computes properties for batches of SMILES. */
import { parentPort } from 'node:worker_threads';
import { computeProps, type PropsOptions } from '../../platform/chem/props';
import { loadRDKit } from './rdkit';

const ready = loadRDKit().then((rdkit) => {
  (rdkit as unknown as { disable_logging?: () => void }).disable_logging?.();
  return rdkit;
});

parentPort?.on('message', async (m: { id: number; smiles: string[]; opts?: PropsOptions }) => {
  try {
    const rdkit = await ready;
    const out = m.smiles.map((s) => computeProps(rdkit, s, m.opts));
    parentPort!.postMessage({ id: m.id, out });
  } catch (err) {
    parentPort!.postMessage({ id: m.id, error: err instanceof Error ? err.message : String(err) });
  }
});
