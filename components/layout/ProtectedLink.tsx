'use client';
/**
 * A link to a protected entry (定制服务, 快速下单, 询价篮, 购物车): for guests a click opens the login popup and,
 * after logging in, continues to the wanted page (spec §4). Without JavaScript (or with a modifier key) the
 * link still leads to /login?redirect=<target>.
 * Not prefetched by default (user-specific pages; prefetching a login redirect is wasted work) — pass
 * `prefetch` to override.
 */
import { SiteLink } from '@/components/ui/SiteLink';
import { openLogin } from '@/lib/client/login-modal';
import { useSession } from '@/lib/client/session';
import { loginHref } from '@/lib/config/routes';

export type ProtectedLinkProps = Omit<React.ComponentProps<typeof SiteLink>, 'href'> & { href: string };

/** A plain left click without modifier keys (those open new tabs: let the browser follow the href). */
export const isPlainClick = (e: {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
}) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function ProtectedLink({ href, onClick, ...rest }: ProtectedLinkProps) {
  const { isLogin } = useSession();
  return (
    <SiteLink
      prefetch={false}
      href={isLogin ? href : loginHref(href)}
      onClick={(e) => {
        onClick?.(e);
        if (isLogin || e.defaultPrevented || !isPlainClick(e)) return;
        e.preventDefault();
        openLogin({ returnTo: href });
      }}
      {...rest}
    />
  );
}

/** The href a protected entry should use for the current session. */
export function useProtectedHref(href: string): string {
  const { isLogin } = useSession();
  return isLogin ? href : loginHref(href);
}
