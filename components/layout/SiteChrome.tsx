/** The default (site) chrome: top bar, main header, main menu … page … footer, side bar, mobile redirect. */
import { Footer } from './Footer';
import { MainHeader } from './MainHeader';
import { MainNav } from './MainNav';
import { MobileRedirect } from './MobileRedirect';
import { SideBar } from './SideBar';
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

export function SiteChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <MobileRedirect />
      <SiteHeader />
      <main id="main" className="min-page flex-1">
        {children}
      </main>
      <Footer />
      <SideBar />
    </div>
  );
}
