/**
 * The views served by /mobileView itself (lib/proxy/phone-groups.ts, group `main`): the hand-made public pages people
 * share. They stay light — server components, with small client islands only (search box, 访问电脑版, 一键加入) —
 * because this route's client code is the first load of every shared link.
 */
import { brandListView, brandView } from './brands';
import { fluidPageView } from './fluid';
import { helpCentreView } from './help';
import { homeView } from './home';
import { methodDetailView, methodListView, methodsHomeView } from './methods';
import { newsArticleView, newsListView } from './news';
import { searchView } from './products';
import { standardDetailView, standardListView } from './standards';
import type { MobileView } from './types';

export const mainViews: readonly MobileView[] = [
  homeView,
  fluidPageView,
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
];
