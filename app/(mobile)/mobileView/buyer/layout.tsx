/**
 * The buyer's phone views (cart, settlement, payment, orders, inquiries; lib/proxy/phone-groups.ts) read through React
 * Query, like the desktop pages whose hooks they share. Only this route and /mobileView/reflow provide it: the public
 * phone pages ship without it (components/providers/QueryProvider.tsx).
 */
import { QueryProvider } from '@/components/providers/QueryProvider';

export default function PhoneBuyerLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
