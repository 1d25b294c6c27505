/**
 * next.config.js patches Node's shared prototypes; tests/helpers/restore-prototypes.ts (setupFilesAfterEnv) must undo
 * that after each test file, or the next file in the Jest worker runs this file's request observer through torn-down
 * modules (the flaky db-outage/observability failures).
 */
import http from 'node:http';
import { patchedPrototypes, restore, snapshotOf } from '../helpers/restore-prototypes';

test('what next.config.js installs on http.Server and AbortController is taken off again, symbols included', () => {
  const protos = patchedPrototypes();
  const before = protos.map(snapshotOf);
  const emit = http.Server.prototype.emit;
  const abort = AbortController.prototype.abort;
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    require('../../next.config.js');
  });
  // The installs happened (else this test proves nothing) ...
  expect(http.Server.prototype.emit).not.toBe(emit);
  expect(AbortController.prototype.abort).not.toBe(abort);
  expect(Object.getOwnPropertySymbols(http.Server.prototype).map(String)).toContain('Symbol(mall.observability.http)');
  // ... and are undone.
  protos.forEach((p, i) => restore(p, before[i]!));
  expect(http.Server.prototype.emit).toBe(emit);
  expect(AbortController.prototype.abort).toBe(abort);
  expect(Object.getOwnPropertySymbols(http.Server.prototype).map(String)).not.toContain(
    'Symbol(mall.observability.http)',
  );
  expect(snapshotOf(http.Server.prototype)).toEqual(before[0]);
});
