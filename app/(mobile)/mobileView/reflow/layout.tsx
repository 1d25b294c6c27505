/**
 * Desktop pages reflowed for the phone (views/reflow.tsx) render the desktop pages' own components, some of which
 * read through React Query (the points mall, quick order): this route provides it, the public phone pages do not
 * (components/providers/QueryProvider.tsx).
 */
import { QueryProvider } from '@/components/providers/QueryProvider';

export default function PhoneReflowLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
