/**
 * The reflowed desktop pages (views/reflow.tsx) render desktop components, whose utilities the phone sheet
 * (app/(mobile)/phone.css, loaded by the group layout) does not carry: they load the desktop sheet too. It is a
 * superset of the phone sheet, loaded after it, so every utility keeps the order it has in either sheet.
 *
 * Some of those components read through React Query (the points mall, quick order): this route provides it, the
 * public phone pages do not (components/providers/QueryProvider.tsx).
 */
import { QueryProvider } from '@/components/providers/QueryProvider';
import '@/app/globals.css';

export default function ReflowLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
