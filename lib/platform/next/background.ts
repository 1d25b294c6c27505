/**
 * A task that outlives the response: Next's after() inside a request, else started detached (tests, scripts). Next
 * glue, so it lives here rather than in the domain (docs/architecture.md); the import handlers start dry runs and
 * runs with it (lib/api/handlers/staff/catalog.ts).
 */
import { log } from '@/lib/platform/observability';

/** Starts a background task: after the response in a Next request (next/server after()), else detached. */
export async function inBackground(task: () => Promise<void>): Promise<void> {
  const safe = () => task().catch((e) => log.error({ err: e }, '[import] background task failed'));
  try {
    const { after } = await import('next/server');
    after(safe);
  } catch {
    void safe();
  }
}
