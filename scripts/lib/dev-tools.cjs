/**
 * README's first command installs only what the demo needs (`npm install --omit=dev`: about half of the packages).
 * `npm test`, the second command, needs the developer tools too (jest, Playwright, ESLint, Prettier …): when any
 * devDependency is missing from node_modules it runs the full `npm install` first and says so in one line.
 * Never `npm ci`: the lockfile does not record the foreign-platform binaries (.ci/run, environment.md).
 * docs/investigations/fresh-clone.md.
 */
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

/** The devDependencies of `root`'s package.json that its node_modules does not hold. */
function missingDevTools(root) {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  return Object.keys(pkg.devDependencies ?? {}).filter(
    (name) => !fs.existsSync(path.join(root, 'node_modules', name, 'package.json')),
  );
}

/** `npm install` with the dev dependencies (an `omit=dev` in the environment or .npmrc does not apply). */
function npmInstallAll(root) {
  const r = spawnSync('npm', ['install', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return r.status === 0;
}

/**
 * Makes sure the developer tools are installed. Returns true when they are (already, or after the install);
 * false when the install failed or left some missing.
 */
function ensureDevTools(root, { install = npmInstallAll, log = console.log } = {}) {
  const missing = missingDevTools(root);
  if (missing.length === 0) return true;
  const shown = missing.slice(0, 4).join(', ') + (missing.length > 4 ? ` and ${missing.length - 4} more` : '');
  log(
    `▸ developer tools missing (${shown}; \`npm install --omit=dev\` leaves them out): running \`npm install\` first`,
  );
  if (!install(root)) return false;
  return missingDevTools(root).length === 0;
}

module.exports = { missingDevTools, ensureDevTools };
