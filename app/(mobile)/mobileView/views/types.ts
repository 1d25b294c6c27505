/**
 * A phone view: the phone twin of one kind of desktop page, keyed by the desktop path (`/mobileView?target=<path>`).
 * The registry (./registry.ts) asks each view in turn whether it matches the target; the first match renders.
 */
import type { Metadata } from 'next';
import type { ReactNode } from 'react';

/** What every view gets besides its own params: the normalized target (desktop path and query). */
export interface ViewContext {
  /** The desktop URL the phone was sent from (path + query), already checked by safeTarget. */
  target: string;
  pathname: string;
  search: URLSearchParams;
}

/** Methods (not function properties) on purpose: a `MobileView<{ id: number }>` fits a `MobileView[]` list. */
export interface MobileView<P = unknown> {
  /** Stable name of the page kind (used in tests, data-view attributes and the README list). */
  kind: string;
  /** The view's params when it serves this desktop path, else null. */
  match(pathname: string, search: URLSearchParams): P | null;
  render(params: P, ctx: ViewContext): Promise<ReactNode>;
  /** The desktop URL the phone page is the twin of (rel=canonical, 访问电脑版). */
  canonical(params: P): string;
  /** Title, description and robots of the phone page (canonical is added by the dispatcher). */
  metadata?(params: P, ctx: ViewContext): Promise<Metadata>;
  /** True when the view renders its own visible h1 (otherwise the shell adds a screen-reader one). */
  ownHeading?: boolean;
}

/** Helper keeping `P` inferred inside one view's definition. */
export function defineView<P>(view: MobileView<P>): MobileView<P> {
  return view;
}
