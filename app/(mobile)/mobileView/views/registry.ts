/**
 * The phone views, keyed by the desktop path a phone was sent from (`/mobileView?target=<desktop path and query>`).
 * The first view whose `match` answers wins, so put specific paths before general ones. A target no view matches
 * gets the shell's 「暂无移动版」 notice with a link to the desktop page.
 */
import { buyerViews } from './buyer';
import { fluidPageView } from './fluid';
import { goodsView } from './goods';
import { homeView } from './home';
import { methodDetailView, methodListView, methodsHomeView } from './methods';
import { newsArticleView, newsListView } from './news';
import { searchView } from './products';
import { brandListView, brandView } from './brands';
import { helpCentreView } from './help';
import { reflowViews, resolveView as slugView } from './reflow';
import { standardDetailView, standardListView } from './standards';
import type { MobileView } from './types';

export const mobileViews: readonly MobileView[] = [
  homeView,
  fluidPageView,
  goodsView,
  searchView,
  newsListView,
  newsArticleView,
  methodsHomeView,
  methodListView,
  methodDetailView,
  standardListView,
  standardDetailView,
  brandListView,
  brandView,
  helpCentreView,
  ...reflowViews,
  ...buyerViews,
  // Last: any other single segment is a CAS number, API name, standard code or brand (as the desktop proxy resolves).
  slugView,
];

export type Resolved = {
  view: MobileView;
  params: unknown;
  pathname: string;
  search: URLSearchParams;
};

/** The view serving a desktop target (path + query), or null. */
export function resolveView(target: string): Resolved | null {
  const u = new URL(target, 'http://local.invalid');
  const pathname = u.pathname.length > 1 ? u.pathname.replace(/\/+$/, '') : u.pathname;
  for (const view of mobileViews) {
    const params = view.match(pathname, u.searchParams);
    if (params != null) return { view, params, pathname, search: u.searchParams };
  }
  return null;
}
