/**
 * The reflowed desktop pages (views/reflow.tsx) render desktop components, whose utilities the phone sheet
 * (app/(mobile)/phone.css, loaded by the group layout) does not carry: they load the desktop sheet too. It is a
 * superset of the phone sheet, loaded after it, so every utility keeps the order it has in either sheet.
 */
import '@/app/globals.css';

export default function ReflowLayout({ children }: { children: React.ReactNode }) {
  return children;
}
