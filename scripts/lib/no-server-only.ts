/**
 * Import first in a command-line script: 'server-only' throws outside the Next server, and shared domain modules
 * import it. This resolves it to an empty module for the rest of the process.
 */
import Module from 'node:module';
import path from 'node:path';

const req = Module.createRequire(path.join(process.cwd(), 'package.json'));
const id = req.resolve('server-only');
const m = new Module(id);
m.filename = id;
m.loaded = true;
m.exports = {};
(req.cache as Record<string, unknown>)[id] = m;
