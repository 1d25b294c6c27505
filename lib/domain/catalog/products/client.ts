/**
 * lib/domain/catalog/products: what code running in the browser may import from this module (no server-only files behind it).
 * Server code imports ./index.ts.
 */
export { GOODS_COA_ROWS } from './goods-view';
export type { GoodsView } from './goods-view';
export { KIND_LABELS, LICENCE_CLASSES, describeHazards, licenceInfo } from './hazards';
export { formatPrice, hasPrice, minPrice, pickSkuId, priceLabel } from './price';
export { OUT_OF_STOCK, deliveryLabel, stockLabel } from './stock';
export {
  DEPICTION_VERSION,
  brandHref,
  categoryListHref,
  displayName,
  goodsHref,
  imageVersion,
  productImageSrc,
} from './urls';
