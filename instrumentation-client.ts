/**
 * Runs in the browser before Next's app bootstrap hydrates (https://nextjs.org/docs/app/api-reference/file-conventions/instrumentation-client).
 *
 * Issue 36 (docs/investigations/phone-performance.md): on a cold page load Turbopack evaluated the whole client
 * framework — React DOM, Next's router, the RSC client — and started hydration in one task, the longest of every
 * phone page (Lighthouse's total blocking time counts each task's time over 50 ms). Evaluating React DOM here, and
 * letting the root layout's HYDRATION_YIELD_SCRIPT make the bootstrap wait for one timer before it requires the
 * router and hydrates (next/dist/client/app-bootstrap.js), splits that work into two tasks. Nothing else changes: the
 * same modules run, in the same order.
 */
import 'react-dom/client';
