/** Finding the phone view that serves a desktop target (path + query) in a list of views. */
import type { MobileView } from './types';

export type Resolved = {
  view: MobileView;
  params: unknown;
  pathname: string;
  search: URLSearchParams;
};

/** The first view of `views` serving a desktop target (path + query), or null. */
export function resolveIn(views: readonly MobileView[], target: string): Resolved | null {
  const u = new URL(target, 'http://local.invalid');
  const pathname = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : u.pathname;
  for (const view of views) {
    const params = view.match(pathname, u.searchParams);
    if (params != null) return { view, params, pathname, search: u.searchParams };
  }
  return null;
}
