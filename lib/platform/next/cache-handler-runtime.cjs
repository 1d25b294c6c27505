// @ts-check
/**
 * The cache handler next.config.js names, whatever the environment of the build: it picks the real one when the
 * server process loads it, so one build (`npm run demo`'s .next) serves one instance and a cluster alike
 * (docs/decisions/0012-scale-out.md, issue 32 item 8).
 *
 *   REDIS_URL set    the page and data cache shared in Redis (./redis-cache-handler.cjs);
 *   otherwise        Next's file-system cache with page HTML kept as bytes (./cache-handler.cjs).
 *
 * Next loads this module once per server process, after the environment is final. The build itself (REDIS_URL
 * unset by scripts/lib/harness.mjs buildApp and `npm run demo`) uses the file-system cache, as before.
 */
const handler = process.env.REDIS_URL ? require('./redis-cache-handler.cjs') : require('./cache-handler.cjs');

module.exports = handler;
