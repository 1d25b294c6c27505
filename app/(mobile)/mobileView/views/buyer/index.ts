/** Phone views of the buyer's ordering (login, cart, settlement, payment, orders, inquiry basket). */
import type { MobileView } from '../types';
import { buyerViewList } from './views';

export const buyerViews: MobileView[] = buyerViewList;
