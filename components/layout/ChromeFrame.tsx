/**
 * The site chrome's frame: top bar, main header, main menu … page … footer, side bar, mobile redirect. The footer
 * comes from the caller: the app router's SiteChrome (./SiteChrome.tsx) renders components/layout/Footer.tsx here;
 * the pages router's pages (pages/index.tsx, pages/goodsDetail) leave it out, and pages/_document.tsx writes it after
 * the hydrated root as plain HTML, so it ships no JavaScript (issue 34's JS budget, bench/suites/js-weight.ts).
 *
 * Footer and side bar sit in their own <Suspense> boundaries: they never suspend (the server renders them inline),
 * but React hydrates each boundary as a separate unit, so the page's hydration is split into shorter main-thread
 * tasks (Lighthouse total blocking time). The page itself is NOT wrapped: a boundary above a page that awaits data
 * would start the stream before notFound() and turn 404s into 200s.
 */
import { Fragment, Suspense } from 'react';
import { MobileRedirect } from './MobileRedirect';
import { SideBar } from './SideBar';
import { SiteHeader } from './SiteHeader';

/**
 * `hydrationUnits={false}` for pages-router pages: that router renders the whole page before sending it, and React
 * writes a boundary whose content passes its 12.8 KB chunk size out of order (an empty fallback, then the content in a
 * hidden element moved by an inline script) — the footer would reach crawlers hidden.
 *
 * Without `footer` the document draws it below this frame: the frame then fills what the document's flex column
 * (pages/_document.tsx) leaves above the footer instead of the whole screen, so a short page keeps its footer at the
 * bottom of the window as before.
 */
export function ChromeFrame({
  children,
  footer,
  hydrationUnits = true,
}: {
  children: React.ReactNode;
  footer?: React.ReactNode;
  hydrationUnits?: boolean;
}) {
  const Unit = hydrationUnits ? Suspense : Fragment;
  return (
    <div className={`flex ${footer === undefined ? 'flex-1' : 'min-h-screen'} flex-col bg-surface`}>
      <MobileRedirect />
      <SiteHeader />
      <main id="main" className="min-page flex-1">
        {children}
      </main>
      {footer === undefined ? null : <Unit>{footer}</Unit>}
      <Unit>
        <SideBar />
      </Unit>
    </div>
  );
}
