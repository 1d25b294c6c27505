/**
 * The personal centre, orders, after-sales and inquiries (spec §2.2; each section has its own layout below): React
 * Query for their reads, which the root layout no longer provides (components/providers/QueryProvider.tsx).
 */
import { QueryProvider } from '@/components/providers/QueryProvider';

export default function UserLayout({ children }: { children: React.ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
