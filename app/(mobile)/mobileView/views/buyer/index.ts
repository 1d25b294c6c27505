/** Phone views of the buyer's ordering (login, cart, settlement, payment, orders, inquiry basket). */
import type { MobileView } from '../types';

export const buyerViews: MobileView[] = [];
