/**
 * Points mall (issue 13, base /mall/user/api): the gifts of /pointsMallCenter (public), redeeming one against the
 * logged-in buyer's points (idempotent on the client's key: a double click or a retry is one redemption) and the
 * buyer's own redemptions. The balance and ledger are 'points.list' (userPoints/list, lib/api/endpoints/profile.ts).
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { POINTS_MSG } from '@/lib/config/messages';
import { INT4_MAX } from './common';
import type { GiftDTO, RedeemResult, RedemptionDTO } from '@/lib/domain/commerce/points';

export type { GiftDTO, RedeemResult, RedemptionDTO };

const zGiftId = z.coerce
  .number({ error: POINTS_MSG.giftIdInvalid })
  .int(POINTS_MSG.giftIdInvalid)
  .positive(POINTS_MSG.giftIdInvalid)
  .max(INT4_MAX, POINTS_MSG.giftNotFound);
/** A client-generated request id (uuid or similar): letters, digits, dash, underscore; 8–64 characters. */
const zKey = z
  .string({ error: POINTS_MSG.idempotencyKeyInvalid })
  .trim()
  .regex(/^[A-Za-z0-9_-]{8,64}$/, POINTS_MSG.idempotencyKeyInvalid);
const zAddressId = z.coerce
  .number({ error: POINTS_MSG.addressNotFound })
  .int(POINTS_MSG.addressNotFound)
  .positive(POINTS_MSG.addressNotFound)
  .max(INT4_MAX, POINTS_MSG.addressNotFound);

export const pointsEndpoints = {
  /** GET points/gift/list: active gifts in display order, with cost (points) and stock. */
  'points.gifts': endpoint<GiftDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'points/gift/list',
    auth: 'none',
    input: z.object({}),
  }),
  /**
   * POST points/gift/redeem {giftId, idempotencyKey, addressId?}: one unit of the gift for its cost in points, sent to
   * the chosen receiving address (default: the buyer's default one). The same key again answers the first redemption.
   */
  'points.redeem': endpoint<RedeemResult>()({
    service: 'user',
    method: 'POST',
    path: 'points/gift/redeem',
    auth: 'user',
    input: z.object({ giftId: zGiftId, idempotencyKey: zKey, addressId: zAddressId.optional() }),
  }),
  /** GET points/redemption/list: the buyer's own redemptions, newest first (paged by the pageNo/pageSize headers). */
  'points.redemptions': endpoint<RedemptionDTO[]>()({
    service: 'user',
    method: 'GET',
    path: 'points/redemption/list',
    auth: 'user',
    input: z.object({}),
  }),
};
