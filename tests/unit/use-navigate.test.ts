/**
 * Which paths the pages router serves: an app-router page opens them with one full load (lib/client/use-navigate.ts,
 * components/account/LoginFinish.tsx) instead of fetching an RSC payload that comes back as HTML first.
 */
import { isPagesRouterPath } from '@/lib/client/use-navigate';

describe('isPagesRouterPath', () => {
  it('knows the home page and the goods pages', () => {
    for (const href of ['/', '/?from=login', '/#top', '/goodsDetail/1', '/goodsDetail?id=1', '/goodsDetail'])
      expect(isPagesRouterPath(href)).toBe(true);
  });
  it('leaves app-router pages to the router', () => {
    for (const href of ['/search?keyword=a', '/goodsDetailX/1', '/personalCenter', '/login', '//evil.example/'])
      expect(isPagesRouterPath(href)).toBe(false);
  });
});
