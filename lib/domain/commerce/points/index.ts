/**
 * lib/domain/commerce/points: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { adoptFeedback, awardOrderPoints, bookPoints, grantPoints, takeBackRefundPoints } from './earn';
export { listGifts, listRedemptions, redeemGift } from './mall';
export type { AdoptResult, GiftDTO, RedeemResult, RedemptionDTO } from './types';
