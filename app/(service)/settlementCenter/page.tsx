/** /settlementCenter — 购物车 (service layout, second title from the path); the cart loads on the client with the token. */
import type { Metadata } from 'next';
import { Suspense } from 'react';
import { CartPage } from '@/components/cart/CartPage';

export const metadata: Metadata = { title: '购物车', robots: { index: false } };

export default function Page() {
  return (
    <div className="page-width">
      <Suspense>
        <CartPage />
      </Suspense>
    </div>
  );
}
