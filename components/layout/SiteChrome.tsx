/**
 * The default (site) chrome: top bar, main header, main menu … page … footer, side bar, mobile redirect.
 * Footer and side bar sit in their own <Suspense> boundaries: they never suspend (the server renders them inline),
 * but React hydrates each boundary as a separate unit, so the page's hydration is split into shorter main-thread
 * tasks (Lighthouse total blocking time). The page itself is NOT wrapped: a boundary above a page that awaits data
 * would start the stream before notFound() and turn 404s into 200s.
 */
import { Fragment, Suspense } from 'react';
import { Footer } from './Footer';
import { MobileRedirect } from './MobileRedirect';
import { SideBar } from './SideBar';
import { SiteHeader } from './SiteHeader';

/**
 * `hydrationUnits={false}` for pages-router pages (pages/goodsDetail): that router renders the whole page before
 * sending it, and React writes a boundary whose content passes its 12.8 KB chunk size out of order (an empty
 * fallback, then the content in a hidden element moved by an inline script) — the footer would reach crawlers hidden.
 */
export function SiteChrome({
  children,
  hydrationUnits = true,
}: {
  children: React.ReactNode;
  hydrationUnits?: boolean;
}) {
  const Unit = hydrationUnits ? Suspense : Fragment;
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <MobileRedirect />
      <SiteHeader />
      <main id="main" className="min-page flex-1">
        {children}
      </main>
      <Unit>
        <Footer />
      </Unit>
      <Unit>
        <SideBar />
      </Unit>
    </div>
  );
}
