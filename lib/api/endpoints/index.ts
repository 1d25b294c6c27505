/**
 * The one typed endpoint table: the server router dispatches on it and the browser client calls through it.
 * Each area keeps its group in its own file; later issues add groups here.
 */
import { catalogEndpoints } from './catalog';
import { trackingEndpoints } from './tracking';
import { methodEndpoints } from './methods';
import { contentEndpoints } from './content';
import { certificateEndpoints } from './certificates';
import { structureEndpoints } from './structure';
import { searchEndpoints } from './search';
import { accountEndpoints } from './account';
import { wechatEndpoints } from './wechat';
import { cartEndpoints } from './cart';
import { inquiryEndpoints } from './inquiries';
import { profileEndpoints } from './profile';
import { orderEndpoints } from './orders';
import { paymentEndpoints } from './payments';
import { quickOrderEndpoints } from './quick-order';
import { pointsEndpoints } from './points';
import { afterSaleEndpoints } from './after-sales';
import { invoiceEndpoints } from './invoices';
import { refundEndpoints } from './refunds';
import { creditEndpoints } from './credit';
import { customEndpoints } from './custom';
import { orgPurchasingEndpoints } from './org-purchasing';
import { stockAlertEndpoints } from './stock-alerts';
import { licenceEndpoints } from './licences';
import { ledgerEndpoints } from './ledger';
import { nitrosamineEndpoints } from './nitrosamine';

export const endpoints = {
  ...catalogEndpoints,
  ...trackingEndpoints,
  ...methodEndpoints,
  ...contentEndpoints,
  ...certificateEndpoints,
  ...structureEndpoints,
  ...searchEndpoints,
  ...accountEndpoints,
  ...wechatEndpoints,
  ...cartEndpoints,
  ...inquiryEndpoints,
  ...profileEndpoints,
  ...orderEndpoints,
  ...paymentEndpoints,
  ...quickOrderEndpoints,
  ...pointsEndpoints,
  ...afterSaleEndpoints,
  ...invoiceEndpoints,
  ...refundEndpoints,
  ...creditEndpoints,
  ...customEndpoints,
  ...orgPurchasingEndpoints,
  ...stockAlertEndpoints,
  ...licenceEndpoints,
  ...ledgerEndpoints,
  ...nitrosamineEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
