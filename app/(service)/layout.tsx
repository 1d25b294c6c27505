/**
 * Service-page layout (spec §2.2): top bar, logo + second title (购物车, 询价篮, 结算页, 订单支付, 需求清单, 支付完成
 * derived from the pathname), page, footer. Pages: /settlementCenter, /inquiryCenter, /settlementPage/**,
 * /demandsList, /successAliPage.
 */
import { AutoSecondTitleHeader } from '@/components/layout/AutoSecondTitleHeader';
import { Footer } from '@/components/layout/Footer';
import { MobileRedirect } from '@/components/layout/MobileRedirect';
import { TopBar } from '@/components/layout/TopBar';
import { QueryProvider } from '@/components/providers/QueryProvider';
import '@/app/globals.css';

export default function ServiceLayout({ children }: { children: React.ReactNode }) {
  return (
    <QueryProvider>
      <div className="flex min-h-screen flex-col bg-surface">
        <MobileRedirect />
        <header className="relative z-30">
          <TopBar />
          <AutoSecondTitleHeader />
        </header>
        <main id="main" className="min-page flex-1">
          {children}
        </main>
        <Footer />
      </div>
    </QueryProvider>
  );
}
