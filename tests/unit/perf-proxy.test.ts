/**
 * The proxy runs on every page request: it must never set a cookie (a Set-Cookie makes the response
 * uncacheable by shared caches). Its cost is a speed goal, so it lives in the benchmarks, not in a timed test.
 */
import { NextRequest } from 'next/server';
import { proxy } from '@/proxy';
import { DESKTOP_OVERRIDE_COOKIE, TOKEN_COOKIE } from '@/lib/config/constants';

const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/137.0.0.0 Safari/537.36';
const PHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function request(path: string, { ua = DESKTOP_UA, cookie = '' }: { ua?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = { 'user-agent': ua };
  if (cookie) headers.cookie = cookie;
  return new NextRequest(new URL(path, 'http://127.0.0.1:3000'), { headers });
}

describe('proxy: no cookie is ever set', () => {
  const cases: [string, ReturnType<typeof request>, 'next' | 'redirect' | 'rewrite'][] = [
    ['desktop goods page', request('/goodsDetail/12'), 'next'],
    [
      'desktop home with cookies',
      request('/', { cookie: `${TOKEN_COOKIE}=abc; ${DESKTOP_OVERRIDE_COOKIE}=1; HISTORY_SEARCH=x` }),
      'next',
    ],
    ['phone → mobile view', request('/goodsDetail/12?skuId=3', { ua: PHONE_UA }), 'redirect'],
    [
      'phone with FORCE_DESKTOP',
      request('/goodsDetail/12', { ua: PHONE_UA, cookie: `${DESKTOP_OVERRIDE_COOKIE}=1` }),
      'next',
    ],
    ['protected page, guest → login', request('/orderCenter'), 'redirect'],
    ['protected page, logged in', request('/orderCenter', { cookie: `${TOKEN_COOKIE}=abc` }), 'next'],
    ['single-segment fallback', request('/50-00-0'), 'rewrite'],
  ];

  test.each(cases)('%s', (_name, req, kind) => {
    const res = proxy(req);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.cookies.getAll()).toEqual([]);
    if (kind === 'redirect') expect(res.status).toBe(307);
    if (kind === 'rewrite') expect(res.headers.get('x-middleware-rewrite')).toContain('/resolve/50-00-0');
    if (kind === 'next') {
      expect(res.headers.get('location')).toBeNull();
      expect(res.headers.get('x-middleware-rewrite')).toBeNull();
    }
  });
});
