/** The operations console (issue 14): its own layout, never indexed (robots.txt also disallows /console). */
import type { Metadata } from 'next';
import '@/app/globals.css';

export const metadata: Metadata = {
  title: { default: '运营后台', template: '%s — 运营后台' },
  robots: { index: false, follow: false, nocache: true },
};

export default function ConsoleRootLayout({ children }: { children: React.ReactNode }) {
  // flow-root: the wrapper holds its children's margins (the login card's mt-24 collapsed through it and left a white
  // band of the page body above the grey background, issue 34).
  return (
    <div data-testid="console-root" className="flow-root min-h-screen bg-[#f3f5f8] text-ink-900">
      {children}
    </div>
  );
}
