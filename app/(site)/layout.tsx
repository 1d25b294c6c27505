/** Default layout (spec §2.2): top bar, main header, main menu, page, footer, side bar. */
import { QueryProvider } from '@/components/providers/QueryProvider';
import { SiteChrome } from '@/components/layout/SiteChrome';
import '@/app/globals.css';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <SiteChrome>{children}</SiteChrome>
    </QueryProvider>
  );
}
