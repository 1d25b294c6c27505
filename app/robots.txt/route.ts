/** /robots.txt — allow the catalogue, keep account, cart, order and API paths out; point at the sitemap index. */
import { robotsTxt } from '@/lib/platform/seo/robots';

export const dynamic = 'force-dynamic';

export function GET() {
  return new Response(robotsTxt(), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
