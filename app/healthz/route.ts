/**
 * GET /healthz — liveness: the process answers HTTP. Nothing else is checked (a database outage must not make a
 * supervisor restart healthy processes); see /readyz for whether to send it traffic. Never cached.
 * docs/operations/cluster.md.
 */
export const dynamic = 'force-dynamic';

const HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' };

export function GET() {
  return new Response(`{"status":"ok","pid":${process.pid},"uptimeSeconds":${Math.round(process.uptime())}}`, {
    headers: HEADERS,
  });
}
