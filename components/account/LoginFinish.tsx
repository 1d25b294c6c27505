'use client';
/**
 * The one place the login UI hands a login answer to the session rules (lib/client/login-flow):
 * token, user info, 登录成功！, guest data sync, server data, then the return path of spec §4.
 * A noBind_ WeChat token goes to /register?token=… instead.
 */
import { useRouter as usePagesRouter } from 'next/compat/router';
import { useRouter } from 'next/navigation';
import { useCallback } from 'react';
import {
  browserDeps,
  completeLogin,
  isNoBindToken,
  registerHrefForToken,
  type LoginResult,
} from '@/lib/client/login-flow';
import { closeLogin } from '@/lib/client/login-modal';
import { isPagesRouterPath } from '@/lib/client/use-navigate';

export function useLoginFinisher(opts: {
  popup: boolean;
  returnTo: string | null;
  resolveReturnTo?: () => string | null;
  /** Load the page to return to afresh (the phone views: the router may still hold that URL's redirect to the login). */
  hardNavigation?: boolean;
}) {
  const router = useRouter();
  // Non-null on a pages-router page (the goods page), whose HTML is the same for every visitor: there the client
  // state (header, cart counts) already shows the login, and router.refresh() would reload the whole page.
  const pagesRouter = usePagesRouter();
  const { popup, returnTo, resolveReturnTo, hardNavigation = false } = opts;
  return useCallback(
    async (result: LoginResult, remember: boolean) => {
      if (isNoBindToken(result.token)) {
        if (popup) closeLogin();
        router.push(registerHrefForToken(result.token));
        return;
      }
      const target = await completeLogin(
        result,
        { remember, popup, returnTo: resolveReturnTo ? resolveReturnTo() : returnTo },
        browserDeps(),
      );
      // From an app-router page a pages-router page (home, goods) is loaded afresh at once: the router would first
      // fetch its RSC payload, get HTML back and load it anyway (docs/investigations/login-toast.md).
      const toPagesRouter = (href: string) => !pagesRouter && isPagesRouterPath(href);
      if (popup) {
        closeLogin();
        if (target && toPagesRouter(target)) window.location.assign(target);
        else if (target) router.push(target);
        else if (!pagesRouter) router.refresh(); // server components that read the session render again
        return;
      }
      if (hardNavigation || toPagesRouter(target ?? '/')) window.location.replace(target ?? '/');
      else router.replace(target ?? '/');
    },
    [popup, returnTo, resolveReturnTo, hardNavigation, router, pagesRouter],
  );
}
