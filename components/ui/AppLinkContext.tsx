'use client';
/**
 * The link component of the app router's pages — next/link, provided by their root providers
 * (components/providers/SiteProviders.tsx) — for SiteLink (./SiteLink.tsx).
 *
 * Why a context and not an import: SiteLink is in the chrome of the pages router's pages too (the home and the goods
 * page), where it is a plain <a> and never renders next/link; imported there, next/link and its viewport prefetch
 * observer (≈ 2.5 KB gzip) still shipped with every such page (issue 34's JS budget, bench/suites/js-weight.ts).
 * Outside the app router's providers there is no next/link here, and SiteLink renders a plain <a>: a full load.
 */
import { createContext, type ComponentPropsWithRef, type ComponentType } from 'react';

export type AppLinkProps = ComponentPropsWithRef<'a'> & {
  href: string;
  prefetch?: boolean | null;
  scroll?: boolean;
  replace?: boolean;
};

export const AppLinkContext = createContext<ComponentType<AppLinkProps> | null>(null);
