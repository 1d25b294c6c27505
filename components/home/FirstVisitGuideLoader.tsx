'use client';
/**
 * Loads the first-visit guide (FirstVisitGuide.tsx: its steps, overlay and popovers) only on a first visit — while its
 * cookie GUIDE_COOKIE is not set — instead of with every home page view (issue 34's JS budget): a returning buyer
 * never sees it. Nothing is server-rendered for it either way (the guide opens after hydration).
 */
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { hasCookie } from '@/components/layout/MobileRedirect';
import { GUIDE_COOKIE } from '@/lib/config/constants';

const FirstVisitGuide = dynamic(() => import('./FirstVisitGuide').then((m) => m.FirstVisitGuide), { ssr: false });

export function FirstVisitGuideLoader() {
  const [firstVisit, setFirstVisit] = useState(false);
  useEffect(() => {
    // The guide's own test (shouldShowGuide: no cookie value) decides again once loaded.
    if (!hasCookie(document.cookie, GUIDE_COOKIE)) setFirstVisit(true);
  }, []);
  return firstVisit ? <FirstVisitGuide /> : null;
}
