/**
 * PGlite takes no lock on its folder, and two processes writing to one folder corrupt it.
 * The server writes `<dataDir>.server.pid` while it holds the folder; migrate and seed refuse to run then.
 */
import fs from 'node:fs';
import type { DbTarget } from './client';

export function lockPath(target: DbTarget): string | null {
  return target.kind === 'pglite' && !target.dataDir.endsWith(':memory:') ? `${target.dataDir}.server.pid` : null;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Returns the pid of a live server holding the folder, or null (stale locks are removed). */
export function heldBy(target: DbTarget): number | null {
  const p = lockPath(target);
  if (!p || !fs.existsSync(p)) return null;
  const pid = Number(fs.readFileSync(p, 'utf8').trim());
  if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && alive(pid)) return pid;
  fs.rmSync(p, { force: true });
  return null;
}

/** Exit with a clear message when a server holds the embedded database folder. */
export function assertNotHeld(target: DbTarget, what: string): void {
  const pid = heldBy(target);
  if (pid) {
    console.error(
      `\n✗ Cannot ${what}: the mall server (pid ${pid}) holds the embedded database folder ${target.kind === 'pglite' ? target.dataDir : ''}.\n` +
        `  PGlite has no locking, and two processes writing one folder corrupt it.\n` +
        `  Stop the server first (kill ${pid}), then run this again.\n`,
    );
    process.exit(3);
  }
}
