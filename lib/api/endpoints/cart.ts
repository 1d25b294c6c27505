/**
 * Shopping cart, inquiry basket (base /mall/shopping/order/api, spec §7) and the demand list (base /mall/user/api).
 * Every endpoint here is the logged-in buyer's own data (auth 'user'); guests keep these collections locally
 * (lib/client/stores.ts) and send them to the synchronize endpoints right after login.
 *
 * Prices are always computed on the server from the SKU (a client-sent price is ignored); a 询价 SKU has price null.
 */
import { z } from 'zod';
import { endpoint } from '../define';
import { zId } from './common';
import { BUYER_LIMITS } from '@/lib/config/constants';
import { BUYER_MSG } from '@/lib/config/messages';
import type { CartRow, DemandRow } from '@/lib/domain/commerce/cart';
export type { CartRow, DemandRow, ProdDetailVO, SpecEntryDTO } from '@/lib/domain/commerce/cart';

/**
 * A guest's local item as lib/client/stores.ts keeps it (spec §3). Only productId/prodDetailId, skuId and number
 * are used; name, price, src and specification are ignored (the server's own data wins).
 */
const zLocalItem = z
  .object({
    identityPrimaryKey: z.string().max(100).optional(),
    productId: zId.optional(),
    prodDetailId: zId.optional(),
    skuId: zId,
    carId: z.unknown().optional(),
    number: z.coerce.number({ error: BUYER_MSG.numInvalid }).optional(),
    num: z.coerce.number({ error: BUYER_MSG.numInvalid }).optional(),
    name: z.unknown().optional(),
    price: z.unknown().optional(),
    src: z.unknown().optional(),
    specification: z.unknown().optional(),
  })
  .loose();
export type SyncLocalItem = z.input<typeof zLocalItem>;

const zSyncList = z.object({
  list: z.array(zLocalItem, { error: BUYER_MSG.syncListInvalid }).max(BUYER_LIMITS.syncMaxItems, BUYER_MSG.syncTooMany),
});

/** A quantity: integer 1..cartMaxNum. */
export const zNum = z.coerce
  .number({ error: BUYER_MSG.numInvalid })
  .int(BUYER_MSG.numInvalid)
  .min(1, BUYER_MSG.numInvalid)
  .max(BUYER_LIMITS.cartMaxNum, BUYER_MSG.numTooLarge);

const zInsert = z.object({
  /** The product (prodDetailId of the original API); when given it must be the SKU's product. */
  prodDetailId: zId.optional(),
  productId: zId.optional(),
  skuId: zId,
  num: zNum.default(1),
});

const zBool = z.preprocess(
  (v) => (v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v),
  z.boolean(),
);

const zUpdate = z.object({ carId: zId, num: zNum.optional(), checked: zBool.optional() });

/** Result of a synchronize call: the server list after merging (the envelope message names skipped items). */
export type SyncResult = CartRow[];

