'use strict';
// Preloaded into every production server by scripts/start.sh (NODE_OPTIONS=--require), before Next loads its
// runtimes:
//   * graceful shutdown and keep-alive timeouts (lib/platform/next/lifecycle.cjs): SIGTERM drains instead of Next's unbounded
//     close, and the app's pools close before the process exits;
//   * the pages router renders with React's string renderer (lib/platform/next/pages-fizz.cjs). PAGES_STRING_RENDER=0 keeps
//     Next's own web-stream render (to compare, or should a Next upgrade need it).
require('./lifecycle.cjs').installLifecycle();
if (process.env.PAGES_STRING_RENDER !== '0') require('./pages-fizz.cjs').install();
