/** Default layout (spec §2.2): top bar, main header, main menu, page, footer, side bar. */
import { SiteChrome } from '@/components/layout/SiteChrome';
import '@/app/globals.css';

export default function SiteLayout({ children }: { children: React.ReactNode }) {
  return <SiteChrome>{children}</SiteChrome>;
}
