/**
 * The points module's data types: what endpoints, pages and other modules may read. Types only (no
 * runtime imports), so code in the browser may import them too.
 */

export type AdoptResult = {
  feedbackId: number;
  userId: number | null;
  status: string;
  adoptedAt: string;
  pointsAwarded: number;
  alreadyAdopted: boolean;
};

export type GiftDTO = {
  id: number;
  name: string;
  description: string | null;
  imageUrl: string | null;
  cost: number;
  stock: number;
};

export type RedemptionDTO = {
  id: number;
  giftId: number;
  giftName: string;
  cost: number;
  /** placed 待发放, shipped 已发放. */
  status: string;
  statusText: string;
  /** The receiving address frozen at redemption. */
  address: {
    consignee: string;
    mobile: string;
    regionText: string | null;
    detail: string;
    company: string | null;
  } | null;
  createdAt: string;
};

export type RedeemResult = RedemptionDTO & {
  /** The buyer's balance after the redemption. */
  balance: number;
  /** True when this request repeated an earlier one (same idempotency key): nothing changed. */
  repeated: boolean;
};
