'use client';
/**
 * The root not-found boundary's fallback (app/not-found.tsx), its markup loaded only when a 404 is rendered. Next
 * writes the root not-found tree into the RSC payload of every page and the browser loads the chunks of every client
 * module referenced there: with NotFoundPage itself referenced, its ≈ 7 KB gzip (the page and the plain chrome)
 * were in every page's first load (issue 36). Server-rendered as before (next/dynamic keeps SSR), so a 404 answer
 * still carries its markup; its chunk is then preloaded for hydration.
 */
import dynamic from 'next/dynamic';

export const LazyNotFoundPage = dynamic(() => import('./NotFoundPage').then((m) => m.NotFoundPage));

export default LazyNotFoundPage;
