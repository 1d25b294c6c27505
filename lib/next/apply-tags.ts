/**
 * Mark tags in this process's Next cache as revalidated, exactly as Next's FileSystemCache.revalidateTag does
 * (stale now; expired after `expireSec`, or at once for 0), for invalidations another instance published.
 * The tags manifest is Next's `.external` module, shared by every bundle of the server, and internal to the pinned
 * Next version: tests/unit/next-cache-handler.test.ts fails if it moves.
 */
import 'server-only';

type Entry = { stale?: number; expired?: number };
type Manifest = Map<string, Entry>;

let manifest: Manifest | null = null;

function load(): Manifest {
  if (!manifest) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    manifest = (require('next/dist/server/lib/incremental-cache/tags-manifest.external') as { tagsManifest: Manifest }).tagsManifest;
  }
  return manifest;
}

export function applyTags(tags: string[], expireSec: number | null, now = Date.now()): void {
  const m = load();
  for (const tag of tags) {
    const e: Entry = { ...(m.get(tag) ?? {}), stale: now };
    if (expireSec !== null) e.expired = now + expireSec * 1000;
    m.set(tag, e);
  }
}
