/**
 * Jest runs many test files in one worker process, and they share Node's built-in prototypes. next.config.js patches
 * http.Server.prototype (HTTP guard, request observer, outage page) and AbortController.prototype when a test requires
 * it; left in place, the next file's servers would run the earlier file's patches, which log through modules Jest
 * has torn down (the flaky "pino is undefined" failures of tests/unit/db-outage.test.ts and observability.test.ts).
 * Every test file therefore starts and ends with the prototypes it found: this file (jest.config.js
 * setupFilesAfterEnv) snapshots their own properties, symbols included, and puts them back after the file's tests.
 */
import http from 'node:http';

type Snapshot = Map<PropertyKey, PropertyDescriptor>;

export function snapshotOf(target: object): Snapshot {
  const snap: Snapshot = new Map();
  for (const key of Reflect.ownKeys(target)) snap.set(key, Object.getOwnPropertyDescriptor(target, key)!);
  return snap;
}

/** Puts `target`'s own properties back as they were in `snap` (added ones removed, changed ones restored). */
export function restore(target: object, snap: Snapshot): void {
  for (const key of Reflect.ownKeys(target)) if (!snap.has(key)) Reflect.deleteProperty(target, key);
  for (const [key, desc] of snap) {
    const now = Object.getOwnPropertyDescriptor(target, key);
    if (!now || now.value !== desc.value || now.get !== desc.get || now.set !== desc.set)
      Object.defineProperty(target, key, desc);
  }
}

/** The prototypes the app's process-wide installs patch (next.config.js). */
export function patchedPrototypes(): object[] {
  return [http.Server.prototype, AbortController.prototype];
}

if (typeof afterAll === 'function') {
  const saved = patchedPrototypes().map((p) => [p, snapshotOf(p)] as const);
  afterAll(() => {
    for (const [p, snap] of saved) restore(p, snap);
  });
}
