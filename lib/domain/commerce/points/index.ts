/**
 * lib/domain/commerce/points: what the rest of the code may import from this module. Files inside the module import each
 * other directly; code in the browser imports ./client.ts.
 */
export { adoptFeedback, awardOrderPoints, bookPoints, grantPoints, takeBackRefundPoints } from './earn';
export type { AdoptResult } from './earn';
export { listGifts, listRedemptions, redeemGift } from './mall';
export type { GiftDTO, RedeemResult, RedemptionDTO } from './mall';
