/**
 * The API client for code on a page's first load (header, goods page, product cards): the same `api` and
 * `notifyError` as lib/api/client.ts, but that module — and the endpoint table it builds requests from,
 * lib/api/routes.generated.ts — is fetched with the first call instead of with the page. Both are ≈ 6 KB gzip of
 * every storefront page's JavaScript (issue 34's budget: home and goods ≤ 150 KB gzip, bench/suites/js-weight.ts).
 * Code that only runs after a click or in a lazily loaded dialog may import lib/api/client directly.
 */
import type * as Client from '@/lib/api/client';

const load = () => import('@/lib/api/client');

export const api = ((...args: Parameters<typeof Client.api>) =>
  load().then((m) => m.api(...args))) as typeof Client.api;

export function notifyError(err: unknown, fallback?: string): void {
  void load().then((m) => m.notifyError(err, fallback));
}
