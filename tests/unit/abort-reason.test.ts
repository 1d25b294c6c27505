/**
 * lib/platform/next/abort-reason.cjs: an aborted render must not keep its memory through the abort reason's unread stack.
 * Aborts still behave as before — same reason types and messages, listeners called, signal.aborted set — while the
 * reason of a bare abort() carries no captured stack and an Error reason's stack is already formatted text.
 *
 * Run in a child Node process: the server has one realm, while jest's sandbox has an Error of its own that Node's
 * DOMException does not use.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const MODULE = path.resolve(__dirname, '../../lib/platform/next/abort-reason.cjs');

function inChild(code: string): Record<string, unknown> {
  const out = execFileSync(process.execPath, ['--expose-gc', '-e', code], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' } as unknown as NodeJS.ProcessEnv,
  });
  return JSON.parse(out.trim().split('\n').pop()!) as Record<string, unknown>;
}

test('aborts behave as before: a bare abort() gives an AbortError without frames, an Error reason is kept as is', () => {
  const r = inChild(`
    const fix = require(${JSON.stringify(MODULE)});
    fix.installAbortReasonFix();
    const wrapped = AbortController.prototype.abort;
    fix.installAbortReasonFix();
    const c = new AbortController();
    let heard = 0;
    c.signal.addEventListener('abort', () => heard++);
    c.abort();
    const e = new Error('This render completed successfully.');
    const d = new AbortController(); d.abort(e);
    const s = new AbortController(); s.abort('plain');
    console.log(JSON.stringify({
      once: AbortController.prototype.abort === wrapped,
      aborted: c.signal.aborted, heard,
      isDomException: c.signal.reason instanceof DOMException, name: c.signal.reason.name, message: c.signal.reason.message,
      frames: String(c.signal.reason.stack).split('\\n').filter((l) => l.trim().startsWith('at ')).length,
      sameError: d.signal.reason === e, errorStack: typeof e.stack === 'string' && e.stack.includes('This render completed'),
      plain: s.signal.reason, limit: Error.stackTraceLimit,
    }));
  `);
  expect(r).toEqual({
    once: true,
    aborted: true,
    heard: 1,
    isDomException: true,
    name: 'AbortError',
    message: 'This operation was aborted',
    frames: 0,
    sameError: true,
    errorStack: true,
    plain: 'plain',
    limit: 10,
  });
});

test('what a render aborted with a reason holds (its payload, through the stack frames) is collected', () => {
  // 20 "renders", each aborting its controller from inside a closure that sees a 256 KB payload; the controllers
  // stay reachable (as Next's do, through retained Immediates). Without the fix all 20 payloads stay alive.
  const r = inChild(`
    require(${JSON.stringify(MODULE)}).installAbortReasonFix();
    const keep = [], refs = [];
    for (let i = 0; i < 20; i++) {
      const c = new AbortController();
      (function () {
        const payload = { html: Buffer.alloc(256 * 1024) };
        refs.push(new WeakRef(payload));
        (function render() { void payload.html.length; c.abort(i % 2 ? new Error('done') : undefined); })();
      })();
      keep.push(c);
    }
    setTimeout(() => { global.gc(); console.log(JSON.stringify({ alive: refs.filter((x) => x.deref()).length, kept: keep.length })); }, 20);
  `);
  expect(r).toEqual({ alive: 0, kept: 20 });
});
