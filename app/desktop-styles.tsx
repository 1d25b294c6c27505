'use client';
/**
 * The desktop stylesheet for the root boundaries (not-found, error, global-error), loaded only when one renders.
 * Next preloads the stylesheets a root boundary imports on EVERY page, phone pages included (the boundaries wrap the
 * whole tree), which brought the ~75 KB desktop sheet back to the phone pages (issue 36). Imported through
 * next/dynamic, the sheet is a chunk of its own: Next links it when the boundary renders, on the server too.
 */
import dynamic from 'next/dynamic';

export const DesktopStyles = dynamic(() => import('./desktop-sheet'));
