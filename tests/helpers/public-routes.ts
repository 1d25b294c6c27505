/**
 * The public desktop routes a shared link can point to (issue 36): every page under app/(site) (dynamic segments
 * sampled with id 1), the sitemap's pages, the goods page (pages router), a resolved single segment and the fluid
 * jump pages. Read from the filesystem, so a new page joins the list by existing. Used by the unit test of the phone
 * views and by the e2e walk at 390 × 844.
 */
import fs from 'node:fs';
import path from 'node:path';
import { STATIC_PAGES } from '../../lib/platform/seo/sitemap';

/** Route folders under app/(site) no link points to, with the reason (README "Phone pages"). */
export const NOT_LINKED: Readonly<Record<string, string>> = {
  'listCache/[cid]/[pageNo]/[sort]/[view]': 'the route cache behind the proxy rewrite of a category list',
  'resolve/[slug]': 'the resolver behind the proxy rewrite of /<segment>',
  'newsInformation/components/newsInformationRight': 'a component folder the router happens to serve',
  quickOrder: '快速下单 is a logged-in buyer tool (the ordering half of issue 36)',
};

/** Route folders of app/(site) with a page, relative to it ('' for home). */
export function siteRouteFolders(root = path.join(process.cwd(), 'app/(site)')): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      if (e.isDirectory()) walk(path.join(dir, e.name));
      else if (e.name === 'page.tsx') out.push(path.relative(root, dir).split(path.sep).join('/'));
    }
  };
  walk(root);
  return out.sort();
}

/** A URL of a route folder: dynamic and catch-all segments become 1. */
export const sampleUrl = (folder: string) =>
  `/${folder.replace(/\[\[\.\.\.\w+\]\]/g, '1').replace(/\[\w+\]/g, '1')}`.replace(/(.)\/$/, '$1');

export function publicRoutes(): string[] {
  const site = siteRouteFolders()
    .filter((f) => !(f in NOT_LINKED))
    .map(sampleUrl);
  const extra = ['/goodsDetail/1', '/50-78-2', '/agreementPrivacy', '/upgradation', '/jumpIndex', '/404'];
  return [...new Set([...site, ...STATIC_PAGES, ...extra])];
}
