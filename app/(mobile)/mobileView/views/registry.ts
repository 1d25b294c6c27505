/**
 * All phone views, keyed by the desktop path a phone was sent from (`/mobileView?target=<desktop path and query>`).
 * The first view whose `match` answers wins, so put specific paths before general ones. A target no view matches
 * gets the shell's 「暂无移动版」 notice with a link to the desktop page.
 *
 * Each group of views is served by its own route (lib/proxy/phone-groups.ts: the proxy rewrites /mobileView to it),
 * so a route's client code is its own views' only; this union is what tests and tools walk. Do not import it from a
 * route: that would bring every view's client code back into that route.
 */
import { buyerViews } from './buyer';
import { goodsView } from './goods';
import { mainViews } from './main';
import { reflowGroupViews } from './reflow';
import { resolveIn, type Resolved } from './resolve';
import type { MobileView } from './types';

export type { Resolved };
export type PhoneViewGroupName = 'main' | 'goods' | 'reflow' | 'buyer';

/** The views of each group, in the order each group's route tries them. */
export const viewGroups: Readonly<Record<PhoneViewGroupName, readonly MobileView[]>> = {
  main: mainViews,
  goods: [goodsView],
  reflow: reflowGroupViews,
  buyer: buyerViews,
};

/** Main views first; the reflow group ends with the catch-all single segment (CAS, API name, standard code, brand). */
export const mobileViews: readonly MobileView[] = [
  ...mainViews,
  goodsView,
  ...reflowGroupViews.slice(0, -1),
  ...buyerViews,
  reflowGroupViews[reflowGroupViews.length - 1]!,
];

/** The view serving a desktop target (path + query), or null. */
export function resolveView(target: string): Resolved | null {
  return resolveIn(mobileViews, target);
}

/** The group a view belongs to. */
export function groupOfView(view: MobileView): PhoneViewGroupName {
  return (Object.keys(viewGroups) as PhoneViewGroupName[]).find((g) => viewGroups[g].includes(view))!;
}
