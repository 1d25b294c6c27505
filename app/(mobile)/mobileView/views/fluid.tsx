/**
 * The jump pages (/agreementPrivacy, /upgradation, /jumpIndex, /404) are fluid and serve phones themselves (the proxy
 * never redirects a phone away from them, components/layout/PlainChrome.tsx): a phone link to one opens the page.
 */
import { redirect } from 'next/navigation';
import { defineView } from './types';

const FLUID_PAGES = new Set(['/agreementPrivacy', '/upgradation', '/jumpIndex', '/404']);

export const fluidPageView = defineView<{ url: string }>({
  kind: 'fluid',
  match(pathname, search) {
    if (!FLUID_PAGES.has(pathname)) return null;
    const q = search.toString();
    return { url: `${pathname}${q ? `?${q}` : ''}` };
  },
  canonical: ({ url }) => url,
  async render({ url }) {
    redirect(url);
  },
});
