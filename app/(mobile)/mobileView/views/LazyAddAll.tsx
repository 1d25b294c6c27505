'use client';
/**
 * 一键加入 (components/methods/AddAllButtons.tsx) on the phone method and standard pages, server-rendered as before
 * but in a chunk of its own: all public phone views are one route (lib/proxy/phone-groups.ts), so a static import put
 * the buttons and the cart and basket stores they write into the first load of the phone home, search and news pages
 * too (issue 36). The chunk loads only where the buttons are rendered.
 */
import dynamic from 'next/dynamic';

export const LazyAddAllButtons = dynamic(() =>
  import('@/components/methods/AddAllButtons').then((m) => m.AddAllButtons),
);
