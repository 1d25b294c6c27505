/**
 * The default (site) chrome of the app router's pages: the frame (./ChromeFrame.tsx) with the site footer. The pages
 * router's pages use ChromeFrame without a footer: pages/_document.tsx writes theirs as plain HTML.
 */
import { ChromeFrame } from './ChromeFrame';
import { Footer } from './Footer';

export function SiteChrome({ children }: { children: React.ReactNode }) {
  return <ChromeFrame footer={<Footer />}>{children}</ChromeFrame>;
}
