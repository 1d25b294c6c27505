/**
 * Apply tags another process published (lib/domain/catalog/products/tag-broadcast.ts) to this instance's page and data cache.
 *
 * In memory (no REDIS_URL): mark them in this process's Next cache as revalidated, exactly as Next's
 * FileSystemCache.revalidateTag does (stale now; expired after `expireSec`, or at once for 0). The tags manifest is
 * Next's `.external` module, shared by every bundle of the server, and internal to the pinned Next version:
 * tests/unit/next-cache-handler.test.ts fails if it moves.
 *
 * Shared in Redis (REDIS_URL): the tags live in Redis with the entries, so the poller asks the Redis handler to drop
 * the tagged entries (lib/platform/next/redis-cache-handler.cjs revalidateTagsShared) — the same revalidateTag an in-request
 * edit reaches through Next. The local manifest is left alone: Redis is the one place that says what is fresh.
 * docs/decisions/0012-scale-out.md.
 */
import 'server-only';
import path from 'node:path';
import { createRequire } from 'node:module';

type Entry = { stale?: number; expired?: number };
type Manifest = Map<string, Entry>;
type SharedCache = { revalidateTagsShared: (tags: readonly string[]) => Promise<void> };

let manifest: Manifest | null = null;
let shared: SharedCache | null | undefined;

function load(): Manifest {
  if (!manifest) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    manifest = (require('next/dist/server/lib/incremental-cache/tags-manifest.external') as { tagsManifest: Manifest })
      .tagsManifest;
  }
  return manifest;
}

/**
 * The Redis handler module Next itself loaded (same file, same module instance: one Redis connection), or null
 * without REDIS_URL. Loaded by absolute path at run time so no bundler copies it.
 */
export function sharedCache(env: NodeJS.ProcessEnv = process.env): SharedCache | null {
  if (!env.REDIS_URL) return null;
  if (shared === undefined) {
    const file = path.join(process.cwd(), 'lib', 'platform', 'next', 'redis-cache-handler.cjs');
    shared = createRequire(file)(file) as SharedCache;
  }
  return shared;
}

export function applyTagsLocally(tags: string[], expireSec: number | null, now = Date.now()): void {
  const m = load();
  for (const tag of tags) {
    const e: Entry = { ...(m.get(tag) ?? {}), stale: now };
    if (expireSec !== null) e.expired = now + expireSec * 1000;
    m.set(tag, e);
  }
}

/** The poller's apply step: Redis when it holds the cache, else this process's manifest. */
export async function applyTags(tags: string[], expireSec: number | null, now = Date.now()): Promise<void> {
  const redis = sharedCache();
  if (redis) await redis.revalidateTagsShared(tags);
  else applyTagsLocally(tags, expireSec, now);
}