export const cartEndpoints = {
  /** GET buy/car/list (page 1, size 100): the buyer's cart, newest first; prices from the SKU. */
  'cart.list': endpoint<CartRow[]>()({
    service: 'order',
    method: 'GET',
    path: 'buy/car/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** POST buy/car/insert: adds num to the line when the SKU is already in the cart; refuses off-shelf SKUs. */
  'cart.insert': endpoint<{ id: number }>()({
    service: 'order',
    method: 'POST',
    path: 'buy/car/insert',
    auth: 'user',
    input: zInsert,
  }),
  /** POST buy/car/delete/{carId} (message 删除成功). Another user's carId: code 0, nothing changes. */
  'cart.delete': endpoint<null>()({
    service: 'order',
    method: 'POST',
    path: 'buy/car/delete/{carId}',
    auth: 'user',
    input: z.object({ carId: zId }),
  }),
  /** GET buy/car/total: number of lines (also in totalCount). */
  'cart.total': endpoint<number>()({
    service: 'order',
    method: 'GET',
    path: 'buy/car/total',
    auth: 'user',
    input: z.object({}),
  }),
  /** POST buy/car/update: set a line's quantity and/or checked flag. */
  'cart.update': endpoint<CartRow>()({
    service: 'order',
    method: 'POST',
    path: 'buy/car/update',
    auth: 'user',
    input: zUpdate,
  }),
  /**
   * POST buy/car/synchronize [LocalItem…]: merges a guest's local cart in one transaction. Merge rule: per SKU the
   * server quantity becomes max(server, local) (idempotent: sending the same list twice changes nothing); unknown or
   * off-shelf SKUs are skipped and named in the envelope message (messageCode SYNC_SKIPPED).
   */
  'cart.synchronize': endpoint<SyncResult>()({
    service: 'order',
    method: 'POST',
    path: 'buy/car/synchronize',
    auth: 'user',
    input: zSyncList,
  }),

  /** The inquiry basket: the same calls on inquiry/basket/… (询价 SKUs are welcome here). */
  'basket.list': endpoint<CartRow[]>()({
    service: 'order',
    method: 'GET',
    path: 'inquiry/basket/list',
    auth: 'user',
    input: z.object({}),
  }),
  'basket.insert': endpoint<{ id: number }>()({
    service: 'order',
    method: 'POST',
    path: 'inquiry/basket/insert',
    auth: 'user',
    input: zInsert,
  }),
  'basket.delete': endpoint<null>()({
    service: 'order',
    method: 'POST',
    path: 'inquiry/basket/delete/{carId}',
    auth: 'user',
    input: z.object({ carId: zId }),
  }),
  'basket.total': endpoint<number>()({
    service: 'order',
    method: 'GET',
    path: 'inquiry/basket/total',
    auth: 'user',
    input: z.object({}),
  }),
  'basket.update': endpoint<CartRow>()({
    service: 'order',
    method: 'POST',
    path: 'inquiry/basket/update',
    auth: 'user',
    input: zUpdate,
  }),
  'basket.synchronize': endpoint<SyncResult>()({
    service: 'order',
    method: 'POST',
    path: 'inquiry/basket/synchronize',
    auth: 'user',
    input: zSyncList,
  }),

  /** POST userBookMark/goodsCollectList: the demand-list count (spec §7). */
  'demand.count': endpoint<number>()({
    service: 'user',
    method: 'POST',
    path: 'userBookMark/goodsCollectList',
    auth: 'user',
    input: z.object({}),
  }),
  'demand.list': endpoint<DemandRow[]>()({
    service: 'user',
    method: 'GET',
    path: 'userBookMark/list',
    auth: 'user',
    input: z.object({}),
  }),
  /** Adds a product package to the demand list (adds num when it is there already). */
  'demand.insert': endpoint<{ id: number }>()({
    service: 'user',
    method: 'POST',
    path: 'userBookMark/insert',
    auth: 'user',
    input: zInsert.extend({ note: z.string().trim().max(200, BUYER_MSG.noteTooLong).optional() }),
  }),
  'demand.update': endpoint<DemandRow>()({
    service: 'user',
    method: 'POST',
    path: 'userBookMark/update',
    auth: 'user',
    input: z.object({
      id: zId,
      num: zNum.optional(),
      note: z.string().trim().max(200, BUYER_MSG.noteTooLong).optional(),
    }),
  }),
  'demand.delete': endpoint<null>()({
    service: 'user',
    method: 'POST',
    path: 'userBookMark/delete/{id}',
    auth: 'user',
    input: z.object({ id: zId }),
  }),
  /** Same merge rule as the cart (max per product package, idempotent; unknown packages skipped and reported). */
  'demand.synchronize': endpoint<DemandRow[]>()({
    service: 'user',
    method: 'POST',
    path: 'userBookMark/synchronize',
    auth: 'user',
    input: zSyncList,
  }),
} as const;
