/** @jest-environment jsdom */
/**
 * Issue 36: the framework's evaluation and hydration run in two tasks, not one (lib/ui/hydration-yield.ts,
 * instrumentation-client.ts, docs/investigations/phone-performance.md). Held against Next's own bootstrap
 * (next/dist/client/app-bootstrap.js): with the root layout's script run first, hydration starts only after a timer —
 * a later task — and not within the task (or its microtasks) that evaluated the entry.
 */
import fs from 'node:fs';
import path from 'node:path';
import { HYDRATION_YIELD_SCRIPT } from '@/lib/ui/hydration-yield';

const ROOT = path.resolve(__dirname, '../..');
const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');

type Bootstrap = { appBootstrap: (hydrate: () => void) => void };
const bootstrap = () => jest.requireActual<Bootstrap>('next/dist/client/app-bootstrap');

afterEach(() => {
  delete (self as { __next_s?: unknown }).__next_s;
  jest.useRealTimers();
});

test('with the yield script, Next hydrates after a timer, not in the task that evaluated the framework', async () => {
  jest.useFakeTimers();
  new Function(HYDRATION_YIELD_SCRIPT)();
  const hydrate = jest.fn();
  bootstrap().appBootstrap(hydrate);
  // The evaluating task's microtasks all run…
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(hydrate).not.toHaveBeenCalled();
  // …and hydration waits for the timer (a new task).
  jest.runOnlyPendingTimers();
  for (let i = 0; i < 20; i++) await Promise.resolve();
  expect(hydrate).toHaveBeenCalledTimes(1);
  // The queued script is empty: nothing but the yield runs.
  expect(document.getElementById('hydration-yield')?.textContent).toBe('');
});

test('the root layout renders the yield script, and React DOM is evaluated before it', () => {
  const layout = read('app/layout.tsx');
  expect(layout).toMatch(/dangerouslySetInnerHTML=\{\{ __html: HYDRATION_YIELD_SCRIPT \}\}/);
  expect(read('instrumentation-client.ts')).toMatch(/^import 'react-dom\/client';$/m);
});
