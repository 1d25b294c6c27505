/**
 * The one typed endpoint table: the server router dispatches on it and the browser clients call through it.
 * Buyer endpoints (spec §7) keep their keys; the console's are the staff groups (./staff) under `staff.<name>`.
 * Each area keeps its group in its own file.
 */
import { STAFF_PREFIX, withPrefix } from '../define';
import { staffEndpoints } from './staff';
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

/** The buyer's side: the spec §7 calls under the four service bases. */
export const buyerEndpoints = {
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

export const endpoints = { ...buyerEndpoints, ...withPrefix(STAFF_PREFIX, staffEndpoints) };

export type Endpoints = typeof endpoints;
export type EndpointKey = keyof Endpoints;
export type BuyerEndpointKey = keyof typeof buyerEndpoints;
