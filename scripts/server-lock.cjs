// Preloaded into the server by scripts/start.sh (NODE_OPTIONS=--require): removes the embedded-database
// lock file `<dataDir>.server.pid` when the server exits, but only if it still names this process.
// Next handles SIGINT/SIGTERM with process.exit(), so the 'exit' event runs.
'use strict';
const fs = require('node:fs');
const lock = process.env.MALL_SERVER_LOCK;
if (lock) {
  process.on('exit', () => {
    try {
      if (fs.readFileSync(lock, 'utf8').trim() === String(process.pid)) fs.rmSync(lock, { force: true });
    } catch {
      /* already gone */
    }
  });
}
