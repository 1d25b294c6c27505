/**
 * GET /readyz — readiness: 200 when this instance can take traffic (database reachable, migrations current,
 * structure index built, not shutting down), else 503 with the checks that failed. One small query per call, never
 * cached. For balancers with active checks (HAProxy `option httpchk GET /readyz`, a Kubernetes readinessProbe) and
 * for `npm run cluster`'s restarts. docs/operations/cluster.md.
 */
import { getDb } from '@/lib/db/client';
import { readiness } from '@/lib/domain/operations/health';

export const dynamic = 'force-dynamic';

export async function GET() {
  const r = await readiness(getDb);
  return new Response(JSON.stringify({ status: r.ready ? 'ready' : 'not ready', checks: r.checks }), {
    status: r.ready ? 200 : 503,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...(r.ready ? {} : { 'retry-after': '1' }),
    },
  });
}
