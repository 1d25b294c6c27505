'use strict';
// Preloaded into every production server by scripts/start.sh (NODE_OPTIONS=--require), before Next loads its
// runtimes: the pages router renders with React's string renderer (lib/next/pages-fizz.cjs).
// PAGES_STRING_RENDER=0 keeps Next's own web-stream render (to compare, or should a Next upgrade need it).
if (process.env.PAGES_STRING_RENDER !== '0') require('./pages-fizz.cjs').install();
