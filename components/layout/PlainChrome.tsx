/**
 * The jump-page chrome (spec §2.2): logo, page, compact footer. Used by the (plain) layout and by the 404 page
 * (components/layout/NotFoundPage.tsx, a client component: so nothing here may be server-only).
 *
 * Unlike the shop's other layouts it is fluid, never held at 1200 px: its pages (/upgradation, /404, /jumpIndex,
 * /agreementPrivacy) are the ones a phone is not redirected away from, and on a 390 px screen the 1200 px chrome put
 * 网站进行升级维护 off-screen at x = 488 px (issue 34).
 */
import { CompactFooter } from './Footer';
import { Logo } from './Logo';

export function PlainChrome({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-surface">
      <header className="border-b border-line bg-white">
        <div className="page-width flex h-[60px] items-center px-4 sm:h-[76px]">
          <Logo height={44} />
        </div>
      </header>
      <main id="main" className="flex-1 px-4">
        {children}
      </main>
      <CompactFooter fluid />
    </div>
  );
}
