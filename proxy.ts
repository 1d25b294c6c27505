/**
 * Next 16 proxy (formerly middleware): mobile redirect, login guard, single-segment fallback.
 * The decision logic lives in lib/proxy/decide.ts (pure, unit-tested). Never sets cookies.
 */
import { NextResponse, type NextRequest } from 'next/server';
import { decide } from '@/lib/proxy/decide';
import { PHONE_LITE_HEADER } from '@/lib/config/routes';

export function proxy(request: NextRequest) {
  const d = decide(request.nextUrl, request.headers, request.cookies, request.method);
  switch (d.type) {
    case 'redirect':
      return NextResponse.redirect(new URL(d.location, request.url), d.status);
    case 'rewrite':
      return NextResponse.rewrite(new URL(d.location, request.url));
    case 'lite': {
      // Read by lib/platform/next/phone-lite.cjs, which removes it before the response leaves.
      const res = NextResponse.next();
      res.headers.set(PHONE_LITE_HEADER, '1');
      return res;
    }
    default:
      return NextResponse.next();
  }
}

export const config = {
  matcher: [
    /*
     * Everything except: Next internals, the §7 API (/mall/…), images, favicon, sitemap/robots, the health probes
     * (/healthz, /readyz) and static files with a known extension.
     */
    '/((?!_next/|__next|mall/|images/|api/|healthz$|readyz$|favicon\\.ico|sitemap|robots\\.txt|.*\\.(?:png|jpe?g|gif|webp|avif|svg|ico|css|js|mjs|map|json|txt|xml|webmanifest|woff2?|ttf|otf|pdf|wasm)$).*)',
  ],
};
