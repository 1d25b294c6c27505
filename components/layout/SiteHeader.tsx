'use client';
/**
 * The site header: top bar, main header (logo, search, cart entries) and main menu.
 *
 * A client component for the same reason as the footer (components/layout/Footer.tsx): its static markup (service
 * links, logo, icons) was otherwise written into every page's RSC payload as well as its HTML, and serialised, parsed
 * and copied by the server on every first render. The HTML is the same; the payload holds a reference to this module,
 * which browsers cache once for the whole site (docs/decisions/0015-crawler-scale.md).
 */
import { MainHeader } from './MainHeader';
import { MainNav } from './MainNav';
import { TopBar } from './TopBar';

export function SiteHeader() {
  return (
    <header className="relative z-30">
      <TopBar />
      <MainHeader />
      <MainNav />
    </header>
  );
}
