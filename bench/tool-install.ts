/**
 * Bench-only tools installed on first use, outside the project's own dependencies: Lighthouse (with Sentry,
 * OpenTelemetry and puppeteer-core, ~300 packages) is used by two bench suites only, and a fresh clone's
 * `npm install` — on the path of README's first command (issue 34) — should not fetch and unpack it.
 *
 * bench/tools/<name>/ holds a package.json and package-lock.json (committed, versions pinned); the first suite that
 * needs the tool runs `npm ci` there (the lockfile, never a newer version) and later runs reuse node_modules until the
 * lockfile changes. Modules are then resolved from that folder, not from the project's node_modules.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const TOOLS_DIR = path.join(__dirname, 'tools');
/** Written after a successful `npm ci`: the hash of the lockfile it installed. */
const STAMP = '.installed-lock-sha256';
/** `npm ci` with a warm npm cache takes well under a minute; a cold one downloads ~100 MB. */
const INSTALL_TIMEOUT_MS = 10 * 60_000;

export function toolDir(tool: string): string {
  return path.join(TOOLS_DIR, tool);
}

const lockHash = (dir: string) =>
  createHash('sha256')
    .update(fs.readFileSync(path.join(dir, 'package-lock.json')))
    .digest('hex');

/** Whether bench/tools/<tool>/node_modules holds what its lockfile pins. */
export function toolIsInstalled(tool: string): boolean {
  const dir = toolDir(tool);
  try {
    return fs.readFileSync(path.join(dir, 'node_modules', STAMP), 'utf8').trim() === lockHash(dir);
  } catch {
    return false;
  }
}

/** Installs bench/tools/<tool> from its lockfile unless already installed; returns the folder. Throws when npm fails. */
export function ensureTool(tool: string, log: (m: string) => void = (m) => console.error(m)): string {
  const dir = toolDir(tool);
  if (!fs.existsSync(path.join(dir, 'package-lock.json')))
    throw new Error(`bench tool ${tool}: no ${dir}/package-lock.json`);
  if (toolIsInstalled(tool)) return dir;
  log(
    `  installing the bench tool ${tool} into ${path.relative(process.cwd(), dir)}/node_modules (npm ci, first use) …`,
  );
  const t0 = Date.now();
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    timeout: INSTALL_TIMEOUT_MS,
    // Not the bench's own npm_* settings (an `npm run bench` passes its prefix and config down).
    env: Object.fromEntries(Object.entries(process.env).filter(([k]) => !/^npm_/i.test(k))) as NodeJS.ProcessEnv,
  });
  if (r.status !== 0) throw new Error(`bench tool ${tool}: npm ci failed (${r.error?.message ?? `exit ${r.status}`})`);
  fs.writeFileSync(path.join(dir, 'node_modules', STAMP), `${lockHash(dir)}\n`);
  log(`  installed ${tool} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return dir;
}

/** Imports `pkg` as resolved from bench/tools/<tool> (installed first when needed). */
export async function importFromTool<T>(tool: string, pkg: string): Promise<T> {
  const dir = ensureTool(tool);
  const file = createRequire(path.join(dir, 'package.json')).resolve(pkg);
  return (await import(pathToFileURL(file).href)) as T;
}
