'use client';
/**
 * A link to a protected entry (定制服务, 快速下单, 询价篮, 购物车): guests go to /login?redirect=<target>
 * and continue to the wanted page after logging in (spec §4).
 * Not prefetched by default (user-specific pages; prefetching a login redirect is wasted work) — pass
 * `prefetch` to override.
 */
import Link from 'next/link';
import { useSession } from '@/lib/client/session';
import { loginHref } from '@/lib/config/routes';

export type ProtectedLinkProps = Omit<React.ComponentProps<typeof Link>, 'href'> & { href: string };

export function ProtectedLink({ href, ...rest }: ProtectedLinkProps) {
  const { isLogin } = useSession();
  return <Link prefetch={false} href={isLogin ? href : loginHref(href)} {...rest} />;
}

/** The href a protected entry should use for the current session. */
export function useProtectedHref(href: string): string {
  const { isLogin } = useSession();
  return isLogin ? href : loginHref(href);
}
