/**
 * The stock-alerts module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */

export type SubscribeResult = { skuId: number; subscribed: true; createdAt: string; message: string };

export type StockAlertDTO = {
  id: number;
  skuId: number;
  productId: number;
  productName: string;
  skuCode: string;
  packageValue: string;
  stock: number;
  onSale: boolean;
  /** Relative goods URL of the package. */
  href: string;
  createdAt: string;
  /** When the message went out; null while the subscription is open. */
  notifiedAt: string | null;
};
