/**
 * One timer between the evaluation of the client framework and hydration (issue 36,
 * docs/investigations/phone-performance.md).
 *
 * Next's app bootstrap (next/dist/client/app-bootstrap.js, `loadScriptsInSequence`) first runs the `beforeInteractive`
 * scripts queued in `self.__next_s`; an inline one is inserted and the bootstrap goes on after a `setTimeout`, i.e. in
 * a new task. This script queues one empty inline script — exactly what `<Script strategy="beforeInteractive">` renders,
 * without next/script's client component — so the task that evaluated the framework's first modules (React DOM, which
 * instrumentation-client.ts imports) ends before the bootstrap requires Next's router and starts hydration. Two
 * tasks instead of one: Lighthouse's total blocking time counts each task's time beyond 50 ms.
 */
export const HYDRATION_YIELD_SCRIPT = `(self.__next_s=self.__next_s||[]).push([0,{children:"",id:"hydration-yield"}]);`;
