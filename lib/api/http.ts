/** HTTP helpers of the router: the JSON answer and a capped body read. */
import 'server-only';
import type { Envelope } from './envelope';

export const json = (env: Envelope<unknown>, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(env), {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', ...headers },
  });

/**
 * The request body, read up to `max` bytes: a declared Content-Length over it is refused before anything is read,
 * and a chunked body is cut off (and its stream cancelled) as soon as it passes it, so a huge upload is never held
 * in memory. null = too large.
 */
export async function readCapped(req: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(req.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) return null;
  if (!req.body) return new Uint8Array(0);
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}
