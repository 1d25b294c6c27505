/** Jump-page layout (spec §2.2): logo and footer only. Pages: /upgradation, /agreementPrivacy, /jumpIndex. */
import { QueryProvider } from '@/components/providers/QueryProvider';
import { PlainChrome } from '@/components/layout/PlainChrome';
import '@/app/globals.css';

export default function PlainLayout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <PlainChrome>{children}</PlainChrome>
    </QueryProvider>
  );
}
