/** Database client settings read from the environment (lib/db/client.ts). */
import { pgliteSharedBuffers, resolveTarget } from '@/lib/db/client';
import { statsAreStale } from '@/lib/db/maintenance';

describe('PGlite shared buffers', () => {
  test('64MB unless PGLITE_SHARED_BUFFERS names a size with a unit', () => {
    expect(pgliteSharedBuffers(undefined)).toBe('64MB');
    expect(pgliteSharedBuffers('128MB')).toBe('128MB');
    expect(pgliteSharedBuffers(' 1GB ')).toBe('1GB');
    expect(pgliteSharedBuffers('32768kB')).toBe('32768kB');
  });
  test('anything else (no unit, SQL, another parameter) falls back to the default', () => {
    for (const bad of ['', '128', '64 MB', '64MB -c fsync=off', "64MB'; drop", '1TB'])
      expect(pgliteSharedBuffers(bad)).toBe('64MB');
  });
});

describe('DATABASE_URL', () => {
  test('postgres:// URLs use node-postgres; a folder (or nothing) uses PGlite', () => {
    expect(resolveTarget('postgres://u@h:5432/db')).toEqual({ kind: 'postgres', url: 'postgres://u@h:5432/db' });
    expect(resolveTarget('postgresql://u@h/db').kind).toBe('postgres');
    const p = resolveTarget('.data/x');
    expect(p.kind).toBe('pglite');
    expect(resolveTarget(undefined)).toMatchObject({ kind: 'pglite' });
  });
});

describe('stale planner statistics', () => {
  test('never analysed (reltuples -1) is stale once the table has rows', () => {
    expect(statsAreStale(-1, 100_000)).toBe(true);
    expect(statsAreStale(-1, 0)).toBe(false);
  });
  test('off by more than 20 % and more than 500 rows is stale; small drifts are not', () => {
    expect(statsAreStale(4245, 104_245)).toBe(true);
    expect(statsAreStale(100_000, 70_000)).toBe(true);
    expect(statsAreStale(104_000, 104_245)).toBe(false);
    expect(statsAreStale(100, 400)).toBe(false);
  });
});
