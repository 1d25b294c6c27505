/**
 * The browser's one React Query client: QueryProvider (components/providers/QueryProvider.tsx) provides it to
 * components, and non-React modules (the server cart backend, the login flow) read and update the same cache.
 */
import { QueryClient } from '@tanstack/react-query';

export function makeQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}

let browserClient: QueryClient | null = null;

/** On the server a new client per call (never shared between requests); in the browser one for the page's life. */
export function getQueryClient(): QueryClient {
  if (typeof window === 'undefined') return makeQueryClient();
  return (browserClient ??= makeQueryClient());
}

/** Tests. */
export function resetQueryClientForTests(): void {
  browserClient?.clear();
  browserClient = null;
}
