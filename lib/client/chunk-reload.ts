/**
 * Chunk load failure → page reloads (spec §8). Installed once by SiteProviders on every page, so this module stays
 * free of the API client and its imports.
 */
import { CHUNK_RELOAD_GUARD_MS } from '@/lib/config/constants';

const CHUNK_RELOAD_KEY = 'mall.chunkReloadAt';

export function isChunkLoadError(err: unknown): boolean {
  if (!err) return false;
  const name = typeof err === 'object' ? String((err as { name?: unknown }).name ?? '') : '';
  const message = typeof err === 'string' ? err : String((err as { message?: unknown }).message ?? '');
  return (
    name === 'ChunkLoadError' ||
    /ChunkLoadError|Loading chunk [\w./-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i.test(
      message,
    )
  );
}

type ChunkWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'sessionStorage'> & {
  location: Pick<Location, 'reload'>;
};

/**
 * Reloads the page once when a code chunk fails to load (a new deployment replaced it),
 * at most once per 10 s (the guard is kept in sessionStorage). Returns an uninstall function.
 */
export function installChunkReload(win: ChunkWindow, now: () => number = () => Date.now()): () => void {
  const maybeReload = (err: unknown) => {
    if (!isChunkLoadError(err)) return;
    let last = 0;
    try {
      last = Number(win.sessionStorage.getItem(CHUNK_RELOAD_KEY) ?? 0) || 0;
    } catch {
      last = 0;
    }
    const t = now();
    if (t - last < CHUNK_RELOAD_GUARD_MS) return;
    try {
      win.sessionStorage.setItem(CHUNK_RELOAD_KEY, String(t));
    } catch {
      // without storage we still reload once per page life
    }
    win.location.reload();
  };
  const onError = (e: Event) => {
    const ev = e as ErrorEvent;
    maybeReload(ev.error ?? ev.message);
  };
  const onRejection = (e: Event) => maybeReload((e as PromiseRejectionEvent).reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
