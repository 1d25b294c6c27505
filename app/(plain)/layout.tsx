/** Jump-page layout (spec §2.2): logo and footer only. Pages: /upgradation, /agreementPrivacy, /jumpIndex. */
import { CompactFooter } from '@/components/layout/Footer';
import { Logo } from '@/components/layout/Logo';

export default function PlainLayout({ children }: { children: React.ReactNode }) {
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
