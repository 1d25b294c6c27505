/**
 * The jump-page chrome (spec §2.2): logo, page, compact footer. Used by the (plain) layout and by the 404 page
 * (components/layout/NotFoundPage.tsx, a client component: so nothing here may be server-only).
 */
import { CompactFooter } from './Footer';
import { Logo } from './Logo';

export function PlainChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="min-page border-b border-line bg-white">
        <div className="page-width flex h-[76px] items-center">
          <Logo height={44} />
        </div>
      </header>
      <main id="main" className="min-page flex-1">
        {children}
      </main>
      <CompactFooter />
    </div>
  );
}
