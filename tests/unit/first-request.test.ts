/**
 * Start-up work waits for the first answer (lib/platform/next/first-request.cjs, instrumentation.ts): the HTTP observer
 * reports every finished answer, probes included, and without any request the work starts after a fallback delay.
 * docs/investigations/fresh-clone.md.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/* eslint-disable @typescript-eslint/no-require-imports */
const first = require('../../lib/platform/next/first-request.cjs') as {
  afterFirstAnswer: (fallbackMs: number) => Promise<'answered' | 'timeout'>;
  resetFirstAnswerForTests: () => void;
};
const obs = require('../../lib/platform/observability/http.cjs') as { installObservability: () => () => void };

describe('start-up work after the first answer', () => {
  let server: http.Server;
  let base: string;
  let uninstall: () => void;

  beforeAll(async () => {
    // One http.Server.prototype per worker process: install this file's observer on top of any other file's.
    delete (http.Server.prototype as unknown as Record<symbol, unknown>)[Symbol.for('mall.observability.http')];
    uninstall = obs.installObservability();
    server = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((r) => server.close(r));
    uninstall();
  });

  beforeEach(() => first.resetFirstAnswerForTests());

  test('without any request the work starts after the fallback delay', async () => {
    await expect(first.afterFirstAnswer(10)).resolves.toBe('timeout');
  });

  test('the first finished answer starts it, and later callers start at once', async () => {
    // A fallback far beyond the request: only the observer's report can resolve it as answered.
    const waiting = first.afterFirstAnswer(20_000);
    const r = await fetch(`${base}/readyz`);
    await r.text();
    await expect(waiting).resolves.toBe('answered');
    await expect(first.afterFirstAnswer(20_000)).resolves.toBe('answered');
  });
});
