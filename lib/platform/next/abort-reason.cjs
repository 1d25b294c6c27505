// @ts-check
/**
 * Stops every page render from being kept in memory for good (found by the soak, bench/suites/soak.ts: a server
 * rendering goods pages grew with every first render until it died of "JavaScript heap out of memory";
 * docs/decisions/0012-scale-out.md).
 *
 * Why: React's Flight server and Next abort internal AbortControllers on every render, even a successful one, with
 * an Error (or, for a bare abort(), a DOMException that Node creates) as the reason. V8 captures that error's stack
 * lazily — as call-site records that keep each frame's receiver and closure alive — and nothing ever reads `.stack`.
 * One of those frames is a setImmediate callback whose Immediate carries the render's AsyncLocalStorage store, which
 * reaches the whole render: its response, the RSC payload, the HTML. Retained Immediates also keep their queue
 * links, chaining renders together. A heap snapshot after 3,000 goods renders held 969 finished ServerResponses,
 * 21,000 Immediates and ~1,900 DOMException abort reasons. Reported upstream (vercel/next.js #96279 and #97434,
 * react/react #37288 with the fix proposed in #37289, not in the pinned React/Next yet).
 *
 * The fix here, at the one place every abort goes through: a bare abort() gets a reason made without a stack, and an
 * Error reason has its stack formatted once (V8 then keeps the text and drops the call-site records). Messages and
 * error types are unchanged. tests/unit/abort-reason.test.ts checks both; the soak (npm run bench -- --suites soak)
 * measures the server's memory. Remove when the pinned React and Next carry the upstream fix.
 */

const INSTALLED = Symbol.for('mall.abortReasonStackFix');

/** A DOMException like the one Node makes for a bare abort(), without capturing a stack. */
function stacklessAbortError() {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new DOMException('This operation was aborted', 'AbortError');
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** @param {unknown} reason */
function settleStack(reason) {
  if (reason && typeof reason === 'object' && (reason instanceof Error || reason instanceof DOMException)) {
    try {
      // Formatting the stack once replaces the captured call sites (and what they keep alive) by a string.
      void (/** @type {{ stack?: unknown }} */ (reason).stack);
    } catch {
      /* a getter that throws: leave it */
    }
  }
  return reason;
}

function installAbortReasonFix() {
  const proto = /** @type {any} */ (AbortController.prototype);
  if (proto[INSTALLED]) return;
  proto[INSTALLED] = true;
  const abort = proto.abort;
  proto.abort = function abortWithoutRetainedStack(/** @type {unknown} */ reason) {
    return abort.call(this, reason === undefined ? stacklessAbortError() : settleStack(reason));
  };
}

module.exports = { installAbortReasonFix, stacklessAbortError, settleStack };
