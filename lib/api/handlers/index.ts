/** Server-side handlers, one group per endpoint group (the console's under `staff.`); the router looks them up by key. */
import 'server-only';
import type { HandlerMap } from '../context';
import type { Endpoints } from '../endpoints';
import { STAFF_PREFIX, withPrefix } from '../define';
import { staffHandlers } from './staff';
import { catalogHandlers } from './catalog';
import { trackingHandlers } from './tracking';
import { methodHandlers } from './methods';
import { contentHandlers } from './content';
import { certificateHandlers } from './certificates';
import { structureHandlers } from './structure';
import { searchHandlers } from './search';
import { accountHandlers } from './account';
import { wechatHandlers } from './wechat';
import { cartHandlers } from './cart';
import { inquiryHandlers } from './inquiries';
import { profileHandlers } from './profile';
import { orderHandlers } from './orders';
import { paymentHandlers } from './payments';
import { quickOrderHandlers } from './quick-order';
import { pointsHandlers } from './points';
import { afterSaleHandlers } from './after-sales';
import { invoiceHandlers } from './invoices';
import { refundHandlers } from './refunds';
import { creditHandlers } from './credit';
import { customHandlers } from './custom';
import { orgPurchasingHandlers } from './org-purchasing';
import { stockAlertHandlers } from './stock-alerts';
import { licenceHandlers } from './licences';
import { ledgerHandlers } from './ledger';
import { nitrosamineHandlers } from './nitrosamine';

export const handlers: HandlerMap<Endpoints> = {
  ...catalogHandlers,
  ...trackingHandlers,
  ...methodHandlers,
  ...contentHandlers,
  ...certificateHandlers,
  ...structureHandlers,
  ...searchHandlers,
  ...accountHandlers,
  ...wechatHandlers,
  ...cartHandlers,
  ...inquiryHandlers,
  ...profileHandlers,
  ...orderHandlers,
  ...paymentHandlers,
  ...quickOrderHandlers,
  ...pointsHandlers,
  ...afterSaleHandlers,
  ...invoiceHandlers,
  ...refundHandlers,
  ...creditHandlers,
  ...customHandlers,
  ...orgPurchasingHandlers,
  ...stockAlertHandlers,
  ...licenceHandlers,
  ...ledgerHandlers,
  ...nitrosamineHandlers,
  ...withPrefix(STAFF_PREFIX, staffHandlers),
};
